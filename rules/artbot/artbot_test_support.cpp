// Test support: exact positions for the scenario tests (see ArtbotState::placeForTest).
#include <cassert>

#include "artbot_state.h"

namespace gm::rules::artbot {

void ArtbotState::placeForTest(int uid, Seat s, Zone z) {
  assert(uid >= 0 && uid < cardCount() && s >= 0 && s < m_seats);
  takeOut(uid);
  PlayerCards& p = m_p[s];
  switch (z) {
    case Zone::Active:
      addActive(s, uid);
      break;
    case Zone::Inactive:
      --p.head;
      p.inactive[p.head] = static_cast<std::uint8_t>(uid);
      ++p.inactiveCount;
      p.inactiveTotals.add(typeCard(uid), +1);
      break;
    case Zone::Discard:
      addDiscard(s, uid);
      break;
    case Zone::Played:
      assert(p.played < 0);
      p.played = static_cast<std::int16_t>(uid);
      break;
    case Zone::Revealed:
      assert(p.revealedCount < kRevealCap);
      p.revealed[p.revealedCount++] = static_cast<std::uint8_t>(uid);
      break;
  }
}

void ArtbotState::startTurnForTest(Seat s, int turn) {
  assert(s >= 0 && s < m_seats && !m_p[s].out && turn >= 1 && turn <= maxTurns());
  m_turnSeat = s;
  m_turn = static_cast<std::int16_t>(turn);
  startTurn();
}

void ArtbotState::setOwnerForTest(int uid, Seat s) {
  assert(uid >= 0 && uid < cardCount() && s >= 0 && s < m_seats);
  m_owner[uid] = static_cast<std::int8_t>(s);
  m_lastMove[uid] = s == originOf(uid) ? kMovedNot : kMovedBySteal;
}

}  // namespace gm::rules::artbot
