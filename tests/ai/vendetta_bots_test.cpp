// The bots at Personal Vendetta: the policy hook's choices in constructed positions (the blow
// that kills, the cost that would kill, how much X to pay, which clone to choose, when to react,
// what to discard and what to bring back, healing weighed by danger), and the heuristic and the
// search beating random play by a margin luck cannot explain.
#include <QtTest>
#include <algorithm>

#include "games/builtin_games.h"
#include "rules/vendetta/vendetta_fixture.h"

#include "policy_checks.h"
using namespace gm;
using namespace gm::test;
using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

namespace {

const Game& vendettaGame() {
  const Game* game = builtinGames().find("vendetta");
  if (!game) qFatal("vendetta is not registered");
  return *game;
}

// The legal action of `kind` about card `id`; fails the test when there is none.
ActionId legalAction(const VendettaState& st, const std::string& kind, const std::string& id) {
  const ActionId a = find(st, kind, id);
  if (a < 0) qFatal("no legal %s %s", kind.c_str(), id.c_str());
  return a;
}

}  // namespace

class VendettaBotsTest : public QObject {
  Q_OBJECT

 private slots:
  void policyPlaysTheCardThatKillsOverABiggerHit() {
    // The opponent at corpus 2 and cerebrium 6: Memory Carve's 4 cerebrium is the bigger hit,
    // Shiv's 3 corpus the one that kills.
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "shiv", ZoneKind::Hand, 0);
    st->setLifeForTest(1, 2, 6);
    st->startTurnForTest(0, 2);
    EXPECT_FAVOURITE(*st, legalAction(*st, "play", "shiv"));

    // With the same opponent at corpus 4 neither kills, and the bigger hit wins.
    st->setLifeForTest(1, 4, 6);
    EXPECT_FAVOURITE(*st, legalAction(*st, "play", "memory_carve"));
  }

  void policyNeverPaysItsLastCorpusEvenForAKill() {
    // Shiv would kill the opponent, but its 2 corpus are all seat 0 has: it would die paying and
    // its action would not resolve. A take of a weak card is better.
    auto st = emptyTable();
    put(*st, "shiv", ZoneKind::Hand, 0);
    put(*st, "rummage", ZoneKind::Headspace);
    st->setLifeForTest(0, 2, 20);
    st->setLifeForTest(1, 3, 20);
    st->startTurnForTest(0, 2);
    EXPECT_FAVOURITE(*st, legalAction(*st, "take", "rummage"));

    // One corpus more and Shiv is safe to pay: it kills.
    st->setLifeForTest(0, 3, 20);
    EXPECT_FAVOURITE(*st, legalAction(*st, "play", "shiv"));
  }

  void policyPaysTheLargestXThatKeepsFivePointsBack() {
    // Whisper Campaign's X is paid in cerebrium: at 10 the most that leaves 5 is X = 5.
    for (const auto& [cerebrium, best] : std::vector<std::pair<int, int>>{{10, 5}, {14, 9}}) {
      auto st = emptyTable();
      put(*st, "whisper_campaign", ZoneKind::Hand, 0);
      st->setLifeForTest(0, 20, cerebrium);
      st->startTurnForTest(0, 2);
      act(*st, "play", "whisper_campaign");
      QCOMPARE(st->phase(), Phase::ChooseX);
      EXPECT_FAVOURITE(*st, kXBase + best);
    }
  }

  void policyChoosesTheCloneNearestDeathInEitherResource() {
    // Three clones of 15: seat 1 has less in all (8 + 8) but seat 2 is nearer death (6 cerebrium).
    for (const bool swap : {false, true}) {
      auto st = emptyTable(3);
      const Seat nearer = swap ? 1 : 2, other = swap ? 2 : 1;
      put(*st, "memory_carve", ZoneKind::Hand, 0);
      st->setLifeForTest(other, 8, 8);
      st->setLifeForTest(nearer, 15, 6);
      st->startTurnForTest(0, 2);
      act(*st, "play", "memory_carve");
      QCOMPARE(st->phase(), Phase::Target);
      EXPECT_FAVOURITE(*st, kTargetBase + nearer);
    }
  }

  void policyReactsOnlyWhenTheReactionWouldHold() {
    // Play Dead shields a clone an attack chose: against Memory Carve seat 1 plays it...
    auto attacked = emptyTable();
    put(*attacked, "memory_carve", ZoneKind::Hand, 0);
    put(*attacked, "play_dead", ZoneKind::Hand, 1);
    put(*attacked, "rummage", ZoneKind::Hand, 1);  // the card Play Dead costs
    attacked->startTurnForTest(0, 2);
    act(*attacked, "play", "memory_carve");
    QCOMPARE(attacked->phase(), Phase::React);
    QCOMPARE(attacked->actingSeat(), 1);
    EXPECT_FAVOURITE(*attacked, legalAction(*attacked, "react", "play_dead"));

    // ... against a take it would be paid for and do nothing: seat 1 lets the take through.
    auto taken = emptyTable();
    put(*taken, "memory_carve", ZoneKind::Headspace);
    put(*taken, "play_dead", ZoneKind::Hand, 1);
    put(*taken, "rummage", ZoneKind::Hand, 1);
    taken->startTurnForTest(0, 2);
    act(*taken, "take", "memory_carve");
    QCOMPARE(taken->phase(), Phase::React);
    QCOMPARE(taken->actingSeat(), 1);
    QVERIFY(can(*taken, "react", "play_dead"));
    EXPECT_FAVOURITE(*taken, kPass);
  }

  void policyDiscardsTheCardWorthLeastDownToHandSize() {
    // Five cards at the end of the turn, hand size 4: Rummage (2 cards for a card and a
    // cerebrium) goes, the attacks stay.
    auto st = emptyTable();
    for (const char* id : {"memory_carve", "scalpel_lunge", "rummage", "shiv"})
      put(*st, id, ZoneKind::Hand, 0);
    put(*st, "blood_draw", ZoneKind::Headspace);
    st->startTurnForTest(0, 1);  // the game's first turn: one tick, spent on the take
    act(*st, "take", "blood_draw");
    passAll(*st);
    QCOMPARE(st->phase(), Phase::HandLimit);
    QCOMPARE(st->clone(0).hand.size(), 5);
    EXPECT_FAVOURITE(*st, legalAction(*st, "discard", "rummage"));
  }

  void policyRecallsTheMostUsefulForgottenCard() {
    // Scavenge brings one forgotten card back: Memory Carve, not Final Grudge or Rummage.
    auto st = emptyTable();
    put(*st, "scavenge", ZoneKind::Hand, 0);
    for (const char* id : {"rummage", "memory_carve", "final_grudge"})
      put(*st, id, ZoneKind::Forgotten, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scavenge");
    passAll(*st);
    QCOMPARE(st->phase(), Phase::EffectPick);
    EXPECT_FAVOURITE(*st, legalAction(*st, "recall", "memory_carve"));
  }

  void policyPlaysTheHealingStateOnlyWhenHurt() {
    // Iron Lung gains 2 corpus every turn, for 2 corpus now. At full corpus it would gain
    // nothing: even Rummage (2 cards for a card and a cerebrium) is worth more.
    auto full = emptyTable();
    put(*full, "iron_lung", ZoneKind::Hand, 0);
    put(*full, "rummage", ZoneKind::Hand, 0);
    full->startTurnForTest(0, 2);
    QVERIFY(weightOf(*full, legalAction(*full, "play", "rummage")) >
            weightOf(*full, legalAction(*full, "play", "iron_lung")));

    // At corpus 8 a point of corpus is worth more than at 20: the corpus it brings back beats
    // 4 cerebrium of damage to a healthy opponent.
    auto hurt = emptyTable();
    put(*hurt, "iron_lung", ZoneKind::Hand, 0);
    put(*hurt, "memory_carve", ZoneKind::Hand, 0);
    hurt->startTurnForTest(0, 2);
    EXPECT_FAVOURITE(*hurt, legalAction(*hurt, "play", "memory_carve"));
    hurt->setLifeForTest(0, 8, 20);
    EXPECT_FAVOURITE(*hurt, legalAction(*hurt, "play", "iron_lung"));
  }

  void heuristicAndSearchBeatRandomAtTwoClones() {
    // 100 games each, seats rotated, Normal on 200 iterations (iteration budgets only: the same
    // figures every run). Both must win at least three games in four, beyond the 95 % interval.
    // Under the sanitizers fewer games check the play, not the margins (tests/sanitizer_scale.h).
    expectHeuristicAndNormalBeatRandom(vendettaGame(), 100, 8, 2031, 200);
  }
};

QTEST_APPLESS_MAIN(VendettaBotsTest)
#include "vendetta_bots_test.moc"
