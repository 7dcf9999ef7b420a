#include "card_file_loader.h"

#include <QDir>

#include "app_language.h"
#include "card_translation.h"
#include "games/builtin_games.h"

namespace gm::app {

CardFileLoader::Result CardFileLoader::load(const QString& path, const QString& gameId) {
  Result result;
  auto loaded = rules::builtinGames().loadCardFile(path.toStdString());
  if (!loaded) {
    result.error = tr("The card file %1 cannot be used:\n%2")
                       .arg(QDir::toNativeSeparators(path), QString::fromStdString(loaded.error()));
    return result;
  }
  const QString id = QString::fromStdString(loaded->game->info().id);
  if (!gameId.isEmpty() && id != gameId) {
    const rules::Game* wanted = rules::builtinGames().find(gameId.toStdString());
    result.error =
        tr("The card file %1 is for %2, not for %3.")
            .arg(QDir::toNativeSeparators(path), QString::fromStdString(loaded->game->info().name),
                 wanted ? QString::fromStdString(wanted->info().name) : gameId);
    return result;
  }
  // A translation beside the file is read like the file itself: a broken one is refused here,
  // with its name, rather than found broken later at the table.
  QString translationError;
  CardTranslation::beside(path, AppLanguage::code(), &translationError);
  if (!translationError.isEmpty()) {
    result.error =
        tr("The translation beside the card file cannot be used:\n%1").arg(translationError);
    return result;
  }
  result.cards = std::move(loaded.value());
  return result;
}

QString localFilePath(const QUrl& url) {
  if (url.isLocalFile()) return url.toLocalFile();
  return url.scheme().isEmpty() ? url.path() : url.toString();
}

}  // namespace gm::app
