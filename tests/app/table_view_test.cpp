// The table view is built from its seat's updates only (app/table_view.h), so a table fed from the
// wire shows what a table fed in this process shows. Random games of every game, at every seat
// count, give every seat (and the whole truth) an update after every action; each update is fed
// to one table view as it is and to another as decoded from its wire form (docs/protocol.md), and
// the two must show the same, at each step of each action and after it. A hot-seat game and a
// replay played through the Session feed a mirror table the same way. A snapshot that would not
// show a change would make all of this pass by itself, so the last test changes each part of an
// update and expects the snapshot to differ.
#include <QtTest>

#include "card_library.h"
#include "core/rng.h"
#include "event_text.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "host/seat_update.h"
#include "host/update_builder.h"
#include "rules/conformance/every_game_rows.h"
#include "sanitizer_scale.h"
#include "session_harness.h"
#include "table_view.h"

using namespace gm;
using namespace gm::app;
using namespace gm::app::test;

namespace {

// The first place where two snapshots differ ("" when they are equal).
QString firstDifference(const QVariant& a, const QVariant& b, const QString& path = {}) {
  if (a == b) return {};
  if (a.typeId() == QMetaType::QVariantMap && b.typeId() == QMetaType::QVariantMap) {
    const QVariantMap ma = a.toMap(), mb = b.toMap();
    for (auto it = ma.begin(); it != ma.end(); ++it)
      if (QString d = firstDifference(it.value(), mb.value(it.key()), path + "." + it.key());
          !d.isEmpty())
        return d;
    for (auto it = mb.begin(); it != mb.end(); ++it)
      if (!ma.contains(it.key())) return path + "." + it.key() + " only in the second";
  }
  if (a.typeId() == QMetaType::QVariantList && b.typeId() == QMetaType::QVariantList) {
    const QVariantList la = a.toList(), lb = b.toList();
    if (la.size() != lb.size())
      return QStringLiteral("%1: %2 rows against %3").arg(path).arg(la.size()).arg(lb.size());
    for (int i = 0; i < la.size(); ++i)
      if (QString d = firstDifference(la[i], lb[i], QStringLiteral("%1[%2]").arg(path).arg(i));
          !d.isEmpty())
        return d;
  }
  return QStringLiteral("%1: %2 against %3")
      .arg(path, a.toString().left(80), b.toString().left(80));
}

host::SeatUpdate decoded(const host::SeatUpdate& u) {
  host::Decoded d = host::decode(host::encode(u));
  if (!d.update) qFatal("an update did not decode: %s", d.problem.c_str());
  return std::move(*d.update);
}

// The words a table of one game uses: its cards and texts, seat names as the updates give them.
struct Words {
  CardLibrary cards;
  EventText text;
  explicit Words(const rules::Game& game) : cards(game) {
    text.setCards(&cards);
    text.setGame(findGameUi(QString::fromStdString(game.info().id)));
  }
  void name(const host::SeatUpdate& u) {
    std::vector<QString> names;
    for (const host::SeatStatus& s : u.seats) names.push_back(QString::fromStdString(s.name));
    text.setNames(std::move(names));
  }
};

// The update a host would send `seat` after the state's last action: the state's part
// (update_builder.h), its steps, and a round in which the acting seat may choose.
host::SeatUpdate updateFor(const rules::GameState& state, rules::Seat seat, bool afterAnAction,
                           std::uint64_t sequence) {
  host::SeatUpdate u = host::stateUpdate(state, seat);
  u.sequence = sequence;
  if (afterAnAction) u.steps = host::lastSteps(state, seat, u.view);
  for (std::size_t s = 0; s < u.seats.size(); ++s) {
    u.seats[s].name = "Seat " + std::to_string(s + 1);
    u.seats[s].kind = s == 0 ? "human" : "ai";
    u.seats[s].level = s == 0 ? "" : "hard";
    u.seats[s].acting = !state.isTerminal() && static_cast<rules::Seat>(s) == state.actingSeat();
    u.seats[s].thinking = u.seats[s].acting && s != 0;
  }
  if (!state.isTerminal() && seat == state.actingSeat()) {
    u.mayChoose = u.toChoose = true;
    for (const rules::ActionId a : state.legalActions()) {
      u.actions.push_back(state.describe(a));
      u.cautions.push_back(state.caution(a));
    }
  }
  u.undo.reason = state.isTerminal()           ? host::UndoReason::Over
                  : seat == state.actingSeat() ? host::UndoReason::None
                                               : host::UndoReason::OtherMoved;
  u.undo.seat = state.actingSeat();
  return u;
}

// A table view on "another machine": fed the decoded form of every update the session sends its
// own table view, and compared with it after each (the first difference kept).
struct Mirror : QObject {
  Words words;
  TableView view;
  int compared = 0;
  QString difference;
  Mirror(Session& s, const rules::Game& game) : words(game), view(&words.cards, &words.text) {
    connect(&s, &Session::seatUpdateSent, this, [this, &s](const host::SeatUpdate& u) {
      words.name(u);
      view.apply(decoded(u));
      // While the session's table steps through an action it shows a step's view, which the
      // update that follows the action brings.
      if (s.table()->stepping() || !difference.isEmpty()) return;
      difference = firstDifference(s.table()->snapshot(), view.snapshot());
      ++compared;
    });
  }
};

}  // namespace

class TableViewTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aTableFedFromTheWireShowsWhatADirectOneShows_data() {
    gm::test::addEveryGameAndSeatCountRows();
  }

  void aTableFedFromTheWireShowsWhatADirectOneShows() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    const rules::Game* g = rules::builtinGames().find(game.toStdString());
    QVERIFY(g);
    const int maxActions = gm::test::scaledCount(150, 30);
    rules::GameOptions options;
    options.seats = seats;
    options.seed = 104729u + static_cast<unsigned>(seats);
    auto made = g->newGame(options);
    QVERIFY(made.ok());
    std::unique_ptr<rules::GameState> state = std::move(*made);
    state->setRecordEvents(true);
    state->setRecordEventViews(true, true);
    rules::Rng rng(options.seed);
    Words words(*g);
    // One pair of views per seat and one for the whole truth (a replay of a finished game).
    std::vector<std::unique_ptr<TableView>> direct, wire;
    for (int s = 0; s <= seats; ++s) {
      direct.push_back(std::make_unique<TableView>(&words.cards, &words.text));
      wire.push_back(std::make_unique<TableView>(&words.cards, &words.text));
    }
    std::uint64_t sequence = 0;
    long compared = 0, cardsShown = 0;
    for (int step = 0; step <= maxActions; ++step) {
      for (int i = 0; i <= seats; ++i) {
        const rules::Seat s = i < seats ? i : rules::kNoSeat;
        const host::SeatUpdate u = updateFor(*state, s, step > 0, ++sequence);
        const host::SeatUpdate w = decoded(u);
        words.name(u);
        const QString where =
            QStringLiteral("%1 seats %2, action %3, seat %4").arg(game).arg(seats).arg(step).arg(s);
        TableView& a = *direct[static_cast<std::size_t>(i)];
        TableView& b = *wire[static_cast<std::size_t>(i)];
        // Step by step, as a table plays the action out, then the update itself.
        a.beginSteps();
        b.beginSteps();
        for (std::size_t k = 0; k < u.steps.size(); ++k) {
          a.showStep(u.steps[k].view);
          b.showStep(w.steps[k].view);
          const QString d = firstDifference(a.snapshot(), b.snapshot());
          QVERIFY2(d.isEmpty(), qPrintable(where + QStringLiteral(", step %1: ").arg(k) + d));
          ++compared;
        }
        a.endSteps();
        b.endSteps();
        a.apply(u);
        b.apply(w);
        const QString d = firstDifference(a.snapshot(), b.snapshot());
        QVERIFY2(d.isEmpty(), qPrintable(where + ": " + d));
        ++compared;
        cardsShown += a.hand()->count();
      }
      if (state->isTerminal()) break;
      const std::vector<rules::ActionId> legal = state->legalActions();
      state->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
    QVERIFY(compared > 2 * seats);
    QVERIFY2(cardsShown > 0, "no view ever showed a card in hand");
  }

  void aHotSeatGameFeedsAMirrorTableFromTheWire_data() { addEveryGameRow(); }

  void aHotSeatGameFeedsAMirrorTableFromTheWire() {
    QFETCH(QString, game);
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    const rules::Game* g = rules::builtinGames().find(game.toStdString());
    Mirror mirror(s, *g);
    QVariantList seats;
    for (int i = 0; i < g->info().minSeats; ++i)
      seats.append(seat(QStringLiteral("human"), {}, QStringLiteral("P%1").arg(i + 1)));
    QVERIFY2(s.newGame(game, seats, QStringLiteral("23")), qPrintable(s.lastError()));
    for (int move = 0; move < 40 && !s.over(); ++move) {
      QTRY_VERIFY2_WITH_TIMEOUT(s.privacyScreen() || s.awaitingHuman() || s.over(),
                                qPrintable(QStringLiteral("move %1: seat %2, acting %3, node %4, "
                                                          "pending %5, playing %6")
                                               .arg(move)
                                               .arg(s.viewSeat())
                                               .arg(s.actingSeat())
                                               .arg(s.nodeKind())
                                               .arg(s.pendingChoice())
                                               .arg(s.player()->playing())),
                                20000);
      if (s.over()) break;
      if (s.privacyScreen()) s.acknowledgePrivacy();
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() && !s.actions()->rows().empty(), 20000);
      const auto& rows = s.actions()->rows();
      s.choose(rows[static_cast<std::size_t>(move) % rows.size()].actionId);
      QVERIFY2(mirror.difference.isEmpty(),
               qPrintable(QStringLiteral("move %1: ").arg(move) + mirror.difference));
    }
    QVERIFY2(mirror.difference.isEmpty(), qPrintable(mirror.difference));
    QVERIFY(mirror.compared > 10);
  }

  void aReplayFeedsAMirrorTableFromTheWire() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QVERIFY(s.newGame(QStringLiteral("knockdown"),
                      {seat(QStringLiteral("ai")), seat(QStringLiteral("ai"))},
                      QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(s.over(), 60000);
    Mirror mirror(s, *rules::builtinGames().find("knockdown"));
    QVERIFY(s.watchLastGame());
    while (s.replayStep() < s.replayLength()) {
      const int before = s.replayStep();
      s.replayForward();
      QTRY_COMPARE_WITH_TIMEOUT(s.replayStep(), before + 1, 5000);
      QTRY_VERIFY_WITH_TIMEOUT(!s.table()->stepping(), 5000);
    }
    s.setReplaySeat(-1);  // the whole truth, once the game is over
    QCOMPARE(mirror.view.seat(), -1);
    s.replayTo(0);
    QVERIFY2(mirror.difference.isEmpty(), qPrintable(mirror.difference));
    QVERIFY(mirror.compared > s.replayLength());
  }

  // The snapshot shows every part of an update a table reads: change one, and it differs.
  void aSnapshotShowsEveryPartOfAnUpdate() {
    const rules::Game* g = rules::builtinGames().find("vendetta");
    QVERIFY(g);
    rules::GameOptions options;
    options.seats = 2;
    options.seed = 3;
    auto made = g->newGame(options);
    QVERIFY(made.ok());
    const rules::GameState& state = **made;
    Words words(*g);
    const host::SeatUpdate base = updateFor(state, state.actingSeat(), false, 1);
    words.name(base);
    QVERIFY(!base.actions.empty());
    const auto snapshotOf = [&](const host::SeatUpdate& u) {
      TableView view(&words.cards, &words.text);
      for (const rules::SeatZone& z : u.view.zones) view.zone(QString::fromStdString(z.id));
      view.apply(u);
      return view.snapshot();
    };
    const QVariantMap original = snapshotOf(base);
    const std::vector<std::pair<const char*, std::function<void(host::SeatUpdate&)>>> changes = {
        {"a card's counter",
         [](host::SeatUpdate& u) {
           for (rules::SeatZone& z : u.view.zones)
             if (!z.cards.empty() && z.cards.front().uid >= 0) {
               z.cards.front().counters["wound"] += 1;
               return;
             }
         }},
        {"a zone's cards",
         [](host::SeatUpdate& u) {
           for (rules::SeatZone& z : u.view.zones)
             if (!z.cards.empty()) {
               z.cards.pop_back();
               return;
             }
         }},
        {"a seat's name", [](host::SeatUpdate& u) { u.seats[1].name = "Somebody else"; }},
        {"a seat thinking",
         [](host::SeatUpdate& u) { u.seats[0].thinking = !u.seats[0].thinking; }},
        {"an action", [](host::SeatUpdate& u) { u.actions.pop_back(); }},
        {"may choose", [](host::SeatUpdate& u) { u.mayChoose = false; }},
        {"to choose", [](host::SeatUpdate& u) { u.toChoose = false; }},
        {"the pending choice", [](host::SeatUpdate& u) { u.pendingChoice = 5; }},
        {"a take-back", [](host::SeatUpdate& u) { u.undo.reason = host::UndoReason::NoMove; }},
        {"the node", [](host::SeatUpdate& u) { u.node = rules::NodeKind::Terminal; }},
        {"the acting seat", [](host::SeatUpdate& u) { u.actingSeat = 1 - u.actingSeat; }},
        {"the turn", [](host::SeatUpdate& u) { u.view.turn += 1; }},
        {"a figure",
         [](host::SeatUpdate& u) {
           u.view.players[0].figures.push_back({"extra", 3, 0, rules::FigureHint::Number});
         }},
        {"the observation", [](host::SeatUpdate& u) { u.observation["someKey"] = 1; }},
        {"a reason",
         [](host::SeatUpdate& u) {
           u.unavailable.push_back({-1, "pass", "vendetta.why.notYourTurn", {"1"}, "Not now."});
         }},
        {"the returns",
         [](host::SeatUpdate& u) {
           u.returns = {1.0, 0.0};
         }},
    };
    for (const auto& [what, change] : changes) {
      host::SeatUpdate u = base;
      change(u);
      QVERIFY2(!(u == base), what);
      QVERIFY2(snapshotOf(u) != original, qPrintable(QStringLiteral("%1 changed, the snapshot did "
                                                                    "not")
                                                         .arg(what)));
    }
  }
};

QTEST_MAIN(TableViewTest)
#include "table_view_test.moc"
