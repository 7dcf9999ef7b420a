#pragma once
// What kind of player each other seat is, judged from the commits it has revealed so far: Bayesian
// inference over a few fixed types of player (type-based reasoning; Harsanyi 1967, Albrecht,
// Crandall and Ramamoorthy 2016, "Belief and Truth in Hypothesised Behaviours"). The search bot
// uses it at secret commits (IsmctsConfig::inferOpponentTypes):
//  - Reasoning: commits like the bot's own search expects a reasoning player to (its regret
//    matching at that seat's node);
//  - Uniform: commits at random;
//  - Greedy: commits the game's heuristic favourite (GameState::heuristicWeights), as a player who
//    takes the obvious card does.
// After each of the bot's commits it keeps, for every other seat of that round, where in the
// history that seat's commit stands and how likely each of its commits was under each type. At the
// bot's next commit that seat's commit is public: each type's weight is multiplied by the
// likelihood it gave the commit, then normalised, with a floor so that a player who changes style
// is followed. A history that does not go on from the one kept (a new game, a take-back) forgets
// it all.
#include <array>
#include <cstddef>
#include <span>
#include <vector>

#include "core/types.h"

namespace gm::ai {

class OpponentTypes {
 public:
  enum Type { Reasoning, Uniform, Greedy, kTypeCount };
  using Weights = std::array<double, kTypeCount>;

  // Each type's likelihood is blended with this share of uniform play, so no commit is impossible
  // under a type (a player who mostly reasons or mostly takes the obvious card still slips).
  static constexpr double kTremble = 0.1;
  // No type's weight falls below this after an update.
  static constexpr double kFloor = 0.02;

  explicit OpponentTypes(Weights prior);

  // A seat's commit expected in the round that starts at `roundStart` (the history's length
  // then): its place in the history and, for each of its legal actions, the probability each type
  // gives it (each type's row sums to 1 over `actions`).
  struct Expected {
    rules::Seat seat = rules::kNoSeat;
    std::size_t index = 0;
    std::vector<rules::ActionId> actions;
    std::vector<Weights> likelihood;  // parallel to actions
  };

  // Before a commit of the bot's seat in the round starting at `roundStart` of `history`: credits
  // the commits expected at the bot's last commit that the history now shows (those before
  // `roundStart`), or forgets everything if the history does not go on from the one kept then;
  // keeps the history up to `roundStart` for the next call.
  void observe(std::span<const rules::ActionId> history, std::size_t roundStart);
  // After the bot's commit: what it expects of the other seats in the round of the last
  // observe() (replacing anything expected before).
  void expect(std::vector<Expected> expected) { m_expected = std::move(expected); }

  // The current weights of `seat`'s types (the prior for a seat never observed); they sum to 1.
  Weights belief(rules::Seat seat) const;
  // How many of `seat`'s commits have been credited since the last reset.
  int observed(rules::Seat seat) const;

 private:
  struct Belief {
    rules::Seat seat;
    Weights weight;
    int observed;
  };
  Belief& beliefOf(rules::Seat seat);
  void reset();

  Weights m_prior;
  std::vector<Belief> m_beliefs;
  std::vector<rules::ActionId> m_prefix;  // the history up to the round of the last observe()
  std::vector<Expected> m_expected;
};

}  // namespace gm::ai
