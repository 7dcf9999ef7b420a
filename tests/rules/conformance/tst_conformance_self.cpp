// The battery itself: a correct engine passes it, and each way of breaking the engine contract is
// reported, so a passing conformance run means something. Peek (peek_game.h) carries the defects.
#include <QtTest>

#include "conformance_checker.h"
#include "peek_game.h"
#include "uid_checks.h"

using gm::test::PeekDefect;

Q_DECLARE_METATYPE(PeekDefect)

namespace {
gm::test::ConformanceReport checkPeek(PeekDefect defect) {
  gm::rules::GameRegistry registry;
  registry.add(gm::test::makePeekGame(defect));
  gm::test::ConformanceOptions options;
  options.games = 40;
  return gm::test::checkConformance(registry, "peek", 2, options);
}
}  // namespace

class TestConformanceSelf : public QObject {
  Q_OBJECT

 private slots:
  void batteryPassesACorrectGame() {
    const auto report = checkPeek(PeekDefect::None);
    QVERIFY2(report.ok(), qPrintable(QString::fromStdString(report.text())));
    QCOMPARE(report.games, 40L);
    QCOMPARE(report.nodes, 40L * 9);  // eight actions and the end
    QVERIFY(report.hiddenViews > 0);
    QVERIFY(report.changedResamples > 0);
  }

  // Shards split the games of a battery without losing or repeating one: together they play
  // exactly the nodes of the whole, and a shard that does not exist is refused.
  void shardsTogetherPlayTheWholeBattery() {
    gm::rules::GameRegistry registry;
    registry.add(gm::test::makePeekGame(PeekDefect::None));
    gm::test::ConformanceOptions options;
    options.games = 7;
    const auto whole = gm::test::checkConformance(registry, "peek", 2, options);
    options.shards = 3;
    long games = 0, hidden = 0;
    for (options.shard = 0; options.shard < 3; ++options.shard) {
      const auto part = gm::test::checkConformance(registry, "peek", 2, options);
      QVERIFY2(part.ok(), qPrintable(QString::fromStdString(part.text())));
      QCOMPARE(part.games, options.shard == 0 ? 3L : 2L);
      games += part.games;
      hidden += part.hiddenViews;
    }
    QCOMPARE(games, whole.games);
    QCOMPARE(hidden, whole.hiddenViews);
    options.shard = 3;
    QVERIFY(!gm::test::checkConformance(registry, "peek", 2, options).ok());
  }

  // A node budget stops new games once it is used up: the game under way is played out, and the
  // first game is played whatever the budget.
  void aNodeBudgetStopsStartingGames() {
    gm::rules::GameRegistry registry;
    registry.add(gm::test::makePeekGame(PeekDefect::None));
    gm::test::ConformanceOptions options;
    options.games = 40;
    options.maxNodes = 20;  // Peek's games have 9 nodes: the third game passes 20
    auto report = gm::test::checkConformance(registry, "peek", 2, options);
    QVERIFY2(report.ok(), qPrintable(QString::fromStdString(report.text())));
    QCOMPARE(report.games, 3L);
    QCOMPARE(report.nodes, 27L);
    options.maxNodes = 1;
    QCOMPARE(gm::test::checkConformance(registry, "peek", 2, options).games, 1L);
  }

  // A cap on actions leaves each game after that many: its nodes up to there are checked, its
  // end is not reached.
  void anActionCapLeavesEachGameEarly() {
    gm::rules::GameRegistry registry;
    registry.add(gm::test::makePeekGame(PeekDefect::None));
    gm::test::ConformanceOptions options;
    options.games = 4;
    options.maxActionsPerGame = 3;  // Peek's games have 9 nodes (8 actions)
    auto report = gm::test::checkConformance(registry, "peek", 2, options);
    QVERIFY2(report.ok(), qPrintable(QString::fromStdString(report.text())));
    QCOMPARE(report.games, 4L);
    QCOMPARE(report.nodes, 16L);  // the nodes after 0, 1, 2 and 3 actions of each game
  }

  void batteryRefusesAnUnknownGame() {
    gm::rules::GameRegistry registry;
    const auto report = gm::test::checkConformance(registry, "peek", 2);
    QVERIFY(!report.ok());
  }

  void batteryReportsEachBrokenRule_data() {
    QTest::addColumn<PeekDefect>("defect");
    QTest::addColumn<QString>("expected");
    QTest::newRow("uid of a hidden card") << PeekDefect::UidOfHiddenCard << "uid but no face";
    QTest::newRow("face of a hidden card") << PeekDefect::FaceOfHiddenCard << "changed observe(";
    QTest::newRow("unsorted legal actions")
        << PeekDefect::UnsortedLegal << "not strictly increasing";
    QTest::newRow("a card lost from zones()") << PeekDefect::LostCard << "missing from zones()";
    QTest::newRow("clone loses the rng")
        << PeekDefect::CloneLosesRng << "clone(): the rng state differs";
    QTest::newRow("resample keeps the truth") << PeekDefect::ResampleKeepsTruth << "never redrew";
    QTest::newRow("resample not repeatable")
        << PeekDefect::ResampleNotRepeatable << "not deterministic";
    QTest::newRow("resample redeals own hand")
        << PeekDefect::ResampleRedealsOwnHand << "changed observe(";
    QTest::newRow("infoKey ignores own hand")
        << PeekDefect::KeyIgnoresOwnHand << "infoKey but observe(";
    QTest::newRow("returns out of range") << PeekDefect::ReturnsOutOfRange << "outside [-1, 1]";
    QTest::newRow("game longer than its bound")
        << PeekDefect::TooLongForItsBound << "maxGameLength";
    QTest::newRow("describe names another seat")
        << PeekDefect::DescribeWrongSeat << "not the acting seat";
    QTest::newRow("seat view shows a hidden hand")
        << PeekDefect::SeatViewShowsHand << "changed seatView(";
    QTest::newRow("seat view loses a card")
        << PeekDefect::SeatViewLosesCard << " cards, the truth ";
    QTest::newRow("a reason about a hidden card")
        << PeekDefect::UnavailableNamesHiddenCard << "does not see";
    QTest::newRow("a reason for a legal action")
        << PeekDefect::UnavailableNamesLegalAction << "calls legal action";
    QTest::newRow("a reason that reads the deck")
        << PeekDefect::UnavailableReadsTheDeck << "changed unavailable(";
    QTest::newRow("event emitted before its move")
        << PeekDefect::EventBeforeMove << "does not hold every card exactly once";
    QTest::newRow("an action's meaning that reads the deck")
        << PeekDefect::DescribeReadsTheDeck << "changed what the acting seat's action";
    QTest::newRow("a resample that reads where the hidden cards lie")
        << PeekDefect::ResampleReadsTrueOrder << "the world keeps something the seat";
  }

  // The card-number check passes Peek, whose values are dealt to the uids from the seed, and
  // fails it when a uid tells the face: dealt in deck-list order (the same face in every game), or
  // a card every seat saw named again while hidden under its old uid.
  void uidCheckPassesACorrectGame() {
    const auto peek = gm::test::makePeekGame(PeekDefect::None);
    gm::test::UidCheckOptions options;
    options.games = 300;
    const auto report = gm::test::checkUidsTellNothing(*peek, 2, options);
    QVERIFY2(report.ok(), report.failures.empty() ? "" : report.failures.front().c_str());
    QCOMPARE(report.games, 300L);
    QVERIFY(report.label.cards > 1000);
    qInfo("%s", report.summary().c_str());
  }

  void uidCheckReportsEachLeak_data() {
    QTest::addColumn<PeekDefect>("defect");
    QTest::addColumn<QString>("expected");
    QTest::newRow("uids in deck-list order")
        << PeekDefect::UidsInDeckOrder << "a hidden card's uid tells its face";
    QTest::newRow("a seen card named while hidden")
        << PeekDefect::SeenCardNamedHidden << "a uid the seat saw before tells the face";
  }

  void uidCheckReportsEachLeak() {
    QFETCH(PeekDefect, defect);
    QFETCH(QString, expected);
    const auto peek = gm::test::makePeekGame(defect);
    gm::test::UidCheckOptions options;
    options.games = 300;
    const auto report = gm::test::checkUidsTellNothing(*peek, 2, options);
    QVERIFY2(!report.ok(), report.summary().c_str());
    QCOMPARE(report.failures.size(), std::size_t{1});
    qInfo("%s", report.failures.front().c_str());
    QVERIFY2(QString::fromStdString(report.failures.front()).contains(expected),
             report.failures.front().c_str());
  }

  void batteryReportsEachBrokenRule() {
    QFETCH(PeekDefect, defect);
    QFETCH(QString, expected);
    const auto report = checkPeek(defect);
    QVERIFY2(!report.ok(), "the battery passed a broken game");
    qInfo("%s", report.failures.front().c_str());
    QVERIFY2(
        QString::fromStdString(report.text()).contains(expected),
        qPrintable("expected '" + expected + "' in:\n" + QString::fromStdString(report.text())));
  }
};

QTEST_APPLESS_MAIN(TestConformanceSelf)
#include "tst_conformance_self.moc"
