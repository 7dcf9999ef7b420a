#pragma once
// The typed common view of a game for one seat: what every game publishes in the same shape, so one
// generic table (app/ models, qml/table) can draw any game without reading game-specific JSON.
// GameState::seatView(s) returns it; observe(s) stays the game's full JSON for tools and for what
// only that game's table shows (until a table reads everything from the models, a game may leave
// SeatView::extra empty and keep those facts in observe(), so each fact has one source).
//
// Contract (checked for every registered game at every node of many random games by the
// conformance battery, tests/rules/conformance):
//  - players has seatCount() entries, players[i].seat == i.
//  - zones are listed in a stable order and each zone id is unique. The view of kNoSeat lists the
//    same zones as GameState::zones(), each with the same cards (a zone may list its cards in any
//    fixed order, but SeatCard order is bottom to top for stacks and left to right otherwise).
//    Every seat's view lists the same zone ids in the same order as kNoSeat's, each with the same
//    number of cards (hidden cards count).
//  - A card's uid and face are given exactly when the viewing seat may see which card it is;
//    otherwise uid is -1 and face is "" (its back id is still given: the table draws the back).
//    A uid is never shown without its face, since uids can be followed across zones. Every face
//    shown is the true face of that uid, in the zone the truth has it in.
//  - What a uid promises: it names one card instance for the whole game (it can be followed across
//    zones), and nothing more. Which face each uid carries is dealt from the game's seed
//    (core/card_uids.h), never in deck-list order, so the uid of a card a seat cannot see (named
//    in an action's id or describe(), in an event, in SeatView::extra) tells that seat nothing
//    about the face; a rule that chooses among alike cards never chooses by uid, and a card a seat
//    saw is never named to it again while hidden unless the seat may still know it (checked by
//    rules/conformance/uid_checks.h).
//  - faceUp: the card lies face up for everybody; faceUp implies a known face for every viewer.
//  - Two worlds a seat cannot tell apart (equal infoKey, or resampleFor that seat) give that seat
//    equal views: the view holds nothing the seat may not know.
//  - Zone::visibility says who may see the faces of the zone's cards by default; a card in it may
//    still be hidden (a committed card lying face down in a public play area) or shown (a card the
//    owner revealed).
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "types.h"

namespace gm::rules {

// Who may see the faces of a zone's cards.
enum class ZoneVisibility {
  Everyone,  // face up on the table (discard piles, cards in play)
  Owner,     // only the owning seat (a hand)
  Nobody     // face down for everybody (a deck: its order is unknown even to its owner)
};

// How a table lays the zone out; a hint, the game's layout may override it.
enum class ZoneLayout {
  Stack,  // a pile: only the top card shows, with a count
  Fan,    // overlapping cards (a hand)
  Row,    // side by side, not overlapping (cards in play, a market row)
  Grid,   // rows and columns (a large tableau)
  Slot    // one place for at most one card (a play slot)
};

// How a public figure of a player is best shown.
enum class FigureHint {
  Number,  // a plain count ("Cards: 12")
  Meter,   // a quantity with a maximum (HP 60 / 100): a bar
  Score,   // a score towards a goal (wins, progress)
  Flag     // 0 or 1: a state the seat is in (knocked down)
};

struct Figure {
  std::string key;  // a stable id the app translates ("hp", "damage", "momentum")
  int value = 0;
  int max = 0;  // the maximum or the goal; 0 when none
  FigureHint hint = FigureHint::Number;

  bool operator==(const Figure&) const = default;
};

struct SeatPlayer {
  Seat seat = kNoSeat;
  bool out = false;     // eliminated: takes no more turns
  bool active = false;  // the seat whose turn it is (not necessarily the acting seat)
  int place = 0;        // finishing place once out or at the end (1 = first); 0 while playing
  std::string role;     // the role the seat plays now ("vigilante"), "" for games without roles
  std::vector<Figure> figures;  // public figures, in display order

  bool operator==(const SeatPlayer&) const = default;
};

struct SeatCard {
  int uid = -1;      // card instance id; -1 when the viewer may not know which card it is
  std::string face;  // card type id (rules::CardFace::id); "" when hidden
  std::string back;  // rules::CardBack::id of the card's back; always given
  bool faceUp = false;
  int end = 0;       // which end is up for a card with two (0: the first, 1: the second)
  int rotation = 0;  // degrees clockwise: 0, 90, 180 or 270
  std::map<std::string, int> counters;  // damage, progress, ... ("" keys not allowed)
  int attachedTo = -1;                  // uid of the card this one is attached to, -1 none
  std::vector<std::string> marks;       // public markers ("taken", "owner:1", ...)

  bool operator==(const SeatCard&) const = default;
};

struct SeatZone {
  std::string id;        // unique, stable: "p0.hand", "market"
  Seat owner = kNoSeat;  // the owning seat, kNoSeat for a shared zone
  ZoneVisibility visibility = ZoneVisibility::Everyone;
  ZoneLayout layout = ZoneLayout::Stack;
  int capacity = 0;  // most cards the zone can hold; 0 when unbounded
  std::vector<SeatCard> cards;

  bool operator==(const SeatZone&) const = default;
};

struct SeatView {
  std::string game;     // GameInfo::id
  Seat seat = kNoSeat;  // the viewer; kNoSeat for the whole truth
  int turn = 0;         // the game's own turn counter (1-based), 0 when it has none
  int turnLimit = 0;    // a safety cap on turns, 0 when none
  std::vector<SeatPlayer> players;
  std::vector<SeatZone> zones;
  nlohmann::json extra = nlohmann::json::object();  // what only this game's table needs

  bool operator==(const SeatView&) const = default;

  // The zone with `id`, nullptr when there is none.
  const SeatZone* zone(const std::string& id) const;
};

// Lowercase names for the enums, as used in JSON and QML ("owner", "fan", "meter").
const char* visibilityName(ZoneVisibility v);
const char* layoutName(ZoneLayout l);
const char* figureHintName(FigureHint h);

// The view as JSON (CLI `show`, debugging, tests).
nlohmann::json toJson(const SeatView& view);

}  // namespace gm::rules

namespace gm::rules {

// A view without players and zones yet: the game, the viewer and the turn counter.
SeatView makeSeatView(std::string game, Seat viewer, int turn, int turnLimit);

// A zone without cards yet.
SeatZone makeSeatZone(std::string id, Seat owner, ZoneVisibility visibility, ZoneLayout layout,
                      int capacity = 0);

}  // namespace gm::rules
