#pragma once
// Test support: the typed seat view of a small test game without cards (MatrixGame, HighCard): its
// seats, the acting one marked, and what observe(s) tells as the game's own part.
#include "core/game_state.h"
#include "core/seat_view.h"

namespace gm::test {

inline rules::SeatView cardlessSeatView(const rules::GameState& state, const char* game,
                                        rules::Seat s) {
  rules::SeatView view = rules::makeSeatView(game, s, 0, 0);
  for (rules::Seat p = 0; p < state.seatCount(); ++p) {
    rules::SeatPlayer player;
    player.seat = p;
    player.active = !state.isTerminal() && p == state.actingSeat();
    view.players.push_back(player);
  }
  view.extra = state.observe(s);
  return view;
}

}  // namespace gm::test
