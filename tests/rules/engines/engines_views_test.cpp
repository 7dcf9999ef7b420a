// What each seat sees of an Act: hidden hands and decks, the public table with angles and ends,
// information keys, resampled worlds, describe() and the events of an end of turn.
#include <nlohmann/json.hpp>
#include <set>

#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;
using nlohmann::json;

namespace {
const json& zoneOf(const json& view, const std::string& name) {
  for (const auto& z : view["zones"])
    if (z["name"] == name) return z;
  qFatal("no zone %s", name.c_str());
  static const json none;
  return none;
}
}  // namespace

class EnginesViewsTest : public QObject {
  Q_OBJECT

 private slots:
  // Our "trail goes cold" is a safety limit, shown at the table: every seat sees the turn and the
  // limit under the keys all games share.
  void enginesObservationShowsTheTurnAndTheTrailGoingCold() {
    auto st = emptyTable();
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    for (Seat s : {kNoSeat, kV, kD}) {
      const auto view = st->observe(s);
      QCOMPARE(view["turn"].get<int>(), 2);
      QCOMPARE(view["maxTurns"].get<int>(), kMaxTurns);
    }
    QCOMPARE(kMaxTurns, 60);
  }

  void enginesHandsAreSeenOnlyByTheirOwner() {
    ActState st(shippedCards(), {}, 9);
    const json mine = st.observe(kV), theirs = st.observe(kD), truth = st.observe(kNoSeat);
    QCOMPARE(zoneOf(mine, "p0.hand")["cards"].size(), std::size_t(2));
    QVERIFY(zoneOf(mine, "p0.hand")["cards"][0].contains("uid"));
    for (const auto& c : zoneOf(theirs, "p0.hand")["cards"]) {
      QVERIFY(!c.contains("uid"));
      QVERIFY(!c.contains("face"));
    }
    QCOMPARE(zoneOf(theirs, "p0.hand")["count"], 2);
    QVERIFY(zoneOf(mine, "p0.deck")["cards"].empty());
    QCOMPARE(zoneOf(mine, "p0.deck")["count"], 7);
    QCOMPARE(zoneOf(truth, "p0.deck")["cards"].size(), std::size_t(7));
    QCOMPARE(mine["players"][0]["role"], "vigilante");
    QCOMPARE(mine["players"][1]["scorePile"], "evidence");
    QCOMPARE(mine["phase"], "play");
  }

  void enginesTableShowsAnglesEndsAndTakenCards() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int tail = uidOf(table, "tail");
    st->placeForTest(tail, kV, Zone::Active, 90, 1, true);
    const json v = st->observe(kD);
    const json& c = zoneOf(v, "p0.active")["cards"][0];
    QCOMPARE(c["uid"], tail);
    QCOMPARE(c["face"], "tail");
    QCOMPARE(c["end"], 1);
    QCOMPARE(c["name"], "INTERROGATE");
    QCOMPARE(c["angle"], 90);
    QCOMPARE(c["taken"], true);
    QCOMPARE(c["owner"], "detective");
  }

  void enginesInfoKeyFollowsWhatTheSeatSaw() {
    ActState a(shippedCards(), {}, 1), b(shippedCards(), {}, 2);
    // Different deals: each seat sees its own hand differ (unless equal by chance), but both
    // histories are empty, so only private knowledge separates the keys.
    QVERIFY(a.infoKey(kV) != b.infoKey(kV) || a.observe(kV) == b.observe(kV));
    auto legal = a.legalActions();
    auto c = a.clone();
    a.apply(legal[0]);
    QVERIFY(a.infoKey(kD) != c->infoKey(kD));  // the play is public
  }

  void enginesResampledWorldKeepsWhatTheSeatKnows() {
    ActState st(shippedCards(), {}, 21);
    std::vector<ActionId> legal;
    Rng rng(4);
    for (int i = 0; i < 12 && !st.isTerminal(); ++i) {
      st.legalActions(legal);
      st.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
    bool changed = false;
    for (Seat s : {kV, kD}) {
      for (int k = 0; k < 20; ++k) {
        auto world = st.resampleFor(s, rng);
        QCOMPARE(world->observe(s), st.observe(s));
        QCOMPARE(world->infoKey(s), st.infoKey(s));
        if (world->observe(kNoSeat) != st.observe(kNoSeat)) changed = true;
        auto& w = static_cast<ActState&>(*world);
        // The other seat's unseen cards stay within its hand and deck.
        for (int uid = 0; uid < st.cardCount(); ++uid) {
          const bool hiddenHere = st.sideOf(uid) == 1 - s &&
                                  (st.zoneOf(uid) == Zone::Hand || st.zoneOf(uid) == Zone::Deck);
          if (hiddenHere) {
            QCOMPARE(w.sideOf(uid), 1 - s);
            QVERIFY(w.zoneOf(uid) == Zone::Hand || w.zoneOf(uid) == Zone::Deck);
          }
          QCOMPARE(w.endOf(uid), st.endOf(uid));
        }
      }
    }
    QVERIFY(changed);
  }

  void enginesResampledHandHoldsOnlyCardsThatWereInTheDeckWhenDrawn() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int a = uidOf(table, "tail", 0), h = uidOf(table, "tail", 1);
    const int b = uidOf(table, "witness"), c = uidOf(table, "runner");
    for (int uid = 0; uid < table.cardCount(); ++uid)
      if (table.ownerOf(uid) == Role::Detective) st->placeForTest(uid, kV, Zone::Discard);
    st->placeForTest(a, kD, Zone::Hand);
    st->placeForTest(h, kD, Zone::Hand);
    st->placeForTest(b, kD, Zone::Discard);
    st->placeForTest(c, kD, Zone::Discard);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    st->apply(playAction(a));  // the Discard is shuffled in after h was drawn
    QCOMPARE(st->zoneOf(h), Zone::Hand);
    QCOMPARE(st->count(kD, Zone::Hand), 2);
    QCOMPARE(st->count(kD, Zone::Deck), 1);
    Rng rng(8);
    bool otherSlotVaries = false;
    std::set<int> second;
    for (int k = 0; k < 40; ++k) {
      auto world = st->resampleFor(kV, rng);
      auto& w = static_cast<ActState&>(*world);
      QCOMPARE(w.zoneOf(h), Zone::Hand);  // only h was in the deck when h was drawn
      for (int uid : {b, c})
        if (w.zoneOf(uid) == Zone::Hand) second.insert(uid);
    }
    otherSlotVaries = second.size() == 2;
    QVERIFY(otherSlotVaries);
  }

  void enginesDescribeNamesTheCardAndItsTarget() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath"), tail = uidOf(table, "tail");
    st->placeForTest(wrath, kV, Zone::Active, 0);
    st->placeForTest(tail, kD, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    const ActionView v = st->describe(useAction(wrath, tail));
    QCOMPARE(v.kind, std::string("use"));
    QCOMPARE(v.cards, (std::vector<int>{wrath, tail}));
    QCOMPARE(v.messageKey, std::string("engines.use"));
    QCOMPARE(v.args, (std::vector<std::string>{"WRATH", "TAIL"}));
    QCOMPARE(v.text, std::string("Use WRATH on TAIL: send it to Bodycount."));
    QCOMPARE(st->describe(kEndTurn).kind, std::string("end_turn"));
  }

  void enginesEndOfTurnEventsNameAnglesAndDestinations() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int fixer = uidOf(table, "fixer");
    st->placeForTest(fixer, kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    std::vector<std::string> kinds;
    for (const auto& e : st->lastEvents()) {
      if (e.card != fixer) continue;
      kinds.push_back(e.kind);
      QCOMPARE(e.messageKey, "engines.event." + e.kind);
      if (e.kind == "rotate") QCOMPARE(e.args, (std::vector<std::string>{"FIXER", "90", "180"}));
      if (e.kind == "exhaust") {
        QCOMPARE(e.toZone, std::string("p0.discard"));
        QCOMPARE(e.args[1], std::string("discard"));
      }
      if (e.kind == "flip") QCOMPARE(e.args, (std::vector<std::string>{"FIXER", "TURNCOAT"}));
    }
    QCOMPARE(kinds, (std::vector<std::string>{"rotate", "exhaust", "flip"}));
  }
};

QTEST_APPLESS_MAIN(EnginesViewsTest)
#include "engines_views_test.moc"
