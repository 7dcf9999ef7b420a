// new, legal, apply and show: the commands that work on one saved game.
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "commands.h"
#include "core/atomic_file.h"
#include "core/save_format.h"
#include "game_choice.h"
#include "games/builtin_games.h"

namespace gm::cli {
namespace {

using rules::Expected;

// Reads and replays a save with the built-in cards or those of --cards (the card file it was made
// with, which the save records); every problem is a file error naming the file.
Expected<rules::LoadedGame> loadGameFile(const std::string& path, const CommandLine& cl) {
  const GameChoice cards = cardsOption(cl);
  if (!cards.error.empty()) return rules::Error{cards.error};
  auto text = rules::readTextFile(path);
  if (!text) return rules::Error{text.error()};
  auto parsed = rules::parseSave(*text);
  if (!parsed) return rules::Error{path + ": " + parsed.error()};
  if (const auto mismatch =
          rules::cardFileMismatch(parsed->cards, cards ? &cards.cards->file : nullptr);
      !mismatch.empty())
    return rules::Error{path + ": " + mismatch + " (--cards FILE names the card file)"};
  auto loaded =
      rules::replaySave(std::move(parsed.value()), rules::builtinGames(), cards.cardFile());
  if (!loaded) return rules::Error{path + ": " + loaded.error()};
  return loaded;
}

// "human", "ai", "ai:easy", "ai:normal", "ai:hard".
Expected<rules::SeatSetup> parseSeat(const std::string& text) {
  rules::SeatSetup seat;
  if (text == "human") return seat;
  seat.kind = "ai";
  if (text == "ai") return seat;
  for (const char* level : {"easy", "normal", "hard"}) {
    if (text == std::string("ai:") + level) {
      seat.level = level;
      return seat;
    }
  }
  return rules::Error{"--seat must be human, ai, ai:easy, ai:normal or ai:hard, not '" + text +
                      "'"};
}

// Checks the positional count; on a mismatch prints the problem and returns false.
bool expectPositionals(const CommandLine& cl, std::size_t min, std::size_t max,
                       std::string_view cmd, Io io, int& code) {
  const auto n = cl.positionals().size();
  if (n >= min && n <= max) return true;
  code = fail(io, kExitUsage,
              n < min ? std::string(cmd) + ": a save file is missing"
                      : std::string(cmd) + ": unexpected argument '" + cl.positionals()[max] + "'",
              cmd);
  return false;
}

// An action the rules refuse: not a usage mistake, so no pointer to --help.
int refuseAction(Io io, const std::string& message) {
  io.err << "grudgematch-cli: " << message << "\n";
  return kExitUsage;
}

}  // namespace

int runNew(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {
      {"--game"}, {"--cards"},      {"--players"}, {"--seed"}, {"--seat", true, true},
      {"-o"},     {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "new: " + cl.error(), "new");
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage("new"), kExitOk;
  if (!cl->positionals().empty())
    return fail(io, kExitUsage, "new: unexpected argument '" + cl->positionals()[0] + "'", "new");

  const GameChoice chosen = chooseGame(*cl);
  if (!chosen) return fail(io, chosen.code, "new: " + chosen.error, "new");
  const rules::Game* game = chosen.game;
  const auto& info = game->info();
  const auto output = cl->value("-o");
  if (!output) return fail(io, kExitUsage, "new: -o FILE is required", "new");

  rules::GameOptions options;
  options.seats = info.minSeats;
  if (const auto players = cl->value("--players")) {
    auto n = parseUnsigned(*players, "--players", info.minSeats, info.maxSeats);
    if (!n) return fail(io, kExitUsage, "new: " + info.name + ": " + n.error(), "new");
    options.seats = static_cast<int>(*n);
  }
  auto seed = seedOption(*cl);
  if (!seed) return fail(io, kExitUsage, "new: " + seed.error(), "new");
  options.seed = *seed;

  std::vector<rules::SeatSetup> seats = rules::defaultSeats(options.seats);
  if (const auto given = cl->values("--seat"); !given.empty()) {
    if (static_cast<int>(given.size()) != options.seats)
      return fail(io, kExitUsage,
                  "new: " + std::to_string(given.size()) + " --seat options for " +
                      std::to_string(options.seats) + " players; give one per player",
                  "new");
    for (std::size_t i = 0; i < given.size(); ++i) {
      auto seat = parseSeat(given[i]);
      if (!seat) return fail(io, kExitUsage, "new: " + seat.error(), "new");
      seats[i] = *seat;
    }
  }

  auto state = game->newGame(options);
  if (!state) return fail(io, kExitUsage, "new: " + state.error(), "new");
  rules::SaveData data{info.id, info.rulesVersion, options, seats, {}, std::nullopt};
  if (chosen.cards) data.cards = chosen.cards->file;
  if (auto written = rules::writeTextFileAtomically(*output, rules::serializeSave(data)); !written)
    return fail(io, kExitFileError, written.error());
  io.out << "Saved a new game of " << info.name << " (" << options.seats << " players, seed "
         << options.seed << ") to " << *output << "\n";
  return kExitOk;
}

int runLegal(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--cards"}, {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "legal: " + cl.error(), "legal");
  if (cl->has("--help"))
    return io.out << "Usage: grudgematch-cli " << commandUsage("legal"), kExitOk;
  if (int code = 0; !expectPositionals(*cl, 1, 1, "legal", io, code)) return code;

  auto loaded = loadGameFile(cl->positionals()[0], *cl);
  if (!loaded) return fail(io, kExitFileError, loaded.error());
  const rules::GameState& state = *loaded->state;
  if (state.isTerminal()) {
    io.err << "The game is over: no action is legal.\n";
    return kExitOk;
  }
  for (const rules::ActionId a : state.legalActions())
    io.out << a << '\t' << state.describe(a).text << '\n';
  return kExitOk;
}

int runApply(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"-o"}, {"--cards"}, {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "apply: " + cl.error(), "apply");
  if (cl->has("--help"))
    return io.out << "Usage: grudgematch-cli " << commandUsage("apply"), kExitOk;
  const auto& pos = cl->positionals();
  if (pos.empty()) return fail(io, kExitUsage, "apply: a save file is missing", "apply");
  if (pos.size() < 2) return fail(io, kExitUsage, "apply: no action id given", "apply");
  const auto output = cl->value("-o");
  if (!output) return fail(io, kExitUsage, "apply: -o FILE2 is required", "apply");

  // Every id is checked to be a number before anything is loaded or applied.
  std::vector<rules::ActionId> ids;
  for (std::size_t i = 1; i < pos.size(); ++i) {
    auto id = parseUnsigned(pos[i], "an action id", 0, INT32_MAX);
    if (!id) return fail(io, kExitUsage, "apply: " + id.error(), "apply");
    ids.push_back(static_cast<rules::ActionId>(*id));
  }

  auto loaded = loadGameFile(pos[0], *cl);
  if (!loaded) return fail(io, kExitFileError, loaded.error());
  rules::GameState& state = *loaded->state;
  std::string log;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const std::string which =
        "action " + std::to_string(ids[i]) + " (number " + std::to_string(i + 1) + " in the list)";
    if (state.isTerminal())
      return refuseAction(io,
                          "apply: " + which + " comes after the end of the game; nothing written");
    if (!state.isLegal(ids[i])) {
      std::string legal;
      for (const rules::ActionId a : state.legalActions()) legal += " " + std::to_string(a);
      return refuseAction(io, "apply: " + which +
                                  " is not legal here; nothing written. Legal now:" + legal +
                                  " (see 'grudgematch-cli legal')");
    }
    log += std::to_string(ids[i]) + '\t' + state.describe(ids[i]).text + '\n';
    state.apply(ids[i]);
  }

  rules::SaveData data = loaded->data;
  data.actions.assign(state.history().begin(), state.history().end());
  if (auto written = rules::writeTextFileAtomically(*output, rules::serializeSave(data)); !written)
    return fail(io, kExitFileError, written.error());
  io.out << log;
  if (state.isTerminal()) io.out << "The game is over.\n";
  return kExitOk;
}

int runShow(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--seat"}, {"--cards"}, {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "show: " + cl.error(), "show");
  if (cl->has("--help"))
    return io.out << "Usage: grudgematch-cli " << commandUsage("show"), kExitOk;
  if (int code = 0; !expectPositionals(*cl, 1, 1, "show", io, code)) return code;

  // The seat is checked to be a number before the file is read, its range after (it depends on
  // the game).
  std::optional<std::uint64_t> seat;
  if (const auto text = cl->value("--seat")) {
    auto n = parseUnsigned(*text, "--seat", 0, INT32_MAX);
    if (!n) return fail(io, kExitUsage, "show: " + n.error(), "show");
    seat = *n;
  }
  auto loaded = loadGameFile(cl->positionals()[0], *cl);
  if (!loaded) return fail(io, kExitFileError, loaded.error());
  const rules::GameState& state = *loaded->state;
  if (seat && static_cast<int>(*seat) >= state.seatCount())
    return fail(io, kExitUsage,
                "show: --seat must be from 0 to " + std::to_string(state.seatCount() - 1) +
                    " in this game, not " + std::to_string(*seat),
                "show");
  const rules::Seat s = seat ? static_cast<rules::Seat>(*seat) : rules::kNoSeat;
  io.out << state.observe(s).dump(2) << '\n';
  return kExitOk;
}

}  // namespace gm::cli
