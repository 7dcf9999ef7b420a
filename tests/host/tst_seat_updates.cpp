// The wire form of the host's per-seat updates (docs/protocol.md): random games of every game the
// build ships, at every seat count, give at every node an update for every seat (and for the whole
// truth, as a replay shows it); each is encoded, decoded and must come back equal. The games are
// also made to reach every part of an update (steps, log, actions, cautions, reasons, counters,
// a game's extra view, the result), so a field the codec dropped would show. Then the refusals:
// another version, not JSON, too large, too deep, a field missing or out of range.
#include <QtTest>

#include "core/rng.h"
#include "games/builtin_games.h"
#include "host/seat_update.h"
#include "host/update_builder.h"
#include "rules/conformance/every_game_rows.h"
#include "sanitizer_scale.h"

using namespace gm;

namespace {

// Which parts of an update the games reached (summed over every row).
struct Reached {
  long updates = 0, steps = 0, logItems = 0, actions = 0, cautions = 0, unavailable = 0,
       counters = 0, extras = 0, results = 0, hiddenInLog = 0;
};
Reached g_reached;

void checkRoundTrip(const host::SeatUpdate& update, const QString& where) {
  const std::string text = host::encode(update);
  const host::Decoded decoded = host::decode(text);
  QVERIFY2(decoded.update.has_value(),
           qPrintable(where + ": " + QString::fromStdString(decoded.problem)));
  if (!(*decoded.update == update)) {
    // Say which part differs, so a failure points at the field the codec lost.
    const nlohmann::json a = host::toJson(update), b = host::toJson(*decoded.update);
    QString parts;
    for (const auto& [key, value] : a.items())
      if (b.value(key, nlohmann::json()) != value) parts += QString::fromStdString(key) + " ";
    QFAIL(qPrintable(where + ": decoded update differs in " +
                     (parts.isEmpty() ? QStringLiteral("a value that prints alike") : parts)));
  }
}

}  // namespace

class TestSeatUpdates : public QObject {
  Q_OBJECT

 private slots:
  void everyUpdateOfEveryGameSurvivesItsWireForm_data() { test::addEveryGameAndSeatCountRows(); }

  void everyUpdateOfEveryGameSurvivesItsWireForm() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    const rules::Game* g = rules::builtinGames().find(game.toStdString());
    QVERIFY(g);
    const int games = test::scaledCount(3, 1);
    const int maxActions = test::scaledCount(400, 120);
    for (int k = 0; k < games; ++k) {
      rules::GameOptions options;
      options.seats = seats;
      options.seed = 7919u * static_cast<unsigned>(k + 1) + static_cast<unsigned>(seats);
      auto made = g->newGame(options);
      QVERIFY(made.ok());
      std::unique_ptr<rules::GameState> state = std::move(*made);
      state->setRecordEvents(true);
      state->setRecordEventViews(true, true);
      rules::Rng rng(options.seed);
      std::uint64_t sequence = 0;
      std::optional<rules::ActionView> last;
      for (int step = 0; step <= maxActions; ++step) {
        for (rules::Seat s = rules::kNoSeat; s < seats; ++s) {
          host::SeatUpdate u = host::stateUpdate(*state, s);
          u.sequence = ++sequence;
          if (last) {
            u.steps = host::lastSteps(*state, s, u.view);
            u.log.push_back(host::logItem(*last, state->nodeKind() == rules::NodeKind::SecretCommit,
                                          u.view.turn, state->lastEvents(), seats));
          }
          if (!state->isTerminal() && s == state->actingSeat()) {
            u.toChoose = true;
            for (const rules::ActionId a : state->legalActions()) {
              u.actions.push_back(state->describe(a));
              u.cautions.push_back(state->caution(a));
            }
          }
          if (state->isTerminal() && !u.log.empty()) u.result = u.log.back().events;
          g_reached.updates += 1;
          g_reached.steps += static_cast<long>(u.steps.size());
          g_reached.logItems += static_cast<long>(u.log.size());
          g_reached.actions += static_cast<long>(u.actions.size());
          g_reached.unavailable += static_cast<long>(u.unavailable.size());
          g_reached.results += u.result.empty() ? 0 : 1;
          g_reached.extras += u.view.extra.empty() ? 0 : 1;
          for (const auto& c : u.cautions) g_reached.cautions += c ? 1 : 0;
          for (const rules::SeatZone& z : u.view.zones)
            for (const rules::SeatCard& c : z.cards)
              g_reached.counters += c.counters.empty() ? 0 : 1;
          for (const host::LogItem& item : u.log)
            for (const rules::GameEvent& e : item.events)
              g_reached.hiddenInLog += e.face.empty() && e.card >= 0 && !host::isPublic(e, seats);
          checkRoundTrip(u, QString("%1 seats %2, game %3, step %4, seat %5")
                                .arg(game)
                                .arg(seats)
                                .arg(k)
                                .arg(step)
                                .arg(s));
          if (QTest::currentTestFailed()) return;
        }
        if (state->isTerminal()) break;
        const std::vector<rules::ActionId> legal = state->legalActions();
        const rules::ActionId a = legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))];
        last = state->describe(a);
        state->apply(a);
      }
    }
  }

  // Run after the games (Qt Test keeps the order of the slots): the battery is only worth its
  // name if the games filled every part of an update at least once.
  void theGamesReachedEveryPartOfAnUpdate() {
    qInfo(
        "updates %ld, steps %ld, log items %ld, actions %ld, cautions %ld, reasons %ld, "
        "counted cards %ld, extra views %ld, results %ld, hidden log events %ld",
        g_reached.updates, g_reached.steps, g_reached.logItems, g_reached.actions,
        g_reached.cautions, g_reached.unavailable, g_reached.counters, g_reached.extras,
        g_reached.results, g_reached.hiddenInLog);
    QVERIFY(g_reached.updates > 1000);
    QVERIFY(g_reached.steps > 0);
    QVERIFY(g_reached.logItems > 0);
    QVERIFY(g_reached.actions > 0);
    QVERIFY(g_reached.cautions > 0);
    QVERIFY(g_reached.unavailable > 0);
    QVERIFY(g_reached.counters > 0);
    QVERIFY(g_reached.extras > 0);
    QVERIFY(g_reached.results > 0);
    QVERIFY(g_reached.hiddenInLog > 0);
  }

  void theLogHidesWhatAnySeatMayNotSee() {
    rules::GameEvent e;
    e.kind = "draw";
    e.card = 12;
    e.face = "secret-face";
    e.args = {"secret-face"};
    e.text = "Ann draws Secret Face.";
    e.visibleTo = 1u;  // seat 0 only
    rules::GameEvent shown = e;
    shown.visibleTo = ~0u;
    const host::LogItem item = host::logItem({}, false, 1, std::vector{e, shown}, 2);
    QVERIFY(item.events[0].face.empty() && item.events[0].args.empty() &&
            item.events[0].text.empty());
    QCOMPARE(item.events[1].face, std::string("secret-face"));
    rules::ActionView chosen;
    chosen.seat = 1;
    chosen.kind = "commit";
    chosen.id = 40;
    chosen.cards = {12};
    chosen.args = {"secret-face"};
    chosen.text = "Commit Secret Face";
    const host::LogItem secret = host::logItem(chosen, true, 1, {}, 2);
    QCOMPARE(secret.action.seat, 1);
    QCOMPARE(secret.action.kind, std::string("commit"));
    QVERIFY(secret.action.cards.empty() && secret.action.args.empty() &&
            secret.action.text.empty());
    QCOMPARE(secret.action.id, -1);
  }

  void anotherVersionIsRefusedNamingBoth() {
    nlohmann::json doc = host::toJson(host::SeatUpdate{});
    doc["version"] = host::kProtocolVersion + 1;
    const host::Decoded d = host::fromJson(doc);
    QVERIFY(!d.update);
    QVERIFY2(d.problem.find("version " + std::to_string(host::kProtocolVersion + 1)) !=
                     std::string::npos &&
                 d.problem.find("speaks version " + std::to_string(host::kProtocolVersion)) !=
                     std::string::npos,
             d.problem.c_str());
    doc.erase("version");
    QVERIFY(!host::fromJson(doc).update);
  }

  void badMessagesAreRefusedWithWhatIsWrong_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    const nlohmann::json good = host::toJson(host::SeatUpdate{});
    auto with = [&good](const char* key, nlohmann::json value) {
      nlohmann::json doc = good;
      doc[key] = std::move(value);
      return QByteArray::fromStdString(doc.dump());
    };
    nlohmann::json missing = good;
    missing.erase("actions");
    QTest::newRow("not JSON") << QByteArray("{\"version\": 1,") << "cannot be read";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "not a JSON object";
    QTest::newRow("not an update") << with("type", "chat") << "not an update";
    QTest::newRow("a field missing")
        << QByteArray::fromStdString(missing.dump()) << "has no \"actions\"";
    QTest::newRow("a seat out of range") << with("seat", 4294967296LL) << "update.seat";
    QTest::newRow("a negative sequence") << with("sequence", -1) << "update.sequence";
    QTest::newRow("a string for a number") << with("pendingChoice", "3") << "update.pendingChoice";
    QTest::newRow("an unknown node") << with("node", "dream") << "update.node";
    QTest::newRow("a caution too many")
        << with("cautions", nlohmann::json::array({nullptr})) << "one entry per action";
    QTest::newRow("a bad card") << with("actions", nlohmann::json::array({{{"id", 1}}}))
                                << "update.actions[0]";
    QTest::newRow("too deep") << QByteArray(100000, '[') << "cannot be read";
    QTest::newRow("too large") << QByteArray(static_cast<int>(host::kMaxUpdateBytes) + 1, ' ')
                               << "larger than";
  }

  void badMessagesAreRefusedWithWhatIsWrong() {
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    const host::Decoded d =
        host::decode(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QVERIFY(!d.update);
    QVERIFY2(QString::fromStdString(d.problem).contains(problem), d.problem.c_str());
  }
};

QTEST_APPLESS_MAIN(TestSeatUpdates)
#include "tst_seat_updates.moc"
