#include "builtin_games.h"

#include <cstdio>
#include <cstdlib>

#include "builtin_game_list.h"
#include "core/atomic_file.h"

namespace gm::rules {

std::string_view builtinCardJson(std::string_view gameId) {
  for (const BuiltinGame& g : builtinGameList())
    if (g.id == gameId) return g.cardJson;
  return {};
}

Expected<std::shared_ptr<const Game>> makeGameFromCards(std::string_view gameId,
                                                        std::string_view json,
                                                        const std::string& source) {
  for (const BuiltinGame& g : builtinGameList())
    if (g.id == gameId) return g.makeGame(json, source);
  return Error{"Unknown game '" + std::string(gameId) + "'."};
}

Expected<std::shared_ptr<const Game>> loadCardFile(std::string_view gameId,
                                                   const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return Error{text.error()};
  return makeGameFromCards(gameId, *text, path);
}

const GameRegistry& builtinGames() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    for (const BuiltinGame& g : builtinGameList()) {
      auto game = g.makeGame(g.cardJson, "assets/cards/" + std::string(g.id) + ".json");
      if (!game) {
        std::fprintf(stderr, "grudgematch: the shipped card set is broken: %s\n",
                     game.error().c_str());
        std::abort();
      }
      r.add(std::move(game.value()));
    }
    return r;
  }();
  return registry;
}

}  // namespace gm::rules
