// Artbot, Personal Vendetta and Vitium at 2 and 4 seats: IS-MCTS iterations per second (searched
// as the game's Normal level does: its playouts cut, greedy where the game asks) and the time of
// one move at each AI level as the game tunes it (targets: Normal <= 250 ms and Hard <= 1 s at 4
// seats). Args: {seats, position}; position 0 is the first decision of the game, 1 a decision of
// the middle game (random play from seeds 3, 4, ... until a game has had `minActions` actions and
// reaches the game's main phase with three or more actions to choose from).
//
// The benchmarks are registered from the table below, one set per game, under the names
// BM_<Name>IsmctsIterations, BM_<Name>MoveEasy, BM_<Name>MoveNormal and BM_<Name>MoveHard.
#include <benchmark/benchmark.h>

#include <array>
#include <functional>
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

struct SearchedGame {
  const char* name;  // in the benchmarks' names
  const char* id;
  int minActions;
  // Whether a state is in the game's main phase (where most of its decisions are).
  std::function<bool(const GameState&)> mainPhase;
};

const std::array<SearchedGame, 3> kGames{{
    {"Artbot", "artbot", 40,
     [](const GameState& st) { return st.observe(st.actingSeat())["phase"] == "play"; }},
    {"Vendetta", "vendetta", 30,
     [](const GameState& st) { return st.observe(gm::rules::kNoSeat)["phase"] == "main"; }},
    {"Vitium", "vitium", 30,
     [](const GameState& st) { return st.observe(st.actingSeat())["extra"]["phase"] == "main"; }},
}};

std::unique_ptr<GameState> position(const SearchedGame& g, int seats, int which) {
  const auto* game = gm::rules::builtinGames().find(g.id);
  for (std::uint64_t seed = 3;; ++seed) {
    auto st = std::move(game->newGame({seats, seed, nlohmann::json::object()}).value());
    if (which == 0) return st;
    gm::rules::Rng rng(seed);
    std::vector<ActionId> legal;
    for (int i = 0; !st->isTerminal(); ++i) {
      st->legalActions(legal);
      if (i >= g.minActions && legal.size() >= 3 && g.mainPhase(*st)) return st;
      st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

void positions(benchmark::internal::Benchmark* b) {
  b->Args({2, 0})->Args({2, 1})->Args({4, 0})->Args({4, 1})->Unit(benchmark::kMillisecond);
}

std::unique_ptr<GameState> positionOf(const SearchedGame& g, const benchmark::State& state) {
  return position(g, static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
}

const bool kRegistered = [] {
  for (const SearchedGame& g : kGames) {
    const std::string prefix = std::string("BM_") + g.name;
    benchmark::RegisterBenchmark((prefix + "IsmctsIterations").c_str(),
                                 [&g](benchmark::State& state) {
                                   const auto start = positionOf(g, state);
                                   const PlayerView view(*start, start->actingSeat(), 11);
                                   gm::bench::timeNormalIterations(state, view, 2000);
                                 })
        ->Apply(positions);
    for (const char* level : {"easy", "normal", "hard"}) {
      std::string title = level;
      title[0] = static_cast<char>(title[0] - 'a' + 'A');
      benchmark::RegisterBenchmark((prefix + "Move" + title).c_str(),
                                   [&g, level](benchmark::State& state) {
                                     const auto start = positionOf(g, state);
                                     const PlayerView view(*start, start->actingSeat(), 13);
                                     gm::bench::timeLevelMove(state, level, view);
                                   })
          ->Apply(positions)
          ->UseRealTime();
    }
  }
  return true;
}();

}  // namespace
