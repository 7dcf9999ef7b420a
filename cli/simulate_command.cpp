// simulate: many bot-versus-bot games and one JSON summary (ai/match_runner.h does the playing).
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stop_token>
#include <string>
#include <vector>

#include "ai/match_runner.h"
#include "command_line.h"
#include "commands.h"
#include "game_choice.h"
#include "match_options.h"

namespace gm::cli {

int runSimulate(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--game"},          {"--cards"},
                                          {"--bots"},          {"--games"},
                                          {"--first-game"},    {"--seed"},
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
  const GameChoice chosen = chooseGame(*cl);
  if (!chosen) return fail(io, chosen.code, "simulate: " + chosen.error, cmd);
  const rules::Game* game = chosen.game;
  auto config = matchConfigFrom(*cl, game->info());
  if (!config) return fail(io, kExitUsage, "simulate: " + config.error(), cmd);
  // --first-game K plays games K .. K+N-1 of the match: each game's seed and seats depend only on
  // its number, so a run can be extended later without playing its games again.
  if (const auto first = cl->value("--first-game")) {
    const auto number = parseUnsigned(*first, "--first-game", 0, 1'000'000'000);
    if (!number) return fail(io, kExitUsage, "simulate: " + number.error(), cmd);
    config->firstGame = static_cast<int>(*number);
  }

  // --log: every game's moves as text, in game order (opened before any game is played, so a
  // path that cannot be written changes nothing).
  std::ofstream log;
  const auto logPath = cl->value("--log");
  if (logPath) {
    log.open(*logPath, std::ios::out | std::ios::trunc);
    if (!log)
      return fail(io, kExitUsage, "simulate: cannot write the move log '" + *logPath + "'", cmd);
    config->onGameMoves = [&log](int game, const std::vector<std::string>& moves) {
      log << "game " << game << '\n';
      for (const auto& move : moves) log << "  " << move << '\n';
    };
  }

  std::stop_source stopSource;
  ProgressLine progress(io.err, "games");
  config->onGameDone = [&, games = config->games](int done) {
    progress.update(done, games);
    if (InterruptScope::interrupted()) stopSource.request_stop();
  };
  rules::Expected<ai::MatchSummary> summary = rules::Error{""};
  {
    const InterruptScope interrupts;
    summary = ai::runMatch(*game, *config, stopSource.get_token());
  }
  progress.clear();
  if (!summary) return fail(io, kExitUsage, "simulate: " + summary.error(), cmd);
  // A log that could not be written in full (a full disk, /dev/full) is a failed run.
  if (logPath && !log.flush())
    return fail(io, kExitFileError, "simulate: writing the move log '" + *logPath + "' failed");
  if (summary->games < config->games)
    io.err << "Interrupted: the summary covers the " << summary->games << " games played.\n";
  nlohmann::json json = summary->toJson();
  if (config->firstGame > 0) json["firstGame"] = config->firstGame;
  if (chosen.cards) json["cardFile"] = cardFileJson(chosen.cards->file);
  io.out << json.dump(2) << '\n';
  return kExitOk;
}

}  // namespace gm::cli
