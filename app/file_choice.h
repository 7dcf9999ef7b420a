#pragma once
// What every Save, Export and Open dialog of the app shares: it starts in the user's documents
// folder (never the working directory), and a name typed without the format's suffix ("game"
// for a save) is completed ("game.json"), not refused.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QUrl>

namespace gm::app {

// `path` with "." + `suffix` appended unless its file name already ends so (in any case);
// an empty path or suffix leaves it as it is.
QString withSuffix(const QString& path, const QString& suffix);

class FileChoice : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  explicit FileChoice(QObject* parent = nullptr) : QObject(parent) {}

  // The documents folder (QStandardPaths::DocumentsLocation) as a file: URL, made when it does not
  // exist yet; the home folder when it cannot be made.
  Q_INVOKABLE static QUrl documentsFolder();
  // withSuffix() on the local file of `file`, as a file: URL; an empty URL stays empty. A file
  // dialog may hand over a bare path without the file: scheme; it comes back with it.
  Q_INVOKABLE static QUrl withSuffix(const QUrl& file, const QString& suffix);
  // The file `name` in `folder`, as a file: URL.
  Q_INVOKABLE static QUrl fileIn(const QUrl& folder, const QString& name);
  // The name of `file` without "." + `suffix` (in any case) at its end.
  Q_INVOKABLE static QString nameWithout(const QUrl& file, const QString& suffix);
  // The folder holding `file`, as a file: URL.
  Q_INVOKABLE static QUrl folderOf(const QUrl& file);
};

}  // namespace gm::app
