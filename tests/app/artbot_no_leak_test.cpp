// No-leak for Artbot: what the Session publishes for its view seat (observation, zone models,
// players, events, log) never shows another player's Active card (face or uid), nor the order of
// any Inactive Deck, at any moment of whole games at 2, 3 and 4 seats, hot-seat (the view seat
// changes hands) and against bots.
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <nlohmann/json.hpp>

#include "games/builtin_games.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

const QString kArtbot = QStringLiteral("artbot");

// Every card name of the shipped set (a hidden event's text must name none of them).
const QStringList& cardNames() {
  static const QStringList names = [] {
    QStringList out;
    const auto set = nlohmann::json::parse(gm::rules::builtinCardJson("artbot"));
    for (const auto& c : set["cards"]) out << QString::fromStdString(c["name"].get<std::string>());
    return out;
  }();
  return names;
}

bool namesACard(const QString& text) {
  for (const QString& name : cardNames())
    if (text.contains(name)) return true;
  return false;
}

bool showsACard(const QVariantMap& card) {
  return card.contains(QStringLiteral("uid")) || card.contains(QStringLiteral("face")) ||
         card.contains(QStringLiteral("name"));
}

// The events that move a card between hidden places; for anyone but their seat they must carry
// nothing that names the card.
const QSet<QString> kSecretKinds = {QStringLiteral("return"), QStringLiteral("draw"),
                                    QStringLiteral("glitch_gather"), QStringLiteral("glitch_deal")};

struct Tally {
  int checks = 0;
  int failures = 0;
  int ownCardsSeen = 0;  // positive control: the view seat does see its own Active cards
  int secretEventsSeen = 0;
  void fail(const char* what) {
    if (failures++ < 5) qWarning("leak: %s", what);
  }
};

void checkNoLeak(Session& s, Tally& t) {
  const int v = s.viewSeat();
  const QVariantMap obs = s.observation();
  const QVariantList players = obs.value(QStringLiteral("players")).toList();
  if (players.size() != s.seatCount()) return t.fail("players");
  for (int seat = 0; seat < s.seatCount(); ++seat) {
    // No Inactive Deck lists its cards (that would give away their order), not even one's own.
    const QString inactive = QStringLiteral("p%1.inactive").arg(seat);
    for (const QVariant& c : zoneOf(obs, inactive).value(QStringLiteral("cards")).toList())
      if (showsACard(c.toMap())) t.fail("inactive card in the observation");
    for (const ZoneCard& c : s.zone(inactive)->cards())
      if (!c.hidden || c.uid >= 0 || !c.face.isEmpty() || !c.name.isEmpty())
        t.fail("inactive card in a zone model");
    t.checks += 2;
    const QVariantMap p = players[seat].toMap();
    const QString active = QStringLiteral("p%1.active").arg(seat);
    if (seat == v) {
      for (const QVariant& c : zoneOf(obs, active).value(QStringLiteral("cards")).toList())
        if (c.toMap().contains(QStringLiteral("face"))) ++t.ownCardsSeen;
      continue;
    }
    // Another seat's Active Deck: hidden cards only, and no list of its Inactive faces.
    const QVariantList cards = zoneOf(obs, active).value(QStringLiteral("cards")).toList();
    if (cards.size() != p.value(QStringLiteral("activeCount")).toInt()) t.fail("active count");
    for (const QVariant& c : cards)
      if (showsACard(c.toMap())) t.fail("opponent's active card in the observation");
    for (const ZoneCard& c : s.zone(active)->cards())
      if (!c.hidden || c.uid >= 0 || !c.face.isEmpty() || !c.name.isEmpty())
        t.fail("opponent's active card in a zone model");
    if (p.contains(QStringLiteral("inactiveFaces"))) t.fail("opponent's inactive faces");
    t.checks += 3;
  }
  if (!zoneOf(obs, QStringLiteral("pool")).value(QStringLiteral("cards")).toList().isEmpty())
    t.fail("pool between actions");
  // The player rows show counts and names only.
  for (const PlayerRow& row : s.players()->rows()) {
    if (namesACard(row.name)) t.fail("player row");
    if (row.seat != v && row.stats.contains(QStringLiteral("inactiveFaces")))
      t.fail("opponent's inactive faces in a player row");
  }
  // The log is written for the whole table: a hidden move never names its card.
  for (const LogEntry& e : s.log()->entries()) {
    if (!kSecretKinds.contains(e.kind)) continue;
    if (namesACard(e.text)) t.fail("log line names a hidden card");
    ++t.checks;
  }
}

void checkEvents(const QVariantList& events, int viewer, Tally& t) {
  for (const QVariant& ev : events) {
    const QVariantMap e = ev.toMap();
    const QString kind = e.value(QStringLiteral("kind")).toString();
    if (!kSecretKinds.contains(kind) || e.value(QStringLiteral("seat")).toInt() == viewer) continue;
    ++t.secretEventsSeen;
    if (e.value(QStringLiteral("card")).toInt() != -1 ||
        !e.value(QStringLiteral("face")).toString().isEmpty() ||
        !e.value(QStringLiteral("name")).toString().isEmpty() ||
        !e.value(QStringLiteral("args")).toList().isEmpty() ||
        namesACard(e.value(QStringLiteral("text")).toString()))
      t.fail("event");
    ++t.checks;
  }
}

// Plays the game to its end through the view seat's action rows, acknowledging every hot-seat
// handover; `n` varies the choices.
bool playToTheEnd(Session& s, int limit = 5000) {
  for (int n = 0; n < limit && !s.over(); ++n) {
    if (s.privacyScreen()) {
      s.acknowledgePrivacy();
      continue;
    }
    if (!s.awaitingHuman()) {
      if (!QTest::qWaitFor([&s] { return s.awaitingHuman() || s.over() || s.privacyScreen(); },
                           60000))
        return false;
      continue;
    }
    const auto& rows = s.actions()->rows();
    if (rows.empty()) return false;
    s.choose(rows[static_cast<std::size_t>(n * 7 + n / 3) % rows.size()].actionId);
  }
  return s.over();
}

QVariantList humans(int seats) {
  QVariantList list;
  for (int i = 0; i < seats; ++i)
    list << seat(QStringLiteral("human"), {}, QStringLiteral("Player %1").arg(i + 1));
  return list;
}

}  // namespace

class ArtbotNoLeakTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void artbotViewsHideActiveDecksAndInactiveOrder_data() {
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("humanSeat");  // -1: every seat is a human (hot-seat)
    QTest::newRow("2 seats, hot-seat") << 2 << -1;
    QTest::newRow("2 seats, human at seat 1 against a bot") << 2 << 1;
    QTest::newRow("3 seats, hot-seat") << 3 << -1;
    QTest::newRow("4 seats, hot-seat") << 4 << -1;
    QTest::newRow("4 seats, human at seat 2 against 3 bots") << 4 << 2;
  }

  void artbotViewsHideActiveDecksAndInactiveOrder() {
    QFETCH(int, seats);
    QFETCH(int, humanSeat);
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    Tally t;
    QSet<int> viewSeats;
    connect(&s, &Session::observationChanged, this, [&] {
      checkNoLeak(s, t);
      viewSeats.insert(s.viewSeat());
    });
    connect(s.player(), &TablePlayer::stepStarting, this,
            [&](const QVariantMap& event) { checkEvents({event}, s.viewSeat(), t); });
    QVariantList setup = humans(seats);
    if (humanSeat >= 0)
      for (int i = 0; i < seats; ++i)
        if (i != humanSeat) setup[i] = seat(QStringLiteral("ai"), QStringLiteral("easy"));
    QVERIFY(s.newGame(kArtbot, setup, QStringLiteral("%1").arg(90 + seats + humanSeat)));
    QVERIFY(playToTheEnd(s));
    checkNoLeak(s, t);
    QCOMPARE(t.failures, 0);
    QVERIFY(t.checks > 500);
    // The checks were not vacuous: the view seat saw its own cards, other seats' hidden moves were
    // met, and in hot-seat every seat was the view seat at some point.
    QVERIFY(t.ownCardsSeen > 0);
    QVERIFY(t.secretEventsSeen > 0);
    QCOMPARE(viewSeats.size(), humanSeat >= 0 ? 1 : seats);
    qInfo("%d seats: %d checks, %d hidden moves of other seats", seats, t.checks,
          t.secretEventsSeen);
  }
};

QTEST_MAIN(ArtbotNoLeakTest)
#include "artbot_no_leak_test.moc"
