#pragma once
// Vitium: the public entry point (the Game with its card set) and the printed faces.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game.h"
#include "vitium_cards.h"

namespace gm::rules::vitium {

// Parses a Vitium card file (see assets/cards/vitium.json) and returns the game, or a message
// naming `source`, the field (JSON pointer), the card and what is wrong.
Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source);

// The game's description: 2-4 seats, the action ids and the bound on the length of a game with a
// limit of `rounds` rounds (0: no limit, and no bound).
const GameInfo& gameInfo(int rounds = 0);

// A new game of `cards` for options.seats (2-4) bosses. Its one option, "rounds", is the round
// limit (0, the default: none); any other key of options.variant is an Error naming it.
Expected<std::unique_ptr<GameState>> newVitiumGame(std::shared_ptr<const CardSet> cards,
                                                   const GameOptions& options);

// What is printed on each card (the cards in file order, then the characters) and the one back.
std::vector<CardFace> cardFacesOf(const CardSet& set);
std::vector<CardBack> cardBacksOf();

}  // namespace gm::rules::vitium
