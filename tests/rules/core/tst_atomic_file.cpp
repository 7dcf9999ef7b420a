// Reading and atomically replacing text files (the CLI's saves): a write replaces the whole
// content, and a write that fails leaves the old file exactly as it was and no temporary file
// behind.
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>

#include "core/atomic_file.h"

using namespace gm::rules;
namespace fs = std::filesystem;

class TestAtomicFile : public QObject {
  Q_OBJECT

  static std::string pathIn(const QTemporaryDir& dir, const std::string& name) {
    return (fs::path(dir.path().toStdString()) / name).string();
  }
  static int entriesIn(const QTemporaryDir& dir) {
    int n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path().toStdString())) ++n;
    return n;
  }

 private slots:
  void atomicWriteCreatesAFileWithTheText() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "game.json");
    QVERIFY(writeTextFileAtomically(path, "{\"a\": 1}\n"));
    const auto text = readTextFile(path);
    QVERIFY(text);
    QCOMPARE(*text, std::string("{\"a\": 1}\n"));
    QCOMPARE(entriesIn(dir), 1);  // the temporary file was renamed, not left beside it
    struct stat st {};
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(st.st_mode & 0777, 0644u);
  }

  void atomicWriteReplacesTheWholeContent() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "game.json");
    QVERIFY(writeTextFileAtomically(path, std::string(5000, 'x')));
    QVERIFY(writeTextFileAtomically(path, "short"));
    QCOMPARE(*readTextFile(path), std::string("short"));
    QVERIFY(writeTextFileAtomically(path, ""));
    QCOMPARE(*readTextFile(path), std::string());
    QCOMPARE(entriesIn(dir), 1);
  }

  void atomicWriteOntoAFolderFailsAndLeavesItAlone() {
    QTemporaryDir dir;
    const auto folder = pathIn(dir, "saves");
    fs::create_directory(folder);
    std::ofstream(fs::path(folder) / "inside.txt") << "keep me";
    const auto result = writeTextFileAtomically(folder, "new text");
    QVERIFY(!result);
    QVERIFY2(result.error().find("the old file is unchanged") != std::string::npos,
             result.error().c_str());
    QVERIFY(fs::is_directory(folder));
    QCOMPARE(*readTextFile((fs::path(folder) / "inside.txt").string()), std::string("keep me"));
    QCOMPARE(entriesIn(dir), 1);  // no temporary file left behind
  }

  void atomicWriteIntoAMissingFolderFails() {
    QTemporaryDir dir;
    const auto result = writeTextFileAtomically(pathIn(dir, "no/such/folder/game.json"), "x");
    QVERIFY(!result);
    QVERIFY2(result.error().find("Cannot write in the folder of") != std::string::npos,
             result.error().c_str());
    QCOMPARE(entriesIn(dir), 0);
  }

  // The temporary file's name is the target's plus 5 characters (".NAME.tmp"), so a target name
  // of 251 characters (legal) cannot get a temporary beside it: the write fails before touching
  // the target. Unlike a read-only folder, this fails for root too.
  void atomicWriteThatCannotStartLeavesTheOldFileUnchanged() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, std::string(251, 'n'));
    std::ofstream(path) << "old content";
    QVERIFY(!writeTextFileAtomically(path, "new content"));
    QCOMPARE(*readTextFile(path), std::string("old content"));
    QCOMPARE(entriesIn(dir), 1);
  }

  // A read-only folder refuses the temporary file; root ignores permissions, so only a normal user
  // can run this one.
  void atomicWriteInAReadOnlyFolderLeavesTheOldFileUnchanged() {
    if (::geteuid() == 0) QSKIP("root may write into read-only folders");
    QTemporaryDir dir;
    const auto path = pathIn(dir, "game.json");
    QVERIFY(writeTextFileAtomically(path, "old content"));
    fs::permissions(dir.path().toStdString(), fs::perms::owner_read | fs::perms::owner_exec);
    const auto result = writeTextFileAtomically(path, "new content");
    fs::permissions(dir.path().toStdString(), fs::perms::owner_all);
    QVERIFY(!result);
    QCOMPARE(*readTextFile(path), std::string("old content"));
    QCOMPARE(entriesIn(dir), 1);
  }

  void readingAMissingFileSaysSo() {
    QTemporaryDir dir;
    const auto result = readTextFile(pathIn(dir, "absent.json"));
    QVERIFY(!result);
    QVERIFY(result.error().starts_with("No such file: "));
  }

  void readingAFolderSaysItIsAFolder() {
    QTemporaryDir dir;
    const auto result = readTextFile(dir.path().toStdString());
    QVERIFY(!result);
    QVERIFY(result.error().find("is a folder, not a file") != std::string::npos);
  }

  void readingAFifoIsRefusedWithoutWaitingForAWriter() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "pipe.json");
    QCOMPARE(::mkfifo(path.c_str(), 0600), 0);
    const auto result = readTextFile(path);
    QVERIFY(!result);
    QVERIFY2(result.error() == path +
                                   " is a FIFO (named pipe), not a file; only regular files "
                                   "are read.",
             result.error().c_str());
  }

  void readingALinkToADeviceIsRefusedAndALinkToAFileIsRead() {
    QTemporaryDir dir;
    const auto zero = pathIn(dir, "zero.json");
    fs::create_symlink("/dev/zero", zero);
    const auto refused = readTextFile(zero);
    QVERIFY(!refused);
    QVERIFY2(refused.error().find(zero + " is a device") == 0, refused.error().c_str());
    const auto file = pathIn(dir, "real.json");
    std::ofstream(file) << "text";
    fs::create_symlink(file, pathIn(dir, "link.json"));
    QCOMPARE(*readTextFile(pathIn(dir, "link.json")), std::string("text"));
  }

  void readingStopsAtTheLimit() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "big.json");
    std::ofstream(path) << std::string(1000, 'x');
    QCOMPARE(readTextFile(path, 1000)->size(), std::size_t(1000));
    const auto result = readTextFile(path, 999);
    QVERIFY(!result);
    QVERIFY2(result.error().find("999") != std::string::npos, result.error().c_str());
  }

  void atomicWriteOntoAFifoIsRefusedAndTheFifoStays() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "out.json");
    QCOMPARE(::mkfifo(path.c_str(), 0600), 0);
    const auto result = writeTextFileAtomically(path, "text");
    QVERIFY(!result);
    QVERIFY2(result.error().find("a FIFO") != std::string::npos, result.error().c_str());
    QVERIFY(fs::is_fifo(fs::symlink_status(path)));
    QCOMPARE(entriesIn(dir), 1);
  }

  void atomicWriteOntoALinkToADeviceIsRefusedAndTheLinkStays() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "out.json");
    fs::create_symlink("/dev/null", path);
    QVERIFY(!writeTextFileAtomically(path, "text"));
    QVERIFY(fs::is_symlink(fs::symlink_status(path)));
    QCOMPARE(entriesIn(dir), 1);
  }

  void atomicWriteThroughALinkReplacesTheFileItNames() {
    QTemporaryDir dir;
    const auto file = pathIn(dir, "real.json");
    const auto link = pathIn(dir, "link.json");
    std::ofstream(file) << "old";
    fs::create_symlink(file, link);
    QVERIFY(writeTextFileAtomically(link, "new"));
    QVERIFY(fs::is_symlink(fs::symlink_status(link)));
    QCOMPARE(*readTextFile(file), std::string("new"));
    QCOMPARE(entriesIn(dir), 2);
  }

  // A child process writes a large file and is killed while it writes: the old file is whole and
  // nothing else is left in the folder.
  void aWriteKilledMidwayLeavesTheOldFileAndNoTemporaryFile() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, "collections.json");
    QVERIFY(writeTextFileAtomically(path, "old"));
    const std::string big(256u << 20, 'x');
    int ready[2];
    QCOMPARE(::pipe(ready), 0);
    const pid_t child = ::fork();
    if (child == 0) {
      ::close(ready[0]);
      [[maybe_unused]] const auto n = ::write(ready[1], "w", 1);
      [[maybe_unused]] const auto written = writeTextFileAtomically(path, big);
      ::_exit(0);
    }
    ::close(ready[1]);
    char c = 0;
    QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
    ::close(ready[0]);
    ::usleep(30000);
    ::kill(child, SIGKILL);
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY2(WIFSIGNALED(status), "the write finished before the kill: make the text larger");
    QCOMPARE(*readTextFile(path), std::string("old"));
    QCOMPARE(entriesIn(dir), 1);
  }
};

QTEST_APPLESS_MAIN(TestAtomicFile)
#include "tst_atomic_file.moc"
