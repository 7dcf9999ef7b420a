#pragma once
// What the game host sends one seat after every change: plain values only, so that the same update
// feeds a table in this process and a table on another machine (docs/protocol.md is the schema).
// Everything in an update is what that seat may see: the seat's own view and observation, the
// events of the last action as GameEvent::seenBy(seat) gives them, the actions the seat may take
// now, and the log's new lines, whose events are filtered for nobody in particular (no hidden
// card at all). Texts are not translated here: an update carries the engine's message keys and
// arguments, and each table words them in its own language.
//
// Pure C++ (the rule engines' types and nlohmann-json): the headless host and the tools link it
// without Qt.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/action_view.h"
#include "core/seat_view.h"
#include "core/types.h"

namespace gm::host {

// The schema's version: a message of another version is refused with both numbers named.
inline constexpr int kProtocolVersion = 1;
// The largest update the decoder reads (the largest update of a shipped game, steps included, is
// well under a tenth of this).
inline constexpr std::size_t kMaxUpdateBytes = 4 * 1024 * 1024;

// Who sits at a seat and where it stands in the round being played, as every seat may know it.
struct SeatStatus {
  std::string name;        // as the table shows it ("Player 2" when none was given)
  std::string kind;        // "human" or "ai" (a seat played from another machine is "human")
  std::string level;       // the bot's level, "" for a person
  bool acting = false;     // it has a choice to make in this round and has not made it
  bool hasChosen = false;  // a secret choice made and not yet shown
  bool thinking = false;   // a bot at work on it

  bool operator==(const SeatStatus&) const = default;
};

// One event of the action just applied, as the seat sees it, with the seat's view just after it:
// what the table steps through to animate the action.
struct EventStep {
  rules::GameEvent event;
  rules::SeatView view;

  bool operator==(const EventStep&) const = default;
};

// One applied action as the log tells it: the action and its events, with every card any seat may
// not see hidden (so the same lines go to every seat); or a line of the host's own (`note`).
struct LogItem {
  // "" for an applied action; else the host's line: "newGame" (args: the game's id, its seed),
  // "newGameWithCards" (the game's id, the card file's name, the seed), "loaded" (the file's name),
  // "replay" (the file's name), "change" (action.seat changed its secret choice).
  std::string note;
  std::vector<std::string> args;
  rules::ActionView action;
  bool secret = false;  // a secret commit: the action itself is not told, only its events
  int turn = 0;         // the game's turn counter when it was taken
  std::vector<rules::GameEvent> events;

  bool operator==(const LogItem&) const = default;
};

// Why the seat may not take back its last move now (Undo::reason), or None when it may.
enum class UndoReason {
  None,
  NoGame,
  Over,
  NotAPlayer,     // a bot's seat
  NotYourTurn,    // another seat is to act, or the screen waits for its player
  NoMove,         // nothing to take back yet
  OtherMoved,     // another seat acted since (Undo::seat)
  BroughtChance,  // the last move drew on chance
  ShowedACard     // the last move showed the seat a card it did not know
};

struct Undo {
  UndoReason reason = UndoReason::NoGame;
  rules::Seat seat = rules::kNoSeat;  // OtherMoved: who

  bool operator==(const Undo&) const = default;
};

struct SeatUpdate {
  std::uint64_t sequence = 0;  // counts the host's updates to this seat, from 1
  rules::Seat seat = rules::kNoSeat;
  rules::SeatView view;
  // The seat's observe() of the game (with choices that wait for an earlier seat shown), for what
  // a game's table reads beyond the typed view.
  nlohmann::json observation = nlohmann::json::object();
  rules::NodeKind node = rules::NodeKind::Decision;
  rules::Seat actingSeat = rules::kNoSeat;
  std::vector<double> returns;    // once the game is over, every seat's
  std::vector<SeatStatus> seats;  // one per seat
  // The choice the seat made in this round that the engine has not taken yet, -1 none.
  rules::ActionId pendingChoice = -1;
  // The seat's options in the round being played (empty when the round does not include it), and
  // whether it may take (or, in a secret round, change) one now: a person's seat in the round, no
  // screen waiting for its player. toChoose: it may, has not chosen yet, and no earlier action is
  // still being shown.
  std::vector<rules::ActionView> actions;
  bool mayChoose = false;
  bool toChoose = false;
  std::vector<std::optional<rules::Caution>> cautions;  // one per action
  std::vector<rules::Unavailable> unavailable;          // what it is shown but may not do, and why
  // For the cards of the view's zones that the seat cannot see but one of its actions aims at (a
  // target among face-down cards), by zone id: the uid of each card, -1 for the others. Only while
  // it may choose.
  std::vector<std::pair<std::string, std::vector<int>>> aims;
  Undo undo;
  std::vector<EventStep> steps;  // the events of the action just applied, empty when none
  std::vector<LogItem> log;      // the log's lines since the last update
  // The events of the game's last action as the log tells them, once it is over (the result).
  std::vector<rules::GameEvent> result;

  bool operator==(const SeatUpdate&) const = default;
};

// The update as the schema's JSON (with "version").
nlohmann::json toJson(const SeatUpdate& update);
// The same as compact text (UTF-8 JSON).
std::string encode(const SeatUpdate& update);

struct Decoded {
  std::optional<SeatUpdate> update;
  std::string problem;  // in English, when update is empty: what is wrong and where
};

// Reads an update written by encode(); anything else (too large, too deep, not JSON, another
// version, a field missing, of the wrong type or out of range) gives a problem and no update.
Decoded decode(std::string_view text);
Decoded fromJson(const nlohmann::json& doc);

const char* nodeKindName(rules::NodeKind kind);
const char* undoReasonName(UndoReason reason);

}  // namespace gm::host
