#pragma once
// A game type: its description, its card set and a factory for new states. One instance per card
// set (a designer's edited card file makes another Game with the same id).
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "card_face.h"
#include "expected.h"
#include "game_state.h"

namespace gm::rules {

struct GameOptions {
  int seats = 2;
  std::uint64_t seed = 0;
  nlohmann::json variant =
      nlohmann::json::object();  // game-specific options, validated by the game
};

// How the AI's search levels play this game (rules/ai/bot_factory.h names the levels and keeps
// their time caps). The defaults are the levels as measured at Knockdown, whose random playouts
// are short and cheap; a game whose playouts are long overrides searchSettings() with fewer
// iterations or playouts cut short and scored by GameState::estimate().
struct LevelSearch {
  int iterations = 0;
  int playoutCutoff = 0;  // random actions before estimate() scores the playout; 0: to the end
};
struct SearchSettings {
  LevelSearch normal{40000, 0};
  LevelSearch hard{160000, 0};
};

class Game {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;
  // A short description for menus (English; the app translates its own copy).
  virtual std::string summary() const = 0;
  // A new game, or a message saying which option is wrong.
  virtual Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const = 0;
  // Every card type of the game's set as printed, in the order a printed set lists them, and the
  // backs they use. The table and print-and-play draw only from these.
  virtual std::vector<CardFace> cardFaces() const { return {}; }
  virtual std::vector<CardBack> cardBacks() const { return {}; }
  // The search levels' budgets for this game (see SearchSettings).
  virtual SearchSettings searchSettings() const { return {}; }
};

}  // namespace gm::rules
