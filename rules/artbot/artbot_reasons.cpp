// Why the cards of a seat's Active Deck can't be played now (GameState::unavailable). Only public
// facts are read (whose turn it is, the phase, who is choosing) and the seat's own Active Deck (a
// seat that is out has none).
#include "artbot_state.h"

namespace gm::rules::artbot {

std::vector<Unavailable> ArtbotState::unavailable(Seat s) const {
  std::vector<Unavailable> out;
  if (m_phase == Phase::Over || s < 0 || s >= m_seats) return out;
  const bool choosing = m_phase == Phase::Return || m_phase == Phase::Play;
  if (s == m_turnSeat && choosing) return out;  // every card of the Active Deck may go

  const std::string turnPlayer = std::to_string(m_turnSeat + 1);
  const std::string chooser = std::to_string(actingSeat() + 1);
  Unavailable why;
  why.kind = "play";
  if (s != m_turnSeat) {
    why.messageKey = "artbot.why.notYourTurn";
    why.args = {turnPlayer};
    why.text = "It is " + seatName(m_turnSeat) + "'s turn.";
  } else if (m_phase == Phase::Target) {
    why.messageKey = "artbot.why.chooseTarget";
    why.text = "Choose the target of the card you played first.";
  } else if (actingSeat() == s) {
    why.messageKey = "artbot.why.finishPicks";
    why.text = "Finish choosing the cards of your power first.";
  } else {
    why.messageKey = "artbot.why.waitForPicks";
    why.args = {chooser};
    why.text = seatName(actingSeat()) + " is choosing cards for your power.";
  }
  for (int i = 0; i < m_p[s].activeCount; ++i) {
    why.card = m_p[s].active[i];
    out.push_back(why);
  }
  return out;
}

}  // namespace gm::rules::artbot
