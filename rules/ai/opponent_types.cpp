#include "opponent_types.h"

#include <algorithm>
#include <cassert>

namespace gm::ai {

OpponentTypes::OpponentTypes(Weights prior) : m_prior(prior) {
  double total = 0.0;
  for (double w : m_prior) total += w;
  assert(total > 0.0);
  for (double& w : m_prior) w /= total;
}

OpponentTypes::Belief& OpponentTypes::beliefOf(rules::Seat seat) {
  for (auto& b : m_beliefs)
    if (b.seat == seat) return b;
  m_beliefs.push_back({seat, m_prior, 0});
  return m_beliefs.back();
}

void OpponentTypes::reset() {
  m_beliefs.clear();
  m_prefix.clear();
  m_expected.clear();
}

void OpponentTypes::observe(std::span<const rules::ActionId> history, std::size_t roundStart) {
  assert(roundStart <= history.size());
  // The same round again (a bot asked twice for one decision) goes on too.
  const bool goesOn = roundStart >= m_prefix.size() &&
                      std::equal(m_prefix.begin(), m_prefix.end(), history.begin());
  if (!goesOn) reset();
  for (const Expected& e : m_expected) {
    if (e.index >= roundStart) continue;  // not public yet (the round did not end)
    const auto at = std::find(e.actions.begin(), e.actions.end(), history[e.index]);
    if (at == e.actions.end()) continue;  // not a commit we foresaw: learn nothing from it
    const Weights& likely = e.likelihood[static_cast<std::size_t>(at - e.actions.begin())];
    Belief& b = beliefOf(e.seat);
    const double uniform = 1.0 / static_cast<double>(e.actions.size());
    double total = 0.0;
    for (int t = 0; t < kTypeCount; ++t) {
      b.weight[t] *= (1.0 - kTremble) * likely[t] + kTremble * uniform;
      total += b.weight[t];
    }
    double floored = 0.0;
    for (double& w : b.weight) {
      w = std::max(w / total, kFloor);
      floored += w;
    }
    for (double& w : b.weight) w /= floored;
    ++b.observed;
  }
  m_expected.clear();
  m_prefix.assign(history.begin(), history.begin() + static_cast<std::ptrdiff_t>(roundStart));
}

OpponentTypes::Weights OpponentTypes::belief(rules::Seat seat) const {
  for (const auto& b : m_beliefs)
    if (b.seat == seat) return b.weight;
  return m_prior;
}

int OpponentTypes::observed(rules::Seat seat) const {
  for (const auto& b : m_beliefs)
    if (b.seat == seat) return b.observed;
  return 0;
}

}  // namespace gm::ai
