#pragma once
// Knockdown positions shared by the benchmarks.
#include <cstdint>
#include <memory>

#include "core/game.h"

namespace gm::bench {

const rules::Game& knockdown();
std::unique_ptr<rules::GameState> newFight(std::uint64_t seed);
// The same mid-fight position every run: five turns of random play (so Stamina has been revealed,
// momentum and Unstable piles are in play), seat 0 to commit.
std::unique_ptr<rules::GameState> midFight();

}  // namespace gm::bench
