#include "bench_fights.h"

#include <cstdio>
#include <cstdlib>

#include "ai/random_bot.h"
#include "games/builtin_games.h"

namespace gm::bench {

const rules::Game& knockdown() {
  const rules::Game* game = rules::builtinGames().find("knockdown");
  if (!game) {
    std::fprintf(stderr, "gm_bench: Knockdown is not registered\n");
    std::abort();
  }
  return *game;
}

std::unique_ptr<rules::GameState> newFight(std::uint64_t seed) {
  auto state = knockdown().newGame(rules::GameOptions{2, seed, nlohmann::json::object()});
  if (!state) {
    std::fprintf(stderr, "gm_bench: %s\n", state.error().c_str());
    std::abort();
  }
  return std::move(state.value());
}

std::unique_ptr<rules::GameState> midFight() {
  for (std::uint64_t seed = 42;; ++seed) {
    auto state = newFight(seed);
    ai::RandomBot bot(seed);
    for (int i = 0; i < 10 && !state->isTerminal(); ++i) {
      state->apply(bot.choose(ai::PlayerView(*state, state->actingSeat(), seed + i), {}));
    }
    if (!state->isTerminal()) return state;
  }
}

}  // namespace gm::bench
