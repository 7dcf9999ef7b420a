#pragma once
// The parts of a seat's update (seat_update.h) that the game's state alone decides, for the game
// host and for the tests and tools that play without one: the view, the observation, the node,
// what the seat is shown but may not do, the steps of the last action and the log's item for it.
// What depends on the host's round (who has chosen, what the seat may choose now, take-backs) the
// host adds itself.
#include <span>

#include "core/game_state.h"
#include "host/seat_update.h"

namespace gm::host {

// An update for `seat` (kNoSeat: the whole truth) of the state as it is now, with no steps, log,
// actions or round: view, observation, node, acting seat, returns and unavailable.
SeatUpdate stateUpdate(const rules::GameState& state, rules::Seat seat);

// The events of the state's last apply() as `seat` sees them (GameEvent::seenBy), each with the
// seat's view just after it where the state recorded one (setRecordEventViews), else `fallback`.
std::vector<EventStep> lastSteps(const rules::GameState& state, rules::Seat seat,
                                 const rules::SeatView& fallback);

// The log's item for an applied action: its events with every face, argument and text hidden that
// any of the state's seats may not see (the same lines go to every seat); of a secret choice only
// who made it and its kind.
LogItem logItem(const rules::ActionView& action, bool secret, int turn,
                std::span<const rules::GameEvent> events, int seatCount);

// A line of the host's own for the log (LogItem::note, e.g. "loaded" with the file's name).
LogItem hostNote(std::string note, std::vector<std::string> args);

// Whether every one of `seatCount` seats may see the event's card.
bool isPublic(const rules::GameEvent& e, int seatCount);

}  // namespace gm::host
