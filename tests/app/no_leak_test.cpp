// No-leak for every game of the registry at every seat count: what the Session publishes for its
// view seat (zone models, hand, observation, the events handed to the table) never shows a card
// the engine's own view of that seat hides, at any moment of whole games against the computer
// (which moves first, so its secret choices are pending while the person chooses) and hot-seat
// (the view seat changes hands behind the privacy screen). Artbot's no-leak test adds what only
// that game has.
#include <QStandardPaths>
#include <QTest>

#include "games/builtin_games.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

// The printed title of face `face` of the running game, "" when it has none.
QString titleOf(const Session& s, const std::string& face) {
  const QVariantList ends =
      s.cardFace(QString::fromStdString(face)).value(QStringLiteral("ends")).toList();
  return ends.isEmpty() ? QString()
                        : ends.front().toMap().value(QStringLiteral("title")).toString();
}

// A step handed to the table against the engine's event: an event the view seat may not see
// names no card (no uid, face, name or arguments, and a text without its card's title). A
// description of the leak, or "".
QString eventLeak(const Session& s, const gm::rules::GameEvent& raw, const QVariantMap& e) {
  const int viewer = s.viewSeat();
  if (raw.visibleTo & (1u << viewer)) return {};
  const QString title = raw.face.empty() ? QString() : titleOf(s, raw.face);
  if (e.value(QStringLiteral("card")).toInt() != -1 ||
      !e.value(QStringLiteral("face")).toString().isEmpty() ||
      !e.value(QStringLiteral("name")).toString().isEmpty() ||
      !e.value(QStringLiteral("args")).toList().isEmpty() ||
      (!title.isEmpty() &&
       e.value(QStringLiteral("text")).toString().contains(title, Qt::CaseInsensitive)))
    return QStringLiteral("event %1 shows seat %2 its card")
        .arg(QString::fromStdString(raw.kind))
        .arg(viewer);
  return {};
}

// Checks the models at every publication and the events at every hand-over to the table.
struct Watch {
  int checks = 0;
  int hiddenEvents = 0;  // positive control: events the view seat may not see did come by
  QStringList leaks;
  std::vector<gm::rules::GameEvent> raw;  // the engine's events of the action being shown
  std::size_t shown = 0;                  // its steps handed to the table so far

  void attach(Session& s, QObject* context) {
    QObject::connect(&s, &Session::observationChanged, context, [this, &s] {
      if (!s.active()) return;
      if (const QString leak = leakedCard(s); !leak.isEmpty()) leaks << leak;
      ++checks;
    });
    // Each action the player shows: its steps one for one against the engine's events.
    QObject::connect(s.player(), &TablePlayer::playingChanged, context, [this, &s] {
      if (s.player()->playing()) {
        const auto events = s.state()->lastEvents();
        raw.assign(events.begin(), events.end());
        shown = 0;
        for (const auto& e : raw)
          if (!(e.visibleTo & (1u << s.viewSeat()))) ++hiddenEvents;
      } else if (shown != raw.size()) {
        leaks << QStringLiteral("%1 events for the table, %2 in the engine")
                     .arg(shown)
                     .arg(raw.size());
      }
    });
    QObject::connect(
        s.player(), &TablePlayer::stepStarting, context, [this, &s](const QVariantMap& event) {
          if (shown >= raw.size())
            leaks << QStringLiteral("a step with no event of the engine");
          else if (const QString leak = eventLeak(s, raw[shown], event); !leak.isEmpty())
            leaks << leak;
          ++shown;
        });
  }
};

// Every game of the registry at every seat count it is played by.
void everyGame() {
  QTest::addColumn<QString>("game");
  QTest::addColumn<int>("seats");
  for (const gm::rules::Game* g : gm::rules::builtinGames().games()) {
    const QString id = QString::fromStdString(g->info().id);
    for (int n = g->info().minSeats; n <= g->info().maxSeats; ++n)
      QTest::newRow(qPrintable(QStringLiteral("%1, %2 seats").arg(id).arg(n))) << id << n;
  }
}

// The options a game of `id` keeps for play that must end (a round limit where the rules have
// none): these walks choose by a fixed rule, not to win.
QVariantMap endingVariant(const QString& id) {
  const gm::rules::Game* g = gm::rules::builtinGames().find(id.toStdString());
  QVariantMap out;
  const nlohmann::json variant = g->botOnlyVariant();
  for (const auto& [key, value] : variant.items())
    out.insert(QString::fromStdString(key), QVariant::fromValue(value.get<int>()));
  return out;
}

}  // namespace

class NoLeakTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void personAfterTheComputerSeesNothingHidden_data() { everyGame(); }
  void personAfterTheComputerSeesNothingHidden() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    // A game whose hidden events are rare (a card drawn in secret now and then) may play a whole
    // game without one: further seeds are played, every one checked, until a game had some.
    int hiddenEvents = 0;
    for (int seed = 31; seed < 61 && hiddenEvents == 0; ++seed) {
      SessionFixture f;
      Session& s = f.session;
      InstantTable table(s);
      Watch watch;
      watch.attach(s, this);
      QVariantList setup;
      for (int i = 0; i + 1 < seats; ++i) setup.append(seat(QStringLiteral("ai")));
      setup.append(seat(QStringLiteral("human"), {}, QStringLiteral("Ana")));
      QVERIFY2(s.newGame(game, setup, QString::number(seed), endingVariant(game)),
               qPrintable(s.lastError()));
      QCOMPARE(s.viewSeat(), seats - 1);
      for (int n = 0; !s.over() && n < 2000; ++n) {
        QTRY_VERIFY_WITH_TIMEOUT(s.over() || s.awaitingHuman(), 30000);
        if (s.over()) break;
        if (const QString leak = leakedCard(s); !leak.isEmpty()) watch.leaks << leak;
        const auto& rows = s.actions()->rows();
        QVERIFY(!rows.empty());
        s.choose(rows[static_cast<std::size_t>(n * 7) % rows.size()].actionId);
      }
      QVERIFY(s.over());
      QVERIFY2(watch.leaks.isEmpty(), qPrintable(watch.leaks.join(QLatin1Char('\n'))));
      QVERIFY(watch.checks > 20);
      hiddenEvents = watch.hiddenEvents;
    }
    QVERIFY(hiddenEvents > 0);
  }

  void hotSeatViewsShowNothingHidden_data() { everyGame(); }
  void hotSeatViewsShowNothingHidden() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    Watch watch;
    watch.attach(s, this);
    QVariantList setup;
    for (int i = 0; i < seats; ++i)
      setup.append(seat(QStringLiteral("human"), {}, QStringLiteral("P%1").arg(i + 1)));
    QVERIFY2(s.newGame(game, setup, QStringLiteral("64"), endingVariant(game)),
             qPrintable(s.lastError()));
    int handovers = 0;
    int chooser = -1;
    int opening = 0;  // the hand-over a game opens with, which picks no row
    for (int n = 0; !s.over() && n < 4000; ++n) {
      QTRY_VERIFY_WITH_TIMEOUT(s.over() || s.privacyScreen() || s.awaitingHuman(), 30000);
      if (s.over()) break;
      if (s.privacyScreen()) {
        // Behind the privacy screen nothing changes hands until the next player confirms (the
        // game opens behind it too, before anyone has chosen).
        if (chooser >= 0) QCOMPARE(s.viewSeat(), chooser);
        if (chooser < 0) opening = 1;
        s.acknowledgePrivacy();
        ++handovers;
        if (chooser >= 0) QVERIFY(s.viewSeat() != chooser);
        QCOMPARE(s.pendingChoice(), -1);
        if (const QString leak = leakedCard(s); !leak.isEmpty()) watch.leaks << leak;
        continue;
      }
      chooser = s.viewSeat();
      const auto& rows = s.actions()->rows();
      QVERIFY(!rows.empty());
      s.choose(rows[static_cast<std::size_t>((n - opening) * 5) % rows.size()].actionId);
    }
    QVERIFY(s.over());
    QVERIFY2(watch.leaks.isEmpty(), qPrintable(watch.leaks.join(QLatin1Char('\n'))));
    QVERIFY(handovers > 0);
    QVERIFY(watch.checks > 20);
  }
};

QTEST_MAIN(NoLeakTest)
#include "no_leak_test.moc"
