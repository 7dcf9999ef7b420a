// The conformance battery over every game the build ships and every seat count it allows.
// GM_CONFORMANCE_GAMES=<n> in the environment plays n games per row instead of 100 (20 at more
// than 2 seats; 4 and 2 under the sanitizers, and fewer for long games, see maxNodes) for deeper
// runs. ctest runs it in two shards, each
// playing every other game (GM_TEST_SHARD, tests/test_shard.h).
#include <QtTest>

#include "conformance_checker.h"
#include "every_game_rows.h"
#include "games/builtin_games.h"
#include "sanitizer_scale.h"
#include "test_shard.h"

using namespace gm::rules;

class TestConformance : public QObject {
  Q_OBJECT

 private slots:
  void registryShipsAtLeastOneGame() { QVERIFY(!builtinGames().games().empty()); }

  void everyGameKeepsTheEngineContract_data() { gm::test::addEveryGameAndSeatCountRows(); }

  void everyGameKeepsTheEngineContract() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    gm::test::ConformanceOptions options;
    // A node costs about seats^2 observe() calls and games grow with the table (Artbot: ~70
    // actions at 2 seats, ~270 at 4), so larger tables play fewer games. The battery was the
    // longest part of a CI run (two shards of 210 s on two cores at 200 and 40 games); every row
    // still checks thousands of nodes, and `grudgematch-cli soak` plays as many games as asked.
    // Under the sanitizers (Debug, ASan+UBSan: ~30x slower) 4 and 2, so the battery runs there
    // and each of the two shards plays at least one game of every row.
    options.games = gm::test::scaledCount(seats > 2 ? 20 : 100, seats > 2 ? 2 : 4);
    // Each row also stops starting games after 3,000 nodes (1,500 above two seats) across the
    // shards. The shorter games reach it at 30-40 games at two seats and about ten above; a game
    // of long games (Vitium: several hundred actions, each node's checks dearer) plays a few. The
    // rows checked up to 9,000 nodes before, which made the battery the longest test of a CI run;
    // `grudgematch-cli soak` and GM_CONFORMANCE_GAMES play as many games as asked.
    const gm::test::TestShard shard = gm::test::testShard();
    options.maxNodes = (seats > 2 ? 1500 : 3000) / shard.count;
    // Under the sanitizers a game is left after 120 actions: the shorter games are whole by then
    // or nearly, and a long one (Vitium: 300-1,300 actions) would cost more than the rest of the
    // battery there. The plain build plays every game to its end.
    options.maxActionsPerGame = gm::test::scaledCount(0, 120);
    bool ok = false;
    const int games = qEnvironmentVariableIntValue("GM_CONFORMANCE_GAMES", &ok);
    if (ok && games > 0) {
      options.games = games;
      options.maxNodes = 0;  // a deeper run asked for by count plays its count
    }
    options.shard = shard.index;
    options.shards = shard.count;
    const auto report =
        gm::test::checkConformance(builtinGames(), game.toStdString(), seats, options);
    QVERIFY2(report.ok(), qPrintable(QString::fromStdString(report.text())));
    // The node budget may stop a shard early, never before its first game.
    QVERIFY(report.games >= std::min(1L, long(shard.shareOf(options.games))));
    QVERIFY(report.games <= long(shard.shareOf(options.games)));
    QVERIFY(report.saveRoundTrips >= report.games);
    qInfo(
        "%s with %d seats: %ld games, %ld nodes, %ld hidden views, %ld changed resamples, %ld save "
        "round trips",
        qPrintable(game), seats, report.games, report.nodes, report.hiddenViews,
        report.changedResamples, report.saveRoundTrips);
  }
};

QTEST_APPLESS_MAIN(TestConformance)
#include "tst_conformance.moc"
