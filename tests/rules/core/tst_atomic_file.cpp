// Reading and atomically replacing text files (the CLI's saves): a write replaces the whole
// content, and a write that fails leaves the old file exactly as it was and no temporary file
// behind.
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

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

  // The temporary file's name is the target's plus 8 characters, so a target name of 250
  // characters (legal) cannot get a temporary beside it: the write fails before touching the
  // target. Unlike a read-only folder, this fails for root too. (The old file is written directly.)
  void atomicWriteThatCannotStartLeavesTheOldFileUnchanged() {
    QTemporaryDir dir;
    const auto path = pathIn(dir, std::string(250, 'n'));
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
};

QTEST_APPLESS_MAIN(TestAtomicFile)
#include "tst_atomic_file.moc"
