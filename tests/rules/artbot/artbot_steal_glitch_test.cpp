// Scenario tests for stealing (a random card from a chosen opponent, ownership moving, no legal
// victim) and the Glitch (deal counts at 2, 3 and 4 seats, the chosen opponent's draw of two, no
// draw for the active player, a short pool).
#include <algorithm>
#include <set>

#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

class ArtbotStealGlitchTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotStealTakesARandomCardOfTheChosenOpponentForKeeps() {
    auto st = emptyTable(3);
    put(*st, 0, Zone::Active, {"sticky_servo"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "sticky_servo")));
    QCOMPARE(st->phase(), Phase::Target);
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{st->targetAction(1), st->targetAction(2)}));
    QCOMPARE(st->describe(st->targetAction(2)).args, (std::vector<std::string>{"2", "steal"}));
    st->apply(st->targetAction(2));
    const GameEvent* steal = firstEvent(*st, "steal");
    QVERIFY(steal != nullptr);
    QCOMPARE(steal->seat, 0);
    QCOMPARE(steal->amount, 2);
    QCOMPARE(steal->visibleTo, ~0u);  // the whole table sees what was stolen
    QCOMPARE(steal->fromZone, std::string("p2.inactive"));
    const int uid = steal->card;
    QCOMPARE(st->originOf(uid), 2);
    QCOMPARE(st->ownerOf(uid), 0);
    QCOMPARE(st->count(2, Zone::Inactive), 19);
    // Under the thief's Inactive Deck, then the played card under it.
    QCOMPARE(st->cardsIn(0, Zone::Inactive)[1], uid);
  }

  void artbotStealPicksAtRandomFromTheWholeInactiveDeck() {
    std::set<int> stolen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      auto st = emptyTable(2, seed);
      put(*st, 0, Zone::Active, {"sticky_servo"});
      st->startTurnForTest(0, 1);
      st->apply(st->playAction(typeOf(*st, "sticky_servo")));  // one opponent: no question
      stolen.insert(firstEvent(*st, "steal")->card);
    }
    QVERIFY(stolen.size() >= 10);
  }

  void artbotStealWithNoLegalVictimDoesNothing() {
    auto st = emptyTable(3);
    discardAllBut(*st, 1, 0);
    put(*st, 1, Zone::Active, {"rust_hook"});
    put(*st, 0, Zone::Active, {"sticky_servo"});
    // Seat 2 alone has an Inactive Deck: it is the victim without a question.
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "sticky_servo")));
    QCOMPARE(st->turnSeat(), 1);  // no question was asked: the turn is over
    QVERIFY(firstEvent(*st, "steal") != nullptr);
    QCOMPARE(firstEvent(*st, "steal")->amount, 2);

    auto none = emptyTable(2);
    discardAllBut(*none, 1, 0);
    put(*none, 1, Zone::Active, {"rust_hook"});
    put(*none, 0, Zone::Active, {"sticky_servo"});
    none->startTurnForTest(0, 1);
    none->apply(none->playAction(typeOf(*none, "sticky_servo")));
    QCOMPARE(countEvents(*none, "steal"), 0);
    QCOMPARE(none->count(1, Zone::Active), 1);
    QCOMPARE(none->cardsIn(0, Zone::Inactive)[0], uidOf(*none, 0, "sticky_servo"));
    QCOMPARE(none->turnSeat(), 1);
  }

  void artbotGlitchDealsFourEachAndTwoToTheChosenAtTwoSeats() {
    auto st = emptyTable(2);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook", "easel_swing", "chisel_jab"});
    put(*st, 1, Zone::Active, {"rust_hook", "easel_swing", "chisel_jab", "muse_drain"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "chisel_jab")));
    st->apply(st->playAction(typeOf(*st, "static_smear")));
    // Pool: seat 0's two and seat 1's four. Seat 0 gets 4, seat 1 (the only opponent) 2 + 2.
    QCOMPARE(countEvents(*st, "glitch_gather"), 6);
    QCOMPARE(firstEvent(*st, "glitch_shuffle")->amount, 6);
    QCOMPARE(countEvents(*st, "glitch_deal"), 6);
    QCOMPARE(st->count(0, Zone::Active), 4);  // no draw at the end of a Glitch turn
    QCOMPARE(st->count(1, Zone::Active), 4);
    int dealtToOne = 0, drawnByOne = 0, drawnByZero = 0;
    for (const auto& e : st->lastEvents()) {
      if (e.kind == "glitch_deal" && e.seat == 1) ++dealtToOne;
      if (e.kind == "draw" && e.seat == 1) ++drawnByOne;
      if (e.kind == "draw" && e.seat == 0) ++drawnByZero;
    }
    QCOMPARE(dealtToOne, 2);
    QCOMPARE(drawnByOne, 2);
    QCOMPARE(drawnByZero, 0);
    QCOMPARE(st->cardsIn(0, Zone::Inactive)[0], uidOf(*st, 0, "static_smear"));
  }

  void artbotGlitchDealCountsAtThreeAndFourSeats() {
    for (int seats : {3, 4}) {
      auto st = emptyTable(seats);
      put(*st, 0, Zone::Active, {"static_smear", "rust_hook", "easel_swing", "chisel_jab"});
      for (Seat s = 1; s < seats; ++s)
        put(*st, s, Zone::Active, {"rust_hook", "easel_swing", "chisel_jab", "muse_drain"});
      st->startTurnForTest(0, 1);
      st->apply(st->returnAction(typeOf(*st, "easel_swing")));
      st->apply(st->playAction(typeOf(*st, "static_smear")));
      QCOMPARE(st->phase(), Phase::Target);
      QCOMPARE(st->describe(st->targetAction(2)).args, (std::vector<std::string>{"2", "glitch"}));
      st->apply(st->targetAction(2));
      std::vector<int> dealt(seats, 0);
      for (const auto& e : st->lastEvents())
        if (e.kind == "glitch_deal") ++dealt[e.seat];
      std::vector<int> expected(seats, 4);
      expected[2] = 2;
      QCOMPARE(dealt, expected);
      for (Seat s = 0; s < seats; ++s) QCOMPARE(st->count(s, Zone::Active), 4);
    }
  }

  void artbotGlitchWithAShortPoolDealsRoundTheTableFromTheActivePlayer() {
    auto st = emptyTable(3);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook", "easel_swing"});
    put(*st, 1, Zone::Active, {"rust_hook"});
    put(*st, 2, Zone::Active, {"rust_hook"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "easel_swing")));
    st->apply(st->playAction(typeOf(*st, "static_smear")));
    st->apply(st->targetAction(2));
    // Pool of 3: seat 0, seat 1, seat 2 one each; then seat 2 draws two.
    std::vector<Seat> order;
    for (const auto& e : st->lastEvents())
      if (e.kind == "glitch_deal") order.push_back(e.seat);
    QCOMPARE(order, (std::vector<Seat>{0, 1, 2}));
    QCOMPARE(st->count(0, Zone::Active), 1);
    QCOMPARE(st->count(1, Zone::Active), 1);
    QCOMPARE(st->count(2, Zone::Active), 3);
  }

  // RULINGS (Artbot): the new Active Decks a Glitch deals are for keeps.
  void artbotGlitchDealtCardsAreForKeeps() {
    auto st = emptyTable(2);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook"});
    put(*st, 1, Zone::Active, {"rust_hook", "easel_swing", "chisel_jab", "muse_drain"});
    // The last turn, so the game ends with this Glitch and its result can be read.
    st->startTurnForTest(0, st->maxTurns());
    st->apply(st->returnAction(typeOf(*st, "rust_hook")));
    st->apply(st->playAction(typeOf(*st, "static_smear")));
    // A pool of seat 1's four: two each, round the table; then seat 1 draws two.
    QCOMPARE(st->count(0, Zone::Active), 2);
    QCOMPARE(st->count(1, Zone::Active), 4);
    // Every card dealt belongs to the player who received it.
    for (Seat s = 0; s < 2; ++s)
      for (int uid : st->cardsIn(s, Zone::Active)) QCOMPARE(st->ownerOf(uid), s);
    const std::vector<int> kept = st->cardsIn(0, Zone::Active);
    for (int uid : kept) QCOMPARE(st->originOf(uid), 1);
    // Each change of owner is recorded, the card named to its new owner only.
    std::vector<int> keepCards;
    for (const auto& e : st->lastEvents()) {
      if (e.kind != "glitch_keep") continue;
      QCOMPARE(e.seat, 0);
      QCOMPARE(e.visibleTo, 1u << 0);
      QCOMPARE(e.args.size(), std::size_t(2));
      QCOMPARE(e.args[1], std::string("1"));  // the former owner
      QVERIFY(e.seenBy(1).face.empty());
      keepCards.push_back(e.card);
    }
    std::sort(keepCards.begin(), keepCards.end());
    std::vector<int> keptSorted = kept;
    std::sort(keptSorted.begin(), keptSorted.end());
    QCOMPARE(keepCards, keptSorted);
    // The whole table is told the deal was for keeps, without naming a card.
    QCOMPARE(countEvents(*st, "glitch_keeps"), 1);
    QCOMPARE(firstEvent(*st, "glitch_keeps")->visibleTo, ~0u);
    QCOMPARE(firstEvent(*st, "glitch_keeps")->card, -1);
    // Seat 0 has the most HP at the turn limit. The collections follow: two cards by the Glitch
    // and the winner's final steal, all from seat 1 to seat 0.
    QVERIFY(st->isTerminal());
    const auto result = st->observe(kNoSeat)["result"];
    std::vector<int> glitched;
    int finals = 0;
    for (const auto& t : result["transfers"]) {
      QCOMPARE(t["from"].get<int>(), 1);
      QCOMPARE(t["to"].get<int>(), 0);
      if (t["why"] == "glitch") glitched.push_back(t["uid"].get<int>());
      if (t["why"] == "final_steal") ++finals;
    }
    std::sort(glitched.begin(), glitched.end());
    QCOMPARE(glitched, keptSorted);
    QCOMPARE(finals, 1);
    QCOMPARE(result["transfers"].size(), std::size_t(3));
  }

  void artbotGlitchBackToItsOwnerChangesNothing() {
    auto st = emptyTable(2);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "easel_swing")));
    st->apply(st->playAction(typeOf(*st, "static_smear")));
    // Seat 1 had no Active card: seat 0's Rust Hook is the whole pool and comes back to it.
    QCOMPARE(st->cardsIn(0, Zone::Active), (std::vector<int>{uidOf(*st, 0, "rust_hook")}));
    QCOMPARE(st->ownerOf(uidOf(*st, 0, "rust_hook")), 0);
    QCOMPARE(countEvents(*st, "glitch_keep"), 0);
  }

  void artbotGlitchEventsShowCardsOnlyToTheirHolder() {
    auto st = emptyTable(2);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook"});
    put(*st, 1, Zone::Active, {"rust_hook", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "rust_hook")));
    st->apply(st->playAction(typeOf(*st, "static_smear")));
    for (const auto& e : st->lastEvents()) {
      if (e.kind != "glitch_deal" && e.kind != "glitch_gather" && e.kind != "draw") continue;
      QCOMPARE(e.visibleTo, 1u << e.seat);
      QVERIFY(e.seenBy(1 - e.seat).face.empty());
      QCOMPARE(e.seenBy(1 - e.seat).card, -1);
    }
  }
};

QTEST_APPLESS_MAIN(ArtbotStealGlitchTest)
#include "artbot_steal_glitch_test.moc"
