#include "file_aside.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gm::app {

QString asidePath(const QString& path) {
  const QFileInfo info(path);
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
  const QString base =
      info.dir().filePath(info.completeBaseName() + QStringLiteral(".damaged-") + stamp);
  const QString ext = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
  QString aside = base + ext;
  for (int n = 2; QFileInfo::exists(aside); ++n) aside = base + QStringLiteral("-%1").arg(n) + ext;
  return aside;
}

QString setAside(const QString& path) {
  const QString aside = asidePath(path);
  return QFile::rename(path, aside) ? aside : QString();
}

}  // namespace gm::app
