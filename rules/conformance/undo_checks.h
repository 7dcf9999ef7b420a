#pragma once
// Generic checks of GameState::undoBarrier() (rules/core/game_state.h). Undo must never let a seat
// see hidden information and choose again: so the actions a seat may take back must have shown it
// nothing that hidden cards or the random generator decided. Checked without trusting the notes:
// a world resampled for the seat where those actions began (its hidden cards and its generator
// redrawn), played on with the same actions, must show the seat exactly what the truth shows it.
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/rng.h"

namespace gm::test {

// `st` is tracked for undo from its first action; past[i] is a copy of it after i actions (for
// every i below its history's length). Appends what is wrong to `problems`.
void checkUndoBarriers(const rules::GameState& st,
                       std::span<const std::unique_ptr<rules::GameState>> past, rules::Rng& rng,
                       std::vector<std::string>& problems);

}  // namespace gm::test
