#pragma once
// The QML sources the source scans read (qml_arithmetic_test, qml_session_reads_test): one row
// per folder under qml/ and the .qml files of a folder. GM_QML_SOURCE_DIR is the source tree's
// qml/ folder, given by the test's CMake target.
#include <QDir>
#include <QFile>
#include <QList>
#include <QStringList>
#include <QtTest>

namespace gm::test {

struct QmlSource {
  QString name;  // the file's name within its folder
  QString text;
};

// Adds a data row "folder" (its path) for each folder under qml/ except those named in `skip`.
inline void addQmlFolderRows(const QStringList& skip = {}) {
  QTest::addColumn<QString>("folder");
  const QDir qml(QStringLiteral(GM_QML_SOURCE_DIR));
  for (const QString& folder : qml.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
    if (!skip.contains(folder)) QTest::newRow(qPrintable(folder)) << qml.filePath(folder);
}

// The .qml files of `folder` in name order; a file that cannot be read is named in `unread`.
inline QList<QmlSource> qmlSourcesOf(const QString& folder, QStringList& unread) {
  QList<QmlSource> out;
  const QDir dir(folder);
  for (const QString& name : dir.entryList({QStringLiteral("*.qml")}, QDir::Files, QDir::Name)) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::ReadOnly)) {
      unread << file.fileName();
      continue;
    }
    out.append({name, QString::fromUtf8(file.readAll())});
  }
  return out;
}

}  // namespace gm::test
