// Session: saving, opening and the autosave. Every file goes through rules/core/save_format (the
// format the CLI shares), and a file is replayed and validated in full before it replaces anything.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "core/save_format.h"
#include "games/builtin_games.h"
#include "logging.h"
#include "session.h"

namespace gm::app {
namespace {
// Saves are a few kilobytes; anything far larger is not one of ours.
constexpr qint64 kMaxSaveBytes = 4 * 1024 * 1024;

// A file: URL from a file dialog, or a bare path handed over as a URL.
QString localPath(const QUrl& url) {
  if (url.isLocalFile()) return url.toLocalFile();
  return url.scheme().isEmpty() ? url.path() : url.toString();
}
}  // namespace

bool Session::save(const QUrl& url) {
  if (!m_state) {
    fail(tr("There is no game to save."));
    return false;
  }
  const QString path = localPath(url);
  QString error;
  if (!writeSave(path, &error)) {
    fail(tr("Could not save to %1: %2").arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  qCInfo(lcSave) << "saved" << path;
  return true;
}

bool Session::open(const QUrl& url) {
  return loadFile(localPath(url));
}

bool Session::hasAutosave() const {
  return QFileInfo::exists(m_autosavePath);
}

bool Session::resumeAutosave() {
  if (!hasAutosave()) {
    fail(tr("There is no saved game to resume."));
    return false;
  }
  return loadFile(m_autosavePath);
}

void Session::discardAutosave() {
  removeAutosave();
}

bool Session::writeSave(const QString& path, QString* error) const {
  rules::SaveData data = m_setup;
  const auto history = m_state->history();
  data.actions.assign(history.begin(), history.end());
  const std::string text = rules::serializeSave(data);

  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    *error = file.errorString();
    return false;
  }
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    *error = file.errorString();
    return false;
  }
  return true;
}

bool Session::loadFile(const QString& path) {
  const QString shown = QDir::toNativeSeparators(path);
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    fail(tr("Could not open %1: %2").arg(shown, file.errorString()));
    return false;
  }
  if (file.size() > kMaxSaveBytes) {
    fail(tr("Could not open %1: the file is far too large to be a Grudge Match save.").arg(shown));
    return false;
  }
  const QByteArray bytes = file.readAll();
  auto loaded =
      rules::loadSave(std::string_view(bytes.constData(), bytes.size()), rules::builtinGames());
  if (!loaded) {
    fail(tr("Could not open %1: %2").arg(shown, QString::fromStdString(loaded.error())));
    return false;
  }
  qCInfo(lcSave) << "loaded" << path << "with" << loaded->data.actions.size() << "actions";
  return install(std::move(loaded->data),
                 tr("Game loaded from %1.").arg(QFileInfo(path).fileName()));
}

void Session::autosave() {
  if (!m_state) return;
  if (m_state->isTerminal()) {
    removeAutosave();
    return;
  }
  QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
  QString error;
  if (!writeSave(m_autosavePath, &error)) {
    // Said once per game: the game goes on, only resuming after a crash is lost.
    if (!m_autosaveFailed)
      fail(tr("The game could not be saved automatically (%1): %2")
               .arg(QDir::toNativeSeparators(m_autosavePath), error));
    m_autosaveFailed = true;
  }
}

void Session::removeAutosave() {
  if (QFile::exists(m_autosavePath) && !QFile::remove(m_autosavePath))
    qCWarning(lcSave) << "could not remove" << m_autosavePath;
}

}  // namespace gm::app
