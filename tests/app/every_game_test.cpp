// Every game of the registry at the app level: it has its Qt side (a GameUi with a table and a
// summary), and a whole game of bots played through the Session publishes for the view seat only
// cards the engine's own view of that seat shows (zone models, hand, observation).
#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTest>

#include "game_catalog.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

class EveryGameTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void everyGameHasItsQtSide() {
    GameCatalog catalog;
    QAbstractItemModelTester tester(&catalog,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(catalog.rowCount(), int(gm::rules::builtinGames().games().size()));
    for (const gm::rules::Game* game : gm::rules::builtinGames().games()) {
      const QString id = QString::fromStdString(game->info().id);
      // Every game has its Qt side (app/<game>): a table and a summary in our own words.
      const GameUi* ui = findGameUi(id);
      QVERIFY2(ui, qPrintable(id + " has no GameUi"));
      QVERIFY2(!catalog.tableUrl(id).isEmpty(), qPrintable(id + " has no table"));
      QVERIFY2(!GameCatalog::summaryFor(id, {}).isEmpty(), qPrintable(id + " has no summary"));
      QVERIFY2(!catalog.rulesText(id).isEmpty(), qPrintable(id + " has no rules page"));
      // Every option the engine publishes gets words in the app.
      for (const QVariant& option : catalog.options(id))
        QVERIFY(!option.toMap().value(QStringLiteral("label")).toString().isEmpty());
    }
    for (const auto& ui : gameUis())
      QVERIFY2(gm::rules::builtinGames().find(ui->gameId().toStdString()),
               qPrintable(ui->gameId() + " is not a game of the registry"));
  }

  void botsGameShowsTheViewSeatNothingHidden_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    for (const gm::rules::Game* g : gm::rules::builtinGames().games()) {
      const QString id = QString::fromStdString(g->info().id);
      for (int n : {g->info().minSeats, g->info().maxSeats}) {
        QTest::newRow(qPrintable(QStringLiteral("%1, %2 seats").arg(id).arg(n))) << id << n;
        if (g->info().minSeats == g->info().maxSeats) break;
      }
    }
  }

  void botsGameShowsTheViewSeatNothingHidden() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QString leak;
    int checks = 0;
    connect(&s, &Session::observationChanged, this, [&] {
      if (!s.active() || !leak.isEmpty()) return;
      leak = leakedCard(s);
      ++checks;
    });
    QVariantList all;
    for (int i = 0; i < seats; ++i) all.append(seat(QStringLiteral("ai")));
    QVERIFY2(s.newGame(game, all, QStringLiteral("17")), qPrintable(s.lastError()));
    QTRY_VERIFY_WITH_TIMEOUT(s.over(), 240000);
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY(checks > 5);
  }
};

QTEST_MAIN(EveryGameTest)
#include "every_game_test.moc"
