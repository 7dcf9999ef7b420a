// Card numbers carry no identity, in every game the build ships and at every seat count: a hidden
// card's uid, and a uid a seat saw before, tell that seat nothing about the face (uid_checks.h).
// GM_CARD_NUMBER_GAMES=<n> in the environment plays n games per row instead of 64 (16 under the
// sanitizers, each cut after 150 actions).
#include <QtTest>

#include "every_game_rows.h"
#include "games/builtin_games.h"
#include "sanitizer_scale.h"
#include "uid_checks.h"

using namespace gm::rules;

class TestCardNumbers : public QObject {
  Q_OBJECT

 private slots:
  void noGamesUidsTellAHiddenFace_data() { gm::test::addEveryGameAndSeatCountRows(); }

  void noGamesUidsTellAHiddenFace() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    gm::test::UidCheckOptions options;
    options.games = gm::test::scaledCount(64, 16);
    options.maxActionsPerGame = gm::test::scaledCount(0, 150);
    bool ok = false;
    const int games = qEnvironmentVariableIntValue("GM_CARD_NUMBER_GAMES", &ok);
    if (ok && games > 0) options.games = games;
    const auto report =
        gm::test::checkUidsTellNothing(*builtinGames().find(game.toStdString()), seats, options);
    qInfo("%s with %d seats: %s", qPrintable(game), seats, report.summary().c_str());
    QCOMPARE(report.games, long(options.games));
    QVERIFY(report.label.cards > 0);
    std::string failures;
    for (const auto& f : report.failures) failures += f + "\n";
    QVERIFY2(report.ok(), failures.c_str());
  }
};

QTEST_APPLESS_MAIN(TestCardNumbers)
#include "tst_card_numbers.moc"
