// Copies of a Vitium game: clone() (the same world) and resampleFor() (a world a seat cannot tell
// from the truth, with everything it cannot see redrawn).
//
// What seat s cannot see: its own deck once the setup is over (while it chooses its starting
// cards it looks through it), and the deck, hand and underway cards of every other boss. During
// the setup only the other bosses' chosen cards are redrawn (dealChosenCards).
// A world deals each boss's hidden card types at random into that boss's hidden places (an
// underway place only takes an event or a sneaking asset, what can lie there) and its hidden hand
// and deck instances into its hand and deck places; the counters of a place stay (progress and
// sabotage are public), and so does the instance of an underway place (s's actions name it).
#include <algorithm>
#include <cassert>
#include <tuple>

#include "vitium_state.h"

namespace gm::rules::vitium {

VitiumState::VitiumState(const VitiumState& other, WorldCopy) : GameState(0), VitiumData(other) {
  auto h = other.history();
  mutableHistory().assign(h.begin(), h.end());
}

std::unique_ptr<GameState> VitiumState::clone() const {
  return std::make_unique<VitiumState>(*this);
}

std::unique_ptr<GameState> VitiumState::resampleFor(Seat s, Rng& rng) const {
  assert(s >= 0 && s < m_seats);
  std::unique_ptr<VitiumState> world(new VitiumState(*this, WorldCopy{}));
  for (Seat o = 0; o < m_seats; ++o) {
    const Boss& b = m_boss[o];
    if (m_phase == Phase::Choose) {
      if (o != s) world->dealChosenCards(o, rng);
      continue;
    }
    // The hidden places: an underway place keeps its instance (s's own actions may aim at it),
    // the places in the hand and the deck take the hidden hand and deck instances in a new order.
    std::array<int, kMaxDeck> under{}, other{}, otherUids{};
    std::array<std::uint8_t, kMaxDeck> types{};
    int nu = 0, no = 0, nt = 0;
    for (int u = b.first; u < b.first + b.count; ++u) {
      if (visibleTo(u, s)) continue;
      types[nt++] = m_inst[u].type;
      if (m_inst[u].zone == Zone::Underway)
        under[nu++] = u;
      else
        other[no++] = u;
    }
    if (nt == 0) continue;
    // The instances were listed in uid order; the places go in an order that does not depend on
    // which card lies where: by zone, then by the order within it.
    for (int i = 0; i < no; ++i) otherUids[i] = other[i];
    sortInZoneOrder(std::span<int>(under.data(), static_cast<std::size_t>(nu)));
    sortInZoneOrder(std::span<int>(other.data(), static_cast<std::size_t>(no)));
    std::sort(types.begin(), types.begin() + nt);
    rng.shuffle(std::span<int>(otherUids.data(), static_cast<std::size_t>(no)));
    rng.shuffle(std::span<std::uint8_t>(types.data(), static_cast<std::size_t>(nt)));
    // Each underway place takes the first type left that can lie there: an event or a sneaking
    // asset, and one whose sneak does what every boss saw where the place's sneak worked (the
    // places that sneaked go first, so each finds one). The hand and deck places take the rest.
    std::stable_partition(under.begin(), under.begin() + nu,
                          [&](int u) { return m_inst[u].sneaks; });
    int next = 0;
    for (int i = 0; i < nu; ++i) {
      const Ability* seen = m_inst[under[i]].sneaks ? card(under[i]).withTag(kSneak) : nullptr;
      for (int j = next; j < nt; ++j) {
        const Card& c = m_cards->cards[types[j]];
        const Ability* sneak = c.withTag(kSneak);
        const bool fits = seen ? sneak && sneak->op == seen->op && sneak->amount == seen->amount
                               : isEvent(c.type) || sneak;
        if (fits) {
          std::swap(types[next], types[j]);
          break;
        }
      }
      world->m_inst[under[i]].type = types[next++];
    }
    for (int i = 0; i < no; ++i) {
      Inst in = m_inst[other[i]];
      in.type = types[next++];
      world->m_inst[otherUids[i]] = in;
    }
    world->rebuildMasks(o);
  }
  world->rng().reseed(rng.next());
  return world;
}

void VitiumState::dealChosenCards(Seat o, Rng& rng) {
  // During the setup what another boss hides that matters is which of its cards it has chosen:
  // every deck is shuffled before anybody draws, so the order of a deck means nothing yet. The
  // world draws the chosen cards' types at random from all of the boss's cards (a partial
  // shuffle of their sorted list: one draw per chosen card) and lays the boss's cards out in one
  // order that depends on nothing hidden: its first uids hold the chosen places, the others the
  // deck places with the rest of the types sorted. So the boss's deck looks the same in every
  // world with the same chosen cards, and a choice of its (a uid) means the same card there: the
  // search learns its choices instead of averaging them over random meanings.
  Boss& b = m_boss[o];
  const int n = b.count;
  assert((b.in(Zone::Hand) | b.in(Zone::Deck)) == (std::uint64_t{1} << n) - 1);
  std::array<std::uint8_t, kMaxDeck> types;
  std::array<int, kMaxDeck> places;
  for (int i = 0; i < n; ++i) types[i] = m_inst[b.first + i].type;
  std::sort(types.begin(), types.begin() + n);
  int k = 0;
  forEachCard(b, b.in(Zone::Hand), [&](int u) { places[k++] = u; });
  for (int i = 0; i < k; ++i)
    std::swap(types[i],
              types[i + static_cast<int>(rng.uniformInt(static_cast<std::uint32_t>(n - i)))]);
  // The chosen types in order too, and the rest (the draws moved some out of order).
  std::sort(types.begin(), types.begin() + k);
  std::sort(types.begin() + k, types.begin() + n);
  int m = k;
  forEachCard(b, b.in(Zone::Deck), [&](int u) { places[m++] = u; });
  sortInZoneOrder(std::span<int>(places.data(), static_cast<std::size_t>(k)));
  sortInZoneOrder(std::span<int>(places.data() + k, static_cast<std::size_t>(n - k)));
  std::array<Inst, kMaxDeck> laid;
  for (int i = 0; i < n; ++i) {
    laid[i] = m_inst[places[i]];
    laid[i].type = types[i];
  }
  std::copy(laid.begin(), laid.begin() + n, m_inst.begin() + b.first);
  rebuildMasks(o);
}

}  // namespace gm::rules::vitium
