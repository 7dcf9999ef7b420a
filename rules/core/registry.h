#pragma once
// A set of games by id, for the tools that take a game id (saves, the conformance battery). It
// depends on no game: rules/games fills the shipped one (builtinGames(), one entry per game of the
// CMake list GM_GAMES, with the embedded card sets); a test fills its own with test games.
#include <memory>
#include <string_view>
#include <vector>

#include "game.h"

namespace gm::rules {

class GameRegistry {
 public:
  // Adds a game; a game with the same id replaces the earlier one (keeping its place), so an id
  // never names two games.
  void add(std::shared_ptr<const Game> game);
  // The game with that id, or null.
  const Game* find(std::string_view id) const;
  std::vector<const Game*> games() const;  // in the order they were first added

 private:
  std::vector<std::shared_ptr<const Game>> m_games;
};

}  // namespace gm::rules
