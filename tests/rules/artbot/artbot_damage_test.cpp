// Scenario tests for damage and healing: the reveal count, Rarity arithmetic, the victim's choice
// of discards (how many, and who chooses), negative damage bringing cards back from the Discard
// (fewer when the Discard is short), a short Inactive Deck revealing from the Active Deck at
// random, and healing limits.
#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

namespace {
// Seat 0 plays `card` (its only Active card) at seat 1, whose Inactive Deck has `top` on top.
std::unique_ptr<ArtbotState> attack(const std::string& card, const std::vector<std::string>& top,
                                    int seats = 2) {
  auto st = emptyTable(seats);
  put(*st, 0, Zone::Active, {card});
  put(*st, 1, Zone::Inactive, top);
  st->startTurnForTest(0, 1);
  st->apply(st->playAction(typeOf(*st, card)));
  if (st->phase() == Phase::Target) st->apply(st->targetAction(1));
  return st;
}
}  // namespace

class ArtbotDamageTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotRevealCountIsPowerPointsOverTen() {
    for (const auto& [card, n] : std::vector<std::pair<std::string, int>>{
             {"easel_swing", 1}, {"rust_hook", 2}, {"kiln_blast", 3}, {"bronze_titan", 6}}) {
      auto st = attack(card, {});
      QCOMPARE(countEvents(*st, "reveal"), n);
      QCOMPARE(firstEvent(*st, "reveal")->seat, 1);
    }
  }

  void artbotRarityPointsAreSubtractedFromPowerPoints() {
    // 60 against a Rare (20) and a Super Rare (40) and four Commons: 0 damage, nothing discarded.
    auto st = attack("bronze_titan", {"arc_welder_slam", "gold_leaf_guardian", "easel_swing",
                                      "rust_hook", "chisel_jab", "muse_drain"});
    const GameEvent* damage = firstEvent(*st, "damage");
    QVERIFY(damage != nullptr);
    QCOMPARE(damage->amount, 0);
    QCOMPARE(damage->args, (std::vector<std::string>{"60", "60", "0", "0"}));
    QCOMPARE(st->count(1, Zone::Discard), 0);
    // Back under in the order they were revealed: the last revealed is the new bottom card.
    const auto bottom = ids(*st, st->cardsIn(1, Zone::Inactive));
    QCOMPARE(std::vector<std::string>(bottom.begin(), bottom.begin() + 6),
             (std::vector<std::string>{"muse_drain", "chisel_jab", "rust_hook", "easel_swing",
                                       "gold_leaf_guardian", "arc_welder_slam"}));
    QCOMPARE(st->hp(1), 200);
  }

  void artbotVictimChoosesWhichRevealedCardsToDiscard() {
    // 30 against a Rare and two Commons: 10 net, so the victim picks one of the three.
    auto st = attack("roller_punch", {"arc_welder_slam", "rust_hook", "easel_swing"});
    QCOMPARE(st->phase(), Phase::Discard);
    QCOMPARE(st->actingSeat(), 1);
    QCOMPARE(st->pending().net, 10);
    QCOMPARE(st->pending().remaining, 1);
    QCOMPARE(st->legalActions(),
             (std::vector<ActionId>{st->pickAction(typeOf(*st, "rust_hook")),
                                    st->pickAction(typeOf(*st, "easel_swing")),
                                    st->pickAction(typeOf(*st, "arc_welder_slam"))}));
    const auto view = st->describe(st->pickAction(typeOf(*st, "easel_swing")));
    QCOMPARE(view.kind, std::string("discard"));
    QCOMPARE(view.seat, 1);
    QCOMPARE(view.fromZone, std::string("p1.revealed"));
    QCOMPARE(view.toZone, std::string("p1.discard"));
    st->apply(st->pickAction(typeOf(*st, "easel_swing")));
    QCOMPARE(ids(*st, st->cardsIn(1, Zone::Discard)), std::vector<std::string>{"easel_swing"});
    const auto bottom = ids(*st, st->cardsIn(1, Zone::Inactive));
    QCOMPARE(bottom[0], std::string("rust_hook"));
    QCOMPARE(bottom[1], std::string("arc_welder_slam"));
    QCOMPARE(st->turnSeat(), 1);  // resolved: the turn went on
  }

  void artbotDiscardCountIsNetOverTenAndNobodyIsAskedWhenItCannotMatter() {
    // 40 against Commons: four discarded, all of the revealed: nobody is asked.
    auto st = attack("arc_welder_slam", {"rust_hook", "easel_swing", "chisel_jab", "muse_drain"});
    QCOMPARE(st->count(1, Zone::Discard), 4);
    QCOMPARE(st->hp(1), 160);
    // Two cards of one kind and one to take back: no choice either.
    auto same = emptyTable();
    put(*same, 0, Zone::Active, {"touch_up"});
    put(*same, 0, Zone::Discard, {"rust_hook"});
    put(*same, 0, Zone::Discard, {"rust_hook"}, 1);
    same->startTurnForTest(0, 1);
    same->apply(same->playAction(typeOf(*same, "touch_up")));
    QCOMPARE(countEvents(*same, "heal"), 1);
    QCOMPARE(same->cardsIn(0, Zone::Discard), std::vector<int>{uidOf(*same, 1, "rust_hook")});
    QCOMPARE(same->turnSeat(), 1);
  }

  void artbotNegativeDamageReturnsRevealedAndRecoversFromTheDiscard() {
    // 20 against two Super Rares: -60. Both back under, then min(6, Discard) come back.
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"rust_hook"});
    put(*st, 1, Zone::Discard, {"easel_swing", "chisel_jab", "muse_drain"});
    put(*st, 1, Zone::Inactive, {"gold_leaf_guardian", "critic_prime"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "rust_hook")));
    QCOMPARE(firstEvent(*st, "damage")->amount, -60);
    QCOMPARE(st->count(1, Zone::Discard), 0);  // only three there: fewer than six
    const auto bottom = ids(*st, st->cardsIn(1, Zone::Inactive));
    QCOMPARE(std::vector<std::string>(bottom.begin(), bottom.begin() + 5),
             (std::vector<std::string>{"muse_drain", "chisel_jab", "easel_swing", "critic_prime",
                                       "gold_leaf_guardian"}));
    QCOMPARE(countEvents(*st, "recover"), 3);
  }

  void artbotEventsGiveTheRunningRarityAndTheCardsTheNetGives() {
    // The table shows the sum as it grows and what follows from it, from these arguments alone.
    auto st = attack("roller_punch", {"arc_welder_slam", "rust_hook", "easel_swing"});
    std::vector<std::vector<std::string>> reveals;
    for (const auto& e : st->lastEvents())
      if (e.kind == "reveal") reveals.push_back({e.args[2], e.args[3]});
    QCOMPARE(reveals,
             (std::vector<std::vector<std::string>>{{"20", "1"}, {"20", "2"}, {"20", "3"}}));
    QCOMPARE(firstEvent(*st, "damage")->args, (std::vector<std::string>{"30", "20", "10", "1"}));
    QCOMPARE(st->pending().cards, 1);
    // Negative: -60 gives up to six back, even with fewer in the Discard.
    auto back = emptyTable();
    put(*back, 0, Zone::Active, {"rust_hook"});
    put(*back, 1, Zone::Discard, {"easel_swing"});
    put(*back, 1, Zone::Inactive, {"gold_leaf_guardian", "critic_prime"});
    back->startTurnForTest(0, 1);
    back->apply(back->playAction(typeOf(*back, "rust_hook")));
    QCOMPARE(firstEvent(*back, "damage")->args, (std::vector<std::string>{"20", "80", "-60", "6"}));
  }

  void artbotNegativeDamageLetsTheVictimChooseWhatComesBack() {
    // 10 against a Rare: -10, one of three discarded cards comes back, the victim's choice.
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"easel_swing"});
    put(*st, 1, Zone::Discard, {"rust_hook", "chisel_jab", "muse_drain"});
    put(*st, 1, Zone::Inactive, {"arc_welder_slam"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "easel_swing")));
    QCOMPARE(st->phase(), Phase::Recover);
    QCOMPARE(st->actingSeat(), 1);
    QCOMPARE(st->pending().remaining, 1);
    QCOMPARE(st->describe(st->pickAction(typeOf(*st, "muse_drain"))).kind, std::string("recover"));
    st->apply(st->pickAction(typeOf(*st, "muse_drain")));
    QCOMPARE(ids(*st, st->cardsIn(1, Zone::Discard)),
             (std::vector<std::string>{"rust_hook", "chisel_jab"}));
    QCOMPARE(ids(*st, st->cardsIn(1, Zone::Inactive))[0], std::string("muse_drain"));
    QCOMPARE(ids(*st, st->cardsIn(1, Zone::Inactive))[1], std::string("arc_welder_slam"));
  }

  void artbotShortInactiveDeckRevealsTheRestFromTheActiveDeck() {
    auto st = emptyTable();
    discardAllBut(*st, 1, 0);
    put(*st, 1, Zone::Inactive, {"chisel_jab"});
    put(*st, 1, Zone::Active, {"rust_hook", "easel_swing", "muse_drain"});
    put(*st, 0, Zone::Active, {"kiln_blast"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "kiln_blast")));
    std::vector<std::string> from;
    for (const auto& e : st->lastEvents())
      if (e.kind == "reveal") from.push_back(e.fromZone);
    QCOMPARE(from, (std::vector<std::string>{"p1.inactive", "p1.active", "p1.active"}));
    QCOMPARE(st->count(1, Zone::Active) + st->count(1, Zone::Inactive), 1);
    // Both run out: fewer cards are revealed.
    auto poor = emptyTable();
    discardAllBut(*poor, 1, 1);
    put(*poor, 0, Zone::Active, {"bronze_titan"});
    poor->startTurnForTest(0, 1);
    poor->apply(poor->playAction(typeOf(*poor, "bronze_titan")));
    QCOMPARE(countEvents(*poor, "reveal"), 1);
  }

  void artbotHealingTakesTheHealersChoiceFromTheDiscard() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"fresh_varnish"});
    put(*st, 0, Zone::Discard, {"rust_hook", "chisel_jab", "muse_drain"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "fresh_varnish")));
    QCOMPARE(st->phase(), Phase::Heal);
    QCOMPARE(st->actingSeat(), 0);
    QCOMPARE(st->pending().remaining, 2);
    st->apply(st->pickAction(typeOf(*st, "muse_drain")));
    QCOMPARE(st->phase(), Phase::Heal);
    st->apply(st->pickAction(typeOf(*st, "rust_hook")));
    QCOMPARE(ids(*st, st->cardsIn(0, Zone::Discard)), std::vector<std::string>{"chisel_jab"});
    const auto bottom = ids(*st, st->cardsIn(0, Zone::Inactive));
    QCOMPARE(bottom[0], std::string("fresh_varnish"));  // the played card, at the end
    QCOMPARE(bottom[1], std::string("rust_hook"));
    QCOMPARE(bottom[2], std::string("muse_drain"));
  }

  void artbotHealingIsLimitedByTheDiscard() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"spare_parts"});  // heals 30
    put(*st, 0, Zone::Discard, {"rust_hook"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "spare_parts")));
    QCOMPARE(countEvents(*st, "heal"), 1);
    QCOMPARE(st->count(0, Zone::Discard), 0);
    QCOMPARE(st->turnSeat(), 1);
    auto none = emptyTable();
    put(*none, 0, Zone::Active, {"spare_parts"});
    none->startTurnForTest(0, 1);
    none->apply(none->playAction(typeOf(*none, "spare_parts")));
    QCOMPARE(countEvents(*none, "heal"), 0);
    QCOMPARE(none->turnSeat(), 1);
  }

  void artbotDamageMayTargetAnyOpponentStillIn() {
    auto st = emptyTable(4);
    put(*st, 0, Zone::Active, {"rust_hook"});
    put(*st, 3, Zone::Inactive, {"easel_swing", "chisel_jab"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "rust_hook")));
    QCOMPARE(st->phase(), Phase::Target);
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{st->targetAction(1), st->targetAction(2),
                                                        st->targetAction(3)}));
    const auto view = st->describe(st->targetAction(3));
    QCOMPARE(view.kind, std::string("target"));
    QCOMPARE(view.args, (std::vector<std::string>{"3", "damage"}));
    st->apply(st->targetAction(3));
    QCOMPARE(firstEvent(*st, "reveal")->seat, 3);
    QCOMPARE(st->count(3, Zone::Discard), 2);
  }
};

QTEST_APPLESS_MAIN(ArtbotDamageTest)
#include "artbot_damage_test.moc"
