// The models checked with QAbstractItemModelTester while a real game runs, plus the catalogue,
// the zone model's in-place updates and the settings.
#include <QAbstractItemModelTester>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "game_catalog.h"
#include "games/builtin_games.h"
#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

class AppModelsTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GrudgeMatchTest"));
    QCoreApplication::setApplicationName(QStringLiteral("appModelsTest"));
  }

  void gameCatalogListsTheGamesWithTheirRulesPages() {
    GameCatalog catalog;
    QAbstractItemModelTester tester(&catalog,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(catalog.rowCount(), int(gm::rules::builtinGames().games().size()));
    const QModelIndex row = catalog.index(0);
    QCOMPARE(row.data(GameCatalog::GameIdRole).toString(), QStringLiteral("knockdown"));
    QCOMPARE(row.data(GameCatalog::NameRole).toString(), QStringLiteral("Knockdown"));
    QCOMPARE(row.data(GameCatalog::MinSeatsRole).toInt(), 2);
    QCOMPARE(row.data(GameCatalog::MaxSeatsRole).toInt(), 2);
    QVERIFY(row.data(GameCatalog::SummaryRole).toString().size() > 40);
    const QString rules = row.data(GameCatalog::RulesTextRole).toString();
    QVERIFY2(rules.contains(QStringLiteral("Knockdown")),
             "rules page :/rules/knockdown.md missing");
    QCOMPARE(catalog.roleNames().value(GameCatalog::RulesTextRole), QByteArray("rulesText"));
    // Engines of Vengeance follows, with its own summary and rules page.
    const QModelIndex engines = catalog.index(1);
    QCOMPARE(engines.data(GameCatalog::GameIdRole).toString(), QStringLiteral("engines"));
    QCOMPARE(engines.data(GameCatalog::MinSeatsRole).toInt(), 2);
    QVERIFY(
        engines.data(GameCatalog::SummaryRole).toString().contains(QStringLiteral("vigilante")));
    QCOMPARE(engines.data(GameCatalog::BacksRole).toStringList(),
             QStringList({QStringLiteral("vigilante"), QStringLiteral("detective")}));
    // Artbot: two to four players, its own summary.
    const QModelIndex artbot = catalog.index(2);
    QCOMPARE(artbot.data(GameCatalog::GameIdRole).toString(), QStringLiteral("artbot"));
    QCOMPARE(artbot.data(GameCatalog::MinSeatsRole).toInt(), 2);
    QCOMPARE(artbot.data(GameCatalog::MaxSeatsRole).toInt(), 4);
    QVERIFY(artbot.data(GameCatalog::SummaryRole).toString().contains(QStringLiteral("steal")));
    QVERIFY(!engines.data(GameCatalog::RulesTextRole).toString().isEmpty());
  }

  void modelsStayConsistentThroughAWholeGame() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester hand(s.hand(), Mode::QtTest);
    QAbstractItemModelTester log(s.log(), Mode::QtTest);
    QAbstractItemModelTester players(s.players(), Mode::QtTest);
    std::vector<std::unique_ptr<QAbstractItemModelTester>> zones;
    for (const char* name :
         {"p0.stamina", "p1.stamina", "p0.discard", "p1.discard", "p0.unstable0", "p1.unstable0",
          "p0.revealing", "p1.revealing", "p0.play", "p1.play", "p1.hand"})
      zones.push_back(std::make_unique<QAbstractItemModelTester>(s.zone(QString::fromLatin1(name)),
                                                                 Mode::QtTest));

    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("2024")));
    QCOMPARE(s.players()->rowCount(), 2);
    QCOMPARE(s.players()->rows()[0].name, QStringLiteral("Ana"));
    QCOMPARE(s.players()->rows()[1].name, QStringLiteral("Computer (Easy)"));
    QCOMPARE(s.hand()->rowCount(), 10);
    QCOMPARE(s.zone(QStringLiteral("p0.stamina"))->rowCount(), 40);
    for (int turn = 0; !s.over() && turn < 100; ++turn) {
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
      if (s.over()) break;
      QCOMPARE(s.hand()->rowCount(), 10);
      for (const ZoneCard& c : s.hand()->cards()) {
        QVERIFY(c.legal);
        QVERIFY(!c.name.isEmpty() && !c.speed.isEmpty() && c.damage >= 0);
        QCOMPARE(s.describeAction(c.actionId), QStringLiteral("Choose %1").arg(c.name));
      }
      const int a = legalAction(s, turn * 3);
      s.choose(a);
      QCOMPARE(s.pendingChoice(), a);
    }
    QVERIFY(s.over());
    const QVariantList stats = s.observation().value(QStringLiteral("players")).toList();
    for (int seat = 0; seat < 2; ++seat) {
      const QVariantMap p = stats[seat].toMap();
      QCOMPARE(s.zone(QStringLiteral("p%1.stamina").arg(seat))->rowCount(),
               p.value(QStringLiteral("staminaCount")).toInt());
      QCOMPARE(s.zone(QStringLiteral("p%1.discard").arg(seat))->rowCount(),
               p.value(QStringLiteral("discardCount")).toInt());
      QCOMPARE(s.players()->rows()[static_cast<std::size_t>(seat)].stats, p);
    }
    QVERIFY(s.log()->rowCount() > 10);
  }

  void zoneModelKeepsRowsOfCardsThatStayInPlace() {
    ZoneModel zone(QStringLiteral("p0.discard"));
    QAbstractItemModelTester tester(&zone, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto card = [](int uid, const char* face) {
      ZoneCard c;
      c.uid = uid;
      c.face = QString::fromLatin1(face);
      c.hidden = false;
      c.name = c.face;
      return c;
    };
    zone.setCards({card(1, "stable"), card(2, "rally")});
    QSignalSpy inserted(&zone, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&zone, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&zone, &QAbstractItemModel::modelReset);
    zone.setCards({card(1, "stable"), card(2, "rally"), card(3, "stable")});
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted[0][1].toInt(), 2);
    QCOMPARE(removed.count(), 0);
    zone.setCards({card(1, "stable")});
    QCOMPARE(removed.count(), 1);
    QCOMPARE(zone.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(zone.indexOfUid(1), 0);
    QCOMPARE(zone.indexOfUid(2), -1);
  }

  void settingsArePersistedAtOnceAndClamped() {
    {
      Settings settings;
      settings.setAnimationSpeed(9.0);
      QCOMPARE(settings.animationSpeed(), 4.0);
      settings.setAnimationSpeed(0.5);
      settings.setLanguage(QStringLiteral("de"));
      settings.setLastSeats(humanVsAi());
    }
    Settings again;
    QCOMPARE(again.animationSpeed(), 0.5);
    QCOMPARE(again.language(), QStringLiteral("de"));
    QCOMPARE(again.lastSeats().size(), 2);
    QCOMPARE(again.lastSeats()[0].toMap().value(QStringLiteral("name")).toString(),
             QStringLiteral("Ana"));
    QSettings().clear();
  }

  // The settings file is user-editable text: values of the wrong shape read back as defaults.
  void settingsEditedByHandReadBackOnlyWhatIsValid() {
    {
      QSettings raw;
      raw.setValue(QStringLiteral("newGame/lastSeats"),
                   QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("ghost")}}});
      QVariantList five;
      for (int i = 0; i < 5; ++i) five.append(QVariantMap{{QStringLiteral("kind"), "ai"}});
      raw.setValue(QStringLiteral("newGame/seatsByCount"),
                   QVariantMap{{QStringLiteral("5"), five},
                               {QStringLiteral("2"), QVariantList{humanVsAi()}},
                               {QStringLiteral("3"), QStringLiteral("three")}});
      raw.setValue(QStringLiteral("ui/language"), QStringLiteral("../../etc/passwd"));
      raw.setValue(QStringLiteral("ui/windowGeometry"), QRect(0, 0, 2000000, -5));
      raw.setValue(QStringLiteral("animation/speed"), QStringLiteral("fast"));
    }
    Settings settings;
    QVERIFY(settings.lastSeats().isEmpty());
    QVERIFY(settings.seatsByCount().isEmpty());
    QVERIFY(settings.language().isEmpty());
    QVERIFY(settings.windowGeometry().isNull());
    QCOMPARE(settings.animationSpeed(), 1.0);
    {
      QSettings raw;
      raw.setValue(QStringLiteral("newGame/seatsByCount"),
                   QVariantMap{{QStringLiteral("2"), humanVsAi()}});
      raw.setValue(QStringLiteral("ui/language"), QStringLiteral("pt_BR"));
    }
    QCOMPARE(settings.seatsByCount().value(QStringLiteral("2")).toList().size(), 2);
    QCOMPARE(settings.language(), QStringLiteral("pt_BR"));
    QSettings().clear();
  }
};

QTEST_MAIN(AppModelsTest)
#include "app_models_test.moc"
