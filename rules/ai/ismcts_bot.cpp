#include "ismcts_bot.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "heuristic_bot.h"

namespace gm::ai {
namespace {

using Clock = std::chrono::steady_clock;

// How often (in iterations) the stop token and the clock are looked at: rarely enough to cost
// nothing, often enough to stop within a fraction of a millisecond.
constexpr int kStopCheckEvery = 8;
constexpr int kClockCheckEvery = 16;

// Each iteration adds at most one node; the table grows past this when a search runs longer, so the
// reservation is capped rather than trusting a huge budget.
constexpr std::size_t kMaxReservedNodes = std::size_t{1} << 18;
std::size_t expectedNodes(const IsmctsConfig& config) {
  if (config.iterations > 0) {
    return std::min(kMaxReservedNodes, static_cast<std::size_t>(config.iterations) + 1);
  }
  return std::size_t{1} << 16;
}

// A seat's bit in a set of seats (a round of commits has far fewer than 64).
std::uint64_t seatBit(rules::Seat seat) {
  return std::uint64_t{1} << (static_cast<unsigned>(seat) & 63U);
}

// Walks `world` through the round of secret commits it stands in: at each seat's commit, with
// that seat's legal actions in `legal`, calls visit(seat); then applies any commit to reach the
// next seat (what a seat knows at its commit does not depend on the commits before it).
template <class Visit>
void walkRound(rules::GameState& world, std::vector<rules::ActionId>& legal, Visit visit) {
  std::uint64_t seen = 0;  // seats met in the round
  while (!world.isTerminal() && world.nodeKind() == rules::NodeKind::SecretCommit) {
    const rules::Seat seat = world.actingSeat();
    const std::uint64_t bit = seatBit(seat);
    if (seen & bit) break;  // the next round began
    seen |= bit;
    world.legalActions(legal);
    visit(seat);
    world.apply(legal.front());
  }
}

}  // namespace

IsmctsBot::IsmctsBot(std::uint64_t seed, IsmctsConfig config)
    : m_rng(seed), m_config(config), m_types(config.opponentTypePrior) {
  if (m_config.iterations <= 0 && m_config.budgetMs <= 0) {
    m_config.iterations = IsmctsConfig::kDefaultIterations;
  }
  m_path.reserve(64);
  m_legal.reserve(64);
}

std::string IsmctsBot::name() const {
  char buffer[96];
  if (m_config.iterations > 0 && m_config.budgetMs > 0) {
    std::snprintf(buffer, sizeof buffer, "ismcts(%d iterations, %d ms)", m_config.iterations,
                  m_config.budgetMs);
  } else if (m_config.iterations > 0) {
    std::snprintf(buffer, sizeof buffer, "ismcts(%d iterations)", m_config.iterations);
  } else {
    std::snprintf(buffer, sizeof buffer, "ismcts(%d ms)", m_config.budgetMs);
  }
  return buffer;
}

rules::ActionId IsmctsBot::choose(const PlayerView& view, const std::stop_token& stop) {
  const auto& legal = view.legalActions();
  assert(view.toAct() && !legal.empty());
  const auto start = Clock::now();
  m_stats = SearchStats{};
  if (legal.size() == 1) return legal.front();

  search(view, stop);
  rules::ActionId choice = m_stats.iterations > 0 ? finalChoice(view) : -1;
  if (choice < 0) choice = fallbackChoice(view);
  m_stats.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return choice;
}

void IsmctsBot::search(const PlayerView& view, const std::stop_token& stop) {
  const auto start = Clock::now();
  m_fromRoundStart =
      view.hasRoundStart() && m_config.commitSelection == CommitSelection::RegretMatching;
  m_models.clear();
  if (view.nodeKind() == rules::NodeKind::SecretCommit) {
    if (m_config.modelIterations > 0) {
      predictCommits(view, stop);
    } else if (m_config.inferOpponentTypes) {
      typeCommits(view);
    }
  }
  m_tree.reset(expectedNodes(m_config));
  const auto deadline = start + std::chrono::milliseconds(m_config.budgetMs);
  int done = 0;
  for (;; ++done) {
    if (m_config.iterations > 0 && done >= m_config.iterations) break;
    if (done % kStopCheckEvery == 0 && stop.stop_requested()) {
      m_stats.stopped = true;
      break;
    }
    if (m_config.budgetMs > 0 && done % kClockCheckEvery == 0 && Clock::now() >= deadline) break;
    runIteration(view);
  }
  m_stats.iterations = done;
  m_stats.nodes = m_tree.nodeCount();
  if (!m_expected.empty()) expectCommits();
}

void IsmctsBot::predictCommits(const PlayerView& view, const std::stop_token& stop) {
  // One world at the round's start drawn from this seat's view, walked through the round's commits:
  // each other seat gets the view it would have there (what it would know is the same whatever the
  // commits before it) and a search of modelIterations predicts its mix.
  auto world = m_fromRoundStart ? view.sampleRoundStart(m_rng) : view.sampleWorld(m_rng);
  const auto roundStart = world->clone();
  IsmctsConfig modelConfig = m_config;
  modelConfig.iterations = m_config.modelIterations;
  modelConfig.modelIterations = 0;
  modelConfig.inferOpponentTypes = false;
  // Under a clock the model gets its share of the time (its share of the iterations), so on a slow
  // machine it cannot leave this seat's own search nothing.
  if (m_config.budgetMs > 0 && m_config.iterations > 0) {
    const double share = static_cast<double>(m_config.modelIterations) /
                         (m_config.modelIterations + m_config.iterations);
    modelConfig.budgetMs = std::max(1, static_cast<int>(m_config.budgetMs * share));
  }
  if (m_config.inferOpponentTypes) startTypes(*world);
  walkRound(*world, m_legal, [&](rules::Seat seat) {
    if (seat != view.seat()) {
      const PlayerView theirs(*world, seat, m_rng.next(), roundStart.get());
      const std::uint64_t modelSeed = m_rng.next();
      Model predicted{seat, {}};
      if (theirs.legalActions().size() == 1) {
        predicted.mix.emplace_back(theirs.legalActions().front(), 1.0);
      } else {
        IsmctsBot model(modelSeed, modelConfig);
        std::vector<double> weights;
        model.search(theirs, stop);
        model.rootStatistics(theirs, weights);
        if (m_config.inferOpponentTypes) {
          // The prediction is what the reasoning type commits (uniform if the model's search
          // never reached its root). How likely it made the card the seat then shows is read from
          // the model's average strategy, not the sharpened mix answered: a reasoning player's
          // card often falls where the sharpened mix has next to nothing, and a screen that took
          // the likelihood from it (docs/ai.md, Strength) lost the reasoning type against Normal.
          const std::size_t n = theirs.legalActions().size();
          std::vector<double> average(n, 0.0);
          for (std::size_t i = 0; i < n && i < model.m_stats.root.size(); ++i)
            average[i] = model.m_stats.root[i].probability;
          if (weights.empty()) weights.assign(n, 1.0 / static_cast<double>(n));
          if (std::accumulate(average.begin(), average.end(), 0.0) <= 0.0) average = weights;
          addTypedModel(*world, seat, theirs.legalActions(), weights, average);
          return;
        }
        const double share = m_config.modelUniformShare;
        for (std::size_t i = 0; i < weights.size(); ++i) {
          const double p = (1.0 - share) * weights[i] + share / static_cast<double>(weights.size());
          if (p > 0.0) predicted.mix.emplace_back(model.m_stats.root[i].action, p);
        }
      }
      if (!predicted.mix.empty()) m_models.push_back(std::move(predicted));
    }
  });
}

void IsmctsBot::typeCommits(const PlayerView& view) {
  // One world at the round's start, walked through the round: each other seat's place in the
  // history, its legal commits and what the heuristic would commit in its shoes.
  auto world = m_fromRoundStart ? view.sampleRoundStart(m_rng) : view.sampleWorld(m_rng);
  startTypes(*world);
  walkRound(*world, m_legal, [&](rules::Seat seat) {
    if (seat != view.seat() && m_legal.size() > 1) addTypedModel(*world, seat, m_legal, {}, {});
  });
}

void IsmctsBot::startTypes(const rules::GameState& roundStart) {
  // The history up to the round's start is public (the other seats' commits of earlier rounds
  // are revealed): credit what the last search expected of them.
  m_types.observe(roundStart.history(), roundStart.history().size());
  m_expected.clear();
  m_expectedKeys.clear();
}

void IsmctsBot::addTypedModel(const rules::GameState& world, rules::Seat seat,
                              std::span<const rules::ActionId> legal,
                              std::span<const double> reasoning,
                              std::span<const double> reasoningLikelihood) {
  const std::size_t n = legal.size();
  m_weights.assign(n, 0.0);
  world.heuristicWeights(legal, m_weights);
  const std::vector<double> greedy = argmaxDistribution(m_weights);
  const double uniform = 1.0 / static_cast<double>(n);
  const OpponentTypes::Weights w = m_types.belief(seat);
  const double wr = w[OpponentTypes::Reasoning], wu = w[OpponentTypes::Uniform],
               wg = w[OpponentTypes::Greedy];
  OpponentTypes::Expected expected{seat, world.history().size(), {legal.begin(), legal.end()}, {}};
  // With a prediction the reasoning type is part of the mix; without one it is the tree's regret
  // matching, in its share of the iterations, and the mix holds the other two types.
  Model model{seat, {}, reasoning.empty() ? wr : 0.0};
  const double total = reasoning.empty() ? wu + wg : 1.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double r = reasoning.empty() ? 0.0 : reasoning[i];
    const double rl = reasoningLikelihood.empty() ? r : reasoningLikelihood[i];
    expected.likelihood.push_back({rl, uniform, greedy[i]});
    const double p = total > 0.0 ? (wr * r + wu * uniform + wg * greedy[i]) / total : 0.0;
    if (p > 0.0) model.mix.emplace_back(legal[i], p);
  }
  m_models.push_back(std::move(model));
  m_expected.push_back(std::move(expected));
  // The key of the seat's node, whose average strategy is the reasoning type's mix after the
  // search; none when the prediction is that mix already.
  m_expectedKeys.push_back(reasoning.empty()
                               ? std::optional<std::uint64_t>(rules::mixHash(
                                     world.infoKey(seat), static_cast<std::uint64_t>(seat)))
                               : std::nullopt);
}

void IsmctsBot::expectCommits() {
  for (std::size_t k = 0; k < m_expected.size(); ++k) {
    if (!m_expectedKeys[k]) continue;  // predicted before the search
    OpponentTypes::Expected& expected = m_expected[k];
    const std::size_t n = expected.actions.size();
    // The reasoning type's mix: the average strategy of the seat's node (uniform if the search
    // never made it one).
    std::vector<double> mix(n, 0.0);
    double total = 0.0;
    const auto node = m_tree.find(*m_expectedKeys[k]);
    if (node != IsmctsTree::kNone) {
      const auto edges = m_tree.edges(node);
      for (std::size_t i = 0, j = 0; i < n; ++i) {
        while (j < edges.size() && edges[j].action < expected.actions[i]) ++j;
        if (j < edges.size() && edges[j].action == expected.actions[i]) {
          mix[i] = edges[j].strategySum;
          total += mix[i];
        }
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      expected.likelihood[i][OpponentTypes::Reasoning] =
          total > 0.0 ? mix[i] / total : 1.0 / static_cast<double>(n);
    }
  }
  m_types.expect(std::move(m_expected));
  m_expected.clear();
}

rules::ActionId IsmctsBot::drawModelled(const Model& model) {
  double total = 0.0;
  for (const auto& [action, p] : model.mix)
    if (std::binary_search(m_legal.begin(), m_legal.end(), action)) total += p;
  if (total <= 0.0) return -1;
  double x = m_rng.uniformReal() * total;
  rules::ActionId last = -1;
  for (const auto& [action, p] : model.mix) {
    if (!std::binary_search(m_legal.begin(), m_legal.end(), action)) continue;
    last = action;
    x -= p;
    if (x < 0.0) return action;
  }
  return last;
}

void IsmctsBot::runIteration(const PlayerView& view) {
  auto world = m_fromRoundStart ? view.sampleRoundStart(m_rng) : view.sampleWorld(m_rng);
  m_path.clear();
  const bool regretAtCommits = m_config.commitSelection == CommitSelection::RegretMatching;

  // Selection and expansion: follow the tree while the acting seat's information set has a node.
  // The first one missing is added and searched from if it was met before (the root always is);
  // otherwise, or at the next one missing, the playout starts. A fresh node would pick among its
  // untried actions uniformly, just as the playout does, so waiting for the second visit loses
  // little and spares a node for every information set met only once.
  bool expanded = false;
  // The root's round of commits, while it lasts: the modelled seats' commits come from their
  // predicted mixes, outside the tree.
  bool rootRound = !m_models.empty();
  std::uint64_t roundSeats = 0;
  while (!world->isTerminal()) {
    const rules::Seat seat = world->actingSeat();
    if (rootRound) {
      const std::uint64_t bit = seatBit(seat);
      rootRound = world->nodeKind() == rules::NodeKind::SecretCommit && !(roundSeats & bit);
      roundSeats |= bit;
      const auto model = std::find_if(m_models.begin(), m_models.end(),
                                      [&](const Model& m) { return m.seat == seat; });
      // A seat with a tree share commits in the tree (below) in that share of the iterations.
      if (rootRound && model != m_models.end() &&
          (model->treeShare <= 0.0 || m_rng.uniformReal() >= model->treeShare)) {
        world->legalActions(m_legal);
        const rules::ActionId predicted = drawModelled(*model);
        if (predicted >= 0) {
          world->apply(predicted);
          continue;
        }
      }
    }
    const std::uint64_t key =
        rules::mixHash(world->infoKey(seat), static_cast<std::uint64_t>(seat));
    world->legalActions(m_legal);
    world->dropActionsBotsNeverTake(m_legal);  // as the root's view did (PlayerView)
    auto node = m_tree.find(key);
    if (node == IsmctsTree::kNone) {
      if (expanded || (!m_path.empty() && !m_tree.metBefore(key))) break;
      m_priors.clear();
      if (m_config.priorBias > 0.0 && m_legal.size() > 1) {
        m_priors.assign(m_legal.size(), 0.0);
        world->heuristicWeights(m_legal, m_priors);
        const auto [low, high] = std::minmax_element(m_priors.begin(), m_priors.end());
        const double lo = *low, range = *high - *low;
        for (double& p : m_priors) p = range > 0.0 ? (p - lo) / range : 0.5;
      }
      node = m_tree.insert(key, m_legal, m_priors);
      expanded = true;
    }
    Step step{0, seat, node, 0.0f};
    if (regretAtCommits && world->nodeKind() == rules::NodeKind::SecretCommit) {
      const auto draw = m_tree.selectRegret(node, m_legal, m_config.regretExploration, m_rng);
      step.edge = draw.edge;
      step.probability = draw.probability;
    } else {
      step.edge = m_tree.select(node, m_legal, m_config.exploration, m_config.priorBias, m_rng);
    }
    m_path.push_back(step);
    world->apply(m_tree.edge(step.edge).action);
  }

  // Playout: uniform random actions, or with the share playoutGreedy the heuristic's favourite, to
  // the end (or to the cutoff, then the game's estimate).
  int steps = 0;
  while (!world->isTerminal()) {
    if (m_config.playoutCutoff > 0 && steps >= m_config.playoutCutoff) break;
    world->legalActions(m_legal);
    world->dropActionsBotsNeverTake(m_legal);
    const auto count = static_cast<std::uint32_t>(m_legal.size());
    std::size_t pick = 0;
    if (count > 1 && m_config.playoutGreedy > 0.0 && m_rng.uniformReal() < m_config.playoutGreedy) {
      m_weights.assign(m_legal.size(), 0.0);
      world->heuristicWeights(m_legal, m_weights);
      pick = argmaxWeight(m_weights, m_rng);
    } else {
      pick = m_rng.uniformInt(count);
    }
    world->apply(m_legal[pick]);
    ++steps;
  }
  const std::vector<double> returns = world->isTerminal() ? world->returns() : world->estimate();

  for (const Step& step : m_path) {
    IsmctsEdge& e = m_tree.edge(step.edge);
    const auto reward = static_cast<float>((returns[step.seat] + 1.0) * 0.5);
    if (step.probability > 0.0f) {
      m_tree.updateRegrets(step.node, step.edge, reward, m_config.regretExploration);
    }
    ++e.visits;
    e.reward += reward;
  }
}

void IsmctsBot::rootStatistics(const PlayerView& view, std::vector<double>& drawWeights) {
  const auto& legal = view.legalActions();
  auto& stats = m_stats.root;
  stats.clear();
  drawWeights.clear();
  const auto root =
      m_tree.find(rules::mixHash(view.infoKey(), static_cast<std::uint64_t>(view.seat())));
  if (root == IsmctsTree::kNone) return;
  const auto edges = m_tree.edges(root);

  // The root's statistics for the legal actions (the root may hold no others: the view's legal
  // actions are those of every world sampled from it).
  const bool regret = view.nodeKind() == rules::NodeKind::SecretCommit &&
                      m_config.commitSelection == CommitSelection::RegretMatching;
  double strategyTotal = 0.0;
  std::size_t j = 0;
  for (const rules::ActionId a : legal) {
    while (j < edges.size() && edges[j].action < a) ++j;
    SearchStats::ActionStat s{a, 0, 0.0, 0.0};
    if (j < edges.size() && edges[j].action == a) {
      if (edges[j].visits > 0) {
        s.visits = edges[j].visits;
        s.meanReward = edges[j].reward / edges[j].visits;
      }
      if (regret) {
        s.probability = edges[j].strategySum;
        strategyTotal += s.probability;
      }
    }
    stats.push_back(s);
  }
  if (!regret || strategyTotal <= 0.0) return;

  // Thresholded, then sharpened by commitTemperature: weight p^(1 / temperature) for every action
  // whose average probability p clears the threshold (the favourite if none does).
  double top = 0.0;
  for (auto& s : stats) {
    s.probability /= strategyTotal;
    top = std::max(top, s.probability);
  }
  const double floor = std::min(top, m_config.commitThreshold);
  const double power = m_config.commitTemperature > 0 ? 1.0 / m_config.commitTemperature : 0.0;
  double total = 0.0;
  for (const auto& s : stats) {
    double w = 0.0;
    if (s.probability >= floor) {
      w = power > 0.0 ? std::pow(s.probability / top, power) : (s.probability == top ? 1.0 : 0.0);
    }
    drawWeights.push_back(w);
    total += w;
  }
  for (double& w : drawWeights) w /= total;
}

rules::ActionId IsmctsBot::finalChoice(const PlayerView& view) {
  std::vector<double> draw;
  rootStatistics(view, draw);
  const auto& stats = m_stats.root;
  if (stats.empty()) return -1;
  if (!draw.empty()) {
    double x = m_rng.uniformReal();
    for (std::size_t i = 0; i < stats.size(); ++i) {
      if (draw[i] <= 0.0) continue;
      x -= draw[i];
      if (x < 0.0) return stats[i].action;
    }
    // Rounding left a sliver: the last action kept.
    for (std::size_t i = stats.size(); i-- > 0;)
      if (draw[i] > 0.0) return stats[i].action;
  }
  const bool commit = view.nodeKind() == rules::NodeKind::SecretCommit;
  const bool regret = commit && m_config.commitSelection == CommitSelection::RegretMatching;
  if (commit && !regret && m_config.commitTemperature > 0) {
    const double power = 1.0 / m_config.commitTemperature;
    double total = 0.0;
    for (const auto& s : stats) total += std::pow(static_cast<double>(s.visits), power);
    if (total > 0.0) {
      double x = m_rng.uniformReal() * total;
      for (const auto& s : stats) {
        x -= std::pow(static_cast<double>(s.visits), power);
        if (x < 0.0 && s.visits > 0) return s.action;
      }
    }
  }
  // Most visited; ties to the better mean, then the lower id.
  const auto best = std::max_element(stats.begin(), stats.end(), [](const auto& x, const auto& y) {
    if (x.visits != y.visits) return x.visits < y.visits;
    return x.meanReward < y.meanReward;
  });
  return best->action;
}

rules::ActionId IsmctsBot::fallbackChoice(const PlayerView& view) {
  const auto& legal = view.legalActions();
  std::vector<double> weights(legal.size(), 0.0);
  view.heuristicWeights(weights);
  return legal[argmaxWeight(weights, m_rng)];
}

}  // namespace gm::ai
