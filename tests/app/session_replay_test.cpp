// Replays in the Session: a finished game is kept and watched from its start; steps forwards and
// back and jumps keep the state and the log in step with the move shown; a seat's view hides what
// that seat did not see and the whole truth is offered only once the file's game is over; nobody
// plays during a replay and it never touches the player's autosave or record; stopping resumes the
// game in progress; a file that is not a save is refused and changes nothing.
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

// Plays a Knockdown fight between two computers to its end.
std::vector<int> playBotsToTheEnd(Session& s) {
  [&] {
    QVERIFY(s.newGame(QStringLiteral("knockdown"),
                      {seat(QStringLiteral("ai")), seat(QStringLiteral("ai"))},
                      QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(s.over(), 60000);
  }();
  return s.state() ? historyOf(s) : std::vector<int>{};
}

// How many cards of zone `zone` the session shows face up.
int facesShown(Session& s, const QString& zone) {
  int n = 0;
  for (const ZoneCard& c : s.zone(zone)->cards()) n += c.face.isEmpty() ? 0 : 1;
  return n;
}
}  // namespace

class SessionReplayTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aFinishedGameIsKeptAndWatchedFromItsStart() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(!s.hasLastGame());
    QSignalSpy kept(&s, &Session::lastGameChanged);
    const std::vector<int> played = playBotsToTheEnd(s);
    QVERIFY(played.size() > 4);
    QVERIFY(s.hasLastGame());
    QCOMPARE(kept.count(), 1);

    QSignalSpy finished(&s, &Session::gameFinished);
    QVERIFY(s.watchLastGame());
    QVERIFY(s.replaying());
    QVERIFY(s.replayFinished());
    QCOMPARE(s.replayStep(), 0);
    QCOMPARE(s.replayLength(), static_cast<int>(played.size()));
    QVERIFY(s.state()->history().empty());
    // Nobody plays a replay: no bot thinks, nothing is asked of anybody.
    QTest::qWait(200);
    QVERIFY(!s.thinking());
    QVERIFY(!s.awaitingHuman());
    QVERIFY(s.state()->history().empty());

    s.replayTo(s.replayLength());
    QCOMPARE(historyOf(s), played);
    QVERIFY(s.over());
    QCOMPARE(finished.count(), 0);  // a replayed ending is no game finished here
  }

  void stepsAndJumpsKeepTheStateAndTheLogInStep() {
    SessionFixture f;
    Session& s = f.session;
    const std::vector<int> played = playBotsToTheEnd(s);
    QVERIFY(s.watchLastGame());
    const QStringList atStart = logTexts(s);
    s.replayForward();
    s.replayForward();
    s.replayForward();
    QCOMPARE(s.replayStep(), 3);
    QCOMPARE(historyOf(s), std::vector<int>(played.begin(), played.begin() + 3));
    const QStringList afterThree = logTexts(s);
    QVERIFY(afterThree.size() > atStart.size());

    s.replayBack();
    QCOMPARE(s.replayStep(), 2);
    QCOMPARE(historyOf(s), std::vector<int>(played.begin(), played.begin() + 2));
    s.replayForward();
    QCOMPARE(logTexts(s), afterThree);

    s.replayTo(0);
    QCOMPARE(logTexts(s), atStart);
    s.replayTo(3);
    QCOMPARE(logTexts(s), afterThree);
    s.replayTo(100000);  // past the end: the end
    QCOMPARE(s.replayStep(), s.replayLength());
  }

  void aSeatSeesWhatItSawAndTheWholeTruthOnlyOnceTheGameIsOver() {
    SessionFixture f;
    Session& s = f.session;
    // A game in progress, saved: its end is unknown, so nobody's hidden cards may be shown.
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("3")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    const QString saved = f.dir.filePath(QStringLiteral("in-progress.json"));
    QVERIFY(s.save(QUrl::fromLocalFile(saved)));
    QVERIFY(s.watch(QUrl::fromLocalFile(saved)));
    QVERIFY(!s.replayFinished());
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(facesShown(s, QStringLiteral("p0.hand")) > 0);
    QCOMPARE(facesShown(s, QStringLiteral("p1.hand")), 0);
    s.setReplaySeat(-1);
    QCOMPARE(s.viewSeat(), 0);  // refused
    s.setReplaySeat(1);
    QCOMPARE(s.viewSeat(), 1);
    QCOMPARE(facesShown(s, QStringLiteral("p0.hand")), 0);
    QVERIFY(facesShown(s, QStringLiteral("p1.hand")) > 0);

    // A finished game may show everything.
    playBotsToTheEnd(s);
    QVERIFY(s.watchLastGame());
    s.setReplaySeat(-1);
    QCOMPARE(s.viewSeat(), -1);
    QVERIFY(facesShown(s, QStringLiteral("p0.hand")) > 0);
    QVERIFY(facesShown(s, QStringLiteral("p1.hand")) > 0);
    s.replayForward();  // a move shown to the whole truth
    QCOMPARE(s.replayStep(), 1);
  }

  void aReplayLeavesTheAutosaveAndTheRecordAloneAndStoppingResumes() {
    SessionFixture f;
    Session& s = f.session;
    Settings settings;
    const QVariantMap record = settings.playRecord(QStringLiteral("knockdown"));
    playBotsToTheEnd(s);
    // The player's own game, in progress and autosaved.
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("11")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    const std::vector<int> mine = historyOf(s);
    const QByteArray autosaved = readAll(s.autosavePath());
    QVERIFY(!autosaved.isEmpty());

    QVERIFY(s.watchLastGame());
    s.replayTo(s.replayLength());
    QVERIFY(s.over());
    QCOMPARE(readAll(s.autosavePath()), autosaved);
    QCOMPARE(settings.playRecord(QStringLiteral("knockdown")), record);

    QSignalSpy replay(&s, &Session::replayChanged);
    s.stopWatching();
    QVERIFY(!s.replaying());
    QVERIFY(replay.count() >= 1);
    QVERIFY(s.active());
    QCOMPARE(historyOf(s), mine);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
  }

  void playingOutMovesOnByItselfUntilPaused() {
    SessionFixture f;
    Session& s = f.session;
    Settings settings;
    const Pace pace = settings.pace();
    settings.setPace(Pace::Fast);
    playBotsToTheEnd(s);
    QVERIFY(s.watchLastGame());
    s.setReplayPlaying(true);
    QVERIFY(s.replayPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(s.replayStep() >= 2, 10000);
    s.setReplayPlaying(false);
    const int step = s.replayStep();
    QTest::qWait(600);
    QCOMPARE(s.replayStep(), step);
    settings.setPace(pace);
  }

  void aFileThatIsNoSaveIsRefusedAndChangesNothing() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("2")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    const std::vector<int> before = historyOf(s);
    const QString broken = f.dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"grudgematch-save\", \"version\": ");
    file.close();
    QVERIFY(!s.watch(QUrl::fromLocalFile(broken)));
    QVERIFY(s.lastError().contains(QStringLiteral("broken.json")));
    QVERIFY(!s.replaying());
    QCOMPARE(historyOf(s), before);
    QVERIFY(!s.watch(QUrl::fromLocalFile(f.dir.filePath(QStringLiteral("missing.json")))));
    QVERIFY(!s.replaying());
    QVERIFY(!s.watchLastGame());  // none finished here
  }
};

QTEST_MAIN(SessionReplayTest)
#include "session_replay_test.moc"
