#pragma once
// Turns the engine's message keys and arguments into translated, readable sentences for the log and
// the table. The running game's texts (GameUi) say what they can; a hidden card's event gets a
// generic sentence, and the engine's English text is the fallback for a key nobody knows yet.
// Seat arguments in the engine's messages are 1-based seat numbers; they become player names here.
#include <QCoreApplication>
#include <QString>
#include <array>
#include <string>
#include <vector>

#include "card_library.h"
#include "core/action_view.h"

namespace gm::app {

class GameUi;

// The engine's message argument `i` (ActionView::args, GameEvent::args) as text, "" past the end.
QString messageArg(const std::vector<std::string>& args, std::size_t i);

class EventText {
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  // What earlier events of the same action told us (the cards revealed, for the steps that resolve
  // them).
  struct Context {
    std::array<QString, rules::kMaxSeats> revealed;
  };

  void setNames(std::vector<QString> names) { m_names = std::move(names); }
  void setCards(const CardLibrary* cards) { m_cards = cards; }
  // The running game's texts; null for none.
  void setGame(const GameUi* game) { m_game = game; }
  const GameUi* game() const { return m_game; }

  // "Choose Jab".
  QString action(const rules::ActionView& view) const;
  // The log's line for an action no event tells: the game's sentence, else "Ann: Choose Jab".
  QString actionLine(const rules::ActionView& view) const;
  // One sentence for `e`, which must already be filtered for the reader (GameEvent::seenBy):
  // `hidden` says the reader may not see the event's card, and then the sentence names none. ""
  // for an event the game's texts leave out of the log.
  QString event(const rules::GameEvent& e, bool hidden, Context& context) const;
  // Why something the reader is shown is unavailable now, translated: the game's text, else a
  // generic one for any game's "<game>.why.notYourTurn" ("It is Ann's turn."), else the engine's
  // English.
  QString reason(const rules::Unavailable& why) const;
  // What to know before taking an action (rules::GameState::caution), translated: the game's
  // text, else the engine's English.
  QString caution(const rules::Caution& caution) const;
  // The card type `view` names where the table draws no card for it (GameUi::actionFace).
  QString actionFace(const rules::ActionView& view) const;
  // Whether `e` says why the game ended (the game's texts decide).
  bool explainsEnd(const rules::GameEvent& e) const;
  // Whether the log writes a line for `action` that no event tells, and whether `e` tells it
  // (the game's texts decide; GameUi::logsAction, GameUi::tellsAction).
  bool logsAction(const rules::ActionView& action) const;
  bool tells(const rules::GameEvent& e, const rules::ActionView& action) const;

  // "Rally", "Jab": a card face's display name.
  QString faceName(const QString& face) const;
  // "ZORN" for the engine's "WRATH": a card's name as the card file prints it, in the library's
  // words (CardLibrary::title).
  QString cardTitle(const QString& printed) const;
  // A name for seat `s`; `oneBased` parses an engine's "1", "2" arguments.
  QString seatName(int s) const;
  QString seatArg(const std::string& oneBased) const;

 private:
  std::vector<QString> m_names;
  const CardLibrary* m_cards = nullptr;
  const GameUi* m_game = nullptr;
};

}  // namespace gm::app
