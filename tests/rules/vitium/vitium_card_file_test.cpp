// Vitium's card file (the strict loader, the glossary, the faces) and the views of a game; the
// generic conformance battery at 2-4 bosses on a registry of its own.
#include "conformance/conformance_checker.h"
#include "vitium_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

class VitiumCardFileAndViews : public QObject {
  Q_OBJECT

 private slots:
  void vitiumKeepsTheEngineContract_data() {
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("maxNodes");
    QTest::newRow("2 bosses") << 2 << 4 << 3000;
    QTest::newRow("3 bosses") << 3 << 2 << 1500;
    QTest::newRow("4 bosses") << 4 << 1 << 1000;
  }
  void vitiumKeepsTheEngineContract() {
    QFETCH(int, seats);
    QFETCH(int, games);
    QFETCH(int, maxNodes);
    GameRegistry registry;
    registry.add(shippedGame(), &makeGame);
    gm::test::ConformanceOptions options;
    options.games = games;
    options.maxNodes = maxNodes;
    const auto report = gm::test::checkConformance(registry, "vitium", seats, options);
    QVERIFY2(report.ok(), qPrintable(QString::fromStdString(report.text())));
    QVERIFY(report.games >= 1);
    QVERIFY(report.responseWindows > 0);
    qInfo("%d seats: %ld games, %ld nodes, %ld hidden views, %ld changed resamples", seats,
          report.games, report.nodes, report.hiddenViews, report.changedResamples);
  }
};

QTEST_APPLESS_MAIN(VitiumCardFileAndViews)
#include "vitium_card_file_test.moc"
