// The Act's cheap judgement: a static value of a position for one seat, read from public
// information only (scores, the cards on the table, their angles and where they will exhaust to),
// used by heuristicWeights() (one step of look-ahead per legal action: greedy play that scores,
// denies and keeps actions alive) and by estimate() for searches cut short.
#include <algorithm>
#include <cmath>

#include "engines_act.h"

namespace gm::rules::engines {
namespace {
constexpr double kPointValue = 10.0;
constexpr double kNearGoal = 6.0;  // extra for a pile one card from the goal
constexpr double kUseLeft = 1.0;   // each action a card still has before it exhausts
constexpr double kBoundFor = 4.0;  // a card on its way into a scoring pile, per quarter left

// Which pile a card in `s`'s area would go to if it exhausted now, with modifiers (FIXER).
Pile exhaustPile(const ActState& st, int uid) {
  if (st.isTaken(uid)) return Pile::Discard;
  Pile pile = st.upEnd(uid).exhaust;
  const Seat s = st.sideOf(uid);
  for (int i = 0; i < st.count(s, Zone::Active); ++i) {
    const int other = st.cardAt(s, Zone::Active, i);
    const Modifier& m = st.upEnd(other).modifier;
    if (other == uid || !m.present || st.angleOf(other) >= 180) continue;
    const Selector& sel = m.select;
    const bool nameOk = (sel.names >> st.upEnd(uid).nameIndex) & 1u;
    const bool tagOk = sel.tags == 0 || (st.type(uid).tags & sel.tags) != 0;
    if (nameOk && tagOk) pile = m.exhaustTo;
  }
  return pile;
}
}  // namespace

// Value of the position for seat `me`; +-1000 at the end.
static double positionValue(const ActState& st, Seat me) {
  if (st.isOver()) {
    const bool won = (st.winners() >> me) & 1u;
    if (st.winners() == 0) return 0.0;
    return won ? 1000.0 : -1000.0;
  }
  double v = 0.0;
  for (Seat s = 0; s < 2; ++s) {
    const double sign = s == me ? 1.0 : -1.0;
    const int score = st.score(s);
    v += sign * (kPointValue * score + (score >= kGoal - 1 ? kNearGoal : 0.0));
    for (int i = 0; i < st.count(s, Zone::Active); ++i) {
      const int uid = st.cardAt(s, Zone::Active, i);
      const int quarters = 2 - st.angleOf(uid) / 90;  // turns left before it exhausts (0..2)
      const CardEnd& end = st.upEnd(uid);
      if (end.action.present()) v += sign * kUseLeft * quarters;
      const Pile pile = exhaustPile(st, uid);
      if (pile == Pile::Discard) continue;
      const Seat to = pile == Pile::Bodycount ? st.vigilanteSeat() : st.detectiveSeat();
      // The closer to exhausting, the surer the point: 0 quarters left is as good as scored.
      const double sure = kBoundFor * (3 - quarters) / 3.0;
      v += (to == me ? 1.0 : -1.0) * sure;
    }
  }
  return v;
}

void ActState::heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const {
  const Seat me = actingSeat();
  for (std::size_t i = 0; i < legal.size(); ++i) {
    ActState next(*this, WorldCopy{});
    next.apply(legal[i]);
    weights[i] = positionValue(next, me);
  }
}

std::vector<double> ActState::estimate() const {
  if (isOver()) return returns();
  const double e = std::tanh(positionValue(*this, 0) / 30.0);
  return {e, -e};
}

}  // namespace gm::rules::engines
