// Test support: exact positions for the scenario tests (see ArtbotState::placeForTest).
#include <cassert>

#include "artbot_state.h"

namespace gm::rules::artbot {

void ArtbotState::placeForTest(int uid, Seat s, Zone z) {
  assert(uid >= 0 && uid < cardCount() && s >= 0 && s < m_seats);
  // Take the card out of wherever it is.
  for (Seat t = 0; t < m_seats; ++t) {
    PlayerCards& p = m_p[t];
    for (int i = 0; i < p.activeCount; ++i)
      if (p.active[i] == uid) removeActiveAt(t, i);
    for (int i = 0; i < p.discardCount; ++i)
      if (p.discard[i] == uid) removeDiscardAt(t, i);
    for (int i = 0; i < p.revealedCount; ++i)
      if (p.revealed[i] == uid) removeRevealedAt(t, i);
    if (p.played == uid) p.played = -1;
    for (int i = 0; i < p.inactiveCount; ++i) {
      if (p.inactive[static_cast<std::uint8_t>(p.head + i)] != uid) continue;
      for (int j = i; j > 0; --j)
        p.inactive[static_cast<std::uint8_t>(p.head + j)] =
            p.inactive[static_cast<std::uint8_t>(p.head + j - 1)];
      ++p.head;
      --p.inactiveCount;
      break;
    }
  }
  PlayerCards& p = m_p[s];
  switch (z) {
    case Zone::Active:
      addActive(s, uid);
      break;
    case Zone::Inactive:
      --p.head;
      p.inactive[p.head] = static_cast<std::uint8_t>(uid);
      ++p.inactiveCount;
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

}  // namespace gm::rules::artbot
