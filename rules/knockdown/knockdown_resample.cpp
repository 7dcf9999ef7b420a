// Copies of a Knockdown state: clone() (the same world) and resampleFor() (a world a seat cannot
// tell from the truth, with everything it cannot see redrawn).
#include <bit>
#include <cassert>
#include <cstdint>

#include "knockdown_state.h"

namespace gm::rules::knockdown {

KnockdownState::KnockdownState(const KnockdownState& other, WorldCopy)
    : GameState(0),
      m_setup(other.m_setup),
      m_card(other.m_card),
      m_kindMask(other.m_kindMask),
      m_actionUid(other.m_actionUid),
      m_players(other.m_players),
      m_lastTurn(other.m_lastTurn),
      m_publicHash(other.m_publicHash),
      m_turn(other.m_turn),
      m_toAct(other.m_toAct),
      m_winner(other.m_winner),
      m_over(other.m_over) {
  auto h = other.history();
  mutableHistory().assign(h.begin(), h.end());
}

std::unique_ptr<GameState> KnockdownState::clone() const {
  return std::unique_ptr<GameState>(new KnockdownState(*this));
}

std::unique_ptr<GameState> KnockdownState::resampleFor(Seat s, Rng& rng) const {
  assert(s == 0 || s == 1);
  // A fresh copy carries no events (the last ones may name the hidden commit) and records none.
  std::unique_ptr<KnockdownState> world(new KnockdownState(*this, WorldCopy{}));
  for (Seat owner = 0; owner < 2; ++owner) {
    // Which cards are in the Stamina is public (the rest are in view); their order is not. Put
    // them in an order that tells nothing before shuffling, so the true order cannot leak into
    // the result: by kind (the kinds there are public), then by uid. Not by uid alone: which uid
    // carries which kind is dealt from the seed, and the world's kinds would follow it.
    PlayerState& p = world->m_players[owner];
    std::uint64_t present = 0;
    const int first = m_setup->firstStaminaUid(owner);
    for (int i = 0; i < p.staminaCount; ++i) present |= std::uint64_t{1} << (p.stamina[i] - first);
    int n = 0;
    for (const std::uint64_t kind : m_kindMask[owner])
      for (std::uint64_t m = present & kind; m != 0; m &= m - 1)
        p.stamina[n++] = static_cast<std::uint8_t>(first + std::countr_zero(m));
    assert(n == p.staminaCount);
    rng.shuffle(std::span(p.stamina.data(), p.staminaCount));
  }
  PlayerState& other = world->m_players[1 - s];
  if (!m_over && other.pending >= 0) {
    // Only seat 0 can be waiting with a commit (seat 1's commit resolves the turn), and that
    // commit is the last action of the history.
    assert(1 - s == 0 && !world->history().empty());
    other.pending = static_cast<std::int8_t>(rng.uniformInt(kHandSize));
    world->mutableHistory().back() = other.pending;
  }
  world->rng().reseed(rng.next());
  return world;
}

}  // namespace gm::rules::knockdown
