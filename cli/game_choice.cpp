#include "game_choice.h"

#include "commands.h"
#include "games/builtin_games.h"

namespace gm::cli {
namespace {

GameChoice refused(int code, std::string message) {
  GameChoice choice;
  choice.code = code;
  choice.error = std::move(message);
  return choice;
}

}  // namespace

GameChoice cardsOption(const CommandLine& cl) {
  GameChoice choice;
  const auto path = cl.value("--cards");
  if (!path) return choice;
  auto loaded = rules::builtinGames().loadCardFile(*path);
  if (!loaded) return refused(kExitFileError, loaded.error());
  choice.game = loaded->game.get();
  choice.cards = std::move(loaded.value());
  return choice;
}

GameChoice chooseGame(const CommandLine& cl, std::string_view alsoAllowed) {
  const auto gameId = cl.value("--game");
  const auto& registry = rules::builtinGames();
  if (gameId && *gameId != alsoAllowed && !registry.find(*gameId))
    return refused(kExitUsage, "unknown game '" + *gameId + "' (known: " + knownGameIds() +
                                   (alsoAllowed.empty() ? "" : ", " + std::string(alsoAllowed)) +
                                   ")");
  if (cl.has("--cards")) {
    if (gameId && *gameId == alsoAllowed)
      return refused(kExitUsage, "--cards makes one game; it cannot go with --game " + *gameId);
    GameChoice choice = cardsOption(cl);
    if (!choice) return choice;
    if (gameId && *gameId != choice.game->info().id)
      return refused(kExitUsage, "--game " + *gameId + " does not match the card file " +
                                     choice.cards->file.path + ", which is for " +
                                     choice.game->info().id);
    return choice;
  }
  if (!gameId)
    return refused(kExitUsage, "--game is required (one of: " + knownGameIds() +
                                   (alsoAllowed.empty() ? "" : ", " + std::string(alsoAllowed)) +
                                   "), or --cards FILE");
  GameChoice choice;
  choice.game = registry.find(*gameId);  // null for alsoAllowed
  return choice;
}

nlohmann::json cardFileJson(const rules::CardFileRef& file) {
  return {{"path", file.path}, {"hash", file.hash}};
}

}  // namespace gm::cli
