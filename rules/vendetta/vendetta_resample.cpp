// Copies of a Personal Vendetta game: clone() (the same world) and resampleFor() (a world a seat
// cannot tell from the truth, with everything it cannot see redrawn).
//
// What seat s knows: every public zone, its own hand, and where each card lies that every seat saw
// go there (known()). The cards it does not know are the head's unknown cards and the unknown cards
// of the other hands; a world deals exactly those cards at random into exactly those places, so
// every zone keeps its size and every known card its place.
#include <algorithm>
#include <bit>

#include "vendetta_state.h"

namespace gm::rules::vendetta {

VendettaState::VendettaState(const VendettaState& other, WorldCopy)
    : GameState(0),
      m_cards(other.m_cards),
      m_seats(other.m_seats),
      m_maxLife(other.m_maxLife),
      m_type(other.m_type),
      m_uidOf(other.m_uidOf),
      m_zone(other.m_zone),
      m_where(other.m_where),
      m_known(other.m_known),
      m_head(other.m_head),
      m_headspace(other.m_headspace),
      m_resolving(other.m_resolving),
      m_c(other.m_c),
      m_phase(other.m_phase),
      m_stage(other.m_stage),
      m_active(other.m_active),
      m_turn(other.m_turn),
      m_firstTurn(other.m_firstTurn),
      m_act(other.m_act),
      m_pay(other.m_pay),
      m_paying(other.m_paying),
      m_sub(other.m_sub),
      m_waiting(other.m_waiting),
      m_responder(other.m_responder),
      m_due(other.m_due),
      m_dueCount(other.m_dueCount),
      m_event(other.m_event),
      m_end(other.m_end),
      m_winners(other.m_winners),
      m_lastDeaths(other.m_lastDeaths),
      m_publicHash(other.m_publicHash) {
  auto h = other.history();
  mutableHistory().assign(h.begin(), h.end());
}

std::unique_ptr<GameState> VendettaState::clone() const {
  return std::unique_ptr<GameState>(new VendettaState(*this));
}

std::unique_ptr<GameState> VendettaState::resampleFor(Seat s, Rng& rng) const {
  assert(s >= 0 && s < m_seats);
  // A fresh copy carries no events (the last ones may name hidden cards) and records none.
  std::unique_ptr<VendettaState> world(new VendettaState(*this, WorldCopy{}));
  // The places s cannot see into, and the cards lying there.
  std::array<std::uint8_t*, kMaxCards> slots{};
  std::array<std::uint8_t, kMaxCards> cards{};
  int n = 0;
  const auto collect = [&](Pile& p) {
    for (int i = 0; i < p.size(); ++i)
      if (!world->known(p.c[i])) {
        slots[n] = &p.c[i];
        cards[n++] = p.c[i];
      }
  };
  collect(world->m_head);
  for (Seat t = 0; t < m_seats; ++t)
    if (t != s) collect(world->m_c[t].hand);
  // Sorted first, so the true places cannot leak into the result: by card (which cards are
  // unknown to s it knows; each type is one card, so a mask of types sorts them in one pass),
  // not by uid, whose card is dealt from the seed: the world's cards would follow that numbering.
  static_assert(kMaxCards <= 64, "a game's types fit one mask");
  std::uint64_t unknown = 0;
  for (int i = 0; i < n; ++i) unknown |= std::uint64_t{1} << m_type[cards[i]];
  for (int i = 0; unknown != 0; unknown &= unknown - 1)
    cards[i++] = m_uidOf[static_cast<std::size_t>(std::countr_zero(unknown))];
  rng.shuffle(std::span(cards.data(), static_cast<std::size_t>(n)));
  for (int i = 0; i < n; ++i) *slots[i] = cards[i];
  // Zone and seat of every card moved.
  for (int i = 0; i < world->m_head.size(); ++i) {
    world->m_zone[world->m_head[i]] = ZoneKind::Head;
    world->m_where[world->m_head[i]] = -1;
  }
  for (Seat t = 0; t < m_seats; ++t) {
    const Pile& hand = world->m_c[t].hand;
    for (int i = 0; i < hand.size(); ++i) {
      world->m_zone[hand[i]] = ZoneKind::Hand;
      world->m_where[hand[i]] = static_cast<std::int8_t>(t);
    }
  }
  world->rng().reseed(rng.next());
  return world;
}

}  // namespace gm::rules::vendetta
