#pragma once
// The games the tools know, by id. The registry depends on no game: the shipped games are added by
// rules/games (builtinGames(), from the list GM_GAMES generates), tests add their own test games.
#include <memory>
#include <string_view>
#include <vector>

#include "game.h"

namespace gm::rules {

class GameRegistry {
 public:
  // Adds a game; a game with the same id replaces the earlier one (an edited card set).
  void add(std::shared_ptr<const Game> game);
  const Game* find(std::string_view id) const;
  std::vector<const Game*> games() const;  // in the order they were added

 private:
  std::vector<std::shared_ptr<const Game>> m_games;
};

}  // namespace gm::rules
