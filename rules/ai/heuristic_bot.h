#pragma once
// Plays the game's own policy hook (GameState::heuristicWeights) on a world sampled from the seat's
// view, so the hook sees nothing the seat may not. Greedy by default; the noise settings make the
// Easy level: with probability `epsilon` a uniform legal action, otherwise, when `temperature` > 0,
// a softmax draw over the weights scaled to their range (temperature 1: the best action is e times
// as likely as the worst).
#include <cstdint>
#include <span>
#include <vector>

#include "bot.h"
#include "core/rng.h"

namespace gm::ai {

struct HeuristicConfig {
  double epsilon = 0.0;
  double temperature = 0.0;
};

class HeuristicBot final : public Bot {
 public:
  explicit HeuristicBot(std::uint64_t seed, HeuristicConfig config = {});

  std::string name() const override;
  rules::ActionId choose(const PlayerView& view, const std::stop_token& stop) override;

 private:
  rules::Rng m_rng;
  HeuristicConfig m_config;
  std::vector<double> m_weights;
};

// The index in `weights` of the largest weight; ties go to a uniform draw among the tied (so a flat
// policy does not always favour the lowest action id). Shared with the search bot's fallback.
std::size_t argmaxWeight(const std::vector<double>& weights, rules::Rng& rng);
// The probability with which argmaxWeight picks each index: the largest weight, ties shared (the
// greedy heuristic bot's play, which the search's opponent types foresee as the greedy type).
std::vector<double> argmaxDistribution(std::span<const double> weights);
// A draw of an index with probability proportional to exp((w - max) / (temperature * range)), where
// range is max - min of the weights (uniform when they are all equal). Overwrites `weights`.
std::size_t softmaxDraw(std::vector<double>& weights, double temperature, rules::Rng& rng);

}  // namespace gm::ai
