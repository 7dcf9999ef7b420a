#pragma once
// What the table prints on a card: name, speed badge, damage and rules text, looked up by face (the
// card type id every observation and event uses). Built from the game's shipped card data.
#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace gm::app {

struct CardInfo {
  QString name;
  QString text;
  QString speed;    // "" when the card has no speed
  int damage = -1;  // -1 when the card deals no damage of its own
};

class CardLibrary {
  Q_DECLARE_TR_FUNCTIONS(CardLibrary)

 public:
  CardLibrary() = default;
  // The cards of a built-in game ("" or an unknown id gives an empty library).
  explicit CardLibrary(const QString& gameId);

  // The card of this face; an unknown face gets its id as a name so nothing shows blank.
  CardInfo info(const QString& face) const;
  // The display name of a face ("Jab"), the face itself when unknown.
  QString name(const QString& face) const { return info(face).name; }

 private:
  void loadKnockdown();

  QHash<QString, CardInfo> m_cards;
};

}  // namespace gm::app
