// The bots at Knockdown: legal play at every level, no peeking at what the seat may not see, and
// the search beating random play by a margin luck cannot explain.
#include <QtTest>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
#include "ai/match_runner.h"
#include "ai/random_bot.h"
#include "games/builtin_games.h"
#include "sanitizer_scale.h"

using namespace gm;
using ai::PlayerView;
using rules::ActionId;
using rules::GameState;
using rules::kNoSeat;

namespace {

const rules::Game& knockdown() {
  const rules::Game* game = rules::builtinGames().find("knockdown");
  Q_ASSERT(game);
  return *game;
}

std::unique_ptr<GameState> newFight(std::uint64_t seed) {
  auto state = knockdown().newGame(rules::GameOptions{2, seed, nlohmann::json::object()});
  Q_ASSERT(state.ok());
  return std::move(state.value());
}

// A fight after `actions` random actions (stops early if it ends).
std::unique_ptr<GameState> midFight(std::uint64_t seed, int actions) {
  auto state = newFight(seed);
  ai::RandomBot bot(seed);
  for (int i = 0; i < actions && !state->isTerminal(); ++i) {
    state->apply(bot.choose(PlayerView(*state, state->actingSeat(), seed + i), {}));
  }
  return state;
}

// A fight that is still going, at seat 0's commit, after a few turns in which Stamina was revealed.
std::unique_ptr<GameState> ongoingFight(std::uint64_t seed) {
  for (std::uint64_t s = seed;; s += 1000) {
    auto state = midFight(s, 8);
    if (!state->isTerminal() && state->actingSeat() == 0) return state;
  }
}

// Plays a fight of `seeker` (a search judging its opponent's type) at seat `seat` against
// `other`, as the match runner does (a second seat searches from the round's start), until it ends
// or `rounds` rounds are played; returns the actions played.
int playTypedFight(ai::IsmctsBot& seeker, rules::Seat seat, ai::Bot& other, std::uint64_t seed,
                   int rounds) {
  auto state = newFight(seed);
  std::unique_ptr<GameState> roundStart;
  for (int i = 0; i < 2 * rounds && !state->isTerminal(); ++i) {
    const rules::Seat acting = state->actingSeat();
    if (acting == 0) roundStart = state->clone();
    const PlayerView view(*state, acting, seed + i, acting == 1 ? roundStart.get() : nullptr);
    state->apply(acting == seat ? seeker.choose(view, {}) : other.choose(view, {}));
  }
  return static_cast<int>(state->history().size());
}

}  // namespace

class KnockdownBotsTest : public QObject {
  Q_OBJECT

 private slots:
  void randomBotPlaysWholeFightsWithLegalActionsOnly() {
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
      auto state = newFight(seed);
      ai::RandomBot bot(seed);
      while (!state->isTerminal()) {
        const ActionId a = bot.choose(PlayerView(*state, state->actingSeat(), seed), {});
        QVERIFY(state->isLegal(a));
        state->apply(a);
      }
      QVERIFY(static_cast<int>(state->history().size()) <= state->info().maxGameLength);
    }
  }

  void everyLevelChoosesALegalMoveForEitherSeat() {
    auto state = ongoingFight(3);
    for (const auto& kind : ai::botKinds()) {
      for (int commit = 0; commit < 2; ++commit) {
        auto position = state->clone();
        if (commit == 1) position->apply(4);
        const rules::Seat seat = position->actingSeat();
        auto bot = ai::makeBot(kind, 17);
        QVERIFY2(bot, kind.c_str());
        const ActionId a = bot->choose(PlayerView(*position, seat, 5), {});
        QVERIFY2(position->isLegal(a), kind.c_str());
      }
    }
    QVERIFY(ai::makeBot("grandmaster", 1) == nullptr);
  }

  void searchRunsExactlyItsIterationBudgetAtKnockdown() {
    auto state = ongoingFight(4);
    ai::IsmctsBot bot(4, ai::IsmctsConfig{.iterations = 1234});
    bot.choose(PlayerView(*state, 0, 4), {});
    QCOMPARE(bot.lastSearch().iterations, 1234);
    QVERIFY(bot.lastSearch().nodes > 1);
    QVERIFY(bot.lastSearch().nodes <= 1235);
  }

  void searchStopsBeforeStartingWhenAskedTo() {
    auto state = ongoingFight(5);
    ai::IsmctsBot bot(5, ai::IsmctsConfig{.iterations = 1'000'000'000});
    std::stop_source source;
    source.request_stop();
    QVERIFY(state->isLegal(bot.choose(PlayerView(*state, 0, 5), source.get_token())));
    QCOMPARE(bot.lastSearch().iterations, 0);
  }

  void searchWithAPlayoutCutoffScoresUnfinishedFightsWithTheEstimate() {
    // Cut one action into the playout, fights are scored by estimate(), a value strictly between a
    // win, a draw and a loss, so some root reward sums stop being multiples of one half.
    auto state = newFight(8);
    ai::IsmctsBot cut(8, ai::IsmctsConfig{.iterations = 200, .playoutCutoff = 1});
    ai::IsmctsBot full(8, ai::IsmctsConfig{.iterations = 200});
    for (ai::IsmctsBot* bot : {&cut, &full}) {
      QVERIFY(state->isLegal(bot->choose(PlayerView(*state, 0, 8), {})));
      QCOMPARE(bot->lastSearch().iterations, 200);
    }
    auto fractional = [](const ai::SearchStats& stats) {
      int count = 0;
      for (const auto& s : stats.root) {
        const double halves = s.meanReward * s.visits * 2.0;
        if (std::abs(halves - std::round(halves)) > 1e-3) ++count;
      }
      return count;
    };
    QVERIFY(fractional(cut.lastSearch()) > 0);
    QCOMPARE(fractional(full.lastSearch()), 0);
  }

  void botsSeeTheSameFightWhateverTheStaminaOrders() {
    // Two fresh fights dealt from different seeds: the Stamina orders differ, nothing else does.
    auto a = newFight(101), b = newFight(202);
    QVERIFY(a->observe(kNoSeat) != b->observe(kNoSeat));
    for (rules::Seat seat : {0, 1}) {
      auto x = a->clone(), y = b->clone();
      if (seat == 1) {
        x->apply(2);
        y->apply(2);
      }
      QCOMPARE(x->infoKey(seat), y->infoKey(seat));
      for (const auto& kind : ai::botKinds()) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
          auto botX = ai::makeBot(kind, seed, ai::BotOverrides{.iterations = 600});
          auto botY = ai::makeBot(kind, seed, ai::BotOverrides{.iterations = 600});
          QCOMPARE(botX->choose(PlayerView(*x, seat, seed), {}),
                   botY->choose(PlayerView(*y, seat, seed), {}));
        }
      }
    }
  }

  void botsSeeTheSameFightWhateverTheOpponentCommitted() {
    // Mid-fight, seat 0 has committed one card or another: seat 1 cannot tell, so neither can its
    // bot.
    auto state = ongoingFight(6);
    for (ActionId first = 0; first < 10; ++first) {
      auto x = state->clone(), y = state->clone();
      x->apply(first);
      y->apply((first + 3) % 10);
      QCOMPARE(x->infoKey(1), y->infoKey(1));
      QVERIFY(x->observe(kNoSeat) != y->observe(kNoSeat));
      // Searching from the pending commit, and from the round's start with seat 0's commit
      // predicted by an opponent model (as Hard does).
      for (const auto& config : {ai::IsmctsConfig{.iterations = 800},
                                 ai::IsmctsConfig{.iterations = 800, .modelIterations = 300}}) {
        const auto* start = config.modelIterations > 0 ? state.get() : nullptr;
        ai::IsmctsBot botX(first, config);
        ai::IsmctsBot botY(first, config);
        QCOMPARE(botX.choose(PlayerView(*x, 1, first, start), {}),
                 botY.choose(PlayerView(*y, 1, first, start), {}));
        const auto& rx = botX.lastSearch().root;
        const auto& ry = botY.lastSearch().root;
        QCOMPARE(rx.size(), ry.size());
        for (std::size_t k = 0; k < rx.size(); ++k) QCOMPARE(rx[k].visits, ry[k].visits);
      }
    }
  }

  void botsSeeTheSameFightMidwayWhateverIsHidden() {
    // A second true fight that seat s cannot tell from the first: both Stamina orders redrawn (and
    // seat 0's pending card when s is seat 1).
    for (std::uint64_t seed = 7; seed < 12; ++seed) {
      auto truth = ongoingFight(seed);
      if (seed % 2) truth->apply(static_cast<ActionId>(seed % 10));
      const rules::Seat seat = truth->actingSeat();
      rules::Rng rng(seed * 31);
      auto twin = truth->resampleFor(seat, rng);
      QCOMPARE(twin->infoKey(seat), truth->infoKey(seat));
      QVERIFY(twin->observe(kNoSeat) != truth->observe(kNoSeat));
      auto botA = ai::makeBot("normal", seed, ai::BotOverrides{.iterations = 800});
      auto botB = ai::makeBot("normal", seed, ai::BotOverrides{.iterations = 800});
      QCOMPARE(botA->choose(PlayerView(*truth, seat, seed), {}),
               botB->choose(PlayerView(*twin, seat, seed), {}));
    }
  }

  void searchAtSecretCommitsIsNoWorseThanRandom() {
    // 600 fights (60 under the sanitizers, which check memory, not play), seats rotated,
    // iteration budget only (deterministic). The search plays a
    // sharpened equilibrium mix at every commit, which concedes nothing to any opponent but, with
    // 1,000 iterations, exploits random play little (about 50 %: Knockdown's Stamina luck keeps
    // every edge small). A search that chose its commits badly (say, the worst action, or one
    // fixed card) would be beaten: the upper end of the 95 % Wilson interval must reach one half.
    ai::MatchConfig config;
    config.bots = {"ismcts", "random"};
    const int games = gm::test::scaledCount(600, 60);
    config.games = games;
    config.seed = 2024;
    config.iterations = 1000;
    config.jobs = 2;
    const auto summary = ai::runMatch(knockdown(), config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    const auto& search = summary->bots[0];
    qInfo("ismcts(1000) vs random: %d wins, %d draws, %d losses; Wilson 95%% [%.3f, %.3f]",
          search.wins, search.draws, search.losses, search.winRate95.low, search.winRate95.high);
    QCOMPARE(summary->games, games);
    QCOMPARE(search.wins + search.draws + search.losses, games);
    QVERIFY(search.winRate95.high > 0.5);
  }

  void theSearchTellsAGreedyOpponentFromARandomOne() {
    // Normal judges the other fighter's type from its revealed cards. The heuristic bot always
    // commits the hook's favourite, which the greedy type foresees; a random one hits it one time
    // in ten. Six fights each (either seat), eight rounds at most, 1,500 iterations a search.
    const ai::IsmctsConfig config{
        .iterations = 1500, .commitTemperature = 0.0, .inferOpponentTypes = true};
    double greedyAgainstHeuristic = 0, greedyAgainstRandom = 0, uniformAgainstRandom = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const rules::Seat seat = static_cast<rules::Seat>(seed % 2);
      ai::IsmctsBot seeker(seed, config);
      auto heuristic = ai::makeBot("heuristic", seed);
      playTypedFight(seeker, seat, *heuristic, seed, 8);
      const auto& types = seeker.opponentTypes();
      // The search may knock the heuristic out in three rounds (two commits credited).
      QVERIFY(types.observed(1 - seat) >= 2);
      greedyAgainstHeuristic += types.belief(1 - seat)[ai::OpponentTypes::Greedy] / 6;

      ai::IsmctsBot seeker2(seed, config);
      ai::RandomBot random(seed);
      playTypedFight(seeker2, seat, random, seed + 100, 8);
      const auto w = seeker2.opponentTypes().belief(1 - seat);
      QVERIFY(seeker2.opponentTypes().observed(1 - seat) >= 3);
      greedyAgainstRandom += w[ai::OpponentTypes::Greedy] / 6;
      uniformAgainstRandom += w[ai::OpponentTypes::Uniform] / 6;
    }
    qInfo(
        "mean belief: greedy %.3f against the heuristic; greedy %.3f, uniform %.3f against random",
        greedyAgainstHeuristic, greedyAgainstRandom, uniformAgainstRandom);
    QVERIFY(greedyAgainstHeuristic > 0.9);
    QVERIFY(greedyAgainstRandom < 0.2);
    QVERIFY(uniformAgainstRandom > 0.5);
  }

  void theSearchWithAnOpponentModelAlsoTellsAGreedyOpponent() {
    // Hard's way: the model's prediction stands for the reasoning type. Against the heuristic
    // the greedy type still takes over.
    const ai::IsmctsConfig config{
        .iterations = 600, .modelIterations = 300, .inferOpponentTypes = true};
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const rules::Seat seat = static_cast<rules::Seat>(seed % 2);
      ai::IsmctsBot seeker(seed, config);
      auto heuristic = ai::makeBot("heuristic", seed);
      const int n = playTypedFight(seeker, seat, *heuristic, seed, 6);
      const auto& types = seeker.opponentTypes();
      qInfo("seed %llu: %d commits credited in %d actions, greedy weight %.3f",
            static_cast<unsigned long long>(seed), types.observed(1 - seat), n,
            types.belief(1 - seat)[ai::OpponentTypes::Greedy]);
      // Hard knocks the heuristic out fast: some fights end after three rounds.
      QVERIFY(types.observed(1 - seat) >= 2);
      QVERIFY(types.belief(1 - seat)[ai::OpponentTypes::Greedy] > 0.7);
    }
  }

  void theSearchForgetsTheOpponentsTypeInANewFight() {
    const ai::IsmctsConfig config{.iterations = 500, .inferOpponentTypes = true};
    ai::IsmctsBot seeker(4, config);
    auto heuristic = ai::makeBot("heuristic", 4);
    playTypedFight(seeker, 0, *heuristic, 4, 6);
    QVERIFY(seeker.opponentTypes().observed(1) >= 3);
    // The first commit of another fight: its history does not go on from the last one.
    auto fresh = newFight(5);
    seeker.choose(PlayerView(*fresh, 0, 5), {});
    QCOMPARE(seeker.opponentTypes().observed(1), 0);
    QCOMPARE(seeker.opponentTypes().belief(1), config.opponentTypePrior);
  }

  void matchSummaryCountsEveryCardPlayed() {
    ai::MatchConfig config;
    config.bots = {"random", "heuristic"};
    config.games = 40;
    config.seed = 9;
    config.tallyActions = true;
    const auto summary = ai::runMatch(knockdown(), config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    long played = 0;
    for (const auto& t : summary->actions) {
      QCOMPARE(t.kind, std::string("choose"));
      QVERIFY(t.playedByWinner <= t.played);
      played += t.played;
    }
    QCOMPARE(played, static_cast<long>(summary->meanLength * summary->games + 0.5));
    QCOMPARE(summary->actions.size(), std::size_t{10});  // all ten cards, named
    QCOMPARE(summary->seatWins[0] + summary->seatWins[1] + summary->draws, 40);
  }
};

QTEST_APPLESS_MAIN(KnockdownBotsTest)
#include "knockdown_bots_test.moc"
