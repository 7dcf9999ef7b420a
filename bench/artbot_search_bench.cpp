// Artbot at 2 and 4 seats: IS-MCTS iterations per second (searched as the Normal level does, its
// playouts cut) and the time of one move at each AI level as the game tunes it (target: Normal <=
// 250 ms at 4 seats). Args: {seats, position}; position 0 is the first decision of the game (seat 0
// returns a card), 1 a play decision of the middle game (at least 40 random actions in, three or
// more cards to choose from).
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

std::unique_ptr<GameState> newArtbot(int seats, std::uint64_t seed) {
  const auto* game = gm::rules::builtinGames().find("artbot");
  return std::move(
      game->newGame(gm::rules::GameOptions{seats, seed, nlohmann::json::object()}).value());
}

std::unique_ptr<GameState> position(int seats, int which) {
  for (std::uint64_t seed = 3;; ++seed) {
    auto st = newArtbot(seats, seed);
    if (which == 0) return st;
    gm::rules::Rng rng(seed);
    std::vector<ActionId> legal;
    for (int i = 0; !st->isTerminal(); ++i) {
      st->legalActions(legal);
      const bool play = st->observe(st->actingSeat())["phase"] == "play";
      if (i >= 40 && play && legal.size() >= 3) return st;
      st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

void positions(benchmark::internal::Benchmark* b) {
  b->Args({2, 0})->Args({2, 1})->Args({4, 0})->Args({4, 1})->Unit(benchmark::kMillisecond);
}

void BM_ArtbotIsmctsIterations(benchmark::State& state) {
  const auto start = position(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const PlayerView view(*start, start->actingSeat(), 11);
  gm::bench::timeNormalIterations(state, view, 2000);
}

void artbotMove(benchmark::State& state, const std::string& level) {
  const auto start = position(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const PlayerView view(*start, start->actingSeat(), 13);
  gm::bench::timeLevelMove(state, level, view);
}
void BM_ArtbotMoveEasy(benchmark::State& state) {
  artbotMove(state, "easy");
}
void BM_ArtbotMoveNormal(benchmark::State& state) {
  artbotMove(state, "normal");
}
void BM_ArtbotMoveHard(benchmark::State& state) {
  artbotMove(state, "hard");
}
BENCHMARK(BM_ArtbotIsmctsIterations)->Apply(positions);
BENCHMARK(BM_ArtbotMoveEasy)->Apply(positions)->UseRealTime();
BENCHMARK(BM_ArtbotMoveNormal)->Apply(positions)->UseRealTime();
BENCHMARK(BM_ArtbotMoveHard)->Apply(positions)->UseRealTime();

}  // namespace
