// The models checked with QAbstractItemModelTester while a real game runs, plus the catalogue,
// the zone model's in-place updates and the settings.
#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <map>

#include "core/seat_view.h"
#include "fan_layout.h"
#include "game_catalog.h"
#include "games/builtin_games.h"
#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {
// A face-up card of an employ row, attached to the card `attachedTo` (-1: to none).
ZoneCard assetCard(int uid, int attachedTo = -1) {
  ZoneCard c;
  c.uid = uid;
  c.face = QStringLiteral("asset");
  c.hidden = false;
  c.attachedTo = attachedTo;
  return c;
}
}  // namespace

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
    const auto games = gm::rules::builtinGames().games();
    QCOMPARE(catalog.rowCount(), int(games.size()));
    // In the registry's order, each with its description, backs, summary and rules page.
    for (int i = 0; i < catalog.rowCount(); ++i) {
      const gm::rules::Game& game = *games[static_cast<std::size_t>(i)];
      const QString id = QString::fromStdString(game.info().id);
      const QModelIndex row = catalog.index(i);
      QCOMPARE(row.data(GameCatalog::GameIdRole).toString(), id);
      QCOMPARE(row.data(GameCatalog::NameRole).toString(),
               QString::fromStdString(game.info().name));
      QCOMPARE(row.data(GameCatalog::MinSeatsRole).toInt(), game.info().minSeats);
      QCOMPARE(row.data(GameCatalog::MaxSeatsRole).toInt(), game.info().maxSeats);
      QStringList backs;
      for (const gm::rules::CardBack& back : game.cardBacks())
        backs << QString::fromStdString(back.id);
      QCOMPARE(row.data(GameCatalog::BacksRole).toStringList(), backs);
      QVERIFY2(row.data(GameCatalog::SummaryRole).toString().size() > 40, qPrintable(id));
      // The rules page :/rules/<id>.md opens with the game's name.
      const QString rules = row.data(GameCatalog::RulesTextRole).toString();
      QVERIFY2(rules.startsWith(QStringLiteral("# ") + QString::fromStdString(game.info().name)),
               qPrintable(QStringLiteral("rules page :/rules/%1.md missing").arg(id)));
    }
    QCOMPARE(catalog.roleNames().value(GameCatalog::RulesTextRole), QByteArray("rulesText"));
  }

  // Every game of the registry, a human against the computer: every model passes the model tester
  // through a whole game, and at the end each zone model holds what the engine's view shows.
  void modelsStayConsistentThroughAWholeGame_data() {
    QTest::addColumn<QString>("game");
    for (const gm::rules::Game* g : gm::rules::builtinGames().games())
      QTest::newRow(g->info().id.c_str()) << QString::fromStdString(g->info().id);
  }

  void modelsStayConsistentThroughAWholeGame() {
    QFETCH(QString, game);
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester hand(s.hand(), Mode::QtTest);
    QAbstractItemModelTester log(s.log(), Mode::QtTest);
    QAbstractItemModelTester players(s.players(), Mode::QtTest);
    QAbstractItemModelTester actions(s.actions(), Mode::QtTest);

    QVERIFY2(s.newGame(game, humanVsAi(), QStringLiteral("2024")), qPrintable(s.lastError()));
    QCOMPARE(s.players()->rowCount(), s.seatCount());
    QCOMPARE(s.players()->rows()[0].name, QStringLiteral("Ana"));
    QCOMPARE(s.players()->rows()[1].name, QStringLiteral("Computer"));
    std::vector<std::unique_ptr<QAbstractItemModelTester>> zones;
    for (const QString& id : s.zoneIds())
      zones.push_back(std::make_unique<QAbstractItemModelTester>(s.zone(id), Mode::QtTest));
    QVERIFY(!zones.empty());
    for (int n = 0; !s.over() && n < 2000; ++n) {
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
      if (s.over()) break;
      const auto& rows = s.actions()->rows();
      QVERIFY(!rows.empty());
      for (const ActionRow& r : rows) QVERIFY(!r.text.isEmpty());
      s.choose(rows[static_cast<std::size_t>(n * 7) % rows.size()].actionId);
    }
    QVERIFY(s.over());
    const gm::rules::SeatView view = s.state()->seatView(s.viewSeat());
    for (const gm::rules::SeatZone& z : view.zones)
      QCOMPARE(s.zone(QString::fromStdString(z.id))->rowCount(), int(z.cards.size()));
    const QVariantList stats = s.observation().value(QStringLiteral("players")).toList();
    for (int seat = 0; seat < s.seatCount() && seat < stats.size(); ++seat)
      QCOMPARE(s.players()->rows()[static_cast<std::size_t>(seat)].stats, stats[seat].toMap());
    QVERIFY(s.log()->rowCount() > 10);
  }

  void fanLayoutSpreadsCardsWhileTheyFitAndOverlapsThemEvenlyOnceTheyDont() {
    FanLayout fan;
    QCOMPARE(fan.pitch(500, 100, 3, 12), 112.0);  // room to spare: card and gap
    QCOMPARE(fan.x(500, 100, 3, 12, 0), 88.0);    // the row of 324 centred
    QCOMPARE(fan.x(500, 100, 3, 12, 2), 312.0);
    QCOMPARE(fan.pitch(300, 100, 5, 12), 50.0);  // crowded: the last card ends at the edge
    QCOMPARE(fan.x(300, 100, 5, 12, 4), 200.0);
    QCOMPARE(fan.x(500, 100, 2, 12, 2), fan.x(500, 100, 3, 12, 2));  // the slot after the last
    QCOMPARE(fan.naturalWidth(100, 3, 12), 324.0);
    QCOMPARE(fan.naturalWidth(100, 0, 12), 100.0);
  }

  void actionModelOffersANumberChoiceAsOneGroup() {
    ActionModel actions;
    QAbstractItemModelTester tester(&actions,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto row = [](int id, const char* kind, int number, QVariantList cards = {}) {
      ActionRow r;
      r.actionId = id;
      r.kind = QString::fromLatin1(kind);
      r.messageKey = QStringLiteral("test.") + r.kind;
      r.number = number;
      r.cards = cards;
      return r;
    };
    // Raid for 1, 2 or 4 (3 is not legal), raid with a card for 2, and rest.
    actions.setRows({row(0, "rest", -1), row(1, "raid", 1), row(2, "raid", 2), row(4, "raid", 4),
                     row(7, "raid", 2, {5})});
    QCOMPARE(actions.numbers(2), (QVariantList{1, 2, 4}));
    QCOMPARE(actions.numbers(7), (QVariantList{2}));
    QCOMPARE(actions.numbers(0), QVariantList{});
    QCOMPARE(actions.actionForNumber(1, 4), 4);
    QCOMPARE(actions.actionForNumber(1, 3), -1);
    QCOMPARE(actions.actionForNumber(7, 1), -1);
    const auto at = [&](int row, ActionModel::Role role) {
      return actions.data(actions.index(row), role);
    };
    QCOMPARE(at(1, ActionModel::GroupLeadRole).toBool(), true);
    QCOMPARE(at(2, ActionModel::GroupLeadRole).toBool(), false);
    QCOMPARE(at(0, ActionModel::GroupLeadRole).toBool(), true);
    QCOMPARE(at(4, ActionModel::GroupLeadRole).toBool(), true);
    QCOMPARE(at(2, ActionModel::NumberMinRole).toInt(), 1);
    QCOMPARE(at(2, ActionModel::NumberMaxRole).toInt(), 4);
    QCOMPARE(at(0, ActionModel::NumberMaxRole).toInt(), -1);
    // all() lists every row as forCard() would, with its place in its group.
    const QVariantList all = actions.all();
    QCOMPARE(all.size(), 5);
    QCOMPARE(all[2].toMap().value(QStringLiteral("actionId")).toInt(), 2);
    QCOMPARE(all[2].toMap().value(QStringLiteral("groupLead")).toBool(), false);
    QCOMPARE(all[4].toMap().value(QStringLiteral("cards")).toList(), (QVariantList{5}));
    // What a bar of buttons draws: one row per group, its lead.
    QAbstractItemModel* leads = actions.leads();
    QCOMPARE(leads->rowCount(), 3);
    QCOMPARE(leads->index(1, 0).data(ActionModel::ActionIdRole).toInt(), 1);
    QCOMPARE(leads->index(2, 0).data(ActionModel::ActionIdRole).toInt(), 7);
  }

  // A Vitium gift offers every amount the giver holds: thousands of rows in one group, which the
  // bar draws as one button (a table that made a delegate and a group walk per row froze).
  void actionModelKeepsAGroupOfThousandsAsOneLead() {
    ActionModel actions;
    std::vector<ActionRow> rows;
    for (int n = 0; n <= 5000; ++n) {
      ActionRow r;
      r.actionId = 100 + n;
      r.kind = n == 0 ? QStringLiteral("withdraw") : QStringLiteral("offer");
      r.messageKey = QStringLiteral("vitium.") + r.kind;
      r.number = n == 0 ? -1 : n;
      r.targetSeat = 1;
      rows.push_back(r);
    }
    actions.setRows(std::move(rows));
    QCOMPARE(actions.leads()->rowCount(), 2);
    QCOMPARE(actions.numbers(4000).size(), 5000);
    QCOMPARE(actions.actionForNumber(101, 4321), 4421);
    QCOMPARE(actions.data(actions.index(5000), ActionModel::NumberMaxRole).toInt(), 5000);
    QCOMPARE(actions.forSeat(1).size(), 5001);
  }

  void actionModelFindsTheActionsThatChooseASeat() {
    ActionModel actions;
    QAbstractItemModelTester tester(&actions,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto row = [](int id, int targetSeat) {
      ActionRow r;
      r.actionId = id;
      r.kind = QStringLiteral("target");
      r.targetSeat = targetSeat;
      return r;
    };
    actions.setRows({row(3, 0), row(5, 2), row(6, -1), row(8, 2)});
    const auto ids = [&](int seat) {
      QVariantList out;
      for (const QVariant& a : actions.forSeat(seat))
        out.append(a.toMap().value(QStringLiteral("actionId")));
      return out;
    };
    QCOMPARE(ids(2), (QVariantList{5, 8}));
    QCOMPARE(ids(0), (QVariantList{3}));
    QCOMPARE(ids(1), QVariantList{});
    QCOMPARE(ids(-1), QVariantList{});  // "no seat" is not a seat
    QCOMPARE(actions.data(actions.index(1), ActionModel::TargetSeatRole).toInt(), 2);
    QCOMPARE(actions.all()[2].toMap().value(QStringLiteral("targetSeat")).toInt(), -1);
  }

  // For every registered game: the zone models and the players follow the engine's typed view of
  // the view seat (rules::SeatView) through a game, whatever the game.
  void zoneModelsFollowTheSeatViewOfEveryGame() {
    for (const gm::rules::Game* game : gm::rules::builtinGames().games()) {
      const QString id = QString::fromStdString(game->info().id);
      SessionFixture f;
      Session& s = f.session;
      InstantTable table(s);
      QVariantList seats = humanVsAi();
      while (seats.size() < game->info().minSeats) seats.append(seats.back());
      QVERIFY2(s.newGame(id, seats, QStringLiteral("77")), qPrintable(id));
      for (int turn = 0; turn < 12 && !s.over(); ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
        const gm::rules::SeatView view = s.state()->seatView(s.viewSeat());
        QStringList ids;
        std::map<int, const gm::rules::SeatCard*> known;
        std::size_t cards = 0;
        for (const auto& z : view.zones) {
          ids << QString::fromStdString(z.id);
          cards += z.cards.size();
          for (const auto& c : z.cards)
            if (c.uid >= 0) known[c.uid] = &c;
        }
        QCOMPARE(s.zoneIds(), ids);
        QCOMPARE(s.turn(), view.turn);
        QCOMPARE(s.turnLimit(), view.turnLimit);
        std::size_t listed = 0;
        for (const auto& z : view.zones) {
          ZoneModel* model = s.zone(QString::fromStdString(z.id));
          QCOMPARE(model->owner(), z.owner);
          QCOMPARE(model->layout(), QString::fromLatin1(gm::rules::layoutName(z.layout)));
          QCOMPARE(model->visibility(),
                   QString::fromLatin1(gm::rules::visibilityName(z.visibility)));
          listed += model->cards().size();
          for (const ZoneCard& c : model->cards()) {
            QCOMPARE(c.hidden, c.uid < 0);
            QVERIFY(!c.back.isEmpty());
            if (c.hidden) continue;
            QVERIFY2(known.count(c.uid), qPrintable(id + ": a card the view does not show"));
            const auto& truth = *known[c.uid];
            QCOMPARE(c.face, QString::fromStdString(truth.face));
            QCOMPARE(c.back, QString::fromStdString(truth.back));
            QCOMPARE(c.rotation, truth.rotation);
            QCOMPARE(c.end, truth.end);
          }
        }
        QCOMPARE(listed, cards);
        for (const PlayerRow& row : s.players()->rows()) {
          const auto& p = view.players[static_cast<std::size_t>(row.seat)];
          QCOMPARE(row.out, p.out);
          QCOMPARE(row.place, p.place);
          QCOMPARE(row.role, QString::fromStdString(p.role));
          QCOMPARE(row.figures.size(), static_cast<qsizetype>(p.figures.size()));
          for (std::size_t i = 0; i < p.figures.size(); ++i) {
            const QVariantMap fig = row.figures[static_cast<qsizetype>(i)].toMap();
            QCOMPARE(fig.value(QStringLiteral("key")).toString(),
                     QString::fromStdString(p.figures[i].key));
            QCOMPARE(fig.value(QStringLiteral("value")).toInt(), p.figures[i].value);
          }
        }
        if (s.over()) break;
        const auto& actions = s.actions()->rows();
        QVERIFY(!actions.empty());
        s.choose(actions[static_cast<std::size_t>(turn) % actions.size()].actionId);
      }
    }
  }

  // With the table's player on, each applied action's events step the models through the views
  // the engine recorded with them: between stepStarting and stepShown the zones change to the
  // event's view, no choice is offered while the steps play, and the published state follows.
  void tablePlayerStepsTheModelsThroughEveryEventOfEveryGame() {
    for (const gm::rules::Game* game : gm::rules::builtinGames().games()) {
      const QString id = QString::fromStdString(game->info().id);
      SessionFixture f;
      Session& s = f.session;
      s.setAnimate(true);
      TablePlayer* player = s.player();
      player->setEnabled(true);
      int step = 0, steps = 0, differed = 0, mismatches = 0, offered = 0;
      const auto countsOf = [&s](const gm::rules::SeatView& view) {
        std::vector<int> counts;
        for (const auto& z : view.zones)
          counts.push_back(s.zone(QString::fromStdString(z.id))->count() -
                           static_cast<int>(z.cards.size()));
        return counts;
      };
      std::size_t action = 0;
      // What each step of the action being played must show: the engine's view with each event,
      // with the choices that were waiting when the action was applied (a bot may choose for the
      // next round while the steps play; that choice shows once they are done).
      std::vector<gm::rules::SeatView> expected;
      connect(player, &TablePlayer::stepStarting, &s, [&] {
        ++steps;
        if (s.state()->history().size() == action) return;
        // A new action: its first step starts in the same call that applied it.
        action = s.state()->history().size();
        step = 0;
        expected.clear();
        for (const auto& views : s.state()->lastEventViews()) {
          expected.push_back(views[static_cast<std::size_t>(s.viewSeat())]);
          s.showWaitingChoices(expected.back());
        }
      });
      connect(player, &TablePlayer::stepShown, &s, [&] {
        if (step >= static_cast<int>(expected.size())) return;
        const gm::rules::SeatView& view = expected[static_cast<std::size_t>(step)];
        const auto diff = countsOf(view);
        if (std::any_of(diff.begin(), diff.end(), [](int d) { return d != 0; })) {
          if (!mismatches++) {
            QStringList d;
            for (std::size_t z = 0; z < diff.size(); ++z)
              if (diff[z])
                d << QString::fromStdString(view.zones[z].id) + ":" + QString::number(diff[z]);
            qWarning() << id << "step" << step << "of" << expected.size() << d;
          }
        }
        const auto final = countsOf(s.state()->seatView(s.viewSeat()));
        if (std::any_of(final.begin(), final.end(), [](int d) { return d != 0; })) ++differed;
        if (!s.actions()->rows().empty()) ++offered;
        ++step;
      });
      QVariantList seats = humanVsAi();
      while (seats.size() < game->info().minSeats) seats.append(seats.back());
      QVERIFY2(s.newGame(id, seats, QStringLiteral("91")), qPrintable(id));
      for (int turn = 0; turn < 10 && !s.over(); ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
        if (s.over()) break;
        const auto& actions = s.actions()->rows();
        s.choose(actions[static_cast<std::size_t>(turn) % actions.size()].actionId);
      }
      QTRY_VERIFY_WITH_TIMEOUT(!player->playing(), 30000);
      QVERIFY2(steps > 0, qPrintable(id + ": no event was played"));
      QCOMPARE(mismatches, 0);
      QCOMPARE(offered, 0);
      // The models showed something other than the final state at some step: they moved.
      QVERIFY2(differed > 0, qPrintable(id + ": the steps never differed from the end"));
    }
  }

  // A held step stops the player until it is released; a skip shows the remaining steps at once
  // (holds are no longer kept) and the session publishes when they are done.
  void tablePlayerHoldsAndSkips() {
    SessionFixture f;
    Session& s = f.session;
    s.setAnimate(true);
    TablePlayer* player = s.player();
    player->setEnabled(true);
    int shown = 0;
    connect(player, &TablePlayer::stepShown, &s, [&] {
      ++shown;
      player->hold();
    });
    // Two people: after the skip nobody moves until the next person takes the screen.
    const QVariantList people{seat(QStringLiteral("human")), seat(QStringLiteral("human"))};
    QVERIFY(s.newGame(gm::rules::builtinGames().games().front()->info().id.c_str(), people,
                      QStringLiteral("5")));
    // Both seats commit; the second commit resolves the turn and its events play.
    for (int i = 0; i < 2 && shown == 0; ++i) {
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.privacyScreen(), 30000);
      if (s.privacyScreen()) s.acknowledgePrivacy();
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
      s.choose(s.actions()->rows().front().actionId);
      QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(shown > 0, 30000);
    // Held: nothing more is shown and the session waits.
    const int before = shown;
    QTest::qWait(50);
    QCOMPARE(shown, before);
    QVERIFY(player->playing());
    QVERIFY(s.waitingForAnimations());
    QSignalSpy finished(player, &TablePlayer::finished);
    player->skip();
    QVERIFY(!player->playing());
    QVERIFY(!player->held());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!s.waitingForAnimations(), 30000);
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

  // A card attached to another card of its zone lies tucked under that mark: it shares the
  // mark's place, the zone needs one place fewer, and several under one mark go 1, 2... deep.
  void zoneModelTucksACardUnderItsMarkInTheSameZone() {
    ZoneModel zone(QStringLiteral("p0.employ"));
    QAbstractItemModelTester tester(&zone, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto placeOf = [&zone](int row) {
      return zone.data(zone.index(row), ZoneModel::PlaceRole).toInt();
    };
    const auto tuckOf = [&zone](int row) {
      return zone.data(zone.index(row), ZoneModel::TuckRole).toInt();
    };
    QSignalSpy placesChanged(&zone, &ZoneModel::placesChanged);

    zone.setCards({assetCard(10), assetCard(11), assetCard(12)});
    QCOMPARE(zone.places(), 3);
    QCOMPARE(zone.deepestTuck(), 0);
    for (int row = 0; row < 3; ++row) {
      QCOMPARE(placeOf(row), row);
      QCOMPARE(tuckOf(row), 0);
    }

    // An alter purchased onto the first card: one place fewer than cards, under its mark.
    QSignalSpy changed(&zone, &QAbstractItemModel::dataChanged);
    zone.setCards({assetCard(10), assetCard(11), assetCard(12), assetCard(13, 10)});
    QCOMPARE(zone.count(), 4);
    QCOMPARE(zone.places(), 3);
    QCOMPARE(zone.deepestTuck(), 1);
    QCOMPARE(placeOf(3), placeOf(0));
    QCOMPARE(tuckOf(3), 1);
    QCOMPARE(tuckOf(0), 0);
    QCOMPARE(placeOf(1), 1);
    QCOMPARE(placeOf(2), 2);

    // A second alter on the same mark goes one deeper; the mark ahead of it in the row keeps
    // the places after it in order. A card before the alters in the row moved: it is told so.
    zone.setCards(
        {assetCard(11), assetCard(10), assetCard(13, 10), assetCard(14, 10), assetCard(12)});
    QCOMPARE(zone.places(), 3);
    QCOMPARE(zone.deepestTuck(), 2);
    QCOMPARE(placeOf(0), 0);
    QCOMPARE(placeOf(1), 1);
    QCOMPARE(placeOf(2), 1);
    QCOMPARE(tuckOf(2), 1);
    QCOMPARE(placeOf(3), 1);
    QCOMPARE(tuckOf(3), 2);
    QCOMPARE(placeOf(4), 2);
    QCOMPARE(tuckOf(4), 0);

    // A mark that left the zone (its alter still here, attached elsewhere): the alter lies in a
    // place of its own again, and the model says the places changed.
    changed.clear();
    placesChanged.clear();
    zone.setCards({assetCard(11), assetCard(13, 10), assetCard(12)});
    QCOMPARE(zone.places(), 3);
    QCOMPARE(zone.deepestTuck(), 0);
    QCOMPARE(placeOf(1), 1);
    QCOMPARE(tuckOf(1), 0);
    QCOMPARE(placeOf(2), 2);
    QCOMPARE(placesChanged.count(), 1);

    // An alter whose mark lies in another zone (attachedTo names a uid not here) keeps its place,
    // before or after the cards of the zone.
    zone.setCards({assetCard(20, 99), assetCard(21), assetCard(22, 98)});
    QCOMPARE(zone.places(), 3);
    QCOMPARE(zone.deepestTuck(), 0);
    QCOMPARE(placeOf(0), 0);
    QCOMPARE(placeOf(1), 1);
    QCOMPARE(placeOf(2), 2);
  }

  // A row kept in place whose place moves (its mark arrived before it) is told so by dataChanged.
  void zoneModelTellsAKeptRowThatItsPlaceMoved() {
    ZoneModel zone(QStringLiteral("p0.employ"));
    QAbstractItemModelTester tester(&zone, QAbstractItemModelTester::FailureReportingMode::QtTest);
    zone.setCards({assetCard(1, 5), assetCard(2)});
    QCOMPARE(zone.data(zone.index(1), ZoneModel::PlaceRole).toInt(), 1);
    QSignalSpy changed(&zone, &QAbstractItemModel::dataChanged);
    zone.setCards({assetCard(1, 5), assetCard(2), assetCard(5)});
    QCOMPARE(zone.places(), 2);
    QCOMPARE(zone.data(zone.index(0), ZoneModel::PlaceRole).toInt(), 1);
    QCOMPARE(zone.data(zone.index(0), ZoneModel::TuckRole).toInt(), 1);
    QCOMPARE(zone.data(zone.index(1), ZoneModel::PlaceRole).toInt(), 0);
    QCOMPARE(zone.data(zone.index(2), ZoneModel::PlaceRole).toInt(), 1);
    QList<int> rowsTold;
    for (const QList<QVariant>& args : changed) rowsTold << args[0].toModelIndex().row();
    std::sort(rowsTold.begin(), rowsTold.end());
    QCOMPARE(rowsTold, QList<int>({0, 1}));
  }

  void settingsArePersistedAtOnceAndClamped() {
    {
      Settings settings;
      settings.setPaceName(QStringLiteral("fast"));
      settings.setPaceName(QStringLiteral("ludicrous"));  // unknown: nothing changes
      QCOMPARE(settings.pace(), Pace::Fast);
      settings.setLanguage(QStringLiteral("de"));
      settings.setLastSeats(humanVsAi());
    }
    Settings again;
    QCOMPARE(again.paceName(), QStringLiteral("fast"));
    QCOMPARE(again.language(), QStringLiteral("de"));
    QCOMPARE(again.lastSeats().size(), 2);
    QCOMPARE(again.lastSeats()[0].toMap().value(QStringLiteral("name")).toString(),
             QStringLiteral("Ana"));
    QSettings().clear();
  }

  // The speed factor stored before paces chooses the nearest pace until a pace is stored.
  void anOldSpeedSettingChoosesTheNearestPace() {
    QSettings().clear();
    QSettings().setValue(QStringLiteral("animation/speed"), 4.0);
    QCOMPARE(Settings().pace(), Pace::Fast);
    QSettings().setValue(QStringLiteral("animation/speed"), 0.5);
    QCOMPARE(Settings().pace(), Pace::Slow);
    QSettings().setValue(QStringLiteral("animation/speed"), 1.0);
    QCOMPARE(Settings().pace(), Pace::Normal);
    Settings().setPace(Pace::Off);
    QCOMPARE(Settings().pace(), Pace::Off);
    QSettings().clear();
  }

  // The player's record: every finished game with a person counts as played; games with
  // computers count against them, per level; a computer at two seats counts once per level.
  // Counts edited by hand into nonsense read back as 0.
  void playRecordCountsGamesAgainstEachLevel() {
    QSettings().clear();
    Settings settings;
    QCOMPARE(settings.playRecord(QStringLiteral("artbot")).value(QStringLiteral("played")).toInt(),
             0);
    settings.addFinishedGame(QStringLiteral("artbot"), {}, false);  // people only
    settings.addFinishedGame(QStringLiteral("artbot"), {QStringLiteral("easy")}, true);
    settings.addFinishedGame(
        QStringLiteral("artbot"),
        {QStringLiteral("hard"), QStringLiteral("hard"), QStringLiteral("easy")}, false);
    const QVariantMap r = Settings().playRecord(QStringLiteral("artbot"));
    QCOMPARE(r.value(QStringLiteral("played")).toInt(), 3);
    QCOMPARE(r.value(QStringLiteral("againstComputer")).toInt(), 2);
    QCOMPARE(r.value(QStringLiteral("won")).toInt(), 1);
    const QVariantMap levels = r.value(QStringLiteral("levels")).toMap();
    QCOMPARE(levels.size(), 2);
    QCOMPARE(levels.value(QStringLiteral("easy")).toMap().value(QStringLiteral("played")).toInt(),
             2);
    QCOMPARE(levels.value(QStringLiteral("easy")).toMap().value(QStringLiteral("won")).toInt(), 1);
    QCOMPARE(levels.value(QStringLiteral("hard")).toMap().value(QStringLiteral("played")).toInt(),
             1);
    QCOMPARE(levels.value(QStringLiteral("hard")).toMap().value(QStringLiteral("won")).toInt(), 0);
    QCOMPARE(
        Settings().playRecord(QStringLiteral("knockdown")).value(QStringLiteral("played")).toInt(),
        0);
    {
      QSettings raw;
      raw.setValue(QStringLiteral("record/artbot/played"), QStringLiteral("lots"));
      raw.setValue(QStringLiteral("record/artbot/won"), 99);  // more than were played
    }
    const QVariantMap edited = Settings().playRecord(QStringLiteral("artbot"));
    QCOMPARE(edited.value(QStringLiteral("played")).toInt(), 0);
    QCOMPARE(edited.value(QStringLiteral("won")).toInt(), 0);
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
      // "2" holds a list inside a list (spelt out: QVariantList{list} is a copy of the list
      // under clang, a list of one list under GCC).
      raw.setValue(QStringLiteral("newGame/seatsByCount"),
                   QVariantMap{{QStringLiteral("5"), five},
                               {QStringLiteral("2"), QVariantList{QVariant(humanVsAi())}},
                               {QStringLiteral("3"), QStringLiteral("three")}});
      raw.setValue(QStringLiteral("ui/language"), QStringLiteral("../../etc/passwd"));
      raw.setValue(QStringLiteral("ui/windowGeometry"), QRect(0, 0, 2000000, -5));
      raw.setValue(QStringLiteral("animation/speed"), QStringLiteral("fast"));
      raw.setValue(QStringLiteral("animation/pace"), QStringLiteral("warp"));
    }
    Settings settings;
    QVERIFY(settings.lastSeats().isEmpty());
    QVERIFY(settings.seatsByCount().isEmpty());
    QVERIFY(settings.language().isEmpty());
    QVERIFY(settings.windowGeometry().isNull());
    QCOMPARE(settings.pace(), Pace::Normal);
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
