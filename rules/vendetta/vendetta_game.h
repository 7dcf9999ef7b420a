#pragma once
// Personal Vendetta: the public entry point (the Game with its card set) and the printed faces.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game.h"
#include "vendetta_cards.h"

namespace gm::rules::vendetta {

// Parses a Personal Vendetta card file (see assets/cards/vendetta.json) and returns the game, or
// a message naming `source`, the field (JSON pointer), the card and what is wrong.
Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source);

// A new game of `cards` for options.seats (2-4) clones. options.variant (optional):
// {"sets": 0 (set A), 1 (set B) or 2 (both, the default)}. A bad variant is an Error naming the
// field.
Expected<std::unique_ptr<GameState>> newVendettaGame(std::shared_ptr<const CardSet> cards,
                                                     const GameOptions& options);

// The options the set-up screen offers (Game::options).
std::vector<GameOption> gameOptions();

// What is printed on each card and the one back (Game::cardFaces / cardBacks).
std::vector<CardFace> cardFacesOf(const CardSet& set);
std::vector<CardBack> cardBacksOf();

}  // namespace gm::rules::vendetta
