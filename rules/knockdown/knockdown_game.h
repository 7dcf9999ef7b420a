#pragma once
// Knockdown: the public entry point (the Game with its card set). The rules themselves are
// described in knockdown_state.h.
#include <memory>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game.h"

namespace gm::rules::knockdown {

// Parses a Knockdown card file (see assets/cards/knockdown.json) and returns the game, or a message
// naming `source`, the field (JSON pointer) and what is wrong.
Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source);

}  // namespace gm::rules::knockdown
