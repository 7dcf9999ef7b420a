#pragma once
// Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse 2012), one
// tree for all seats.
//
// Each iteration draws a determinization (a full world consistent with the bot's view), walks down
// the tree, adds at most one new node (an information set met for the second time), plays the rest
// of the game out at random, or epsilon-greedily by the game's heuristic (playoutGreedy), to the
// end or up to a cut-off (then asks GameState::estimate()), and credits every seat's return to the
// nodes where that seat acted. Nodes are keyed by the acting seat's information set, so at a secret
// commit the next seat's node is the same whatever the earlier seat committed: nobody's choice in
// the tree can depend on a commit it may not see. A reward is a return mapped onto [0, 1].
//
// Selection differs by node kind:
//  - Decision nodes: UCB1 over availability counts (the SO-ISMCTS rule); the final choice at a
//    Decision root is the most visited action.
//  - SecretCommit nodes: regret matching with exploration, per information set, updated from
//    the one sampled outcome with each action's mean as a baseline, and the final choice at a
//    SecretCommit root is drawn from the average strategy (the summed regret-matching strategies).
//    Why: the seats of a round of secret commits choose simultaneously, and what is right there is
//    a mixed strategy. UCB1 chases the action with the best mean against the opponent's current
//    mix, so the two seats' visit counts chase each other and need not approach an equilibrium; its
//    visits are not a strategy to play either. Regret matching's average strategy does approach a
//    Nash equilibrium of the matrix game at the node in self-play (Hart and Mas-Colell 2000), and
//    used inside a simultaneous-move MCTS it is the selection rule that converged where UCB1 did
//    not (Lanctot, Lisý and Winands 2013, "Monte Carlo Tree Search in Simultaneous Move Games with
//    Applications to Goofspiel"; Lisý, Kovařík, Lanctot and Bošanský 2013, "Convergence of Monte
//    Carlo Tree Search in Simultaneous Move Games"); Exp3 converges too but needs its learning
//    rate tuned to the reward scale, regret matching has only the exploration share. The final
//    draw follows the average strategy, not the last one, as the convergence is of the average.
//  - A seat that commits after other seats of the same round searches from the start of the
//    round when the view knows it (PlayerView::hasRoundStart): the earlier seats' commits are then
//    chosen by their own regret-matching nodes in the tree, so the seat answers a reasoning
//    opponent rather than the uniformly redrawn commit a resampled world holds.
//  - With an opponent model (modelIterations > 0), a search at a SecretCommit root first asks
//    what each other seat of the round would commit if it were a shorter search of this kind,
//    standing in that seat's shoes in a world drawn from this seat's view (so it uses nothing this
//    seat may not see). In the tree, those seats' commits of this round are then drawn from the
//    predicted mixes, not chosen by regret matching, and this seat's regret matching converges to
//    the best answer to them. Why: two searches that both approach the round's equilibrium draw
//    level whatever their budgets (an equilibrium gains nothing against another), and the levels
//    play a sharpened, not the equilibrium, mix; a seat that predicts that sharpened mix can win
//    against it. This is level-k reasoning (Stahl and Wilson 1995; Costa-Gomes, Crawford and
//    Broseta 2001) with a shorter search as level k - 1. Its risk is that of every best response
//    to a model: an opponent who plays otherwise can exploit it (Johanson, Zinkevich and Bowling
//    2008, "Computing Robust Counter-Strategies"), so the games give it to Hard only, where it
//    pays. The predicted mix has a share of uniform play blended in (modelUniformShare), which
//    hedges the answer against a player who does not play as predicted: in the duel that uses
//    the model, answering the bare prediction Hard won about half its fights against random
//    play, below Normal. The model's search counts against the same clock, with its share of the
//    time.
//  - With opponent types (inferOpponentTypes), the bot judges from each
//    other seat's revealed commits what kind of player it is (rules/ai/opponent_types.h: one who
//    reasons, one who plays at random, one who takes the heuristic's favourite). In each
//    iteration a seat's commit of the root's round is then chosen by regret matching in the tree
//    with the weight of the reasoning type, and otherwise drawn from the other two types' mixes
//    in proportion to their weights (with an opponent model, the model's prediction is the
//    reasoning type's commit, and every iteration draws from the three types' mix). Why: a search
//    that only approaches the round's equilibrium concedes little and exploits little; in the duel
//    that uses it, Normal then beat a random player no more often than the one-turn heuristic,
//    which is a best answer to random play. Against a player who reasons the weights stay with
//    regret matching and the bot plays as before; against one the other types explain, it answers
//    what that player does. This is a restricted Nash response (Johanson, Zinkevich and Bowling
//    2008) whose restriction is learned as the game goes, so it answers a reasoning player
//    cautiously and exploits the others. The bot keeps what it learned between its moves of one
//    game (a new game or a take-back forgets it), so its choices depend on its earlier ones in the
//    game too.
//
// Determinism: for a given seed and an iteration budget that is not cut short by the millisecond
// cap or the stop token, the sequence of choices is fixed.
#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "bot.h"
#include "core/rng.h"
#include "ismcts_tree.h"
#include "opponent_types.h"

namespace gm::ai {

// How the search chooses at SecretCommit nodes (Decision nodes always use UCB1).
enum class CommitSelection {
  RegretMatching,  // the levels' rule (see above)
  Ucb1,            // the former rule, kept to compare against: UCB1, visit-proportional final draw
};

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
  // The share of playout steps that play the game's heuristic favourite (heuristicWeights(), as the
  // greedy heuristic bot does) instead of a uniform random action: an epsilon-greedy playout policy
  // with epsilon = 1 - playoutGreedy. Informed playouts make each iteration's return say more about
  // play between sensible players, at the cost of a hook call per step; 0 never calls it there.
  double playoutGreedy = 0.0;
  CommitSelection commitSelection = CommitSelection::RegretMatching;
  // Regret matching: the share of the uniform distribution mixed into the drawn strategy, so every
  // action keeps being sampled (its regret estimate stays honest) and no probability is below
  // regretExploration / actions (which bounds the importance weights).
  // 0.05 measured best on biased rock-paper-scissors (tests/ai/simultaneous_search_test.cpp): at
  // 0.2 the average strategy stays ~0.08 off the equilibrium, the mix being answered is too
  // noisy; at 0.02 it wanders more on short searches.
  double regretExploration = 0.05;
  // Thresholding of the final draw at a commit: actions the average strategy gives less than this
  // are not played (their weight is mostly what the early, uninformed iterations spread around;
  // Ganzfried and Sandholm 2012 on thresholding); the rest keep their proportions.
  double commitThreshold = 0.05;
  // Sharpness of the final draw at a commit: the average strategy's probabilities (with UCB1, the
  // visits) are raised to 1 / commitTemperature, so 1 plays the average strategy itself and 0 its
  // favourite. Below 1 the bot plays a purified equilibrium: a little exploitable in theory, and
  // in practice better against opponents who are not at equilibrium (Ganzfried and Sandholm 2012
  // found the same of purification in poker).
  double commitTemperature = 0.25;
  // Opponent model (see above): the iterations of the search that predicts each other seat's
  // commit at a SecretCommit root, which otherwise uses this configuration; 0 models nobody.
  int modelIterations = 0;
  // The share of uniform play blended into each predicted mix (see above): each commit's
  // probability is (1 - share) times the model's plus share / commits. Measured in the game that
  // uses the model (Hard against Normal and against random, seed 2026): 0.25 kept Hard's lead
  // over Normal and won far more often against random play than the bare prediction (docs/ai.md,
  // Strength).
  double modelUniformShare = 0.25;
  // Opponent types (see above): judge each other seat's type from its commits and answer the
  // mixture. With an opponent model (modelIterations > 0) the model's prediction is what the
  // reasoning type commits, and the types' weights take the place of modelUniformShare. The
  // prior weights of the types Reasoning, Uniform and Greedy (OpponentTypes::Type), normalised.
  bool inferOpponentTypes = false;
  std::array<double, 3> opponentTypePrior{0.5, 0.25, 0.25};

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
    // At a SecretCommit root searched by regret matching: the action's probability in the average
    // strategy the choice was drawn from; otherwise 0.
    double probability = 0.0;
  };
  std::vector<ActionStat> root;  // the root's legal actions, in id order
};

class IsmctsBot final : public Bot {
 public:
  explicit IsmctsBot(std::uint64_t seed, IsmctsConfig config = {});

  std::string name() const override;
  rules::ActionId choose(const PlayerView& view, const std::stop_token& stop) override;

  const IsmctsConfig& config() const { return m_config; }
  const SearchStats& lastSearch() const { return m_stats; }
  // What the bot has learned of the other seats' types (inferOpponentTypes).
  const OpponentTypes& opponentTypes() const { return m_types; }

 private:
  struct Step {
    IsmctsTree::EdgeIndex edge;
    rules::Seat seat;
    IsmctsTree::NodeIndex node;  // for regret updates
    float probability;           // > 0: drawn by regret matching, with this probability
  };

  // The other seats' predicted commits of the root's round (modelIterations > 0, or the fixed
  // types' mix with inferOpponentTypes).
  struct Model {
    rules::Seat seat;
    std::vector<std::pair<rules::ActionId, double>> mix;  // action, probability
    // The share of iterations in which the seat commits by regret matching in the tree instead.
    double treeShare = 0.0;
  };

  // Runs the iterations (the budget, the clock and `stop` permitting); the root's statistics go to
  // m_stats.
  void search(const PlayerView& view, const std::stop_token& stop);
  void runIteration(const PlayerView& view);
  void predictCommits(const PlayerView& view, const std::stop_token& stop);
  // Opponent types: credits what the other seats committed since the last search, and sets the
  // models of this round's other seats from their types' weights.
  void typeCommits(const PlayerView& view);
  // Credits the commits expected at the last search, given a world at this round's start.
  void startTypes(const rules::GameState& roundStart);
  // The model of `seat`, at its commit in `world` among `legal`, from its types' weights: with
  // `reasoning` (the predicted mix over `legal`) all three types' mix, the reasoning type's
  // likelihood of each commit taken from `reasoningLikelihood`; without, the random and greedy
  // types' mix, regret matching in the tree taking the reasoning weight's share.
  void addTypedModel(const rules::GameState& world, rules::Seat seat,
                     std::span<const rules::ActionId> legal, std::span<const double> reasoning,
                     std::span<const double> reasoningLikelihood);
  // After the search: what each type expects of this round's other seats (the reasoning type's
  // mix read from their nodes in the tree), for the next search to credit.
  void expectCommits();
  // A modelled seat's commit drawn from its predicted mix among `m_legal`; -1 if none is legal.
  rules::ActionId drawModelled(const Model& model);
  // Fills m_stats.root; at a SecretCommit root searched by regret matching also the weights the
  // final draw follows (thresholded and sharpened average strategy, summing to 1; empty if none).
  void rootStatistics(const PlayerView& view, std::vector<double>& drawWeights);
  // -1 when the root was never reached (a search from the round start cut very short).
  rules::ActionId finalChoice(const PlayerView& view);
  // With no search at all (stopped before the first iteration): the game's heuristic.
  rules::ActionId fallbackChoice(const PlayerView& view);

  rules::Rng m_rng;
  IsmctsConfig m_config;
  bool m_fromRoundStart = false;  // this search starts at the round of commits' start
  IsmctsTree m_tree;
  SearchStats m_stats;
  std::vector<Step> m_path;
  std::vector<rules::ActionId> m_legal;
  std::vector<double> m_priors;
  std::vector<double> m_weights;  // playout steps' heuristic weights
  std::vector<Model> m_models;
  OpponentTypes m_types;
  std::vector<OpponentTypes::Expected> m_expected;  // this round's other seats
  // Their nodes' keys in the tree (none where the opponent model predicted the reasoning type).
  std::vector<std::optional<std::uint64_t>> m_expectedKeys;
};

}  // namespace gm::ai
