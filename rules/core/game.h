#pragma once
// A game type: its description, its card set and a factory for new states. One instance per card
// set (a designer's edited card file makes another Game with the same id).
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "card_face.h"
#include "expected.h"
#include "game_state.h"
#include "glossary.h"

namespace gm::rules {

struct GameOptions {
  int seats = 2;
  std::uint64_t seed = 0;
  nlohmann::json variant =
      nlohmann::json::object();  // game-specific options, validated by the game
};

// How the AI's search levels play this game (rules/ai/bot_factory.h names the levels and keeps
// their time caps). The defaults suit a game whose random playouts
// are short and cheap; a game whose playouts are long overrides searchSettings() with fewer
// iterations or playouts cut short and scored by GameState::estimate().
struct LevelSearch {
  int iterations = 0;
  int playoutCutoff = 0;  // playout actions before estimate() scores the playout; 0: to the end
  // The share of playout actions that follow the game's heuristicWeights() favourite rather than
  // a uniform draw (rules/ai/ismcts_bot.h, IsmctsConfig::playoutGreedy); 0: random playouts.
  double playoutGreedy = 0.0;
  // Iterations of the search that predicts the other seats' secret commits, answered rather than
  // played against by regret matching (rules/ai/ismcts_bot.h, IsmctsConfig::modelIterations);
  // 0: no opponent model.
  int modelIterations = 0;
  // Sharpness of the final draw at a secret commit (rules/ai/ismcts_bot.h,
  // IsmctsConfig::commitTemperature: 1 plays the average strategy, 0 its favourite); empty: the
  // search's default.
  std::optional<double> commitTemperature = std::nullopt;
  // Whether the level judges the other seats' types from their commits and answers them
  // (rules/ai/ismcts_bot.h, IsmctsConfig::inferOpponentTypes).
  bool inferOpponentTypes = false;
};
struct SearchSettings {
  LevelSearch normal{40000, 0};
  LevelSearch hard{160000, 0};
};

// One option of a new game as the set-up screen offers it; its value goes into GameOptions::variant
// under `key`. Declarative, so one generic panel shows every game's options.
struct GameOption {
  enum class Kind {
    Int,     // a whole number in [min, max]
    Bool,    // on or off (a value of 0 or 1)
    Choice,  // one of `choices` (their values)
    Seat     // a seat number, 0..seats-1; choices[0].label words one seat's entry ("%1": the seat)
  };
  struct Choice {
    int value = 0;
    std::string label;       // English
    std::string messageKey;  // the app translates it
  };
  std::string key;
  Kind kind = Kind::Int;
  int min = 0;
  int max = 0;
  int defaultValue = 0;
  std::string label;       // English; for Seat, "%1" stands for the seat
  std::string messageKey;  // the app translates it
  std::vector<Choice> choices;
  // Only offered (and only put in the variant) while option `onlyWhenKey` has the value
  // `onlyWhenValue`; "" for always.
  std::string onlyWhenKey;
  int onlyWhenValue = 0;
};

class Game {
 public:
  virtual ~Game() = default;
  // The game's description, owned by the Game (or static) and unchanged for its life. Every state
  // newGame() makes has the same id, rulesVersion, seat range and actionCount in its own info()
  // (its maxGameLength may be smaller: a single Act of a match game).
  virtual const GameInfo& info() const = 0;
  // A short description for menus (English; the app translates its own copy).
  virtual std::string summary() const = 0;
  // A new game, or a message saying which option is wrong.
  virtual Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const = 0;
  // Every card type of the game's set as printed, in the order a printed set lists them, and the
  // backs they use. The table and print-and-play draw only from these.
  virtual std::vector<CardFace> cardFaces() const { return {}; }
  virtual std::vector<CardBack> cardBacks() const { return {}; }
  // The words the game's rules and cards use, explained (its card file's "glossary"), in the
  // card file's order.
  virtual std::vector<GlossaryEntry> glossary() const { return {}; }
  // The search levels' budgets for this game (see SearchSettings).
  virtual SearchSettings searchSettings() const { return {}; }
  // The options a player sets up a new game with, in the order to show them; none by default.
  virtual std::vector<GameOption> options() const { return {}; }
  // The options a game between bots only starts with when it is given none (simulations,
  // studies, the checks): e.g. a round limit that keeps such a game finite where the rules have
  // none. Empty by default.
  virtual nlohmann::json botOnlyVariant() const { return nlohmann::json::object(); }
};

}  // namespace gm::rules
