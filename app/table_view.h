#pragma once
// What one seat's table shows of the game, built only from the updates that seat receives
// (host::SeatUpdate): the zone models, the players, the actions it may take now, and the typed
// node, prompt, take-back and result. Nothing else reaches it, so a table fed from another
// machine's updates (decoded from the wire) shows exactly what a table fed in this process shows.
//
// Texts are worded here, in the app's language: the update carries the engine's keys and
// arguments (actions, reasons, cautions, the prompt's observation), and the game's texts
// (EventText) and card library word them.
//
// While the table steps through the events of an action (TablePlayer), the models show each
// step's view (showStep) and no action is offered; endSteps() goes back to the update's own view.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <algorithm>
#include <map>
#include <optional>

#include "action_model.h"
#include "host/seat_update.h"
#include "log_model.h"
#include "player_model.h"
#include "table_player.h"
#include "zone_model.h"

namespace gm::app {

class CardLibrary;
class EventText;

class TableView : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("A table's view comes from the session (Session.table)")
  // The game shown (its id and its own options, as the host says when the table joins it); false
  // `active` while there is none.
  Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
  Q_PROPERTY(QVariantMap variant READ variant NOTIFY gameChanged)
  Q_PROPERTY(bool active READ active NOTIFY activeChanged)
  // The seat whose updates this view shows (-1: the whole truth, a finished game's replay).
  Q_PROPERTY(int seat READ seat NOTIFY seatChanged)
  // How many seats the game has (seatName(), seatKind() tell each).
  Q_PROPERTY(int seatCount READ seatCount NOTIFY seatsChanged)
  // How many of them people play (here or elsewhere).
  Q_PROPERTY(int humanCount READ humanCount NOTIFY seatsChanged)
  // "decision", "commit" (a round of secret choices) or "terminal".
  Q_PROPERTY(QString nodeKind READ nodeKind NOTIFY nodeKindChanged)
  Q_PROPERTY(int actingSeat READ actingSeat NOTIFY actingSeatChanged)
  // The seat may take one of its actions now and has not chosen yet.
  Q_PROPERTY(bool toChoose READ toChoose NOTIFY toChooseChanged)
  // The choice the seat made in this round that the engine has not taken yet, -1 none.
  Q_PROPERTY(int pendingChoice READ pendingChoice NOTIFY pendingChoiceChanged)
  Q_PROPERTY(bool over READ over NOTIFY overChanged)
  // Every seat's result once the game is over (empty before).
  Q_PROPERTY(QVariantList returns READ returns NOTIFY returnsChanged)
  // What the seat is asked to do now, in the game's words; "" when the game's table words it.
  Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
  // The seat's observation of the game (the game's own keys), for what a table reads beyond the
  // typed view.
  Q_PROPERTY(QVariantMap observation READ observation NOTIFY observationChanged)
  // Whether the seat may take back its last move now, and if not why, translated ("" while it may).
  Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
  Q_PROPERTY(QString undoReason READ undoReason NOTIFY undoChanged)
  // The ids of the view's zones, in the engine's order (zone(id) gives each).
  Q_PROPERTY(QStringList zoneIds READ zoneIds NOTIFY zoneIdsChanged)
  // The game's own turn counter and its safety cap (0 when none).
  Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
  Q_PROPERTY(int turnLimit READ turnLimit NOTIFY turnChanged)
  // Who won, and why the game ended, in the app's language ("" before the end).
  Q_PROPERTY(QString resultText READ resultText NOTIFY resultTextChanged)
  // The seat's private hand: the first zone it owns whose faces only it may see.
  Q_PROPERTY(gm::app::ZoneModel* hand READ hand CONSTANT)
  Q_PROPERTY(gm::app::PlayerModel* players READ players CONSTANT)
  Q_PROPERTY(gm::app::ActionModel* actions READ actions CONSTANT)
  // The player that steps the models through each action's events: the owner's (the session's),
  // set once.
  Q_PROPERTY(gm::app::TablePlayer* player READ player CONSTANT)
  // The game's log, written from the updates' log items in the app's language (written again when
  // it changes).
  Q_PROPERTY(gm::app::LogModel* log READ log CONSTANT)

 public:
  // `cards` and `text` word the updates; they must outlive the view.
  TableView(const CardLibrary* cards, const EventText* text, QObject* parent = nullptr);

  QString gameId() const { return m_gameId; }
  QVariantMap variant() const { return m_variant; }
  bool active() const { return !m_update.seats.empty(); }
  // The game the table shows from now on.
  void setGame(const QString& gameId, const QVariantMap& variant);
  int seatCount() const { return static_cast<int>(m_update.seats.size()); }
  int humanCount() const {
    return static_cast<int>(
        std::count_if(m_update.seats.begin(), m_update.seats.end(),
                      [](const host::SeatStatus& s) { return s.kind == "human"; }));
  }
  // A seat's name as the table shows it, and "human" or "ai" ("" for no such seat).
  Q_INVOKABLE QString seatName(int seat) const;
  Q_INVOKABLE QString seatKind(int seat) const;
  QString resultText() const { return m_resultText; }
  TablePlayer* player() const { return m_player; }
  LogModel* log() const { return m_log; }
  void setPlayer(TablePlayer* player) { m_player = player; }
  // What the seat's action `actionId` does, in words ("" when it is none of its actions now).
  Q_INVOKABLE QString describeAction(int actionId) const;
  // What is printed on a card type of the game (rules::CardFace): {id, back, ends: [{title,
  // subtitle, text, footer, stats: [{icon, value}]}]}, in the app's language as the table draws
  // it; empty when the game has no such face.
  Q_INVOKABLE QVariantMap cardFace(const QString& face) const;
  // The seat takes one of its actions (chosen()).
  Q_INVOKABLE void choose(int actionId);

  int seat() const { return m_update.seat; }
  QString nodeKind() const { return QString::fromLatin1(host::nodeKindName(m_update.node)); }
  int actingSeat() const { return m_update.actingSeat; }
  bool toChoose() const { return m_update.toChoose; }
  int pendingChoice() const { return m_update.pendingChoice; }
  bool over() const { return m_update.node == rules::NodeKind::Terminal; }
  QVariantList returns() const { return m_returns; }
  QString prompt() const { return m_prompt; }
  QVariantMap observation() const { return m_observation; }
  bool canUndo() const { return m_undoReason.isEmpty(); }
  QString undoReason() const { return m_undoReason; }
  QStringList zoneIds() const { return m_zoneIds; }
  int turn() const { return m_update.view.turn; }
  int turnLimit() const { return m_update.view.turnLimit; }
  ZoneModel* hand() const { return m_hand; }
  PlayerModel* players() const { return m_players; }
  ActionModel* actions() const { return m_actions; }
  Q_INVOKABLE gm::app::ZoneModel* zone(const QString& id);

  // The update becomes what the table shows (models first, then the properties' signals, so a
  // binding woken by one finds the models up to date).
  void apply(host::SeatUpdate update);
  const host::SeatUpdate& update() const { return m_update; }
  // No game: every model empty.
  void clear();
  // The table steps through an action's events: no action is offered until endSteps(), and the
  // models show each step's view.
  void beginSteps();
  void showStep(const rules::SeatView& view);
  void endSteps();
  bool stepping() const { return m_stepping; }
  // The app's language changed: every text is worded again.
  void retranslate();

  // What the view shows, as plain values: every property and every row of every model (with all
  // its roles). Two views that show the same thing give the same snapshot.
  QVariantMap snapshot() const;

 Q_SIGNALS:
  void gameChanged();
  void activeChanged();
  void seatsChanged();
  void resultTextChanged();
  // The seat's choice, for the host (Session::choose).
  void chosen(int actionId);
  void seatChanged();
  void nodeKindChanged();
  void actingSeatChanged();
  void toChooseChanged();
  void pendingChoiceChanged();
  void overChanged();
  void returnsChanged();
  void promptChanged();
  void observationChanged();
  void undoChanged();
  void zoneIdsChanged();
  void turnChanged();

 private:
  const rules::SeatView& shown() const { return m_stepView ? *m_stepView : m_update.view; }
  void refreshModels();
  // `why`: the seat's reasons, worded (reasons(); the action model's once it is filled).
  void fillZone(ZoneModel& model, const std::vector<ActionReason>& why) const;
  std::vector<ZoneCard> zoneCards(const QString& zoneId,
                                  const std::vector<ActionReason>& why) const;
  std::vector<ActionReason> reasons() const;
  QString undoText() const;
  QString promptText() const;
  QString computeResultText() const;
  // The lines of one log item, in the app's language.
  std::vector<LogEntry> logLines(const host::LogItem& item) const;
  // Whether event `e` of an applied action tells that action itself (see logLines).
  bool tellsMove(const rules::GameEvent& e, const rules::ActionView& action) const;

  const CardLibrary* m_cards;
  const EventText* m_text;
  host::SeatUpdate m_update;
  std::optional<rules::SeatView> m_stepView;
  bool m_stepping = false;
  QString m_gameId;
  QVariantMap m_variant;
  QString m_resultText;
  TablePlayer* m_player = nullptr;
  QVariantList m_returns;
  QString m_prompt;
  QVariantMap m_observation;
  QString m_undoReason;
  QStringList m_zoneIds;

  ZoneModel* m_hand = nullptr;
  PlayerModel* m_players = nullptr;
  ActionModel* m_actions = nullptr;
  LogModel* m_log = nullptr;
  std::map<QString, ZoneModel*> m_zones;
};

}  // namespace gm::app
