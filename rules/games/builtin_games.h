#pragma once
// Every game this build knows, with the card sets shipped in assets/cards (embedded at build time
// so the tools work from any folder). A designer's edited card file makes another game of the same
// id through the registry (GameRegistry::loadCardFile), which holds every game's factory.
#include <memory>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/registry.h"

namespace gm::rules {

// All shipped games, in menu order. Aborts if a shipped card file is broken (a build defect the
// tests catch), never on user input.
const GameRegistry& builtinGames();

// The shipped card file text of a game ("" for an unknown id).
std::string_view builtinCardJson(std::string_view gameId);

}  // namespace gm::rules
