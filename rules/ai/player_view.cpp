#include "player_view.h"

namespace gm::ai {

PlayerView::PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed)
    : m_seat(seat) {
  rules::Rng rng(seed);
  m_world = truth.resampleFor(seat, rng);
  m_info = &m_world->info();
  m_nodeKind = m_world->nodeKind();
  m_toAct = m_world->actingSeat() == seat;
  if (m_toAct) m_world->legalActions(m_legal);
  m_world->dropActionsBotsNeverTake(m_legal);
}

PlayerView::PlayerView(const rules::GameState& truth, rules::Seat seat, std::uint64_t seed,
                       const rules::GameState* roundStart)
    : PlayerView(truth, seat, seed) {
  if (!roundStart || roundStart->actingSeat() == seat) return;
  if (m_nodeKind != rules::NodeKind::SecretCommit) return;
  if (roundStart->nodeKind() != rules::NodeKind::SecretCommit) return;
  rules::Rng rng(rules::mixHash(seed, 0x50));
  m_roundStart = roundStart->resampleFor(seat, rng);
}

PlayerView PlayerView::legalActionsOnly(const rules::GameState& truth, rules::Seat seat) {
  PlayerView view;
  view.refillLegalActionsOnly(truth, seat);
  return view;
}

void PlayerView::refillLegalActionsOnly(const rules::GameState& truth, rules::Seat seat) {
  m_seat = seat;
  m_info = &truth.info();
  m_nodeKind = truth.nodeKind();
  m_toAct = truth.actingSeat() == seat;
  m_world.reset();
  m_roundStart.reset();
  m_legal.clear();
  if (m_toAct) truth.legalActions(m_legal);
  truth.dropActionsBotsNeverTake(m_legal);
}

}  // namespace gm::ai
