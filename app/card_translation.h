#pragma once
// A card set's printed words in another language: the translation file that ships beside a game's
// card file (assets/cards/<game>.<language>.json, embedded at :/cards/), or the one a designer puts
// beside their own card file (mine.json -> mine.de.json). The card file stays the one source of the
// rules data; the translation only replaces the words a face prints. Numbers, icons, colours,
// copies and ids are never taken from it, and a text whose numbers differ from the English one is
// not used (it was written for other cards). The format is described in docs/designers.md ("The
// cards in German") and at the top of the first shipped German card file (assets/cards/*.de.json).
#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>
#include <string_view>
#include <vector>

#include "core/card_face.h"
#include "core/glossary.h"

namespace gm::app {

class CardTranslation {
 public:
  // Reads a translation file's text (through rules/core/user_json.h, like every file the app
  // reads); nullopt and a message in `error` when it is not one.
  static std::optional<CardTranslation> parse(std::string_view json, QString* error);
  // The shipped translation of built-in game `gameId` into `language` ("de"), nullopt when none
  // ships. A shipped file that cannot be read is a build defect: logged, and no translation.
  static std::optional<CardTranslation> shipped(const QString& gameId, const QString& language);
  // The translation beside a designer's card file `cardFile` (its name with ".<language>" before
  // ".json"); nullopt when there is none, or when it cannot be read (then `error` says why, naming
  // the file).
  static std::optional<CardTranslation> beside(const QString& cardFile, const QString& language,
                                               QString* error = nullptr);
  static QString besidePath(const QString& cardFile, const QString& language);

  // The face or back with every printed word translated. A word the file lacks, or a text that
  // prints other numbers than the English one, stays English (never empty), and `missing` (when
  // given) gets "<face id>: <what>" for it.
  rules::CardFace apply(const rules::CardFace& face, QStringList* missing = nullptr) const;
  rules::CardBack apply(const rules::CardBack& back, QStringList* missing = nullptr) const;
  // A glossary entry in the file's language: its "glossary" entry for the English term (a term,
  // its own forms and text); an entry the file lacks stays English and `missing` gets
  // "glossary: <term>".
  rules::GlossaryEntry apply(const rules::GlossaryEntry& entry,
                             QStringList* missing = nullptr) const;

  // What the file names that the card set does not have: faces by id, and entries of "words" that
  // no face or back prints, and glossary entries for terms `glossary` does not have (a stale or
  // mistyped entry).
  QStringList unknownEntries(const std::vector<rules::CardFace>& faces,
                             const std::vector<rules::CardBack>& backs,
                             const std::vector<rules::GlossaryEntry>& glossary) const;

  // The numbers a text prints, in order of size: a translation must print the same ones.
  static QStringList numbersIn(const QString& text);

 private:
  struct End {
    std::optional<QString> title, subtitle, text, footer;
  };
  struct Face {
    std::vector<End> ends;
    std::optional<QString> flavor;
  };

  std::string word(const std::string& english, const QString& where, QStringList* missing) const;

  QHash<QString, QString> m_words;                  // English word -> translation
  QHash<QString, Face> m_faces;                     // face id -> its texts
  QHash<QString, rules::GlossaryEntry> m_glossary;  // English term -> the entry translated
};

}  // namespace gm::app
