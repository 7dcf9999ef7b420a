#pragma once
// Test support for the Knockdown tests: a fixed card set made for testing rules (independent of the
// shipped cards, so designers can edit those freely), and small helpers to build and drive states.
#include <memory>
#include <string>

#include "core/game.h"
#include "knockdown/knockdown_game.h"
#include "knockdown/knockdown_state.h"

namespace gm::rules::knockdown::test {

// Hand indices of the test cards (the order in kTestCards).
enum TestCard {
  kQuick = 0,      // speed 9, 2 damage
  kFlash = 1,      // INSTANT, 1 damage
  kMid = 2,        // speed 5, 3 damage
  kMidGuard = 3,   // speed 5, 2 damage, reduce 1
  kSlow = 4,       // speed 2, 5 damage, CRITICAL against Mid
  kGuard = 5,      // INSTANT, reduce 3
  kLateGuard = 6,  // speed 1, reduce 3
  kCharge = 7,     // speed 7, momentum 3
  kCounter = 8,    // speed 4, 2 damage; AGAINST Slow: +2 damage, +1 momentum
  kHuge = 9,       // speed 3, 10 damage, CRITICAL against Charge
};

inline constexpr const char* kTestCards = R"json({
  "game": "knockdown", "version": 1,
  "stamina": {"rally": 8, "unstable": 4, "stable": 28},
  "actions": [
    {"id": "quick", "name": "Quick", "speed": 9, "damage": 2, "text": "t"},
    {"id": "flash", "name": "Flash", "speed": "instant", "damage": 1, "text": "t"},
    {"id": "mid", "name": "Mid", "speed": 5, "damage": 3, "text": "t"},
    {"id": "mid_guard", "name": "Mid Guard", "speed": 5, "damage": 2, "reduce": 1, "text": "t"},
    {"id": "slow", "name": "Slow", "speed": 2, "damage": 5, "critical": {"against": ["mid"]},
     "text": "t"},
    {"id": "guard", "name": "Guard", "speed": "instant", "damage": 0, "reduce": 3, "text": "t"},
    {"id": "late_guard", "name": "Late Guard", "speed": 1, "damage": 0, "reduce": 3, "text": "t"},
    {"id": "charge", "name": "Charge", "speed": 7, "damage": 0, "momentum": 3, "text": "t"},
    {"id": "counter", "name": "Counter", "speed": 4, "damage": 2,
     "against": [{"cards": ["slow"], "damage": 2, "momentum": 1}], "text": "t"},
    {"id": "huge", "name": "Huge", "speed": 3, "damage": 10, "critical": {"against": ["charge"]},
     "text": "t"}
  ]
})json";

inline std::shared_ptr<const Game> testGame() {
  static const std::shared_ptr<const Game> game = [] {
    auto g = makeGame(kTestCards, "test-cards.json");
    return g ? g.value() : nullptr;
  }();
  return game;
}

inline std::unique_ptr<KnockdownState> newState(std::uint64_t seed = 1,
                                                std::shared_ptr<const Game> game = testGame()) {
  GameOptions o;
  o.seed = seed;
  auto s = game->newGame(o);
  return std::unique_ptr<KnockdownState>(static_cast<KnockdownState*>(s.value().release()));
}

// Plays one whole turn: seat 0 commits a0, seat 1 commits a1.
inline void playTurn(KnockdownState& s, int a0, int a1) {
  s.apply(a0);
  s.apply(a1);
}

inline std::string repeat(char c, int n) {
  return std::string(static_cast<std::size_t>(n), c);
}

}  // namespace gm::rules::knockdown::test
