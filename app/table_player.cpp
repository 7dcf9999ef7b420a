#include "table_player.h"

#include <numeric>
#include <utility>

namespace gm::app {

TablePlayer::TablePlayer(QObject* parent) : QObject(parent) {
  m_gap.setSingleShot(true);
  connect(&m_gap, &QTimer::timeout, this, &TablePlayer::pump);
}

void TablePlayer::setEnabled(bool on) {
  if (m_enabled == on) return;
  m_enabled = on;
  Q_EMIT enabledChanged();
  // A table that goes away must not leave the session waiting for it.
  if (!on && m_playing) skip();
}

void TablePlayer::setBeats(const QVariantMap& beats) {
  if (m_beats == beats) return;
  m_beats = beats;
  Q_EMIT beatsChanged();
}

void TablePlayer::setPace(Pace pace) {
  m_pace = pace;
}

QString TablePlayer::beatOf(const QVariantMap& event) const {
  const auto named = m_beats.constFind(event.value(QStringLiteral("kind")).toString());
  if (named != m_beats.constEnd()) return named->toString();
  const QString from = event.value(QStringLiteral("fromZone")).toString();
  const QString to = event.value(QStringLiteral("toZone")).toString();
  return !from.isEmpty() && !to.isEmpty() && from != to ? QStringLiteral("move")
                                                        : QStringLiteral("none");
}

void TablePlayer::play(std::vector<Step> steps) {
  if (steps.empty()) return;
  std::vector<int> normal;
  normal.reserve(steps.size());
  for (const Step& s : steps) normal.push_back(pace::beatMs(beatOf(s.event)));
  const std::vector<int> ms = pace::schedule(normal, m_pace);
  for (std::size_t i = 0; i < steps.size(); ++i) steps[i].ms = ms[i];
  const int total = std::accumulate(ms.begin(), ms.end(), 0);
  if (total != m_scheduledMs) {
    m_scheduledMs = total;
    Q_EMIT scheduledMsChanged();
  }
  for (Step& s : steps) m_queue.push_back(std::move(s));
  if (m_pace == Pace::Off) setInstant(true);
  if (!m_playing) startClock();
  setPlaying(true);
  pump();
}

void TablePlayer::clear() {
  ++m_generation;
  m_queue.clear();
  m_gap.stop();
  setHeld(false);
  setCurrent({}, 0);
  m_skipping = false;
  setInstant(false);
  const bool was = m_playing;
  setPlaying(false);
  if (was) Q_EMIT cleared();
}

void TablePlayer::restart() {
  clear();
  Q_EMIT restarted();
}

void TablePlayer::hold() {
  if (m_playing && !m_skipping) setHeld(true);
}

void TablePlayer::release() {
  if (!m_held) return;
  setHeld(false);
  startClock();  // the time the screen stood is no step's
  pump();
}

void TablePlayer::skip() {
  if (!m_playing) return;
  m_gap.stop();
  setHeld(false);
  Q_EMIT skipped();
  m_skipping = true;
  setInstant(true);
  // Called from a slot of stepShown, the running loop carries on, now at once.
  if (m_pumping) return;
  m_pumping = true;
  while (!m_queue.empty())
    if (!showNext()) return;
  m_pumping = false;
  // At once, unlike the end of a played queue: whoever skipped finds the outcome published.
  ++m_generation;  // a finished() already posted is this one
  stop();
  Q_EMIT finished();
}

void TablePlayer::pump() {
  // Re-entered from a slot of stepShown (release(), skip()): the running loop carries on.
  if (m_pumping) return;
  m_pumping = true;
  while (m_playing && !m_held && !m_gap.isActive()) {
    if (m_queue.empty()) {
      m_pumping = false;
      stop();
      // Posted: whoever listens may start the next action's steps, which must not nest inside
      // this one's (a game of bots would otherwise recurse once per action).
      QMetaObject::invokeMethod(
          this,
          [this, generation = m_generation] {
            if (generation == m_generation && !m_playing) Q_EMIT finished();
          },
          Qt::QueuedConnection);
      return;
    }
    const int ms = m_queue.front().ms;
    if (!showNext()) return;
    if (m_instant || m_held) continue;
    // Each step is due when the steps before it have had their time: the time spent showing a
    // step (the models, the drawing) is taken from its wait, and a player that fell behind shows
    // the next steps at once until it is on time again.
    m_due += ms;
    const qint64 wait = m_due - m_clock.elapsed();
    if (wait > 0) m_gap.start(static_cast<int>(wait));
  }
  m_pumping = false;
}

bool TablePlayer::showNext() {
  Step step = std::move(m_queue.front());
  m_queue.pop_front();
  setCurrent(step.event, m_instant ? 0 : step.ms);
  Q_EMIT stepStarting(step.event);
  if (m_playing && m_show) m_show(step.view);
  if (m_playing) Q_EMIT stepShown(step.event);
  if (m_playing) return true;
  m_pumping = false;  // cleared by a listener
  return false;
}

void TablePlayer::stop() {
  setCurrent({}, 0);
  setPlaying(false);
  m_skipping = false;
  setInstant(false);
}

void TablePlayer::startClock() {
  m_clock.start();
  m_due = 0;
}

void TablePlayer::setPlaying(bool on) {
  if (m_playing == on) return;
  m_playing = on;
  Q_EMIT playingChanged();
}

void TablePlayer::setCurrent(QVariantMap event, int ms) {
  if (m_current == event && m_stepMs == ms) return;
  m_current = std::move(event);
  m_stepMs = ms;
  Q_EMIT currentChanged();
}

void TablePlayer::setHeld(bool on) {
  if (m_held == on) return;
  m_held = on;
  Q_EMIT heldChanged();
}

void TablePlayer::setInstant(bool on) {
  if (m_instant == on) return;
  m_instant = on;
  Q_EMIT instantChanged();
}

}  // namespace gm::app
