#pragma once
// Bot-versus-bot matches: many games of one game type between named bots, with the figures the
// CLI's `simulate` prints and the AI benchmarks quote. Seats rotate between games (in game g, bot i
// sits at seat (i + g) % seats), so over a multiple of the seat count every bot plays every
// position equally. A match is reproducible: the same config (seed, bots, budgets in iterations)
// gives the same summary apart from `seconds`, whatever the number of jobs (each game is seeded
// from the match seed and its number alone, and results are added up in game order).
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stop_token>
#include <string>
#include <vector>

#include "core/expected.h"
#include "core/game.h"

namespace gm::ai {

// A 95 % (z = 1.96) Wilson score interval for `successes` out of `trials` ({0, 1} when trials is
// 0).
struct WilsonInterval {
  double low = 0.0;
  double high = 1.0;
};
WilsonInterval wilsonInterval(int successes, int trials, double z = 1.96);

struct MatchConfig {
  // Bot kinds as accepted by makeBot (bot_factory.h): "random", "heuristic", "ismcts", "easy",
  // "normal", "hard". One per seat; the game's seat count is bots.size().
  std::vector<std::string> bots;
  int games = 100;
  std::uint64_t seed = 0;
  // Which games of the match to play. A game's seed and seats depend only on its number, so any
  // subset plays exactly those games of the whole match (a study split into shards, or replayed in
  // part). Empty: the numbers firstGame .. firstGame + games - 1; otherwise these numbers, in
  // increasing order, and `games` is ignored.
  int firstGame = 0;
  std::vector<int> gameNumbers;
  // Overrides for every search bot (ismcts, easy, normal, hard); 0 keeps the bot's own budget. When
  // only one is given the other limit is lifted, so "--iterations 500" really runs 500 iterations.
  int iterations = 0;
  int budgetMs = 0;
  // Lifts the levels' time caps (BotOverrides::uncapped): the match is then reproducible by seed
  // however busy the machine is.
  bool uncapped = false;
  nlohmann::json variant = nlohmann::json::object();  // passed to the game as GameOptions::variant
  // Games played at once, each on its own thread (>= 1). The summary does not depend on it.
  int jobs = 1;
  // Whether to count how often each action was played (MatchSummary::actions). Off, no action is
  // described: describe() builds text, which costs more than a random bot's whole move.
  bool tallyActions = false;
  // Per-card figures (MatchSummary::cards): the card types each seat played in each game, read
  // from GameState::playedCardType at every move (cheap; no move is described).
  bool cardStats = false;
  // With cardStats: also note, per game, the card types the first bot was offered
  // (MatchSummary::offered), for studies that withhold a card.
  bool trackOffered = false;
  // A card type (an index into the game's cardFaces()) the first bot (bots[0]) may not play: at its
  // moves the actions playing it are taken from its legal actions, unless they are all it has
  // (then it plays one, counted in MatchSummary::forcedPlays). Searches still consider the card
  // while they look ahead; only the move made is withheld. -1: none.
  int withheldCard = -1;
  // Whether to time every search (BotResult::search): what the levels' budgets and caps give at
  // every decision of the games played. Off by default: the figures are the clock's, so they are
  // not reproducible like the rest of the summary.
  bool searchStats = false;
  // When set, called with each finished game's moves as text ("seat 0 (normal): Jab"), one call
  // per game, in game order, one call at a time. Unset, no move is described.
  std::function<void(int game, const std::vector<std::string>& moves)> onGameMoves;
  // Called after each finished game with the number of games done (progress display), one call at
  // a time, in increasing order, from whichever thread finished a game; may be empty.
  std::function<void(int)> onGameDone;
};

// Results in one role ("vigilante"), counted per finished part of a match (an Act) or, for a
// game that is not a match, per game.
struct RoleRecord {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  int played() const { return wins + draws + losses; }
};

// How one bot's searches went (MatchConfig::searchStats); moves with a single legal action, which
// bots play without searching, are not counted.
struct SearchRecord {
  long moves = 0;
  long reachedBudget = 0;  // moves whose search ran its whole iteration budget
  long fewestIterations = 0;
  std::vector<float> milliseconds;     // per move, in the order played: the clock's (wall) time
  std::vector<float> cpuMilliseconds;  // the same moves' CPU time on their thread (view included)
};

struct BotResult {
  std::string kind;  // as given in MatchConfig::bots
  std::string name;  // the bot's own name(), with its budget
  int wins = 0;
  int draws = 0;
  int losses = 0;
  WilsonInterval winRate95;                 // of wins / games
  std::map<std::string, RoleRecord> roles;  // by role played (games with roles only)
  SearchRecord search;                      // search bots, with MatchConfig::searchStats
  double winRate() const;
};

// How often one action was played, named by describe(a): its kind ("choose") and label (its first
// message argument, e.g. the card name, else its text).
struct ActionTally {
  std::string kind;
  std::string label;
  long played = 0;
  long playedByWinner = 0;  // plays by the seat that went on to win that game
};

// How one card type fared over a match, counted per seat per game (MatchConfig::cardStats).
struct CardRecord {
  long plays = 0;          // times played
  long playedIn = 0;       // seats (one per seat per game) that played it at least once
  long winsPlayed = 0;     // ... and won that game
  long notPlayedIn = 0;    // seats that did not play it
  long winsNotPlayed = 0;  // ... and won that game
};

struct MatchSummary {
  std::string gameId;
  std::uint64_t seed = 0;
  int games = 0;                // games actually played (fewer than asked when stopped)
  std::vector<BotResult> bots;  // in the order of MatchConfig::bots
  std::vector<int> seatWins;    // wins per seat position (first-player advantage)
  int draws = 0;                // games nobody won
  // Per role, whatever bot played it: how the role fared (role balance), counted like
  // BotResult::roles. Empty for games without roles.
  std::map<std::string, RoleRecord> roles;
  double meanLength = 0.0;  // in actions
  int maxLength = 0;
  long totalLength = 0;            // the sum of the games' lengths
  std::vector<long> lengthCounts;  // [n]: the games that took n actions
  // With cardStats, per card type (the game's cardFaces() order).
  std::vector<CardRecord> cards;
  // With trackOffered, per game played (in order): whether the first bot won it, and the card
  // types it was offered (some legal action of its played the type) as bits, offeredWords words
  // a game. A game whose first bot was never offered a type plays alike with that type withheld.
  std::vector<std::uint8_t> firstBotWon;
  std::vector<std::uint64_t> offered;
  int offeredWords = 0;
  long forcedPlays = 0;  // moves where the withheld card was all the first bot could play
  double seconds = 0.0;
  std::vector<ActionTally> actions;  // sorted by kind, then label; empty unless tallyActions

  // {"game": "<id>", "seed": "42", "games": 200,
  //  "bots": [{"bot": "normal", "name": "...", "wins": 150, "draws": 3, "losses": 47,
  //            "winRate": 0.75, "wilson95": [0.69, 0.80]}, ...],
  //  "seatWins": [99, 98], "draws": 3, "meanLength": 24.1, "maxLength": 60, "seconds": 1.9,
  //  "played": {"choose": {"Jab": {"count": 812, "byWinner": 430}, ...}}, (with tallyActions)
  //  "roles": {"vigilante": {"played": 300, "wins": 160, "draws": 2, "losses": 138}, ...}}
  // and in each search bot, with searchStats:
  //  "search": {"moves": 412, "reachedBudget": 412, "fewestIterations": 40000, "msMedian": 120.5,
  //             "msP95": 160.2, "msMax": 181.0, "cpuMsMedian": 118.0, "cpuMsP95": 158.1,
  //             "cpuMsMax": 178.4}
  // The CPU times say what the moves cost whatever else ran on the machine: with --uncapped, a
  // level whose cpuMsMax is under its cap reaches its budget within the cap on an idle core.
  // and in each bot, for games with roles:
  //  "roles": {"vigilante": {"played": 150, "wins": 120, "draws": 1, "losses": 29,
  //                          "winRate": 0.8, "wilson95": [0.73, 0.85]}, ...}
  // A game's (or Act's) winners are rules::winnerMask() of its returns: a shared win (the
  // cooperative ending) counts as a win for every seat sharing it.
  // The seed is a string: JSON numbers lose precision beyond 2^53.
  nlohmann::json toJson() const;
};

// Plays config.games games of `game`. Refuses (with a message) an unknown bot kind, a bot count the
// game does not allow, a non-positive game or job count and options the game refuses. Stops early
// when `stop` is requested: the summary covers the games 0 .. k-1 finished before (games in
// progress, and games after one that was dropped, are not counted).
rules::Expected<MatchSummary> runMatch(const rules::Game& game, const MatchConfig& config,
                                       std::stop_token stop = {});

}  // namespace gm::ai
