// Why a card or action is unavailable (GameState::unavailable): each reason the rules give, in the
// order they apply, and never one for an action that is legal.
#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;

namespace {

// The reason for `card` and `kind` in seat s's list, "" when none (a missing entry).
std::string reasonFor(const ActState& st, Seat s, int card, const std::string& kind) {
  std::string found;
  for (const Unavailable& u : st.unavailable(s))
    if (u.card == card && u.kind == kind) {
      if (!found.empty()) qFatal("card %d listed twice for %s", card, kind.c_str());
      found = u.messageKey;
    }
  return found;
}

// No entry names an action the acting seat may take.
void expectNoLegalActionListed(const ActState& st) {
  const Seat s = st.actingSeat();
  for (const ActionId a : st.legalActions()) {
    const ActionView v = st.describe(a);
    const int card = v.cards.empty() ? -1 : v.cards.front();
    QVERIFY2(reasonFor(st, s, card, v.kind).empty(), v.text.c_str());
  }
}

}  // namespace

class EnginesReasonsTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesBeforeThePlayOnlyTheHandMayGo() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int fixer = uidOf(table, "fixer");
    const int wrath = uidOf(table, "wrath");
    const int witness = uidOf(table, "witness");
    st->placeForTest(fixer, kV, Zone::Hand);
    st->placeForTest(wrath, kV, Zone::Active);
    st->placeForTest(witness, kD, Zone::Active);
    QCOMPARE(reasonFor(*st, kV, fixer, "play"), std::string());
    QCOMPARE(reasonFor(*st, kV, wrath, "use"), std::string("engines.why.playFirst"));
    // WITNESS's rival action (score it by discarding two WRATHs) is the Vigilante's to use.
    QCOMPARE(reasonFor(*st, kV, witness, "rival"), std::string("engines.why.playFirst"));
    QCOMPARE(reasonFor(*st, kV, -1, "end_turn"), std::string("engines.why.playFirst"));
    // WRATH has no rival action: nothing to explain to the Detective about it.
    QCOMPARE(reasonFor(*st, kD, wrath, "rival"), std::string());
    QCOMPARE(reasonFor(*st, kD, witness, "use"), std::string("engines.why.notYourTurn"));
    for (const Unavailable& u : st->unavailable(kD))
      if (u.messageKey == "engines.why.notYourTurn")
        QCOMPARE(u.args, std::vector<std::string>{"1"});
    expectNoLegalActionListed(*st);
  }

  void enginesEachRuleThatStopsAnActionIsNamed() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int fixer = uidOf(table, "fixer");
    const int wrath = uidOf(table, "wrath");
    const int enforcer = uidOf(table, "enforcer");
    const int lookout = uidOf(table, "lookout");
    const int hiredGun = uidOf(table, "hired_gun");
    const int witness = uidOf(table, "witness");
    const int tail = uidOf(table, "tail");
    st->placeForTest(fixer, kV, Zone::Hand);
    st->placeForTest(wrath, kV, Zone::Active, 0);       // scores a card of theirs at 90: none
    st->placeForTest(enforcer, kV, Zone::Active, 180);  // exhausted
    st->placeForTest(lookout, kV, Zone::Active, 0);     // unrotates a card of mine at 90
    st->placeForTest(hiredGun, kV, Zone::Active, 90);
    st->placeForTest(witness, kD, Zone::Active, 0);  // rival: discard two WRATHs, only one
    st->placeForTest(tail, kD, Zone::Active, 0);     // no rival action
    st->setPhaseForTest(Phase::Actions);
    QCOMPARE(reasonFor(*st, kV, fixer, "play"), std::string("engines.why.alreadyPlayed"));
    QCOMPARE(reasonFor(*st, kV, wrath, "use"), std::string("engines.why.noTarget"));
    QCOMPARE(reasonFor(*st, kV, enforcer, "use"), std::string("engines.why.exhausted"));
    QCOMPARE(reasonFor(*st, kV, lookout, "use"), std::string());
    QCOMPARE(reasonFor(*st, kV, witness, "rival"), std::string("engines.why.cannotPay"));
    QCOMPARE(reasonFor(*st, kV, tail, "rival"), std::string());
    QCOMPARE(reasonFor(*st, kV, -1, "end_turn"), std::string());
    expectNoLegalActionListed(*st);

    st->apply(useAction(lookout, hiredGun));
    QCOMPARE(reasonFor(*st, kV, lookout, "use"), std::string("engines.why.used"));
    expectNoLegalActionListed(*st);
  }

  // Issue 38, item 9: ending the turn while an Active card could still score is warned about,
  // and only then: WRATH with a card at 90 in the Detective's area to take, then used, then none.
  void enginesCautionBeforeEndingATurnWithAScoringActionUnused() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath");
    const int lookout = uidOf(table, "lookout");
    const int tail = uidOf(table, "tail");
    st->placeForTest(wrath, kV, Zone::Active, 0);
    st->placeForTest(lookout, kV, Zone::Active, 0);  // no scoring action: never named
    st->setPhaseForTest(Phase::Actions);
    QVERIFY(!st->caution(kEndTurn).has_value());  // nothing at 90 to score
    st->placeForTest(tail, kD, Zone::Active, 90);
    const auto unused = st->caution(kEndTurn);
    QVERIFY(unused.has_value());
    QCOMPARE(unused->messageKey, std::string("engines.caution.scoringUnused"));
    QCOMPARE(unused->args, (std::vector<std::string>{"WRATH", "1"}));
    QVERIFY(!st->caution(useAction(wrath, tail)).has_value());  // only the end of the turn
    st->apply(useAction(wrath, tail));
    QVERIFY(!st->caution(kEndTurn).has_value());  // used: nothing left to say
  }

  void enginesARivalActionIsUsedOncePerTurn() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int hiredGun = uidOf(table, "hired_gun");
    st->placeForTest(hiredGun, kV, Zone::Active, 0);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);  // HIRED GUN turns to 90; the Detective's turn
    st->setPhaseForTest(Phase::Actions);
    QCOMPARE(reasonFor(*st, kD, hiredGun, "rival"), std::string());
    st->apply(rivalAction(hiredGun));
    QCOMPARE(reasonFor(*st, kD, hiredGun, "rival"), std::string("engines.why.exhausted"));
    QCOMPARE(reasonFor(*st, kV, hiredGun, "use"), std::string("engines.why.notYourTurn"));
  }

  void enginesNothingIsUnavailableOnceTheActIsOver() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath");
    st->placeForTest(wrath, kV, Zone::Active, 0);
    for (int i = 0; i < kGoal; ++i) st->placeForTest(uidOf(table, "tail", i), kV, Zone::Score);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QVERIFY(st->isOver());
    QVERIFY(st->unavailable(kV).empty());
    QVERIFY(st->unavailable(kD).empty());
  }
};

QTEST_GUILESS_MAIN(EnginesReasonsTest)
#include "engines_reasons_test.moc"
