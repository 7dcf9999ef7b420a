// The Balance Lab's model: a study run on its worker thread gives the report the CLI's study gives
// for the same set-up; the tables the charts read follow from it; Cancel stops a study and keeps
// the last results; a refused set-up or card file changes nothing.
#include <QElapsedTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "ai/balance_study.h"
#include "balance_lab.h"
#include "games/builtin_games.h"
#include "sanitizer_scale.h"

using namespace gm::app;

class BalanceLabTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aStudyOnTheWorkerGivesTheStudysReport() {
    BalanceLab lab;
    lab.setGameId(QStringLiteral("knockdown"));
    QCOMPARE(lab.bots(), QStringList({"random", "random"}));
    // Long enough for the window's thread to run many events meanwhile; under the sanitizers
    // (20,000 games with ablation did not finish within the minute there) a tenth.
    const int games = gm::test::scaledCount(20000, 2000);
    lab.setGames(games);
    lab.setSeed(QStringLiteral("12"));
    lab.setAblate(true);
    QSignalSpy finished(&lab, &BalanceLab::finished);

    // How long the window's thread goes without running its events while the study runs.
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    QTimer tick;
    tick.setInterval(5);
    connect(&tick, &QTimer::timeout, [&] {
      const qint64 now = clock.elapsed();
      longest = std::max(longest, now - last);
      last = now;
    });
    clock.start();
    tick.start();
    QVERIFY(lab.start());
    QVERIFY(lab.running());
    QVERIFY(finished.wait(60000));
    tick.stop();
    qInfo("longest gap between the window thread's events during the study: %lld ms", longest);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!lab.running());
    QVERIFY(lab.hasReport());
    QCOMPARE(lab.progress(), 1.0);

    gm::ai::StudyConfig config;
    config.match.bots = {"random", "random"};
    config.match.games = games;
    config.match.seed = 12;
    config.ablate = true;
    const auto direct = gm::ai::runStudy(*gm::rules::builtinGames().find("knockdown"), config);
    QVERIFY(direct);
    auto a = lab.report()->toJson(), b = direct->toJson();
    a.erase("seconds");
    b.erase("seconds");
    QCOMPARE(QString::fromStdString(a.dump()), QString::fromStdString(b.dump()));

    // Two seats and the draws on a 0-100 % axis; the cards in the order of their names, on an
    // axis around zero that holds every interval.
    QCOMPARE(lab.winRates()->count(), 3);
    QCOMPARE(lab.winRates()->axisMin(), 0.0);
    QCOMPARE(lab.winRates()->axisMax(), 100.0);
    const auto& impact = lab.cardImpact()->rows();
    QVERIFY(impact.size() >= 8);
    for (std::size_t i = 1; i < impact.size(); ++i)
      QVERIFY2(impact[i - 1].label.localeAwareCompare(impact[i].label) < 0,
               qPrintable(impact[i].label));
    const double reach = lab.cardImpact()->axisMax();
    QCOMPARE(lab.cardImpact()->axisMin(), -reach);
    for (const auto& row : impact) {
      QVERIFY(row.low <= row.value && row.value <= row.high);
      QVERIFY(-reach <= row.low && row.high <= reach);
    }
    long lengthGames = 0;
    for (const auto& row : lab.lengths()->rows()) lengthGames += static_cast<long>(row.value);
    QCOMPARE(lengthGames, static_cast<long>(games));
    QVERIFY(lab.csvTable(QStringLiteral("figures")).contains(QStringLiteral("seat 1 win rate,")));
    QVERIFY(lab.csvTable(QStringLiteral("lengths")).startsWith(QStringLiteral("length,games\n")));
    QVERIFY(lab.csvTable(QStringLiteral("cards")).startsWith(QStringLiteral("card,name,plays,")));
  }

  void cancelStopsTheStudyAndKeepsTheLastResults() {
    BalanceLab lab;
    lab.setGameId(QStringLiteral("knockdown"));
    lab.setGames(40);
    QSignalSpy finished(&lab, &BalanceLab::finished);
    QVERIFY(lab.start());
    QVERIFY(finished.wait(60000));
    const QString summary = lab.summary();
    lab.setGames(1000000);
    QVERIFY(lab.start());
    QTRY_VERIFY_WITH_TIMEOUT(lab.progress() > 0, 20000);
    lab.cancel();
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.last().at(0).toBool(), false);
    QVERIFY(lab.message().contains(QStringLiteral("Cancelled")));
    QCOMPARE(lab.summary(), summary);
  }

  void aRefusedSetUpOrCardFileChangesNothing() {
    BalanceLab lab;
    lab.setGameId(QStringLiteral("knockdown"));
    QSignalSpy errors(&lab, &BalanceLab::errorOccurred);
    lab.setBots({QStringLiteral("random")});
    QVERIFY(!lab.start());
    QVERIFY(!lab.running());
    QVERIFY(errors.last().at(0).toString().contains(QStringLiteral("2 to 2 players, not 1")));
    lab.setBots({QStringLiteral("random"), QStringLiteral("random")});
    lab.setSeed(QStringLiteral("twelve"));
    QVERIFY(!lab.start());
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"game\": \"knockdown\", \"version\": 1}");
    file.close();
    QVERIFY(!lab.openCardFile(QUrl::fromLocalFile(bad)));
    QVERIFY(errors.last().at(0).toString().contains(QStringLiteral("bad.json")));
    QVERIFY(lab.cardFile().isEmpty());
    QVERIFY(!lab.hasReport());
  }

  // The bots change seats from game to game: when they differ, each bot's own win rate leads the
  // chart (a seat's rate mixes both bots), and the heuristic beats random moves.
  void differentBotsGetTheirOwnWinRates() {
    BalanceLab lab;
    lab.setGameId(QStringLiteral("knockdown"));
    lab.setBots({QStringLiteral("random"), QStringLiteral("heuristic")});
    lab.setGames(600);
    QSignalSpy finished(&lab, &BalanceLab::finished);
    QVERIFY(lab.start());
    QVERIFY(finished.wait(60000));
    QVERIFY(lab.hasReport());
    const auto& rows = lab.winRates()->rows();
    QCOMPARE(rows.size(), std::size_t{5});  // two bots, two seats, the draws
    QCOMPARE(rows[0].label, QStringLiteral("Bot 1"));
    QCOMPARE(rows[1].label, QStringLiteral("Bot 2"));
    QCOMPARE(rows[2].label, QStringLiteral("Seat 1"));
    QVERIFY2(rows[1].low > rows[0].high, "the heuristic's interval lies above random's");
  }

  // Once the window's lab remembers, its set-up comes back at the next start; a lab that does
  // not remember (a test's, a tool's) neither reads nor writes it.
  void aRememberingLabGetsItsSetUpBackAtTheNextStart() {
    {
      QSettings().remove(QStringLiteral("balanceLab"));
      BalanceLab first;
      first.setGameId(QStringLiteral("knockdown"));
      first.remember();
      first.setBots({QStringLiteral("heuristic"), QStringLiteral("random")});
      first.setGames(77);
      first.setSeed(QStringLiteral("31"));
      first.setAblate(true);
    }
    BalanceLab forgetful;
    forgetful.setGameId(QStringLiteral("knockdown"));
    QCOMPARE(forgetful.games(), 1000);
    BalanceLab next;
    next.remember();
    QCOMPARE(next.gameId(), QStringLiteral("knockdown"));
    QCOMPARE(next.bots(), QStringList({QStringLiteral("heuristic"), QStringLiteral("random")}));
    QCOMPARE(next.games(), 77);
    QCOMPARE(next.seed(), QStringLiteral("31"));
    QVERIFY(next.ablate());
    QSettings().remove(QStringLiteral("balanceLab"));
  }

  // The seats' menus show a person's words for every bot kind, in the kinds' order, and none
  // shows a bare id.
  void everyBotKindHasItsOwnLabel() {
    BalanceLab lab;
    const QStringList kinds = lab.botKinds();
    const QStringList labels = lab.botLabels();
    QCOMPARE(labels.size(), kinds.size());
    for (int i = 0; i < kinds.size(); ++i) QVERIFY2(labels[i] != kinds[i], qPrintable(kinds[i]));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
  }
};

QTEST_MAIN(BalanceLabTest)
#include "balance_lab_test.moc"
