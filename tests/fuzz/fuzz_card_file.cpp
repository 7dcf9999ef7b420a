// libFuzzer target: the card-file loaders of every shipped game. The first byte picks the game (in
// GM_GAMES order) so one corpus serves them all; any input must give a card set or a message naming
// the file.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "games/builtin_game_list.h"
#include "games/builtin_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto games = gm::rules::builtinGameList();
  const std::string_view game = games[data[0] % games.size()].id;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto made = gm::rules::builtinGames().makeWithCards(game, text, "fuzz.json");
  if (!made && made.error().rfind("fuzz.json", 0) != 0) __builtin_trap();  // must name the file
  // The same text as a designer's file: the game is taken from its head.
  auto any = gm::rules::builtinGames().makeFromCardFile(text, "fuzz.json");
  if (!any && any.error().rfind("fuzz.json", 0) != 0) __builtin_trap();
  return 0;
}
