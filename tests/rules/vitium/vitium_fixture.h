#pragma once
// Shared helpers for the Vitium scenario tests: the shipped card set (the text the game is built
// with), a table where every card lies in its boss's deck after the setup, card lookup, acting by
// kind and card, and passing maneuvering steps.
#include <QtTest/QtTest>

#include <memory>
#include <string>
#include <vector>

#include "core/expected.h"
#include "games/builtin_games.h"
#include "vitium/vitium_game.h"
#include "vitium/vitium_state.h"

namespace gm::rules::vitium::test {

inline const std::string& shippedJson() {
  static const std::string text(builtinCardJson("vitium"));
  if (text.empty()) qFatal("no card text built in for vitium");
  return text;
}

inline std::shared_ptr<const CardSet> shippedCards() {
  static const auto set = [] {
    auto parsed = parseCardSet(shippedJson(), "assets/cards/vitium.json");
    if (!parsed) qFatal("%s", parsed.error().c_str());
    return std::make_shared<const CardSet>(parsed.value());
  }();
  return set;
}

inline std::shared_ptr<const Game> shippedGame() {
  static const auto game = [] {
    auto made = makeGame(shippedJson(), "assets/cards/vitium.json");
    if (!made) qFatal("%s", made.error().c_str());
    return made.value();
  }();
  return game;
}

// `rounds`: the round limit (0: none, as between people).
inline std::unique_ptr<VitiumState> newGame(int seats, std::uint64_t seed,
                                            std::shared_ptr<const CardSet> cards = {},
                                            int rounds = 0) {
  auto made = newVitiumGame(cards ? cards : shippedCards(),
                            GameOptions{seats, seed, nlohmann::json{{"rounds", rounds}}});
  if (!made) qFatal("%s", made.error().c_str());
  return std::unique_ptr<VitiumState>(static_cast<VitiumState*>(made.value().release()));
}

// The shipped cards with `edit` applied to the parsed document (for the loader's refusals and
// for cards no shipped card shows).
template <class Edit>
inline Expected<CardSet> editedCards(Edit edit) {
  nlohmann::json doc = nlohmann::json::parse(shippedJson());
  edit(doc);
  return parseCardSet(doc.dump(), "test.json");
}

// The shipped cards after `edit`, but every boss is a test character whose deck holds one of
// every card and who starts with nothing: any card can be placed for any seat.
template <class Edit>
inline std::shared_ptr<const CardSet> testCardsWith(Edit edit) {
  auto parsed = editedCards([&](nlohmann::json& doc) {
    edit(doc);
    nlohmann::json deck = nlohmann::json::array();
    for (const auto& c : doc["cards"]) deck.push_back({{"card", c["id"]}, {"copies", 1}});
    doc["characters"] = nlohmann::json::array();
    for (int i = 0; i < 4; ++i)
      doc["characters"].push_back({{"id", "tester_" + std::to_string(i)},
                                   {"name", "Tester"},
                                   {"house", "ledger"},
                                   {"chosen", 0},
                                   {"drawn", 0},
                                   {"cint", 0},
                                   {"income", 0},
                                   {"influence", nlohmann::json::object()},
                                   {"deck", deck},
                                   {"text", "A boss for tests."}});
  });
  if (!parsed) qFatal("%s", parsed.error().c_str());
  return std::make_shared<const CardSet>(parsed.value());
}

inline std::shared_ptr<const CardSet> testCards() {
  static const auto set = testCardsWith([](nlohmann::json&) {});
  return set;
}

// A game of test characters: no Çint, no Influence, every card in its boss's deck, seat `turn`'s
// turn begun. Events are recorded.
inline std::unique_ptr<VitiumState> emptyTable(int seats = 2, Seat turn = 0,
                                               std::shared_ptr<const CardSet> cards = {},
                                               int rounds = 0) {
  auto st = newGame(seats, 7, cards ? cards : testCards(), rounds);
  st->setRecordEvents(true);
  st->startTurnForTest(turn);
  return st;
}

// Seat s's first card of type `id` still in its deck, placed in zone z.
inline int put(VitiumState& st, const std::string& id, Seat s, Zone z, int attached = -1) {
  for (int u = 0; u < st.cardCount(); ++u)
    if (st.card(u).id == id && st.inst(u).owner == s && st.inst(u).zone == Zone::Deck) {
      st.placeForTest(u, z, attached);
      return u;
    }
  qFatal("seat %d has no %s left in its deck", s, id.c_str());
  return -1;
}

inline bool legal(const VitiumState& st, ActionId a) {
  return st.isLegal(a);
}

inline void act(VitiumState& st, ActionId a) {
  if (!st.isLegal(a)) qFatal("not legal: %s", st.describe(a).text.c_str());
  st.apply(a);
}

// Every boss passes the maneuvering step open now.
inline void passAll(VitiumState& st) {
  while (!st.isTerminal() && st.phase() == Phase::Window) st.apply(encode(Kind::Pass));
}

// Boss `from` offers `amount` Çint to boss `to` at its decision now; `to` answers.
inline void giveCint(VitiumState& st, Seat from, Seat to, int amount, bool accept) {
  if (st.actingSeat() != from) qFatal("boss %d is not deciding", from);
  act(st, encode(Kind::Gift, kNone, to));
  act(st, encodeAmount(amount));
  act(st, encode(accept ? Kind::Accept : Kind::Refuse));
}

inline bool hasKind(const VitiumState& st, Kind k) {
  for (ActionId a : st.legalActions())
    if (kindOf(a) == k) return true;
  return false;
}

// Declares `a` on the active boss's turn and lets the step pass.
inline void play(VitiumState& st, ActionId a) {
  act(st, a);
  passAll(st);
}

inline int countEvents(const VitiumState& st, const std::string& kind) {
  int n = 0;
  for (const auto& e : st.lastEvents()) n += e.kind == kind;
  return n;
}

}  // namespace gm::rules::vitium::test
