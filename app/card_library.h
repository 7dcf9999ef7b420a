#pragma once
// The cards of one game as the app shows them, built from the game's printed faces
// (rules::Game::cardFaces / cardBacks), so a new game needs no code here: display names for the
// log and events, the rules text for the models, and the face and back descriptions the card
// renderer (CardFaceItem) and the print-and-play sheets draw. Looked up by face: the card type id
// every observation and event uses. A built-in game's faces are in the app's language
// (AppLanguage::code) where a translation ships beside its card file (CardTranslation); a game made
// from a designer's card file prints that file's own words.
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QVariantMap>
#include <memory>
#include <vector>

#include "core/card_face.h"
#include "core/glossary.h"

namespace gm::rules {
class Game;
}

namespace gm::app {

class CardTranslation;

struct CardInfo {
  QString name;
  QString text;
  QString speed;    // a "speed" stat's value or a translated "INSTANT"; "" when the card has none
  int damage = -1;  // a "damage" stat's value, -1 when the card has none
};

class CardLibrary {
  Q_DECLARE_TR_FUNCTIONS(CardLibrary)

 public:
  CardLibrary() = default;
  // The cards of a built-in game in the app's language ("" or an unknown id gives an empty
  // library).
  explicit CardLibrary(const QString& gameId);
  // The cards of `game` in the app's language: the shipped translation when `game` is the
  // built-in game of its id (the registry's own object), since it is of the shipped card file
  // only; for a game made from a designer's `cardFile`, the translation beside that file if there
  // is one (a card it lacks, or whose numbers it does not match, keeps the file's own words).
  explicit CardLibrary(const rules::Game& game, const QString& cardFile = {});
  // The cards of `game` with `translation` applied (nullptr: the card file's own words).
  CardLibrary(const rules::Game& game, const CardTranslation* translation);

  // The library of a game id, shared by every card drawn on the table (main thread only), in the
  // app's language (built again after the language changed): the built-in game's, unless
  // setShared() gave another game.
  static std::shared_ptr<const CardLibrary> shared(const QString& gameId);
  // Makes the cards of `game`, made from the designer's `cardFile`, the shared ones of `gameId`;
  // null goes back to the built-in game's.
  static void setShared(const QString& gameId, std::shared_ptr<const rules::Game> game,
                        const QString& cardFile);

  bool isEmpty() const { return m_faces.empty(); }
  // Every face and back, as drawn: what print and play lays out on its sheets.
  const std::vector<rules::CardFace>& faces() const { return m_faces; }
  const std::vector<rules::CardBack>& backs() const { return m_backs; }
  // The game's glossary in the same language as the faces (an entry without a translation stays
  // English).
  const std::vector<rules::GlossaryEntry>& glossary() const { return m_glossary; }
  // The card of this face; an unknown face gets its id as a name so nothing shows blank.
  CardInfo info(const QString& face) const;
  // The display name of a face ("Jab"), the face itself when unknown.
  QString name(const QString& face) const { return info(face).name; }
  // A name as the card file prints it (an end's title, e.g. the name an engine's event gives) in
  // the library's words: "WRATH" is "ZORN" in German; an unknown name stays as it is.
  QString title(const QString& printed) const { return m_titles.value(printed, printed); }

  // What is printed on `face` as QML reads it: {id, back, ends: [{title, subtitle, text, footer,
  // stats: [{icon, value}]}]}; empty for an unknown face.
  QVariantMap faceMap(const QString& face) const;
  // What the renderer draws, nullptr when unknown.
  const rules::CardFace* face(const QString& id) const;
  const rules::CardBack* back(const QString& id) const;
  // The back to show for a card: `backId` when the game has it, else the back of `faceId`, else
  // the game's first back; nullptr for a game without backs.
  const rules::CardBack* backFor(const QString& backId, const QString& faceId) const;

 private:
  std::vector<rules::CardFace> m_faces;
  std::vector<rules::CardBack> m_backs;
  std::vector<rules::GlossaryEntry> m_glossary;
  QHash<QString, int> m_faceIndex;
  QHash<QString, QString> m_titles;  // an end's title in the card file -> as the library prints it
};

}  // namespace gm::app
