#include "game_ui.h"

#include <QCoreApplication>
#include <vector>

namespace gm::app {

// Generated from GM_GAMES (app/CMakeLists.txt): one makeGameUi() per game with an app/<game>/.
std::vector<std::unique_ptr<GameUi>> makeGameUis();

std::span<const std::unique_ptr<GameUi>> gameUis() {
  static const std::vector<std::unique_ptr<GameUi>> uis = makeGameUis();
  return uis;
}

QString GameUi::defaultTurnText(int turn, int limit) {
  return limit > 0 ? QCoreApplication::translate("GameUi", "Turn %1 of %2").arg(turn).arg(limit)
                   : QCoreApplication::translate("GameUi", "Turn %1").arg(turn);
}

const GameUi* findGameUi(const QString& gameId) {
  for (const auto& ui : gameUis())
    if (ui->gameId() == gameId) return ui.get();
  return nullptr;
}

}  // namespace gm::app
