#pragma once
// The games of this build as generated from GM_GAMES: for each, its id, its shipped card text and
// its factory. Every game's rules/<game>/<game>_game.h declares the factory with this one
// signature, so the list is a loop in CMake and this folder names no game.
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game.h"

namespace gm::rules {

struct BuiltinGame {
  std::string_view id;
  std::string_view cardJson;
  Expected<std::shared_ptr<const Game>> (*makeGame)(std::string_view cardJson,
                                                    const std::string& source);
};

// In menu order (the order of GM_GAMES).
std::span<const BuiltinGame> builtinGameList();

}  // namespace gm::rules
