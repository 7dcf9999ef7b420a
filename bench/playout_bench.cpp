// Random playouts of every shipped game: the raw speed of each engine, which bounds every search.
// Targets: Knockdown, Engines of Vengeance (a single Act) and Artbot (two players) >= 100,000
// games/s on one core.
// Each game is registered with the variant it is measured in; a new game is one line in kGames.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/builtin_games.h"

namespace {

using gm::rules::ActionId;

struct BenchGame {
  const char* name;  // the benchmark's name part
  const char* id;    // game id in the registry
  const char* variant;
};

// Engines is timed by the Act (its match is three of them, run by the match wrapper).
constexpr BenchGame kGames[] = {
    {"Knockdown", "knockdown", "{}"},
    {"EnginesAct", "engines", R"({"acts": 1})"},
    {"Artbot", "artbot", "{}"},      // two players, 20-card decks drawn from the starter collection
    {"Vendetta", "vendetta", "{}"},  // two clones, both card sets (target: >= 20,000 games/s)
    {"Vitium", "vitium", R"({"rounds": 16})"},  // two bosses, bots' round limit (>= 20,000/s)
};

std::unique_ptr<gm::rules::GameState> newGame(const BenchGame& g, std::uint64_t seed) {
  const auto* game = gm::rules::builtinGames().find(g.id);
  auto state = game->newGame({2, seed, nlohmann::json::parse(g.variant)});
  return std::move(state.value());
}

void playOut(gm::rules::GameState& state, gm::rules::Rng& rng, std::vector<ActionId>& legal,
             long& actions) {
  while (!state.isTerminal()) {
    state.legalActions(legal);
    state.dropActionsBotsNeverTake(legal);  // as a random bot plays
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

// A new game (dealt from a new seed through Game::newGame) played to the end at random.
void randomGame(benchmark::State& state, const BenchGame& g) {
  gm::rules::Rng rng(1);
  std::vector<ActionId> legal;
  std::uint64_t seed = 0;
  long actions = 0;
  for (auto _ : state) {
    auto game = newGame(g, ++seed);
    playOut(*game, rng, legal, actions);
    benchmark::DoNotOptimize(game->returns());
  }
  report(state, actions);
}

// The playout a search runs: a copy of a dealt start (clone, reseeded) played to the end at random.
void randomPlayoutFromClone(benchmark::State& state, const BenchGame& g) {
  gm::rules::Rng rng(2);
  std::vector<ActionId> legal;
  const auto start = newGame(g, 7);
  long actions = 0;
  for (auto _ : state) {
    auto game = start->clone();
    game->rng().reseed(rng.next());
    playOut(*game, rng, legal, actions);
    benchmark::DoNotOptimize(game->returns());
  }
  report(state, actions);
}

const bool kRegistered = [] {
  for (const auto& g : kGames) {
    benchmark::RegisterBenchmark((std::string("BM_") + g.name + "RandomGame").c_str(), randomGame,
                                 g);
    benchmark::RegisterBenchmark((std::string("BM_") + g.name + "RandomPlayoutFromClone").c_str(),
                                 randomPlayoutFromClone, g);
  }
  return true;
}();

}  // namespace
