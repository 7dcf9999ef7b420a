#include "builtin_games.h"

#include <cstdio>
#include <cstdlib>

#include "builtin_game_list.h"

namespace gm::rules {

std::string_view builtinCardJson(std::string_view gameId) {
  for (const BuiltinGame& g : builtinGameList())
    if (g.id == gameId) return g.cardJson;
  return {};
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
      r.add(std::move(game.value()), g.makeGame);
    }
    return r;
  }();
  return registry;
}

}  // namespace gm::rules
