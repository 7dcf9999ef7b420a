#pragma once
// Shared helpers for the Vitium scenario tests: the shipped card set (read from the source tree:
// Vitium joins the registry with its table, issue 16), a table where every card lies in its
// boss's deck after the setup, card lookup, acting by kind and card, and passing maneuvering steps.
#include <QtTest/QtTest>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "vitium/vitium_game.h"
#include "vitium/vitium_state.h"

namespace gm::rules::vitium::test {

inline const std::string& shippedJson() {
  static const std::string text = [] {
    std::ifstream in(GM_VITIUM_CARDS);
    std::stringstream ss;
    ss << in.rdbuf();
    if (ss.str().empty()) qFatal("cannot read %s", GM_VITIUM_CARDS);
    return ss.str();
  }();
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

inline std::unique_ptr<VitiumState> newGame(int seats, std::uint64_t seed) {
  auto made = newVitiumGame(shippedCards(), GameOptions{seats, seed, nlohmann::json::object()});
  if (!made) qFatal("%s", made.error().c_str());
  return std::unique_ptr<VitiumState>(static_cast<VitiumState*>(made.value().release()));
}

// A game past its setup whose every card is back in its boss's deck; Çint and Influence are set
// by the test, then startTurnForTest(). Events are recorded.
inline std::unique_ptr<VitiumState> emptyTable(int seats = 2, std::uint64_t seed = 7) {
  auto st = newGame(seats, seed);
  st->finishSetupForTest();
  for (int u = 0; u < st->cardCount(); ++u) st->placeForTest(u, Zone::Deck);
  for (Seat s = 0; s < seats; ++s) {
    st->setCintForTest(s, 0);
    for (int h = 0; h < kHouses; ++h) st->setInfluenceForTest(s, h, 0);
  }
  st->setRecordEvents(true);
  return st;
}

// The first card of type `id` of seat s (in its deck or anywhere), placed in zone z.
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

// A boss whose character is from House `house` id, to find a seat with a known deck.
inline Seat seatWithCard(const VitiumState& st, const std::string& id) {
  for (Seat s = 0; s < st.seatCount(); ++s)
    for (int u = 0; u < st.cardCount(); ++u)
      if (st.inst(u).owner == s && st.card(u).id == id) return s;
  return kNoSeat;
}

}  // namespace gm::rules::vitium::test
