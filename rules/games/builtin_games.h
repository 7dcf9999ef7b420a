#pragma once
// Every game this build knows, with the card sets shipped in assets/cards (embedded at build time
// so the tools work from any folder). A designer's edited card file replaces a built-in set through
// loadCardFile().
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

// Builds game `gameId` from card data `json`; `source` names the file in error messages.
Expected<std::shared_ptr<const Game>> makeGameFromCards(std::string_view gameId,
                                                        std::string_view json,
                                                        const std::string& source);
// Reads a card file and builds the game from it (a designer's edited set).
Expected<std::shared_ptr<const Game>> loadCardFile(std::string_view gameId,
                                                   const std::string& path);

}  // namespace gm::rules
