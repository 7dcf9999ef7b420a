// Crash safety: this test runs itself as a child process ("child MODE PATH"), kills it with SIGKILL
// and checks what the child left behind.
// - A game killed mid-play resumes at the last action it had completed (the autosave is written
//   after every action, atomically).
// - A kill while a save, the Artbot collections or the settings are being written leaves the old
//   file whole: each round the child rewrites its file in a tight loop and is killed at a random
//   moment, and the file must still read in full.
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <cstdio>
#include <iostream>

#include "artbot/artbot_collection.h"
#include "artbot_collections.h"
#include "core/save_format.h"
#include "games/builtin_games.h"
#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

// Prints one line and makes sure it left the process before anything else happens.
void report(const std::string& line) {
  std::cout << line << std::endl;
}

// Plays hot-seat Knockdown games forever, printing the length of the history after each action
// (after its autosave).
int childPlay(const QString& autosaveFolder) {
  Session s;
  s.setAutosaveFolder(autosaveFolder);
  s.setBotPauseMs(0);
  for (quint64 seed = 1;; ++seed) {
    if (!s.newGame(QStringLiteral("knockdown"), hotSeat(), QString::number(seed))) return 2;
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    for (int n = 0; !s.over(); ++n) {
      const int action = legalAction(s, n);
      if (action < 0) return 3;
      s.choose(action);
      if (s.privacyScreen()) s.acknowledgePrivacy();
      report("actions " + std::to_string(s.state()->history().size()));
    }
  }
}

// Saves the same game again and again to `path`.
int childSave(const QString& path) {
  Session s;
  s.setAutosaveFolder(QDir::temp().filePath(QStringLiteral("gm-crash-unused")));
  s.setBotPauseMs(0);
  if (!s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("7"))) return 2;
  s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
  for (int n = 0; n < 6; ++n) {
    s.choose(legalAction(s, n));
    if (s.privacyScreen()) s.acknowledgePrivacy();
  }
  if (!s.save(QUrl::fromLocalFile(path))) return 3;
  report("ready");
  for (;;)
    if (!s.save(QUrl::fromLocalFile(path))) return 4;
}

// Adds a profile and writes the collections, again and again.
int childCollections(const QString& path) {
  ArtbotCollections c(nullptr);
  c.setPath(path);
  if (!c.save()) return 3;
  report("ready");
  for (int n = 0;; ++n) {
    // Each round is a new process adding to the file the last one left: names must not repeat.
    c.store().createProfile(
        "Player " + std::to_string(QCoreApplication::applicationPid()) + "-" + std::to_string(n),
        n % 2 == 1);
    if (!c.save()) return 4;
  }
}

// Changes the settings again and again (each change is written through at once).
int childSettings() {
  Settings settings;
  QVariantList seats;
  for (int i = 0; i < 4; ++i) seats.append(seat(QStringLiteral("ai"), QStringLiteral("hard")));
  settings.setLastSeats(seats);
  report("ready");
  for (int n = 0;; ++n) {
    settings.setPace(n % 2 ? Pace::Fast : Pace::Slow);
    settings.setLanguage(n % 2 ? QStringLiteral("de") : QStringLiteral("en"));
  }
}

// Plays an Artbot game of two bots from the collections at `path` (the autosave beside it) and
// kills itself at the moment the game's result is about to be written to the collections: the
// window between the end of the game and its transfers reaching the file.
int childArtbotEnd(const QString& path) {
  QLoggingCategory::setFilterRules(QStringLiteral("gm.save.info=true"));
  qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& message) {
    if (message.startsWith(QStringLiteral("artbot result"))) {
      report("ending");
      ::raise(SIGKILL);
    }
  });
  Session s;
  s.setAutosaveFolder(QFileInfo(path).dir().path());
  s.setBotPauseMs(0);
  ArtbotCollections c(nullptr);
  c.setPath(path);
  c.attach(&s);
  const QVariantList seats = {
      seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Ada")),
      seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Bo"))};
  const QVariantMap variant = c.prepareVariant(seats, 20);
  if (variant.contains(QStringLiteral("error"))) return 2;
  if (!s.newGame(QStringLiteral("artbot"), seats, QStringLiteral("11"), variant)) return 3;
  report("key " + variant.value(QStringLiteral("gameKey")).toString().toStdString());
  QDeadlineTimer deadline(120000);
  while (!s.over() && !deadline.hasExpired())
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
  return 4;  // the game ended without writing its result
}

int runChild(const QString& mode, const QString& path) {
  if (mode == QLatin1String("artbotEnd")) return childArtbotEnd(path);
  if (mode == QLatin1String("play")) return childPlay(path);
  if (mode == QLatin1String("save")) return childSave(path);
  if (mode == QLatin1String("collections")) return childCollections(path);
  if (mode == QLatin1String("settings")) return childSettings();
  return 1;
}

}  // namespace

class CrashSafetyTest : public QObject {
  Q_OBJECT

  // Starts the child in `mode` and waits for its first line matching `prefix`; the caller kills it.
  void startChild(QProcess& child, const QString& mode, const QString& path, QTemporaryDir& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("child"), mode, path, QStringLiteral("-platform"),
                 QStringLiteral("offscreen")});
    QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
  }

  // Reads the child's lines until one starts with `prefix`; returns the last such line.
  QString waitForLine(QProcess& child, const QString& prefix, int minimum = 1) {
    int seen = 0;
    QString last;
    while (seen < minimum) {
      if (!child.canReadLine() && !child.waitForReadyRead(30000)) return last;
      while (child.canReadLine()) {
        const QString line = QString::fromUtf8(child.readLine()).trimmed();
        if (line.startsWith(prefix)) {
          last = line;
          ++seen;
        }
      }
    }
    return last;
  }

  void kill(QProcess& child) {
    ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
  }

  // Kills the child in `mode` at random moments while it rewrites `path`; after each kill
  // `whole(path)` must hold.
  template <class Check>
  void killWhileWriting(const QString& mode, const QString& path, Check whole) {
    QTemporaryDir home;
    for (int round = 0; round < 12; ++round) {
      QProcess child;
      startChild(child, mode, path, home);
      QVERIFY2(!waitForLine(child, QStringLiteral("ready")).isEmpty(),
               qPrintable(child.readAllStandardError()));
      QTest::qWait(static_cast<int>(QRandomGenerator::global()->bounded(5, 120)));
      kill(child);
      whole(home);
    }
  }

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void gameKilledMidPlayResumesAtTheLastCompletedAction() {
    QTemporaryDir dir;
    const QString autosave = dir.path();  // the folder of the autosaves
    QProcess child;
    startChild(child, QStringLiteral("play"), autosave, dir);
    const QString last = waitForLine(child, QStringLiteral("actions "), 8);
    QVERIFY2(!last.isEmpty(), qPrintable(child.readAllStandardError()));
    kill(child);
    // Lines printed after `last` but not yet read are drained: the last completed action is the
    // last one the child reported.
    std::size_t reported = last.mid(8).toULong();
    while (child.canReadLine()) {
      const QString line = QString::fromUtf8(child.readLine()).trimmed();
      if (line.startsWith(QStringLiteral("actions "))) reported = line.mid(8).toULong();
    }

    Session s;
    s.setAutosaveFolder(autosave);
    QVERIFY(s.hasAutosave(QStringLiteral("knockdown")));
    QVERIFY2(s.resumeAutosave(QStringLiteral("knockdown")), qPrintable(s.lastError()));
    // The kill may fall between an autosave and its report: then the save holds one action more.
    const std::size_t resumed = s.state()->history().size();
    QVERIFY2(resumed == reported || resumed == reported + 1,
             qPrintable(QStringLiteral("reported %1, resumed %2").arg(reported).arg(resumed)));
    QVERIFY(resumed > 0);
  }

  void killDuringASaveLeavesTheOldFileWhole() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    killWhileWriting(QStringLiteral("save"), path, [&](QTemporaryDir&) {
      QFile f(path);
      QVERIFY(f.open(QIODevice::ReadOnly));
      const QByteArray bytes = f.readAll();
      const auto loaded = gm::rules::loadSave(std::string_view(bytes.constData(), bytes.size()),
                                              gm::rules::builtinGames());
      QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
      QCOMPARE(loaded->data.actions.size(), std::size_t(6));
    });
  }

  // Killed after an Artbot game ended but before its result reached the collections, the card
  // moves were lost with the autosave already gone. The finished game stays resumable until its
  // result is written, and resuming it applies the result once.
  void artbotGameKilledAtItsEndKeepsItsTransfers() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    QProcess child;
    startChild(child, QStringLiteral("artbotEnd"), path, dir);
    const QString key = waitForLine(child, QStringLiteral("key ")).mid(4);
    QVERIFY2(!key.isEmpty(), qPrintable(child.readAllStandardError()));
    QVERIFY2(!waitForLine(child, QStringLiteral("ending")).isEmpty(),
             qPrintable(child.readAllStandardError()));
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    Session s;
    s.setAutosaveFolder(dir.path());
    ArtbotCollections c(nullptr);
    c.setPath(path);
    c.attach(&s);
    QVERIFY(!c.store().applied(key.toStdString()));
    QVERIFY(s.hasAutosave(QStringLiteral("artbot")));
    QVERIFY2(s.resumeAutosave(QStringLiteral("artbot")), qPrintable(s.lastError()));
    QVERIFY(s.over());
    QVERIFY(c.store().applied(key.toStdString()));
    QCOMPARE(c.lastAppliedKey(), key);
    QVERIFY(!s.hasAutosave(QStringLiteral("artbot")));
    // Read again as the next start does: the result is in the file, nothing else beside it.
    ArtbotCollections later(nullptr);
    later.setPath(path);
    QVERIFY(later.store().applied(key.toStdString()));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden),
             QStringList());
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).isEmpty());
  }

  void killDuringACollectionsWriteLeavesTheOldFileWhole() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    ArtbotCollections reader(nullptr);
    killWhileWriting(QStringLiteral("collections"), path, [&](QTemporaryDir&) {
      const auto loaded =
          gm::rules::artbot::CollectionStore::load(path.toStdString(), reader.cardSet());
      QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
      QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).isEmpty());
      // Nor is a temporary file left beside it.
      QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
               QStringList{QStringLiteral("artbot-collections.json")});
    });
  }

  void killDuringASettingsWriteLeavesTheOldFileWhole() {
    killWhileWriting(QStringLiteral("settings"), QString(), [&](QTemporaryDir& home) {
      const QString file = home.filePath(QStringLiteral("config/GrudgeMatch/grudgematch.conf"));
      QVERIFY2(QFile::exists(file), qPrintable(file));
      QSettings settings(file, QSettings::IniFormat);
      QCOMPARE(settings.status(), QSettings::NoError);
      QCOMPARE(settings.value(QStringLiteral("newGame/lastSeats")).toList().size(), 4);
      const QString pace = settings.value(QStringLiteral("animation/pace")).toString();
      QVERIFY2(pace == QLatin1String("fast") || pace == QLatin1String("slow") ||
                   !settings.contains(QStringLiteral("animation/pace")),
               qPrintable(pace));
    });
  }
};

int main(int argc, char** argv) {
  QGuiApplication app(argc, argv);
  QGuiApplication::setOrganizationName(QStringLiteral("GrudgeMatch"));
  QGuiApplication::setApplicationName(QStringLiteral("grudgematch"));
  const QStringList args = app.arguments();
  if (args.size() >= 4 && args[1] == QLatin1String("child")) return runChild(args[2], args[3]);
  CrashSafetyTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "crash_safety_test.moc"
