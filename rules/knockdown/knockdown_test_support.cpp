// Test support: exact positions for the scenario tests (see KnockdownState::arrangeForTest).
#include <cassert>
#include <vector>

#include "knockdown_state.h"

namespace gm::rules::knockdown {
namespace {
StaminaKind kindOfLetter(char c) {
  assert(c == 'R' || c == 'U' || c == 'S');
  return c == 'R' ? StaminaKind::Rally : c == 'U' ? StaminaKind::Unstable : StaminaKind::Stable;
}
}  // namespace

void KnockdownState::arrangeForTest(Seat s, const TestLayout& layout) {
  assert(!m_over && m_players[0].pending < 0 && m_players[1].pending < 0);
  // The seat's Stamina cards by kind, in uid order; each listed letter takes the next one.
  std::array<std::vector<std::uint8_t>, 3> free;
  for (int j = 0; j < m_setup->deckSize(); ++j) {
    const int uid = m_setup->firstStaminaUid(s) + j;
    free[static_cast<int>(kindOf(uid))].push_back(static_cast<std::uint8_t>(uid));
  }
  std::array<std::size_t, 3> used{0, 0, 0};
  auto take = [&](char c) {
    const int k = static_cast<int>(kindOfLetter(c));
    assert(used[k] < free[k].size());
    return free[k][used[k]++];
  };

  PlayerState& p = m_players[s];
  p.staminaCount = p.discardCount = p.unstableCount = p.pileCount = p.revealingCount = 0;
  p.pileSize = {};
  for (char c : layout.discard) p.discard[p.discardCount++] = take(c);
  assert(layout.piles.size() <= kMaxPiles);
  for (const auto& pile : layout.piles) {
    for (char c : pile) {
      assert(c == 'U');
      p.unstable[p.unstableCount++] = take(c);
    }
    p.pileSize[p.pileCount++] = static_cast<std::uint8_t>(pile.size());
  }
  std::vector<std::uint8_t> listed;  // top first
  for (char c : layout.stamina) listed.push_back(take(c));
  // The rest, bottom to top: Unstables, Rallies, Stables (so Stables come right after the list).
  for (int k : {2, 1, 0}) {
    for (std::size_t i = used[k]; i < free[k].size(); ++i) {
      if (layout.restInDiscard)
        p.discard[p.discardCount++] = free[k][i];
      else
        p.stamina[p.staminaCount++] = free[k][i];
    }
  }
  for (auto it = listed.rbegin(); it != listed.rend(); ++it) p.stamina[p.staminaCount++] = *it;
  p.momentum = static_cast<std::int16_t>(layout.momentum);
  p.totalDamage = static_cast<std::int16_t>(layout.totalDamage);
}

void KnockdownState::setTurnForTest(int turn) {
  assert(turn >= 1 && turn <= kMaxTurns);
  m_turn = static_cast<std::int16_t>(turn);
}

}  // namespace gm::rules::knockdown
