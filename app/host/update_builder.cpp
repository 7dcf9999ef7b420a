#include "host/update_builder.h"

namespace gm::host {

bool isPublic(const rules::GameEvent& e, int seatCount) {
  const unsigned all = seatCount >= 32 ? ~0u : (1u << seatCount) - 1u;
  return (e.visibleTo & all) == all;
}

SeatUpdate stateUpdate(const rules::GameState& state, rules::Seat seat) {
  SeatUpdate u;
  u.seat = seat;
  u.view = state.seatView(seat);
  u.observation = state.observe(seat);
  u.node = state.nodeKind();
  u.actingSeat = state.actingSeat();
  if (state.isTerminal()) u.returns = state.returns();
  if (seat != rules::kNoSeat) u.unavailable = state.unavailable(seat);
  u.seats.resize(static_cast<std::size_t>(state.seatCount()));
  return u;
}

std::vector<EventStep> lastSteps(const rules::GameState& state, rules::Seat seat,
                                 const rules::SeatView& fallback) {
  const auto events = state.lastEvents();
  const auto views = state.lastEventViews();
  // A replay's whole truth (kNoSeat) is recorded after the seats' views.
  const auto at = static_cast<std::size_t>(seat >= 0 ? seat : state.seatCount());
  std::vector<EventStep> steps;
  steps.reserve(events.size());
  for (std::size_t i = 0; i < events.size(); ++i)
    steps.push_back({events[i].seenBy(seat),
                     i < views.size() && at < views[i].size() ? views[i][at] : fallback});
  return steps;
}

LogItem hostNote(std::string note, std::vector<std::string> args) {
  LogItem item;
  item.note = std::move(note);
  item.args = std::move(args);
  return item;
}

LogItem logItem(const rules::ActionView& action, bool secret, int turn,
                std::span<const rules::GameEvent> events, int seatCount) {
  LogItem item;
  item.turn = turn;
  item.secret = secret;
  // A secret choice is told by its events only: its action (which names the card chosen) stays
  // with the host. A decision is taken in the open.
  if (secret) {
    item.action.seat = action.seat;
    item.action.kind = action.kind;
  } else {
    item.action = action;
  }
  item.events.reserve(events.size());
  for (const rules::GameEvent& raw : events) {
    rules::GameEvent e = raw;
    // The uid stays (it tells nothing of the face, core/card_uids.h): the log follows which event
    // tells which move by it.
    if (!isPublic(raw, seatCount)) {
      e.face.clear();
      e.args.clear();
      e.text.clear();
    }
    item.events.push_back(std::move(e));
  }
  return item;
}

}  // namespace gm::host
