// Scenario tests for death and the end: death at 0 in either resource with the cards set aside,
// the active clone's death ending its turn, the last clone standing, a draw when the last clones
// die together, our ruling on gains above the starting value, and invasive interrogation.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaEndTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaDeathAtZeroCerebriumSetsTheCardsAside() {
    auto st = emptyTable(3);
    put(*st, "memory_carve", ZoneKind::Hand, 0);  // inflict 4 cerebrium
    put(*st, "flinch", ZoneKind::Hand, 1);
    put(*st, "quota", ZoneKind::States, 1);
    put(*st, "shiv", ZoneKind::Forgotten, 1);
    st->setLifeForTest(1, 20, 4);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    choose(*st, 1);
    passAll(*st);
    QVERIFY(st->isOut(1));
    QCOMPARE(countEvents(*st, "death"), 1);
    QVERIFY(st->clone(1).hand.empty() && st->clone(1).states.empty() &&
            st->clone(1).forgotten.empty());
    QCOMPARE(st->clone(1).aside.size(), 3);
    QVERIFY(!st->isTerminal());  // two clones left
    QCOMPARE(st->seatView(kNoSeat).players[1].out, true);
  }

  void vendettaDeathAtZeroCorpus() {
    auto st = emptyTable();
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    st->setLifeForTest(1, 3, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    passAll(*st);
    QVERIFY(st->isOut(1));
  }

  void vendettaActiveClonesDeathEndsItsTurn() {
    auto st = emptyTable(3);
    put(*st, "memory_carve", ZoneKind::Hand, 0);  // penalty: lose 1 corpus
    put(*st, "shiv", ZoneKind::Hand, 0);
    st->setLifeForTest(0, 1, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    choose(*st, 2);
    passAll(*st);
    QVERIFY(st->isOut(0));
    QCOMPARE(cerebrium(*st, 2), 11);  // 15 - 4: the benefit came before the penalty
    QCOMPARE(st->turnSeat(), 1);      // one tick was left, but the turn is over
    QCOMPARE(st->zoneOf(uid(*st, "shiv")), ZoneKind::Aside);
  }

  void vendettaLastCloneStandingWins() {
    auto st = emptyTable(3);
    put(*st, "cave_in", ZoneKind::Hand, 0);  // 3 corpus to each opponent, then 1 to everyone
    st->setLifeForTest(1, 2, 20);
    st->setLifeForTest(2, 3, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "cave_in");
    passAll(*st);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->endReason(), EndReason::LastStanding);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0, -1.0}));
    QCOMPARE(corpus(*st, 0), 13);  // 15 - 2: its penalty never came, the game was over
  }

  void vendettaDrawWhenTheLastClonesDieTogether() {
    auto again = emptyTable(3);
    put(*again, "cave_in", ZoneKind::Hand, 0);
    put(*again, "memory_carve", ZoneKind::Hand, 0);
    again->setLifeForTest(0, 4, 20);
    again->setLifeForTest(1, 20, 4);
    again->setLifeForTest(2, 4, 20);
    again->startTurnForTest(0, 3);
    again->setTicksForTest(0, 3);
    act(*again, "play", "memory_carve");
    choose(*again, 1);
    passAll(*again);
    act(*again, "play", "cave_in");  // 3 corpus -> 1, seat 2: 4 -> 1
    passAll(*again);
    // The penalty hits every clone at once: seats 0 and 2 die in the same step.
    QVERIFY(again->isTerminal());
    QCOMPARE(again->endReason(), EndReason::Draw);
    QCOMPARE(again->returns(), (std::vector<double>{0.0, -1.0, 0.0}));
  }

  void vendettaGainsNeverPassTheStartingValue() {
    auto st = emptyTable();
    put(*st, "blood_draw", ZoneKind::Hand, 0);  // 2 corpus: leech 3 corpus
    put(*st, "shiv", ZoneKind::Hand, 0);        // discarded by the penalty
    st->setLifeForTest(0, 21, 20);              // 19 after paying
    st->startTurnForTest(0, 2);
    act(*st, "play", "blood_draw");
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 17);
    QCOMPARE(corpus(*st, 0), 20);  // 19 + 3, capped at 20
  }

  void vendettaInvasiveInterrogationForcesPlayOrActivateNextTurn() {
    auto st = emptyTable();
    put(*st, "interrogation_lamp", ZoneKind::Hand, 0);
    put(*st, "shiv", ZoneKind::Hand, 1);
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(0, 1);
    act(*st, "play", "interrogation_lamp");
    passAll(*st);
    QCOMPARE(st->turnSeat(), 1);
    QCOMPARE(st->seatView(0).players[1].figures[5].value, 1);  // "interrogated"
    // Seat 1 can play shiv, so it may not take.
    QVERIFY(can(*st, "play", "shiv"));
    QVERIFY(!can(*st, "take"));
    bool explained = false;
    for (const Unavailable& u : st->unavailable(1))
      explained =
          explained || (u.kind == "take" && u.messageKey == "vendetta.why.mustPlayOrActivate");
    QVERIFY(explained);
    act(*st, "play", "shiv");
    passAll(*st);
    // Nothing left to play: now it may take.
    QVERIFY(can(*st, "take"));
  }
};

QTEST_APPLESS_MAIN(VendettaEndTest)
#include "vendetta_end_test.moc"
