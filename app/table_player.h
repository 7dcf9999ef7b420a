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
//   3. stepShown(event): a table flies the moved card to its new place, rises a message, ... (or
//      calls hold() ... release() for a screen the player dismisses).
//   4. the player waits stepMs before the next event, less the time showing this one took (a
//      player behind its schedule catches up by showing steps without waiting).
// When the queue is empty the player emits finished() and the session publishes the state after
// the action (the choices the player may take next among it).
//
// How long each event lingers is decided here, for every game alike (pace.h): the table names the
// beat of each of its event kinds (`beats`, e.g. {"hit": "hit", "step": "line"}); a kind it does
// not name is a "move" when its card changes zone, else "none". When an action is queued, its
// steps get their beats' lengths at the chosen pace, squeezed into the pace's budget for one
// action. At pace "off", and after skip(), the remaining events are shown at once (`instant`: a
// table draws no flight or message then), so the table reaches the end state it would have
// reached by playing them.
//
// `event` is a map {kind, seat, card, face, name, fromZone, toZone, amount, messageKey, text, args}
// as the viewing seat may see it (card -1 and face "" when hidden).
#include <QtQml/qqmlregistration.h>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <deque>
#include <functional>

#include "core/seat_view.h"
#include "pace.h"

namespace gm::app {

class TablePlayer : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The table's player is its table view's (TableView.player)")
  // A table that animates through this player sets it on while it is shown; when off, the session
  // shows each action's outcome at once.
  Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
  Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
  // The event being shown (empty between actions).
  Q_PROPERTY(QVariantMap current READ current NOTIFY currentChanged)
  // How long the event being shown lingers before the next one, in ms (0 between actions).
  Q_PROPERTY(int stepMs READ stepMs NOTIFY currentChanged)
  // The event kind -> beat name of the table being shown (see above).
  Q_PROPERTY(QVariantMap beats READ beats WRITE setBeats NOTIFY beatsChanged)
  // True while events are shown at once (pace "off", or skipped): no animation should start.
  Q_PROPERTY(bool instant READ instant NOTIFY instantChanged)
  // True while the player waits for a screen to be dismissed (hold() ... release()).
  Q_PROPERTY(bool held READ held NOTIFY heldChanged)
  // The sum of the lingering times of the last action queued, in ms: how long it takes to show.
  Q_PROPERTY(int scheduledMs READ scheduledMs NOTIFY scheduledMsChanged)

 public:
  struct Step {
    QVariantMap event;
    rules::SeatView view;  // the viewing seat's view just after the event
    int ms = 0;            // set by play(): how long the event lingers
  };

  explicit TablePlayer(QObject* parent = nullptr);

  bool enabled() const { return m_enabled; }
  void setEnabled(bool on);
  bool playing() const { return m_playing; }
  QVariantMap current() const { return m_current; }
  int stepMs() const { return m_stepMs; }
  QVariantMap beats() const { return m_beats; }
  void setBeats(const QVariantMap& beats);
  bool instant() const { return m_instant; }
  bool held() const { return m_held; }
  int scheduledMs() const { return m_scheduledMs; }
  Pace pace() const { return m_pace; }
  // The pace of the actions queued from now on.
  void setPace(Pace pace);
  // The beat of `event` on the current table (its kind's in `beats`, else "move" or "none").
  QString beatOf(const QVariantMap& event) const;

  // `show` puts a view on the models (the session's).
  void setShow(std::function<void(const rules::SeatView&)> show) { m_show = std::move(show); }
  // Queues the steps of one applied action, works out how long each lingers, and starts playing
  // them.
  void play(std::vector<Step> steps);
  // Drops whatever is queued or waiting, without finished(): the viewer changed or a new game
  // began, and the session shows its current view itself.
  void clear();
  // clear(), then restarted(): the table now shows another moment than the one it was following
  // (a new game, a move taken back, a replay begun or left, another person at the screen).
  void restart();

  // Stops after the current event until release() (a screen waits for the player), at every
  // pace; nothing once skip() was called.
  Q_INVOKABLE void hold();
  Q_INVOKABLE void release();
  // Shows the rest of the queued events at once (a click skips the animation): skipped() first
  // (drop what is in the air), then every remaining event with `instant` set, then finished()
  // before it returns (posted when called from a slot of stepShown).
  Q_INVOKABLE void skip();

 Q_SIGNALS:
  void enabledChanged();
  void playingChanged();
  void currentChanged();
  void beatsChanged();
  void instantChanged();
  void heldChanged();
  void scheduledMsChanged();
  void stepStarting(const QVariantMap& event);
  void stepShown(const QVariantMap& event);
  // Everything queued was shown (posted after the last step; at once after skip()).
  void finished();
  // clear() dropped what was playing (a new game, another viewer): sprites in the air and what a
  // table noted of the events shown are stale.
  void cleared();
  // restart(): whatever a table keeps of the events it showed (the lines of the last move, a card
  // turned over) belongs to another moment, or another viewer, and goes, played or not.
  void restarted();
  // skip() was called: what is in the air is stale (the rest of the events follow at once, so a
  // table keeps what it learnt from the events shown so far).
  void skipped();

 private:
  void pump();
  // Shows the next queued step; false when a listener cleared the player meanwhile.
  bool showNext();
  // Back to idle after the last step.
  void stop();
  // The steps from now on are due from now.
  void startClock();
  void setPlaying(bool on);
  void setCurrent(QVariantMap event, int ms);
  void setInstant(bool on);
  void setHeld(bool on);

  std::function<void(const rules::SeatView&)> m_show;
  std::deque<Step> m_queue;
  QTimer m_gap;
  QElapsedTimer m_clock;
  qint64 m_due = 0;  // when the next step is due, in ms of m_clock
  QVariantMap m_current;
  QVariantMap m_beats;
  Pace m_pace = Pace::Normal;
  int m_stepMs = 0;
  int m_scheduledMs = 0;
  bool m_instant = false;
  bool m_skipping = false;  // skip() is showing the rest: a hold() is ignored
  bool m_enabled = false;
  bool m_playing = false;
  bool m_held = false;
  bool m_pumping = false;
  quint64 m_generation = 0;  // bumped by clear(): a posted finished() is stale
};

}  // namespace gm::app
