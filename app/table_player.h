#pragma once
// The C++ event player: shows the events of each applied action one after another by stepping the
// session's models (every ZoneModel, the hand, the PlayerModel's figures) through the views the
// engine recorded as it emitted them (GameState::lastEventViews). A table keeps no copy of the
// zones of its own: it draws the models and animates what changes between two steps.
//
// For each event, in order:
//   1. stepStarting(event): the models still show the state before the event (a table notes where
//      a card that is about to move is drawn);
//   2. the models change to the view after the event (rows removed, inserted, changed);
//   3. stepShown(event): a table flies the moved card to its new place, rises a message, ... and
//      calls wait(ms) for the time it needs before the next event (or hold() ... release() for a
//      screen the player dismisses). Without a wait the next event follows at once.
// When the queue is empty the player emits finished() and the session publishes the state after
// the action (the choices the player may take next among it).
//
// `event` is a map {kind, seat, card, face, name, fromZone, toZone, amount, messageKey, text, args}
// as the viewing seat may see it (card -1 and face "" when hidden).
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <deque>
#include <functional>

#include "core/seat_view.h"

namespace gm::app {

class TablePlayer : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The table's player is Session.player")
  // A table that animates through this player sets it on while it is shown; when off, the session
  // shows each action's outcome at once.
  Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
  Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
  // The event being shown (empty between actions).
  Q_PROPERTY(QVariantMap current READ current NOTIFY currentChanged)

 public:
  struct Step {
    QVariantMap event;
    rules::SeatView view;  // the viewing seat's view just after the event
  };

  explicit TablePlayer(QObject* parent = nullptr);

  bool enabled() const { return m_enabled; }
  void setEnabled(bool on);
  bool playing() const { return m_playing; }
  QVariantMap current() const { return m_current; }

  // `show` puts a view on the models (the session's).
  void setShow(std::function<void(const rules::SeatView&)> show) { m_show = std::move(show); }
  // Queues the steps of one applied action and starts playing them.
  void play(std::vector<Step> steps);
  // Drops whatever is queued or waiting, without finished(): the viewer changed or a new game
  // began, and the session shows its current view itself.
  void clear();

  // During stepShown: the next event waits at least `ms` more milliseconds.
  Q_INVOKABLE void wait(int ms);
  // Stops after the current event until release() (a screen waits for the player).
  Q_INVOKABLE void hold();
  Q_INVOKABLE void release();
  // Shows the rest of the queued events at once (a click skips the animation).
  Q_INVOKABLE void skip();

 Q_SIGNALS:
  void enabledChanged();
  void playingChanged();
  void currentChanged();
  void stepStarting(const QVariantMap& event);
  void stepShown(const QVariantMap& event);
  // Everything queued was shown (posted after the last step; at once after skip()).
  void finished();
  // clear() or skip() dropped what was playing: sprites in the air are stale.
  void cleared();

 private:
  void pump();
  void setPlaying(bool on);
  void setCurrent(QVariantMap event);

  std::function<void(const rules::SeatView&)> m_show;
  std::deque<Step> m_queue;
  QTimer m_gap;
  QVariantMap m_current;
  bool m_enabled = false;
  bool m_playing = false;
  bool m_held = false;
  bool m_pumping = false;
  int m_wait = 0;
  quint64 m_generation = 0;  // bumped by clear() and skip(): a posted finished() is stale
};

}  // namespace gm::app
