#pragma once
// Knockdown's cheap judgement: the expected exchange of one turn between two known cards, used by
// the heuristic weights (the Heuristic bot), the estimate() of cut-off searches and the
// card-balance checks. Everything here reads only public information.
#include <array>

#include "knockdown_setup.h"

namespace gm::rules::knockdown {

struct Exchange {
  double dealt = 0;     // expected damage seat s deals this turn
  double taken = 0;     // expected damage seat s takes this turn
  double momentum = 0;  // momentum seat s stores this turn
  // Net value of the turn for seat s, in damage points; stored momentum counts a little less than
  // damage dealt now, since it still has to land.
  double value() const { return dealt - taken + 0.85 * momentum; }
};

// One turn of seat s playing hand index `mine` against the other seat's `theirs`, following the
// resolution rules: speed order, reduction from the card's step on, CRITICAL, carried momentum, and
// "knocked down before dealing damage deals 0" weighted by the chance that a hit reveals an
// Unstable
// (`unstableShare[seat]`: share of Unstables in that seat's Stamina, 0..1).
Exchange expectedExchange(const Setup& setup, Seat s, int mine, int theirs,
                          std::array<int, 2> momentum, std::array<double, 2> unstableShare);

// The same exchange for every pair of hand indices: row = seat s's card, column = the other's.
using ExchangeTable = std::array<std::array<Exchange, kHandSize>, kHandSize>;
ExchangeTable exchangeTable(const Setup& setup, Seat s, std::array<int, 2> momentum,
                            std::array<double, 2> unstableShare);

}  // namespace gm::rules::knockdown
