#pragma once
// Shared helpers for the Engines of Vengeance scenario tests: the shipped card set, a table with
// every card back in its owner's deck, card lookup by type id, and action helpers.
#include <QtTest/QtTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engines/engines_act.h"
#include "engines/engines_cards.h"
#include "games/builtin_games.h"

namespace gm::rules::engines::test {

inline std::shared_ptr<const CardSet> shippedCards() {
  static const auto set = [] {
    auto parsed = parseCardSet(builtinCardJson("engines"), "assets/cards/engines.json");
    if (!parsed) qFatal("%s", parsed.error().c_str());
    return std::make_shared<const CardSet>(parsed.value());
  }();
  return set;
}

inline constexpr Seat kV = 0;  // the Vigilante's seat in these tests (ActOptions default)
inline constexpr Seat kD = 1;

// The uid of copy `copy` of card type `id` (copies counted in uid order).
inline int uidOf(const ActState& st, const std::string& id, int copy = 0) {
  for (int uid = 0; uid < st.cardCount(); ++uid)
    if (st.type(uid).id == id && copy-- == 0) return uid;
  qFatal("no card %s", id.c_str());
  return -1;
}

// An Act at the start of the Vigilante's turn with every card in its owner's deck (hands empty);
// tests then place what they need. Phase is Play (set it to Actions to skip the play).
inline std::unique_ptr<ActState> emptyTable(ActOptions options = {}, std::uint64_t seed = 7) {
  auto st = std::make_unique<ActState>(shippedCards(), options, seed);
  for (int uid = 0; uid < st->cardCount(); ++uid)
    st->placeForTest(uid, st->seatOf(st->ownerOf(uid)), Zone::Deck);
  st->setRecordEvents(true);
  return st;
}

inline bool isLegal(const ActState& st, ActionId a) {
  const auto legal = st.legalActions();
  return std::binary_search(legal.begin(), legal.end(), a);
}

inline std::vector<std::string> eventKinds(const ActState& st) {
  std::vector<std::string> kinds;
  for (const auto& e : st.lastEvents()) kinds.push_back(e.kind);
  return kinds;
}

inline bool hasEvent(const ActState& st, const std::string& kind, int card = -1) {
  for (const auto& e : st.lastEvents())
    if (e.kind == kind && (card < 0 || e.card == card)) return true;
  return false;
}

}  // namespace gm::rules::engines::test
