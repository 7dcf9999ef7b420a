#pragma once
// Engines of Vengeance as the registered game plays it: a match of Acts (rules/core/match_state.h)
// or, with {"acts": 1}, one bare Act.
#include <memory>

#include "core/expected.h"
#include "core/game.h"
#include "engines_cards.h"

namespace gm::rules::engines {

// The GameInfo of a whole match: the Act's ids, and a length bound covering three Acts.
const GameInfo& matchInfo();

// A new game from the variant options {"acts": 1 | 3 (default 3), "setups": bool (the designer's
// optional Act 2 / Act 3 setups, default false), "vigilante": 0 | 1 (the Vigilante's seat in Act 1,
// default 0)}, or a message naming the wrong option.
Expected<std::unique_ptr<GameState>> newEnginesGame(std::shared_ptr<const CardSet> cards,
                                                    const GameOptions& options);

}  // namespace gm::rules::engines
