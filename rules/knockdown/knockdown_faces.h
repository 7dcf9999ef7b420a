#pragma once
// What Knockdown's printed cards show (rules::CardFace), built from its card data: the ten Action
// cards of each fighter and the three kinds of Stamina card, with their red and black backs.
#include <vector>

#include "core/card_face.h"
#include "knockdown_cards.h"

namespace gm::rules::knockdown {

// Every Action card in the set (each fighter's ten; the copies a printed set needs for two
// players) followed by Rally, Unstable and Stable with the copies of two Stamina decks.
std::vector<CardFace> cardFaces(const CardSet& cards);
// The index in cardFaces(cards) of Action card `action` (an index into cards.actions), -1 when no
// fighter holds it (it is not printed).
int actionFaceIndex(const CardSet& cards, int action);
// "action" (red) and "stamina" (black), as in the physical game.
std::vector<CardBack> cardBacks();

}  // namespace gm::rules::knockdown
