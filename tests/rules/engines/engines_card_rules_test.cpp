// Scenario tests for the cards: reset (with the end choice of double-ended cards), unrotate, WRATH,
// FIXER's modifier, WITNESS, taking cards (SUBVERT, KEEPING TABS) and where taken cards go, the
// assassin the Detective pumps, every other card's action, and the designer's optional setups.
#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;

namespace {
// A table in the Vigilante's action step.
std::unique_ptr<ActState> vigilanteActing() {
  auto st = emptyTable();
  st->setPhaseForTest(Phase::Actions);
  return st;
}
// A table in the Detective's action step (the Vigilante ended an empty turn).
std::unique_ptr<ActState> detectiveActing() {
  auto st = vigilanteActing();
  st->apply(kEndTurn);
  st->setPhaseForTest(Phase::Actions);
  return st;
}
}  // namespace

class EnginesCardRulesTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesResetTurnsACardBackToZero() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int turncoat = uidOf(table, "fixer"), wrath = uidOf(table, "wrath");
    st->placeForTest(turncoat, kV, Zone::Active, 0, 1);
    st->placeForTest(wrath, kV, Zone::Active, 90);
    st->apply(useAction(turncoat, wrath));
    QCOMPARE(st->angleOf(wrath), 0);
    QVERIFY(!st->hasPending());  // one-ended: no end to choose
    QVERIFY(hasEvent(*st, "reset", wrath));
  }

  void enginesResettingADoubleEndedCardLetsTheResetterChooseTheEnd() {
    for (int chosen : {0, 1}) {
      auto st = detectiveActing();
      const ActState& table = *st;
      const int stakeout = uidOf(table, "stakeout"), tail = uidOf(table, "tail");
      st->placeForTest(stakeout, kD, Zone::Active, 0);
      st->placeForTest(tail, kD, Zone::Active, 90, 0);
      st->apply(useAction(stakeout, tail));
      QCOMPARE(st->angleOf(tail), 0);
      QVERIFY(st->hasPending());
      QCOMPARE(st->actingSeat(), kD);
      QCOMPARE(st->legalActions(), (std::vector<ActionId>{chooseEndAction(0), chooseEndAction(1)}));
      QCOMPARE(st->describe(chooseEndAction(1)).kind, std::string("choose_end"));
      st->apply(chooseEndAction(chosen));
      QCOMPARE(st->endOf(tail), chosen);
      QCOMPARE(hasEvent(*st, "flip", tail), chosen == 1);
      QVERIFY(!st->hasPending());
      QVERIFY(isLegal(*st, kEndTurn));
    }
  }

  void enginesUnrotateTurnsNinetyBackToZeroAndCannotPickACardAtZero() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int fixer = uidOf(table, "fixer"), w0 = uidOf(table, "wrath", 0),
              w1 = uidOf(table, "wrath", 1);
    st->placeForTest(fixer, kV, Zone::Active, 0);
    st->placeForTest(w0, kV, Zone::Active, 90);
    st->placeForTest(w1, kV, Zone::Active, 0);
    QVERIFY(!isLegal(*st, useAction(fixer, w1)));  // at 0 it would do nothing
    st->apply(useAction(fixer, w0));
    QCOMPARE(st->angleOf(w0), 0);
    QVERIFY(hasEvent(*st, "unrotate", w0));
  }

  void enginesWrathWhenPlayedResetsEveryActiveWrath() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int w0 = uidOf(table, "wrath", 0), w1 = uidOf(table, "wrath", 1),
              w2 = uidOf(table, "wrath", 2);
    const int subvert = uidOf(table, "subvert");
    st->placeForTest(w0, kV, Zone::Active, 90);
    st->placeForTest(w1, kD, Zone::Active, 90, 0, true);  // taken by the Detective: reset too
    st->placeForTest(subvert, kV, Zone::Active, 90);
    st->placeForTest(w2, kV, Zone::Hand);
    st->apply(playAction(w2));
    QCOMPARE(st->angleOf(w0), 0);
    QCOMPARE(st->angleOf(w1), 0);
    QCOMPARE(st->angleOf(w2), 0);
    QCOMPARE(st->angleOf(subvert), 90);
  }

  void enginesWrathSendsADetectiveCardAtNinetyToBodycount() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath"), tail = uidOf(table, "tail"),
              tail2 = uidOf(table, "tail", 1);
    st->placeForTest(wrath, kV, Zone::Active, 0);
    st->placeForTest(tail, kD, Zone::Active, 90);
    st->placeForTest(tail2, kD, Zone::Active, 0);
    QVERIFY(!isLegal(*st, useAction(wrath, tail2)));
    st->apply(useAction(wrath, tail));
    QCOMPARE(st->zoneOf(tail), Zone::Score);
    QCOMPARE(st->sideOf(tail), kV);
    QCOMPARE(st->score(kV), 1);
  }

  void enginesFixerSendsExhaustingWrathToTheDiscard() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int fixer = uidOf(table, "fixer"), wrath = uidOf(table, "wrath");
    st->placeForTest(fixer, kV, Zone::Active, 0);
    st->placeForTest(wrath, kV, Zone::Active, 90);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(wrath), Zone::Discard);
    QCOMPARE(st->sideOf(wrath), kV);
    QCOMPARE(st->score(kD), 0);
    // Without FIXER Active (here: as TURNCOAT) WRATH feeds Evidence.
    auto other = vigilanteActing();
    other->placeForTest(fixer, kV, Zone::Active, 0, 1);
    other->placeForTest(wrath, kV, Zone::Active, 90);
    other->apply(kEndTurn);
    QCOMPARE(other->zoneOf(wrath), Zone::Score);
    QCOMPARE(other->sideOf(wrath), kD);
  }

  void enginesWitnessTakesOneMoreActiveCardIntoEvidence() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int witness = uidOf(table, "witness"), runner = uidOf(table, "runner");
    const int stakeout = uidOf(table, "stakeout");
    st->placeForTest(witness, kD, Zone::Active, 90);
    st->placeForTest(runner, kD, Zone::Active, 0);
    st->placeForTest(stakeout, kD, Zone::Active, 0);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(witness), Zone::Score);
    QVERIFY(st->hasPending());
    QCOMPARE(st->actingSeat(), kD);
    QCOMPARE(st->turnSeat(), kD);  // the turn is not over until the pick
    std::vector<ActionId> picks{pickAction(runner), pickAction(stakeout)};
    std::sort(picks.begin(), picks.end());
    QCOMPARE(st->legalActions(), picks);
    st->apply(pickAction(runner));
    QCOMPARE(st->zoneOf(runner), Zone::Score);
    QCOMPARE(st->score(kD), 2);
    QCOMPARE(st->angleOf(stakeout), 90);
    QCOMPARE(st->turnSeat(), kV);
  }

  void enginesVigilanteSilencesWitnessWithTwoWrath() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int witness = uidOf(table, "witness");
    const int w0 = uidOf(table, "wrath", 0), w1 = uidOf(table, "wrath", 1);
    st->placeForTest(witness, kD, Zone::Active, 0);
    st->placeForTest(w0, kV, Zone::Hand);
    QVERIFY(!isLegal(*st, rivalAction(witness)));  // one WRATH is not enough
    st->placeForTest(w1, kV, Zone::Active, 90);
    QVERIFY(isLegal(*st, rivalAction(witness)));
    st->apply(rivalAction(witness));
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{pickAction(w0), pickAction(w1)}));
    st->apply(pickAction(w1));
    QCOMPARE(st->zoneOf(witness), Zone::Active);  // not yet: the cost is half paid
    st->apply(pickAction(w0));
    QCOMPARE(st->zoneOf(w0), Zone::Discard);
    QCOMPARE(st->zoneOf(w1), Zone::Discard);
    QCOMPARE(st->zoneOf(witness), Zone::Score);
    QCOMPARE(st->sideOf(witness), kV);
    QVERIFY(!isLegal(*st, rivalAction(witness)));
  }

  void enginesSubvertTakesACardThatLeavesToTheTakersDiscard() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int subvert = uidOf(table, "subvert"), snitch = uidOf(table, "snitch");
    st->placeForTest(subvert, kV, Zone::Active, 0);
    st->placeForTest(snitch, kD, Zone::Active, 90);
    st->apply(useAction(subvert, snitch));
    QCOMPARE(st->sideOf(snitch), kV);
    QCOMPARE(st->zoneOf(snitch), Zone::Active);
    QCOMPARE(st->angleOf(snitch), 90);
    QVERIFY(st->isTaken(snitch));
    QVERIFY(hasEvent(*st, "take", snitch));
    st->apply(kEndTurn);
    // SNITCH prints Evidence, but a taken card leaves play into the taker's Discard.
    QCOMPARE(st->zoneOf(snitch), Zone::Discard);
    QCOMPARE(st->sideOf(snitch), kV);
    QCOMPARE(st->score(kD), 0);
  }

  // RULINGS: a card taken with SUBVERT or KEEPING TABS goes to the taker's Discard whenever it
  // leaves play, whatever sends it: it is never scored.
  void enginesTakenCardIsNeverScored() {
    // WRATH sends a card at 90 degrees in the Detective's area to Bodycount; the Detective took it.
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath"), lookout = uidOf(table, "lookout");
    st->placeForTest(wrath, kV, Zone::Active, 0);
    st->placeForTest(lookout, kD, Zone::Active, 90, 0, true);  // taken with KEEPING TABS
    QVERIFY(isLegal(*st, useAction(wrath, lookout)));
    st->apply(useAction(wrath, lookout));
    QCOMPARE(st->zoneOf(lookout), Zone::Discard);
    QCOMPARE(st->sideOf(lookout), kD);  // the taker's Discard
    QCOMPARE(st->score(kV), 0);
    QVERIFY(!st->isTaken(lookout));
    QVERIFY(hasEvent(*st, "discard", lookout));
    QVERIFY(!hasEvent(*st, "score", lookout));

    // HIRED GUN sends a No Morelz card to Bodycount; the Vigilante took it with SUBVERT.
    auto gun = vigilanteActing();
    const int hired = uidOf(table, "hired_gun"), snitch = uidOf(table, "snitch");
    gun->placeForTest(hired, kV, Zone::Active, 0);
    gun->placeForTest(snitch, kV, Zone::Active, 0, 0, true);
    gun->apply(useAction(hired, snitch));
    QCOMPARE(gun->zoneOf(snitch), Zone::Discard);
    QCOMPARE(gun->sideOf(snitch), kV);
    QCOMPARE(gun->score(kV), 0);

    // WITNESS brings one more Active card into Evidence: a taken one goes to the Discard instead.
    auto bonus = detectiveActing();
    const int witness = uidOf(table, "witness"), enforcer = uidOf(table, "enforcer");
    bonus->placeForTest(witness, kD, Zone::Active, 90);
    bonus->placeForTest(enforcer, kD, Zone::Active, 0, 0, true);
    bonus->apply(kEndTurn);
    QCOMPARE(bonus->zoneOf(witness), Zone::Score);
    QCOMPARE(bonus->legalActions(), (std::vector<ActionId>{pickAction(enforcer)}));
    bonus->apply(pickAction(enforcer));
    QCOMPARE(bonus->zoneOf(enforcer), Zone::Discard);
    QCOMPARE(bonus->sideOf(enforcer), kD);
    QCOMPARE(bonus->score(kD), 1);  // WITNESS alone
    QCOMPARE(bonus->score(kV), 0);
    QCOMPARE(bonus->turnSeat(), kV);
  }

  void enginesKeepingTabsTakesAndTakingBackEndsTheTaking() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int tabs = uidOf(table, "keeping_tabs"), enforcer = uidOf(table, "enforcer");
    const int subvert = uidOf(table, "subvert");
    st->placeForTest(tabs, kD, Zone::Active, 0);
    st->placeForTest(enforcer, kV, Zone::Active, 0);
    st->placeForTest(subvert, kV, Zone::Active, 0);
    st->apply(useAction(tabs, enforcer));
    QCOMPARE(st->sideOf(enforcer), kD);
    QVERIFY(st->isTaken(enforcer));
    st->apply(kEndTurn);  // the Detective's cards turn: ENFORCER to 90 in the Detective's area
    QCOMPARE(st->angleOf(enforcer), 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(useAction(subvert, enforcer));  // the Vigilante takes it back
    QCOMPARE(st->sideOf(enforcer), kV);
    QVERIFY(!st->isTaken(enforcer));
    st->apply(kEndTurn);
    // Back with its owner, it exhausts as printed: to Bodycount.
    QCOMPARE(st->zoneOf(enforcer), Zone::Score);
    QCOMPARE(st->sideOf(enforcer), kV);
  }

  void enginesDetectivePumpsHiredGunIntoEvidence() {
    auto st = detectiveActing();
    const int gun = uidOf(*st, "hired_gun");
    st->placeForTest(gun, kV, Zone::Active, 90);
    QVERIFY(isLegal(*st, rivalAction(gun)));
    QVERIFY(!isLegal(*st, useAction(gun, kNoTarget)));
    st->apply(rivalAction(gun));
    QCOMPARE(st->angleOf(gun), 180);
    QVERIFY(!isLegal(*st, rivalAction(gun)));
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(gun), Zone::Score);
    QCOMPARE(st->sideOf(gun), kD);
  }

  void enginesHiredGunSendsNoMorelzToBodycountAtAnyAngle() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int gun = uidOf(table, "hired_gun"), runner = uidOf(table, "runner");
    const int witness = uidOf(table, "witness");
    st->placeForTest(gun, kV, Zone::Active, 0);
    st->placeForTest(runner, kD, Zone::Active, 0);
    st->placeForTest(witness, kD, Zone::Active, 90);
    QVERIFY(!isLegal(*st, useAction(gun, witness)));  // not No Morelz
    st->apply(useAction(gun, runner));
    QCOMPARE(st->zoneOf(runner), Zone::Score);
    QCOMPARE(st->sideOf(runner), kV);
  }

  void enginesTailRotatesWrathAndUnrotatesTailsWhenPlayed() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int t0 = uidOf(table, "tail", 0), t1 = uidOf(table, "tail", 1),
              t2 = uidOf(table, "tail", 2);
    const int wrath = uidOf(table, "wrath"), subvert = uidOf(table, "subvert");
    st->placeForTest(t0, kD, Zone::Active, 90);
    st->placeForTest(t1, kD, Zone::Active, 90, 1);  // INTERROGATE: not a TAIL now
    st->placeForTest(wrath, kV, Zone::Active, 90);
    st->placeForTest(subvert, kV, Zone::Active, 0);
    st->placeForTest(t2, kD, Zone::Hand);
    st->setPhaseForTest(Phase::Play);
    st->apply(playAction(t2));
    QCOMPARE(st->angleOf(t0), 0);
    QCOMPARE(st->angleOf(t1), 90);
    QVERIFY(!isLegal(*st, useAction(t2, subvert)));  // only WRATH
    st->apply(useAction(t2, wrath));
    QCOMPARE(st->angleOf(wrath), 180);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(wrath), Zone::Score);
    QCOMPARE(st->sideOf(wrath), kD);
  }

  void enginesInterrogateSendsNoMorelzAtNinetyToEvidence() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int tail = uidOf(table, "tail"), lookout = uidOf(table, "lookout");
    const int snitch = uidOf(table, "snitch"), subvert = uidOf(table, "subvert");
    st->placeForTest(tail, kD, Zone::Active, 0, 1);
    st->placeForTest(lookout, kV, Zone::Active, 90);
    st->placeForTest(snitch, kD, Zone::Active, 0);
    st->placeForTest(subvert, kV, Zone::Active, 90);
    QVERIFY(!isLegal(*st, useAction(tail, snitch)));   // at 0
    QVERIFY(!isLegal(*st, useAction(tail, subvert)));  // not No Morelz
    st->apply(useAction(tail, lookout));
    QCOMPARE(st->zoneOf(lookout), Zone::Score);
    QCOMPARE(st->sideOf(lookout), kD);
  }

  void enginesInterrogateWhenPlayedUnrotatesEveryInterrogate() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int i0 = uidOf(table, "tail", 0), t1 = uidOf(table, "tail", 1),
              i2 = uidOf(table, "tail", 2);
    st->placeForTest(i0, kD, Zone::Active, 90, 1);
    st->placeForTest(t1, kD, Zone::Active, 90, 0);  // a TAIL: untouched
    st->placeForTest(i2, kD, Zone::Hand, 0, 1);
    st->setPhaseForTest(Phase::Play);
    st->apply(playAction(i2));
    QCOMPARE(st->angleOf(i0), 0);
    QCOMPARE(st->angleOf(t1), 90);
  }

  void enginesWitnessUnrotatesOneOfTheDetectivesCards() {
    auto st = detectiveActing();
    const ActState& table = *st;
    const int witness = uidOf(table, "witness"), tail = uidOf(table, "tail");
    const int wrath = uidOf(table, "wrath");
    st->placeForTest(witness, kD, Zone::Active, 0);
    st->placeForTest(tail, kD, Zone::Active, 90);
    st->placeForTest(wrath, kV, Zone::Active, 90);
    QVERIFY(!isLegal(*st, useAction(witness, wrath)));  // only the Detective's own cards
    st->apply(useAction(witness, tail));
    QCOMPARE(st->angleOf(tail), 0);
  }

  void enginesGangActionsRotateAndUnrotate() {
    auto st = vigilanteActing();
    const ActState& table = *st;
    const int lookout = uidOf(table, "lookout"), wrath = uidOf(table, "wrath");
    st->placeForTest(lookout, kV, Zone::Active, 0);
    st->placeForTest(wrath, kV, Zone::Active, 90);
    st->apply(useAction(lookout, wrath));
    QCOMPARE(st->angleOf(wrath), 0);
    st->apply(kEndTurn);
    st->setPhaseForTest(Phase::Actions);
    const int snitch = uidOf(table, "snitch"), runner = uidOf(table, "runner");
    st->placeForTest(snitch, kD, Zone::Active, 0);
    st->placeForTest(runner, kD, Zone::Active, 0);
    st->apply(useAction(snitch, lookout));
    QCOMPARE(st->angleOf(lookout), 180);
    st->placeForTest(uidOf(table, "tail"), kD, Zone::Active, 90);
    st->apply(useAction(runner, uidOf(table, "tail")));
    QCOMPARE(st->angleOf(uidOf(table, "tail")), 0);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(lookout), Zone::Score);  // LOOKOUT exhausts to Bodycount
    QCOMPARE(st->sideOf(lookout), kV);
  }

  void enginesTurncoatSetupStartsFixerAndHalfTheTailsTheOtherWayUp() {
    ActState st(shippedCards(), ActOptions{.setup = OptionalSetup::TurncoatUp}, 5);
    const ActState& table = st;
    QCOMPARE(st.endOf(uidOf(table, "fixer")), 1);
    int interrogates = 0;
    for (int k = 0; k < 4; ++k) interrogates += st.endOf(uidOf(table, "tail", k));
    QCOMPARE(interrogates, 2);
    ActState plain(shippedCards(), {}, 5);
    QCOMPARE(plain.endOf(uidOf(table, "fixer")), 0);
  }

  void enginesExchangeSetupSwapsTwoChosenCardsBeforeTheDeal() {
    ActState st(shippedCards(), ActOptions{.vigilanteSeat = 1, .setup = OptionalSetup::Exchange},
                5);
    const ActState& table = st;
    QCOMPARE(st.actingSeat(), 1);  // the Vigilante gives first
    QCOMPARE(st.count(1, Zone::Hand), 0);
    QCOMPARE(st.legalActions().size(), std::size_t(9));
    const int gun = uidOf(table, "hired_gun"), fixer = uidOf(table, "fixer");
    st.apply(pickAction(gun));
    st.apply(pickAction(fixer));
    QCOMPARE(st.actingSeat(), 0);
    QCOMPARE(st.legalActions().size(), std::size_t(9));  // only its own cards: none given back
    st.apply(pickAction(uidOf(table, "witness")));
    st.apply(pickAction(uidOf(table, "stakeout")));
    QCOMPARE(st.sideOf(gun), 0);
    QCOMPARE(st.sideOf(fixer), 0);
    QCOMPARE(st.sideOf(uidOf(table, "witness")), 1);
    QCOMPARE(st.count(0, Zone::Hand) + st.count(0, Zone::Deck), 9);
    QCOMPARE(st.count(1, Zone::Hand), kHandSize);
    QCOMPARE(st.actingSeat(), 1);
    QCOMPARE(st.phase(), Phase::Play);
  }
};

QTEST_APPLESS_MAIN(EnginesCardRulesTest)
#include "engines_card_rules_test.moc"
