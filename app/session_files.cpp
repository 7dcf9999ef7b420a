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
#include "game_ui.h"
#include "games/builtin_games.h"
#include "host/update_builder.h"
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

QString Session::autosavePath(const QString& gameId) const {
  return QDir(m_autosaveFolder).filePath(QStringLiteral("autosave-%1.json").arg(gameId));
}

bool Session::hasAutosave(const QString& gameId) const {
  return !gameId.isEmpty() && QFileInfo::exists(autosavePath(gameId));
}

void Session::adoptOlderAutosave() {
  const QString older = QDir(m_autosaveFolder).filePath(QStringLiteral("autosave.json"));
  if (!QFileInfo::exists(older)) return;
  QString error;
  const auto parsed = readSaveFile(older, &error);
  // An unreadable one stays where it is, as it was; so does one whose game has a newer autosave.
  if (!parsed) {
    qCWarning(lcSave) << "older autosave left as it is:" << error;
    return;
  }
  const QString id = QString::fromStdString(parsed->gameId);
  if (hasAutosave(id) || !rules::builtinGames().find(parsed->gameId)) return;
  if (QFile::rename(older, autosavePath(id)))
    qCInfo(lcSave) << "older autosave kept as" << autosavePath(id);
}

QString Session::autosaveDescription(const QString& gameId) const {
  if (!hasAutosave(gameId)) return {};
  const QString path = autosavePath(gameId);
  QString ignored;  // resuming says why a file cannot be read
  auto parsed = readSaveFile(path, &ignored);
  if (!parsed) return {};
  const rules::Game* game = rules::builtinGames().find(parsed->gameId);
  if (!game) return {};
  QStringList players;
  for (const QString& name : seatNames(parsed->seats)) players.append(name);
  const QString who = QLocale().createSeparatedList(players);
  const QString when = QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat);
  const auto moves = static_cast<int>(parsed->actions.size());
  // The game's own turn when it counts them (a replay of a few milliseconds; a game of a
  // designer's card file is not replayed here, resuming reads that file).
  int turn = 0;
  if (!parsed->cards)
    if (auto loaded = rules::replaySave(std::move(parsed.value()), rules::builtinGames()))
      turn = loaded->state->seatView(rules::kNoSeat).turn;
  // In the game's own word for a turn (GameUi::turnText).
  if (turn > 0) {
    const GameUi* ui = findGameUi(gameId);
    const QString at = ui ? ui->turnText(turn, 0) : GameUi::defaultTurnText(turn, 0);
    return tr("%1, %2. Saved %3.", "players, the turn, when").arg(who, at, when);
  }
  return tr("%1, after move %2. Saved %3.").arg(who).arg(moves).arg(when);
}

bool Session::resumeAutosave(const QString& gameId) {
  if (!hasAutosave(gameId)) {
    fail(tr("There is no saved game to resume."));
    return false;
  }
  const QString path = autosavePath(gameId);
  QString error;
  if (loadFile(path, &error)) return true;
  // Kept, never overwritten by the next game's autosave: a newer version's game stays where it is
  // for that version; a damaged one is moved aside, or, when that fails, left in place. Either way
  // in place means autosaving that game is off until it is gone.
  const QString shown = QDir::toNativeSeparators(path);
  const auto text = rules::readTextFile(QFile::encodeName(path).toStdString());
  if (text && rules::writtenByNewerVersion(*text, rules::builtinGames())) {
    qCWarning(lcSave) << "autosave of a newer version left alone:" << path;
    m_autosaveBlocked.insert(gameId);
    fail(tr("The saved game %1 was written by a newer version of Grudge Match. It is left as it "
            "is, and games are not saved automatically until you resume it with that version or "
            "remove it.\n%2")
             .arg(shown, error));
    return false;
  }
  if (const QString aside = setAside(path); !aside.isEmpty()) {
    qCWarning(lcSave) << "unreadable autosave moved to" << aside;
    fail(tr("The saved game %1 could not be resumed, so it was put aside as %2.\n%3")
             .arg(shown, QDir::toNativeSeparators(aside), error));
  } else {
    qCWarning(lcSave) << "unreadable autosave could not be moved:" << path;
    m_autosaveBlocked.insert(gameId);
    fail(tr("The saved game %1 could not be resumed and could not be put aside either, so games "
            "are not saved automatically until it is moved or removed.\n%2")
             .arg(shown, error));
  }
  Q_EMIT autosavesChanged();
  return false;
}

void Session::forgetGame() {
  m_replay.reset();
  m_replayTimer.stop();
  resetGame();
  Q_EMIT replayChanged();
  Q_EMIT activeChanged();
}

void Session::reportProblem(const QString& message) {
  fail(message);
}

void Session::discardAutosave(const QString& gameId) {
  if (gameId.isEmpty()) return;
  removeAutosave(gameId);
  m_autosaveBlocked.remove(gameId);
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
  return install(std::move(loaded->data),
                 host::hostNote("loaded", {QFileInfo(path).fileName().toStdString()}),
                 std::move(cards));
}

void Session::autosave() {
  // A replay is no game of the player's: the autosave of theirs stays as it is.
  if (!m_state || m_replay) return;
  const QString id = gameId();
  if (m_autosaveBlocked.contains(id)) return;
  // A finished game is written too and stays until its gameFinished() handlers have written
  // what its end changes (dropFinishedAutosave): killed in between, the game can be resumed and
  // its end applied then.
  const QString path = autosavePath(id);
  const bool existed = QFileInfo::exists(path);
  QDir().mkpath(QFileInfo(path).absolutePath());
  QString error;
  if (!writeSave(path, &error)) {
    // Said once per game: the game goes on, only resuming after a crash is lost.
    if (!m_autosaveFailed)
      fail(tr("The game could not be saved automatically (%1): %2")
               .arg(QDir::toNativeSeparators(path), error));
    m_autosaveFailed = true;
    return;
  }
  if (!existed) Q_EMIT autosavesChanged();
}

void Session::dropFinishedAutosave() {
  if (!m_state || !m_state->isTerminal() || m_autosaveBlocked.contains(gameId()) || m_replay)
    return;
  removeAutosave(gameId());
}

void Session::removeAutosave(const QString& gameId) {
  const QString path = autosavePath(gameId);
  if (!QFile::exists(path)) return;
  if (!QFile::remove(path)) qCWarning(lcSave) << "could not remove" << path;
  Q_EMIT autosavesChanged();
}

}  // namespace gm::app
