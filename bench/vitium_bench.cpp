// Random playouts of Vitium at 2 bosses (target: >= 20,000 games/s on one core). Vitium is not in
// the builtin registry until its table lands (issue 16), so the card file is read from the source
// tree; when it joins GM_GAMES it becomes one line of playout_bench.cpp's kGames.
#include <benchmark/benchmark.h>

#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "core/rng.h"
#include "vitium/vitium_game.h"

namespace {

using gm::rules::ActionId;

const gm::rules::Game& vitium() {
  static const auto game = [] {
    std::ifstream in(GM_VITIUM_CARDS);
    std::stringstream text;
    text << in.rdbuf();
    auto made = gm::rules::vitium::makeGame(text.str(), GM_VITIUM_CARDS);
    return std::move(made.value());
  }();
  return *game;
}

std::unique_ptr<gm::rules::GameState> newGame(std::uint64_t seed) {
  auto made = vitium().newGame({2, seed, nlohmann::json::object()});
  return std::move(made.value());
}

void playOut(gm::rules::GameState& state, gm::rules::Rng& rng, std::vector<ActionId>& legal,
             long& actions) {
  while (!state.isTerminal()) {
    state.legalActions(legal);
    state.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    ++actions;
  }
}

void report(benchmark::State& state, long actions) {
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["actions/game"] =
      static_cast<double>(actions) / static_cast<double>(std::max<long>(1, state.iterations()));
}

// A new game (characters and deals from a new seed) played to the end at random.
void BM_VitiumRandomGame(benchmark::State& state) {
  gm::rules::Rng rng(1);
  std::vector<ActionId> legal;
  std::uint64_t seed = 0;
  long actions = 0;
  for (auto _ : state) {
    auto game = newGame(++seed);
    playOut(*game, rng, legal, actions);
    benchmark::DoNotOptimize(game->returns());
  }
  report(state, actions);
}
BENCHMARK(BM_VitiumRandomGame);

// The playout a search runs: a copy of a dealt start, reseeded, played to the end at random.
void BM_VitiumRandomPlayoutFromClone(benchmark::State& state) {
  gm::rules::Rng rng(2);
  std::vector<ActionId> legal;
  const auto start = newGame(7);
  long actions = 0;
  for (auto _ : state) {
    auto game = start->clone();
    game->rng().reseed(rng.next());
    playOut(*game, rng, legal, actions);
    benchmark::DoNotOptimize(game->returns());
  }
  report(state, actions);
}
BENCHMARK(BM_VitiumRandomPlayoutFromClone);

}  // namespace
