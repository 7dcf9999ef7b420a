#include "bot_factory.h"

#include <algorithm>

#include "games/builtin_games.h"
#include "heuristic_bot.h"
#include "random_bot.h"

namespace gm::ai {
namespace {

// The time caps. Each game sets its levels' iterations so that they finish inside these on the
// 2-core reference machine (gm_bench, BM_*Move*: "reached" is the share of moves that did); the
// caps only bite on a slower or busier machine, where they keep a move within 250 ms and 1 s.
constexpr int kNormalCapMs = 200;
constexpr int kHardCapMs = 900;
// Easy plays the game's heuristic, a quarter of its moves at random and the rest drawn from a
// softmax, so it makes sensible moves without the search's care (and is easy to read).
constexpr HeuristicConfig kEasy{.epsilon = 0.25, .temperature = 0.5};

}  // namespace

const std::vector<std::string>& botKinds() {
  static const std::vector<std::string> kinds{"easy",   "normal",    "hard",
                                              "random", "heuristic", "ismcts"};
  return kinds;
}

bool isBotKind(std::string_view kind) {
  const auto& kinds = botKinds();
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

IsmctsConfig searchConfig(std::string_view kind, const BotOverrides& overrides,
                          const rules::SearchSettings& game) {
  IsmctsConfig config;
  if (kind == "normal" || kind == "hard") {
    const rules::LevelSearch& level = kind == "normal" ? game.normal : game.hard;
    config.iterations = level.iterations;
    config.budgetMs = overrides.uncapped ? 0 : kind == "normal" ? kNormalCapMs : kHardCapMs;
    config.playoutCutoff = level.playoutCutoff;
    config.playoutGreedy = level.playoutGreedy;
    config.modelIterations = level.modelIterations;
    if (level.commitTemperature) config.commitTemperature = *level.commitTemperature;
    config.inferOpponentTypes = level.inferOpponentTypes;
  }
  if (overrides.iterations > 0) {
    config.iterations = overrides.iterations;
    if (overrides.budgetMs <= 0) config.budgetMs = 0;
  }
  if (overrides.budgetMs > 0) {
    config.budgetMs = overrides.budgetMs;
    if (overrides.iterations <= 0) config.iterations = 0;
  }
  return config;
}

rules::SearchSettings searchSettingsOf(std::string_view gameId) {
  const rules::Game* game = gameId.empty() ? nullptr : rules::builtinGames().find(gameId);
  return game ? game->searchSettings() : rules::SearchSettings{};
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, const rules::SearchSettings& game) {
  if (kind == "random") return std::make_unique<RandomBot>(seed);
  if (kind == "heuristic") return std::make_unique<HeuristicBot>(seed);
  if (kind == "easy") return std::make_unique<HeuristicBot>(seed, kEasy);
  if (kind == "normal" || kind == "hard" || kind == "ismcts") {
    return std::make_unique<IsmctsBot>(seed, searchConfig(kind, overrides, game));
  }
  return nullptr;
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed) {
  return makeBot(kind, seed, BotOverrides{}, rules::SearchSettings{});
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, std::string_view gameId) {
  return makeBot(kind, seed, overrides, searchSettingsOf(gameId));
}

}  // namespace gm::ai
