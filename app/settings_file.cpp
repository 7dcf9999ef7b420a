#include "settings_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <string>

#include "core/atomic_file.h"
#include "file_aside.h"
#include "logging.h"
#include "settings.h"

namespace gm::app {
namespace {

// The length of the longest entry of an INI text, as Qt's reader splits it: a line ends at a
// line break that is neither escaped by a backslash nor inside double quotes.
qsizetype longestEntry(const std::string& text) {
  qsizetype longest = 0, length = 0;
  bool quoted = false, escaped = false;
  for (const char c : text) {
    ++length;
    if (escaped) {
      escaped = false;
    } else if (c == '\\') {
      escaped = true;
    } else if (c == '"') {
      quoted = !quoted;
    } else if ((c == '\n' || c == '\r') && !quoted) {
      longest = std::max(longest, length);
      length = 0;
    }
  }
  return std::max(longest, length);
}

// Why the file cannot be handed to Qt, or "" when it can.
QString problemOf(const QString& path) {
  const auto text = rules::readTextFile(QFile::encodeName(path).toStdString(), kMaxSettingsBytes);
  if (!text) return QString::fromStdString(text.error());
  if (longestEntry(*text) > kMaxSettingsEntryBytes)
    return Settings::tr(
               "an entry is longer than %1 bytes, nested or long past anything this "
               "version writes")
        .arg(kMaxSettingsEntryBytes);
  return {};
}

}  // namespace

QString settingsFilePath() {
  QString organization = QCoreApplication::organizationName();
  if (organization.isEmpty()) organization = QStringLiteral("Unknown Organization");
  return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
      .filePath(organization + QLatin1Char('/') + QCoreApplication::applicationName() +
                QStringLiteral(".conf"));
}

QString checkSettingsFile(const QString& path) {
  // A link to nothing reads as no settings (Qt writes a new file over it): nothing to check.
  if (!QFileInfo::exists(path)) return {};
  const QString why = problemOf(path);
  if (why.isEmpty()) return {};
  const QString shown = QDir::toNativeSeparators(path);
  if (const QString aside = setAside(path); !aside.isEmpty()) {
    qCWarning(lcSave) << "unreadable settings moved to" << aside << ":" << why;
    return Settings::tr(
               "The settings file %1 could not be read, so it was put aside as %2 and "
               "the defaults are used.\nWhat was wrong: %3")
        .arg(shown, QDir::toNativeSeparators(aside), why);
  }
  qCWarning(lcSave) << "unreadable settings could not be moved:" << path << ":" << why;
  return Settings::tr(
             "The settings file %1 could not be read and could not be put aside "
             "either; the defaults are used until it is moved or removed.\nWhat was "
             "wrong: %2")
      .arg(shown, why);
}

}  // namespace gm::app
