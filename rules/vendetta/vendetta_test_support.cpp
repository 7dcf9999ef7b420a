// Test support: exact positions for the scenario tests (see VendettaState::placeForTest).
#include "vendetta_state.h"

namespace gm::rules::vendetta {

void VendettaState::placeForTest(int uid, ZoneKind z, Seat s) {
  assert(uid >= 0 && uid < cardCount());
  const bool shared = z == ZoneKind::Head || z == ZoneKind::Headspace || z == ZoneKind::Resolving;
  assert(shared || (s >= 0 && s < m_seats));
  moveCard(uid, z, shared && z != ZoneKind::Resolving ? kNoSeat : s);
  // A card placed by a test is known to every seat unless it lies in the head or was dealt into
  // a hand (tests of hidden information set it so by drawing).
  if (z == ZoneKind::Head) m_known &= ~(std::uint64_t{1} << uid);
}

void VendettaState::setLifeForTest(Seat s, int corpus, int cerebrium) {
  m_c[s].corpus = static_cast<std::int16_t>(corpus);
  m_c[s].cerebrium = static_cast<std::int16_t>(cerebrium);
}

void VendettaState::setTicksForTest(Seat s, int ticks) {
  m_c[s].ticks = static_cast<std::int8_t>(ticks);
}

void VendettaState::startTurnForTest(Seat s, int turn) {
  assert(s >= 0 && s < m_seats && !m_c[s].out);
  for (Clone& c : m_c) c.ticks = 0;  // only the active clone ever holds ticks
  m_active = s;
  m_turn = turn;
  m_firstTurn = turn == 1;
  m_phase = Phase::Main;
  m_waiting = false;
  startTurn();
  advance();
}

}  // namespace gm::rules::vendetta
