// The search's rule at secret commits (regret matching, average strategy) on a matrix game whose
// equilibrium is known: biased rock-paper-scissors, equilibrium (1/7, 4/7, 2/7) for both seats.
#include <QtTest>
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
#include "ai/matrix_game.h"
#include "ai/opponent_types.h"

using gm::ai::CommitSelection;
using gm::ai::IsmctsBot;
using gm::ai::IsmctsConfig;
using gm::ai::OpponentTypes;
using gm::ai::PlayerView;
using gm::rules::ActionId;
using gm::test::MatrixGame;

namespace {

constexpr std::array<double, 3> kEquilibrium{1.0 / 7, 4.0 / 7, 2.0 / 7};

// The root's average strategy of the bot's last search.
std::vector<double> averageStrategy(const IsmctsBot& bot) {
  std::vector<double> mix;
  for (const auto& s : bot.lastSearch().root) mix.push_back(s.probability);
  return mix;
}

// The root's visit frequencies of the bot's last search (what UCB1's final draw follows).
std::vector<double> visitShares(const IsmctsBot& bot) {
  std::vector<double> mix;
  double total = 0.0;
  for (const auto& s : bot.lastSearch().root) total += s.visits;
  for (const auto& s : bot.lastSearch().root) mix.push_back(s.visits / total);
  return mix;
}

double distance(const std::vector<double>& mix) {
  double d = 0.0;
  for (std::size_t a = 0; a < mix.size(); ++a) d = std::max(d, std::abs(mix[a] - kEquilibrium[a]));
  return d;
}

}  // namespace

class SimultaneousSearchTest : public QObject {
  Q_OBJECT

 private slots:
  void regretMatchingAverageApproachesTheEquilibriumForTheFirstSeat() {
    const MatrixGame game = MatrixGame::biasedRockPaperScissors();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      IsmctsBot bot(seed, IsmctsConfig{.iterations = 60000});
      bot.choose(PlayerView(game, 0, seed), {});
      const auto mix = averageStrategy(bot);
      QCOMPARE(mix.size(), std::size_t{3});
      qInfo("seed %llu: average strategy (%.3f, %.3f, %.3f), exploitability %.4f",
            static_cast<unsigned long long>(seed), mix[0], mix[1], mix[2],
            game.exploitability(0, mix, 0.0));
      QVERIFY2(distance(mix) < 0.05, "the average strategy is not near (1/7, 4/7, 2/7)");
      QVERIFY(game.exploitability(0, mix, 0.0) < 0.03);
    }
  }

  void theLevelsSearchCommitsByRegretMatching() {
    // Biased matching pennies: seat 0 wins 1 on (0, 0), 0.5 on (1, 1) and loses 1 otherwise. Its
    // only equilibrium is (3/7, 4/7) for both seats, value -1/7. The levels as the factory makes
    // them (at a fixed seed and iteration count, no clock) must play near it: UCB1 at the commit
    // reports no average strategy, and its visits chase the opponent's instead.
    const MatrixGame game({{1.0, -1.0}, {-1.0, 0.5}});
    for (const char* level : {"normal", "hard"}) {
      const auto config = gm::ai::searchConfig(level, {.iterations = 30000});
      QVERIFY(config.commitSelection == CommitSelection::RegretMatching);
      IsmctsBot bot(17, config);
      bot.choose(PlayerView(game, 0, 17), {});
      const auto mix = averageStrategy(bot);
      QCOMPARE(mix.size(), std::size_t{2});
      qInfo("%s: average strategy (%.3f, %.3f)", level, mix[0], mix[1]);
      QVERIFY2(std::abs(mix[0] - 3.0 / 7) < 0.05, "the average strategy is not near (3/7, 4/7)");
      QVERIFY(game.exploitability(0, mix, -1.0 / 7) < 0.05);
    }
  }

  void aLaterSeatGivenTheRoundStartAlsoPlaysTheEquilibrium() {
    // Seat 1 commits after seat 0. From the round start the search chooses seat 0's row itself;
    // without it, the redrawn row is uniform and the best answer to a uniform row is a pure one.
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    MatrixGame afterRow = start;
    afterRow.apply(2);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      IsmctsBot bot(seed, IsmctsConfig{.iterations = 60000});
      const PlayerView view(afterRow, 1, seed, &start);
      QVERIFY(view.hasRoundStart());
      bot.choose(view, {});
      const auto mix = averageStrategy(bot);
      qInfo("seed %llu: seat 1 average strategy (%.3f, %.3f, %.3f)",
            static_cast<unsigned long long>(seed), mix[0], mix[1], mix[2]);
      QVERIFY2(distance(mix) < 0.05, "the average strategy is not near (1/7, 4/7, 2/7)");
    }
    // Against the uniform redraw, Rock (which a uniform row pays 1/6 with) takes almost all.
    IsmctsBot alone(4, IsmctsConfig{.iterations = 60000});
    alone.choose(PlayerView(afterRow, 1, 4), {});
    QVERIFY(averageStrategy(alone)[0] > 0.8);
  }

  void ucb1VisitsDoNotFindTheEquilibrium() {
    // The rule regret matching replaced: in self-play its visit counts settle nowhere near the mix
    // (so drawing from them plays an exploitable strategy), which is why commits no longer use it.
    const MatrixGame game = MatrixGame::biasedRockPaperScissors();
    double worst = 0.0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      IsmctsBot bot(seed,
                    IsmctsConfig{.iterations = 60000, .commitSelection = CommitSelection::Ucb1});
      bot.choose(PlayerView(game, 0, seed), {});
      const auto mix = visitShares(bot);
      qInfo("seed %llu: UCB1 visit shares (%.3f, %.3f, %.3f), exploitability %.4f",
            static_cast<unsigned long long>(seed), mix[0], mix[1], mix[2],
            game.exploitability(0, mix, 0.0));
      worst = std::max(worst, game.exploitability(0, mix, 0.0));
    }
    QVERIFY(worst > 0.05);
  }

  void theChoiceIsDrawnFromTheAverageStrategy() {
    const MatrixGame game = MatrixGame::biasedRockPaperScissors();
    const PlayerView view(game, 0, 3);
    // Temperature 1: the average strategy itself (above the threshold, which no action is under).
    IsmctsBot bot(3, IsmctsConfig{.iterations = 3000, .commitTemperature = 1.0});
    std::array<int, 3> counts{};
    std::array<double, 3> expected{};
    constexpr int kDraws = 600;
    for (int i = 0; i < kDraws; ++i) {
      ++counts[static_cast<std::size_t>(bot.choose(view, {}))];
      const auto mix = averageStrategy(bot);
      for (std::size_t a = 0; a < 3; ++a) expected[a] += mix[a];
    }
    // Each count within five standard deviations of what the strategies it was drawn from say.
    for (std::size_t a = 0; a < 3; ++a) {
      const double p = expected[a] / kDraws;
      const double sd = std::sqrt(kDraws * p * (1 - p));
      QVERIFY2(std::abs(counts[a] - expected[a]) <= 5 * sd + 1, "draws do not follow the mix");
    }
    QVERIFY(counts[1] > counts[0]);  // Paper, the equilibrium's favourite, is played most
  }

  void theLevelsPlayASharpenedAverageStrategy() {
    // The default temperature (0.25) raises the average's probabilities to the 4th power: Paper
    // (4/7) then outweighs Scissors (2/7) 16 to 1 and Rock (1/7) 256 to 1.
    const MatrixGame game = MatrixGame::biasedRockPaperScissors();
    const PlayerView view(game, 0, 5);
    IsmctsBot bot(5, IsmctsConfig{.iterations = 3000});
    std::array<int, 3> counts{};
    for (int i = 0; i < 300; ++i) ++counts[static_cast<std::size_t>(bot.choose(view, {}))];
    QVERIFY2(counts[1] > 240, "Paper is not played most of the time");
    QVERIFY(counts[2] > 0);  // still mixed
  }

  void atTemperatureZeroTheAverageStrategysFavouriteIsAlwaysPlayed() {
    const MatrixGame game = MatrixGame::biasedRockPaperScissors();
    const PlayerView view(game, 0, 5);
    IsmctsBot bot(5, IsmctsConfig{.iterations = 3000, .commitTemperature = 0.0});
    for (int i = 0; i < 100; ++i) {
      const ActionId choice = bot.choose(view, {});
      const auto mix = averageStrategy(bot);
      const auto favourite = std::max_element(mix.begin(), mix.end()) - mix.begin();
      QCOMPARE(choice, ActionId(favourite));
    }
  }

  void anOpponentModelAnswersThePredictedSharpenedMix() {
    // The modelled seat is a search like this one, which plays the equilibrium sharpened: Paper
    // about 94 % of the time, Scissors 6 %, Rock 0.4 %; with the default quarter of uniform play
    // blended in, Paper 79 %, Scissors 13 %, Rock 9 %. Against that Scissors earns about 0.11,
    // Paper 0.01 and Rock -0.27, so a seat answering the model plays Scissors, far from the
    // equilibrium's 2/7, whether it commits first or second.
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    MatrixGame afterRow = start;
    afterRow.apply(0);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const IsmctsConfig config{.iterations = 20000, .modelIterations = 5000};
      IsmctsBot first(seed, config);
      QCOMPARE(first.choose(PlayerView(start, 0, seed), {}), ActionId{2});
      const auto mix = averageStrategy(first);
      qInfo("seed %llu: first seat answering the model (%.3f, %.3f, %.3f)",
            static_cast<unsigned long long>(seed), mix[0], mix[1], mix[2]);
      QVERIFY2(mix[2] > 0.8, "the first seat does not answer the predicted Paper with Scissors");

      IsmctsBot second(seed, config);
      QCOMPARE(second.choose(PlayerView(afterRow, 1, seed, &start), {}), ActionId{2});
      QVERIFY2(averageStrategy(second)[2] > 0.8,
               "the second seat does not answer the predicted Paper with Scissors");
    }
  }

  void theModelsUniformShareIsBlendedIntoThePrediction() {
    // With a uniform share of 1 the prediction is uniform play, against which Rock earns 1/6,
    // Paper 1/12 and Scissors -1/4: the answer turns from Scissors to Rock.
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    IsmctsBot bot(
        1, IsmctsConfig{.iterations = 20000, .modelIterations = 5000, .modelUniformShare = 1.0});
    QCOMPARE(bot.choose(PlayerView(start, 0, 1), {}), ActionId{0});
    QVERIFY2(averageStrategy(bot)[0] > 0.8, "the seat does not answer uniform play with Rock");
  }

  void opponentTypesAnswerTheTypeTheyBelieveIn() {
    // All weight on the uniform type: the other seat's commits are drawn uniformly, and Rock (1/6
    // against uniform play) is the answer, first seat or second. All weight on the reasoning type:
    // regret matching at both seats, so the average strategy approaches the equilibrium's 1/7.
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    MatrixGame afterRow = start;
    afterRow.apply(1);
    IsmctsConfig uniform{.iterations = 20000, .inferOpponentTypes = true};
    uniform.opponentTypePrior = {0.0, 1.0, 0.0};
    IsmctsBot first(3, uniform);
    QCOMPARE(first.choose(PlayerView(start, 0, 3), {}), ActionId{0});
    QVERIFY2(averageStrategy(first)[0] > 0.8, "the first seat does not answer uniform play");
    IsmctsBot second(3, uniform);
    QCOMPARE(second.choose(PlayerView(afterRow, 1, 3, &start), {}), ActionId{0});
    QVERIFY2(averageStrategy(second)[0] > 0.8, "the second seat does not answer uniform play");

    // The first seat's average strategy after 60,000 iterations with these prior weights.
    const auto firstSeatMix = [&start](const char* what, OpponentTypes::Weights prior) {
      IsmctsConfig config{.iterations = 60000, .inferOpponentTypes = true};
      config.opponentTypePrior = prior;
      IsmctsBot bot(3, config);
      bot.choose(PlayerView(start, 0, 3), {});
      const auto mix = averageStrategy(bot);
      qInfo("%s: (%.3f, %.3f, %.3f)", what, mix[0], mix[1], mix[2]);
      return mix;
    };
    const auto mix = firstSeatMix("all weight on reasoning", {1.0, 0.0, 0.0});
    QVERIFY2(distance(mix) < 0.1, "a reasoning opponent is not met at the equilibrium");

    // Half and half: in half the iterations the other seat commits uniformly, in the other half by
    // regret matching (a restricted Nash response). That seat's regret matching can only half
    // punish a Paper-heavy mix, so this seat leaves the equilibrium (mostly Paper, which gains
    // against the uniform half), and it does not play the Rock that answers uniform play alone.
    const auto halfMix = firstSeatMix("half reasoning, half uniform", {0.5, 0.5, 0.0});
    QVERIFY2(distance(halfMix) > 0.15, "the uniform half is not answered");
    QVERIFY2(halfMix[0] < 0.5, "the reasoning half is not answered");
  }

  void withAnOpponentModelTheTypesWeighThePrediction() {
    // All weight on the reasoning type: the model's prediction (Paper, mostly) is answered bare,
    // with Scissors; all weight on the uniform type: the prediction is set aside for Rock.
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    IsmctsConfig reasoning{
        .iterations = 20000, .modelIterations = 5000, .inferOpponentTypes = true};
    reasoning.opponentTypePrior = {1.0, 0.0, 0.0};
    IsmctsBot predicted(2, reasoning);
    QCOMPARE(predicted.choose(PlayerView(start, 0, 2), {}), ActionId{2});
    QVERIFY2(averageStrategy(predicted)[2] > 0.8, "the prediction is not answered");

    IsmctsConfig uniform = reasoning;
    uniform.opponentTypePrior = {0.0, 1.0, 0.0};
    IsmctsBot random(2, uniform);
    QCOMPARE(random.choose(PlayerView(start, 0, 2), {}), ActionId{0});
    QVERIFY2(averageStrategy(random)[0] > 0.8, "uniform play is not answered");
  }

  void opponentTypesCreditEachRevealedCommit() {
    // Seat 1 commits at history index 3 in the round after [0, 1, 2]; it played 2, which the
    // reasoning type gave 0.5, the uniform type 1/3 and the greedy type 0.
    OpponentTypes types({0.5, 0.25, 0.25});
    const std::vector<ActionId> before{0, 1, 2};
    OpponentTypes::Expected e{
        1, 3, {0, 1, 2}, {{0.5, 1.0 / 3, 1.0}, {0.0, 1.0 / 3, 0.0}, {0.5, 1.0 / 3, 0.0}}};
    // A commit at or past the start of the bot's present round is not public yet: not credited.
    OpponentTypes::Expected late = e;
    late.index = 4;
    types.observe(before, 3);
    types.expect({late});
    types.observe(std::vector<ActionId>{0, 1, 2, 4, 2}, 4);
    QCOMPARE(types.observed(1), 0);

    types.observe(before, 3);
    types.expect({e});
    const std::vector<ActionId> next{0, 1, 2, 2, 0};
    types.observe(next, 5);
    QCOMPARE(types.observed(1), 1);
    const double tremble = OpponentTypes::kTremble / 3;
    const double r = 0.5 * (0.9 * 0.5 + tremble), u = 0.25 * (0.9 / 3 + tremble),
                 g = 0.25 * tremble;
    const auto w = types.belief(1);
    QVERIFY(std::abs(w[0] - r / (r + u + g)) < 1e-12);
    QVERIFY(std::abs(w[1] - u / (r + u + g)) < 1e-12);
    // The greedy weight fell under the floor and is held there (then all renormalised).
    QVERIFY(w[2] > 0.0 && w[2] < 0.03);
    QVERIFY(std::abs(w[0] + w[1] + w[2] - 1.0) < 1e-12);

    // The same round again (a bot asked twice for one decision): nothing more is credited, and
    // nothing is forgotten.
    types.observe(next, 5);
    QCOMPARE(types.observed(1), 1);
    QCOMPARE(types.belief(1), w);

    // A history that does not go on from the one kept (a new game, a take-back) forgets it all.
    types.expect({OpponentTypes::Expected{1, 6, {0, 1, 2}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}});
    const std::vector<ActionId> other{0, 1, 3, 2, 0, 1, 0};
    types.observe(other, 7);
    QCOMPARE(types.observed(1), 0);
    QCOMPARE(types.belief(1), (OpponentTypes::Weights{0.5, 0.25, 0.25}));
  }

  void theSameSeedAndBudgetGiveTheSameStrategyAndChoices() {
    const MatrixGame start = MatrixGame::biasedRockPaperScissors();
    MatrixGame afterRow = start;
    afterRow.apply(1);
    const PlayerView view(afterRow, 1, 21, &start);
    IsmctsBot a(77, IsmctsConfig{.iterations = 5000});
    IsmctsBot b(77, IsmctsConfig{.iterations = 5000});
    for (int i = 0; i < 5; ++i) {
      QCOMPARE(a.choose(view, {}), b.choose(view, {}));
      QCOMPARE(averageStrategy(a), averageStrategy(b));
    }
  }
};

QTEST_APPLESS_MAIN(SimultaneousSearchTest)
#include "simultaneous_search_test.moc"
