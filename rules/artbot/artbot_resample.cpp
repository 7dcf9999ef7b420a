// Copies of an Artbot game: clone() (the same world) and resampleFor() (a world a seat cannot
// tell from the truth, with everything it cannot see redrawn).
//
// What seat s knows: its own Active Deck, which cards are in its own Inactive Deck (it saw every
// one of them go in or stay), every public zone and event. Which card is where among the other
// players' Active and Inactive Decks it knows only as one pool: the cards that are in none of the
// zones it sees (the decklists are open). So a world keeps s's cards, shuffles s's Inactive Deck
// and deals the pool at random into the other players' hidden places, each keeping its size. At
// the end of the game the result tells every card's owner, so each player's hidden cards are then
// a pool of their own.
// Cards keep their uid and type wherever they land (no action names a hidden card by its uid, so
// which type a hidden uid carries never reaches s) and take the owner of the place.
//
// Which card a return sent back is a secret commit, and the world's hidden cards are redealt, so
// the world's history names card type 0 for every return (ids below typeCount() are returns only).
#include <algorithm>
#include <bit>
#include <cassert>

#include "artbot_state.h"

namespace gm::rules::artbot {

ArtbotState::ArtbotState(const ArtbotState& other, WorldCopy)
    : GameState(0),
      m_cards(other.m_cards),
      m_cardJson(other.m_cardJson),
      m_seats(other.m_seats),
      m_deckSize(other.m_deckSize),
      m_type(other.m_type),
      m_place(other.m_place),
      m_uidAt(other.m_uidAt),
      m_owner(other.m_owner),
      m_lastMove(other.m_lastMove),
      m_p(other.m_p),
      m_pending(other.m_pending),
      m_phase(other.m_phase),
      m_turnSeat(other.m_turnSeat),
      m_turn(other.m_turn),
      m_glitched(other.m_glitched),
      m_winners(other.m_winners),
      m_end(other.m_end),
      m_publicHash(other.m_publicHash) {
  auto h = other.history();
  mutableHistory().assign(h.begin(), h.end());
}

std::unique_ptr<GameState> ArtbotState::clone() const {
  return std::unique_ptr<GameState>(new ArtbotState(*this));
}

std::unique_ptr<GameState> ArtbotState::resampleFor(Seat s, Rng& rng) const {
  assert(s >= 0 && s < m_seats);
  // A fresh copy carries no events (the last ones may name hidden cards) and records none.
  std::unique_ptr<ArtbotState> world(new ArtbotState(*this, WorldCopy{}));
  const auto canonical = [this](std::uint8_t* cards, int n) {
    // Sorted first, so the true order cannot leak into the result: in decklist order (m_place:
    // the seat dealt to, the type, the copy), which tells only what s knows of the cards there.
    // Not by uid: which uid carries which card is dealt from the seed, and the world's cards
    // would follow that numbering. (Each card has one place, so a mask of places sorts them in
    // one pass.)
    std::array<std::uint64_t, (kMaxCards + 63) / 64> mask{};
    for (int i = 0; i < n; ++i) {
      const int place = m_place[cards[i]];
      mask[place >> 6] |= std::uint64_t{1} << (place & 63);
    }
    int k = 0;
    for (std::size_t w = 0; w < mask.size(); ++w)
      for (std::uint64_t m = mask[w]; m != 0; m &= m - 1)
        cards[k++] = m_uidAt[64 * w + static_cast<std::size_t>(std::countr_zero(m))];
    assert(k == n && "every card once");
  };

  // s's own Inactive Deck: the same cards, a new order.
  PlayerCards& own = world->m_p[s];
  std::array<std::uint8_t, kMaxCards> mine{};
  const int n = own.inactiveCount;
  for (int i = 0; i < n; ++i) mine[i] = own.inactive[static_cast<std::uint8_t>(own.head + i)];
  canonical(mine.data(), n);
  rng.shuffle(std::span(mine.data(), n));
  own.head = 0;
  for (int i = 0; i < n; ++i) own.inactive[i] = mine[i];

  // Every card belongs to the player who holds it (steals and Glitches move owners with cards), so
  // a card redealt to another seat changes owner with it.
  const auto dealTo = [&world](Seat t, int uid) {
    if (world->m_owner[uid] != t) world->changeOwner(uid, t, kMovedByGlitch);
    return uid;
  };
  // The hidden cards of the seats in `seats` (bit t: seat t), pooled and dealt back into the same
  // places.
  const auto redeal = [&](unsigned seats) {
    std::array<std::uint8_t, kMaxCards> pool{};
    int m = 0;
    for (Seat t = 0; t < m_seats; ++t) {
      if (!((seats >> t) & 1u)) continue;
      const PlayerCards& p = m_p[t];
      for (int i = 0; i < p.activeCount; ++i) pool[m++] = p.active[i];
      for (int i = 0; i < p.inactiveCount; ++i)
        pool[m++] = p.inactive[static_cast<std::uint8_t>(p.head + i)];
    }
    canonical(pool.data(), m);
    rng.shuffle(std::span(pool.data(), m));
    int next = 0;
    for (Seat t = 0; t < m_seats; ++t) {
      if (!((seats >> t) & 1u)) continue;
      PlayerCards& p = world->m_p[t];
      const int active = p.activeCount;
      p.activeCount = 0;
      for (int i = 0; i < active; ++i) world->addActive(t, dealTo(t, pool[next++]));
      p.head = 0;
      // (Added up in a local: the stores of uint8 cards would otherwise make the compiler fetch
      // the card set again for every card.)
      PileTotals totals;
      const CardType* types = m_cards->types.data();
      for (int i = 0; i < p.inactiveCount; ++i) {
        const int uid = dealTo(t, pool[next++]);
        p.inactive[i] = static_cast<std::uint8_t>(uid);
        totals.add(types[m_type[uid]], +1);
      }
      p.inactiveTotals = totals;
    }
    assert(next == m);
  };
  // While the game goes on, s cannot tell which of the other players holds which of their hidden
  // cards: one pool for all of them. Once it is over, the result names every card's owner (a card
  // it does not list is still its own deck's), and a player holds the cards it owns: each player's
  // hidden cards are redealt among its own places only.
  const unsigned others = ((1u << m_seats) - 1) & ~(1u << s);
  if (m_phase != Phase::Over) {
    redeal(others);
  } else {
    for (Seat t = 0; t < m_seats; ++t)
      if ((others >> t) & 1u) redeal(1u << t);
  }
  for (ActionId& a : world->mutableHistory())
    if (a < typeCount()) a = returnAction(0);
  world->rng().reseed(rng.next());
  return world;
}

}  // namespace gm::rules::artbot
