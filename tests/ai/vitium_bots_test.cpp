// The bots at Vitium: the policy hook's choices in constructed positions (completing first, what
// to buy and get underway, whose events to work and to sabotage, when to negotiate, what it
// accepts and never offers, where a job's Influence goes, pawns spared a deadly risk), and the
// heuristic and the search beating random play by a margin luck cannot explain.
#include <QtTest>
#include <algorithm>

#include "games/builtin_games.h"

#include "rules/vitium/vitium_fixture.h"

#include "policy_checks.h"
using namespace gm;
using namespace gm::test;
using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

namespace {

constexpr int kLedger = 0;

const Game& vitiumGame() {
  const Game* game = builtinGames().find("vitium");
  if (!game) qFatal("vitium is not registered");
  return *game;
}

const ActionId kEndTurn = encode(Kind::EndTurn);

}  // namespace

class VitiumBotsTest : public QObject {
  Q_OBJECT

 private slots:
  void policyCompletesAnEventBeforeAnythingElse() {
    // A job ready to complete, another to work on and a pawn to buy: the completion comes first.
    auto st = emptyTable();
    const int ready = put(*st, "collect_old_debts", 0, Zone::Underway);  // progress 3
    st->setCountersForTest(ready, 0, 0, 3, 0);
    const int other = put(*st, "forge_the_bonds", 0, Zone::Underway);
    const int pawn = put(*st, "whisperer", 0, Zone::Employ);
    const int tallyman = put(*st, "tallyman", 0, Zone::Hand);
    st->setCintForTest(0, 1000);
    EXPECT_FAVOURITE(*st, encode(Kind::Complete, ready));
    EXPECT_ORDER(*st, encode(Kind::Complete, ready), encode(Kind::Work, pawn, other),
                 encode(Kind::Purchase, tallyman));
  }

  void policyBuysPawnsThenGetsJobsUnderwayThenTheRest() {
    // Pawns do the work, jobs bring the Influence: a pawn, a job, a device, a gambit, then
    // negotiating and ending the turn.
    auto st = emptyTable();
    const int pawn = put(*st, "tallyman", 0, Zone::Hand);
    const int device = put(*st, "ledger_of_debts", 0, Zone::Hand);
    const int job = put(*st, "stage_a_scandal", 0, Zone::Hand);
    const int gambit = put(*st, "rumour_mill", 0, Zone::Hand);
    st->setCintForTest(0, 1000);
    EXPECT_FAVOURITE(*st, encode(Kind::Purchase, pawn));
    EXPECT_ORDER(*st, encode(Kind::Purchase, pawn), encode(Kind::Underway, job),
                 encode(Kind::Purchase, device), encode(Kind::Underway, gambit),
                 encode(Kind::Negotiate), kEndTurn);
  }

  void policyWorksOnItsOwnEventAndNotOnARivals() {
    auto st = emptyTable();
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);
    const int mine = put(*st, "collect_old_debts", 0, Zone::Underway);
    const int theirs = put(*st, "stage_a_scandal", 1, Zone::Underway);
    EXPECT_FAVOURITE(*st, encode(Kind::Work, pawn, mine));
    // Work on a rival's event (with its consent) helps the rival: below ending the turn.
    EXPECT_ORDER(*st, encode(Kind::Work, pawn, mine), kEndTurn, encode(Kind::Work, pawn, theirs));
  }

  void policySabotagesTheRivalEventFurthestAlongAndNeverItsOwn() {
    // Two rival events, at progress 1 and 3, each card in either role.
    for (const bool swap : {false, true}) {
      auto st = emptyTable();
      const int pawn = put(*st, "whisperer", 0, Zone::Employ);  // Stealth 4
      const int a = put(*st, "stage_a_scandal", 1, Zone::Underway);
      const int b = put(*st, "poison_the_gala", 1, Zone::Underway);
      const int near = swap ? b : a, far = swap ? a : b;
      st->setCountersForTest(near, 0, 0, 1, 0);
      st->setCountersForTest(far, 0, 0, 3, 0);
      EXPECT_FAVOURITE(*st, encode(Kind::Sabotage, pawn, far));
      // Its own event: sabotage would only be rid of it, below ending the turn.
      const int mine = put(*st, "collect_old_debts", 0, Zone::Underway);
      EXPECT_ORDER(*st, encode(Kind::Sabotage, pawn, far), encode(Kind::Sabotage, pawn, near),
                   kEndTurn, encode(Kind::Sabotage, pawn, mine));
    }
  }

  void policyNegotiatesOnlyWithCintToSpare() {
    // Negotiating costs 200Ç of the Çint purchases need: from 800Ç on it is worth a card.
    auto st = emptyTable();
    st->setCintForTest(0, 799);
    EXPECT_FAVOURITE(*st, kEndTurn);
    st->setCintForTest(0, 800);
    EXPECT_FAVOURITE(*st, encode(Kind::Negotiate));
  }

  void policyAcceptsWhatItIsOfferedAndOffersNoGift() {
    // A gift of 100Ç from boss 2.
    auto gift = emptyTable(2, 1);
    gift->setCintForTest(1, 500);
    act(*gift, encode(Kind::Gift, kNone, 0));
    act(*gift, encodeAmount(100));
    QCOMPARE(gift->phase(), Phase::Gift);
    QCOMPARE(gift->actingSeat(), 0);
    EXPECT_ORDER(*gift, encode(Kind::Accept), encode(Kind::Refuse));

    // Boss 2's pawn asks to work on boss 1's event.
    auto consent = emptyTable(2, 1);
    const int pawn = put(*consent, "tallyman", 1, Zone::Employ);
    const int event = put(*consent, "collect_old_debts", 0, Zone::Underway);
    act(*consent, encode(Kind::Work, pawn, event));
    QCOMPARE(consent->phase(), Phase::Consent);
    QCOMPARE(consent->actingSeat(), 0);
    EXPECT_ORDER(*consent, encode(Kind::Accept), encode(Kind::Refuse));

    // Boss 2 completes a job and offers boss 1 a point of its Influence.
    auto share = emptyTable(2, 1);
    const int job = put(*share, "collect_old_debts", 1, Zone::Underway);
    share->setCountersForTest(job, 0, 0, 3, 0);
    play(*share, encode(Kind::Complete, job));
    act(*share, encode(Kind::Allocate, kNone, 0));
    QCOMPARE(share->phase(), Phase::Share);
    QCOMPARE(share->actingSeat(), 0);
    EXPECT_ORDER(*share, encode(Kind::Accept), encode(Kind::Refuse));

    // With Çint to give and nothing else to do, boss 1 ends its turn rather than offer any.
    auto giver = emptyTable(3);
    giver->setCintForTest(0, 500);
    QVERIFY(legal(*giver, encode(Kind::Gift, kNone, 1)));
    QVERIFY(legal(*giver, encode(Kind::Gift, kNone, 2)));
    EXPECT_FAVOURITE(*giver, kEndTurn);
    EXPECT_ORDER(*giver, kEndTurn, encode(Kind::Gift, kNone, 1));
    EXPECT_ORDER(*giver, kEndTurn, encode(Kind::Gift, kNone, 2));
  }

  void policyKeepsAJobsInfluenceForItself() {
    // Forge the Bonds: 2 Influence to allocate, one point at a time; at either seat, both stay
    // with the job's boss.
    for (const Seat owner : {0, 1}) {
      auto st = emptyTable(2, owner);
      const int job = put(*st, "forge_the_bonds", owner, Zone::Underway);
      st->setInfluenceForTest(owner, kLedger, 1);
      st->setCountersForTest(job, 0, 0, 5, 0);
      play(*st, encode(Kind::Complete, job));
      for (int point = 0; point < 2; ++point) {
        QCOMPARE(st->phase(), Phase::Allocate);
        QCOMPARE(st->actingSeat(), owner);
        EXPECT_FAVOURITE(*st, encode(Kind::Allocate, kNone, owner));
        act(*st, encode(Kind::Allocate, kNone, owner));
      }
      QCOMPARE(int(st->boss(owner).influence[kLedger]), 3);
      QCOMPARE(st->boss(1 - owner).total(), 0);
    }
  }

  void policySparesAPawnWhoseRiskWouldKillIt() {
    // Influence 3: risk 1. The Tallyman at 4 damage of Resolve 5 would die paying it, so its work
    // is worth a fifth and the gambit goes underway instead; unhurt, it works.
    const auto make = [](int damage) {
      auto st = emptyTable();
      st->setInfluenceForTest(0, kLedger, 3);
      const int pawn = put(*st, "tallyman", 0, Zone::Employ);
      put(*st, "collect_old_debts", 0, Zone::Underway);
      put(*st, "rumour_mill", 0, Zone::Hand);
      put(*st, "press_ganger", 1, Zone::Employ);    // a pawn with Force
      put(*st, "counting_house", 1, Zone::Employ);  // a location: attacking it carries risk
      st->setCountersForTest(pawn, damage, 0, 0, 0);
      return st;
    };
    const auto hurt = make(4), unhurt = make(0);
    const int pawn = hurt->uidOf("tallyman", 0);
    const int job = hurt->uidOf("collect_old_debts", 0);
    const int gambit = hurt->uidOf("rumour_mill", 0);
    const int ganger = hurt->uidOf("press_ganger", 1);
    const int house = hurt->uidOf("counting_house", 1);
    QVERIFY(hurt->riskKills(pawn));
    QVERIFY(!unhurt->riskKills(pawn));
    EXPECT_FAVOURITE(*hurt, encode(Kind::Underway, gambit));
    EXPECT_FAVOURITE(*unhurt, encode(Kind::Work, pawn, job));
    for (const ActionId risky : {encode(Kind::Work, pawn, job), encode(Kind::Attack, pawn, house)})
      QCOMPARE(weightOf(*hurt, risky), 0.2 * weightOf(*unhurt, risky));
    // An attack on a pawn with Force carries no risk: its weight stays.
    QCOMPARE(weightOf(*hurt, encode(Kind::Attack, pawn, ganger)),
             weightOf(*unhurt, encode(Kind::Attack, pawn, ganger)));
  }

  void heuristicAndSearchBeatRandomAtTwoBosses() {
    // 100 games each, seats rotated, 16 rounds at most (the game's botOnlyVariant), Normal on 100
    // iterations (iteration budgets only: the same figures every run). Both must win at least
    // three games in four, beyond the 95 % interval. Under the sanitizers fewer games check the
    // play, not the margins (tests/sanitizer_scale.h).
    expectHeuristicAndNormalBeatRandom(vitiumGame(), 100, 6, 2032, 100);
  }
};

QTEST_APPLESS_MAIN(VitiumBotsTest)
#include "vitium_bots_test.moc"
