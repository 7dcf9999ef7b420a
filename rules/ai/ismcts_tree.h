#pragma once
// The search tree of the IS-MCTS bot: one node per (acting seat, information set of that seat),
// found by a 64-bit key in a flat open-addressing table, so a node is shared by every history the
// acting seat cannot tell apart (and every seat's nodes live in the same table). A node holds one
// edge per action seen legal there, with the statistics UCB1 needs under partial availability
// (Cowling, Powley and Whitehouse 2012): visits, summed reward of the node's acting seat, and how
// many times the action was available when the node was visited.
//
// Storage is flat arrays reused between searches (reset() keeps the memory): the slot table, the
// nodes, one pool of edges in which each node owns a contiguous run sorted by action id, and a set
// of keys met once. A node is only created when its information set is met a second time: in games
// with chance (every Stamina reveal makes a new information set) most sets are met once, and a key
// costs 16 bytes where a node with its edges costs 200.
#include <cstdint>
#include <span>
#include <vector>

#include "core/rng.h"
#include "core/types.h"

namespace gm::ai {

struct IsmctsEdge {
  rules::ActionId action = 0;
  std::uint32_t visits = 0;
  std::uint32_t available = 0;
  float reward = 0.0f;  // sum of rewards in [0, 1]
  float prior = 0.0f;   // the game's heuristic preference scaled to [0, 1] (progressive bias)
  // Regret matching (secret-commit nodes only): the cumulative regret of not having played this
  // action, and the summed probability regret matching gave it (the average strategy,
  // unnormalised).
  float regret = 0.0f;
  float strategySum = 0.0f;
};

class IsmctsTree {
 public:
  using NodeIndex = std::uint32_t;
  using EdgeIndex = std::uint32_t;
  static constexpr NodeIndex kNone = ~NodeIndex{0};

  // Empties the tree, sized for about `expectedNodes` nodes without growing.
  void reset(std::size_t expectedNodes);

  NodeIndex find(std::uint64_t key) const;
  // Records `key` as met; returns whether it had been met before (since reset()).
  bool metBefore(std::uint64_t key);
  // Adds a node (the key must be new) with one edge per action of `legal` (sorted, non-empty) and
  // their priors (same length, each in [0, 1]; empty: all 0).
  NodeIndex insert(std::uint64_t key, std::span<const rules::ActionId> legal,
                   std::span<const double> priors = {});

  // One UCB1 step at `node` given the actions legal in the current world (sorted): counts one more
  // availability for each of them, then returns the edge to follow: an untried one if there is any
  // (the highest prior, ties drawn uniformly with `rng`), otherwise the best of
  //   mean + exploration * sqrt(ln(available) / visits) + bias * prior / (visits + 1).
  // An action the node has not seen before gets a new edge (prior 0).
  EdgeIndex select(NodeIndex node, std::span<const rules::ActionId> legal, double exploration,
                   double bias, rules::Rng& rng);

  // One regret-matching step at `node` (a secret commit) given the actions legal in the current
  // world (sorted): the strategy gives each action probability proportional to its positive
  // regret (uniform when none is positive), that strategy is added to the average (weighted by the
  // visit's number), and an edge is
  // drawn from it mixed with `exploration` of the uniform distribution. Returns the edge and the
  // probability it was drawn with (for updateRegrets). Availability counts as in select().
  struct Draw {
    EdgeIndex edge;
    float probability;
  };
  Draw selectRegret(NodeIndex node, std::span<const rules::ActionId> legal, double exploration,
                    rules::Rng& rng);
  // After the playout, before the edges' visits and rewards count it: `reward` in [0, 1] for the
  // node's seat, who had drawn `drawn` from the strategy selectRegret gave with `exploration`.
  // Each action's value is estimated by its mean reward so far (a baseline), the drawn one's
  // corrected by (reward - mean) / probability: unbiased like plain outcome sampling, far less
  // noisy (variance reduction by baselines, Schmid et al. 2019). Each action's regret grows by its
  // estimate minus the strategy's. Every action of the node is updated: a seat's options at a
  // commit depend only on what it knows.
  void updateRegrets(NodeIndex node, EdgeIndex drawn, float reward, double exploration);

  IsmctsEdge& edge(EdgeIndex e) { return m_edges[e]; }
  const IsmctsEdge& edge(EdgeIndex e) const { return m_edges[e]; }
  std::span<const IsmctsEdge> edges(NodeIndex node) const;
  // The node an edge belongs to is not stored; callers keep it (see IsmctsBot::Step).

  std::size_t nodeCount() const { return m_nodes.size(); }

 private:
  struct Node {
    std::uint64_t key;
    EdgeIndex first;
    std::uint32_t count;
  };
  struct Slot {
    std::uint64_t key;  // 0: empty (real keys are remapped away from 0)
    NodeIndex node;
  };

  static std::uint64_t slotKey(std::uint64_t key) { return key == 0 ? 1 : key; }
  void growTable();
  void growMet();
  // Gives `node` edges for every action of `legal` it lacks (rare: only when a seat's legal actions
  // differ between histories it cannot tell apart). The node's run moves to the end of the pool.
  void addMissingEdges(NodeIndex node, std::span<const rules::ActionId> legal);
  // Makes sure `node` has an edge for every action of `legal` (see addMissingEdges).
  void coverLegal(NodeIndex node, std::span<const rules::ActionId> legal);

  std::vector<Slot> m_slots;
  std::size_t m_mask = 0;
  std::vector<Node> m_nodes;
  std::vector<IsmctsEdge> m_edges;
  std::vector<double> m_strategy;    // scratch for selectRegret
  std::vector<std::uint64_t> m_met;  // open addressing, 0: empty
  std::size_t m_metMask = 0;
  std::size_t m_metCount = 0;
};

}  // namespace gm::ai
