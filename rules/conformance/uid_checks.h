#pragma once
// Card numbers carry no identity (rules/core/seat_view.h): a uid names one card instance, so it can
// be followed across zones, but to a seat that cannot see the card it must say nothing about the
// card's face. Measured over many seeded random games of one game, knowing no game:
//  - the label test: for every card hidden from a seat, the face the same uid had in other games
//    (the best fixed uid -> face guess, learned on the even games and tried on the odd ones, and
//    the other way round) may guess the face no better than the most common face of the card's
//    public context: the viewer, the zone, the card's back and the role of the zone's owner;
//  - the memory test: for a hidden card whose uid the seat is told (named by one of its legal
//    actions, or by an action another seat took that leaves the card hidden), the face the seat
//    last saw under that uid may guess no better than that base rate.
// Both compare the guesses card by card (a sign test) and fail only when the uid's guess wins
// clearly and by a large margin, so a correct engine passes whatever the luck of its seeded games
// and uids dealt in deck-list order fail by far. Everything is seeded: a run repeats exactly.
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace gm::test {

struct UidCheckOptions {
  int games = 64;
  std::uint64_t seed = 1;
  // When > 0: a game is left after this many actions (for runs under the sanitizers).
  int maxActionsPerGame = 0;
};

// One test's tally: the cards judged, how many the uid's guess got right, how many the public
// context's base rate got right.
struct UidGuesses {
  long cards = 0;
  long uidRight = 0;
  long baseRight = 0;
  long uidOnly = 0;   // right by the uid's guess, wrong by the base rate
  long baseOnly = 0;  // the other way round
};

struct UidCheckReport {
  long games = 0;
  long nodes = 0;
  UidGuesses label;   // every card hidden from a seat
  UidGuesses memory;  // hidden cards named to a seat that saw their uid before
  std::vector<std::string> failures;

  bool ok() const { return failures.empty(); }
  // The figures of both tests in one line (for a test's log).
  std::string summary() const;
};

// Plays options.games random games of `game` with `seats` seats and judges both tests.
UidCheckReport checkUidsTellNothing(const rules::Game& game, int seats,
                                    const UidCheckOptions& options = {});

}  // namespace gm::test
