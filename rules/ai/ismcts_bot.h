#pragma once
// Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse 2012), one
// tree for all seats.
//
// Each iteration draws a determinization (a full world consistent with the bot's view), walks down
// the tree choosing with UCB1 over availability counts, adds at most one new node (an information
// set met for the second time), plays the rest of the game out at random (or up to a cut-off, then
// asks GameState::estimate()) and credits every seat's return to the nodes where that seat acted.
// Nodes are keyed by the acting seat's information set, so at a secret commit the next seat's node
// is the same whatever the earlier seat committed: nobody's choice in the tree can depend on a
// commit it may not see. Rewards are returns mapped from [-1, 1] to [0, 1].
//
// The final choice at a Decision root is the most visited action; at a SecretCommit root it is
// drawn with probability proportional to visits (raised to 1 / commitTemperature), a mixed
// strategy: in a simultaneous game any fixed choice can be read and punished.
//
// Determinism: for a given seed and an iteration budget that is not cut short by the millisecond
// cap or the stop token, the sequence of choices is fixed.
#include <chrono>
#include <cstdint>
#include <vector>

#include "bot.h"
#include "core/rng.h"
#include "ismcts_tree.h"

namespace gm::ai {

struct IsmctsConfig {
  // Limits; the search stops at the first one reached (0 lifts a limit; if both are 0 the search
  // runs kDefaultIterations).
  int iterations = 1000;
  int budgetMs = 0;
  // UCB1 exploration constant for rewards in [0, 1]. Measured at a two-seat duel of secret commits,
  // where the actions' values differ by a few hundredths: 0.7 spreads the visits almost evenly, so
  // the visit-weighted choice below plays nearly at random (46.7 % against random over 1,000 fights
  // at 1,000 iterations); 0.3 concentrates them on the better actions (53.5 %).
  double exploration = 0.3;
  // Progressive bias: weight of the game's heuristic (heuristicWeights(), scaled to [0, 1] per
  // node) added to an action's score, fading as 1 / (visits + 1). It steers a short search towards
  // what the policy hook prefers and lets a long one overrule it. 0 never calls the hook in the
  // tree.
  double priorBias = 0.0;
  // Random playout length before falling back to GameState::estimate(); 0 plays to the end.
  int playoutCutoff = 0;
  // Sharpness of the visit-proportional draw at secret commits: visits are raised to
  // 1 / commitTemperature, so 1 is proportional, 0.25 still mixes between actions of nearly equal
  // visits but rarely plays one the search visited half as often, and 0 takes the most visited.
  double commitTemperature = 0.25;

  static constexpr int kDefaultIterations = 1000;
};

// What the last choose() did (for benchmarks, tests and a future "hint" display).
struct SearchStats {
  int iterations = 0;
  std::size_t nodes = 0;
  double seconds = 0.0;
  bool stopped = false;  // the stop token ended the search
  struct ActionStat {
    rules::ActionId action = 0;
    std::uint32_t visits = 0;
    double meanReward = 0.0;  // in [0, 1]
  };
  std::vector<ActionStat> root;  // the root's legal actions, in id order
};

class IsmctsBot final : public Bot {
 public:
  explicit IsmctsBot(std::uint64_t seed, IsmctsConfig config = {});

  std::string name() const override;
  rules::ActionId choose(const PlayerView& view, std::stop_token stop) override;

  const IsmctsConfig& config() const { return m_config; }
  const SearchStats& lastSearch() const { return m_stats; }

 private:
  struct Step {
    IsmctsTree::EdgeIndex edge;
    rules::Seat seat;
  };

  void runIteration(const PlayerView& view);
  rules::ActionId finalChoice(const PlayerView& view);
  // With no search at all (stopped before the first iteration): the game's heuristic.
  rules::ActionId fallbackChoice(const PlayerView& view);

  rules::Rng m_rng;
  IsmctsConfig m_config;
  IsmctsTree m_tree;
  SearchStats m_stats;
  std::vector<Step> m_path;
  std::vector<rules::ActionId> m_legal;
  std::vector<double> m_priors;
};

}  // namespace gm::ai
