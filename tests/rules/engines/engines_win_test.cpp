// Scenario tests for the end of an Act: four in a scoring pile wins at the end of a turn only,
// both at four after one turn, the cooperative ending of Act 3, the trail going cold, and returns.
#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;

namespace {
// Puts `n` cards into seat s's scoring pile, taken from the given owner's cards that are still in
// a deck (any will do: the count is what matters).
void fillScore(ActState& st, Seat s, int n, Role from) {
  const ActState& table = st;
  for (int uid = 0; uid < table.cardCount() && n > 0; ++uid) {
    if (table.ownerOf(uid) != from || st.zoneOf(uid) != Zone::Deck) continue;
    st.placeForTest(uid, s, Zone::Score);
    --n;
  }
  QCOMPARE(n, 0);
}

// Act 3: ends the Vigilante's turn, checks that the Act waits for the end of the round, then ends
// the Detective's turn.
void playOutTheRound(ActState& st) {
  st.setPhaseForTest(Phase::Actions);
  st.apply(kEndTurn);
  QVERIFY(!st.isTerminal());
  st.setPhaseForTest(Phase::Actions);
  st.apply(kEndTurn);
}
}  // namespace

class EnginesWinTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesFourInBodycountWinsOnlyAtTheEndOfTheTurn() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath"), snitch = uidOf(table, "snitch");
    fillScore(*st, kV, 3, Role::Detective);
    st->placeForTest(wrath, kV, Zone::Active, 0);
    st->placeForTest(snitch, kD, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(useAction(wrath, snitch));
    QCOMPARE(st->score(kV), 4);
    QVERIFY(!st->isTerminal());  // mid-turn: not yet
    QVERIFY(isLegal(*st, kEndTurn));
    st->apply(kEndTurn);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u << kV);
    QCOMPARE(st->endReason(), ActEnd::Bodycount);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0}));
    QVERIFY(hasEvent(*st, "act_end"));
    QVERIFY(st->legalActions().empty());
  }

  void enginesEvidenceReachingFourAtTheVigilantesEndOfTurnWinsForTheDetective() {
    auto st = emptyTable(ActOptions{.vigilanteSeat = 1});
    const ActState& table = *st;
    fillScore(*st, 0, 3, Role::Vigilante);  // seat 0 is the Detective here
    st->placeForTest(uidOf(table, "wrath", 3), 1, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u << 0);
    QCOMPARE(st->endReason(), ActEnd::Evidence);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0}));
  }

  void enginesBothAtFourAfterOneTurnTheTurnsPlayerWins() {
    auto st = emptyTable();
    const ActState& table = *st;
    fillScore(*st, kV, 3, Role::Detective);
    fillScore(*st, kD, 3, Role::Detective);
    st->placeForTest(uidOf(table, "wrath"), kV, Zone::Active, 90);     // to Evidence
    st->placeForTest(uidOf(table, "enforcer"), kV, Zone::Active, 90);  // to Bodycount
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->score(kV), 4);
    QCOMPARE(st->score(kD), 4);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u << kV);  // it was the Vigilante's turn
  }

  void enginesCooperativeEndingBothWinWhenEvidenceFollowsInTheSameRound() {
    auto st = emptyTable(ActOptions{.cooperativeEnding = true});
    const ActState& table = *st;
    fillScore(*st, kV, 3, Role::Detective);
    fillScore(*st, kD, 3, Role::Vigilante);
    st->placeForTest(uidOf(table, "enforcer"), kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->score(kV), 4);
    QVERIFY(!st->isTerminal());  // the Detective finishes the round
    QCOMPARE(st->turnSeat(), kD);
    st->placeForTest(uidOf(table, "snitch"), kD, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QVERIFY(st->isTerminal());
    QVERIFY(st->cooperative());
    QCOMPARE(st->winners(), 3u);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, 1.0}));
  }

  void enginesCooperativeEndingVigilanteWinsWhenEvidenceFallsShort() {
    auto st = emptyTable(ActOptions{.cooperativeEnding = true});
    const ActState& table = *st;
    fillScore(*st, kV, 3, Role::Detective);
    fillScore(*st, kD, 2, Role::Vigilante);
    st->placeForTest(uidOf(table, "enforcer"), kV, Zone::Active, 90);
    playOutTheRound(*st);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u << kV);
    QCOMPARE(st->endReason(), ActEnd::Bodycount);
  }

  // RULINGS: in Act 3 a goal reached at the end of the Vigilante's turn waits for the end of the
  // round; both win if the other side gets there by the end of the Detective's turn.
  void enginesCooperativeEndingIsJudgedOnTheWholeRound() {
    auto st = emptyTable(ActOptions{.cooperativeEnding = true});
    const ActState& table = *st;
    fillScore(*st, kV, 3, Role::Detective);
    fillScore(*st, kD, 3, Role::Vigilante);
    // WRATH exhausts into Evidence at the end of the Vigilante's turn: Evidence reaches four.
    st->placeForTest(uidOf(table, "wrath", 3), kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->score(kD), 4);
    QVERIFY(!st->isTerminal());  // the Detective finishes the round
    QCOMPARE(st->turnSeat(), kD);
    QCOMPARE(st->turn(), 2);
    // An exhausted gang card in the Vigilante's area goes to Bodycount at the Detective's end.
    st->placeForTest(uidOf(table, "enforcer"), kV, Zone::Active, 180);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->score(kV), 4);
    QVERIFY(st->isTerminal());
    QVERIFY(st->cooperative());
    QCOMPARE(st->winners(), 3u);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, 1.0}));

    // Bodycount falls short by the end of the round: the Detective wins alone, then.
    auto alone = emptyTable(ActOptions{.cooperativeEnding = true});
    fillScore(*alone, kV, 2, Role::Detective);
    fillScore(*alone, kD, 3, Role::Vigilante);
    alone->placeForTest(uidOf(table, "wrath", 3), kV, Zone::Active, 90);
    playOutTheRound(*alone);
    QVERIFY(alone->isTerminal());
    QCOMPARE(alone->winners(), 1u << kD);
    QCOMPARE(alone->endReason(), ActEnd::Evidence);
    QCOMPARE(alone->returns(), (std::vector<double>{-1.0, 1.0}));
  }

  void enginesWithoutTheCooperativeEndingTheVigilanteWinsAtOnce() {
    auto st = emptyTable();
    const ActState& table = *st;
    fillScore(*st, kV, 3, Role::Detective);
    fillScore(*st, kD, 3, Role::Vigilante);
    st->placeForTest(uidOf(table, "enforcer"), kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u << kV);
  }

  void enginesTrailGoesColdAfterTheLastTurn() {
    auto st = emptyTable();
    fillScore(*st, kV, 1, Role::Detective);
    fillScore(*st, kD, 2, Role::Vigilante);
    st->setTurnForTest(kMaxTurns);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->endReason(), ActEnd::TrailCold);
    QCOMPARE(st->winners(), 1u << kD);

    auto even = emptyTable();
    fillScore(*even, kV, 2, Role::Detective);
    fillScore(*even, kD, 2, Role::Vigilante);
    even->setTurnForTest(kMaxTurns);
    even->setPhaseForTest(Phase::Actions);
    even->apply(kEndTurn);
    QVERIFY(even->isTerminal());
    QCOMPARE(even->endReason(), ActEnd::Draw);
    QCOMPARE(even->returns(), (std::vector<double>{0.0, 0.0}));

    auto before = emptyTable();
    before->setTurnForTest(kMaxTurns - 1);
    before->setPhaseForTest(Phase::Actions);
    before->apply(kEndTurn);
    QVERIFY(!before->isTerminal());
  }

  void enginesRandomActsEndWithinTheBound() {
    std::vector<ActionId> legal;
    Rng rng(3);
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      ActState st(shippedCards(), ActOptions{.vigilanteSeat = static_cast<Seat>(seed % 2)}, seed);
      int steps = 0;
      while (!st.isTerminal()) {
        st.legalActions(legal);
        QVERIFY(!legal.empty());
        st.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
        QVERIFY(++steps <= actInfo().maxGameLength);
      }
      QVERIFY(st.turn() <= kMaxTurns);
    }
  }
};

QTEST_APPLESS_MAIN(EnginesWinTest)
#include "engines_win_test.moc"
