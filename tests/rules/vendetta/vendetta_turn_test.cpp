// Scenario tests for setup and the shape of a turn: life by player count, the head and headspace,
// the first player, ticks (one on the game's first turn), take and play, tick-free actions only
// while a tick remains, ticks that must be spent or are lost, the end phase's discard, headspace
// refills and the head rebuilt from the forgotten piles.
#include "../undo_barrier_check.h"
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaTurnTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaSetupLifeByPlayerCount() {
    const int expected[] = {0, 0, 20, 15, 10};
    for (int seats = 2; seats <= 4; ++seats) {
      auto st = newGame(seats, 3);
      for (Seat s = 0; s < seats; ++s) {
        QCOMPARE(corpus(*st, s), expected[seats]);
        QCOMPARE(cerebrium(*st, s), expected[seats]);
        QVERIFY(st->clone(s).hand.empty());
        QVERIFY(st->clone(s).forgotten.empty());
        QVERIFY(st->clone(s).states.empty());
      }
      QCOMPARE(st->headspace().size(), 4);
      QCOMPARE(st->head().size(), 32 - 4);
      QCOMPARE(st->maxLife(), expected[seats]);
    }
  }

  void vendettaFirstPlayerIsDrawnFromTheSeed() {
    for (int seats = 2; seats <= 4; ++seats) {
      std::vector<int> starts(seats, 0);
      for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto a = newGame(seats, seed);
        auto b = newGame(seats, seed);
        QCOMPARE(a->turnSeat(), b->turnSeat());
        QCOMPARE(a->turn(), 1);
        ++starts[a->turnSeat()];
      }
      for (Seat s = 0; s < seats; ++s) QVERIFY(starts[s] > 0);
    }
  }

  void vendettaFirstTurnOfTheGameGainsOneTick() {
    auto st = newGame(2, 5);
    QCOMPARE(st->phase(), Phase::Main);
    QCOMPARE(ticks(*st, st->turnSeat()), 1);
    // The next turn gains two.
    const Seat first = st->turnSeat();
    act(*st, "take");
    passAll(*st);
    while (st->phase() == Phase::HandLimit) st->apply(st->legalActions().front());
    QVERIFY(st->turnSeat() != first);
    QCOMPARE(ticks(*st, st->turnSeat()), 2);
  }

  void vendettaTakeCostsOneTickAndMovesTheCardFromHeadspace() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Headspace);
    put(*st, "scalpel_lunge", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    QCOMPARE(ticks(*st, 0), 2);
    act(*st, "take", "memory_carve");
    QCOMPARE(ticks(*st, 0), 1);
    // The take is declared; it resolves after every clone's reaction window.
    QCOMPARE(st->phase(), Phase::React);
    QCOMPARE(st->zoneOf(uid(*st, "memory_carve")), ZoneKind::Headspace);
    passAll(*st);
    QCOMPARE(ids(*st, st->clone(0).hand), std::vector<std::string>{"memory_carve"});
    QVERIFY(st->known(uid(*st, "memory_carve")));  // everyone saw it taken
  }

  void vendettaPlayPaysThePrintedCostThenResolves() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);  // 1 tick, 1 cerebrium: inflict 4 cerebrium
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    QCOMPARE(ticks(*st, 0), 1);
    QCOMPARE(cerebrium(*st, 0), 19);
    QCOMPARE(st->zoneOf(uid(*st, "memory_carve")), ZoneKind::Resolving);
    QCOMPARE(cerebrium(*st, 1), 20);  // not yet: the reaction window comes first
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 16);
    QCOMPARE(corpus(*st, 0), 19);  // the penalty
    QCOMPARE(ids(*st, st->clone(0).forgotten), std::vector<std::string>{"memory_carve"});
  }

  void vendettaTickFreeActionOnlyWhileATickRemains() {
    auto st = emptyTable();
    put(*st, "rummage", ZoneKind::Hand, 0);  // costs a card, no tick
    put(*st, "shiv", ZoneKind::Hand, 0);     // costs corpus, no tick
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 1);  // one tick
    QVERIFY(can(*st, "play", "shiv"));
    act(*st, "play", "memory_carve");
    passAll(*st);
    // No tick left: the main phase is over although shiv costs none.
    QCOMPARE(st->turnSeat(), 1);
    QCOMPARE(st->zoneOf(uid(*st, "shiv")), ZoneKind::Hand);
  }

  void vendettaTicksMustBeSpentThereIsNoEndTurnAction() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    for (ActionId a : st->legalActions()) {
      const std::string kind = st->describe(a).kind;
      QVERIFY(kind == "take" || kind == "play" || kind == "activate");
    }
  }

  void vendettaTicksAreLostWhenNothingIsPossible() {
    auto st = emptyTable();
    // Everything out of reach but one card in headspace that seat 0 cannot afford to play.
    for (int u = 0; u < st->cardCount(); ++u) st->placeForTest(u, ZoneKind::Aside, 1);
    put(*st, "collapse_memory", ZoneKind::Headspace);  // needs a state to pay
    st->startTurnForTest(0, 2);
    act(*st, "take", "collapse_memory");
    passAll(*st);
    const auto events = st->lastEvents();
    const auto lost = std::find_if(events.begin(), events.end(),
                                   [](const GameEvent& e) { return e.kind == "lose_ticks"; });
    QVERIFY(lost != events.end());
    QCOMPARE(lost->seat, 0);
    QCOMPARE(lost->amount, 1);
    // Neither clone can ever act again: turns pass until the safety cap ends the game, a draw
    // between the living.
    QVERIFY(st->isTerminal());
    QCOMPARE(st->endReason(), EndReason::TurnLimit);
    QCOMPARE(st->returns(), (std::vector<double>{0.0, 0.0}));
  }

  void vendettaEndPhaseDiscardsToHandSizeOwnerChooses() {
    auto st = emptyTable();
    for (const char* id : {"memory_carve", "scalpel_lunge", "blood_draw", "rummage", "shiv"})
      put(*st, id, ZoneKind::Hand, 0);
    put(*st, "flinch", ZoneKind::Headspace);
    st->startTurnForTest(0, 1);
    act(*st, "take", "flinch");
    passAll(*st);
    QCOMPARE(st->phase(), Phase::HandLimit);
    QCOMPARE(st->actingSeat(), 0);
    QCOMPARE(st->handSize(0), 4);
    QCOMPARE(static_cast<int>(st->legalActions().size()), 6);  // any of the six
    act(*st, "discard", "shiv");
    QCOMPARE(st->phase(), Phase::HandLimit);
    act(*st, "discard", "rummage");
    QCOMPARE(st->clone(0).hand.size(), 4);
    QCOMPARE(ids(*st, st->clone(0).forgotten), (std::vector<std::string>{"shiv", "rummage"}));
    QCOMPARE(st->turnSeat(), 1);
  }

  void vendettaHeadspaceRefilledWithFourWhenEmptyAfterAnAction() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    const int headBefore = st->head().size();
    act(*st, "take", "memory_carve");
    passAll(*st);
    QCOMPARE(st->headspace().size(), 4);
    QCOMPARE(st->head().size(), headBefore - 4);
    QCOMPARE(countEvents(*st, "flip"), 4);
    QCOMPARE(countEvents(*st, "refill"), 1);
  }

  // Our ruling 9: a main phase never starts with an empty headspace while cards are left.
  void vendettaHeadspaceRefilledWhenAMainPhaseStartsWithItEmpty() {
    auto st = emptyTable();
    QCOMPARE(st->headspace().size(), 0);
    st->startTurnForTest(0, 2);
    QCOMPARE(st->headspace().size(), 4);
  }

  void vendettaReactionIsNotPlayedAsAnAction() {
    auto st = emptyTable();
    put(*st, "flinch", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    QVERIFY(!can(*st, "play", "flinch"));
  }

  void vendettaHeadRebuiltFromEveryForgottenPile() {
    auto st = emptyTable();
    // Head empty; forgotten piles hold three cards between them; the rest set aside.
    for (int u = 0; u < st->cardCount(); ++u) st->placeForTest(u, ZoneKind::Aside, 1);
    put(*st, "memory_carve", ZoneKind::Headspace);
    put(*st, "shiv", ZoneKind::Forgotten, 0);
    put(*st, "flinch", ZoneKind::Forgotten, 1);
    put(*st, "quota", ZoneKind::Forgotten, 1);
    st->startTurnForTest(0, 2);
    act(*st, "take", "memory_carve");
    passAll(*st);
    QCOMPARE(countEvents(*st, "rebuild"), 1);
    QVERIFY(st->clone(0).forgotten.empty());
    QVERIFY(st->clone(1).forgotten.empty());
    QCOMPARE(st->headspace().size(), 3);
    QCOMPARE(st->head().size(), 0);
  }
  // Undo: taking a face-up card from headspace may be taken back; the mover's own draw, a refill
  // from the head and a new head are barriers.
  void vendettaUndoBarrierAtDrawsNotAtTakingFromHeadspace() {
    using gm::rules::test::hasEvent;
    const auto reveals = [](auto events, Seat actor) {
      return hasEvent(events, "draw", actor) || hasEvent(events, "refill") ||
             hasEvent(events, "rebuild") || hasEvent(events, "flip") || hasEvent(events, "pop");
    };
    gm::rules::test::checkUndoBarrier(
        {.game = "vendetta",
         .games = 6,
         .mustBlock = [reveals](auto events, Seat actor) { return reveals(events, actor); },
         .mustAllow =
             [reveals](const ActionView& view, auto events) {
               return view.kind == "take" && !reveals(events, kNoSeat);
             }});
  }
};

QTEST_APPLESS_MAIN(VendettaTurnTest)
#include "vendetta_turn_test.moc"
