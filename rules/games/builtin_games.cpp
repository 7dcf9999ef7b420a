#include "builtin_games.h"

#include <cstdio>
#include <cstdlib>

#include "artbot/artbot_game.h"
#include "core/atomic_file.h"
#include "embedded_cards.h"
#include "engines/engines_game.h"
#include "knockdown/knockdown_game.h"

namespace gm::rules {

std::string_view builtinCardJson(std::string_view gameId) {
  if (gameId == "knockdown") return embedded::kKnockdownCards;
  if (gameId == "engines") return embedded::kEnginesCards;
  if (gameId == "artbot") return embedded::kArtbotCards;
  return {};
}

Expected<std::shared_ptr<const Game>> makeGameFromCards(std::string_view gameId,
                                                        std::string_view json,
                                                        const std::string& source) {
  if (gameId == "knockdown") return knockdown::makeGame(json, source);
  if (gameId == "engines") return engines::makeGame(json, source);
  if (gameId == "artbot") return artbot::makeGame(json, source);
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
    for (const char* id : {"knockdown", "engines", "artbot"}) {
      auto game =
          makeGameFromCards(id, builtinCardJson(id), std::string("assets/cards/") + id + ".json");
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
