#pragma once
// What a bot gets: one seat's view of the game. It is built from the truth once, by resampling a
// world for the seat, and never keeps a reference to the truth, so a bot cannot reach a card its
// seat may not see: every world it samples is drawn from that first resample.
#include <algorithm>
#include <cassert>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <span>
#include <vector>

#include "core/game_state.h"

namespace gm::ai {

class PlayerView {
 public:
  // `seed` makes the view deterministic: equal seeds and states the seat cannot tell apart give
  // equal views (see GameState::resampleFor).
  PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed);
  // The same, for a seat committing in a round of secret commits that other seats have already
  // committed in: `roundStart` is the state before the round's first commit. The seat knows as much
  // there as at its own commit (no seat's view depends on a pending commit), so a search may start
  // from it and choose the earlier seats' commits itself instead of taking the redrawn ones as
  // chance (which would make the seat answer a uniformly random opponent). Ignored when the seat
  // acts first in the round (roundStart's acting seat).
  PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed,
             const rules::GameState* roundStart);

  // A view holding only the seat's legal actions and the node kind, for bots that read nothing
  // else (Bot::needsWorld() false): no world is resampled. Such a view must not be asked for
  // infoKey(), observation(), heuristicWeights() or worlds.
  static PlayerView legalActionsOnly(const rules::GameState& truth, rules::Seat seat);
  // Makes this view what legalActionsOnly(truth, seat) would give, reusing its memory (a match
  // keeps one such view for a whole game, so a random bot's move allocates nothing).
  void refillLegalActionsOnly(const rules::GameState& truth, rules::Seat seat);

  // Takes the legal actions `withheld(a)` holds for out of the view, unless that leaves none (a
  // player who may not play a card still plays it when it is all they can do). A bot choosing
  // from the view then picks among the others (a balance study withholding one card).
  template <class Pred>
  void withhold(Pred withheld) {
    const auto kept = std::count_if(m_legal.begin(), m_legal.end(),
                                    [&](rules::ActionId a) { return !withheld(a); });
    if (kept > 0 && static_cast<std::size_t>(kept) < m_legal.size())
      std::erase_if(m_legal, withheld);
  }

  rules::Seat seat() const { return m_seat; }
  const rules::GameInfo& info() const { return *m_info; }
  rules::NodeKind nodeKind() const { return m_nodeKind; }
  // Whether the seat is the one to act (bots are only asked then).
  bool toAct() const { return m_toAct; }
  // The seat's legal actions, less those no bot takes (GameState::botsNeverTake) unless they are
  // all there is.
  const std::vector<rules::ActionId>& legalActions() const { return m_legal; }
  rules::InfoKey infoKey() const { return world().infoKey(m_seat); }
  nlohmann::json observation() const { return world().observe(m_seat); }
  // The game's policy hook (GameState::heuristicWeights) for the seat's legal actions, asked of the
  // view's own resampled world (the hook reads only what the acting seat may see).
  void heuristicWeights(std::span<double> weights) const {
    world().heuristicWeights(m_legal, weights);
  }
  // A full world consistent with the seat's knowledge, drawn afresh from `rng`.
  std::unique_ptr<rules::GameState> sampleWorld(rules::Rng& rng) const {
    return world().resampleFor(m_seat, rng);
  }
  // Whether the view knows the start of the round of secret commits the seat acts in (see above).
  bool hasRoundStart() const { return m_roundStart != nullptr; }
  // A full world at the start of that round consistent with the seat's knowledge.
  std::unique_ptr<rules::GameState> sampleRoundStart(rules::Rng& rng) const {
    return m_roundStart->resampleFor(m_seat, rng);
  }

 private:
  PlayerView() = default;
  const rules::GameState& world() const {
    assert(m_world && "a legal-actions-only view has no world");
    return *m_world;
  }

  rules::Seat m_seat = rules::kNoSeat;
  const rules::GameInfo* m_info = nullptr;
  rules::NodeKind m_nodeKind = rules::NodeKind::Terminal;
  bool m_toAct = false;
  std::unique_ptr<const rules::GameState> m_world;
  std::unique_ptr<const rules::GameState> m_roundStart;  // null unless earlier seats committed
  std::vector<rules::ActionId> m_legal;
};

}  // namespace gm::ai
