#pragma once
// Artbot: the public entry point (the Game with its card set) and the printed faces of the cards.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "artbot_cards.h"
#include "core/expected.h"
#include "core/game.h"

namespace gm::rules::artbot {

// Parses an Artbot card file (see assets/cards/artbot.json) and returns the game, or a message
// naming `source`, the field (JSON pointer) and what is wrong.
Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source);

// A new game of `cards` for options.seats (2-4) players. options.variant (all optional):
// {"deckSize": 10..40 (default: the card file's), "decks": [[card ids] per seat, deckSize each]
// (default: deckSize cards drawn at random, from options.seed, out of the starter collection for
// each seat), "owners": [profile name per seat], "gameKey": text}. A bad variant is an Error
// naming the field.
Expected<std::unique_ptr<GameState>> newArtbotGame(std::shared_ptr<const CardSet> cards,
                                                   const GameOptions& options);

// What is printed on each card type and the one back, from the card data (Game::cardFaces).
std::vector<CardFace> cardFacesOf(const CardSet& set);
std::vector<CardBack> cardBacksOf();

}  // namespace gm::rules::artbot
