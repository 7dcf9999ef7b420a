// Copies of an Act: clone() (the same world) and resampleFor() (a world a seat cannot tell from
// the truth, with everything it cannot see redrawn).
//
// What seat s cannot see: the order of its own deck, and which of the other seat's unseen cards
// (its hand and its deck together) are in the hand. The cards themselves, and the end each shows,
// are known to s: every card enters a deck from the starting deck or from a public Discard. So the
// world keeps s's own deck contents and reshuffles them, and redeals the other seat's hand and deck
// from their pooled contents (each card with its uid: no action names a hidden card by its uid). A
// card that reached that deck (through a reshuffle) only after the other seat drew a hand card
// cannot be that card, so each hidden hand card is redrawn only from the cards that were in the
// deck when it was drawn.
#include <algorithm>
#include <array>
#include <cassert>

#include "engines_act.h"

namespace gm::rules::engines {

ActState::ActState(const ActState& other, WorldCopy)
    : GameState(0),
      m_cards(other.m_cards),
      m_options(other.m_options),
      m_typeOf(other.m_typeOf),
      m_zone(other.m_zone),
      m_side(other.m_side),
      m_angle(other.m_angle),
      m_end_up(other.m_end_up),
      m_taken(other.m_taken),
      m_used(other.m_used),
      m_rivalUsed(other.m_rivalUsed),
      m_deckSince(other.m_deckSince),
      m_drawnAt(other.m_drawnAt),
      m_list(other.m_list),
      m_count(other.m_count),
      m_pending(other.m_pending),
      m_pendingCount(other.m_pendingCount),
      m_endingTurn(other.m_endingTurn),
      m_phase(other.m_phase),
      m_turnSeat(other.m_turnSeat),
      m_turn(other.m_turn),
      m_winners(other.m_winners),
      m_end(other.m_end),
      m_publicHash(other.m_publicHash),
      m_privateHash(other.m_privateHash) {
  auto h = other.history();
  mutableHistory().assign(h.begin(), h.end());
}

std::unique_ptr<GameState> ActState::clone() const {
  return std::unique_ptr<GameState>(new ActState(*this));
}

std::unique_ptr<GameState> ActState::resampleFor(Seat s, Rng& rng) const {
  assert(s == 0 || s == 1);
  std::unique_ptr<ActState> world(new ActState(*this, WorldCopy{}));
  const int deck = static_cast<int>(Zone::Deck), hand = static_cast<int>(Zone::Hand);
  // Canonical order before each shuffle, so the true order cannot leak into the result: by what
  // each card is and the end it shows (known to s), then by uid. Not by uid alone: which uid is
  // which card is dealt from the seed, and the world's cards would follow that numbering.
  const auto canonical = [this](std::int8_t* cards, int n) {
    // (A few cards: an insertion sort of packed keys, type, end, uid.)
    std::array<std::uint16_t, kMaxCards> keys{};
    for (int i = 0; i < n; ++i) {
      const auto key = static_cast<std::uint16_t>(
          m_typeOf[cards[i]] << 9 | m_end_up[cards[i]] << 8 | static_cast<std::uint8_t>(cards[i]));
      int j = i;
      for (; j > 0 && keys[j - 1] > key; --j) keys[j] = keys[j - 1];
      keys[j] = key;
    }
    for (int i = 0; i < n; ++i) cards[i] = static_cast<std::int8_t>(keys[i] & 255);
  };
  auto& own = world->m_list[s][deck];
  const int ownCount = world->m_count[s][deck];
  canonical(own.data(), ownCount);
  rng.shuffle(std::span(own.data(), ownCount));

  const Seat o = 1 - s;
  std::array<std::int8_t, kMaxCards> pool{};
  int n = 0;
  for (int z : {hand, deck})
    for (int i = 0; i < world->m_count[o][z]; ++i) pool[n++] = world->m_list[o][z][i];
  canonical(pool.data(), n);
  // The hand, earliest draw first: each draw could only take a card that was in the deck by then.
  // Those sets grow with time, so filling the earliest slot first never runs out of candidates.
  const int handCount = world->m_count[o][hand];
  std::array<int, kMaxCards> slots{};
  for (int i = 0; i < handCount; ++i) slots[i] = i;
  auto& handList = world->m_list[o][hand];
  std::sort(slots.begin(), slots.begin() + handCount,
            [&](int a, int b) { return m_drawnAt[handList[a]] < m_drawnAt[handList[b]]; });
  std::array<std::uint16_t, kMaxCards> slotTime{};
  for (int i = 0; i < handCount; ++i) slotTime[i] = m_drawnAt[handList[i]];
  std::uint64_t otherHash = 0;
  for (int k = 0; k < handCount; ++k) {
    const int slot = slots[k];
    std::array<int, kMaxCards> candidates{};
    int c = 0;
    for (int i = 0; i < n; ++i)
      if (m_deckSince[pool[i]] <= slotTime[slot]) candidates[c++] = i;
    assert(c > 0);
    const int pick = candidates[rng.uniformInt(static_cast<std::uint32_t>(c))];
    const int uid = pool[pick];
    for (int i = pick + 1; i < n; ++i) pool[i - 1] = pool[i];
    --n;
    handList[slot] = static_cast<std::int8_t>(uid);
    world->m_zone[uid] = static_cast<std::uint8_t>(hand);
    world->m_drawnAt[uid] = slotTime[slot];
  }
  for (int i = 0; i < handCount; ++i)
    otherHash = mixHash(otherHash, static_cast<std::uint64_t>(handList[i]) + 1);
  rng.shuffle(std::span(pool.data(), n));
  auto& deckList = world->m_list[o][deck];
  for (int i = 0; i < n; ++i) {
    deckList[i] = pool[i];
    world->m_zone[pool[i]] = static_cast<std::uint8_t>(deck);
  }
  // The other seat's own knowledge in this world: derived from the world, never from the truth.
  world->m_privateHash[o] = otherHash;
  world->rng().reseed(rng.next());
  return world;
}

}  // namespace gm::rules::engines
