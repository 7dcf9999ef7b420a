// Scenario tests for the glossary's words: choose a clone (an opponent), inflict, leech, pop,
// push, draw (hidden from the others), add to hand, discard (the discarding clone chooses), set
// aside, discipline (a reaction's "physical" / "mental" condition), benefit and penalty.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaGlossaryTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaChooseAcloneMeansAnOpponent() {
    auto st = emptyTable(4);
    put(*st, "memory_carve", ZoneKind::Hand, 2);
    st->startTurnForTest(2, 2);
    act(*st, "play", "memory_carve");
    QCOMPARE(st->phase(), Phase::Target);
    QCOMPARE(st->legalActions(),
             (std::vector<ActionId>{kTargetBase + 0, kTargetBase + 1, kTargetBase + 3}));
    // Each choice names the clone it chooses, so a table can offer it on that clone's seat.
    for (const Seat s : {0, 1, 3}) QCOMPARE(st->describe(kTargetBase + s).targetSeat, s);
    choose(*st, 3);
    passAll(*st);
    QCOMPARE(cerebrium(*st, 3), 6);  // 10 - 4 at four clones
  }

  // Our ruling 3: the clone is chosen before the reaction window opens.
  void vendettaCloneIsChosenBeforeTheReactionWindow() {
    auto st = emptyTable(3);
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "flinch", ZoneKind::Hand, 2);  // if reacting to an attack that chooses you
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    QCOMPARE(st->phase(), Phase::Target);
    choose(*st, 2);
    QCOMPARE(st->phase(), Phase::React);
    st->apply(kPass);  // seat 1
    act(*st, "react", "flinch");
    QCOMPARE(countEvents(*st, "wasted"), 0);  // the condition held: seat 2 was chosen
    QCOMPARE(countEvents(*st, "shield"), 1);
  }

  void vendettaInflictTakesFromTheChosenClone() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 16);
    QCOMPARE(countEvents(*st, "inflict"), 1);
  }

  void vendettaLeechTakesAndGivesWhatWasLost() {
    auto st = emptyTable();
    put(*st, "brain_leech", ZoneKind::Hand, 0);  // 1 cerebrium: leech 2; they discard 1; you too
    put(*st, "scar_tissue", ZoneKind::Hand, 0);
    put(*st, "shiv", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "brain_leech");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 18);
    QCOMPARE(cerebrium(*st, 0), 20);  // 19 after paying, + 2, capped
    QCOMPARE(ids(*st, st->clone(1).forgotten), std::vector<std::string>{"shiv"});
    QCOMPARE(ids(*st, st->clone(0).forgotten),
             (std::vector<std::string>{"scar_tissue", "brain_leech"}));
  }

  void vendettaPopPushAndDraw() {
    auto st = emptyTable();
    put(*st, "tunnel_vision", ZoneKind::Hand, 0);  // push 2, pop 2, draw 1
    for (const char* id : {"shiv", "flinch", "quota"}) put(*st, id, ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    act(*st, "play", "tunnel_vision");
    passAll(*st);
    QCOMPARE(st->phase(), Phase::EffectPick);  // push: which two of three
    act(*st, "push", "shiv");
    act(*st, "push", "quota");
    QCOMPARE(st->head()[0], uid(*st, "quota"));  // the order picked: shiv, then quota below it
    QCOMPARE(st->head()[1], uid(*st, "shiv"));
    QCOMPARE(st->headspace().size(), 1 + 2);  // flinch and two popped
    QCOMPARE(st->clone(0).hand.size(), 1);    // one drawn
    // A drawn card is shown to its owner only.
    const int drawn = st->clone(0).hand[0];
    QVERIFY(!st->known(drawn));
    const SeatView mine = st->seatView(0), theirs = st->seatView(1);
    QCOMPARE(mine.zone("p0.hand")->cards[0].uid, drawn);
    QCOMPARE(theirs.zone("p0.hand")->cards[0].uid, -1);
    for (const GameEvent& e : st->lastEvents())
      if (e.kind == "draw") QCOMPARE(e.seenBy(1).card, -1);
  }

  void vendettaAddToHandFromTheForgottenPile() {
    auto st = emptyTable();
    put(*st, "scavenge", ZoneKind::Hand,
        0);  // add 1 from your forgotten pile; set aside the head's top
    put(*st, "shiv", ZoneKind::Forgotten, 0);
    put(*st, "flinch", ZoneKind::Forgotten, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scavenge");
    passAll(*st);
    act(*st, "recall", "flinch");
    QCOMPARE(ids(*st, st->clone(0).hand), std::vector<std::string>{"flinch"});
    QVERIFY(st->known(uid(*st, "flinch")));  // the others saw which
    QCOMPARE(st->clone(0).aside.size(), 1);  // the head's top card, set aside
  }

  void vendettaSetAsideThisCardInsteadOfForgetting() {
    auto st = emptyTable();
    put(*st, "shiv", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "shiv");
    passAll(*st);
    QCOMPARE(st->zoneOf(uid(*st, "shiv")), ZoneKind::Aside);
    QCOMPARE(corpus(*st, 1), 17);
  }

  void vendettaDiscardIsChosenByTheDiscardingClone() {
    auto st = emptyTable();
    put(*st, "brain_leech", ZoneKind::Hand, 0);
    put(*st, "scar_tissue", ZoneKind::Hand, 0);
    put(*st, "shiv", ZoneKind::Hand, 1);
    put(*st, "flinch", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "brain_leech");
    passAll(*st);
    QCOMPARE(st->phase(), Phase::EffectPick);
    QCOMPARE(st->actingSeat(), 1);  // the chosen clone picks its own discard
    QVERIFY(!st->isResponseWindow());
    act(*st, "effect_discard", "flinch");
    QCOMPARE(ids(*st, st->clone(1).hand), std::vector<std::string>{"shiv"});
  }

  void vendettaDisciplineConditionOfAReaction() {
    auto st = emptyTable();
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);  // physical
    put(*st, "second_guess", ZoneKind::Hand, 1);   // if reacting to a mental attack: negate
    put(*st, "shiv", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    act(*st, "react", "second_guess");
    QCOMPARE(countEvents(*st, "wasted"), 1);  // a physical attack: nothing negated
    passAll(*st);
    QVERIFY(corpus(*st, 1) < 20);
  }

  void vendettaEveryCardHasABenefitAndAPenaltyInItsText() {
    for (const CardType& c : shippedCards()->types) {
      QVERIFY2(benefitText(c).size() > 8, c.id.c_str());
      QVERIFY2(penaltyText(c).rfind("Penalty: ", 0) == 0 && penaltyText(c).size() > 12,
               c.id.c_str());
    }
    const CardType& carve = shippedCards()->types[shippedCards()->findType("memory_carve")];
    QCOMPARE(benefitText(carve), std::string("Inflict 4 cerebrium on the chosen clone."));
    QCOMPARE(penaltyText(carve), std::string("Penalty: Lose 1 corpus."));
  }
};

QTEST_APPLESS_MAIN(VendettaGlossaryTest)
#include "vendetta_glossary_test.moc"
