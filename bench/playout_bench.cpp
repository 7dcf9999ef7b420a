// Random Knockdown playouts: the raw speed of the engine, which bounds every search.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_fights.h"
#include "core/rng.h"

namespace {

using gm::rules::ActionId;

void playOut(gm::rules::GameState& state, gm::rules::Rng& rng, std::vector<ActionId>& legal,
             long& actions) {
  while (!state.isTerminal()) {
    state.legalActions(legal);
    state.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    ++actions;
  }
}

void reportGames(benchmark::State& state, long actions) {
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["actions/game"] =
      static_cast<double>(actions) / static_cast<double>(std::max<long>(1, state.iterations()));
}

// A new game (dealt from a new seed through Game::newGame) played to the end at random.
void BM_KnockdownRandomGame(benchmark::State& state) {
  gm::rules::Rng rng(1);
  std::vector<ActionId> legal;
  legal.reserve(16);
  std::uint64_t seed = 0;
  long actions = 0;
  for (auto _ : state) {
    auto fight = gm::bench::newFight(++seed);
    playOut(*fight, rng, legal, actions);
    benchmark::DoNotOptimize(fight->returns());
  }
  reportGames(state, actions);
}
BENCHMARK(BM_KnockdownRandomGame);

// The playout the search runs: a copy of a dealt start (clone) played to the end at random.
void BM_KnockdownRandomPlayoutFromClone(benchmark::State& state) {
  gm::rules::Rng rng(2);
  std::vector<ActionId> legal;
  legal.reserve(16);
  const auto start = gm::bench::newFight(7);
  long actions = 0;
  for (auto _ : state) {
    auto fight = start->clone();
    fight->rng().reseed(rng.next());
    playOut(*fight, rng, legal, actions);
    benchmark::DoNotOptimize(fight->returns());
  }
  reportGames(state, actions);
}
BENCHMARK(BM_KnockdownRandomPlayoutFromClone);

}  // namespace
