#pragma once
// A designer's card file opened in the app (new game, print and play, Balance Lab): made through
// the built-in registry (which takes the game from the file's head), refused with a translated
// message when it cannot be read, when the game refuses it or when it is for another game than
// the one asked for, or when the translation beside it (CardTranslation::beside, in the app's
// language) cannot be read. Nothing is changed by a refusal: callers keep what they had.
#include <QCoreApplication>
#include <QString>
#include <QUrl>
#include <optional>

#include "core/registry.h"

namespace gm::app {

class CardFileLoader {
  Q_DECLARE_TR_FUNCTIONS(CardFileLoader)

 public:
  struct Result {
    std::optional<rules::CardFileGame> cards;
    QString error;  // translated; "" when cards is set
  };
  // The card file at `path` for game `gameId` ("" accepts any game).
  static Result load(const QString& path, const QString& gameId);
};

// A file: URL from a file dialog, or a bare path handed over as a URL, as a local path.
QString localFilePath(const QUrl& url);

}  // namespace gm::app
