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
    QCOMPARE(legal.front(), kXBase + 0);  // X may be 0
    QCOMPARE(legal.back(), kXBase + 20);  // up to all the cerebrium there is
    QCOMPARE(st->describe(kXBase + 5).number, 5);
    QCOMPARE(st->describe(kXBase + 5).kind, std::string("x"));
    st->apply(kXBase + 5);
    QCOMPARE(cerebrium(*st, 0), 15);
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 14);  // X + 1
  }

  // Issue 37, item 9 (seen at seed 22: Final Grudge offered X = 1..20): X may be 0, which pays
  // nothing, and the effect then counts X as 0.
  void vendettaXMayBeZeroAndPaysNothing() {
    auto st = emptyTable();
    put(*st, "final_grudge", ZoneKind::Hand, 0);  // 1 tick, X corpus: inflict X+2 corpus
    st->startTurnForTest(0, 2);
    act(*st, "play", "final_grudge");
    QCOMPARE(st->phase(), Phase::ChooseX);
    const auto legal = st->legalActions();
    QCOMPARE(static_cast<int>(legal.size()), 21);
    QCOMPARE(legal.front(), kXBase + 0);
    QCOMPARE(legal.back(), kXBase + 20);
    st->apply(kXBase + 0);
    QCOMPARE(corpus(*st, 0), 20);
    QCOMPARE(ticks(*st, 0), 1);
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 18);  // 0 + 2
  }

  // With none of X's resource to pay, X can only be 0: the card is playable and nobody is asked.
  void vendettaXCostWithNothingToPayIsPlayedAtZero() {
    const auto cards = cardsWith(nlohmann::json::array({nlohmann::json::parse(R"({
      "id": "memory_sift", "name": "Memory Sift", "set": "a", "discipline": "mental",
      "type": "attack", "cost": {"tick": 1, "x": "forgotten"},
      "benefit": [{"do": "draw", "amount": 0, "x": true}],
      "penalty": [{"do": "lose", "res": "cerebrium", "amount": 1}]})")}));
    auto st = emptyTable(2, 7, cards);
    put(*st, "memory_sift", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    QVERIFY(can(*st, "play", "memory_sift"));  // an empty forgotten pile pays X = 0
    act(*st, "play", "memory_sift");
    QCOMPARE(st->phase(), Phase::React);  // no X to choose
    passAll(*st);
    QCOMPARE(st->clone(0).hand.size(), 0);  // drew X = 0 cards
    QCOMPARE(cerebrium(*st, 0), 19);
  }

  // Issue 38, item 9: an X that takes the payer's last corpus is legal (RULINGS), and the engine
  // warns about it, about that X and the larger ones only.
  void vendettaCautionBeforeAnXThatKillsThePayer() {
    auto st = emptyTable();
    put(*st, "final_grudge", ZoneKind::Hand, 0);  // 1 tick, X corpus
    st->setLifeForTest(0, 6, 20);
    st->startTurnForTest(0, 2);
    QVERIFY(!st->caution(find(*st, "play", "final_grudge")).has_value());  // X = 0 kills nobody
    act(*st, "play", "final_grudge");
    QCOMPARE(st->phase(), Phase::ChooseX);
    QVERIFY(!st->caution(kXBase + 5).has_value());
    const auto last = st->caution(kXBase + 6);
    QVERIFY(last.has_value());
    QCOMPARE(last->messageKey, std::string("vendetta.caution.paysLast"));
    QCOMPARE(last->args[1], std::string("corpus"));
    QCOMPARE(last->args[2], std::string("6"));
    st->apply(kXBase + 6);
    QVERIFY(st->clone(0).out);  // and it does kill
  }

  // A card's own smallest X (xMin) still holds.
  void vendettaXCostKeepsTheCardsOwnMinimum() {
    const auto cards = cardsWith(nlohmann::json::array({nlohmann::json::parse(R"({
      "id": "deep_cut", "name": "Deep Cut", "set": "a", "discipline": "physical",
      "type": "attack", "cost": {"tick": 1, "x": "corpus", "xMin": 2},
      "benefit": [{"do": "inflict", "res": "corpus", "amount": 0, "x": true}],
      "penalty": [{"do": "lose", "res": "cerebrium", "amount": 1}]})")}));
    auto st = emptyTable(2, 7, cards);
    put(*st, "deep_cut", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "deep_cut");
    QCOMPARE(st->legalActions().front(), kXBase + 2);
  }

  // X may be all the corpus the clone has: paying it kills the payer before the effect.
  void vendettaXMayPayTheLastCorpusAndKillsThePayer() {
    auto st = emptyTable();
    put(*st, "final_grudge", ZoneKind::Hand, 0);
    st->setLifeForTest(0, 6, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "final_grudge");
    QCOMPARE(st->legalActions().back(), kXBase + 6);
    st->apply(kXBase + 6);
    QVERIFY(st->isOut(0));
    QCOMPARE(corpus(*st, 1), 20);
    QVERIFY(st->isTerminal());
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
