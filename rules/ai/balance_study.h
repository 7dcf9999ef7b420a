#pragma once
// A balance study: many bot-versus-bot games of one card set (MatchConfig, played by runMatch) and
// what they say about it. Win rates per seat, per role and per bot with 95 % Wilson intervals;
// the first player's advantage; the distribution of game lengths; per card type how often it was
// played and how the seats that played it fared against those that did not; with `ablate`, per
// card type, how the first bot fares when it may not play that card (MatchConfig::withheldCard).
//
// A study is reproducible: the same config gives the same report (but `seconds`) whatever the
// jobs, and a study split into shards (each playing a range of the game numbers) gives reports
// whose merge equals the report of the whole study, because a report holds counts only and every
// figure is computed from the counts when it is written.
//
// Ablation, cheaply: a game in which the first bot was never offered card c (no legal action of
// its played c) plays exactly alike with c withheld, so only the games where c was offered are
// played again; the others keep their result from the main study.
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game.h"
#include "core/registry.h"
#include "match_runner.h"

namespace gm::ai {

inline constexpr int kBalanceFormatVersion = 1;

struct StudyConfig {
  // The whole study: bots, games, seed, budgets, variant, jobs. The study sets its firstGame,
  // gameNumbers, cardStats, trackOffered and withheldCard itself.
  MatchConfig match;
  bool ablate = false;
  // This run plays shard `shard` (1-based) of `shards`: the game numbers
  // [(shard - 1) * games / shards, shard * games / shards).
  int shard = 1;
  int shards = 1;
  // The card file the game was made from (recorded in the report), if any.
  std::optional<rules::CardFileRef> cardFile;
  // Called after each game with the games played and the games known to come (the ablations'
  // count is known once the main study is done), one call at a time, from any thread.
  std::function<void(long done, long total)> onProgress;
};

struct Interval {
  double low = 0.0;
  double high = 1.0;
};
// The 95 % interval of p1 - p2 for two independent proportions s1/n1 and s2/n2 (Newcombe's hybrid
// score interval, built from the two Wilson intervals); [-1, 1] when either has no trials.
Interval differenceInterval(long s1, long n1, long s2, long n2);

struct StudyCard {
  std::string id;
  std::string name;
  CardRecord record;
  // With ablation: the first bot's games and wins with the card withheld (the games it was never
  // offered the card count with their main result), the games it was offered it in, and its moves
  // where the card was all it could play.
  long ablationGames = 0;
  long ablationWins = 0;
  long offeredIn = 0;
  long forced = 0;
};

struct BotCount {
  int wins = 0;
  int draws = 0;
  int losses = 0;
};

struct BalanceReport {
  // What was studied: equal in every shard of one study (mergeReports checks it).
  std::string gameId;
  std::string gameName;
  std::optional<rules::CardFileRef> cardFile;
  std::vector<std::string> bots;
  std::uint64_t seed = 0;
  nlohmann::json variant = nlohmann::json::object();
  int iterations = 0;
  int budgetMs = 0;
  bool uncapped = false;
  bool ablate = false;
  int studyGames = 0;                       // the whole study's games
  std::vector<std::pair<int, int>> covers;  // game number ranges [first, end) played, in order

  // Counts.
  int games = 0;
  int draws = 0;
  std::vector<int> seatWins;
  std::vector<BotCount> botCounts;  // in the order of `bots`
  std::map<std::string, RoleRecord> roles;
  long totalLength = 0;
  std::vector<long> lengthCounts;  // [n]: games of n actions
  std::vector<StudyCard> cards;    // the game's card types, in cardFaces() order
  double seconds = 0.0;
  bool interrupted = false;  // stopped early: the counts cover what was finished

  // Figures that differ from a baseline report (compareReports), kept in the JSON.
  nlohmann::json baseline;

  // The report as written (format in docs/designers.md, "Balance studies"): the counts above and
  // every figure computed from them.
  nlohmann::json toJson() const;
  // A report written by toJson(); `source` names it in messages.
  static rules::Expected<BalanceReport> fromJson(std::string_view text, const std::string& source);
};

// Plays the study (its shard of it) on `game`. Refuses what runMatch refuses and a shard outside
// 1..shards or with no games. Stopped early, the report covers the games finished in order and has
// no ablation (interrupted is set).
rules::Expected<BalanceReport> runStudy(const rules::Game& game, const StudyConfig& config,
                                        std::stop_token stop = {});

// Adds up the reports of shards of one study (same game, card file, bots, seed, variant, budgets,
// ablation and game count; game ranges that do not overlap), in any order.
rules::Expected<BalanceReport> mergeReports(const std::vector<BalanceReport>& parts);

// The figures of `now` and `baseline` that both reports have, and those whose 95 % intervals do
// not overlap: {"path": ..., "compared": n, "differences": [{"figure": "seat 1 win rate", "now":
// 0.52, "now95": [..], "baseline": 0.47, "baseline95": [..]}, ...]}.
nlohmann::json compareReports(const BalanceReport& now, const BalanceReport& baseline,
                              const std::string& baselinePath);

// One figure of a report with its 95 % interval, named for people ("seat 1 win rate", "Jab: win
// rate when played"), as the baseline comparison and a text summary list them.
struct ReportFigure {
  std::string key;  // stable id ("seat/0/winRate", "card/jab/change")
  std::string label;
  double value = 0.0;
  Interval interval;
};
std::vector<ReportFigure> reportFigures(const BalanceReport& report);

}  // namespace gm::ai
