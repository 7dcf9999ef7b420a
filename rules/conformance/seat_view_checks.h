#pragma once
// Generic checks of GameState::seatView() against the contract written in rules/core/seat_view.h.
// They know no game: the whole truth (seatView(kNoSeat)) is checked against zones() and the faces
// observe(kNoSeat) names, and each seat's view against that truth.
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/seat_view.h"
#include "observation_checks.h"

namespace gm::test {

// The truth's view: the game's id, one player per seat, unique zone ids, the same zones as
// zones() holding the same cards, every card with its uid, true face (per `truth`, read from
// observe(kNoSeat)) and a back, rotations in quarter turns, no empty counter keys.
void checkTruthSeatView(const rules::SeatView& view, const rules::GameState& state,
                        const TruthCards& truth, std::vector<std::string>& problems);

// Seat s's view against the truth's: the same players' public data except where noted, the same
// zone ids in the same order with the same number of cards; a card shows a uid exactly when it
// shows a face, and then the truth's face in the truth's zone; a face-up card is always known;
// a known card carries the truth's end, rotation, counters, attachment and marks. Returns true
// when the view hides a card the truth shows.
bool checkSeatSeatView(const rules::SeatView& view, const rules::SeatView& truthView,
                       const TruthCards& truth, std::vector<std::string>& problems);

// A hash of everything in a view (cheaper than hashing its JSON), for "equal keys, equal views".
std::uint64_t hashSeatView(const rules::SeatView& view);

}  // namespace gm::test
