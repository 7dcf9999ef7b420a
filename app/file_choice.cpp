#include "file_choice.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "card_file_loader.h"

namespace gm::app {

QString withSuffix(const QString& path, const QString& suffix) {
  if (path.isEmpty() || suffix.isEmpty()) return path;
  const QString ending = QLatin1Char('.') + suffix;
  if (QFileInfo(path).fileName().endsWith(ending, Qt::CaseInsensitive)) return path;
  return path + ending;
}

QUrl FileChoice::documentsFolder() {
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  if (!documents.isEmpty() && QDir().mkpath(documents)) return QUrl::fromLocalFile(documents);
  return QUrl::fromLocalFile(QDir::homePath());
}

QUrl FileChoice::withSuffix(const QUrl& file, const QString& suffix) {
  if (file.isEmpty()) return file;
  return QUrl::fromLocalFile(gm::app::withSuffix(localFilePath(file), suffix));
}

QUrl FileChoice::fileIn(const QUrl& folder, const QString& name) {
  return QUrl::fromLocalFile(QDir(localFilePath(folder)).filePath(name));
}

QString FileChoice::nameWithout(const QUrl& file, const QString& suffix) {
  const QString name = QFileInfo(localFilePath(file)).fileName();
  const QString ending = QLatin1Char('.') + suffix;
  if (suffix.isEmpty() || !name.endsWith(ending, Qt::CaseInsensitive)) return name;
  return name.left(name.size() - ending.size());
}

QUrl FileChoice::folderOf(const QUrl& file) {
  return QUrl::fromLocalFile(QFileInfo(localFilePath(file)).absolutePath());
}

}  // namespace gm::app
