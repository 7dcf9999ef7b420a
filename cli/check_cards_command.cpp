// check-cards: validates a designer's card file without playing or printing anything.
#include <ostream>
#include <string>

#include "command_line.h"
#include "commands.h"
#include "games/builtin_games.h"

namespace gm::cli {

int runCheckCards(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--help", false}};
  constexpr std::string_view cmd = "check-cards";
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "check-cards: " + cl.error(), cmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(cmd), kExitOk;
  const auto& files = cl->positionals();
  if (files.empty()) return fail(io, kExitUsage, "check-cards: a card file is missing", cmd);
  if (files.size() > 1)
    return fail(io, kExitUsage, "check-cards: unexpected argument '" + files[1] + "'", cmd);

  auto loaded = rules::builtinGames().loadCardFile(files[0]);
  if (!loaded) return fail(io, kExitFileError, loaded.error());
  const auto faces = loaded->game->cardFaces();
  std::string names;
  for (const auto& face : faces)
    names += (names.empty() ? "" : ", ") + (face.ends.empty() ? face.id : face.ends[0].title);
  io.out << files[0] << ": a valid " << loaded->game->info().name << " card file ("
         << loaded->file.hash << "), " << faces.size() << " card types: " << names << "\n";
  return kExitOk;
}

}  // namespace gm::cli
