#pragma once
// What a bot gets: one seat's view of the game. It is built from the truth once, by resampling a
// world for the seat, and never keeps a reference to the truth, so a bot cannot reach a card its
// seat may not see: every world it samples is drawn from that first resample.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/game_state.h"

namespace gm::ai {

class PlayerView {
 public:
  // `seed` makes the view deterministic: equal seeds and states the seat cannot tell apart give
  // equal views (see GameState::resampleFor).
  PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed);

  rules::Seat seat() const { return m_seat; }
  const rules::GameInfo& info() const { return m_world->info(); }
  rules::NodeKind nodeKind() const { return m_world->nodeKind(); }
  // Whether the seat is the one to act (bots are only asked then).
  bool toAct() const { return m_world->actingSeat() == m_seat; }
  const std::vector<rules::ActionId>& legalActions() const { return m_legal; }
  rules::InfoKey infoKey() const { return m_world->infoKey(m_seat); }
  nlohmann::json observation() const { return m_world->observe(m_seat); }
  // A full world consistent with the seat's knowledge, drawn afresh from `rng`.
  std::unique_ptr<rules::GameState> sampleWorld(rules::Rng& rng) const {
    return m_world->resampleFor(m_seat, rng);
  }

 private:
  rules::Seat m_seat;
  std::unique_ptr<const rules::GameState> m_world;
  std::vector<rules::ActionId> m_legal;
};

}  // namespace gm::ai
