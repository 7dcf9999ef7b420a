// The bots' contracts on TinyDuel, a game small enough that the right move is known.
#include <QtTest>
#include <algorithm>
#include <set>
#include <stop_token>
#include <thread>

#include "ai/heuristic_bot.h"
#include "ai/ismcts_bot.h"
#include "ai/random_bot.h"
#include "ai/tiny_duel.h"

using gm::ai::HeuristicBot;
using gm::ai::HeuristicConfig;
using gm::ai::IsmctsBot;
using gm::ai::IsmctsConfig;
using gm::ai::PlayerView;
using gm::ai::RandomBot;
using gm::rules::ActionId;
using gm::test::TinyDuel;

class BotsTest : public QObject {
  Q_OBJECT

 private slots:
  void randomBotReturnsOnlyLegalActionsAndEachOfThem() {
    RandomBot bot(7);
    std::set<ActionId> seen;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      TinyDuel state(seed, seed % 2 == 0);
      while (!state.isTerminal()) {
        const PlayerView view(state, state.actingSeat(), seed);
        const ActionId a = bot.choose(view, {});
        QVERIFY(state.isLegal(a));
        seen.insert(a);
        state.apply(a);
      }
    }
    QCOMPARE(seen, (std::set<ActionId>{TinyDuel::kFold, TinyDuel::kCall, TinyDuel::kRaise}));
  }

  void randomBotRepeatsItsChoicesForTheSameSeed() {
    const TinyDuel state(3, false);
    const PlayerView view(state, 0, 1);
    RandomBot a(99), b(99);
    for (int i = 0; i < 50; ++i) QCOMPARE(a.choose(view, {}), b.choose(view, {}));
  }

  void heuristicBotPicksTheHighestWeightedAction() {
    for (const auto& [weights, expected] :
         {std::pair{std::array{1.0, 5.0, 3.0}, TinyDuel::kCall},
          std::pair{std::array{9.0, 1.0, 1.0}, TinyDuel::kFold},
          std::pair{std::array{-4.0, -3.0, -2.5}, TinyDuel::kRaise}}) {
      for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const TinyDuel state(seed, false, weights);
        HeuristicBot bot(seed);
        QCOMPARE(bot.choose(PlayerView(state, 0, seed), {}), expected);
      }
    }
  }

  void heuristicBotNoiseStillFavoursTheBestAction() {
    const TinyDuel state(5, false, {1.0, 5.0, 3.0});
    const PlayerView view(state, 0, 5);
    HeuristicBot bot(11, HeuristicConfig{.epsilon = 0.2, .temperature = 0.5});
    std::array<int, 3> counts{};
    for (int i = 0; i < 3000; ++i) ++counts[bot.choose(view, {})];
    // Softmax at temperature 0.5 over weights scaled to [0, 1]: Call e^2 times as likely as Fold.
    QVERIFY(counts[TinyDuel::kCall] > counts[TinyDuel::kRaise]);
    QVERIFY(counts[TinyDuel::kRaise] > counts[TinyDuel::kFold]);
    QVERIFY(counts[TinyDuel::kFold] > 0);
  }

  void ismctsRunsExactlyItsIterationBudget() {
    const TinyDuel state(1, false);
    IsmctsBot bot(1, IsmctsConfig{.iterations = 777});
    const ActionId a = bot.choose(PlayerView(state, 0, 1), {});
    QVERIFY(state.isLegal(a));
    QCOMPARE(bot.lastSearch().iterations, 777);
    QVERIFY(!bot.lastSearch().stopped);
    std::uint32_t rootVisits = 0;
    for (const auto& s : bot.lastSearch().root) rootVisits += s.visits;
    QCOMPARE(rootVisits, 777u);
  }

  void ismctsStopRequestedBeforehandReturnsALegalActionWithoutSearching() {
    const TinyDuel state(2, false, {1.0, 1.0, 4.0});
    IsmctsBot bot(2, IsmctsConfig{.iterations = 1'000'000'000});
    std::stop_source source;
    source.request_stop();
    const ActionId a = bot.choose(PlayerView(state, 0, 2), source.get_token());
    QCOMPARE(a, TinyDuel::kRaise);  // the heuristic's choice: nothing was searched
    QCOMPARE(bot.lastSearch().iterations, 0);
    QVERIFY(bot.lastSearch().stopped);
  }

  void ismctsStopRequestedFromAnotherThreadEndsTheSearch() {
    const TinyDuel state(2, false);
    IsmctsBot bot(2, IsmctsConfig{.iterations = 2'000'000'000});
    std::stop_source source;
    std::jthread stopper([&source] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      source.request_stop();
    });
    const ActionId a = bot.choose(PlayerView(state, 0, 2), source.get_token());
    QVERIFY(state.isLegal(a));
    QVERIFY(bot.lastSearch().stopped);
    // Whether the first iteration finished within the 30 ms depends on the machine (under the
    // sanitizers on a busy one it may not): only the ending is asserted.
    QVERIFY(bot.lastSearch().iterations < 2'000'000'000);
  }

  void ismctsMillisecondBudgetEndsTheSearch() {
    const TinyDuel state(4, false);
    IsmctsBot bot(4, IsmctsConfig{.iterations = 0, .budgetMs = 20});
    QVERIFY(state.isLegal(bot.choose(PlayerView(state, 0, 4), {})));
    QVERIFY(bot.lastSearch().iterations > 0);
    QVERIFY(!bot.lastSearch().stopped);
  }

  void ismctsIsDeterministicForASeedAndIterationBudget() {
    const TinyDuel state(6, false);
    const PlayerView view(state, 0, 6);
    IsmctsBot a(42, IsmctsConfig{.iterations = 2000});
    IsmctsBot b(42, IsmctsConfig{.iterations = 2000});
    for (int i = 0; i < 5; ++i) {
      QCOMPARE(a.choose(view, {}), b.choose(view, {}));
      const auto& ra = a.lastSearch().root;
      const auto& rb = b.lastSearch().root;
      QCOMPARE(ra.size(), rb.size());
      for (std::size_t k = 0; k < ra.size(); ++k) QCOMPARE(ra[k].visits, rb[k].visits);
    }
  }

  void ismctsRaisesHoldingTheTopCard() {
    // A Decision root takes the most visited action, so the choice itself is checked.
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
      const TinyDuel state({5, static_cast<int>(seed % 5)}, true);
      IsmctsBot bot(seed, IsmctsConfig{.iterations = 3000});
      QCOMPARE(bot.choose(PlayerView(state, 0, seed), {}), TinyDuel::kRaise);
    }
  }

  void ismctsFoldsTheBottomCardAgainstARaiseItCanSee() {
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
      TinyDuel state({static_cast<int>(1 + seed % 5), 0}, true);
      state.apply(TinyDuel::kRaise);
      IsmctsBot bot(seed, IsmctsConfig{.iterations = 2000});
      QCOMPARE(bot.choose(PlayerView(state, 1, seed), {}), TinyDuel::kFold);
    }
  }

  void ismctsWithProgressiveBiasTriesTheHeuristicFavouriteFirst() {
    // A Decision node: secret commits are chosen by regret matching, which has no prior.
    const TinyDuel state(9, true, {1.0, 5.0, 3.0});
    IsmctsBot bot(9, IsmctsConfig{.iterations = 1, .priorBias = 1.0});
    QCOMPARE(bot.choose(PlayerView(state, 0, 9), {}), TinyDuel::kCall);
    QCOMPARE(bot.lastSearch().root[TinyDuel::kCall].visits, 1u);
  }

  void ismctsLongSearchOverrulesAMisleadingHeuristic() {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
      const TinyDuel state({5, static_cast<int>(seed)}, true, {10.0, 0.0, 0.0});
      IsmctsBot bot(seed, IsmctsConfig{.iterations = 3000, .priorBias = 1.0});
      QCOMPARE(bot.choose(PlayerView(state, 0, seed), {}), TinyDuel::kRaise);
    }
  }

  void ismctsGreedyPlayoutsPlayTheHeuristicFavourite() {
    // Seat 0 holds the 0 and every seat's heuristic favours Fold. Where seat 1 is played out
    // greedily it always folds, so seat 0's Call wins 0.5 (a reward of 0.75); played out at random
    // seat 1 folds a third of the time and Call loses on average (a reward near 0.33). A short
    // search leaves seat 1 mostly to the playouts, so the root's mean for Call tells them apart.
    double greedy = 0.0, random = 0.0;
    constexpr int kSeeds = 10;
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      const TinyDuel state({0, static_cast<int>(1 + seed % 5)}, true, {9.0, 1.0, 1.0});
      IsmctsBot byHeuristic(seed, IsmctsConfig{.iterations = 12, .playoutGreedy = 1.0});
      byHeuristic.choose(PlayerView(state, 0, seed), {});
      greedy += byHeuristic.lastSearch().root[TinyDuel::kCall].meanReward / kSeeds;
      IsmctsBot atRandom(seed, IsmctsConfig{.iterations = 12});
      atRandom.choose(PlayerView(state, 0, seed), {});
      random += atRandom.lastSearch().root[TinyDuel::kCall].meanReward / kSeeds;
    }
    // Measured: 0.59 against 0.14 (at 30 iterations, where seat 1 is searched more, 0.46 and 0.23).
    QVERIFY2(greedy > 0.5, qPrintable(QString::number(greedy)));
    QVERIFY2(random < 0.3, qPrintable(QString::number(random)));
  }

  void ismctsMixesAtASecretCommitInProportionToVisits() {
    // Holding the 3 in the simultaneous game no action dominates, so the draw must vary.
    const TinyDuel state({3, 1}, false);
    const PlayerView view(state, 0, 8);
    IsmctsBot bot(8, IsmctsConfig{.iterations = 400});
    std::set<ActionId> chosen;
    for (int i = 0; i < 60; ++i) {
      const ActionId a = bot.choose(view, {});
      chosen.insert(a);
      // The drawn action was searched: at a commit the choice follows the visits.
      const auto& root = bot.lastSearch().root;
      QVERIFY(std::find_if(root.begin(), root.end(), [a](const auto& s) {
                return s.action == a && s.visits > 0;
              }) != root.end());
    }
    QVERIFY(chosen.size() >= 2);
  }

  void ismctsDoesNotPeekAtTheHiddenCardOrThePendingCommit() {
    // Seat 1 cannot tell these apart: seat 0 holds 5 or 0 and committed Raise or Fold.
    TinyDuel a({5, 2}, false), b({0, 2}, false);
    a.apply(TinyDuel::kRaise);
    b.apply(TinyDuel::kFold);
    QCOMPARE(a.infoKey(1), b.infoKey(1));
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
      IsmctsBot botA(seed, IsmctsConfig{.iterations = 500});
      IsmctsBot botB(seed, IsmctsConfig{.iterations = 500});
      QCOMPARE(botA.choose(PlayerView(a, 1, seed), {}), botB.choose(PlayerView(b, 1, seed), {}));
      for (std::size_t k = 0; k < 3; ++k) {
        QCOMPARE(botA.lastSearch().root[k].visits, botB.lastSearch().root[k].visits);
      }
    }
  }
};

QTEST_APPLESS_MAIN(BotsTest)
#include "bots_test.moc"
