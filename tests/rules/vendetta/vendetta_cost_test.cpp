// Scenario tests for every cost type: tick, corpus, cerebrium, card, state, forgotten card and X;
// a cost that cannot be paid keeps the card in hand; paying the last corpus kills.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaCostTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaXCostChosenThenPaidAndUsedByTheEffect() {
    auto st = emptyTable();
    put(*st, "whisper_campaign", ZoneKind::Hand, 0);  // 1 tick, X cerebrium: inflict X+1
    st->startTurnForTest(0, 2);
    act(*st, "play", "whisper_campaign");
    QCOMPARE(st->phase(), Phase::ChooseX);
    const auto legal = st->legalActions();
    QCOMPARE(legal.front(), kXBase + 1);  // X is at least 1
    QCOMPARE(legal.back(), kXBase + 20);  // up to all the cerebrium there is
    QCOMPARE(st->describe(kXBase + 5).number, 5);
    QCOMPARE(st->describe(kXBase + 5).kind, std::string("x"));
    st->apply(kXBase + 5);
    QCOMPARE(cerebrium(*st, 0), 15);
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 14);  // X + 1
  }

  void vendettaCardCostDiscardsACardOfThePayersChoice() {
    auto st = emptyTable();
    put(*st, "rummage", ZoneKind::Hand, 0);  // a card: draw 2
    put(*st, "shiv", ZoneKind::Hand, 0);
    put(*st, "flinch", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "rummage");
    QCOMPARE(st->phase(), Phase::PayPick);
    QCOMPARE(static_cast<int>(st->legalActions().size()), 2);  // not rummage itself
    act(*st, "pay_card", "flinch");
    QCOMPARE(ids(*st, st->clone(0).forgotten), std::vector<std::string>{"flinch"});
    QCOMPARE(ticks(*st, 0), 2);  // no tick in its cost
    passAll(*st);
    QCOMPARE(st->clone(0).hand.size(), 3);  // shiv and two drawn
  }

  void vendettaStateCostDiscardsOneOfYourStates() {
    auto st = emptyTable();
    put(*st, "collapse_memory", ZoneKind::Hand, 0);  // 1 tick, a state: inflict 5 cerebrium
    put(*st, "quota", ZoneKind::States, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "collapse_memory");
    QCOMPARE(st->zoneOf(uid(*st, "quota")), ZoneKind::Forgotten);  // the only state: no choice
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 15);
  }

  void vendettaForgottenCardCostGoesToTheBottomOfTheHead() {
    auto st = emptyTable();
    put(*st, "mole_eyes", ZoneKind::States, 0);  // activate: 1 tick, a forgotten card
    put(*st, "shiv", ZoneKind::Forgotten, 0);
    put(*st, "flinch", ZoneKind::Forgotten, 0);
    st->startTurnForTest(0, 2);
    act(*st, "activate", "mole_eyes");
    QCOMPARE(st->phase(), Phase::PayPick);
    act(*st, "pay_forgotten", "flinch");
    QCOMPARE(st->head()[0], uid(*st, "flinch"));  // the bottom
    QVERIFY(st->known(uid(*st, "flinch")));       // everyone saw where it went
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 18);
    QCOMPARE(cerebrium(*st, 0), 19);  // mole eyes: whenever you activate, lose 1 cerebrium
  }

  void vendettaCannotPlayWhatYouCannotPay() {
    auto st = emptyTable();
    put(*st, "cave_in", ZoneKind::Hand, 0);          // 2 ticks, 2 corpus
    put(*st, "collapse_memory", ZoneKind::Hand, 0);  // needs a state
    put(*st, "shiv", ZoneKind::Headspace);
    st->startTurnForTest(0, 1);  // one tick only
    QVERIFY(!can(*st, "play", "cave_in"));
    QVERIFY(!can(*st, "play", "collapse_memory"));
    std::map<int, std::string> why;
    for (const Unavailable& u : st->unavailable(0)) why[u.card] = u.messageKey;
    QCOMPARE(why[uid(*st, "cave_in")], std::string("vendetta.why.noTick"));
    QCOMPARE(why[uid(*st, "collapse_memory")], std::string("vendetta.why.notEnoughStates"));
  }

  void vendettaPayingTheLastCorpusKillsAndTheActionDoesNotResolve() {
    auto st = emptyTable();
    put(*st, "shiv", ZoneKind::Hand, 0);  // 2 corpus: inflict 3 corpus
    st->setLifeForTest(0, 2, 20);
    st->setLifeForTest(1, 3, 20);
    st->startTurnForTest(0, 2);
    QVERIFY(can(*st, "play", "shiv"));  // paying down to 0 is allowed
    act(*st, "play", "shiv");
    QVERIFY(st->isOut(0));
    QCOMPARE(corpus(*st, 1), 3);
    QVERIFY(st->isTerminal());
    QCOMPARE(st->returns(), (std::vector<double>{-1.0, 1.0}));
  }
};

QTEST_APPLESS_MAIN(VendettaCostTest)
#include "vendetta_cost_test.moc"
