#include "table_player.h"

#include <algorithm>
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

void TablePlayer::play(std::vector<Step> steps) {
  for (Step& s : steps) m_queue.push_back(std::move(s));
  if (m_queue.empty()) return;
  setPlaying(true);
  pump();
}

void TablePlayer::clear() {
  ++m_generation;
  m_queue.clear();
  m_gap.stop();
  m_held = false;
  m_wait = 0;
  setCurrent({});
  const bool was = m_playing;
  setPlaying(false);
  if (was) Q_EMIT cleared();
}

void TablePlayer::wait(int ms) {
  if (ms > 0) m_wait = std::max(m_wait, ms);
}

void TablePlayer::hold() {
  if (m_playing) m_held = true;
}

void TablePlayer::release() {
  if (!m_held) return;
  m_held = false;
  pump();
}

void TablePlayer::skip() {
  if (!m_playing) return;
  m_gap.stop();
  m_held = false;
  m_wait = 0;
  if (!m_queue.empty()) {
    if (m_show) m_show(m_queue.back().view);
    m_queue.clear();
  }
  setCurrent({});
  ++m_generation;  // a finished() already posted is this one
  Q_EMIT cleared();
  setPlaying(false);
  Q_EMIT finished();
}

void TablePlayer::pump() {
  // Re-entered from a slot of stepShown (release(), skip()): the running loop carries on.
  if (m_pumping) return;
  m_pumping = true;
  while (m_playing && !m_held && !m_gap.isActive()) {
    if (m_queue.empty()) {
      setCurrent({});
      setPlaying(false);
      m_pumping = false;
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
    Step step = std::move(m_queue.front());
    m_queue.pop_front();
    m_wait = 0;
    setCurrent(step.event);
    Q_EMIT stepStarting(step.event);
    if (!m_playing) break;  // cleared by a listener
    if (m_show) m_show(step.view);
    Q_EMIT stepShown(step.event);
    if (!m_playing) break;
    if (m_wait > 0) m_gap.start(std::exchange(m_wait, 0));
  }
  m_pumping = false;
}

void TablePlayer::setPlaying(bool on) {
  if (m_playing == on) return;
  m_playing = on;
  Q_EMIT playingChanged();
}

void TablePlayer::setCurrent(QVariantMap event) {
  if (m_current == event) return;
  m_current = std::move(event);
  Q_EMIT currentChanged();
}

}  // namespace gm::app
