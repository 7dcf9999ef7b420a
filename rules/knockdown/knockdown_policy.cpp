#include "knockdown_policy.h"

#include <algorithm>
#include <cmath>

#include "knockdown_state.h"

namespace gm::rules::knockdown {
namespace {
// Chance that taking `damage` reveals at least one Unstable (cards drawn one by one; close enough
// to drawing without replacement for a guess).
double knockdownChance(int damage, double unstableShare) {
  if (damage <= 0) return 0.0;
  return 1.0 - std::pow(1.0 - unstableShare, damage);
}

// Share of Unstables in a player's Stamina, from public counts only.
double unstableShare(const Setup& setup, const PlayerState& p) {
  const int inStamina = setup.unstableCount() - p.unstableCount;
  const int cards = p.staminaCount + p.discardCount;  // a reshuffle mixes the Discard back in
  return cards > 0 ? std::clamp(static_cast<double>(inStamina) / cards, 0.0, 1.0) : 0.0;
}

// How close a player is to losing through its Unstable piles (public).
double danger(const PlayerState& p, int unstableTotal) {
  const double piles = 0.3 * p.pileCount;
  const double unstables = unstableTotal > 0 ? 0.5 * p.unstableCount / unstableTotal : 0.0;
  return piles + unstables + 0.004 * p.totalDamage;
}
}  // namespace

Exchange expectedExchange(const Setup& setup, Seat s, int mine, int theirs,
                          std::array<int, 2> momentum, std::array<double, 2> share) {
  const Seat o = 1 - s;
  const CardEffect& me = setup.effect(s, mine, theirs);
  const CardEffect& them = setup.effect(o, theirs, mine);
  // A card's reduction protects from its own step on, so only against hits no faster than it.
  auto hit = [](const CardEffect& att, int carried, const CardEffect& def) {
    if (att.base <= 0) return 0;
    const int reduction = def.rank >= att.rank ? def.reduce : 0;
    return std::max(0, att.base * (att.critical ? 2 : 1) + carried - reduction);
  };
  const int mineHit = hit(me, momentum[s], them);
  const int theirHit = hit(them, momentum[o], me);
  Exchange x;
  x.dealt = mineHit;
  x.taken = theirHit;
  if (me.rank > them.rank) x.taken *= 1.0 - knockdownChance(mineHit, share[o]);
  if (them.rank > me.rank) x.dealt *= 1.0 - knockdownChance(theirHit, share[s]);
  x.momentum = me.momentum;
  return x;
}

ExchangeTable exchangeTable(const Setup& setup, Seat s, std::array<int, 2> momentum,
                            std::array<double, 2> share) {
  ExchangeTable t{};
  for (int a = 0; a < kHandSize; ++a)
    for (int b = 0; b < kHandSize; ++b) t[a][b] = expectedExchange(setup, s, a, b, momentum, share);
  return t;
}

void KnockdownState::heuristicWeights(std::span<const ActionId> legal,
                                      std::span<double> weights) const {
  // The acting seat's view only: both momenta and the Stamina make-up are public; the opponent's
  // pending card (if any) is not, so every opposing card is taken as equally likely.
  const Seat s = actingSeat();
  const std::array<int, 2> momentum{m_players[0].momentum, m_players[1].momentum};
  const std::array<double, 2> share{unstableShare(*m_setup, m_players[0]),
                                    unstableShare(*m_setup, m_players[1])};
  double best = -1e9;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    double sum = 0;
    for (int b = 0; b < kHandSize; ++b)
      sum += expectedExchange(*m_setup, s, legal[i], b, momentum, share).value();
    weights[i] = sum / kHandSize;
    best = std::max(best, weights[i]);
  }
  // Softmax over expected net damage: positive, and a clearly better card is clearly preferred.
  for (double& w : weights) w = std::exp((w - best) / 1.5);
}

std::vector<double> KnockdownState::estimate() const {
  if (m_over) return returns();
  const double d0 = danger(m_players[0], m_setup->unstableCount());
  const double d1 = danger(m_players[1], m_setup->unstableCount());
  const double e = std::tanh(1.5 * (d1 - d0));
  return {e, -e};
}

}  // namespace gm::rules::knockdown
