#include "bot_factory.h"

#include <algorithm>

#include "heuristic_bot.h"
#include "random_bot.h"

namespace gm::ai {
namespace {

// Budgets measured at Knockdown on the 2-core reference machine (bench/ gm_bench, BM_Move*): about
// 400,000 iterations per second of one core from the opening, so Normal's iterations take ~90 ms
// and Hard's ~350 ms (about twice that while other work shares the machine). The caps only bite on
// a machine several times slower, where they keep the levels within 250 ms and 1 s.
constexpr IsmctsConfig kNormal{.iterations = 40000, .budgetMs = 200};
constexpr IsmctsConfig kHard{.iterations = 160000, .budgetMs = 900};
// Easy plays the game's heuristic, a quarter of its moves at random and the rest drawn from a
// softmax, so it makes sensible moves without the search's care (and is easy to read).
constexpr HeuristicConfig kEasy{.epsilon = 0.25, .temperature = 0.5};

// Artbot: a random playout runs ~65 actions at 2 seats and ~270 at 4, and in a game this full of
// luck a whole one tells the search little more than its first turns: playouts cut after 20
// actions and judged by the share of HP (ArtbotState::estimate) won as often against random play
// (simulate, 1,000 iterations, 200 games at 2 seats: 77 % cut, 76 % whole) at a fraction of the
// cost, and at 4 seats they make the search affordable at all. Normal's budget is the point where
// more iterations stopped paying (1,000 and 4,000 played alike at 2 seats).
constexpr IsmctsConfig kArtbotNormal{.iterations = 4000, .budgetMs = 200, .playoutCutoff = 20};
constexpr IsmctsConfig kArtbotHard{.iterations = 16000, .budgetMs = 900, .playoutCutoff = 20};

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
                          std::string_view gameId) {
  IsmctsConfig config;
  const bool artbot = gameId == "artbot";
  if (kind == "normal") config = artbot ? kArtbotNormal : kNormal;
  if (kind == "hard") config = artbot ? kArtbotHard : kHard;
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

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed) {
  return makeBot(kind, seed, BotOverrides{});
}

std::unique_ptr<Bot> makeBot(std::string_view kind, std::uint64_t seed,
                             const BotOverrides& overrides, std::string_view gameId) {
  if (kind == "random") return std::make_unique<RandomBot>(seed);
  if (kind == "heuristic") return std::make_unique<HeuristicBot>(seed);
  if (kind == "easy") return std::make_unique<HeuristicBot>(seed, kEasy);
  if (kind == "normal" || kind == "hard" || kind == "ismcts") {
    return std::make_unique<IsmctsBot>(seed, searchConfig(kind, overrides, gameId));
  }
  return nullptr;
}

}  // namespace gm::ai
