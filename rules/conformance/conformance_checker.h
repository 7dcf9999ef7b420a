#pragma once
// The conformance battery: plays many random games of one registered game and checks at every node
// each promise of the GameState contract (rules/core/game_state.h). It knows no game: everything is
// read through the interface, so a new game in the registry is checked without a line added here.
//
// At every node: node kind and acting seat agree; turnSeat() is a seat and a response window
// is another seat's decision offering exactly one pass; legal actions strictly increasing, in range
// and non-empty exactly until the end; describe() of each names the action and its seat; every card
// in exactly one zone; observe(kNoSeat) agrees with zones(); observe(s) shows a card's uid only
// with its true face and only where the card is (checkSeatObservation); for every seat, two
// resampled worlds look identical to that seat (observe, infoKey, legal actions when it acts), a
// resample repeats exactly for an equal rng state, and one of a world the seat cannot tell from the
// truth is the truth's own for an equal rng state (the world keeps nothing the seat does not know;
// one seat per node, in turn); states sharing a seat's infoKey show that seat
// the same thing; seatView(kNoSeat) agrees with zones() and observe(kNoSeat), and every seat's
// seatView() with the truth's (checkTruthSeatView, checkSeatSeatView), is equal in resampled worlds
// and for states sharing the seat's infoKey; unavailable(s) names only cards s sees, each card and
// kind once, never an action legal now, nothing at the end, and is equal in resampled worlds;
// clone()+apply equals apply, and a clone is independent
// of its original; recording events changes nothing; every seat's undo barrier lets it take back
// only actions that showed it nothing hidden information decided (undo_checks.h). Along each game:
// save/load round trips at random points and at the end, termination within info().maxGameLength,
// returns of the right size within [-1, 1]. The resample checks may be sampled
// (ConformanceOptions::resampleCheckOneIn) for long runs.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/registry.h"

namespace gm::test {

struct ConformanceOptions {
  int games = 200;
  std::uint64_t seed = 1;
  // Plays only the games g below `games` with g % shards == shard. A game's seed depends on g
  // alone, so the shards of one battery, run as separate processes, play exactly its games.
  int shard = 0;
  int shards = 1;
  int saveCheckOneIn =
      16;  // a save/load round trip at about one node in this many (and at the end)
  // The costly checks (every seat's resampled worlds: their consistency, determinism and the
  // world-of-a-world check) run at about one node in this many, chosen by a sampler seeded from
  // the game's seed, and always at a game's first and last node and where a world is played out;
  // every other check runs at every node. 1: at every node.
  int resampleCheckOneIn = 1;
  int maxFailures = 10;  // the battery stops after this many distinct problems
  // When > 0: no further game starts once this many nodes were checked (this shard's own), so a
  // game of long games plays fewer of them; the first game is always played.
  long maxNodes = 0;
  // When > 0: a game is left after this many actions, its end unchecked (every node met is
  // checked as usual). For runs where a whole long game costs too much (under the sanitizers).
  int maxActionsPerGame = 0;
  // Picks the action played at each node from `legal` (sorted, non-empty); `seed` is fresh per
  // node. Empty: uniformly at random. The soak plays bots through this; every check runs either
  // way.
  std::function<rules::ActionId(const rules::GameState& state,
                                const std::vector<rules::ActionId>& legal, std::uint64_t seed)>
      choose;
};

struct ConformanceReport {
  std::vector<std::string> failures;  // each with its game, seat count, game number and action
  long games = 0;
  long nodes = 0;
  long hiddenViews = 0;       // (node, seat) pairs where observe(seat) hides some card
  long changedResamples = 0;  // resampled worlds whose truth differs from the state's
  long saveRoundTrips = 0;
  long cautions = 0;         // legal actions the engine warned about (GameState::caution)
  long resampleChecks = 0;   // (node, seat) pairs whose resampled worlds were checked
  long responseWindows = 0;  // nodes where a seat other than the turn seat could respond

  bool ok() const { return failures.empty(); }
  // The failures one per line (for a test message).
  std::string text() const;
};

// Checks game `gameId` of `registry` with `seats` seats. The registry is also what save files are
// loaded against.
ConformanceReport checkConformance(const rules::GameRegistry& registry, std::string_view gameId,
                                   int seats, const ConformanceOptions& options = {});

}  // namespace gm::test
