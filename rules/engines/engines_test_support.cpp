// Test support: exact positions for the scenario tests (see ActState::placeForTest).
#include <cassert>

#include "engines_act.h"

namespace gm::rules::engines {

void ActState::placeForTest(int uid, Seat s, Zone z, int angle, int end, bool taken) {
  assert(m_phase != Phase::Over && m_pendingCount == 0);
  assert(uid >= 0 && uid < cardCount() && (s == 0 || s == 1));
  assert(angle == 0 || angle == 90 || angle == 180);
  assert(end == 0 || (end == 1 && type(uid).doubleEnded()));
  moveCard(uid, s, z);
  m_angle[uid] = z == Zone::Active ? static_cast<std::uint8_t>(angle / 90) : 0;
  m_end_up[uid] = static_cast<std::uint8_t>(end);
  m_taken[uid] = z == Zone::Active && taken;
  m_used[uid] = false;
  m_rivalUsed[uid] = false;
}

void ActState::setPhaseForTest(Phase p) {
  assert(p != Phase::Over && m_pendingCount == 0);
  m_phase = p;
}

void ActState::setTurnForTest(int turn) {
  assert(turn >= 1 && turn <= kMaxTurns);
  m_turn = static_cast<std::int16_t>(turn);
}

}  // namespace gm::rules::engines
