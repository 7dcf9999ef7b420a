#pragma once
// Shared helpers for the Artbot scenario tests: the shipped card set, a table where every seat
// holds the same twenty different cards, all in its own Inactive Deck (tests then place what they
// need), card lookup by seat and type id, and event helpers.
#include <QtTest/QtTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "artbot/artbot_game.h"
#include "artbot/artbot_state.h"
#include "games/builtin_games.h"

namespace gm::rules::artbot::test {

inline std::shared_ptr<const CardSet> shippedCards() {
  static const auto set = [] {
    auto parsed = parseCardSet(builtinCardJson("artbot"), "assets/cards/artbot.json");
    if (!parsed) qFatal("%s", parsed.error().c_str());
    return std::make_shared<const CardSet>(parsed.value());
  }();
  return set;
}

// Twenty different cards: damage of every size and kind, Rare and Super Rare protection, healing,
// a steal and a Glitch.
inline const std::vector<std::string>& testDeck() {
  static const std::vector<std::string> deck = {
      "easel_swing",    "rust_hook",       "roller_punch",       "chisel_jab",   "kiln_blast",
      "harsh_critique", "muse_drain",      "spectrum_wash",      "gallery_snub", "touch_up",
      "fresh_varnish",  "spare_parts",     "sticky_servo",       "static_smear", "arc_welder_slam",
      "mocking_mural",  "restoration_bay", "gold_leaf_guardian", "bronze_titan", "critic_prime"};
  return deck;
}

// A game of `seats` players, each with testDeck(), every card in its own seat's Inactive Deck and
// the Active Decks empty. Call start() after placing cards.
inline std::unique_ptr<ArtbotState> emptyTable(int seats = 2, std::uint64_t seed = 7) {
  nlohmann::json decks = nlohmann::json::array();
  for (int s = 0; s < seats; ++s) decks.push_back(testDeck());
  auto made = newArtbotGame(shippedCards(), GameOptions{seats, seed, {{"decks", decks}}});
  if (!made) qFatal("%s", made.error().c_str());
  std::unique_ptr<ArtbotState> st(static_cast<ArtbotState*>(made.value().release()));
  for (int uid = 0; uid < st->cardCount(); ++uid)
    st->placeForTest(uid, st->originOf(uid), Zone::Inactive);
  st->setRecordEvents(true);
  return st;
}

// The uid of card `id` from seat `seat`'s deck.
inline int uidOf(const ArtbotState& st, Seat seat, const std::string& id) {
  for (int uid = seat * st.deckSize(); uid < (seat + 1) * st.deckSize(); ++uid)
    if (st.typeCard(uid).id == id) return uid;
  qFatal("no card %s in seat %d's deck", id.c_str(), seat);
  return -1;
}

inline int typeOf(const ArtbotState& st, const std::string& id) {
  return st.cards().findType(id);
}

// Puts seat `owner`'s cards `ids` into zone `z` of seat `s`; for an Inactive Deck the first id
// ends on top.
inline void put(ArtbotState& st, Seat s, Zone z, const std::vector<std::string>& ids,
                Seat owner = -1) {
  const Seat from = owner < 0 ? s : owner;
  if (z == Zone::Inactive) {
    for (auto it = ids.rbegin(); it != ids.rend(); ++it)
      st.placeForTest(uidOf(st, from, *it), s, z);
  } else {
    for (const auto& id : ids) st.placeForTest(uidOf(st, from, id), s, z);
  }
}

// Moves every card of seat `s`'s Inactive Deck except `keep` to its Discard.
inline void discardAllBut(ArtbotState& st, Seat s, int keep) {
  auto cards = st.cardsIn(s, Zone::Inactive);  // bottom first
  const int drop = static_cast<int>(cards.size()) - keep;
  for (int i = 0; i < drop; ++i) st.placeForTest(cards[i], s, Zone::Discard);
}

inline std::vector<std::string> ids(const ArtbotState& st, const std::vector<int>& uids) {
  std::vector<std::string> out;
  for (int uid : uids) out.push_back(st.typeCard(uid).id);
  return out;
}

inline std::vector<std::string> eventKinds(const ArtbotState& st, const std::string& only = "") {
  std::vector<std::string> kinds;
  for (const auto& e : st.lastEvents())
    if (only.empty() || e.kind == only) kinds.push_back(e.kind);
  return kinds;
}

inline int countEvents(const ArtbotState& st, const std::string& kind) {
  return static_cast<int>(eventKinds(st, kind).size());
}

inline const GameEvent* firstEvent(const ArtbotState& st, const std::string& kind) {
  for (const auto& e : st.lastEvents())
    if (e.kind == kind) return &e;
  return nullptr;
}

inline bool isLegal(const ArtbotState& st, ActionId a) {
  const auto legal = st.legalActions();
  return std::binary_search(legal.begin(), legal.end(), a);
}

}  // namespace gm::rules::artbot::test
