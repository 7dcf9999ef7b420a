#pragma once
// What an action means, in terms a UI and a log can use without knowing the rules.
#include <string>
#include <vector>

#include "types.h"

namespace gm::rules {

struct ActionView {
  ActionId id = -1;
  Seat seat = kNoSeat;
  std::string kind;        // short verb, e.g. "choose", "play", "discard"
  std::vector<int> cards;  // card instance ids the action moves or uses
  std::string fromZone;    // zone names as in ZoneSnapshot::name ("" when none)
  std::string toZone;
  std::string messageKey;         // "<game>.<action>"; the app translates it
  std::vector<std::string> args;  // arguments for the message, in order
  std::string text;               // plain English description (CLI, logs, tests)
  // The number the action carries, -1 when none: an X cost, how many to pay. Each legal number is
  // its own action id; actions that differ only in their number (same kind, cards, zones and
  // messageKey) are one choice to a table, offered as a slider or spin box over the legal numbers.
  int number = -1;
  // The seat the action chooses (a victim, the clone an effect is aimed at), kNoSeat when none: a
  // table lets the player choose it by clicking that seat.
  Seat targetSeat = kNoSeat;
  // Kind "pass": declining to respond in a response window (GameState::turnSeat()).
  bool operator==(const ActionView&) const = default;
};

// Something a seat is shown but may not do now, and why (GameState::unavailable): the table shows
// the reason beside the card or control ("why can't I do this?") instead of working it out.
struct Unavailable {
  int card = -1;                  // the card instance it is about; -1 for an action of no card
  std::string kind;               // the ActionView::kind it would be ("use", "play", "end_turn")
  std::string messageKey;         // "<game>.why.<reason>"; the app translates it
  std::vector<std::string> args;  // arguments for the message, in order (seats 1-based)
  std::string text;               // plain English (CLI, logs, tests)

  bool operator==(const Unavailable&) const = default;
};

// A warning the table gives before a legal action is confirmed (GameState::caution): the action
// kills its own player, will have no effect, or leaves something of value unused. A caution never
// makes an action illegal, and a bot never reads one.
struct Caution {
  std::string messageKey;         // "<game>.caution.<reason>"; the app translates it
  std::vector<std::string> args;  // arguments for the message, in order (seats 1-based)
  std::string text;               // plain English (CLI, tests)

  bool operator==(const Caution&) const = default;
};

// One thing that happened while an action was applied, in order, for animation and the game log.
// A card face is only named to the seats in visibleTo; seenBy(seat) hides it from the others.
struct GameEvent {
  std::string kind;     // e.g. "reveal", "move", "shuffle", "damage", "result"
  Seat seat = kNoSeat;  // whose event (the player the event happens to)
  int card = -1;        // card instance id, or -1
  std::string face;     // card type id ("rally", "jab"), "" when hidden or none
  std::string fromZone;
  std::string toZone;
  int amount = 0;            // damage, count, ...
  unsigned visibleTo = ~0u;  // bit s set: seat s may see the face
  std::string messageKey;    // "<game>.event.<kind>"
  std::vector<std::string> args;
  std::string text;  // plain English

  // The event as seat s may see it, the one filter for what a seat receives: when s may not see
  // the card, its id and face are cleared, and so are the arguments and the text, which may name
  // the card or tell where it went (kind, seat, zones, amount and messageKey stay, enough for a
  // face-free sentence). seat == kNoSeat means an observer who sees everything (replays, tests).
  GameEvent seenBy(Seat s) const {
    GameEvent e = *this;
    if (s != kNoSeat && !(visibleTo & (1u << s))) {
      e.face.clear();
      e.card = -1;
      e.args.clear();
      e.text.clear();
    }
    return e;
  }

  bool operator==(const GameEvent&) const = default;
};

// An event of game `game` (messageKey "<game>.event.<kind>"), the one way games build them.
inline GameEvent makeEvent(const std::string& game, const char* kind, Seat seat, int card,
                           std::string face, std::string from, std::string to, int amount,
                           std::vector<std::string> args, std::string text, unsigned visibleTo) {
  GameEvent e;
  e.kind = kind;
  e.seat = seat;
  e.card = card;
  e.face = std::move(face);
  e.fromZone = std::move(from);
  e.toZone = std::move(to);
  e.amount = amount;
  e.visibleTo = visibleTo;
  e.messageKey = game + ".event." + kind;
  e.args = std::move(args);
  e.text = std::move(text);
  return e;
}

// A zone's content for the card-accounting checks: every card instance is in exactly one zone.
struct ZoneSnapshot {
  std::string name;        // unique within the state, e.g. "p0.stamina"
  std::vector<int> cards;  // card instance ids, bottom to top
};

}  // namespace gm::rules
