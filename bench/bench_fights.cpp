#include "bench_fights.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
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

ai::IsmctsConfig normalSearch(const ai::PlayerView& view, int iterations) {
  return ai::searchConfig("normal", ai::BotOverrides{.iterations = iterations},
                          ai::searchSettingsOf(view.info().id));
}

void timeNormalIterations(benchmark::State& state, const ai::PlayerView& view, int iterations) {
  ai::IsmctsBot bot(5, normalSearch(view, iterations));
  long done = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(bot.choose(view, {}));
    done += bot.lastSearch().iterations;
  }
  state.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(done), benchmark::Counter::kIsRate);
  state.counters["nodes"] = static_cast<double>(bot.lastSearch().nodes);
}

void timeLevelMove(benchmark::State& state, const std::string& level, const ai::PlayerView& view) {
  std::uint64_t seed = 0;
  long iterations = 0;
  long reached = 0;
  int budget = 0;
  for (auto _ : state) {
    auto bot = ai::makeBot(level, ++seed, {}, view.info().id);
    benchmark::DoNotOptimize(bot->choose(view, {}));
    if (auto* search = dynamic_cast<ai::IsmctsBot*>(bot.get())) {
      budget = search->config().iterations;
      iterations += search->lastSearch().iterations;
      if (search->lastSearch().iterations >= budget) ++reached;
    }
  }
  const double moves = static_cast<double>(std::max<long>(1, state.iterations()));
  state.counters["iterations/move"] = static_cast<double>(iterations) / moves;
  // The level's iteration budget and the share of moves that reached it before the time cap: 1
  // means the level played as configured (reproducible by seed), less that the clock cut it.
  if (budget > 0) {
    state.counters["budget"] = budget;
    state.counters["reached"] = static_cast<double>(reached) / moves;
  }
}

}  // namespace gm::bench
