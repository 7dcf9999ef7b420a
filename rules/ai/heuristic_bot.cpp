#include "heuristic_bot.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <utility>

namespace gm::ai {

namespace {
// The largest weight and how many weights equal it.
std::pair<double, std::ptrdiff_t> bestAndTies(std::span<const double> weights) {
  const double best = *std::max_element(weights.begin(), weights.end());
  return {best, std::count(weights.begin(), weights.end(), best)};
}
}  // namespace

std::size_t argmaxWeight(const std::vector<double>& weights, rules::Rng& rng) {
  assert(!weights.empty());
  const auto [best, tied] = bestAndTies(weights);
  auto pick = tied > 1 ? rng.uniformInt(static_cast<std::uint32_t>(tied)) : 0u;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (weights[i] == best && pick-- == 0) return i;
  }
  return 0;
}

std::vector<double> argmaxDistribution(std::span<const double> weights) {
  std::vector<double> mix(weights.size(), 0.0);
  if (weights.empty()) return mix;
  const auto [best, tied] = bestAndTies(weights);
  for (std::size_t i = 0; i < weights.size(); ++i)
    if (weights[i] == best) mix[i] = 1.0 / static_cast<double>(tied);
  return mix;
}

std::size_t softmaxDraw(std::vector<double>& weights, double temperature, rules::Rng& rng) {
  assert(!weights.empty() && temperature > 0.0);
  const auto [low, high] = std::minmax_element(weights.begin(), weights.end());
  const double top = *high;
  const double range = top - *low;
  const auto count = static_cast<std::uint32_t>(weights.size());
  if (range <= 0.0) return rng.uniformInt(count);
  double total = 0.0;
  for (double& w : weights) {
    w = std::exp((w - top) / (range * temperature));
    total += w;
  }
  double x = rng.uniformReal() * total;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    x -= weights[i];
    if (x < 0.0) return i;
  }
  return weights.size() - 1;
}

HeuristicBot::HeuristicBot(std::uint64_t seed, HeuristicConfig config)
    : m_rng(seed), m_config(config) {}

std::string HeuristicBot::name() const {
  if (m_config.epsilon <= 0.0 && m_config.temperature <= 0.0) return "heuristic";
  char buffer[80];
  std::snprintf(buffer, sizeof buffer, "heuristic(epsilon %.2g, temperature %.2g)",
                m_config.epsilon, m_config.temperature);
  return buffer;
}

rules::ActionId HeuristicBot::choose(const PlayerView& view, const std::stop_token&) {
  const auto& legal = view.legalActions();
  assert(view.toAct() && !legal.empty());
  const auto count = static_cast<std::uint32_t>(legal.size());
  if (count == 1) return legal.front();
  if (m_config.epsilon > 0.0 && m_rng.uniformReal() < m_config.epsilon) {
    return legal[m_rng.uniformInt(count)];
  }

  m_weights.assign(legal.size(), 0.0);
  view.heuristicWeights(m_weights);
  if (m_config.temperature <= 0.0) return legal[argmaxWeight(m_weights, m_rng)];

  return legal[softmaxDraw(m_weights, m_config.temperature, m_rng)];
}

}  // namespace gm::ai
