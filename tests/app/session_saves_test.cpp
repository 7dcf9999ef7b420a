// Saving, opening and the autosave: written after every action, resumed to the same position,
// removed at the end; damaged, foreign and newer files are refused with a message and change
// nothing.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "core/save_format.h"
#include "session_harness.h"

#include <unistd.h>

using namespace gm::app;
using namespace gm::app::test;

namespace {
std::vector<gm::rules::ActionId> history(const Session& s) {
  const auto h = s.state()->history();
  return {h.begin(), h.end()};
}

std::vector<gm::rules::ActionId> savedActions(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QByteArray bytes = file.readAll();
  auto data = gm::rules::parseSave(std::string_view(bytes.constData(), bytes.size()));
  return data ? data->actions : std::vector<gm::rules::ActionId>{99999};
}

QByteArray readBytes(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// One hot-seat step: the seat behind the privacy screen says it is there, chooses its n-th legal
// card, and the screen is handed over.
void hotSeatStep(Session& s, int n) {
  if (s.privacyScreen()) s.acknowledgePrivacy();
  s.choose(legalAction(s, n));
  if (s.privacyScreen()) s.acknowledgePrivacy();
}
}  // namespace

class SessionSavesTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void autosaveIsWrittenAfterEveryActionAndResumesToTheSamePosition() {
    SessionFixture a;
    QVERIFY(a.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("42")));
    a.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QVERIFY(a.session.hasAutosave(QStringLiteral("knockdown")));
    // Seat 0 commits; seat 1 answers (the turn resolves); seat 1 chooses first next turn (its
    // choice waits for seat 0's); seat 0 commits (both apply); seat 0 commits again.
    const std::size_t applied[] = {1, 2, 2, 4, 5};
    for (int n = 0; n < 5; ++n) {
      hotSeatStep(a.session, n * 3);
      QCOMPARE(history(a.session).size(), applied[n]);
      QCOMPARE(savedActions(a.session.autosavePath()), history(a.session));
    }
    // Seat 0 has committed in an open round: the resumed session must be in the same spot.
    QCOMPARE(a.session.viewSeat(), 1);
    QVERIFY(truePending(a.session, 0) >= 0);

    Session b;
    b.setAutosaveFolder(a.session.autosaveFolder());
    QVERIFY(b.hasAutosave(QStringLiteral("knockdown")));
    QVERIFY(b.resumeAutosave(QStringLiteral("knockdown")));
    // Resumed, the game of two people waits behind the privacy screen for the seat that acts.
    QVERIFY(b.privacyScreen());
    QCOMPARE(b.handoverSeat(), 1);
    b.acknowledgePrivacy();
    QCOMPARE(history(b), history(a.session));
    QVERIFY(b.state()->observe(gm::rules::kNoSeat) ==
            a.session.state()->observe(gm::rules::kNoSeat));
    QCOMPARE(b.viewSeat(), 1);
    QCOMPARE(b.observation(), a.session.observation());
    QVERIFY(b.awaitingHuman());
    // The log is rebuilt from the replay: the same lines after the opening one.
    const auto& linesA = a.session.log()->entries();
    const auto& linesB = b.log()->entries();
    QCOMPARE(linesB.size(), linesA.size());
    for (std::size_t i = 1; i < linesA.size(); ++i) {
      QCOMPARE(linesB[i].text, linesA[i].text);
      QCOMPARE(linesB[i].turn, linesA[i].turn);
    }
    QCOMPARE(linesB.back().turn, 3);

    // Play the resumed game to its end: the autosave goes away.
    for (int n = 0; !b.over() && n < 200; ++n) hotSeatStep(b, n);
    QVERIFY(b.over());
    QVERIFY(!b.hasAutosave(QStringLiteral("knockdown")));
  }

  // Issue 38: a new game of another kind threw away the game in progress (one autosave for every
  // game). Each game keeps its own: a Knockdown game waits while a Personal Vendetta game is
  // played, and both resume where they were; the app's start screen is told when one comes or goes.
  void eachGameKeepsItsOwnAutosave() {
    SessionFixture f;
    Session& s = f.session;
    QSignalSpy changes(&s, &Session::autosavesChanged);
    const QString knockdown = QStringLiteral("knockdown");
    const QString vendetta = QStringLiteral("vendetta");
    QVERIFY(s.newGame(knockdown, hotSeat(), QStringLiteral("21")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    for (int n = 0; n < 3; ++n) hotSeatStep(s, n);
    const auto knockdownMoves = history(s);
    QVERIFY(!knockdownMoves.empty());
    QCOMPARE(changes.count(), 1);
    QVERIFY(s.newGame(vendetta, hotSeat(), QStringLiteral("22")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    hotSeatStep(s, 0);
    const auto vendettaMoves = history(s);
    QCOMPARE(changes.count(), 2);
    QVERIFY(s.hasAutosave(knockdown));
    QVERIFY(s.hasAutosave(vendetta));
    QCOMPARE(savedActions(s.autosavePath(knockdown)), knockdownMoves);
    QCOMPARE(savedActions(s.autosavePath(vendetta)), vendettaMoves);
    QVERIFY(!s.autosaveDescription(knockdown).isEmpty());
    QVERIFY(!s.autosaveDescription(vendetta).isEmpty());

    Session b;
    b.setAutosaveFolder(s.autosaveFolder());
    QVERIFY(b.resumeAutosave(knockdown));
    QCOMPARE(b.gameId(), knockdown);
    QCOMPARE(history(b), knockdownMoves);
    QVERIFY(b.resumeAutosave(vendetta));
    QCOMPARE(history(b), vendettaMoves);
    // Resuming one leaves the other as it was; throwing one away leaves the other.
    QCOMPARE(savedActions(s.autosavePath(knockdown)), knockdownMoves);
    b.discardAutosave(knockdown);
    QVERIFY(!b.hasAutosave(knockdown));
    QVERIFY(b.hasAutosave(vendetta));
  }

  // The single autosave of earlier versions becomes its game's own, once, and is never lost: an
  // unreadable one, or one whose game already has an autosave, stays where it was.
  void anOlderAutosaveBecomesItsGamesOwn() {
    QTemporaryDir dir;
    QString older;
    {
      Session a;
      a.setAutosaveFolder(dir.path());
      QVERIFY(a.newGame(QStringLiteral("engines"), hotSeat(), QStringLiteral("5")));
      a.acknowledgePrivacy();  // two people: it opens behind the privacy screen
      hotSeatStep(a, 0);
      older = dir.filePath(QStringLiteral("autosave.json"));
      QVERIFY(QFile::rename(a.autosavePath(), older));
    }
    QStandardPaths::setTestModeEnabled(true);
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(QDir().mkpath(data));
    const QString legacy = QDir(data).filePath(QStringLiteral("autosave.json"));
    QFile::remove(legacy);
    QFile::remove(QDir(data).filePath(QStringLiteral("autosave-engines.json")));
    QVERIFY(QFile::copy(older, legacy));
    {
      Session s;  // its default folder, where older versions kept their one autosave
      QVERIFY(!QFileInfo::exists(legacy));
      QVERIFY(s.hasAutosave(QStringLiteral("engines")));
      QVERIFY2(s.resumeAutosave(QStringLiteral("engines")), qPrintable(s.lastError()));
      QCOMPARE(s.state()->history().size(), savedActions(older).size());
      s.discardAutosave(QStringLiteral("engines"));
    }
    writeFile(legacy, "not a save");
    {
      Session s;
      QCOMPARE(readBytes(legacy), QByteArray("not a save"));
    }
    QFile::remove(legacy);
  }

  // The start screen says what waits on a game's tile: who sits at it, the game's own turn.
  // Nothing when there is no autosave or it cannot be read (resuming then says why).
  void theResumePromptNamesTheGameItsPlayersAndItsTurn() {
    SessionFixture a;
    QVERIFY(a.session.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("5")));
    for (int n = 0; n < 3; ++n) {
      QTRY_VERIFY_WITH_TIMEOUT(a.session.awaitingHuman() && !a.session.thinking(), 30000);
      a.session.choose(legalAction(a.session, n));
    }
    QTRY_VERIFY_WITH_TIMEOUT(a.session.awaitingHuman() && !a.session.thinking(), 30000);
    QVERIFY(a.session.turn() >= 2);
    Session b;
    b.setAutosaveFolder(a.session.autosaveFolder());
    const QLocale before;
    QLocale::setDefault(
        QLocale(QStringLiteral("en_US")));  // lists and dates as a person reads them
    const QString text = b.autosaveDescription(QStringLiteral("knockdown"));
    QLocale::setDefault(before);
    QVERIFY2(text.startsWith(QStringLiteral("Ana and Computer, Turn %1.").arg(a.session.turn())),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Saved ")), qPrintable(text));

    writeFile(a.session.autosavePath(), "{\"format\": 7");
    QCOMPARE(b.autosaveDescription(QStringLiteral("knockdown")), QString());
    QVERIFY(QFile::remove(a.session.autosavePath()));
    QCOMPARE(b.autosaveDescription(QStringLiteral("knockdown")), QString());
  }

  void saveThenOpenRestoresTheGame() {
    SessionFixture a;
    QVERIFY(a.session.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("77")));
    a.session.choose(legalAction(a.session, 1));
    // The bot may choose its next card ahead of the human (shown face down); let it finish so
    // both sessions are compared at rest.
    QTRY_VERIFY_WITH_TIMEOUT(a.session.awaitingHuman() && !a.session.thinking(), 30000);
    const QString path = a.dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(a.session.save(QUrl::fromLocalFile(path)));

    SessionFixture b;
    QVERIFY(b.session.open(QUrl::fromLocalFile(path)));
    QCOMPARE(history(b.session), history(a.session));
    QCOMPARE(b.session.seats(), a.session.seats());
    QCOMPARE(b.session.seed(), std::uint64_t{77});
    QTRY_VERIFY_WITH_TIMEOUT(!b.session.thinking(), 30000);
    QCOMPARE(b.session.observation(), a.session.observation());
  }

  void damagedForeignOrNewerFilesAreRefusedAndTheGameIsUnchanged_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("truncated") << QByteArray("{\"format\": \"grudgematch-save\", \"formatVer")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("foreign") << QByteArray("{\"name\": \"my shopping list\"}")
                             << QStringLiteral("not a Grudge Match save");
    QTest::newRow("newer")
        << QByteArray(
               "{\"format\": \"grudgematch-save\", \"formatVersion\": 99, \"game\": \"knockdown\"}")
        << QStringLiteral("newer Grudge Match");
    QTest::newRow("illegal action")
        << QByteArray(
               "{\"format\": \"grudgematch-save\", \"formatVersion\": 1, \"game\": \"knockdown\", "
               "\"rulesVersion\": 1, \"seed\": \"4\", \"options\": {\"seats\": 2, \"variant\": "
               "{}}, \"seats\": [{\"kind\": \"human\"}, {\"kind\": \"human\"}], \"actions\": [3, "
               "42]}")
        << QStringLiteral("not legal");
    // Issue 13: a "format" that is not text threw out of the loader and aborted the app.
    QTest::newRow("format not text")
        << QByteArray(
               "{\"format\": 7, \"formatVersion\": 1, \"game\": \"knockdown\", "
               "\"rulesVersion\": 1, \"seed\": \"4\", \"options\": {\"seats\": 2}, "
               "\"seats\": [{\"kind\": \"human\"}, {\"kind\": \"human\"}], \"actions\": []}")
        << QStringLiteral("not a Grudge Match save");
    // Issue 13: 300,000 nested arrays (600 KB) overflowed the stack.
    QTest::newRow("variant nested 300,000 deep")
        << (QByteArray("{\"format\": \"grudgematch-save\", \"formatVersion\": 1, \"game\": "
                       "\"knockdown\", \"rulesVersion\": 1, \"seed\": \"4\", \"options\": "
                       "{\"seats\": 2, \"variant\": {\"x\": ") +
            QByteArray(300000, '[') + QByteArray(300000, ']') +
            "}}, \"seats\": [{\"kind\": \"human\"}, {\"kind\": \"human\"}], \"actions\": []}")
        << QStringLiteral("nested more than 64 levels");
    QTest::newRow("action beyond int32")
        << QByteArray(
               "{\"format\": \"grudgematch-save\", \"formatVersion\": 1, \"game\": \"knockdown\", "
               "\"rulesVersion\": 1, \"seed\": \"4\", \"options\": {\"seats\": 2}, "
               "\"seats\": [{\"kind\": \"human\"}, {\"kind\": \"human\"}], "
               "\"actions\": [4294967296]}")
        << QStringLiteral("not a whole number from 0 to 2147483647");
    QTest::newRow("unknown game")
        << QByteArray(
               "{\"format\": \"grudgematch-save\", \"formatVersion\": 1, \"game\": \"chess\", "
               "\"rulesVersion\": 1, \"seed\": \"4\", \"options\": {\"seats\": 2, \"variant\": "
               "{}}, \"seats\": [{\"kind\": \"human\"}, {\"kind\": \"human\"}], \"actions\": []}")
        << QStringLiteral("does not know");
  }

  void damagedForeignOrNewerFilesAreRefusedAndTheGameIsUnchanged() {
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("21")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    hotSeatStep(s, 0);
    hotSeatStep(s, 1);
    hotSeatStep(s, 2);
    const auto before = history(s);
    const QVariantMap observation = s.observation();
    const int view = s.viewSeat();
    const int logLines = s.log()->count();

    const QString path = f.dir.filePath(QStringLiteral("bad.json"));
    writeFile(path, content);
    QSignalSpy errors(&s, &Session::errorOccurred);
    QVERIFY(!s.open(QUrl::fromLocalFile(path)));
    QCOMPARE(errors.count(), 1);
    QVERIFY2(s.lastError().contains(reason), qPrintable(s.lastError()));
    QVERIFY(s.lastError().contains(QStringLiteral("bad.json")));
    QCOMPARE(history(s), before);
    QCOMPARE(s.observation(), observation);
    QCOMPARE(s.viewSeat(), view);
    QCOMPARE(s.log()->count(), logLines);

    // The same file as the autosave is refused the same way, and set aside; a newer version's
    // is left where it is, for that version.
    writeFile(s.autosavePath(), content);
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QCOMPARE(errors.count(), 2);
    QVERIFY2(s.lastError().contains(reason), qPrintable(s.lastError()));
    QCOMPARE(history(s), before);
    QCOMPARE(s.hasAutosave(QStringLiteral("knockdown")),
             QByteArray(QTest::currentDataTag()) == "newer");
  }

  // Issue 13: an unreadable autosave was reported but stayed, so the next game's autosave wrote
  // over it (and every Resume failed again). It is moved aside, the message names both paths, and
  // the next game leaves it alone.
  void unreadableAutosaveIsSetAsideAndNeverOverwritten() {
    SessionFixture f;
    Session& s = f.session;
    const QByteArray damaged = "{\"format\": [\"grudgematch-save\"], \"formatVersion\": 1";
    const QString path = s.autosavePath(QStringLiteral("knockdown"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    writeFile(path, damaged);
    QVERIFY(s.hasAutosave(QStringLiteral("knockdown")));
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QVERIFY(!s.hasAutosave(QStringLiteral("knockdown")));
    QVERIFY(!s.active());

    const QFileInfo autosave(path);
    const QStringList aside = autosave.dir().entryList(
        {autosave.completeBaseName() + QStringLiteral(".damaged-*.") + autosave.suffix()});
    QCOMPARE(aside.size(), 1);
    const QString asidePath = autosave.dir().filePath(aside[0]);
    QVERIFY2(s.lastError().contains(QDir::toNativeSeparators(path)), qPrintable(s.lastError()));
    QVERIFY2(s.lastError().contains(QDir::toNativeSeparators(asidePath)),
             qPrintable(s.lastError()));
    QCOMPARE(readBytes(asidePath), damaged);

    // The next game autosaves afresh; the damaged file stays as it was.
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("21")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    hotSeatStep(s, 0);
    QVERIFY(s.hasAutosave(QStringLiteral("knockdown")));
    QCOMPARE(readBytes(asidePath), damaged);
    QCOMPARE(savedActions(s.autosavePath()), history(s));
  }

  // When the unreadable autosave cannot be moved (a read-only folder), it is kept and autosaving
  // stops rather than write over it.
  void unreadableAutosaveThatCannotBeMovedIsNeverOverwritten() {
    if (::geteuid() == 0) QSKIP("root may write into a read-only folder");
    SessionFixture f;
    Session& s = f.session;
    const QString folder = f.dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(folder));
    s.setAutosaveFolder(folder);
    const QByteArray damaged = "not a save";
    writeFile(s.autosavePath(QStringLiteral("knockdown")), damaged);
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QVERIFY(s.lastError().contains(QStringLiteral("could not be put aside")));
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("21")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    hotSeatStep(s, 0);
    QCOMPARE(readBytes(s.autosavePath()), damaged);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  }

  void openingAMissingFileSaysSo() {
    SessionFixture f;
    QVERIFY(!f.session.open(QUrl::fromLocalFile(f.dir.filePath(QStringLiteral("none.json")))));
    QVERIFY(f.session.lastError().contains(QStringLiteral("none.json")));
    QVERIFY(!f.session.active());
    QVERIFY(!f.session.save(QUrl::fromLocalFile(f.dir.filePath(QStringLiteral("x.json")))));
  }
};

QTEST_MAIN(SessionSavesTest)
#include "session_saves_test.moc"
