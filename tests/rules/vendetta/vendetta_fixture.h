#pragma once
// Shared helpers for the Personal Vendetta scenario tests: the shipped card set, a table whose
// every card lies in the head (tests then place what they need and start a turn), card lookup by
// id, acting by kind and card, passing reaction windows, and event helpers.
#include <QtTest/QtTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/builtin_games.h"
#include "vendetta/vendetta_game.h"
#include "vendetta/vendetta_state.h"

namespace gm::rules::vendetta::test {

inline std::shared_ptr<const CardSet> shippedCards() {
  static const auto set = [] {
    auto parsed = parseCardSet(builtinCardJson("vendetta"), "assets/cards/vendetta.json");
    if (!parsed) qFatal("%s", parsed.error().c_str());
    return std::make_shared<const CardSet>(parsed.value());
  }();
  return set;
}

inline std::unique_ptr<VendettaState> newGame(int seats, std::uint64_t seed,
                                              nlohmann::json variant = nlohmann::json::object(),
                                              std::shared_ptr<const CardSet> cards = {}) {
  auto made = newVendettaGame(cards ? cards : shippedCards(), GameOptions{seats, seed, variant});
  if (!made) qFatal("%s", made.error().c_str());
  return std::unique_ptr<VendettaState>(static_cast<VendettaState*>(made.value().release()));
}

// A game whose every card lies in the head (hands, headspace and piles empty); place cards, then
// startTurnForTest(). Events are recorded.
inline std::unique_ptr<VendettaState> emptyTable(int seats = 2, std::uint64_t seed = 7,
                                                 std::shared_ptr<const CardSet> cards = {}) {
  auto st = newGame(seats, seed, nlohmann::json::object(), std::move(cards));
  for (int uid = 0; uid < st->cardCount(); ++uid) st->placeForTest(uid, ZoneKind::Head);
  st->setRecordEvents(true);
  return st;
}

inline int uid(const VendettaState& st, const std::string& id) {
  const int u = st.uidOf(id);
  if (u < 0) qFatal("no card %s in this game", id.c_str());
  return u;
}

inline void put(VendettaState& st, const std::string& id, ZoneKind z, Seat s = kNoSeat) {
  st.placeForTest(uid(st, id), z, s);
}

// The legal action of `kind` about card `id` ("" for none), or -1.
inline ActionId find(const VendettaState& st, const std::string& kind, const std::string& id = "") {
  for (ActionId a : st.legalActions()) {
    const ActionView v = st.describe(a);
    if (v.kind != kind) continue;
    if (id.empty() || (!v.cards.empty() && v.cards.front() == st.uidOf(id))) return a;
  }
  return -1;
}

inline bool can(const VendettaState& st, const std::string& kind, const std::string& id = "") {
  return find(st, kind, id) >= 0;
}

inline void act(VendettaState& st, const std::string& kind, const std::string& id = "") {
  const ActionId a = find(st, kind, id);
  if (a < 0) qFatal("no legal %s %s", kind.c_str(), id.c_str());
  st.apply(a);
}

// Passes every reaction window until the game asks something else.
inline void passAll(VendettaState& st) {
  while (!st.isTerminal() && st.phase() == Phase::React) st.apply(kPass);
}

inline void choose(VendettaState& st, Seat target) {
  QCOMPARE(st.phase(), Phase::Target);
  st.apply(kTargetBase + target);
}

inline std::vector<std::string> eventKinds(const VendettaState& st, const std::string& only = "") {
  std::vector<std::string> kinds;
  for (const auto& e : st.lastEvents())
    if (only.empty() || e.kind == only) kinds.push_back(e.kind);
  return kinds;
}

inline int countEvents(const VendettaState& st, const std::string& kind) {
  return static_cast<int>(eventKinds(st, kind).size());
}

inline std::vector<std::string> ids(const VendettaState& st, const Pile& p) {
  std::vector<std::string> out;
  for (int i = 0; i < p.size(); ++i) out.push_back(st.typeCard(p[i]).id);
  return out;
}

inline int corpus(const VendettaState& st, Seat s) {
  return st.clone(s).corpus;
}
inline int cerebrium(const VendettaState& st, Seat s) {
  return st.clone(s).cerebrium;
}
inline int ticks(const VendettaState& st, Seat s) {
  return st.clone(s).ticks;
}

// A card set of the shipped cards plus `extra` (card objects), for rules no shipped card shows.
inline std::shared_ptr<const CardSet> cardsWith(const nlohmann::json& extra) {
  nlohmann::json doc = nlohmann::json::parse(builtinCardJson("vendetta"));
  for (const auto& c : extra) doc["cards"].push_back(c);
  auto parsed = parseCardSet(doc.dump(), "test.json");
  if (!parsed) qFatal("%s", parsed.error().c_str());
  return std::make_shared<const CardSet>(parsed.value());
}

}  // namespace gm::rules::vendetta::test
