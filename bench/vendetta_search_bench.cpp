// Personal Vendetta at 2 and 4 clones: IS-MCTS iterations per second (searched as the Normal level
// does, its playouts cut) and the time of one move at each AI level as the game tunes it (targets:
// Normal <= 250 ms and Hard <= 1 s at 4 clones). Args: {seats, position}; position 0 is the first
// decision of the game, 1 a main-phase decision of the middle game (at least 30 random actions in,
// three or more actions to choose from).
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/ismcts_bot.h"
#include "bench_fights.h"
#include "core/rng.h"
#include "games/builtin_games.h"

namespace {

using gm::ai::PlayerView;
using gm::rules::ActionId;
using gm::rules::GameState;

std::unique_ptr<GameState> vendettaPosition(int seats, int which) {
  const auto* game = gm::rules::builtinGames().find("vendetta");
  for (std::uint64_t seed = 3;; ++seed) {
    auto st = std::move(game->newGame({seats, seed, nlohmann::json::object()}).value());
    if (which == 0) return st;
    gm::rules::Rng rng(seed);
    std::vector<ActionId> legal;
    for (int i = 0; !st->isTerminal(); ++i) {
      st->legalActions(legal);
      const bool main = st->observe(gm::rules::kNoSeat)["phase"] == "main";
      if (i >= 30 && main && legal.size() >= 3) return st;
      st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

void positions(benchmark::internal::Benchmark* b) {
  b->Args({2, 0})->Args({2, 1})->Args({4, 0})->Args({4, 1})->Unit(benchmark::kMillisecond);
}

void BM_VendettaIsmctsIterations(benchmark::State& state) {
  const auto start =
      vendettaPosition(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const PlayerView view(*start, start->actingSeat(), 11);
  gm::bench::timeNormalIterations(state, view, 2000);
}

void vendettaMove(benchmark::State& state, const std::string& level) {
  const auto start =
      vendettaPosition(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const PlayerView view(*start, start->actingSeat(), 13);
  gm::bench::timeLevelMove(state, level, view);
}
void BM_VendettaMoveNormal(benchmark::State& state) {
  vendettaMove(state, "normal");
}
void BM_VendettaMoveHard(benchmark::State& state) {
  vendettaMove(state, "hard");
}
BENCHMARK(BM_VendettaIsmctsIterations)->Apply(positions);
BENCHMARK(BM_VendettaMoveNormal)->Apply(positions)->UseRealTime();
BENCHMARK(BM_VendettaMoveHard)->Apply(positions)->UseRealTime();

}  // namespace
