// What a seat may not learn from the engine's bookkeeping: taking moves back must not depend on
// another seat's hidden Active Deck, and a world resampled at the end of the game must agree with
// the result every seat is shown. Each case came from the invariant soak (grudgematch-cli soak);
// the last two replay the soak's own games.
#include "artbot_fixture.h"
#include "conformance_checker.h"
#include "core/rng.h"

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

// Three seats at the last turn of the game: seat 0 plays its only card, a heal, and the turn cap
// ends the game with seats 1 and 2 still holding hidden cards.
std::unique_ptr<ArtbotState> gameEndsAtTheTurnCap() {
  auto st = emptyTable(3);
  put(*st, 0, Zone::Active, {"touch_up"});
  for (Seat s = 1; s < 3; ++s)
    put(*st, s, Zone::Active, {"easel_swing", "rust_hook", "roller_punch", "chisel_jab"});
  // Seats 0 and 2 hold fewer cards, so seat 1 wins alone (and takes its final steals).
  discardAllBut(*st, 0, 5);
  discardAllBut(*st, 2, 6);
  st->startTurnForTest(0, st->maxTurns());
  st->apply(st->playAction(typeOf(*st, "touch_up")));
  if (st->phase() == Phase::Heal) st->apply(st->legalActions().front());
  if (st->endReason() != EndReason::TurnCap) qFatal("the game did not end at the turn cap");
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

  // The result names the owner of every card that changed hands, and a player holds the cards it
  // owns: a world resampled at the end may shuffle each player's hidden cards, but never deal one
  // to another player.
  void artbotWorldAtTheEndKeepsEveryHiddenCardWithItsHolder() {
    const auto st = gameEndsAtTheTurnCap();
    QVERIFY(st->count(1, Zone::Inactive) > 0 && st->count(2, Zone::Inactive) > 0);
    for (Seat s = 0; s < st->seatCount(); ++s) {
      const auto view = st->observe(s);
      for (std::uint64_t r = 1; r <= 20; ++r) {
        Rng rng(r);
        const auto world = st->resampleFor(s, rng);
        QVERIFY(world->observe(s) == view);
        const auto& w = static_cast<const ArtbotState&>(*world);
        for (int uid = 0; uid < st->cardCount(); ++uid) QCOMPARE(w.ownerOf(uid), st->ownerOf(uid));
      }
    }
  }

  // The soak's game (4 seats, game 3 of its chunk) where a seat could take its move back across
  // another seat's forced return.
  void artbotSoakGameWithAForcedReturnConforms() {
    const auto report = soakGame(4, 2777918106258055619ULL, 3);
    QCOMPARE(report.games, 1L);
    QVERIFY2(report.ok(), report.text().c_str());
  }

  // The soak's game (3 seats, game 5 of its chunk) that ends at the turn cap with two players
  // holding hidden cards.
  void artbotSoakGameEndingAtTheTurnCapConforms() {
    const auto report = soakGame(3, 6616011934484440180ULL, 5);
    QCOMPARE(report.games, 1L);
    QVERIFY2(report.ok(), report.text().c_str());
  }
};

QTEST_APPLESS_MAIN(ArtbotHiddenInfoTest)
#include "artbot_hidden_info_test.moc"
