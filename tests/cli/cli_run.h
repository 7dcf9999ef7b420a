#pragma once
// Runs the built grudgematch-cli in a process for the CLI tests: its exit code, its output, the
// files it writes (or must not write).
#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "sanitizer_scale.h"

namespace gm::test {

using nlohmann::json;

struct Run {
  int code = -1;
  QString out;
  QString err;
};

// Runs the CLI with `args` in `dir`; fails the test if it crashes or does not finish within
// `timeoutMs`. `memoryCap` (bytes; 0 for none) bounds its address space, so a reader that never
// stops fails the test instead of taking the machine. Not under the sanitizers: ASan reserves
// terabytes of address space for its shadow memory at start, so no such cap lets it run (the
// tests' messages and time limits still catch a reader that reads on).
inline Run runCli(const QStringList& args, const QString& dir, int timeoutMs = 300000,
                  unsigned long long memoryCap = 0) {
  QProcess p;
  p.setWorkingDirectory(dir);
  if (memoryCap > 0 && !kUnderSanitizers)
    p.setChildProcessModifier([memoryCap] {
      const rlimit limit{memoryCap, memoryCap};
      ::setrlimit(RLIMIT_AS, &limit);
    });
  p.start(QStringLiteral(GM_CLI_PATH), args);
  Run r;
  if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = "did not start or finish in time";
    return r;
  }
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;  // -2: crashed
  return r;
}

inline json readJson(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return json();
  return json::parse(f.readAll().toStdString(), nullptr, false);
}

inline void writeFile(const QString& path, const QByteArray& text) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(text);
}

}  // namespace gm::test

// Runs nothing itself: `run` is evaluated once, then its exit code and message are checked.
#define CLI_EXPECT(run, expectedCode, fragment)                                                \
  do {                                                                                         \
    const gm::test::Run r_ = (run);                                                            \
    QVERIFY2(r_.code == (expectedCode), qPrintable(QString("exit %1, expected %2; stderr: %3") \
                                                       .arg(r_.code)                           \
                                                       .arg(expectedCode)                      \
                                                       .arg(r_.err)));                         \
    QVERIFY2(r_.err.contains(fragment),                                                        \
             qPrintable("stderr lacks '" + QString(fragment) + "': " + r_.err));               \
  } while (0)
