// Session: saving, opening and the autosave. Every file goes through rules/core/save_format (the
// format the CLI shares), and a file is replayed and validated in full before it replaces anything.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include "card_file_loader.h"
#include "core/atomic_file.h"
#include "core/save_format.h"
#include "core/user_json.h"
#include "file_aside.h"
#include "games/builtin_games.h"
#include "logging.h"
#include "session.h"

namespace gm::app {
namespace {
// A save file read (rules::readTextFile: a regular file, within the size limit) and its structure
// checked (rules::parseSave); nullopt with `*error` (naming the file) when it cannot be read or is
// not a save.
std::optional<rules::SaveData> readSaveFile(const QString& path, QString* error) {
  const QString shown = QDir::toNativeSeparators(path);
  const auto text = rules::readTextFile(QFile::encodeName(path).toStdString());
  if (!text) {
    *error = Session::tr("Could not read the save: %1").arg(QString::fromStdString(text.error()));
    return std::nullopt;
  }
  auto parsed = rules::parseSave(*text);
  if (!parsed) {
    *error =
        Session::tr("Could not open %1: %2").arg(shown, QString::fromStdString(parsed.error()));
    return std::nullopt;
  }
  return std::move(parsed.value());
}
}  // namespace

bool Session::save(const QUrl& url) {
  if (!m_state) {
    fail(tr("There is no game to save."));
    return false;
  }
  const QString path = localFilePath(url);
  QString error;
  if (!writeSave(path, &error)) {
    fail(tr("Could not save to %1: %2").arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  qCInfo(lcSave) << "saved" << path;
  return true;
}

bool Session::open(const QUrl& url) {
  QString error;
  if (loadFile(localFilePath(url), &error)) return true;
  fail(error);
  return false;
}

bool Session::hasAutosave() const {
  return QFileInfo::exists(m_autosavePath);
}

QString Session::autosaveDescription() const {
  QString ignored;  // resuming says why a file cannot be read
  auto parsed = readSaveFile(m_autosavePath, &ignored);
  if (!parsed) return {};
  const rules::Game* game = rules::builtinGames().find(parsed->gameId);
  if (!game) return {};
  QStringList players;
  for (const QString& name : seatNames(parsed->seats)) players.append(name);
  const QString name = QString::fromStdString(game->info().name);
  const QString who = QLocale().createSeparatedList(players);
  const QString when =
      QLocale().toString(QFileInfo(m_autosavePath).lastModified(), QLocale::ShortFormat);
  const auto moves = static_cast<int>(parsed->actions.size());
  // The game's own turn when it counts them (a replay of a few milliseconds; a game of a
  // designer's card file is not replayed here, resuming reads that file).
  int turn = 0;
  if (!parsed->cards)
    if (auto loaded = rules::replaySave(std::move(parsed.value()), rules::builtinGames()))
      turn = loaded->state->seatView(rules::kNoSeat).turn;
  if (turn > 0)
    return tr("%1 with %2, at turn %3. Last saved %4.").arg(name, who).arg(turn).arg(when);
  return tr("%1 with %2, after move %3. Last saved %4.").arg(name, who).arg(moves).arg(when);
}

bool Session::resumeAutosave() {
  if (!hasAutosave()) {
    fail(tr("There is no saved game to resume."));
    return false;
  }
  QString error;
  if (loadFile(m_autosavePath, &error)) return true;
  // Kept, never overwritten by the next game's autosave: a newer version's game stays where it is
  // for that version; a damaged one is moved aside, or, when that fails, left in place. Either way
  // in place means autosaving is off until it is gone.
  const QString shown = QDir::toNativeSeparators(m_autosavePath);
  const auto text = rules::readTextFile(QFile::encodeName(m_autosavePath).toStdString());
  if (text && rules::writtenByNewerVersion(*text, rules::builtinGames())) {
    qCWarning(lcSave) << "autosave of a newer version left alone:" << m_autosavePath;
    m_autosaveBlocked = true;
    fail(tr("The saved game %1 was written by a newer version of Grudge Match. It is left as it "
            "is, and games are not saved automatically until you resume it with that version or "
            "remove it.\n%2")
             .arg(shown, error));
    return false;
  }
  if (const QString aside = setAside(m_autosavePath); !aside.isEmpty()) {
    qCWarning(lcSave) << "unreadable autosave moved to" << aside;
    fail(tr("The saved game %1 could not be resumed, so it was put aside as %2.\n%3")
             .arg(shown, QDir::toNativeSeparators(aside), error));
  } else {
    qCWarning(lcSave) << "unreadable autosave could not be moved:" << m_autosavePath;
    m_autosaveBlocked = true;
    fail(tr("The saved game %1 could not be resumed and could not be put aside either, so games "
            "are not saved automatically until it is moved or removed.\n%2")
             .arg(shown, error));
  }
  return false;
}

void Session::reportProblem(const QString& message) {
  fail(message);
}

void Session::discardAutosave() {
  removeAutosave();
  m_autosaveBlocked = false;
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

std::optional<rules::LoadedGame> Session::readAndReplay(
    const QString& path, QString* error, std::optional<rules::CardFileGame>* cardsOut) const {
  const QString shown = QDir::toNativeSeparators(path);
  auto parsed = readSaveFile(path, error);
  if (!parsed) return std::nullopt;
  // A game made with a card file is resumed with that file, read again from where it was: only
  // when its content is still the same (replaySave compares the hashes).
  std::optional<rules::CardFileGame> cards;
  if (parsed->cards) {
    const QString cardPath = QString::fromStdString(parsed->cards->path);
    auto loadedCards = CardFileLoader::load(cardPath, QString::fromStdString(parsed->gameId));
    if (!loadedCards.cards) {
      *error = tr("Could not open %1: it was made with the card file %2, which cannot be used "
                  "now.\n%3")
                   .arg(shown, QDir::toNativeSeparators(cardPath), loadedCards.error);
      return std::nullopt;
    }
    cards = std::move(loadedCards.cards);
  }
  auto loaded = rules::replaySave(std::move(parsed.value()), rules::builtinGames(),
                                  cards ? &*cards : nullptr);
  if (!loaded) {
    *error = tr("Could not open %1: %2").arg(shown, QString::fromStdString(loaded.error()));
    return std::nullopt;
  }
  *cardsOut = std::move(cards);
  return std::move(loaded.value());
}

bool Session::loadFile(const QString& path, QString* error) {
  std::optional<rules::CardFileGame> cards;
  auto loaded = readAndReplay(path, error, &cards);
  if (!loaded) return false;
  qCInfo(lcSave) << "loaded" << path << "with" << loaded->data.actions.size() << "actions";
  return install(
      std::move(loaded->data),
      [file = QFileInfo(path).fileName()] { return tr("Game loaded from %1.").arg(file); },
      std::move(cards));
}

void Session::autosave() {
  // A replay is no game of the player's: the autosave of theirs stays as it is.
  if (!m_state || m_autosaveBlocked || m_replay) return;
  // A finished game is written too and stays until its gameFinished() handlers have written
  // what its end changes (dropFinishedAutosave): killed in between, the game can be resumed and
  // its end applied then.
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

void Session::dropFinishedAutosave() {
  if (!m_state || !m_state->isTerminal() || m_autosaveBlocked || m_replay) return;
  removeAutosave();
}

void Session::removeAutosave() {
  if (QFile::exists(m_autosavePath) && !QFile::remove(m_autosavePath))
    qCWarning(lcSave) << "could not remove" << m_autosavePath;
}

}  // namespace gm::app
