// What a seat may not learn from the engine's bookkeeping: taking moves back must not depend on
// another seat's hidden Active Deck. Each case came from the invariant soak (grudgematch-cli soak);
// the last replays the soak's own game.
#include "artbot_fixture.h"
#include "conformance_checker.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

namespace {
// Three seats. Seat 1 attacks seat 0, whose reveal leaves it a choice of which card to discard;
// seat 0 discards, and seat 2's turn begins with the Active cards `seat2` (each a seat and the id
// of a card of that seat's deck), so its return is a choice or not by what only seat 2 sees.
// Returns the game just after seat 2's return.
std::unique_ptr<ArtbotState> victimDiscardsThenSeat2Returns(
    const std::vector<std::pair<Seat, std::string>>& seat2) {
  auto st = emptyTable(3);
  st->setTrackUndo(true);
  // 30 damage against two Commons and a Rare (20 Rarity Points): one card of three to discard.
  discardAllBut(*st, 0, 0);
  put(*st, 0, Zone::Inactive, {"easel_swing", "rust_hook", "arc_welder_slam"});
  put(*st, 1, Zone::Active, {"roller_punch"});
  for (const auto& [from, id] : seat2) {
    st->placeForTest(uidOf(*st, from, id), 2, Zone::Active);
    if (from != 2) st->setOwnerForTest(uidOf(*st, from, id), 2);
  }
  st->startTurnForTest(1, 1);
  st->apply(st->playAction(typeOf(*st, "roller_punch")));
  st->apply(st->targetAction(0));
  if (st->phase() != Phase::Discard || st->actingSeat() != 0) qFatal("no discard choice");
  st->apply(st->pickAction(typeOf(*st, "easel_swing")));
  if (st->phase() != Phase::Return || st->turnSeat() != 2) qFatal("not seat 2's return");
  st->apply(st->returnAction(st->typeOf(st->cardsIn(2, Zone::Active).front())));
  return st;
}

// One game of a soak chunk (the soak's own seeds: chunk seed and game number), played and checked
// by the conformance battery exactly as the soak did.
gm::test::ConformanceReport soakGame(int seats, std::uint64_t chunkSeed, int game) {
  gm::test::ConformanceOptions options;
  options.games = game + 1;
  options.shard = game;
  options.shards = game + 1;
  options.seed = chunkSeed;
  options.saveCheckOneIn = 8;
  options.resampleCheckOneIn = 8;
  return gm::test::checkConformance(builtinGames(), "artbot", seats, options);
}
}  // namespace

class ArtbotHiddenInfoTest : public QObject {
  Q_OBJECT

 private slots:
  // Seat 0 cannot tell a return seat 2 had to make (two alike Active cards) from one it chose, so
  // whether seat 0 may take its discard back must not tell them apart either: after seat 2's
  // return it may take nothing back, as after any move of another seat it did not see forced.
  void artbotAnotherSeatsReturnIsAnUndoBarrierForcedOrNot() {
    const auto forced = victimDiscardsThenSeat2Returns({{2, "kiln_blast"}, {1, "kiln_blast"}});
    const auto chosen = victimDiscardsThenSeat2Returns({{2, "kiln_blast"}, {2, "muse_drain"}});
    QVERIFY(forced->undoNotes().back().forced);
    QVERIFY(!chosen->undoNotes().back().forced);
    QCOMPARE(forced->infoKey(0), chosen->infoKey(0));
    QCOMPARE(forced->undoBarrier(0), forced->history().size());
    QCOMPARE(chosen->undoBarrier(0), chosen->history().size());
    // Seat 2, which had nothing to choose, still plays on as before.
    QCOMPARE(forced->actingSeat(), 2);
    QCOMPARE(forced->phase(), Phase::Play);
  }

  // The soak's game (4 seats, game 3 of its chunk) where a seat could take its move back across
  // another seat's forced return.
  void artbotSoakGameWithAForcedReturnConforms() {
    const auto report = soakGame(4, 2777918106258055619ULL, 3);
    QCOMPARE(report.games, 1L);
    QVERIFY2(report.ok(), report.text().c_str());
  }
};

QTEST_APPLESS_MAIN(ArtbotHiddenInfoTest)
#include "artbot_hidden_info_test.moc"
