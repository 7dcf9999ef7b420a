// soak: many games of every game, played by random choice and by bots, with every promise of the
// engine contract checked (rules/conformance: card conservation, legal actions sorted and
// non-empty and no hidden card in any seat's view at every node; resampling consistent with each
// seat's view and save/reload equal at a seeded sample of nodes). Meant for long runs under the
// sanitizers; any failure is a defect.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "ai/bot_factory.h"
#include "ai/player_view.h"
#include "command_line.h"
#include "commands.h"
#include "conformance_checker.h"
#include "games/builtin_games.h"

namespace gm::cli {
namespace {

// Set by Ctrl-C or SIGTERM: the soak stops after the chunks in progress and prints the summary of
// the games played, so a long run can be ended at any time.
volatile std::sig_atomic_t g_stop = 0;
extern "C" void onStop(int) {
  g_stop = 1;
}

// Games per unit of work: small enough to spread over the jobs and show progress, large enough
// that the checker's per-game set-up does not matter.
constexpr int kChunkGames = 25;

// The costly checks at about one node in this many by default (--sample).
constexpr int kDefaultSample = 8;

// The two ways a soak game is played: uniformly at random (reaches odd corners) or by the "easy"
// bot (reaches the positions real play reaches, e.g. long games at full tables and close endings).
enum class Play { Random, Bot };

struct Work {
  const rules::Game* game;
  int seats;
  Play play;
  int games;
  std::uint64_t seed;
};

struct Tally {
  long games = 0, nodes = 0, saveRoundTrips = 0, resampleChecks = 0, botGames = 0;
  std::vector<std::string> failures;
};

// The costly checks (save and reload, every seat's resampled worlds) run at about one node in
// `sample`, seeded; every other check at every node.
test::ConformanceOptions optionsFor(const Work& w, int sample) {
  test::ConformanceOptions options;
  options.games = w.games;
  options.seed = w.seed;
  options.saveCheckOneIn = sample;
  options.resampleCheckOneIn = sample;
  if (w.play == Play::Bot) {
    const std::string gameId = w.game->info().id;
    options.choose = [gameId](const rules::GameState& st, const std::vector<rules::ActionId>&,
                              std::uint64_t seed) {
      const auto bot = ai::makeBot("easy", seed, {}, gameId);
      return bot->choose(ai::PlayerView(st, st.actingSeat(), seed), std::stop_token());
    };
  }
  return options;
}

// N games of each game: spread over its seat counts, half random and half by the bot, in chunks.
// The games' chunks are interleaved, so an interrupted or partial run has covered every game.
std::vector<Work> plan(const std::vector<const rules::Game*>& games, long perGame,
                       std::uint64_t seed) {
  std::vector<std::vector<Work>> byGame;
  for (const rules::Game* g : games) {
    std::vector<Work>& work = byGame.emplace_back();
    const auto& info = g->info();
    std::vector<std::pair<int, Play>> kinds;
    for (int s = info.minSeats; s <= info.maxSeats; ++s)
      for (const Play p : {Play::Random, Play::Bot}) kinds.emplace_back(s, p);
    // An equal share per (seat count, play), the remainder to the first ones, in chunks.
    const long kindCount = static_cast<long>(kinds.size());
    for (long k = 0; k < kindCount; ++k) {
      for (long left = perGame / kindCount + (k < perGame % kindCount ? 1 : 0); left > 0;) {
        const int n = static_cast<int>(std::min<long>(left, kChunkGames));
        const auto id = static_cast<std::uint64_t>(byGame.size() << 32 | work.size());
        work.push_back({g, kinds[k].first, kinds[k].second, n, rules::mixHash(seed, id)});
        left -= n;
      }
    }
  }
  std::vector<Work> all;
  for (std::size_t i = 0;; ++i) {
    bool any = false;
    for (const auto& w : byGame) {
      if (i >= w.size()) continue;
      all.push_back(w[i]);
      any = true;
    }
    if (!any) return all;
  }
}

}  // namespace

int runSoak(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--game"}, {"--games"},  {"--jobs"},
                                          {"--seed"}, {"--sample"}, {"--help", false}};
  constexpr std::string_view cmd = "soak";
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "soak: " + cl.error(), cmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(cmd), kExitOk;
  if (!cl->positionals().empty())
    return fail(io, kExitUsage, "soak: unexpected argument '" + cl->positionals()[0] + "'", cmd);

  const auto gameId = cl->value("--game");
  if (!gameId)
    return fail(io, kExitUsage, "soak: --game is required (all, or one of: " + knownGameIds() + ")",
                cmd);
  std::vector<const rules::Game*> games;
  if (*gameId == "all") {
    games = rules::builtinGames().games();
  } else if (const rules::Game* g = rules::builtinGames().find(*gameId)) {
    games.push_back(g);
  } else {
    return fail(io, kExitUsage,
                "soak: unknown game '" + *gameId + "' (all, or one of: " + knownGameIds() + ")",
                cmd);
  }
  const auto perGame =
      parseUnsigned(cl->value("--games").value_or("100"), "--games", 1, 100'000'000);
  if (!perGame) return fail(io, kExitUsage, "soak: " + perGame.error(), cmd);
  const auto jobs = parseUnsigned(cl->value("--jobs").value_or("1"), "--jobs", 1, 256);
  if (!jobs) return fail(io, kExitUsage, "soak: " + jobs.error(), cmd);
  const auto seed = seedOption(*cl);
  if (!seed) return fail(io, kExitUsage, "soak: " + seed.error(), cmd);
  const auto sample = parseUnsigned(cl->value("--sample").value_or(std::to_string(kDefaultSample)),
                                    "--sample", 1, 1'000'000);
  if (!sample) return fail(io, kExitUsage, "soak: " + sample.error(), cmd);

  const std::vector<Work> work = plan(games, static_cast<long>(*perGame), *seed);
  std::map<std::string, Tally> tallies;
  std::mutex mutex;
  std::atomic<std::size_t> next{0};
  const auto start = std::chrono::steady_clock::now();
  long done = 0;
  const long total = static_cast<long>(*perGame) * static_cast<long>(games.size());
  auto worker = [&] {
    for (std::size_t i = next++; i < work.size() && !g_stop; i = next++) {
      const Work& w = work[i];
      const auto report = test::checkConformance(rules::builtinGames(), w.game->info().id, w.seats,
                                                 optionsFor(w, static_cast<int>(*sample)));
      const std::lock_guard lock(mutex);
      Tally& t = tallies[w.game->info().id];
      t.games += report.games;
      t.nodes += report.nodes;
      t.saveRoundTrips += report.saveRoundTrips;
      t.resampleChecks += report.resampleChecks;
      if (w.play == Play::Bot) t.botGames += report.games;
      // Said at once as well: a long run that is stopped early still shows what broke.
      for (const auto& f : report.failures) {
        io.err << "soak: FAILURE " << f << "\n";
        if (t.failures.size() < 20) t.failures.push_back(f);
      }
      done += w.games;
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      io.err << "soak: " << done << "/" << total << " games, " << static_cast<long>(seconds)
             << " s (" << w.game->info().id << " " << t.games << ")\n";
    }
  };
  g_stop = 0;
  const auto previousInt = std::signal(SIGINT, onStop);
  const auto previousTerm = std::signal(SIGTERM, onStop);
  std::vector<std::jthread> threads;
  for (std::uint64_t j = 1; j < *jobs; ++j) threads.emplace_back(worker);
  worker();
  threads.clear();
  std::signal(SIGINT, previousInt);
  std::signal(SIGTERM, previousTerm);

  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  nlohmann::json summary = {{"seed", std::to_string(*seed)},
                            {"jobs", *jobs},
                            {"sample", *sample},
                            {"seconds", std::round(seconds * 10) / 10},
                            {"games", nlohmann::json::object()}};
  long failures = 0;
  for (const auto& [id, t] : tallies) {
    summary["games"][id] = {{"games", t.games},
                            {"botGames", t.botGames},
                            {"nodes", t.nodes},
                            {"saveRoundTrips", t.saveRoundTrips},
                            {"resampleChecks", t.resampleChecks},
                            {"failures", t.failures}};
    failures += static_cast<long>(t.failures.size());
  }
  summary["failures"] = failures;
  summary["stoppedEarly"] = g_stop != 0;
  io.out << summary.dump(2) << '\n';
  if (failures > 0) {
    io.err << "grudgematch-cli: soak: " << failures
           << " broken promises of the engine contract (listed in the summary)\n";
    return kExitInternal;
  }
  return kExitOk;
}

}  // namespace gm::cli
