#pragma once
// Knockdown positions shared by the benchmarks.
#include <cstdint>
#include <memory>
#include <string>

#include "ai/ismcts_bot.h"
#include "ai/player_view.h"
#include "core/game.h"

namespace benchmark {
class State;
}

namespace gm::bench {

const rules::Game& knockdown();
std::unique_ptr<rules::GameState> newFight(std::uint64_t seed);
// The same mid-fight position every run: five turns of random play (so Stamina has been revealed,
// momentum and Unstable piles are in play), seat 0 to commit.
std::unique_ptr<rules::GameState> midFight();

// Times one move of difficulty `level` from `view` (a new bot per run, seeded 1, 2, ...) and
// reports the search iterations per move, the level's budget and the share of moves that reached
// it within the level's time cap; every game's move-time benchmark uses it.
void timeLevelMove(benchmark::State& state, const std::string& level, const ai::PlayerView& view);
// IS-MCTS as the game's Normal level searches it (playout cut-off included) with `iterations`.
ai::IsmctsConfig normalSearch(const ai::PlayerView& view, int iterations);
// Times searches of `iterations` from `view` as the Normal level runs them (normalSearch) and
// reports the counter "iterations/s" (and "nodes" of the last search); every game's iteration
// benchmark uses it.
void timeNormalIterations(benchmark::State& state, const ai::PlayerView& view, int iterations);

}  // namespace gm::bench
