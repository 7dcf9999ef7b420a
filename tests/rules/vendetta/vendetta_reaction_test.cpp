// Scenario tests for reactions: the window in seat order from the next clone to the active one,
// opened for every living clone whether or not it holds a reaction, after the cost is paid and
// before the action resolves; any number of reactions each, one at a time; nothing reacts to a
// reaction; a reaction whose condition fails is paid and wasted; reactions off-turn cannot pay
// ticks; shield and negate.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

namespace {
// The seats asked in the reaction window of the action just declared, passing each time; a seat
// is marked -1 when isResponseWindow() disagrees with it being another seat's window.
std::vector<Seat> windowOrder(VendettaState& st) {
  std::vector<Seat> order;
  while (st.phase() == Phase::React) {
    const bool other = st.actingSeat() != st.turnSeat();
    order.push_back(st.isResponseWindow() == other ? st.actingSeat() : -1);
    st.apply(kPass);
  }
  return order;
}
}  // namespace

class VendettaReactionTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaReactionWindowInSeatOrderFromTheNextCloneEndingWithTheActive() {
    auto st = emptyTable(4);
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(2, 2);
    act(*st, "take", "memory_carve");
    QCOMPARE(windowOrder(*st), (std::vector<Seat>{3, 0, 1, 2}));
  }

  void vendettaReactionWindowOpensForEveryLivingCloneWithOrWithoutReactions() {
    auto st = emptyTable(3);
    put(*st, "flinch", ZoneKind::Hand, 1);  // only seat 1 holds a reaction
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    act(*st, "take", "memory_carve");
    QCOMPARE(st->actingSeat(), 1);
    // Playable against any action, even one its condition does not fit (it would be wasted).
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{kReactBase + uid(*st, "flinch"), kPass}));
    st->apply(kPass);
    QCOMPARE(st->actingSeat(), 2);  // holds nothing, asked all the same
    QCOMPARE(st->legalActions(), std::vector<ActionId>{kPass});
    st->apply(kPass);
    QCOMPARE(st->actingSeat(), 0);
  }

  void vendettaReactionWindowSkipsDeadClones() {
    auto st = emptyTable(3);
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    st->setLifeForTest(1, 20, 4);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    choose(*st, 1);
    passAll(*st);
    QVERIFY(st->isOut(1));
    act(*st, "play", "scalpel_lunge");
    QCOMPARE(windowOrder(*st), (std::vector<Seat>{2, 0}));
  }

  void vendettaReactionComesAfterTheCostBeforeTheEffect() {
    auto st = emptyTable();
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);  // 1 tick 1 corpus: inflict 3 corpus
    put(*st, "flinch", ZoneKind::Hand, 1);         // 1 corpus: shield 3 corpus; lose 1 cerebrium
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    QCOMPARE(corpus(*st, 0), 19);  // the cost is paid
    QCOMPARE(st->actingSeat(), 1);
    act(*st, "react", "flinch");
    QCOMPARE(corpus(*st, 1), 19);     // flinch's cost
    QCOMPARE(cerebrium(*st, 1), 19);  // flinch's penalty, at once
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 19);  // the lunge's 3 were all shielded
    QCOMPARE(ids(*st, st->clone(1).forgotten), std::vector<std::string>{"flinch"});
  }

  // Issue 37, item 10 (seen at seed 26): a shield came off each step of Scalpel Lunge on its own,
  // so its bonus point was shielded again. It comes off the action's total against the clone.
  void vendettaShieldComesOffTheActionsTotal_data() {
    QTest::addColumn<QString>("reaction");
    QTest::addColumn<int>("lost");
    QTest::newRow("flinch, 3 less corpus") << QStringLiteral("flinch") << 1;        // 3 + 1 - 3
    QTest::newRow("play dead, 2 less corpus") << QStringLiteral("play_dead") << 2;  // 3 + 1 - 2
  }

  void vendettaShieldComesOffTheActionsTotal() {
    QFETCH(QString, reaction);
    QFETCH(int, lost);
    auto st = emptyTable();
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);  // 1 tick 1 corpus: inflict 3, +1 if behind
    put(*st, reaction.toStdString(), ZoneKind::Hand, 1);
    put(*st, "deja_vu", ZoneKind::Hand, 1);  // play dead's card cost
    st->setLifeForTest(0, 12, 20);           // far enough behind for the bonus after the 3
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    act(*st, "react", reaction.toStdString());
    const int before = corpus(*st, 1);
    passAll(*st);
    QCOMPARE(before - corpus(*st, 1), lost);
  }

  // Our ruling 12: the reduction takes from the total; it does not change it. A bonus that does
  // not hold once the first 3 land does not hold because a shield kept them off.
  void vendettaShieldDoesNotEarnAConditionalBonus() {
    auto st = emptyTable();
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    put(*st, "flinch", ZoneKind::Hand, 1);
    st->setLifeForTest(0, 18, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");  // 17 against 20
    act(*st, "react", "flinch");        // 17 against 19
    passAll(*st);
    // 19 - 3 = 16 is not above 17: no bonus, and the 3 are shielded.
    QCOMPARE(corpus(*st, 1), 19);
  }

  void vendettaAnyNumberOfReactionsEachOneAtATime() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);  // inflict 4 cerebrium
    put(*st, "play_dead", ZoneKind::Hand, 1);     // a card: shield 2 corpus and 2 cerebrium
    put(*st, "flinch", ZoneKind::Hand, 1);
    put(*st, "deja_vu", ZoneKind::Hand, 1);  // discarded for play_dead's cost
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    act(*st, "react", "flinch");
    QCOMPARE(st->actingSeat(), 1);  // still seat 1's window: another reaction may follow
    act(*st, "react", "play_dead");
    QCOMPARE(st->phase(), Phase::React);  // the only other card paid the cost at once
    QCOMPARE(st->actingSeat(), 1);
    QCOMPARE(ids(*st, st->clone(1).forgotten),
             (std::vector<std::string>{"flinch", "deja_vu", "play_dead"}));
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 20 - 1 - 1 - 2);  // two penalties, 4 - 2 shielded
  }

  void vendettaNothingReactsToAReaction() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "flinch", ZoneKind::Hand, 1);
    put(*st, "deja_vu", ZoneKind::Hand, 0);  // reacts to a play: would hold for a reaction too
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    act(*st, "react", "flinch");
    // No new window opened for seat 0 in between: seat 1 goes on, then seat 0 once.
    QCOMPARE(windowOrder(*st), (std::vector<Seat>{1, 0}));
  }

  void vendettaReactionWhoseConditionFailsIsPaidAndWasted() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "false_memory", ZoneKind::Hand, 1);  // a forgotten card: if reacting to a take
    put(*st, "shiv", ZoneKind::Forgotten, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    QVERIFY(can(*st, "react", "false_memory"));  // playable although it will do nothing
    act(*st, "react", "false_memory");
    QCOMPARE(countEvents(*st, "wasted"), 1);
    QCOMPARE(st->zoneOf(uid(*st, "shiv")), ZoneKind::Head);  // paid
    QCOMPARE(cerebrium(*st, 0), 19);                         // no effect on the actor
    QCOMPARE(corpus(*st, 1), 20);                            // nor its penalty
  }

  // Issue 38, item 9: the table warns before a reaction that will do nothing, and only then.
  void vendettaCautionBeforeAReactionWhoseConditionFails() {
    for (const bool take : {false, true}) {
      auto st = emptyTable();
      put(*st, "memory_carve", take ? ZoneKind::Headspace : ZoneKind::Hand, 0);
      put(*st, "false_memory", ZoneKind::Hand, 1);  // a forgotten card: if reacting to a take
      put(*st, "shiv", ZoneKind::Forgotten, 1);
      st->startTurnForTest(0, 2);
      act(*st, take ? "take" : "play", "memory_carve");
      QCOMPARE(st->actingSeat(), 1);
      const auto caution = st->caution(find(*st, "react", "false_memory"));
      QVERIFY(!st->caution(kPass).has_value());
      if (take) {
        QVERIFY(!caution.has_value());  // it fits: nothing to say
        continue;
      }
      QVERIFY(caution.has_value());
      QCOMPARE(caution->messageKey, std::string("vendetta.caution.noEffect"));
      // Named as the action names it.
      QCOMPARE(caution->args, std::vector<std::string>{
                                  st->describe(find(*st, "react", "false_memory")).args.front()});
    }
  }

  void vendettaReactionsOffTurnCannotPayTicks() {
    const auto cards = cardsWith(nlohmann::json::array({nlohmann::json::parse(R"({
      "id": "quick_wit", "name": "Quick Wit", "set": "a", "discipline": "mental",
      "type": "reaction", "cost": {"tick": 1}, "reactingTo": ["play"],
      "benefit": [{"do": "draw", "amount": 1}], "penalty": [{"do": "lose", "res": "corpus",
      "amount": 1}]})")}));
    auto st = emptyTable(2, 7, cards);
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "quick_wit", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    QCOMPARE(st->actingSeat(), 1);
    QVERIFY(!can(*st, "react", "quick_wit"));
    bool explained = false;
    for (const Unavailable& u : st->unavailable(1))
      explained = explained || (u.card == uid(*st, "quick_wit") &&
                                u.messageKey == "vendetta.why.noTicksOffTurn");
    QVERIFY(explained);
    // On its own turn a clone may pay ticks for a reaction to its own action.
    passAll(*st);
    auto own = emptyTable(2, 7, cards);
    put(*own, "memory_carve", ZoneKind::Hand, 0);
    put(*own, "quick_wit", ZoneKind::Hand, 0);
    own->startTurnForTest(0, 2);
    act(*own, "play", "memory_carve");
    own->apply(kPass);  // seat 1
    QCOMPARE(own->actingSeat(), 0);
    act(*own, "react", "quick_wit");
    QCOMPARE(ticks(*own, 0), 0);
  }

  void vendettaReactionToYourOwnAction() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "deja_vu", ZoneKind::Hand, 0);  // 1 cerebrium: if reacting to a play, draw 1
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    st->apply(kPass);
    act(*st, "react", "deja_vu");
    QCOMPARE(st->clone(0).hand.size(), 1);  // the drawn card
    QCOMPARE(cerebrium(*st, 0), 18);
  }

  void vendettaNegateStopsTheActionItsCostStaysPaid() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "second_guess", ZoneKind::Hand, 1);  // 2 cerebrium + a card: negate a mental attack
    put(*st, "shiv", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    act(*st, "react", "second_guess");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 18);  // only second guess's cost
    QCOMPARE(cerebrium(*st, 0), 19);  // memory carve's cost stays paid
    QCOMPARE(corpus(*st, 0), 20);     // and its penalty did not happen
    QCOMPARE(st->zoneOf(uid(*st, "memory_carve")), ZoneKind::Forgotten);
  }

  // Our ruling 11: a negated action still triggers what watches for it.
  void vendettaNegatedActivationStillTriggers() {
    auto st = emptyTable();
    put(*st, "lucid_archive", ZoneKind::States, 0);  // activate: draw 2, discard 1
    put(*st, "mole_eyes", ZoneKind::States, 0);      // whenever you activate: lose 1 cerebrium
    put(*st, "sabotage", ZoneKind::Hand, 1);         // a state: negate an activation
    put(*st, "quota", ZoneKind::States, 1);
    st->startTurnForTest(0, 2);
    act(*st, "activate", "lucid_archive");
    act(*st, "react", "sabotage");
    passAll(*st);
    QCOMPARE(st->clone(0).hand.size(), 0);                         // nothing drawn
    QCOMPARE(cerebrium(*st, 0), 18);                               // the cost and mole eyes
    QCOMPARE(st->zoneOf(uid(*st, "quota")), ZoneKind::Forgotten);  // sabotage's cost
  }

  void vendettaReactionKillingTheActiveCloneEndsItsTurn() {
    auto st = emptyTable(3);
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    put(*st, "nerve_splice", ZoneKind::Hand, 1);  // X corpus: inflict X corpus on the actor
    st->setLifeForTest(0, 5, 20);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    choose(*st, 1);
    act(*st, "react", "nerve_splice");
    QCOMPARE(st->phase(), Phase::ChooseX);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, "x");  // the smallest X first
    QVERIFY(!st->isOut(0));
    // Replay with X = 4: the active clone (4 corpus after paying) dies, its lunge never lands.
    auto again = emptyTable(3);
    put(*again, "scalpel_lunge", ZoneKind::Hand, 0);
    put(*again, "nerve_splice", ZoneKind::Hand, 1);
    again->setLifeForTest(0, 5, 20);
    again->startTurnForTest(0, 2);
    act(*again, "play", "scalpel_lunge");
    choose(*again, 1);
    act(*again, "react", "nerve_splice");
    again->apply(kXBase + 4);
    QVERIFY(again->isOut(0));
    QCOMPARE(corpus(*again, 1), 15 - 4);  // only the X it paid (15 at three clones)
    QCOMPARE(again->turnSeat(), 1);       // the dead clone's turn is over
    QCOMPARE(again->zoneOf(uid(*again, "scalpel_lunge")), ZoneKind::Aside);
  }
};

QTEST_APPLESS_MAIN(VendettaReactionTest)
#include "vendetta_reaction_test.moc"
