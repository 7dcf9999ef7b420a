#pragma once
// Test support: "Countdown", the smallest complete game, so the save format can be tested without
// any real engine. A counter starts at 9; seats take turns removing 1, 2 or 3 (action ids 0, 1, 2);
// whoever removes the last point loses, everyone else wins. No cards, no hidden information.
#include <memory>

#include "core/game.h"

namespace gm::test {

inline constexpr int kCountdownRulesVersion = 3;

// A Countdown game for 2 to 4 seats, registered under id "countdown".
std::shared_ptr<const rules::Game> makeCountdownGame();

}  // namespace gm::test
