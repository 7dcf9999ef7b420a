// Scenario tests for taking damage, the knockdown sequence, every way to lose, draws and the final
// bell. Each test arranges exact Stamina decks (letters top first: R Rally, U Unstable, S Stable).
#include <QtTest/QtTest>

#include <algorithm>

#include "knockdown_fixture.h"

using namespace gm::rules;
using namespace gm::rules::knockdown;
using namespace gm::rules::knockdown::test;

namespace {
std::unique_ptr<KnockdownState> safeState() {
  auto s = newState();
  s->arrangeForTest(0, {});
  s->arrangeForTest(1, {});
  return s;
}

// The uid of the i-th listed card (0 = top) of seat s's Stamina, before anything was drawn.
int topCard(const KnockdownState& s, Seat seat, int i) {
  const PlayerState& p = s.player(seat);
  return p.stamina[p.staminaCount - 1 - i];
}

std::vector<GameEvent> eventsOf(const KnockdownState& s, const std::string& kind) {
  std::vector<GameEvent> out;
  for (const auto& e : s.lastEvents())
    if (e.kind == kind) out.push_back(e);
  return out;
}
}  // namespace

class KnockdownDamageTest : public QObject {
  Q_OBJECT

 private slots:
  void knockdownUnstableMakesNewPileAndKnockdown() {
    auto s = safeState();
    // Mid deals 3: S U S; the knockdown sends 1 card (S) to the bottom, then reveals R.
    s->arrangeForTest(1, {.stamina = "SUSSR"});
    const int unstable = topCard(*s, 1, 1), rally = topCard(*s, 1, 4);
    playTurn(*s, kMid, kLateGuard);
    const PlayerState& p = s->player(1);
    QCOMPARE(int(p.pileCount), 1);
    QCOMPARE(int(p.pileSize[0]), 1);
    QCOMPARE(int(p.unstable[0]), unstable);
    QVERIFY(p.knockedDown);
    // The Rally shuffled the two Stables of the hit back in; only the Rally is on the Discard.
    QCOMPARE(int(p.discardCount), 1);
    QCOMPARE(int(p.discard[0]), rally);
    QCOMPARE(int(p.staminaCount), 38);
    QCOMPARE(int(p.revealingCount), 0);
    QVERIFY(!s->isTerminal());
  }

  void knockdownMovesOneCardPerRevealedUnstableToBottom() {
    auto s = safeState();
    // One Unstable pile already: the new Unstable makes two revealed, so two cards go under.
    s->arrangeForTest(1, {.stamina = "SSURRSR", .piles = {"U"}});
    s->setRecordEvents(true);
    const int firstRevealed = topCard(*s, 1, 5), rally = topCard(*s, 1, 6);
    playTurn(*s, kMid, kLateGuard);
    const auto bottom = eventsOf(*s, "to_bottom");
    QCOMPARE(bottom.size(), std::size_t(1));
    QCOMPARE(bottom[0].amount, 2);
    const auto reveals = eventsOf(*s, "knockdown_reveal");
    QCOMPARE(reveals.size(), std::size_t(2));
    QCOMPARE(reveals[0].card, firstRevealed);
    QCOMPARE(reveals[0].face, std::string("stable"));
    QCOMPARE(reveals[1].card, rally);
    QCOMPARE(int(s->player(1).pileCount), 2);
  }

  void knockdownRevealsOneCardAtATimeUntilRally() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "USSSSSSR"});
    s->setRecordEvents(true);
    playTurn(*s, kMid, kLateGuard);
    const auto reveals = eventsOf(*s, "knockdown_reveal");
    QCOMPARE(reveals.size(), std::size_t(4));
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(reveals[i].amount, i + 1);
      QCOMPARE(reveals[i].toZone, std::string("p1.revealing"));
    }
    QCOMPARE(reveals[3].face, std::string("rally"));
    QCOMPARE(eventsOf(*s, "rally").size(), std::size_t(1));
    QVERIFY(!s->isTerminal());
  }

  void knockdownRallyShufflesDiscardThenRevealedCardsGoToDiscard() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "USSSSSSR"});
    std::vector<int> hitCards{topCard(*s, 1, 1), topCard(*s, 1, 2)};
    std::vector<int> revealed;
    for (int i = 4; i < 8; ++i) revealed.push_back(topCard(*s, 1, i));
    s->setRecordEvents(true);
    playTurn(*s, kMid, kLateGuard);
    const PlayerState& p = s->player(1);
    // The Discard holds exactly this sequence's cards, in the order revealed.
    QCOMPARE(std::vector<int>(p.discard.begin(), p.discard.begin() + p.discardCount), revealed);
    QCOMPARE(int(p.staminaCount), 40 - 1 - 4);
    // The hit's two Stables went back into the Stamina with the shuffle.
    for (int uid : hitCards)
      QVERIFY(std::find(p.stamina.begin(), p.stamina.begin() + p.staminaCount, uid) !=
              p.stamina.begin() + p.staminaCount);
    const auto shuffles = eventsOf(*s, "shuffle");
    QCOMPARE(shuffles.size(), std::size_t(1));
    QCOMPARE(shuffles[0].amount, 2);
    const auto moved = eventsOf(*s, "revealed_to_discard");
    QCOMPARE(moved.size(), std::size_t(1));
    QCOMPARE(moved[0].amount, 4);
  }

  void knockdownUnstablesRevealedDuringKnockdownJoinSamePile() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "USSSSUR"});
    playTurn(*s, kMid, kLateGuard);
    const PlayerState& p = s->player(1);
    QCOMPARE(int(p.pileCount), 1);
    QCOMPARE(int(p.pileSize[0]), 2);
    QCOMPARE(int(p.unstableCount), 2);
    QCOMPARE(int(p.discardCount), 2);  // the Stable and the Rally, not the Unstable
    QVERIFY(!s->isTerminal());
  }

  void knockdownTenRevealsWithoutRallyLoses() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "USSS" + repeat('S', 10) + "R"});
    playTurn(*s, kMid, kLateGuard);
    QVERIFY(s->isTerminal());
    QCOMPARE(s->player(1).loss, LossReason::NoRally);
    QCOMPARE(int(s->player(1).revealingCount), 10);
    QCOMPARE(s->winner(), 0);
    QCOMPARE(s->returns(), (std::vector<double>{1.0, -1.0}));
  }

  void knockdownRallyOnTenthRevealStillSaves() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "USSS" + repeat('S', 9) + "R"});
    playTurn(*s, kMid, kLateGuard);
    QVERIFY(!s->isTerminal());
    QCOMPARE(int(s->player(1).discardCount), 10);
  }

  void knockdownTwentyDamageInOneTurnLoses() {
    auto s = safeState();
    playTurn(*s, kHuge, kCharge);  // 10, CRITICAL against Charge
    QVERIFY(s->isTerminal());
    QCOMPARE(s->player(1).damageThisTurn, 20);
    QCOMPARE(s->player(1).loss, LossReason::TwentyDamage);
    QCOMPARE(s->winner(), 0);
  }

  void knockdownNineteenDamageInOneTurnDoesNotLose() {
    auto s = newState();
    s->arrangeForTest(0, {.momentum = 9});
    s->arrangeForTest(1, {});
    playTurn(*s, kHuge, kMid);
    QCOMPARE(s->player(1).damageThisTurn, 19);
    QVERIFY(!s->isTerminal());
    QCOMPARE(int(s->player(1).discardCount), 19);
  }

  void knockdownThirdUnstablePileLoses() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "SUS", .piles = {"U", "U"}});
    playTurn(*s, kMid, kLateGuard);
    QVERIFY(s->isTerminal());
    QCOMPARE(int(s->player(1).pileCount), 3);
    QCOMPARE(s->player(1).loss, LossReason::ThreePiles);
    QCOMPARE(s->winner(), 0);
  }

  void knockdownAllUnstablesRevealedLoses() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "SUS", .piles = {"UUU"}});
    playTurn(*s, kMid, kLateGuard);
    QVERIFY(s->isTerminal());
    QCOMPARE(int(s->player(1).unstableCount), 4);
    QCOMPARE(int(s->player(1).pileCount), 2);
    QCOMPARE(s->player(1).loss, LossReason::AllUnstables);
  }

  void knockdownLastUnstableRevealedDuringKnockdownLoses() {
    auto s = safeState();
    // Two revealed before, one from the hit: K = 3 cards go under, then the fourth Unstable shows.
    s->arrangeForTest(1, {.stamina = "SUSSSSSU", .piles = {"UU"}});
    playTurn(*s, kMid, kLateGuard);
    QVERIFY(s->isTerminal());
    QCOMPARE(s->player(1).loss, LossReason::AllUnstables);
    QCOMPARE(int(s->player(1).pileCount), 2);
    QCOMPARE(int(s->player(1).pileSize[1]), 2);
  }

  void knockdownKnockedDownBeforeDealingDamageDealsZero() {
    auto s = newState();
    s->arrangeForTest(0, {});
    s->arrangeForTest(1, {.stamina = "USSR", .momentum = 2});
    playTurn(*s, kQuick, kSlow);
    const HitRecord& h = s->lastTurn().steps[1].hits[1];
    QVERIFY(h.knockedDownBefore);
    QCOMPARE(int(h.amount), 0);
    QCOMPARE(s->player(0).damageThisTurn, 0);
    QCOMPARE(s->player(1).momentum, 2);  // nothing landed, so the momentum waits
  }

  void knockdownBothLoseInSameStepIsDraw() {
    auto s = newState();
    s->arrangeForTest(0, {.stamina = "SUS", .piles = {"U", "U"}});
    s->arrangeForTest(1, {.stamina = "SUS", .piles = {"U", "U"}});
    playTurn(*s, kMid, kMid);
    QVERIFY(s->isTerminal());
    QVERIFY(s->isDraw());
    QCOMPARE(s->player(0).loss, LossReason::ThreePiles);
    QCOMPARE(s->player(1).loss, LossReason::ThreePiles);
    QCOMPARE(s->returns(), (std::vector<double>{0.0, 0.0}));
  }

  void knockdownGameEndsAfterTheStepWithALoss() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "SU", .piles = {"U", "U"}});
    playTurn(*s, kMid, kCounter);  // Mid (5) ends it before Counter (4) would hit
    QVERIFY(s->isTerminal());
    QCOMPARE(int(s->lastTurn().stepCount), 1);
    QCOMPARE(s->player(0).damageThisTurn, 0);
    QCOMPARE(s->winner(), 0);
  }

  void knockdownStaminaRunningOutMidRevealReshufflesDiscardOnly() {
    auto s = safeState();
    s->arrangeForTest(1, {.stamina = "SS", .piles = {"U"}, .restInDiscard = true});
    const int pileCard = s->player(1).unstable[0];
    QCOMPARE(int(s->player(1).discardCount), 37);
    s->setRecordEvents(true);
    playTurn(*s, kMid, kLateGuard);
    // Two cards from the Stamina, then the Discard (37 + the 2 just revealed) becomes the Stamina.
    std::vector<std::string> kinds;
    for (const auto& e : s->lastEvents())
      if (e.seat == 1 && (e.kind == "stamina_reveal" || e.kind == "shuffle"))
        kinds.push_back(e.kind);
    QCOMPARE(kinds, (std::vector<std::string>{"stamina_reveal", "stamina_reveal", "shuffle",
                                              "stamina_reveal"}));
    QCOMPARE(eventsOf(*s, "shuffle")[0].amount, 39);
    QCOMPARE(int(s->player(1).unstable[0]), pileCard);  // the Unstable pile never goes back
    QCOMPARE(int(s->player(1).pileSize[0]), 1);
  }

  void knockdownFinalBellAfterFortyTurnsLessDamageWins() {
    auto s = newState();
    s->arrangeForTest(0, {.totalDamage = 10});
    s->arrangeForTest(1, {.totalDamage = 5});
    s->setTurnForTest(39);
    playTurn(*s, kLateGuard, kLateGuard);
    QVERIFY(!s->isTerminal());
    QCOMPARE(s->turn(), 40);
    playTurn(*s, kLateGuard, kLateGuard);
    QVERIFY(s->isTerminal());
    QCOMPARE(s->winner(), 1);
    QCOMPARE(s->player(0).loss, LossReason::FinalBell);
    QCOMPARE(s->player(1).loss, LossReason::None);
    QCOMPARE(s->info().maxGameLength, 2 * kMaxTurns);
  }

  void knockdownFinalBellWithEqualDamageIsDraw() {
    auto s = newState();
    s->arrangeForTest(0, {.totalDamage = 7});
    s->arrangeForTest(1, {.totalDamage = 7});
    s->setTurnForTest(40);
    playTurn(*s, kLateGuard, kLateGuard);
    QVERIFY(s->isTerminal());
    QVERIFY(s->isDraw());
    QCOMPARE(s->returns(), (std::vector<double>{0.0, 0.0}));
  }
};

QTEST_APPLESS_MAIN(KnockdownDamageTest)
#include "knockdown_damage_test.moc"
