#pragma once
// What one game adds on the Qt side, behind one interface: its texts (actions, events, the events
// that explain how it ended), its summary, its table screen, its new-game options and whatever must
// follow its games with no screen open. Each game of GM_GAMES with an app/<game>/ folder provides
// gm::app::<game>::makeGameUi(); the list of them is generated from GM_GAMES, so the generic app
// names no game. A game without one still plays through the engine's English texts, but has no
// table.
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <memory>
#include <optional>
#include <span>

#include "core/action_view.h"
#include "event_text.h"

namespace gm::app {

class Session;

class GameUi {
 public:
  virtual ~GameUi() = default;
  // The engine's GameInfo::id.
  virtual QString gameId() const = 0;
  // A short description in our own words, translated; "" to show the engine's English one.
  virtual QString summary() const { return {}; }
  // The table screen the window shows while this game runs (a QML file of qml/<game>/).
  virtual QUrl tableUrl() const = 0;
  // A panel of the new-game dialog for what the engine's option list cannot say (see
  // qml/NewGameDialog.qml for what the panel provides); empty when the option list is enough.
  virtual QUrl optionsPanelUrl() const { return {}; }
  // The translated text of an option label or choice by the engine's message key
  // (rules::GameOption); "" to show the engine's English.
  virtual QString optionText(const QString& messageKey) const { return {}; }
  // How the log shows the game's own event kinds, beside every game's "loss", "result" and
  // "turn": kind -> "danger" (bold, red), "good" or "quiet".
  virtual QVariantMap logTones() const { return {}; }

  // "Choose Jab"; nullopt for an action the game has no text for (the engine's English is shown).
  virtual std::optional<QString> action(const rules::ActionView& view,
                                        const EventText& names) const {
    return std::nullopt;
  }
  // One sentence for `e`, already filtered for the reader (`hidden`: the reader may not see its
  // card). nullopt: no text of the game's own (a generic one or the engine's English is shown);
  // "": an event the log leaves out.
  virtual std::optional<QString> event(const rules::GameEvent& e, bool hidden,
                                       EventText::Context& context, const EventText& names) const {
    return std::nullopt;
  }
  // The translated reason something is unavailable (rules::GameState::unavailable), by its
  // message key and arguments; nullopt for a key the game has no text for (EventText::reason has a
  // generic one for "<game>.why.notYourTurn", else the engine's English is shown).
  virtual std::optional<QString> reason(const rules::Unavailable& why,
                                        const EventText& names) const {
    return std::nullopt;
  }
  // The translated caution before an action (rules::GameState::caution), by its message key and
  // arguments; nullopt for a key the game has no text for (the engine's English is shown).
  virtual std::optional<QString> caution(const rules::Caution& caution,
                                         const EventText& names) const {
    return std::nullopt;
  }
  // The card type an action names where the seat's view draws no card for it (a choice from a
  // pile the seat looks through face down); "" for none. Only what the seat may see.
  virtual QString actionFace(const rules::ActionView& view) const { return {}; }
  // What the viewer is asked to do now, in a sentence or two for the table's prompt
  // (`observation`: the viewer's observe()); "" when the game's table words its own. The table
  // shows it while the viewer may act.
  virtual QString prompt(const QVariantMap& observation, const EventText& names) const {
    return {};
  }
  // Whether `e`, among the last action's events, says why the game ended: the result line is
  // followed by its text.
  virtual bool explainsEnd(const rules::GameEvent& e) const { return false; }
  // Whether the log gives `action` a line of its own when no event tells it: false for a step a
  // later line tells (the amount of an offer tells that it was opened).
  virtual bool logsAction(const rules::ActionView& action) const { return true; }
  // The log's own sentence for `action` where it has a line of its own ("Ann gives 1 Influence to
  // Bo."); none for the generic "Ann: <the action's words>".
  virtual std::optional<QString> actionLine(const rules::ActionView& action,
                                            const EventText& names) const {
    return std::nullopt;
  }
  // Whether `e`, an event of the acting seat, tells `action` (a move of no card) though its kind
  // is another: the move then has no line of its own.
  virtual bool tellsAction(const rules::GameEvent& e, const rules::ActionView& action) const {
    return false;
  }
  // "Turn 3" ("Turn 3 of 20" with a limit): the word a game counts its turns in, for the log's
  // headings and the top bar.
  virtual QString turnText(int turn, int limit) const { return defaultTurnText(turn, limit); }
  static QString defaultTurnText(int turn, int limit);

  // Called for every Session when it is made: for results that must be kept when a game ends
  // whether or not any screen of the game is open.
  virtual void attach(Session& session) const {}
};

// Every registered game's UI, in the order of GM_GAMES.
std::span<const std::unique_ptr<GameUi>> gameUis();
// The UI of game `gameId`, or null.
const GameUi* findGameUi(const QString& gameId);

}  // namespace gm::app
