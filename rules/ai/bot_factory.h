#pragma once
// Bots by name: the difficulty levels the app offers and the plain kinds the tools use.
//   "easy"      heuristic play with noise: sensible, beatable
//   "normal"    IS-MCTS, 40,000 iterations (capped at 200 ms): a Knockdown move in ~90 ms
//   "hard"      IS-MCTS, 160,000 iterations (capped at 900 ms): ~350 ms
//               (Artbot: 4,000 and 16,000 iterations with playouts cut at 20 actions, ~14 ms and
//               ~50 ms a move at 4 seats)
//   "random"    uniform among the legal actions
//   "heuristic" the game's own policy hook, greedy
//   "ismcts"    IS-MCTS with the default configuration (IsmctsConfig{})
// Search levels have an iteration budget (reproducible play for a seed) and a millisecond cap
// (never slow on a loaded machine); the cap only matters when the machine is slower than the one
// measured. A game may have its own budgets and playout settings for the levels (searchConfig).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bot.h"
#include "ismcts_bot.h"

namespace gm::ai {

struct BotOverrides {
  int iterations = 0;  // > 0: replaces the iteration budget of a search bot
  int budgetMs = 0;    // > 0: replaces its millisecond cap
};

// The accepted names, in the order above.
const std::vector<std::string>& botKinds();
bool isBotKind(std::string_view kind);

// The search configuration of a search kind ("normal", "hard", "ismcts") for the game `gameId`,
// with overrides applied: when only one of iterations / budgetMs is overridden, the other limit is
// lifted. The levels are tuned per game where measurements said so (bot_factory.cpp); any other
// game, or "", gets the levels as measured at Knockdown.
IsmctsConfig searchConfig(std::string_view kind, const BotOverrides& overrides = {},
                          std::string_view gameId = {});

// A new bot of that kind seeded with `seed` for the game `gameId` (see searchConfig), or nullptr
// for an unknown kind. Overrides are ignored by the kinds that do not search.
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed);
std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, std::string_view gameId = {});

}  // namespace gm::ai
