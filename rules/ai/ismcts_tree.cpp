#include "ismcts_tree.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>

namespace gm::ai {
namespace {

// Pairs each action of `legal` with its edge in a node's run (both sorted: one merge walk), calling
// f(index in legal, edge); false at the first action the run lacks.
template <class F>
bool pairEdges(const IsmctsEdge* run, std::uint32_t count, std::span<const rules::ActionId> legal,
               F&& f) {
  std::uint32_t j = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    while (j < count && run[j].action < legal[i]) ++j;
    if (j == count || run[j].action != legal[i]) return false;
    f(i, run[j]);
  }
  return true;
}

}  // namespace

void IsmctsTree::reset(std::size_t expectedNodes) {
  const std::size_t wanted = std::bit_ceil(std::max<std::size_t>(64, expectedNodes * 2));
  if (m_slots.size() != wanted) {
    m_slots.assign(wanted, Slot{0, kNone});
  } else {
    std::fill(m_slots.begin(), m_slots.end(), Slot{0, kNone});
  }
  m_mask = wanted - 1;
  if (m_met.size() != wanted) {
    m_met.assign(wanted, 0);
  } else {
    std::fill(m_met.begin(), m_met.end(), 0);
  }
  m_metMask = wanted - 1;
  m_metCount = 0;
  m_nodes.clear();
  m_nodes.reserve(expectedNodes);
  m_edges.clear();
}

IsmctsTree::NodeIndex IsmctsTree::find(std::uint64_t key) const {
  key = slotKey(key);
  for (std::size_t i = key & m_mask;; i = (i + 1) & m_mask) {
    const Slot& slot = m_slots[i];
    if (slot.key == key) return slot.node;
    if (slot.key == 0) return kNone;
  }
}

bool IsmctsTree::metBefore(std::uint64_t key) {
  key = slotKey(key);
  std::size_t i = key & m_metMask;
  for (; m_met[i] != 0; i = (i + 1) & m_metMask) {
    if (m_met[i] == key) return true;
  }
  m_met[i] = key;
  if (++m_metCount * 2 > m_met.size()) growMet();
  return false;
}

void IsmctsTree::growMet() {
  std::vector<std::uint64_t> old(m_met.size() * 2, 0);
  old.swap(m_met);
  m_metMask = m_met.size() - 1;
  for (const std::uint64_t key : old) {
    if (key == 0) continue;
    std::size_t i = key & m_metMask;
    while (m_met[i] != 0) i = (i + 1) & m_metMask;
    m_met[i] = key;
  }
}

IsmctsTree::NodeIndex IsmctsTree::insert(std::uint64_t key, std::span<const rules::ActionId> legal,
                                         std::span<const double> priors) {
  assert(!legal.empty() && find(key) == kNone);
  assert(priors.empty() || priors.size() == legal.size());
  if ((m_nodes.size() + 1) * 2 > m_slots.size()) growTable();
  key = slotKey(key);
  const auto node = static_cast<NodeIndex>(m_nodes.size());
  m_nodes.push_back(
      Node{key, static_cast<EdgeIndex>(m_edges.size()), static_cast<std::uint32_t>(legal.size())});
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const float prior = priors.empty() ? 0.0f : static_cast<float>(priors[i]);
    m_edges.push_back(IsmctsEdge{legal[i], 0, 0, 0.0f, prior});
  }
  std::size_t i = key & m_mask;
  while (m_slots[i].key != 0) i = (i + 1) & m_mask;
  m_slots[i] = Slot{key, node};
  return node;
}

void IsmctsTree::growTable() {
  std::vector<Slot> old(m_slots.size() * 2, Slot{0, kNone});
  old.swap(m_slots);
  m_mask = m_slots.size() - 1;
  for (const Slot& slot : old) {
    if (slot.key == 0) continue;
    std::size_t i = slot.key & m_mask;
    while (m_slots[i].key != 0) i = (i + 1) & m_mask;
    m_slots[i] = slot;
  }
}

std::span<const IsmctsEdge> IsmctsTree::edges(NodeIndex node) const {
  const Node& n = m_nodes[node];
  return {m_edges.data() + n.first, n.count};
}

void IsmctsTree::addMissingEdges(NodeIndex node, std::span<const rules::ActionId> legal) {
  std::vector<IsmctsEdge> merged(m_edges.begin() + m_nodes[node].first,
                                 m_edges.begin() + m_nodes[node].first + m_nodes[node].count);
  for (const rules::ActionId a : legal) {
    const auto at =
        std::lower_bound(merged.begin(), merged.end(), a,
                         [](const IsmctsEdge& e, rules::ActionId x) { return e.action < x; });
    if (at == merged.end() || at->action != a) merged.insert(at, IsmctsEdge{a, 0, 0, 0.0f, 0.0f});
  }
  m_nodes[node].first = static_cast<EdgeIndex>(m_edges.size());
  m_nodes[node].count = static_cast<std::uint32_t>(merged.size());
  m_edges.insert(m_edges.end(), merged.begin(), merged.end());
}

void IsmctsTree::coverLegal(NodeIndex node, std::span<const rules::ActionId> legal) {
  assert(!legal.empty());
  // The common case (the node's actions are exactly the legal ones) never restarts.
  for (int attempt = 0;; ++attempt) {
    const Node& n = m_nodes[node];
    if (pairEdges(m_edges.data() + n.first, n.count, legal, [](std::size_t, const IsmctsEdge&) {}))
      return;
    assert(attempt == 0);
    addMissingEdges(node, legal);
  }
}

IsmctsTree::EdgeIndex IsmctsTree::select(NodeIndex node, std::span<const rules::ActionId> legal,
                                         double exploration, double bias, rules::Rng& rng) {
  coverLegal(node, legal);
  const Node& n = m_nodes[node];
  IsmctsEdge* run = m_edges.data() + n.first;
  // Untried actions first, the most preferred of them first.
  std::uint32_t untried = 0;
  float bestPrior = -1.0f;
  std::uint32_t j = 0;
  for (const rules::ActionId a : legal) {
    while (run[j].action < a) ++j;
    ++run[j].available;
    if (run[j].visits > 0) continue;
    if (run[j].prior > bestPrior) {
      bestPrior = run[j].prior;
      untried = 0;
    }
    if (run[j].prior == bestPrior) ++untried;
  }
  if (untried > 0) {
    auto pick = rng.uniformInt(untried);
    j = 0;
    for (const rules::ActionId a : legal) {
      while (run[j].action < a) ++j;
      if (run[j].visits == 0 && run[j].prior == bestPrior && pick-- == 0) return n.first + j;
    }
  }

  // Every edge usually has the same availability (the node's legal actions rarely change), so the
  // logarithm is taken once per distinct count.
  double bestScore = -1.0;
  EdgeIndex best = n.first;
  std::uint32_t lastAvailable = 0;
  double logAvailable = 0.0;
  j = 0;
  for (const rules::ActionId a : legal) {
    while (run[j].action < a) ++j;
    const IsmctsEdge& e = run[j];
    if (e.available != lastAvailable) {
      lastAvailable = e.available;
      logAvailable = std::log(static_cast<double>(lastAvailable));
    }
    const double visits = e.visits;
    double score = e.reward / visits + exploration * std::sqrt(logAvailable / visits);
    if (bias > 0.0) score += bias * e.prior / (visits + 1.0);
    if (score > bestScore) {
      bestScore = score;
      best = n.first + j;
    }
  }
  return best;
}

IsmctsTree::Draw IsmctsTree::selectRegret(NodeIndex node, std::span<const rules::ActionId> legal,
                                          double exploration, rules::Rng& rng) {
  // The first walk is coverLegal's, reading the regrets on the way (one walk instead of two: this
  // runs at every secret commit of every iteration); a node lacking an action (rare) gets its
  // missing edges and is walked again.
  m_strategy.resize(legal.size());
  double positive = 0.0;
  const auto readRegret = [&](std::size_t i, const IsmctsEdge& e) {
    m_strategy[i] = std::max(0.0, static_cast<double>(e.regret));
    positive += m_strategy[i];
  };
  while (!pairEdges(m_edges.data() + m_nodes[node].first, m_nodes[node].count, legal, readRegret)) {
    addMissingEdges(node, legal);
    positive = 0.0;
  }
  const Node& n = m_nodes[node];
  IsmctsEdge* run = m_edges.data() + n.first;
  const double count = static_cast<double>(legal.size());
  const double x = rng.uniformReal();
  double cumulative = 0.0;
  Draw draw{kNone, 0.0f};
  std::uint32_t j = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    while (run[j].action < legal[i]) ++j;
    ++run[j].available;
    const double p = positive > 0.0 ? m_strategy[i] / positive : 1.0 / count;
    // Linear averaging: the t-th visit's strategy weighs t, so the uniform guesses of the first
    // visits fade (Brown and Sandholm 2019, linear CFR).
    run[j].strategySum += static_cast<float>(p * run[j].available);
    const double sampled = (1.0 - exploration) * p + exploration / count;
    cumulative += sampled;
    // The last action takes whatever rounding left over.
    if (draw.edge == kNone && (x < cumulative || i + 1 == legal.size())) {
      draw = Draw{n.first + j, static_cast<float>(sampled)};
    }
  }
  return draw;
}

void IsmctsTree::updateRegrets(NodeIndex node, EdgeIndex drawn, float reward, double exploration) {
  const Node& n = m_nodes[node];
  IsmctsEdge* run = m_edges.data() + n.first;
  // The strategy the action was drawn with, rebuilt from the regrets (unchanged since the draw: a
  // node meets one update per iteration).
  double positive = 0.0;
  for (std::uint32_t j = 0; j < n.count; ++j) positive += std::max(0.0f, run[j].regret);
  const double count = n.count;
  double value = 0.0;
  m_strategy.resize(n.count);
  for (std::uint32_t j = 0; j < n.count; ++j) {
    const double p = positive > 0.0 ? std::max(0.0f, run[j].regret) / positive : 1.0 / count;
    const double sampled = (1.0 - exploration) * p + exploration / count;
    // The action's value: its mean so far (the baseline), corrected for the drawn one by the
    // importance-weighted surprise of this playout.
    const double baseline = run[j].visits > 0 ? run[j].reward / run[j].visits : 0.5;
    double x = baseline;
    if (n.first + j == drawn) x += (reward - baseline) / sampled;
    m_strategy[j] = x;
    value += sampled * x;
  }
  for (std::uint32_t j = 0; j < n.count; ++j)
    run[j].regret += static_cast<float>(m_strategy[j] - value);
}

}  // namespace gm::ai
