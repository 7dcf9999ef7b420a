// The engine interface's X costs and response windows, on Raid (raid_game.h): the conformance
// battery over it, the number every raid carries, and windows that open for every seat whether or
// not it could respond, so that nobody learns from them who holds a shield. The bots answer a
// window with only the pass at once.
#include <QtTest>

#include "ai/bot_factory.h"
#include "ai/player_view.h"
#include "conformance_checker.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "raid_game.h"
#include "sanitizer_scale.h"

using namespace gm::rules;
using gm::test::RaidState;

namespace {

std::unique_ptr<RaidState> newRaid(int seats, std::uint64_t seed) {
  auto game = gm::test::makeRaidGame();
  auto created = game->newGame(GameOptions{seats, seed, nlohmann::json::object()});
  return std::unique_ptr<RaidState>(static_cast<RaidState*>(created.value().release()));
}

// The seat after `s` in a game where nobody is out.
Seat after(const RaidState& st, Seat s) {
  return (s + 1) % st.seatCount();
}

}  // namespace

class TestRaidGame : public QObject {
  Q_OBJECT

 private slots:
  void raidKeepsTheEngineContract() {
    GameRegistry registry;
    registry.add(gm::test::makeRaidGame());
    for (const int seats : {2, 3}) {
      gm::test::ConformanceOptions options;
      // Under the sanitizers (about 30x slower) a dozen games still open response windows.
      options.games = gm::test::scaledCount(60, 12);
      const auto report = gm::test::checkConformance(registry, "raid", seats, options);
      QVERIFY2(report.ok(), report.text().c_str());
      QVERIFY(report.responseWindows > 0);
      QVERIFY(report.hiddenViews > 0);
    }
  }

  void raidOffersEveryAffordableXAsOneNumberChoice() {
    auto st = newRaid(2, 5);
    const auto legal = st->legalActions();
    // Rest, then a raid for 1, 2 and 3 (the starting energy).
    QCOMPARE(legal, (std::vector<ActionId>{RaidState::kRest, 1, 2, 3}));
    for (const ActionId x : {1, 2, 3}) {
      const ActionView v = st->describe(x);
      QCOMPARE(v.number, x);
      QCOMPARE(v.kind, std::string("raid"));
      QCOMPARE(v.messageKey, std::string("raid.raid"));
      QVERIFY(v.cards.empty());
    }
    QCOMPARE(st->describe(RaidState::kRest).number, -1);
    const Seat raider = st->actingSeat();
    st->apply(2);
    QCOMPARE(st->energy(raider), 1);
  }

  void responseWindowOpensForEverySeatWhetherOrNotItHoldsAShield() {
    auto st = newRaid(3, 11);
    const Seat raider = st->turnSeat();
    const Seat first = after(*st, raider), second = after(*st, first);
    std::vector<int> shields(3, 0);
    shields[second] = 1;
    st->setShieldsForTest(shields);
    QVERIFY(!st->isResponseWindow());
    st->apply(3);
    QVERIFY(st->isResponseWindow());
    QCOMPARE(st->actingSeat(), first);
    QCOMPARE(st->turnSeat(), raider);
    QCOMPARE(st->legalActions(), std::vector<ActionId>{RaidState::kPass});
    QCOMPARE(st->describe(RaidState::kPass).kind, std::string("pass"));
    st->apply(RaidState::kPass);
    QVERIFY(st->isResponseWindow());
    QCOMPARE(st->actingSeat(), second);
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{RaidState::kPass, RaidState::kShield}));
    st->apply(RaidState::kPass);
    QVERIFY(!st->isResponseWindow());
    // Nobody blocked: the seat after the raider lost 3 life and the next seat's turn begins.
    QCOMPARE(st->life(first), RaidState::kLife - 3);
    QCOMPARE(st->turnSeat(), first);
  }

  void aShieldInTheWindowBlocksTheRaid() {
    auto st = newRaid(2, 3);
    const Seat raider = st->turnSeat(), target = after(*st, raider);
    std::vector<int> shields(2, 0);
    shields[target] = 1;
    st->setShieldsForTest(shields);
    st->apply(2);
    st->apply(RaidState::kShield);
    QCOMPARE(st->life(target), RaidState::kLife);
    QVERIFY(!st->holdsShield(target));
    QCOMPARE(st->turnSeat(), target);
  }

  void responseWindowTellsNoOtherSeatWhetherItCouldRespond() {
    // The same deal but for whether the responder holds a shield: the raider and the third seat
    // see the same node sequence, views and information keys until the responder acts.
    auto with = newRaid(3, 21), without = newRaid(3, 21);
    const Seat raider = with->turnSeat(), responder = after(*with, raider);
    const Seat watcher = after(*with, responder);
    std::vector<int> shields(3, 0);
    shields[raider] = 1;
    without->setShieldsForTest(shields);
    shields[responder] = 1;
    with->setShieldsForTest(shields);
    for (auto* st : {with.get(), without.get()}) st->apply(1);
    QCOMPARE(with->actingSeat(), without->actingSeat());
    QCOMPARE(with->isResponseWindow(), without->isResponseWindow());
    for (const Seat s : {raider, watcher}) {
      QCOMPARE(with->infoKey(s), without->infoKey(s));
      QVERIFY(with->seatView(s) == without->seatView(s));
      QCOMPARE(with->observe(s), without->observe(s));
    }
    for (auto* st : {with.get(), without.get()}) st->apply(RaidState::kPass);
    QCOMPARE(with->actingSeat(), without->actingSeat());
  }

  void botsAnswerAPassOnlyWindowWithThePass() {
    auto st = newRaid(2, 8);
    const Seat target = after(*st, st->turnSeat());
    st->setShieldsForTest(std::vector<int>(2, 0));
    st->apply(1);
    for (const char* level : {"random", "heuristic", "normal", "hard"}) {
      auto bot = gm::ai::makeBot(level, 42);
      QVERIFY(bot);
      const gm::ai::PlayerView view(*st, target, 7);
      QCOMPARE(bot->choose(view, std::stop_token{}), RaidState::kPass);
    }
  }
};

QTEST_APPLESS_MAIN(TestRaidGame)
#include "tst_raid_game.moc"
