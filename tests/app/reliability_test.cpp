// What the app meets at start and at the end of a game that is not what it seems: an autosave that
// is a FIFO or a link to /dev/zero, a save whose card file is /dev/zero, an autosave of a newer
// version, a settings file nested past any limit or that is a FIFO, an Artbot save made by hand
// that names owners and a game key. The app starts with whatever it finds, says what it set aside
// (with both paths) and changes nothing it cannot vouch for.
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>

#include "artbot_collections.h"
#include "core/save_format.h"
#include "games/builtin_games.h"
#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

bool isFifo(const QString& path) {
  struct stat st {};
  return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

// The one file in `dir` whose name holds `part`; "" when none or several.
QString onlyFileWith(const QString& dir, const QString& part) {
  const QStringList found = QDir(dir).entryList({QStringLiteral("*") + part + QStringLiteral("*")},
                                                QDir::Files | QDir::System | QDir::Hidden);
  return found.size() == 1 ? QDir(dir).filePath(found.front()) : QString();
}

// A settings value as Qt's INI writer escapes it: a QVariantList nested `depth` levels deep
// around an int (QDataStream version 4.0, as QSettings writes it).
QByteArray nestedVariant(int depth) {
  QByteArray out = "@Variant(";
  for (int i = 0; i < depth; ++i) out += "\\0\\0\\0\\t\\0\\0\\0\\x1";
  out += "\\0\\0\\0\\x2\\0\\0\\0\\x1)";
  return out;
}

QString settingsFile() {
  return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
         QStringLiteral("/GrudgeMatch/grudgematch.conf");
}

}  // namespace

class ReliabilityTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void autosaveThatIsAFifoIsSetAsideWithoutWaiting() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave-knockdown.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(autosave).constData(), 0600), 0);
    Session s;
    s.setAutosaveFolder(dir.path());
    QVERIFY(s.hasAutosave(QStringLiteral("knockdown")));
    QCOMPARE(s.autosaveDescription(QStringLiteral("knockdown")), QString());
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QVERIFY2(s.lastError().contains(QStringLiteral("FIFO")), qPrintable(s.lastError()));
    const QString aside = onlyFileWith(dir.path(), QStringLiteral(".damaged-"));
    QVERIFY2(s.lastError().contains(QDir::toNativeSeparators(aside)), qPrintable(s.lastError()));
    QVERIFY(isFifo(aside));
    QVERIFY(!QFileInfo::exists(autosave));
    // The next game saves automatically again.
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("5")));
    s.choose(legalAction(s, 0));
    QVERIFY(QFileInfo(autosave).isFile());
  }

  void autosaveThatLinksToDevZeroIsSetAsideWithoutReadingIt() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave-knockdown.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), autosave));
    Session s;
    s.setAutosaveFolder(dir.path());
    QCOMPARE(s.autosaveDescription(QStringLiteral("knockdown")), QString());
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QVERIFY2(s.lastError().contains(QStringLiteral("device")), qPrintable(s.lastError()));
    QVERIFY(!onlyFileWith(dir.path(), QStringLiteral(".damaged-")).isEmpty());
  }

  void saveWhoseCardFileIsDevZeroIsRefused() {
    QTemporaryDir dir;
    gm::rules::SaveData data;
    data.gameId = "knockdown";
    data.rulesVersion = gm::rules::builtinGames().find("knockdown")->info().rulesVersion;
    data.options.seats = 2;
    data.options.seed = 4;
    data.seats = gm::rules::defaultSeats(2);
    data.cards = gm::rules::CardFileRef{"/dev/zero", "fnv1a64:0000000000000000"};
    const QString path = dir.filePath(QStringLiteral("game.json"));
    writeFile(path, QByteArray::fromStdString(gm::rules::serializeSave(data)));
    SessionFixture f;
    QVERIFY(!f.session.open(QUrl::fromLocalFile(path)));
    QVERIFY2(f.session.lastError().contains(QStringLiteral("/dev/zero is a device")),
             qPrintable(f.session.lastError()));
    QVERIFY(!f.session.active());
  }

  // The promise of docs/reliability.md: a file of a newer version is left where it is, for that
  // version.
  void newerAutosaveIsLeftAloneAndNotOverwritten() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave-knockdown.json"));
    const QByteArray newer =
        R"({"formatVersion": 99, "gameId": "knockdown", "rulesVersion": 9, "options": {}})";
    writeFile(autosave, newer);
    Session s;
    s.setAutosaveFolder(dir.path());
    s.setBotPauseMs(0);
    QVERIFY(!s.resumeAutosave(QStringLiteral("knockdown")));
    QVERIFY2(s.lastError().contains(QStringLiteral("newer version")), qPrintable(s.lastError()));
    QVERIFY(s.lastError().contains(QDir::toNativeSeparators(autosave)));
    QCOMPARE(readAll(autosave), newer);
    QVERIFY(onlyFileWith(dir.path(), QStringLiteral(".damaged-")).isEmpty());
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("5")));
    s.choose(legalAction(s, 0));
    QCOMPARE(readAll(autosave), newer);
  }

  // A settings file nested far too deeply crashed the app at every start (Qt's variant reader
  // recurses); a FIFO hung it. Either is set aside, the defaults are used, and it says so.
  void settingsNestedTooDeeplyAreSetAsideAndDefaultsUsed_data() {
    QTest::addColumn<QByteArray>("entry");
    QTest::newRow("ui") << QByteArray("[ui]\nlanguage=");
    QTest::newRow("newGame") << QByteArray("[newGame]\nlastSeats=");
  }
  void settingsNestedTooDeeplyAreSetAsideAndDefaultsUsed() {
    QFETCH(QByteArray, entry);
    const QString file = settingsFile();
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile::remove(file);
    const QByteArray text = "[animation]\npace=fast\n\n" + entry + nestedVariant(60000) + "\n";
    writeFile(file, text);
    Settings settings;
    QCOMPARE(settings.language(), QString());
    QCOMPARE(settings.lastSeats(), QVariantList());
    QCOMPARE(settings.pace(), Pace::Normal);
    QVERIFY2(settings.problem().contains(QDir::toNativeSeparators(file)),
             qPrintable(settings.problem()));
    const QString aside = onlyFileWith(QFileInfo(file).absolutePath(), QStringLiteral(".damaged-"));
    QVERIFY(settings.problem().contains(QDir::toNativeSeparators(aside)));
    QCOMPARE(readAll(aside), text);
    QFile::remove(aside);
    settings.setPace(Pace::Slow);
    QCOMPARE(QSettings().fileName(), file);
    QFile::remove(file);
  }

  // The bound leaves room for what this version writes and keeps Qt's recursion shallow: a value
  // nested 1800 levels deep, just under it, is read (and refused by the typed checks) unharmed.
  void settingsJustUnderTheLimitAreRead() {
    const QString file = settingsFile();
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile::remove(file);
    writeFile(file, "[animation]\npace=fast\n\n[ui]\nlanguage=" + nestedVariant(1800) + "\n");
    Settings settings;
    QCOMPARE(settings.pace(), Pace::Fast);
    QCOMPARE(settings.language(), QString());
    QVERIFY(QFileInfo::exists(file));
    QFile::remove(file);
  }

  void settingsThatAreAFifoAreSetAside() {
    const QString file = settingsFile();
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile::remove(file);
    QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
    Settings settings;
    QCOMPARE(settings.pace(), Pace::Normal);
    QVERIFY2(settings.problem().contains(QStringLiteral("FIFO")), qPrintable(settings.problem()));
    const QString aside = onlyFileWith(QFileInfo(file).absolutePath(), QStringLiteral(".damaged-"));
    QVERIFY(isFifo(aside));
    QFile::remove(aside);
  }

  // A finished Artbot save made by hand, with owners and a game key in its options, moved cards
  // between profiles when it was opened. Only a game these collections started may.
  void handMadeArtbotSaveMovesNoCards() {
    QTemporaryDir dir;
    SessionFixture f;
    ArtbotCollections c(nullptr);
    c.setPath(dir.filePath(QStringLiteral("artbot-collections.json")));
    c.attach(&f.session);
    const QVariantList seats = {
        seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Ada")),
        seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Bo"))};
    QVariantMap variant = c.prepareVariant(seats, 20);
    QVERIFY(!variant.contains(QStringLiteral("error")));
    const auto before = c.store().serialize();
    variant.insert(QStringLiteral("gameKey"), QStringLiteral("made-by-hand"));
    QVERIFY(f.session.newGame(QStringLiteral("artbot"), seats, QStringLiteral("11"), variant));
    QTRY_VERIFY_WITH_TIMEOUT(f.session.over(), 60000);
    QVERIFY(!f.session.state()->observe(gm::rules::kNoSeat)["result"]["transfers"].empty());
    QCOMPARE(c.store().serialize(), before);
    QVERIFY(c.lastAppliedKey() != QStringLiteral("made-by-hand"));
  }

  // A collections file of version 2^64 was called damaged and moved aside.
  void collectionsOfAHugeVersionAreNewerNotDamaged() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    writeFile(path,
              R"({"format":"grudgematch-artbot-collections","version":18446744073709551616})");
    ArtbotCollections c(nullptr);
    c.setPath(path);
    QVERIFY(c.profiles().isEmpty());
    QVERIFY2(c.problem().contains(QStringLiteral("newer version")), qPrintable(c.problem()));
    QVERIFY(onlyFileWith(dir.path(), QStringLiteral(".damaged-")).isEmpty());
  }

  // The set-aside message reached only the Artbot dialog: it is said once, at start, where the
  // player looks (the session's error), with both paths.
  void damagedCollectionsAreReportedOnceAtStartWithBothPaths() {
    const QString path = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                             .filePath(QStringLiteral("artbot-collections.json"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    writeFile(path, "{ damaged");
    Session s;
    QSignalSpy errors(&s, &Session::errorOccurred);
    QTRY_COMPARE(errors.count(), 1);
    const QString message = errors.front().front().toString();
    const QString aside =
        onlyFileWith(QFileInfo(path).absolutePath(), QStringLiteral("artbot-collections.damaged-"));
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    QVERIFY2(!aside.isEmpty() && message.contains(QDir::toNativeSeparators(aside)),
             qPrintable(message));
    QTest::qWait(50);
    QCOMPARE(errors.count(), 1);
    QFile::remove(aside);
  }
};

int main(int argc, char** argv) {
#if !defined(__SANITIZE_ADDRESS__) && !defined(__has_feature)
#define GM_NO_ASAN 1
#elif defined(__has_feature)
#if !__has_feature(address_sanitizer)
#define GM_NO_ASAN 1
#endif
#endif
#ifdef GM_NO_ASAN
  // A reader that never stops fails here instead of taking the machine's memory.
  const rlimit limit{4ull << 30, 4ull << 30};
  ::setrlimit(RLIMIT_AS, &limit);
#endif
  // The settings and collections of test mode live under HOME: a home of this test's own, so it
  // neither reads nor leaves a broken file where other tests look.
  QTemporaryDir home;
  qputenv("HOME", QFile::encodeName(home.path()));
  QGuiApplication app(argc, argv);
  QGuiApplication::setOrganizationName(QStringLiteral("GrudgeMatch"));
  QGuiApplication::setApplicationName(QStringLiteral("grudgematch"));
  ReliabilityTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "reliability_test.moc"
