// Session: replays. A save (a finished game's, or one in progress) is read and replayed in full
// once, as opening it would, then shown after any number of its actions: a step back or a jump
// installs the game from its seed with that many actions (the path that opens a save, so the log
// is in step), a step forwards applies the next action as a move is shown at the table. Nobody
// plays and nothing is saved: no bot runs, no seat may choose, the autosave of the player's own
// game stays as it is, and a replayed ending counts for nobody's record or collection. A seat's
// view shows what that seat saw; the whole truth only once the file's game is over.
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <utility>

#include "card_file_loader.h"
#include "host/update_builder.h"
#include "logging.h"
#include "session.h"

namespace gm::app {

QString Session::lastGamePath() const {
  return QDir(m_autosaveFolder).filePath(QStringLiteral("last-game.json"));
}

bool Session::hasLastGame() const {
  return QFileInfo::exists(lastGamePath());
}

void Session::keepLastGame() {
  QString error;
  if (!writeSave(lastGamePath(), &error))
    qCWarning(lcSave) << "could not keep the last game:" << error;
  Q_EMIT lastGameChanged();
}

bool Session::watch(const QUrl& url) {
  QString error;
  if (startReplay(localFilePath(url), &error)) return true;
  fail(error);
  return false;
}

bool Session::watchLastGame() {
  if (!hasLastGame()) {
    fail(tr("No game has finished here yet."));
    return false;
  }
  QString error;
  if (startReplay(lastGamePath(), &error)) return true;
  fail(error);
  return false;
}

bool Session::startReplay(const QString& path, QString* error) {
  std::optional<rules::CardFileGame> cards;
  auto loaded = readAndReplay(path, error, &cards);
  if (!loaded) return false;
  Replay replay;
  replay.finished = loaded->state->isTerminal();
  replay.setup = std::move(loaded->data);
  replay.cards = std::move(cards);
  replay.fileName = QFileInfo(path).fileName();
  // The first person's view (a game of bots only: the first seat's).
  replay.seat = 0;
  for (int s = static_cast<int>(replay.setup.seats.size()) - 1; s >= 0; --s)
    if (!replay.setup.seats[static_cast<std::size_t>(s)].isAi()) replay.seat = s;
  qCInfo(lcSave) << "watching" << path << "with" << replay.setup.actions.size() << "actions";
  // A replay opened from another replay returns where the first one was opened from.
  if (!m_replay) m_resumeAfterReplay = m_state && !m_state->isTerminal() ? gameId() : QString();
  m_replay = std::move(replay);
  showReplayAt(0);
  return true;
}

void Session::showReplayAt(std::size_t step) {
  if (!m_replay) return;
  m_replay->step = std::min(step, m_replay->setup.actions.size());
  rules::SaveData setup = m_replay->setup;
  setup.actions.resize(m_replay->step);
  std::optional<rules::CardFileGame> cards = m_replay->cards;
  m_installingReplay = true;
  const bool shown =
      install(std::move(setup), host::hostNote("replay", {m_replay->fileName.toStdString()}),
              std::move(cards));
  m_installingReplay = false;
  // The replay was read and checked in full, so its game installs; should it not, the replay ends.
  if (!shown) {
    m_replay.reset();
    m_replayTimer.stop();
  }
  Q_EMIT replayChanged();
}

void Session::replayTo(int step) {
  if (!m_replay) return;
  setReplayPlaying(false);
  showReplayAt(static_cast<std::size_t>(std::max(step, 0)));
}

void Session::replayForward() {
  if (!m_replay || !m_state || m_replay->step >= m_replay->setup.actions.size()) return;
  if (m_waitingAnimation) {
    // A click while a move is shown finishes it; the next click takes the next move. A move
    // already shown whose end is still on its way is taken as ended.
    if (m_player->playing()) {
      m_player->skip();
      return;
    }
    animationsDone();
    if (m_waitingAnimation) return;
  }
  const rules::ActionId a = m_replay->setup.actions[m_replay->step];
  ++m_replay->step;
  applyNow(m_state->actingSeat(), a, false);
  Q_EMIT replayChanged();
}

void Session::replayBack() {
  if (!m_replay || m_replay->step == 0) return;
  setReplayPlaying(false);
  showReplayAt(m_replay->step - 1);
}

void Session::setReplayPlaying(bool on) {
  if (!m_replay || m_replay->playing == on) return;
  m_replay->playing = on && m_replay->step < m_replay->setup.actions.size();
  // A move at the pace the player chose (at "off", as at "fast"); a move still being shown is
  // waited for.
  const Pace watched = m_settings.pace() == Pace::Off ? Pace::Fast : m_settings.pace();
  if (m_replay->playing)
    m_replayTimer.start(static_cast<int>(kReplayPauseMs * pace::factor(watched)));
  else
    m_replayTimer.stop();
  Q_EMIT replayChanged();
}

void Session::setReplaySeat(int seat) {
  if (!m_replay || seat < -1 || seat >= seatCount() || seat == m_viewSeat) return;
  // The whole truth shows every hand: only once the game the file holds is over.
  if (seat == -1 && !m_replay->finished) return;
  m_replay->seat = seat;
  m_viewSeat = seat;
  m_player->restart();
  Q_EMIT viewSeatChanged();
  publish();
  Q_EMIT replayChanged();
}

void Session::replayTick() {
  if (!m_replay || !m_replay->playing) return;
  if (m_replay->step >= m_replay->setup.actions.size()) {
    setReplayPlaying(false);
    return;
  }
  if (!m_waitingAnimation) replayForward();
}

void Session::stopWatching() {
  if (!m_replay) return;
  forgetGame();  // no state after it: nothing is shown until the autosave is resumed
  // The game the player left for the replay goes on where it was.
  const QString back = std::exchange(m_resumeAfterReplay, QString());
  if (hasAutosave(back)) resumeAutosave(back);
}

}  // namespace gm::app
