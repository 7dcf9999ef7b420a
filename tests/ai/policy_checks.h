#pragma once
// What the tests of a game's heuristic policy share: the policy's favourite among the legal
// actions and the weight it gives one, EXPECT_FAVOURITE and EXPECT_ORDER with the actions named in
// the failure, and a check that the heuristic and Normal beat random play by a margin luck cannot
// explain. `State` is a game's state type (it has legalActions, heuristicWeights and describe).
#include <QtTest>

#include <algorithm>
#include <vector>

#include "ai/match_runner.h"
#include "core/game.h"
#include "sanitizer_scale.h"

namespace gm::test {

template <class State>
std::vector<double> policyWeights(const State& st) {
  const auto legal = st.legalActions();
  std::vector<double> w(legal.size(), 0.0);
  st.heuristicWeights(legal, w);
  return w;
}

// The policy's favourite among the legal actions (ties: the lowest id).
template <class State>
rules::ActionId favourite(const State& st) {
  const auto legal = st.legalActions();
  const std::vector<double> w = policyWeights(st);
  return legal[static_cast<std::size_t>(std::max_element(w.begin(), w.end()) - w.begin())];
}

// The policy's weight of the legal action `a`.
template <class State>
double weightOf(const State& st, rules::ActionId a) {
  const auto legal = st.legalActions();
  const auto at = std::find(legal.begin(), legal.end(), a);
  if (at == legal.end()) qFatal("not legal: %s", st.describe(a).text.c_str());
  return policyWeights(st)[static_cast<std::size_t>(at - legal.begin())];
}

template <class State>
QString nameOfAction(const State& st, rules::ActionId a) {
  return QString::fromStdString(st.describe(a).text);
}

// The heuristic and Normal (on `iterations`, so the figures are the same every run) each win
// more than three games in four of `games` against random play at the game's fewest seats, beyond
// the 95 % interval. Under the sanitizers `sanitizedGames` check the play, not the margins.
inline void expectHeuristicAndNormalBeatRandom(const rules::Game& game, int games,
                                               int sanitizedGames, std::uint64_t seed,
                                               int iterations) {
  ai::MatchConfig config;
  config.games = scaledCount(games, sanitizedGames);
  config.seed = seed;
  config.iterations = iterations;
  for (const char* kind : {"heuristic", "normal"}) {
    config.bots = {kind, "random"};
    const auto summary = ai::runMatch(game, config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    const auto& bot = summary->bots[0];
    qInfo("%s against random: %d of %d [%.2f, %.2f]", kind, bot.wins, summary->games,
          bot.winRate95.low, bot.winRate95.high);
    QCOMPARE(summary->games, config.games);
    if (!kUnderSanitizers) QVERIFY(bot.winRate95.low > 0.75);
  }
}

}  // namespace gm::test

#define EXPECT_FAVOURITE(st, expected)                                                          \
  do {                                                                                          \
    const auto got_ = gm::test::favourite(st);                                                  \
    QVERIFY2(got_ == (expected), qPrintable(QStringLiteral("chose '%1', not '%2'")              \
                                                .arg(gm::test::nameOfAction(st, got_))          \
                                                .arg(gm::test::nameOfAction(st, (expected))))); \
  } while (false)

// Fails unless the policy weighs the legal actions `order` strictly decreasingly.
#define EXPECT_ORDER(st, ...)                                                               \
  do {                                                                                      \
    const std::vector<gm::rules::ActionId> order_{__VA_ARGS__};                             \
    for (std::size_t i_ = 1; i_ < order_.size(); ++i_)                                      \
      QVERIFY2(gm::test::weightOf(st, order_[i_ - 1]) > gm::test::weightOf(st, order_[i_]), \
               qPrintable(QStringLiteral("'%1' is not above '%2'")                          \
                              .arg(gm::test::nameOfAction(st, order_[i_ - 1]))              \
                              .arg(gm::test::nameOfAction(st, order_[i_]))));               \
  } while (false)
