#pragma once
// Engines of Vengeance: the public entry point (the Game with its card set). One Act is described
// in engines_act.h; a match of three Acts wraps Acts (rules/core/match_state.h).
#include <memory>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game.h"
#include "engines_cards.h"

namespace gm::rules::engines {

// Parses an Engines of Vengeance card file (see assets/cards/engines.json) and returns the game, or
// a message naming `source`, the field (JSON pointer) and what is wrong.
Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source);

// What is printed on each card type and the two backs, from the card data (Game::cardFaces).
std::vector<CardFace> cardFacesOf(const CardSet& set);
std::vector<CardBack> cardBacksOf();

}  // namespace gm::rules::engines
