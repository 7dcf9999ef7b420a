// Files that are not what they seem, as grudgematch-cli meets them: a device, a FIFO, a symbolic
// link, a file far too large; and numbers beyond int in a game's options. Each is refused at once
// with exit 1 (a file) or 2 (an option) and a message naming it; nothing the CLI is pointed at is
// replaced unless it is a file, and nothing hangs or eats memory (each run has a time limit and,
// in the plain build, an address-space cap: cli() below).
#include <QtTest>
#include <nlohmann/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include "cli_run.h"

using nlohmann::json;
using namespace gm::test;

namespace {

bool isFifo(const QString& path) {
  struct stat st {};
  return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

bool isSymlink(const QString& path) {
  struct stat st {};
  return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

}  // namespace

class TestCliFiles : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
  Run cli(const QStringList& args) const { return runCli(args, m_dir.path(), 20000, 2ull << 30); }

  QString makeFifo(const QString& name) {
    const QString p = path(name);
    QFile::remove(p);
    [&] { QCOMPARE(::mkfifo(QFile::encodeName(p).constData(), 0600), 0); }();
    return p;
  }

 private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    QCOMPARE(cli({"new", "--game", "knockdown", "--seed", "3", "-o", "game.json"}).code, 0);
  }

  void checkCardsOfDevZeroIsRefusedWithoutReadingIt() {
    CLI_EXPECT(cli({"check-cards", "/dev/zero"}), 1, "/dev/zero is a device");
  }

  void aFifoAsACardFileOrASaveIsRefusedAtOnce() {
    const QString fifo = makeFifo("pipe.json");
    CLI_EXPECT(cli({"check-cards", fifo}), 1, fifo + " is a FIFO");
    CLI_EXPECT(cli({"show", fifo}), 1, fifo + " is a FIFO");
    CLI_EXPECT(cli({"legal", fifo}), 1, fifo + " is a FIFO");
    CLI_EXPECT(cli({"new", "--cards", fifo, "-o", "x.json"}), 1, fifo + " is a FIFO");
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void aSymlinkToADeviceAsASaveIsRefused() {
    QFile::remove(path("zero.json"));
    QVERIFY(QFile::link("/dev/zero", path("zero.json")));
    CLI_EXPECT(cli({"show", "zero.json"}), 1, "zero.json is a device");
  }

  void aSymlinkToASaveIsRead() {
    QFile::remove(path("link.json"));
    QVERIFY(QFile::link(path("game.json"), path("link.json")));
    const Run r = cli({"show", "link.json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
  }

  void aSaveFarTooLargeIsRefusedWithItsName() {
    writeFile(path("huge.json"), QByteArray(5 * 1024 * 1024, ' '));
    CLI_EXPECT(cli({"show", "huge.json"}), 1, "huge.json is");
  }

  void outputOntoAFifoIsRefusedAndTheFifoStays() {
    const QString fifo = makeFifo("out.fifo");
    CLI_EXPECT(cli({"new", "--game", "knockdown", "-o", fifo}), 1, "only a file is replaced");
    QVERIFY(isFifo(fifo));
    CLI_EXPECT(cli({"apply", "game.json", "0", "-o", fifo}), 1, "only a file is replaced");
    QVERIFY(isFifo(fifo));
  }

  void outputOntoALinkToADeviceIsRefusedAndTheLinkStays() {
    QFile::remove(path("null.json"));
    QVERIFY(QFile::link("/dev/null", path("null.json")));
    CLI_EXPECT(cli({"new", "--game", "knockdown", "-o", "null.json"}), 1, "a device");
    QVERIFY(isSymlink(path("null.json")));
  }

  void outputThroughALinkToAFileReplacesThatFile() {
    writeFile(path("real.json"), "old");
    QFile::remove(path("alias.json"));
    QVERIFY(QFile::link(path("real.json"), path("alias.json")));
    const Run r = cli({"new", "--game", "knockdown", "--seed", "9", "-o", "alias.json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(isSymlink(path("alias.json")));
    QCOMPARE(readJson(path("real.json")).value("game", std::string()), std::string("knockdown"));
    QVERIFY(cli({"new", "--help"}).out.contains("symbolic link"));
  }

  void simulateExitsNonZeroWhenItsLogCannotBeWritten() {
    const Run r = cli({"simulate", "--game", "knockdown", "--bots", "random,random", "--games", "2",
                       "--log", "/dev/full"});
    QVERIFY2(r.code == 1, qPrintable(QString("exit %1: %2").arg(r.code).arg(r.err)));
    QVERIFY2(r.err.contains("/dev/full"), qPrintable(r.err));
  }

  void enginesOptionsBeyondIntAreRefusedNotWrapped() {
    for (const char* variant :
         {"{\"acts\": 4294967297}", "{\"acts\": -4294967293}", "{\"vigilante\": 4294967297}",
          "{\"acts\": 18446744073709551617}"}) {
      const Run r = cli({"simulate", "--game", "engines", "--bots", "random,random", "--games", "1",
                         "--variant", variant});
      QVERIFY2(r.code == 2,
               qPrintable(QString("%1: exit %2 %3").arg(variant).arg(r.code).arg(r.err)));
      QVERIFY2(r.err.contains("option"), qPrintable(r.err));
    }
  }
};

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_cli_files.moc"
