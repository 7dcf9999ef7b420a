// simulate: many bot-versus-bot games and one JSON summary (ai/match_runner.h does the playing).
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stop_token>
#include <string>
#include <vector>

#include <unistd.h>

#include "ai/bot_factory.h"
#include "ai/match_runner.h"
#include "command_line.h"
#include "commands.h"
#include "core/user_json.h"
#include "games/builtin_games.h"

namespace gm::cli {
namespace {

// Set by Ctrl-C; the match stops after the game in progress and the summary of the games played
// so far is still printed. A second Ctrl-C ends the program at once (default handler restored).
volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void onInterrupt(int) {
  g_interrupted = 1;
  std::signal(SIGINT, SIG_DFL);
}

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    items.push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return items;
}

std::string listOf(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& i : items) text += (text.empty() ? "" : ", ") + i;
  return text;
}

// The match settings from the command line, or a usage message.
rules::Expected<ai::MatchConfig> configFrom(const CommandLine& cl, const rules::GameInfo& info) {
  ai::MatchConfig config;
  const auto bots = cl.value("--bots");
  if (!bots)
    return rules::Error{
        "--bots is required, e.g. --bots ismcts,random (kinds: " + listOf(ai::botKinds()) + ")"};
  config.bots = splitList(*bots);
  for (const auto& kind : config.bots) {
    if (!ai::isBotKind(kind))
      return rules::Error{"unknown bot '" + kind + "' in --bots (kinds: " + listOf(ai::botKinds()) +
                          ")"};
  }
  const int seats = static_cast<int>(config.bots.size());
  if (seats < info.minSeats || seats > info.maxSeats) {
    const std::string range =
        info.minSeats == info.maxSeats
            ? std::to_string(info.minSeats)
            : std::to_string(info.minSeats) + " to " + std::to_string(info.maxSeats);
    return rules::Error{info.name + " is for " + range + " players, so --bots needs " + range +
                        " names, not " + std::to_string(seats)};
  }

  // A number option's value, its default when absent, or the parse error.
  auto number = [&](const char* name, std::uint64_t absent, std::uint64_t lowest,
                    std::uint64_t highest) -> rules::Expected<std::uint64_t> {
    const auto text = cl.value(name);
    return text ? parseUnsigned(*text, name, lowest, highest) : absent;
  };
  const auto games = number("--games", 100, 1, 10'000'000);
  if (!games) return rules::Error{games.error()};
  const auto iterations = number("--iterations", 0, 1, 1'000'000'000);
  if (!iterations) return rules::Error{iterations.error()};
  const auto budgetMs = number("--budget-ms", 0, 1, 3'600'000);
  if (!budgetMs) return rules::Error{budgetMs.error()};
  const auto jobs = number("--jobs", 1, 1, 256);
  if (!jobs) return rules::Error{jobs.error()};
  const auto seed = seedOption(cl);
  if (!seed) return rules::Error{seed.error()};
  if (const auto variant = cl.value("--variant")) {
    config.variant = rules::userjson::parseUserJson(*variant).doc;  // depth-limited
    if (config.variant.is_discarded() || !config.variant.is_object())
      return rules::Error{"--variant needs a JSON object of game options, e.g. '{\"acts\": 1}'"};
  }
  config.games = static_cast<int>(*games);
  config.iterations = static_cast<int>(*iterations);
  config.budgetMs = static_cast<int>(*budgetMs);
  config.jobs = static_cast<int>(*jobs);
  config.tallyActions = cl.has("--played");
  config.searchStats = cl.has("--search-stats");
  config.uncapped = cl.has("--uncapped");
  config.seed = *seed;
  return config;
}

}  // namespace

int runSimulate(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--game"},          {"--bots"},
                                          {"--games"},         {"--seed"},
                                          {"--iterations"},    {"--budget-ms"},
                                          {"--variant"},       {"--jobs"},
                                          {"--played", false}, {"--uncapped", false},
                                          {"--log"},           {"--search-stats", false},
                                          {"--help", false}};
  constexpr std::string_view cmd = "simulate";
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "simulate: " + cl.error(), cmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(cmd), kExitOk;
  if (!cl->positionals().empty())
    return fail(io, kExitUsage, "simulate: unexpected argument '" + cl->positionals()[0] + "'",
                cmd);
  const auto gameId = cl->value("--game");
  if (!gameId)
    return fail(io, kExitUsage, "simulate: --game is required (one of: " + knownGameIds() + ")",
                cmd);
  const rules::Game* game = rules::builtinGames().find(*gameId);
  if (!game)
    return fail(io, kExitUsage,
                "simulate: unknown game '" + *gameId + "' (known: " + knownGameIds() + ")", cmd);
  auto config = configFrom(*cl, game->info());
  if (!config) return fail(io, kExitUsage, "simulate: " + config.error(), cmd);

  // --log: every game's moves as text, in game order (opened before any game is played, so a
  // path that cannot be written changes nothing).
  std::ofstream log;
  if (const auto path = cl->value("--log")) {
    log.open(*path, std::ios::out | std::ios::trunc);
    if (!log)
      return fail(io, kExitUsage, "simulate: cannot write the move log '" + *path + "'", cmd);
    config->onGameMoves = [&log](int game, const std::vector<std::string>& moves) {
      log << "game " << game << '\n';
      for (const auto& move : moves) log << "  " << move << '\n';
    };
  }

  std::stop_source stopSource;
  // On a terminal, one line kept up to date: games done, their rate and the time left (at most a
  // few times a second, so a fast run is not slowed by its own progress).
  const bool showProgress = ::isatty(STDERR_FILENO) == 1;
  const auto started = std::chrono::steady_clock::now();
  auto lastShown = started - std::chrono::seconds(1);
  config->onGameDone = [&, games = config->games](int done) {
    const auto now = std::chrono::steady_clock::now();
    if (showProgress && (now - lastShown > std::chrono::milliseconds(250) || done == games)) {
      lastShown = now;
      const double elapsed = std::chrono::duration<double>(now - started).count();
      const double rate = elapsed > 0 ? done / elapsed : 0.0;
      char line[96];
      std::snprintf(line, sizeof line, "\r%d/%d games, %.1f/s, %.0f s left   ", done, games, rate,
                    rate > 0 ? (games - done) / rate : 0.0);
      io.err << line << std::flush;
    }
    if (g_interrupted) stopSource.request_stop();
  };
  g_interrupted = 0;
  const auto previous = std::signal(SIGINT, onInterrupt);
  auto summary = ai::runMatch(*game, *config, stopSource.get_token());
  std::signal(SIGINT, previous);
  if (showProgress) io.err << "\r" << std::string(60, ' ') << "\r";
  if (!summary) return fail(io, kExitUsage, "simulate: " + summary.error(), cmd);
  if (summary->games < config->games)
    io.err << "Interrupted: the summary covers the " << summary->games << " games played.\n";
  io.out << summary->toJson().dump(2) << '\n';
  return kExitOk;
}

}  // namespace gm::cli
