#pragma once
// A card set's printed words in another language: the translation file that ships beside a game's
// card file (assets/cards/<game>.<language>.json, embedded at :/cards/). The card file stays the
// one source of the rules data; the translation only replaces the words a face prints. Numbers,
// icons, colours, copies and ids are never taken from it. The format is described at the top of
// assets/cards/knockdown.de.json and in the README's designer section.
#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "core/card_face.h"

namespace gm::app {

class CardTranslation {
 public:
  // Reads a translation file's text; "" and an error message in `error` when it is not one.
  static std::optional<CardTranslation> parse(const QByteArray& json, QString* error);
  // The shipped translation of built-in game `gameId` into `language` ("de"), nullopt when none
  // ships. A shipped file that cannot be read is a build defect: logged, and no translation.
  static std::optional<CardTranslation> shipped(const QString& gameId, const QString& language);

  // The face or back with every printed word translated. A word the file lacks stays English
  // (never empty), and `missing` (when given) gets "<face id>: <what>" for it.
  rules::CardFace apply(const rules::CardFace& face, QStringList* missing = nullptr) const;
  rules::CardBack apply(const rules::CardBack& back, QStringList* missing = nullptr) const;

  // What the file names that the card set does not have: faces by id, and entries of "words" that
  // no face or back prints (a stale or mistyped entry).
  QStringList unknownEntries(const std::vector<rules::CardFace>& faces,
                             const std::vector<rules::CardBack>& backs) const;

 private:
  struct End {
    std::optional<QString> title, subtitle, text, footer;
  };
  struct Face {
    std::vector<End> ends;
    std::optional<QString> flavor;
  };

  std::string word(const std::string& english, const QString& where, QStringList* missing) const;

  QHash<QString, QString> m_words;  // English word -> translation
  QHash<QString, Face> m_faces;     // face id -> its texts
};

}  // namespace gm::app
