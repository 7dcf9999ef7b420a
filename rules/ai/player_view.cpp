#include "player_view.h"

namespace gm::ai {

PlayerView::PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed)
    : m_seat(seat) {
  rules::Rng rng(seed);
  m_world = truth.resampleFor(seat, rng);
  if (m_world->actingSeat() == seat) m_world->legalActions(m_legal);
}

}  // namespace gm::ai
