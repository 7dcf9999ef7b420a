// Engines of Vengeance through the match wrapper: IS-MCTS iterations per second (searched as the
// Normal level does, playouts cut where the game says), the time of one
// move at each AI level (target: Normal <= 250 ms), and random playouts of whole matches (what a
// search of a match plays out).
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
#include "bench_fights.h"
#include "core/rng.h"
#include "games/builtin_games.h"

namespace {

using gm::ai::PlayerView;
using gm::rules::ActionId;
using gm::rules::GameState;

std::unique_ptr<GameState> newEngines(std::uint64_t seed, nlohmann::json variant) {
  const auto* game = gm::rules::builtinGames().find("engines");
  return std::move(game->newGame(gm::rules::GameOptions{2, seed, std::move(variant)}).value());
}

// Arg 0: the first decision of a single Act. Arg 1: a single Act after at least 12 random actions
// (cards on the table at several angles), at a decision with 3 or more choices. Arg 2: the first
// decision of Act 2 of a match.
std::unique_ptr<GameState> position(int which) {
  if (which == 2) {
    auto st = newEngines(21, nlohmann::json::object());
    gm::rules::Rng rng(21);
    std::vector<ActionId> legal;
    while (st->observe(gm::rules::kNoSeat)["match"]["act"] == 1) {
      st->legalActions(legal);
      st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
    return st;
  }
  for (std::uint64_t seed = 5;; ++seed) {
    auto st = newEngines(seed, {{"acts", 1}});
    gm::rules::Rng rng(seed);
    std::vector<ActionId> legal;
    for (int i = 0; which == 1 && !st->isTerminal(); ++i) {
      st->legalActions(legal);
      if (i >= 12 && legal.size() >= 3) break;
      st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
    if (!st->isTerminal()) return st;
  }
}

void BM_EnginesIsmctsIterations(benchmark::State& state) {
  const auto start = position(static_cast<int>(state.range(0)));
  const PlayerView view(*start, start->actingSeat(), 11);
  gm::bench::timeNormalIterations(state, view, 10000);
}
BENCHMARK(BM_EnginesIsmctsIterations)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

void enginesMove(benchmark::State& state, const std::string& level) {
  const auto start = position(static_cast<int>(state.range(0)));
  const PlayerView view(*start, start->actingSeat(), 13);
  gm::bench::timeLevelMove(state, level, view);
}
void BM_EnginesMoveEasy(benchmark::State& state) {
  enginesMove(state, "easy");
}
void BM_EnginesMoveNormal(benchmark::State& state) {
  enginesMove(state, "normal");
}
void BM_EnginesMoveHard(benchmark::State& state) {
  enginesMove(state, "hard");
}
BENCHMARK(BM_EnginesMoveEasy)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_EnginesMoveNormal)
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_EnginesMoveHard)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// A dealt match (clone of one start, generator reseeded) played to its end at random.
void BM_EnginesRandomMatchPlayout(benchmark::State& state) {
  gm::rules::Rng rng(2);
  std::vector<ActionId> legal;
  const auto start = newEngines(7, nlohmann::json::object());
  long actions = 0;
  for (auto _ : state) {
    auto match = start->clone();
    match->rng().reseed(rng.next());
    while (!match->isTerminal()) {
      match->legalActions(legal);
      match->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
      ++actions;
    }
    benchmark::DoNotOptimize(match->returns());
  }
  state.counters["matches/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["actions/match"] =
      static_cast<double>(actions) / static_cast<double>(std::max<long>(1, state.iterations()));
}
BENCHMARK(BM_EnginesRandomMatchPlayout);

}  // namespace
