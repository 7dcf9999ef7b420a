#pragma once
// The one game in progress, as the table sees it. The Session owns the authoritative GameState and
// the seats (humans and bots in any mix), runs the bots on worker threads, collects secret choices
// in any order, pairs every applied action with its events for the table's animations, writes the
// log and autosaves after every action.
//
// Secret commits: the engine takes the commits of a round in a fixed seat order. The Session keeps
// a clone of the state from the start of the round and the choices made so far (a human or a bot
// may choose before the engine reaches its seat; the choice waits). A seat that changes an applied
// choice while the round is still open gets the round rebuilt from that clone with the new choice;
// that is safe because no other seat's view depends on a pending commit.
//
// Privacy: the table's view (TableView, `table`) is built only from the host's update for
// viewSeat (host::SeatUpdate: the seat's observe(), seatView(), its actions and the events as
// GameEvent::seenBy() gives them), so nothing a seat may not see reaches QML. The log is built for
// nobody in particular: it names no hidden card at all.
#include <QtQml/qqmlregistration.h>
#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "action_model.h"
#include "ai/bot.h"
#include "bot_worker.h"
#include "card_library.h"
#include "core/save_format.h"
#include "core/seat_view.h"
#include "event_text.h"
#include "host/seat_update.h"
#include "log_model.h"
#include "player_model.h"
#include "settings.h"
#include "table_player.h"
#include "table_view.h"
#include "zone_model.h"

namespace gm::app {

class Session : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  Q_PROPERTY(bool active READ active NOTIFY activeChanged)
  Q_PROPERTY(QString gameId READ gameId NOTIFY gameIdChanged)
  Q_PROPERTY(QString gameName READ gameName NOTIFY gameNameChanged)
  Q_PROPERTY(int seatCount READ seatCount NOTIFY seatCountChanged)
  // One map per seat: {kind, level, name, autoPass} (autoPass: see setAutoPass()).
  Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
  // The running game's own options as given to newGame() (or read from its save).
  Q_PROPERTY(QVariantMap variant READ variant NOTIFY variantChanged)
  // The card file the running game was made from (a local path), "" for the built-in cards.
  Q_PROPERTY(QString cardFile READ cardFile NOTIFY gameIdChanged)
  Q_PROPERTY(int viewSeat READ viewSeat NOTIFY viewSeatChanged)
  Q_PROPERTY(QString nodeKind READ nodeKind NOTIFY nodeKindChanged)
  Q_PROPERTY(int actingSeat READ actingSeat NOTIFY actingSeatChanged)
  Q_PROPERTY(bool awaitingHuman READ awaitingHuman NOTIFY awaitingHumanChanged)
  Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
  Q_PROPERTY(bool privacyScreen READ privacyScreen NOTIFY privacyScreenChanged)
  Q_PROPERTY(int handoverSeat READ handoverSeat NOTIFY handoverSeatChanged)
  Q_PROPERTY(QVariantMap observation READ observation NOTIFY observationChanged)
  Q_PROPERTY(int pendingChoice READ pendingChoice NOTIFY pendingChoiceChanged)
  Q_PROPERTY(bool over READ over NOTIFY overChanged)
  Q_PROPERTY(QString resultText READ resultText NOTIFY resultTextChanged)
  // What the viewer is asked to do now, in the game's words (GameUi::prompt); "" when the game's
  // table words it itself.
  Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
  Q_PROPERTY(QVariantList returns READ returns NOTIFY returnsChanged)
  Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
  // Whether the view seat may take back its last move now (undo()), and if not why, translated
  // ("" while it may).
  Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
  Q_PROPERTY(QString undoReason READ undoReason NOTIFY undoChanged)
  Q_PROPERTY(bool animate READ animate WRITE setAnimate NOTIFY animateChanged)
  // The ids of the zones of the running game, in the engine's order (Session.zone(id) gives each).
  Q_PROPERTY(QStringList zoneIds READ zoneIds NOTIFY zoneIdsChanged)
  // The game's own turn counter and its safety cap (0 when none), from the engine's view.
  Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
  Q_PROPERTY(int turnLimit READ turnLimit NOTIFY turnChanged)
  // What the view seat's table shows, built from the seat's updates only (table_view.h). The
  // properties and models below that a table reads are the table view's.
  Q_PROPERTY(gm::app::TableView* table READ table CONSTANT)
  // The view seat's private hand: the first zone it owns whose faces only it may see.
  Q_PROPERTY(gm::app::ZoneModel* hand READ hand CONSTANT)
  Q_PROPERTY(gm::app::LogModel* log READ log CONSTANT)
  Q_PROPERTY(gm::app::PlayerModel* players READ players CONSTANT)
  Q_PROPERTY(gm::app::ActionModel* actions READ actions CONSTANT)
  // Steps the models through each applied action's events (table_player.h).
  Q_PROPERTY(gm::app::TablePlayer* player READ player CONSTANT)
  // A replay (watch()): the game of a file shown action by action; nobody plays, nothing is
  // saved. replayStep actions of replayLength are applied; replayPlaying while it plays out.
  Q_PROPERTY(bool replaying READ replaying NOTIFY replayChanged)
  Q_PROPERTY(int replayStep READ replayStep NOTIFY replayChanged)
  Q_PROPERTY(int replayLength READ replayLength NOTIFY replayChanged)
  Q_PROPERTY(bool replayPlaying READ replayPlaying NOTIFY replayChanged)
  // Whether the file's game is over, so its whole truth may be shown (setReplaySeat(-1)).
  Q_PROPERTY(bool replayFinished READ replayFinished NOTIFY replayChanged)
  // Whether the last finished game can be watched (watchLastGame()).
  Q_PROPERTY(bool hasLastGame READ hasLastGame NOTIFY lastGameChanged)

 public:
  explicit Session(QObject* parent = nullptr);
  ~Session() override;

  bool active() const { return m_state != nullptr; }
  QString gameId() const;
  QString gameName() const;
  int seatCount() const { return static_cast<int>(m_setup.seats.size()); }
  QVariantList seats() const;
  QVariantMap variant() const;
  QString cardFile() const;
  int viewSeat() const { return m_viewSeat; }
  QString nodeKind() const { return m_table->nodeKind(); }
  int actingSeat() const { return m_table->actingSeat(); }
  bool awaitingHuman() const { return m_table->toChoose(); }
  bool thinking() const { return m_thinkingAny; }
  bool privacyScreen() const { return m_handoverSeat >= 0; }
  int handoverSeat() const { return m_handoverSeat; }
  QVariantMap observation() const { return m_table->observation(); }
  int pendingChoice() const { return m_table->pendingChoice(); }
  bool over() const { return m_table->over(); }
  QString resultText() const { return m_table->resultText(); }
  QString prompt() const { return m_table->prompt(); }
  QVariantList returns() const { return m_table->returns(); }
  QString lastError() const { return m_lastError; }
  bool canUndo() const { return m_table->canUndo(); }
  QString undoReason() const { return m_table->undoReason(); }
  bool animate() const { return m_animate; }
  void setAnimate(bool on);
  // A table shows the game from now on (attach) or no more (detach): the events are played through
  // the event player and animated while at least one is attached. A table leaving the screen may
  // be destroyed after the next one came (a StackView's transition), so it is counted, not set.
  Q_INVOKABLE void attachTable(QObject* table);
  Q_INVOKABLE void detachTable(QObject* table);
  QStringList zoneIds() const { return m_table->zoneIds(); }
  int turn() const { return m_table->turn(); }
  int turnLimit() const { return m_table->turnLimit(); }
  TableView* table() const { return m_table; }
  ZoneModel* hand() const { return m_table->hand(); }
  LogModel* log() const { return m_table->log(); }
  PlayerModel* players() const { return m_table->players(); }
  ActionModel* actions() const { return m_table->actions(); }
  TablePlayer* player() const { return m_player; }
  bool replaying() const { return m_replay.has_value(); }
  int replayStep() const { return m_replay ? static_cast<int>(m_replay->step) : 0; }
  int replayLength() const {
    return m_replay ? static_cast<int>(m_replay->setup.actions.size()) : 0;
  }
  bool replayPlaying() const { return m_replay && m_replay->playing; }
  bool replayFinished() const { return m_replay && m_replay->finished; }
  bool hasLastGame() const;

  // `seats`: one map per seat, {kind: "human" | "ai", level, name, autoPass (optional, see
  // setAutoPass)}. `variant`: the game's own options (e.g. {"acts": 1, "setups": true}:
  // Game::options), validated by the game; kept in saves and reused by rematch(). `cardFile`: a
  // designer's card file for the game (a local path or file: URL), "" for the built-in cards; the
  // save records it and its hash, and the game is resumed only with a file of the same content at
  // that path.
  Q_INVOKABLE bool newGame(const QString& gameId, const QVariantList& seats, const QString& seed,
                           const QVariantMap& variant = {}, const QString& cardFile = {});
  // "" when the card file at `url` makes a game of `gameId`, else why not (translated). Checks
  // only: nothing changes.
  Q_INVOKABLE QString checkCardFile(const QUrl& url, const QString& gameId) const;
  Q_INVOKABLE void choose(int actionId);
  Q_INVOKABLE void acknowledgePrivacy();
  // Whether human seat `seat` passes by itself when a pass is all it may do (a response window
  // with nothing it can respond with): no prompt and no hand-over then. The others may notice
  // that such a seat never hesitates, so it is the player's own choice; off unless asked for.
  // Kept by rematch(), not in saves.
  Q_INVOKABLE void setAutoPass(int seat, bool on);
  Q_INVOKABLE void rematch();
  // Takes back the view seat's last move (and the forced moves just before it) where the rules
  // allow (GameState::undoBarrier): only a human seat, only on its turn, only its own moves since
  // it last saw a card it did not know, since a random event and since another seat acted. The
  // game is replayed from its seed without them, as a save is opened, and autosaved. False,
  // changing nothing, when undoReason() says why not.
  Q_INVOKABLE bool undo();
  Q_INVOKABLE bool save(const QUrl& url);
  Q_INVOKABLE bool open(const QUrl& url);
  // Every game keeps its own autosave (autosave-<game id>.json in the autosave folder), so a game
  // in progress waits on the start screen while another is played; only starting a new game of
  // the same game replaces it, and the new-game dialog asks first.
  Q_INVOKABLE bool hasAutosave(const QString& gameId) const;
  // What game `gameId`'s autosave holds, for the start screen: who sits at it, how far it got and
  // when it was saved (translated); "" when there is none or it cannot be read (resuming then
  // says why).
  Q_INVOKABLE QString autosaveDescription(const QString& gameId) const;
  Q_INVOKABLE bool resumeAutosave(const QString& gameId);
  // Says `message` where the player looks (lastError, errorOccurred), for what outlives a game
  // (a game's collections found damaged at start).
  void reportProblem(const QString& message);
  // Replays (session_replay.cpp). watch() opens a save (a finished game's or one in progress) as
  // a replay at its start, from the view of its first human seat; false with lastError, changing
  // nothing, when it cannot be read. The autosave of a game in progress is left as it is, and
  // stopWatching() resumes it.
  Q_INVOKABLE bool watch(const QUrl& url);
  // The last game that finished here, kept beside the autosave.
  Q_INVOKABLE bool watchLastGame();
  // Shows the game after `step` of its actions at once (0 .. replayLength).
  Q_INVOKABLE void replayTo(int step);
  // One action forwards (shown as the table shows a move) or backwards.
  Q_INVOKABLE void replayForward();
  Q_INVOKABLE void replayBack();
  // Plays the replay out, an action each time the table has shown the last, until its end.
  Q_INVOKABLE void setReplayPlaying(bool on);
  // Whose view the replay shows: a seat, or -1 for the whole truth once the file's game is over.
  Q_INVOKABLE void setReplaySeat(int seat);
  // Ends the replay: the game that was on the table before it is resumed from its autosave.
  Q_INVOKABLE void stopWatching();
  Q_INVOKABLE void discardAutosave(const QString& gameId);
  Q_INVOKABLE gm::app::ZoneModel* zone(const QString& name) { return m_table->zone(name); }
  Q_INVOKABLE QString describeAction(int actionId) const {
    return m_table->describeAction(actionId);
  }
  // The display name of a seat ("Player 1" when none was given).
  Q_INVOKABLE QString seatName(int seat) const;
  // What is printed on a card type of the running game (rules::CardFace): {id, back, ends: [{title,
  // subtitle, text, footer, stats: [{icon, value}]}]}, in the app's language as the table draws
  // it; empty when the game has no such face.
  Q_INVOKABLE QVariantMap cardFace(const QString& face) const { return m_table->cardFace(face); }

  // Not for QML: tests and tools.
  // A choice the engine has not taken yet, shown in a typed view (published or a step's): each
  // waiting choice's card moves from the action's fromZone to its toZone, face known only where
  // the view seat may know it.
  void showWaitingChoices(rules::SeatView& view) const;
  const rules::GameState* state() const { return m_state.get(); }
  std::uint64_t seed() const { return m_setup.options.seed; }
  // The autosave of the game on the table, and of any game by id.
  QString autosavePath() const { return autosavePath(gameId()); }
  QString autosavePath(const QString& gameId) const;
  QString autosaveFolder() const { return m_autosaveFolder; }
  void setAutosaveFolder(const QString& folder) { m_autosaveFolder = folder; }
  // The game (or the replay) goes off the table, as when the app closes; its autosave stays.
  void forgetGame();
  // Pause between bot moves when no human plays (so a person can follow), at "normal" pace (the
  // pace setting scales it); 0 in tests.
  void setBotPauseMs(int ms) { m_botPauseMs = ms; }
  // Whether an applied action's events are still being shown by the table's player.
  bool waitingForAnimations() const { return m_waitingAnimation; }
  // Whether a bot job (current or cancelled) is still running.
  bool botsBusy() const { return m_worker->busy(); }

 Q_SIGNALS:
  void activeChanged();
  void gameIdChanged();
  void gameNameChanged();
  void seatCountChanged();
  void seatsChanged();
  void variantChanged();
  void viewSeatChanged();
  void nodeKindChanged();
  void actingSeatChanged();
  void awaitingHumanChanged();
  void thinkingChanged();
  void privacyScreenChanged();
  void handoverSeatChanged();
  void observationChanged();
  void pendingChoiceChanged();
  void overChanged();
  void resultTextChanged();
  void promptChanged();
  void returnsChanged();
  void lastErrorChanged();
  void undoChanged();
  void animateChanged();
  void zoneIdsChanged();
  void turnChanged();
  void gameOver();
  // The authoritative game has ended: emitted the moment its last action is applied (before the
  // table animates it), and when a save or autosave of a finished game is opened. For results that
  // outlive a game (a game's collections of cards), which must not depend on the table staying
  // open.
  void gameFinished();
  void replayChanged();
  void lastGameChanged();
  // An autosave appeared or went (a game began, ended, was discarded or resumed elsewhere).
  void autosavesChanged();
  void errorOccurred(const QString& message);
  // The update the view seat's table view was just given (sendUpdate): what a table of this seat
  // on another machine would be sent.
  void seatUpdateSent(const gm::host::SeatUpdate& update);

 private:
  // The seats that act in the current round and what each may choose (ActionViews per seat).
  struct Round {
    std::unique_ptr<rules::GameState> start;  // the state before the round's first action
    bool secret = false;                      // a round of secret commits (else one decision)
    std::vector<rules::Seat> seats;           // in the engine's order
    std::vector<std::vector<rules::ActionView>> options;  // by seat; empty for seats not acting
    std::vector<rules::ActionId> choice;  // by seat: made (applied or waiting), -1 none
    std::vector<std::pair<rules::Seat, rules::ActionId>> applied;  // in order
  };

  // The names the table shows for `seats`: each seat's own, else "Player 2", "Computer" or
  // "Computer 3"; a name taken twice gets its seat number.
  static std::vector<QString> seatNames(const std::vector<rules::SeatSetup>& seats);

  // Lifecycle (session.cpp). `cards`: the game made from the card file setup.cards names (null
  // for the built-in cards). Each seat's auto-pass comes with the setup (SeatSetup::autoPass).
  // `firstNote` is the log's first line, a host note (host::LogItem::note; kept for a take-back).
  bool install(rules::SaveData setup, host::LogItem firstNote,
               std::optional<rules::CardFileGame> cards = std::nullopt);
  void resetGame();
  // Adds the game that just ended here to the player's record in the settings (a game with a
  // person at the table; won when a person finished ahead of every computer).
  void recordFinishedGame();
  void fail(const QString& message);
  // The state as it is now becomes what the view seat's table shows (the published update).
  void publish();
  // The published update, with the round as it stands now (who has chosen, who thinks, what the
  // view seat may choose, take-backs), goes to the table view.
  void sendUpdate(std::vector<host::LogItem> log = {});
  // The table's player has shown the last applied action: publish it and go on.
  void animationsDone();
  void refresh();
  // A choice the engine has not taken yet (its seat comes later in the commit order) is shown like
  // a taken one: the card leaves the hand for the play zone, face up for its own seat only.
  void showWaitingChoices(nlohmann::json& observation) const;
  // Per card of `zone` (as the view seat sees it): the uid a legal action of `options` aims at
  // where that card is hidden to the seat, else -1 (ZoneCard::aimUid); empty when none is.
  std::vector<int> aimedHiddenCards(const rules::SeatZone& zone,
                                    const std::vector<rules::ActionView>& options) const;
  // The player's steps for the events of the last apply(), as viewer may see them.
  std::vector<TablePlayer::Step> stepsFor(std::span<const rules::GameEvent> events,
                                          rules::Seat viewer) const;

  // Rounds, choices, bots (session_round.cpp).
  void beginRound();
  bool roundIncludes(rules::Seat s) const;
  // The pass seat s takes by itself now (setAutoPass), -1 when it chooses for itself.
  rules::ActionId autoPassFor(rules::Seat s) const;
  bool canChoose(rules::Seat s) const;
  void rebuildRound(rules::Seat s, rules::ActionId a);
  void pump();
  // Applies seat s's action to the authoritative state, logs it, closes the round when it is
  // complete; unless replaying a save, autosaves and hands the events to the table.
  void applyNow(rules::Seat s, rules::ActionId a, bool replaying);
  void requestBots();
  void onBotAnswered(quint64 ticket, int seat, int action);
  void showChoices();
  void checkHandover();
  std::unique_ptr<rules::GameState> stateWhereActs(rules::Seat s) const;
  // The events of one applied action as `viewer` may see them, in order (the table player's steps).
  std::vector<QVariantMap> eventsFor(std::span<const rules::GameEvent> events,
                                     rules::Seat viewer) const;
  // The game's own turn number (observation "turn"), 0 when it has none.
  int currentTurn() const;

  // Undo (session_undo.cpp): why the view seat may not take back a move now (None when it may).
  host::Undo computeUndo() const;

  // Replays (session_replay.cpp): the file's whole game, the card file it was made with, how far
  // it is shown, whose view.
  struct Replay {
    rules::SaveData setup;
    std::optional<rules::CardFileGame> cards;
    std::size_t step = 0;
    rules::Seat seat = 0;
    bool finished = false;
    bool playing = false;
    QString fileName;
  };
  bool startReplay(const QString& path, QString* error);
  // Installs the replay's game at `step` (no animation).
  void showReplayAt(std::size_t step);
  QString lastGamePath() const;
  // The replay that plays out takes its next action (replayTick, every kReplayPauseMs).
  void replayTick();
  static constexpr int kReplayPauseMs = 900;
  // Writes the game that just finished where watchLastGame() finds it.
  void keepLastGame();

  // Files (session_files.cpp).
  bool writeSave(const QString& path, QString* error) const;
  // Loads and installs the save at `path`; false with a message in `error` (nothing changed).
  bool loadFile(const QString& path, QString* error);
  void autosave();
  void removeAutosave(const QString& gameId);
  // An autosave of the single-file kind older versions kept becomes its game's own.
  void adoptOlderAutosave();
  // After a finished game's gameFinished() handlers ran (what its end writes elsewhere is
  // written): the autosave, which held the finished game until then, goes.
  void dropFinishedAutosave();

  // Reads the save at `path` and replays it in full, with the card file it was made with (into
  // `*cards`); nullopt with `*error` naming the file.
  std::optional<rules::LoadedGame> readAndReplay(const QString& path, QString* error,
                                                 std::optional<rules::CardFileGame>* cards) const;

  bool isHuman(rules::Seat s) const;
  bool allBots() const;
  int humanCount() const;

  const rules::Game* m_game = nullptr;
  // The game made from a card file, which m_game then points to (null for the built-in cards).
  std::shared_ptr<const rules::Game> m_cardGame;
  std::unique_ptr<rules::GameState> m_state;
  rules::SaveData m_setup;  // game, options and seats; actions are the state's history
  Round m_round;
  CardLibrary m_cards;
  EventText m_text;
  std::vector<QString> m_names;

  // Bots.
  BotWorker* m_worker = nullptr;
  std::vector<std::shared_ptr<ai::Bot>> m_bots;  // by seat, null for humans
  std::vector<quint64> m_botTicket;              // by seat: the answer awaited, 0 none
  quint64 m_nextTicket = 0;
  QTimer m_pauseTimer;
  QElapsedTimer m_sinceApply;
  int m_botPauseMs = 600;
  Settings m_settings;

  // Published state.
  int m_viewSeat = 0;
  int m_handoverSeat = -1;
  bool m_animate = false;
  QSet<QObject*> m_tables;  // attachTable()
  bool m_waitingAnimation = false;
  bool m_gameOverAnnounced = false;
  bool m_pumping = false;
  // The events of the last action as the log tells them, from the moment it ended the game.
  std::vector<rules::GameEvent> m_finalEvents;
  // The log's items of actions whose events are still animating (sent with the next publish()).
  std::vector<host::LogItem> m_unpublishedLog;
  host::LogItem m_firstNote;  // the log's first line (install), kept for a take-back
  // The state as the view seat was last shown it (publish()): view, observation, node, result and
  // what it may not do; the round's part is added by sendUpdate().
  host::SeatUpdate m_published;
  std::uint64_t m_sequence = 0;  // the updates sent to the table view
  bool m_thinkingAny = false;
  QString m_lastError;
  QString m_autosaveFolder;
  bool m_autosaveFailed = false;
  // Games whose unreadable autosave could not be moved aside: never written over.
  QSet<QString> m_autosaveBlocked;
  // The game on the table when a replay began, resumed when it ends.
  QString m_resumeAfterReplay;
  std::optional<Replay> m_replay;
  bool m_installingReplay = false;  // install() shows the replay's game (else it ends the replay)
  bool m_installingUndo = false;    // install() takes moves back (the same person is at the screen)
  QTimer m_replayTimer;             // the next action of a replay that plays out

  TableView* m_table = nullptr;
  TablePlayer* m_player = nullptr;
};

}  // namespace gm::app
