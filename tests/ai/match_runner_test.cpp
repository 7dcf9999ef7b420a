// The match runner's bookkeeping, on TinyDuel (every game lasts exactly two actions).
#include <QtTest>
#include <numeric>

#include "ai/bot_factory.h"
#include "ai/match_runner.h"
#include "ai/tiny_duel.h"
#include "standoff_game.h"

using gm::ai::MatchConfig;
using gm::ai::runMatch;
using gm::ai::wilsonInterval;
using gm::test::TinyDuelGame;

class MatchRunnerTest : public QObject {
  Q_OBJECT

 private slots:
  void wilsonIntervalMatchesKnownValues() {
    const auto half = wilsonInterval(50, 100);
    QVERIFY(std::abs(half.low - 0.40383) < 1e-4);
    QVERIFY(std::abs(half.high - 0.59617) < 1e-4);
    const auto none = wilsonInterval(0, 10);
    QCOMPARE(none.low, 0.0);
    QVERIFY(std::abs(none.high - 0.27753) < 1e-4);
    const auto all = wilsonInterval(10, 10);
    QVERIFY(std::abs(all.low - 0.72247) < 1e-4);
    QCOMPARE(all.high, 1.0);
  }

  void everyGameIsCountedOnceForEachBotAndSeat() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"ismcts", "random"};
    config.games = 101;
    config.seed = 5;
    config.iterations = 200;
    config.tallyActions = true;
    int progress = 0;
    config.onGameDone = [&progress](int done) { progress = done; };
    const auto summary = runMatch(game, config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    QCOMPARE(summary->games, 101);
    QCOMPARE(progress, 101);
    for (const auto& bot : summary->bots) QCOMPARE(bot.wins + bot.draws + bot.losses, 101);
    QCOMPARE(summary->bots[0].wins, summary->bots[1].losses);
    QCOMPARE(summary->bots[0].draws, summary->draws);
    QCOMPARE(summary->seatWins[0] + summary->seatWins[1] + summary->draws, 101);
    QCOMPARE(summary->meanLength, 2.0);
    QCOMPARE(summary->maxLength, 2);
    long played = 0;
    for (const auto& t : summary->actions) {
      QCOMPARE(t.kind, std::string("bet"));
      played += t.played;
    }
    QCOMPARE(played, 202L);
    QCOMPARE(summary->bots[0].name, std::string("ismcts(200 iterations)"));
  }

  void theSameConfigReplaysTheSameMatch() {
    const TinyDuelGame game(true);
    MatchConfig config;
    config.bots = {"normal", "heuristic"};
    config.games = 40;
    config.seed = 77;
    config.iterations = 100;
    config.tallyActions = true;
    auto first = runMatch(game, config)->toJson();
    auto second = runMatch(game, config)->toJson();
    first.erase("seconds");
    second.erase("seconds");
    QCOMPARE(QString::fromStdString(first.dump()), QString::fromStdString(second.dump()));
    for (const char* key : {"game", "seed", "games", "bots", "seatWins", "draws", "meanLength",
                            "maxLength", "played"}) {
      QVERIFY2(first.contains(key), key);
    }
    QCOMPARE(first["seed"].get<std::string>(), std::string("77"));
  }

  void theSameMatchWhateverTheNumberOfJobs() {
    // Games finish out of order on several threads; the summary must not show it.
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"normal", "heuristic"};
    config.games = 60;
    config.seed = 31;
    config.iterations = 150;
    config.tallyActions = true;
    std::vector<int> progress;
    config.onGameDone = [&progress](int done) { progress.push_back(done); };
    auto one = runMatch(game, config)->toJson();
    for (const int jobs : {2, 3, 8}) {
      config.jobs = jobs;
      progress.clear();
      auto several = runMatch(game, config)->toJson();
      several.erase("seconds");
      one.erase("seconds");
      QCOMPARE(QString::fromStdString(several.dump()), QString::fromStdString(one.dump()));
      QCOMPARE(progress.size(), std::size_t{60});
      for (std::size_t i = 0; i < progress.size(); ++i) QCOMPARE(progress[i], int(i) + 1);
    }
    QVERIFY(one["bots"][0]["wins"].get<int>() > 0);  // the games were really played
  }

  void searchStatsCountEverySearchedMoveAndWhetherItsBudgetWasReached() {
    const TinyDuelGame game(true);
    MatchConfig config;
    config.bots = {"normal", "random"};
    config.games = 10;
    config.seed = 3;
    config.iterations = 120;
    auto plain = runMatch(game, config);
    QVERIFY(!plain->toJson()["bots"][0].contains("search"));  // only when asked
    config.searchStats = true;
    auto timed = runMatch(game, config);
    const auto& search = timed->bots[0].search;
    QCOMPARE(search.moves, 10L);  // TinyDuel: one choice of three per seat and game
    QCOMPARE(search.reachedBudget, search.moves);
    QCOMPARE(search.fewestIterations, 120L);
    QCOMPARE(timed->bots[1].search.moves, 0L);  // random does not search
    const auto json = timed->toJson()["bots"][0]["search"];
    QCOMPARE(json["moves"].get<long>(), search.moves);
    QVERIFY(json["msMedian"].get<double>() <= json["msP95"].get<double>());
    QVERIFY(json["msP95"].get<double>() <= json["msMax"].get<double>());
    QVERIFY(json["cpuMsMedian"].get<double>() <= json["cpuMsP95"].get<double>());
    QVERIFY(json["cpuMsP95"].get<double>() <= json["cpuMsMax"].get<double>());
    QCOMPARE(search.cpuMilliseconds.size(), std::size_t{10});
    // The results do not change for being timed.
    auto a = plain->toJson(), b = timed->toJson();
    a.erase("seconds");
    b.erase("seconds");
    b["bots"][0].erase("search");
    QCOMPARE(QString::fromStdString(a.dump()), QString::fromStdString(b.dump()));

    // A clock that ends every search first: no move reaches a budget that large.
    config.iterations = 1'000'000'000;
    config.budgetMs = 1;
    config.games = 4;
    auto cut = runMatch(game, config);
    QVERIFY(cut->bots[0].search.moves > 0);
    QCOMPARE(cut->bots[0].search.reachedBudget, 0L);
  }

  void movesAreLoggedInGameOrderWhateverTheJobs() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"heuristic", "random"};
    config.games = 30;
    config.seed = 9;
    std::vector<std::pair<int, std::vector<std::string>>> one, two;
    config.onGameMoves = [&one](int g, const std::vector<std::string>& moves) {
      one.emplace_back(g, moves);
    };
    QVERIFY(runMatch(game, config).ok());
    config.jobs = 2;
    config.onGameMoves = [&two](int g, const std::vector<std::string>& moves) {
      two.emplace_back(g, moves);
    };
    QVERIFY(runMatch(game, config).ok());
    QCOMPARE(one.size(), std::size_t{30});
    QVERIFY(one == two);
    for (std::size_t g = 0; g < one.size(); ++g) {
      QCOMPARE(one[g].first, int(g));
      QCOMPARE(one[g].second.size(), std::size_t{2});  // TinyDuel: two actions a game
      // Seats rotate: in even games the heuristic bot moves first.
      const std::string first = g % 2 == 0 ? "seat 0 (heuristic): " : "seat 0 (random): ";
      QVERIFY2(one[g].second[0].starts_with(first), one[g].second[0].c_str());
    }
  }

  void uncappedLevelsKeepTheirIterationsAndLoseTheirClock() {
    const gm::rules::SearchSettings game{.normal = {3000, 7, 0.5}, .hard = {9000, 7, 0.75}};
    const auto capped = gm::ai::searchConfig("hard", {}, game);
    QCOMPARE(capped.iterations, 9000);
    QVERIFY(capped.budgetMs > 0);
    QCOMPARE(capped.playoutCutoff, 7);
    QCOMPARE(capped.playoutGreedy, 0.75);
    const auto uncapped = gm::ai::searchConfig("normal", {.uncapped = true}, game);
    QCOMPARE(uncapped.iterations, 3000);
    QCOMPARE(uncapped.budgetMs, 0);
    QCOMPARE(uncapped.playoutCutoff, 7);
    QCOMPARE(uncapped.playoutGreedy, 0.5);
  }

  void aLevelsCommitTemperatureReachesTheSearchAndItsAbsenceKeepsTheDefault() {
    const gm::rules::SearchSettings game{.normal = {.iterations = 3000, .commitTemperature = 0.0},
                                         .hard = {9000, 0}};
    QCOMPARE(gm::ai::searchConfig("normal", {}, game).commitTemperature, 0.0);
    QCOMPARE(gm::ai::searchConfig("hard", {}, game).commitTemperature,
             gm::ai::IsmctsConfig{}.commitTemperature);
    QVERIFY(gm::ai::IsmctsConfig{}.commitTemperature > 0.0);
  }

  void aStopRequestEndsTheMatchEarly() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"random", "random"};
    config.games = 1000;
    std::stop_source source;
    config.onGameDone = [&source](int done) {
      if (done == 10) source.request_stop();
    };
    const auto summary = runMatch(game, config, source.get_token());
    QVERIFY(summary.ok());
    QCOMPARE(summary->games, 10);
  }

  void aStopRequestDuringAGameDropsThatGame() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"ismcts", "random"};
    config.games = 5;
    std::stop_source source;
    source.request_stop();
    const auto summary = runMatch(game, config, source.get_token());
    QVERIFY(summary.ok());
    QCOMPARE(summary->games, 0);
    QCOMPARE(summary->bots[0].wins + summary->bots[0].draws + summary->bots[0].losses, 0);
    QVERIFY(summary->actions.empty());
  }

  // Standoff matches (tests/rules/core/standoff_game.h) with the heuristic bot playing a fixed
  // policy, so every Act's outcome is known. Seat 0 leads Acts 1 and 3, seat 1 Act 2.
  void rolesAreCountedPerActWithTheRolesOfThatAct() {
    const auto game = gm::test::makeStandoffMatchGame();
    MatchConfig config;
    config.bots = {"heuristic", "heuristic"};
    config.games = 3;  // bot 0 sits at seat 0, 1, 0
    config.variant = {{"policy", "yield"}};
    const auto summary = runMatch(*game, config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    QCOMPARE(summary->draws, 3);
    const auto& bot0 = summary->bots[0].roles;
    QCOMPARE(bot0.at("lead").draws, 5);
    QCOMPARE(bot0.at("follow").draws, 4);
    QCOMPARE(summary->bots[1].roles.at("lead").draws, 4);
    QCOMPARE(summary->roles.at("lead").played(), 9);
    QCOMPARE(summary->roles.at("follow").played(), 9);
  }

  void eachActIsWonByItsLeadWhenOnlyTheLeadClaims() {
    const auto game = gm::test::makeStandoffMatchGame();
    MatchConfig config;
    config.bots = {"heuristic", "heuristic"};
    config.games = 2;
    config.variant = {{"policy", "leadClaims"}};
    const auto summary = runMatch(*game, config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    // Every match goes 2-1 to seat 0, which leads two of the three Acts.
    QCOMPARE(summary->seatWins, (std::vector<int>{2, 0}));
    QCOMPARE(summary->bots[0].wins, 1);
    QCOMPARE(summary->bots[1].wins, 1);
    QCOMPARE(summary->roles.at("lead").wins, 6);
    QCOMPARE(summary->roles.at("follow").losses, 6);
    QCOMPARE(summary->bots[0].roles.at("lead").wins, 3);
    QCOMPARE(summary->bots[0].roles.at("follow").losses, 3);
    const auto json = summary->toJson();
    QCOMPARE(json["roles"]["lead"]["wins"].get<int>(), 6);
    QCOMPARE(json["roles"]["follow"]["played"].get<int>(), 6);
    QCOMPARE(json["bots"][0]["roles"]["lead"]["winRate"].get<double>(), 1.0);
    QVERIFY(json["bots"][0]["roles"]["follow"].contains("wilson95"));
  }

  void aSharedWinCountsAsAWinForEverySeatSharingIt() {
    const auto game = gm::test::makeStandoffMatchGame();
    MatchConfig config;
    config.bots = {"heuristic", "heuristic"};
    config.games = 4;
    config.variant = {{"policy", "claim"}, {"segments", 1}};
    const auto summary = runMatch(*game, config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    QCOMPARE(summary->draws, 0);
    QCOMPARE(summary->bots[0].wins, 4);
    QCOMPARE(summary->bots[1].wins, 4);
    QCOMPARE(summary->seatWins, (std::vector<int>{4, 4}));
    QCOMPARE(summary->roles.at("lead").wins, 4);
    QCOMPARE(summary->roles.at("follow").wins, 4);
  }

  void gamesWithoutRolesReportNoRoles() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"random", "random"};
    config.games = 10;
    const auto summary = runMatch(game, config);
    QVERIFY(summary.ok());
    QVERIFY(summary->roles.empty());
    const auto json = summary->toJson();
    QCOMPARE(json["roles"], nlohmann::json::object());
    QVERIFY(!json["bots"][0].contains("roles"));
  }

  void badConfigsAreRefusedWithAMessage() {
    const TinyDuelGame game(false);
    MatchConfig config;
    config.bots = {"ismcts", "genius"};
    auto r = runMatch(game, config);
    QVERIFY(!r.ok());
    QVERIFY(r.error().find("Unknown bot 'genius'") != std::string::npos);
    QVERIFY(r.error().find("random") != std::string::npos);
    config.bots = {"random", "random"};
    config.jobs = 0;
    r = runMatch(game, config);
    QVERIFY(!r.ok());
    QVERIFY(r.error().find("jobs") != std::string::npos);
    config.jobs = 1;
    config.bots = {"random"};
    r = runMatch(game, config);
    QVERIFY(!r.ok());
    QVERIFY(r.error().find("TinyDuel needs 2 players; 1 bot was given.") != std::string::npos);
    config.bots = {"random", "random"};
    config.games = 0;
    r = runMatch(game, config);
    QVERIFY(!r.ok());
    QVERIFY(r.error().find("at least 1") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(MatchRunnerTest)
#include "match_runner_test.moc"
