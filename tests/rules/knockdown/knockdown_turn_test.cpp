// Scenario tests for a Knockdown turn: commit order, speed order, the damage formula and its
// rulings (CRITICAL, AGAINST, momentum, reduction). Each test arranges exact Stamina decks.
#include <QtTest/QtTest>

#include "../undo_barrier_check.h"
#include "knockdown_fixture.h"

using namespace gm::rules;
using namespace gm::rules::knockdown;
using namespace gm::rules::knockdown::test;

namespace {
// Both decks with 28 Stables on top: no knockdown for the first 28 damage.
std::unique_ptr<KnockdownState> safeState(int momentum0 = 0, int momentum1 = 0) {
  auto s = newState();
  s->arrangeForTest(0, {.momentum = momentum0});
  s->arrangeForTest(1, {.momentum = momentum1});
  return s;
}

const HitRecord& hitOf(const KnockdownState& s, Seat attacker) {
  const TurnRecord& t = s.lastTurn();
  for (int k = 0; k < t.stepCount; ++k)
    if ((t.steps[k].seats >> attacker) & 1u) return t.steps[k].hits[attacker];
  static const HitRecord none;
  return none;
}
}  // namespace

class KnockdownTurnTest : public QObject {
  Q_OBJECT

 private slots:
  void knockdownSeatZeroCommitsFirstThenSeatOne() {
    auto s = newState();
    QCOMPARE(s->nodeKind(), NodeKind::SecretCommit);
    QCOMPARE(s->actingSeat(), 0);
    QCOMPARE(s->legalActions(), (std::vector<ActionId>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    s->apply(kMid);
    QCOMPARE(s->nodeKind(), NodeKind::SecretCommit);
    QCOMPARE(s->actingSeat(), 1);
    QCOMPARE(s->player(0).pending, kMid);
    QCOMPARE(s->turn(), 1);
    s->apply(kQuick);
    // The second commit resolves the turn; both cards return to the hand.
    QCOMPARE(s->actingSeat(), 0);
    QCOMPARE(s->turn(), 2);
    QCOMPARE(s->player(0).pending, -1);
    QCOMPARE(s->player(1).pending, -1);
    QCOMPARE(s->lastTurn().cards[0], kMid);
    QCOMPARE(s->lastTurn().cards[1], kQuick);
    QCOMPARE(s->legalActions().size(), std::size_t(10));
  }

  void knockdownInstantResolvesBeforeNumberedSpeeds() {
    auto s = safeState();
    // Flash's single point of damage turns up an Unstable: Player 1 is down before Quick lands.
    s->arrangeForTest(0, {.stamina = "USR"});
    playTurn(*s, kQuick, kFlash);
    const TurnRecord& t = s->lastTurn();
    QCOMPARE(t.stepCount, 2);
    QCOMPARE(t.steps[0].rank, kInstantRank);
    QCOMPARE(t.steps[0].seats, 0b10);
    QCOMPARE(t.steps[1].rank, 9);
    QCOMPARE(s->player(0).damageThisTurn, 1);
    QVERIFY(s->player(0).knockedDown);
    QVERIFY(hitOf(*s, 0).knockedDownBefore);
    QCOMPARE(s->player(1).damageThisTurn, 0);
  }

  void knockdownHigherSpeedResolvesFirst() {
    auto s = safeState();
    s->arrangeForTest(0, {.stamina = "USSR"});
    // Seat 1 holds the faster card: order follows speed, not seats.
    playTurn(*s, kMid, kQuick);
    const TurnRecord& t = s->lastTurn();
    QCOMPARE(t.stepCount, 2);
    QCOMPARE(t.steps[0].rank, 9);
    QCOMPARE(t.steps[0].seats, 0b10);
    QCOMPARE(t.steps[1].rank, 5);
    QCOMPARE(t.steps[1].seats, 0b01);
    QCOMPARE(s->player(0).damageThisTurn, 2);
    QCOMPARE(s->player(1).damageThisTurn, 0);
  }

  void knockdownHigherSpeedFirstWithoutKnockdownBothHit() {
    auto s = safeState();
    playTurn(*s, kMid, kQuick);
    QCOMPARE(s->lastTurn().steps[0].rank, 9);
    QCOMPARE(s->player(0).damageThisTurn, 2);
    QCOMPARE(s->player(1).damageThisTurn, 3);
  }

  void knockdownEqualSpeedIsSimultaneous() {
    auto s = safeState();
    // Both are knocked down in the same step, yet both hits land: neither was down "before".
    s->arrangeForTest(0, {.stamina = "USSR"});
    s->arrangeForTest(1, {.stamina = "USSR"});
    playTurn(*s, kMid, kMidGuard);
    const TurnRecord& t = s->lastTurn();
    QCOMPARE(t.stepCount, 1);
    QCOMPARE(t.steps[0].seats, 0b11);
    QCOMPARE(t.steps[0].rank, 5);
    QCOMPARE(hitOf(*s, 0).amount, 2);  // 3 - Mid Guard's 1, which already counts in its own step
    QCOMPARE(hitOf(*s, 1).amount, 2);
    QVERIFY(!hitOf(*s, 0).knockedDownBefore);
    QVERIFY(!hitOf(*s, 1).knockedDownBefore);
    QVERIFY(s->player(0).knockedDown);
    QVERIFY(s->player(1).knockedDown);
    QCOMPARE(s->player(0).damageThisTurn, 2);
    QCOMPARE(s->player(1).damageThisTurn, 2);
  }

  void knockdownCriticalDoublesBaseDamageNotMomentum() {
    auto s = safeState(3, 0);
    playTurn(*s, kSlow, kMid);
    const HitRecord& h = hitOf(*s, 0);
    QVERIFY(h.critical);
    QCOMPARE(h.base, 5);
    QCOMPARE(h.momentum, 3);
    QCOMPARE(h.amount, 13);  // 5 x 2 + 3, not (5 + 3) x 2
    QCOMPARE(s->player(1).damageThisTurn, 13);
    QCOMPARE(s->player(0).momentum, 0);
  }

  void knockdownCriticalOnlyAgainstNamedCard() {
    auto s = safeState();
    playTurn(*s, kSlow, kQuick);
    QVERIFY(!hitOf(*s, 0).critical);
    QCOMPARE(s->player(1).damageThisTurn, 5);
  }

  void knockdownAgainstTriggersOnlyAgainstNamedCard() {
    auto s = safeState();
    playTurn(*s, kCounter, kSlow);
    QCOMPARE(s->player(1).damageThisTurn, 4);  // 2 + 2 AGAINST Slow
    QCOMPARE(s->player(0).momentum, 1);        // AGAINST Slow also stores 1
    auto t = safeState();
    playTurn(*t, kCounter, kMid);
    QCOMPARE(t->player(1).damageThisTurn, 2);
    QCOMPARE(t->player(0).momentum, 0);
  }

  void knockdownMomentumCarriesToNextTurnAndIsSpent() {
    auto s = safeState();
    playTurn(*s, kCharge, kLateGuard);
    QCOMPARE(s->player(0).momentum, 3);
    QCOMPARE(s->player(1).damageThisTurn, 0);
    playTurn(*s, kMid, kLateGuard);  // Late Guard resolves after Mid: no protection
    QCOMPARE(s->player(1).damageThisTurn, 6);
    QCOMPARE(hitOf(*s, 0).momentum, 3);
    QCOMPARE(s->player(0).momentum, 0);
    playTurn(*s, kMid, kLateGuard);
    QCOMPARE(s->player(1).damageThisTurn, 3);
  }

  void knockdownMomentumAccumulates() {
    auto s = safeState();
    playTurn(*s, kCharge, kLateGuard);
    playTurn(*s, kCharge, kLateGuard);
    QCOMPARE(s->player(0).momentum, 6);
    playTurn(*s, kMid, kLateGuard);
    QCOMPARE(s->player(1).damageThisTurn, 9);
  }

  void knockdownMomentumIsNotUsedByItsOwnCard() {
    auto s = safeState();
    // Counter stores 1 AGAINST Slow, but its own hit is 4, not 5.
    playTurn(*s, kCounter, kSlow);
    QCOMPARE(hitOf(*s, 0).amount, 4);
    QCOMPARE(s->player(0).momentum, 1);
  }

  void knockdownReductionNeverBelowZero() {
    auto s = safeState();
    playTurn(*s, kQuick, kGuard);  // 2 - 3
    QCOMPARE(hitOf(*s, 0).amount, 0);
    QCOMPARE(hitOf(*s, 0).reduction, 3);
    QCOMPARE(s->player(1).damageThisTurn, 0);
    QCOMPARE(s->player(1).totalDamage, 0);
    QCOMPARE(int(s->player(1).staminaCount), 40);
    QCOMPARE(int(s->player(1).discardCount), 0);
  }

  void knockdownFullyBlockedHitKeepsMomentum() {
    auto s = safeState(1, 0);
    playTurn(*s, kQuick, kGuard);  // 2 + 1 - 3 = 0: nothing landed, so nothing spent
    QCOMPARE(hitOf(*s, 0).amount, 0);
    QCOMPARE(s->player(0).momentum, 1);
  }

  void knockdownReductionFromSlowerCardDoesNotProtectAgainstFasterHit() {
    auto s = safeState();
    playTurn(*s, kMid, kLateGuard);
    QCOMPARE(hitOf(*s, 0).reduction, 0);
    QCOMPARE(s->player(1).damageThisTurn, 3);
  }

  void knockdownReductionProtectsFromItsOwnStepOn() {
    auto s = safeState();
    playTurn(*s, kMid, kMidGuard);  // same step
    QCOMPARE(s->player(1).damageThisTurn, 2);
    auto t = safeState();
    playTurn(*t, kSlow, kGuard);  // INSTANT guard, later hit
    QCOMPARE(t->player(1).damageThisTurn, 2);
  }

  void knockdownDamageRevealsThatManyCardsToDiscard() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "SSRS"});
    const PlayerState before = s->player(1);
    playTurn(*s, kMid, kLateGuard);
    const PlayerState& p = s->player(1);
    QCOMPARE(int(p.discardCount), 3);
    QCOMPARE(int(p.staminaCount), 37);
    // Top first: the first card revealed lies at the bottom of the Discard.
    QCOMPARE(int(p.discard[0]), int(before.stamina[39]));
    QCOMPARE(int(p.discard[1]), int(before.stamina[38]));
    QCOMPARE(int(p.discard[2]), int(before.stamina[37]));
    QCOMPARE(s->kindOf(p.discard[2]), StaminaKind::Rally);
    QCOMPARE(int(p.pileCount), 0);
    QVERIFY(!p.knockedDown);
  }
  // Undo: a commit may be taken back until the cards are revealed; the reveal is a barrier for
  // both seats (each saw the other's card), never the first commit.
  void knockdownUndoBarrierIsTheReveal() {
    auto s = newState();
    s->setTrackUndo(true);
    s->apply(kMid);
    QCOMPARE(s->undoBarrier(0), std::size_t(0));
    QCOMPARE(s->undoBarrier(1), std::size_t(1));  // not seat 1's move
    s->apply(kQuick);
    QCOMPARE(s->undoNotes()[1].revealedTo, 0b11u);
    QCOMPARE(s->undoBarrier(0), std::size_t(2));
    QCOMPARE(s->undoBarrier(1), std::size_t(2));
    s->apply(kSlow);
    QCOMPARE(s->undoBarrier(0), std::size_t(2));
    gm::rules::test::checkUndoBarrier(
        {.game = "knockdown",
         .mustBlock = [](auto events,
                         Seat) { return gm::rules::test::hasEvent(events, "reveal_action"); },
         .mustAllow =
             [](const ActionView&, auto events) {
               return events.size() == 1 && events[0].kind == "commit";
             }});
  }
};

QTEST_APPLESS_MAIN(KnockdownTurnTest)
#include "knockdown_turn_test.moc"
