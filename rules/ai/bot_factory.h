#pragma once
// Bots by name: the difficulty levels the app offers and the plain kinds the tools use.
//   "easy"      heuristic play with noise: sensible, beatable
//   "normal"    IS-MCTS with the game's Normal budget (rules::SearchSettings; by default 40,000
//               iterations), capped at 200 ms
//   "hard"      IS-MCTS with the game's Hard budget (by default 160,000 iterations), capped at
//               900 ms
//   "random"    uniform among the legal actions
//   "heuristic" the game's own policy hook, greedy
//   "ismcts"    IS-MCTS with the default configuration (IsmctsConfig{})
// Search levels have an iteration budget (reproducible play for a seed) and a millisecond cap
// (never slow on a loaded machine); the cap only matters when the machine is slower than the one
// measured. The iterations and playout cut-off of each level come from the game
// (rules::Game::searchSettings()); this file names no game.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bot.h"
#include "core/game.h"
#include "ismcts_bot.h"

namespace gm::ai {

struct BotOverrides {
  int iterations = 0;  // > 0: replaces the iteration budget of a search bot
  int budgetMs = 0;    // > 0: replaces its millisecond cap
  // Lifts the levels' millisecond caps, so Normal and Hard always run their iteration budgets (a
  // measurement reproducible by seed on a busy machine; never for play).
  bool uncapped = false;
};

// The accepted names, in the order above.
const std::vector<std::string>& botKinds();
bool isBotKind(std::string_view kind);

// The search configuration of a search kind ("normal", "hard", "ismcts") for a game with the
// search settings `game`, with overrides applied: when only one of iterations / budgetMs is
// overridden, the other limit is lifted (the playout cut-off stays the game's).
IsmctsConfig searchConfig(std::string_view kind, const BotOverrides& overrides = {},
                          const rules::SearchSettings& game = {});
// The search settings of the built-in game `gameId`; the defaults for "" or an unknown id.
rules::SearchSettings searchSettingsOf(std::string_view gameId);

// A new bot of that kind seeded with `seed` for a game with these search settings (see
// searchConfig), or nullptr for an unknown kind. Overrides are ignored by the kinds that do not
// search.
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, const rules::SearchSettings& game);
// The same for the built-in game `gameId` (searchSettingsOf).
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed);
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, std::string_view gameId = {});

}  // namespace gm::ai
