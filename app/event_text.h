#pragma once
// Turns the engines' message keys and arguments into translated, readable sentences for the log and
// the table. An engine's English text is the fallback for a key the app does not know yet.
// Seat arguments in the engines' messages are 1-based seat numbers; they become player names here.
#include <QCoreApplication>
#include <QString>
#include <array>
#include <vector>

#include "card_library.h"
#include "core/action_view.h"

namespace gm::app {

class EventText {
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  // What earlier events of the same action told us (the cards revealed, for the speed steps).
  struct Context {
    std::array<QString, rules::kMaxSeats> revealed;
  };

  void setNames(std::vector<QString> names) { m_names = std::move(names); }
  void setCards(const CardLibrary* cards) { m_cards = cards; }

  // "Choose Jab".
  QString action(const rules::ActionView& view) const;
  // One sentence for `e`, which must already be filtered for the reader (GameEvent::seenBy):
  // `hidden` says the reader may not see the event's card, and then the sentence names none.
  QString event(const rules::GameEvent& e, bool hidden, Context& context) const;

  // "Rally", "Jab": a card face's display name.
  QString faceName(const QString& face) const;
  // A name for seat `s`; `oneBased` parses the engines' "1", "2" arguments.
  QString seatName(int s) const;
  QString seatArg(const std::string& oneBased) const;
  // Why a seat lost, from the engine's loss key ("twentyDamage", ...).
  static QString lossReason(const QString& key);
  // "Vigilante", "Detective" for the engines' role keys; the key itself when unknown.
  static QString roleName(const QString& key);
  // "the Bodycount", "Evidence", "the Discard" for the engines' pile keys.
  static QString pileName(const QString& key);

 private:
  QString knockdownEvent(const rules::GameEvent& e, Context& context) const;
  // Engines of Vengeance and its three-Act match (event_text_engines.cpp).
  QString enginesAction(const rules::ActionView& view) const;
  QString enginesEvent(const rules::GameEvent& e) const;
  QString matchEvent(const rules::GameEvent& e) const;
  // Artbot (event_text_artbot.cpp). An event that would only clutter the log (each card of a Glitch
  // gathered or dealt, each card drawn) gets an empty text: the log skips it.
  QString artbotAction(const rules::ActionView& view) const;
  QString artbotEvent(const rules::GameEvent& e, bool hidden) const;

  std::vector<QString> m_names;
  const CardLibrary* m_cards = nullptr;
};

}  // namespace gm::app
