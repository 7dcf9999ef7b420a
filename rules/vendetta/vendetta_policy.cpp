// Personal Vendetta's policy hook and estimate: a greedy judgement of each legal action in
// "life points" (one point of corpus or cerebrium), read only from what the acting seat may see
// (the acting seat's own hand, public zones and figures; bots call it on a world resampled for
// that seat, and it never looks at another hand).
//
// A clone dies at 0 in either resource, so a point is worth more the closer that resource is to
// 0: losses are weighed by danger(), damage to an opponent by how near it brings that opponent to
// death. A card's worth is the sum of its steps (damage, gains, cards, ticks) less its cost; a
// state's worth counts its triggers several times (they resolve every turn) and its statics.
#include <algorithm>
#include <cmath>

#include "vendetta_state.h"

namespace gm::rules::vendetta {
namespace {

constexpr double kCardWorth = 1.2;   // a card in hand
constexpr double kStateWorth = 2.0;  // a state in play given up
constexpr double kTickWorth = 1.5;   // a tick gained this turn
constexpr double kTurnsAhead = 3.0;  // how many times a state's trigger is counted
constexpr double kTakeWorth = 1.0;   // a take: a card for later
constexpr double kKillBonus = 12.0;  // damage that brings an opponent to 0

}  // namespace

// How much one point of a resource at `value` matters: 1 when healthy, up to 3 near death.
static double danger(int value, int maxLife) {
  const double f = std::clamp(static_cast<double>(value) / std::max(1, maxLife), 0.0, 1.0);
  return 1.0 + 2.0 * (1.0 - f);
}

std::vector<double> VendettaState::estimate() const {
  if (m_phase == Phase::Over) return returns();
  // The share of the table's health, each clone's health weighted towards its weaker resource.
  std::array<double, kMaxSeats> h{};
  double total = 0.0;
  for (Seat s = 0; s < m_seats; ++s) {
    if (m_c[s].out) continue;
    const int lo = std::min(m_c[s].corpus, m_c[s].cerebrium);
    const int hi = std::max(m_c[s].corpus, m_c[s].cerebrium);
    h[s] = std::max(0.0, 0.75 * lo + 0.25 * hi);
    total += h[s];
  }
  std::vector<double> e(m_seats, -1.0);
  if (total <= 0.0) return e;
  for (Seat s = 0; s < m_seats; ++s)
    if (!m_c[s].out) e[s] = std::clamp(h[s] / total * living() - 1.0, -1.0, 1.0);
  return e;
}

void VendettaState::heuristicWeights(std::span<const ActionId> legal,
                                     std::span<double> weights) const {
  const Seat me = actingSeat();
  const Clone& c = m_c[me];
  // The opponent an effect would most like to hit: the one closest to death.
  Seat weakest = kNoSeat;
  for (Seat s = 0; s < m_seats; ++s)
    if (s != me && !m_c[s].out &&
        (weakest == kNoSeat || std::min(m_c[s].corpus, m_c[s].cerebrium) <
                                   std::min(m_c[weakest].corpus, m_c[weakest].cerebrium)))
      weakest = s;
  const auto lifeOf = [&](Seat s, Res r) {
    return r == Res::Corpus ? m_c[s].corpus : m_c[s].cerebrium;
  };
  const auto stepsWorth = [&](const std::vector<Step>& steps, int x, Seat target) {
    double v = 0.0;
    for (const Step& st : steps) {
      const int n = st.amount + (st.x ? x : 0);
      const Seat t = target != kNoSeat ? target : weakest;
      switch (st.verb) {
        case Verb::Inflict:
        case Verb::Leech: {
          if (t == kNoSeat) break;
          const int left = lifeOf(t, st.res);
          double d = n * danger(left - n, m_maxLife);
          if (left - n <= 0) d += kKillBonus;
          if (st.who == Who::EachOpponent) d *= std::max(1, living() - 1);
          if (st.who == Who::Everyone)
            d = d * std::max(1, living() - 1) - n * danger(lifeOf(me, st.res) - n, m_maxLife) -
                (lifeOf(me, st.res) - n <= 0 ? 2 * kKillBonus : 0);
          if (st.verb == Verb::Leech) d += 0.7 * n;
          v += d;
          break;
        }
        case Verb::Gain:
          v += st.res == Res::Tick ? n * kTickWorth
                                   : std::min(n, m_maxLife - lifeOf(me, st.res)) *
                                         danger(lifeOf(me, st.res), m_maxLife);
          break;
        case Verb::Lose:
          if (st.res == Res::Tick) {
            v -= n * kTickWorth * 0.5;
          } else {
            const int left = lifeOf(me, st.res) - n;
            v -= n * danger(left, m_maxLife) + (left <= 0 ? 3 * kKillBonus : 0);
          }
          break;
        case Verb::Draw:
        case Verb::Recall:
          v += n * kCardWorth;
          break;
        case Verb::Discard:
          v += (st.who == Who::Self ? -1.0 : 1.0) * n * kCardWorth;
          break;
        case Verb::DiscardState:
          v += (st.who == Who::Self ? -1.0 : 1.0) * n * kStateWorth;
          break;
        case Verb::Pop:
        case Verb::Push:
          v += 0.2 * n;
          break;
        case Verb::SetAside:
          v -= st.aside ? 0.3 : 0.0;
          break;
        case Verb::Interrogate:
          v += 1.0;
          break;
        case Verb::Shield:
          v += n;
          break;
        case Verb::Negate:
          v += 4.0;
          break;
      }
    }
    return v;
  };
  const auto costWorth = [&](const Cost& cost, int x) {
    double v = 0.0;
    for (Res r : {Res::Corpus, Res::Cerebrium}) {
      const int n = cost.of(r) + (cost.hasX && cost.xRes == r ? x : 0);
      if (n == 0) continue;
      const int left = lifeOf(me, r) - n;
      v += n * danger(left, m_maxLife) + (left <= 0 ? 3 * kKillBonus : 0);
    }
    const auto count = [&](Res r) { return cost.of(r) + (cost.hasX && cost.xRes == r ? x : 0); };
    v += count(Res::Card) * kCardWorth + count(Res::State) * kStateWorth +
         count(Res::Forgotten) * 0.3;
    return v;
  };
  const auto cardWorth = [&](int uid) {
    const CardType& t = typeCard(uid);
    const int x = t.cost.hasX ? std::max<int>(t.cost.xMin, 2) : 0;
    if (t.kind != CardKind::State)
      return stepsWorth(t.benefit, x, kNoSeat) + stepsWorth(t.penalty, x, kNoSeat) -
             costWorth(t.cost, x);
    double v = -costWorth(t.cost, 0);
    for (const Ability& a : t.abilities) {
      switch (a.kind) {
        case AbilityKind::Trigger:
          v += kTurnsAhead * (a.whose == Whose::Each ? 1.5 : 1.0) *
               (stepsWorth(a.steps, 0, kNoSeat) + stepsWorth(a.penaltySteps, 0, kNoSeat));
          break;
        case AbilityKind::Static:
          v += a.stat == StaticKind::TickIncome          ? a.amount * kTickWorth * kTurnsAhead
               : a.stat == StaticKind::Armor             ? a.amount * kTurnsAhead
               : a.stat == StaticKind::OpponentsHandSize ? -a.amount * 0.8
                                                         : a.amount * 0.8;
          break;
        case AbilityKind::Activated:
          v += 0.5 * kTurnsAhead *
               std::max(0.0, stepsWorth(a.steps, 1, kNoSeat) +
                                 stepsWorth(a.penaltySteps, 1, kNoSeat) - costWorth(a.cost, 1));
          break;
      }
    }
    return v;
  };
  const Frame& f = m_sub.live ? m_sub : m_act.frame;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const ActionId a = legal[i];
    double w = 0.0;
    if (a == kPass) {
      w = 0.0;
    } else if (a >= kXBase) {
      // X: the most that still leaves the paid resource out of danger.
      const int x = a - kXBase;
      const Res r = m_pay.cost.xRes;
      const bool life = r == Res::Corpus || r == Res::Cerebrium;
      const int left = life ? lifeOf(me, r) - m_pay.cost.of(r) - x : 99;
      w = left > 4 ? x : -x;
    } else if (a >= kTargetBase) {
      const Seat t = a - kTargetBase;
      w = -std::min(m_c[t].corpus, m_c[t].cerebrium);
    } else if (a < kPlayBase) {
      w = kTakeWorth + 0.3 * cardWorth(a - kTakeBase);
    } else if (a < kActivateBase) {
      w = cardWorth(a - kPlayBase);
    } else if (a < kReactBase) {
      const CardType& t = typeCard(a - kActivateBase);
      const Ability& ab = t.abilities[t.activated];
      w = stepsWorth(ab.steps, 1, kNoSeat) + stepsWorth(ab.penaltySteps, 1, kNoSeat) -
          costWorth(ab.cost, 1);
    } else if (a < kPickBase) {
      const int uid = a - kReactBase;
      const CardType& t = typeCard(uid);
      w = (reactionHolds(uid)
               ? stepsWorth(t.benefit, 1, m_active) + stepsWorth(t.penalty, 1, m_active)
               : 0.0) -
          costWorth(t.cost, 1) - 0.5;
    } else {
      const int uid = a - kPickBase;
      const double worth = cardWorth(uid);
      switch (m_phase) {
        case Phase::EffectPick: {
          const Verb v = stepAt(f, f.step - 1).verb;
          w = v == Verb::Recall ? worth : -worth;  // keep the best, give up the worst
          break;
        }
        case Phase::Order:
          w = 0.0;
          break;
        default:
          w = -worth;  // pay with and discard the least useful card
          break;
      }
    }
    weights[i] = w;
  }
  (void)c;
}

}  // namespace gm::rules::vendetta
