// The pace of the table's animations (app/pace.h) and the event player's schedule
// (app/table_player.h): how long each event lingers comes from its beat and the chosen pace, one
// action never takes longer than its pace's budget, "off" and a skip show every remaining event at
// once, in order, ending on the view after the last.
#include <QSignalSpy>
#include <QtTest>
#include <cstdlib>
#include <numeric>

#include "pace.h"
#include "table_player.h"

using gm::app::Pace;
using gm::app::TablePlayer;
namespace pace = gm::app::pace;

namespace {

int sum(const std::vector<int>& v) {
  return std::accumulate(v.begin(), v.end(), 0);
}

QVariantMap anEvent(const char* kind, const char* from = "", const char* to = "") {
  return {{QStringLiteral("kind"), QString::fromLatin1(kind)},
          {QStringLiteral("fromZone"), QString::fromLatin1(from)},
          {QStringLiteral("toZone"), QString::fromLatin1(to)}};
}

// Step `turn` is told apart by its view's turn number.
TablePlayer::Step step(QVariantMap ev, int turn) {
  TablePlayer::Step s;
  s.event = std::move(ev);
  s.view.turn = turn;
  return s;
}

}  // namespace

class PaceTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void paceNamesRoundTripAndAnUnknownNameIsNormal() {
    for (const QString& name : pace::names()) QCOMPARE(pace::name(pace::fromName(name)), name);
    bool ok = true;
    QCOMPARE(pace::fromName(QStringLiteral("warp"), &ok), Pace::Normal);
    QVERIFY(!ok);
    QCOMPARE(pace::beatMs(QStringLiteral("no such beat")), 0);
    QCOMPARE(pace::durations(Pace::Off).value(QStringLiteral("banner")).toInt(), 0);
    QCOMPARE(pace::durations(Pace::Normal).value(QStringLiteral("banner")).toInt(),
             pace::beatMs(QStringLiteral("banner")));
  }

  // A short action plays its beats as they are (scaled by the pace); a long one is squeezed, every
  // step in proportion, to exactly within the pace's budget.
  void scheduleScalesByThePaceAndSqueezesIntoTheBudget() {
    const std::vector<int> shortAction{250, 500, 600};
    QCOMPARE(pace::schedule(shortAction, Pace::Normal), shortAction);
    QCOMPARE(pace::schedule(shortAction, Pace::Fast), (std::vector<int>{88, 175, 210}));
    QCOMPARE(pace::schedule(shortAction, Pace::Off), (std::vector<int>{0, 0, 0}));
    QCOMPARE(pace::schedule(shortAction, Pace::Slow), (std::vector<int>{450, 900, 1080}));

    std::vector<int> longAction;
    for (int i = 0; i < 20; ++i) longAction.push_back(i % 2 == 0 ? 900 : 300);  // 12,000 ms
    for (const Pace p : {Pace::Fast, Pace::Normal, Pace::Slow}) {
      const std::vector<int> ms = pace::schedule(longAction, p);
      QVERIFY(sum(ms) <= pace::actionBudgetMs(p));
      QVERIFY(sum(ms) > pace::actionBudgetMs(p) - static_cast<int>(ms.size()));  // rounding only
      QVERIFY(std::abs(ms[0] - 3 * ms[1]) <= 3);                                 // in proportion
    }
    QCOMPARE(sum(pace::schedule(longAction, Pace::Off)), 0);
    // A Knockdown turn must resolve within 4 s at normal and 1.5 s at fast, drawing included.
    QVERIFY(pace::actionBudgetMs(Pace::Normal) <= 3000);
    QVERIFY(pace::actionBudgetMs(Pace::Fast) <= 1000);
  }

  // Each step lingers its beat: the table's for its kind, else "move" for a card changing zone,
  // else none.
  void playerGivesEachStepItsBeat() {
    TablePlayer player;
    player.setEnabled(true);
    player.setPace(Pace::Normal);
    player.setBeats({{QStringLiteral("hit"), QStringLiteral("hit")},
                     {QStringLiteral("quiet"), QStringLiteral("none")}});
    QList<int> lingering;
    connect(&player, &TablePlayer::stepShown, this,
            [&](const QVariantMap&) { lingering.append(player.stepMs()); });
    QSignalSpy finished(&player, &TablePlayer::finished);
    std::vector<TablePlayer::Step> steps;
    steps.push_back(step(anEvent("hit"), 1));
    steps.push_back(step(anEvent("deal", "p0.deck", "p0.hand"), 2));
    steps.push_back(step(anEvent("quiet", "p0.deck", "p0.hand"), 3));
    steps.push_back(step(anEvent("turn_over", "p0.play", "p0.play"), 4));
    player.play(std::move(steps));
    QCOMPARE(player.scheduledMs(), 600 + 300);
    QVERIFY(finished.wait(5000));
    QCOMPARE(lingering, (QList<int>{600, 300, 0, 0}));
    QVERIFY(!player.playing());
  }

  // "off": every event is shown at once (`instant`, no waiting), in order, and finished() follows.
  void offShowsEveryEventAtOnce() {
    TablePlayer player;
    player.setEnabled(true);
    player.setPace(Pace::Off);
    player.setBeats({{QStringLiteral("hit"), QStringLiteral("banner")}});
    QList<int> shown;
    player.setShow([&](const gm::rules::SeatView& v) { shown.append(v.turn); });
    QList<bool> instant;
    connect(&player, &TablePlayer::stepShown, this,
            [&](const QVariantMap&) { instant.append(player.instant()); });
    QSignalSpy finished(&player, &TablePlayer::finished);
    std::vector<TablePlayer::Step> steps;
    for (int i = 1; i <= 5; ++i) steps.push_back(step(anEvent("hit"), i));
    player.play(std::move(steps));
    QCOMPARE(shown, (QList<int>{1, 2, 3, 4, 5}));  // before play() returned
    QCOMPARE(instant, (QList<bool>{true, true, true, true, true}));
    QCOMPARE(player.scheduledMs(), 0);
    QVERIFY(finished.wait(1000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!player.instant());
  }

  // A skip mid-action: what is in the air is dropped (skipped()), every remaining event is shown
  // at once, in order, the models end on the last event's view, and finished() comes once.
  void skipShowsTheRestAtOnceAndEndsOnTheLastView() {
    TablePlayer player;
    player.setEnabled(true);
    player.setPace(Pace::Normal);
    player.setBeats({{QStringLiteral("hit"), QStringLiteral("banner")}});
    QList<int> shown;
    player.setShow([&](const gm::rules::SeatView& v) { shown.append(v.turn); });
    QSignalSpy skipped(&player, &TablePlayer::skipped);
    QSignalSpy cleared(&player, &TablePlayer::cleared);
    QSignalSpy finished(&player, &TablePlayer::finished);
    std::vector<TablePlayer::Step> steps;
    for (int i = 1; i <= 6; ++i) steps.push_back(step(anEvent("hit"), i));
    player.play(std::move(steps));
    QCOMPARE(shown, (QList<int>{1}));  // the first event lingers 900 ms
    const int budget = pace::actionBudgetMs(Pace::Normal);
    QCOMPARE(player.scheduledMs(), 6 * (900 * budget / 5400));  // squeezed into the budget
    player.skip();
    QCOMPARE(skipped.count(), 1);
    QCOMPARE(cleared.count(), 0);  // what the table learnt from the events shown stays
    QCOMPARE(shown, (QList<int>{1, 2, 3, 4, 5, 6}));
    QVERIFY(!player.playing());
    QCOMPARE(finished.count(), 1);  // before skip() returned
    QTest::qWait(20);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!player.instant());
    // The next action plays at its pace again.
    player.play({step(anEvent("hit"), 7), step(anEvent("hit"), 8)});
    QCOMPARE(shown.size(), 7);
    QVERIFY(player.playing());
    player.clear();
  }

  // A screen held by the table (hold()) waits for release(), and a skip does not wait for it.
  void skipDoesNotWaitForAHeldScreen() {
    TablePlayer player;
    player.setEnabled(true);
    player.setPace(Pace::Normal);
    QList<int> shown;
    player.setShow([&](const gm::rules::SeatView& v) { shown.append(v.turn); });
    connect(&player, &TablePlayer::stepShown, this, [&](const QVariantMap& ev) {
      if (ev.value(QStringLiteral("kind")) == QLatin1String("screen")) player.hold();
    });
    player.play({step(anEvent("screen"), 1), step(anEvent("after"), 2)});
    QVERIFY(player.held());
    QCOMPARE(shown, (QList<int>{1}));
    player.skip();
    QVERIFY(!player.held());
    QCOMPARE(shown, (QList<int>{1, 2}));
  }
};

QTEST_GUILESS_MAIN(PaceTest)
#include "pace_test.moc"
