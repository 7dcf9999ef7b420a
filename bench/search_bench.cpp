// The search: IS-MCTS iterations per second and the time of one move at each AI level.
#include <benchmark/benchmark.h>

#include <string>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
#include "bench_fights.h"

namespace {

using gm::ai::PlayerView;

// Iterations per second of CPU time (one core) from the start of a fight (arg 0) and mid-fight (arg
// 1).
void BM_IsmctsIterations(benchmark::State& state) {
  const auto position = state.range(0) == 0 ? gm::bench::newFight(3) : gm::bench::midFight();
  const PlayerView view(*position, position->actingSeat(), 11);
  gm::bench::timeNormalIterations(state, view, 20000);
}
BENCHMARK(BM_IsmctsIterations)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// One move of a difficulty level, mid-fight, for seat 0 and for seat 1 (after seat 0 committed;
// its view knows the round's start, as in play, so Hard's opponent model predicts seat 0).
void levelMove(benchmark::State& state, const std::string& level) {
  const auto roundStart = gm::bench::midFight();
  auto position = roundStart->clone();
  if (state.range(0) == 1) position->apply(3);
  const PlayerView view(*position, position->actingSeat(), 13, roundStart.get());
  gm::bench::timeLevelMove(state, level, view);
}
void BM_MoveEasy(benchmark::State& state) {
  levelMove(state, "easy");
}
void BM_MoveNormal(benchmark::State& state) {
  levelMove(state, "normal");
}
void BM_MoveHard(benchmark::State& state) {
  levelMove(state, "hard");
}
BENCHMARK(BM_MoveEasy)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MoveNormal)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MoveHard)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
