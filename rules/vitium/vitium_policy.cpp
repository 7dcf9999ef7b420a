// Results, the estimate for searches cut short, the heuristic policy and what a seat may not do
// now (vitium_state.h). The policy plays for Influence: it completes, works and purchases first;
// it never offers Çint (a gift buys nothing the rules enforce), never sabotages its own events,
// seldom pays a risk with a pawn's life, accepts every gift, every share of
// a job's Influence and every consent for work on its own events (each only helps it), keeps a
// job's Influence for itself, and refuses nothing that is free.
#include <algorithm>

#include "vitium_state.h"

namespace gm::rules::vitium {

std::vector<double> VitiumState::returns() const {
  std::vector<double> r(static_cast<std::size_t>(m_seats), 0.0);
  if (!over()) return r;
  int best = 0;
  for (Seat s = 0; s < m_seats; ++s) best = std::max(best, m_boss[s].total());
  for (Seat s = 0; s < m_seats; ++s) {
    if (m_draw)
      r[s] = m_boss[s].total() == best ? 0.0 : -1.0;
    else
      r[s] = s == m_winner ? 1.0 : -1.0;
  }
  return r;
}

std::vector<double> VitiumState::estimate() const {
  if (over()) return returns();
  // Influence is the score; a job under way counts for the share of its Influence its progress
  // has earned (when its boss meets its requirement), an upright-able pawn a little (it works),
  // and Çint a little (about one Influence per 1,500Ç).
  std::vector<double> score(static_cast<std::size_t>(m_seats));
  for (Seat s = 0; s < m_seats; ++s) {
    const Boss& b = m_boss[s];
    double v = b.total() + std::min(b.cint, 3000) / 1500.0;
    for (int u = b.first; u < b.first + b.count; ++u) {
      const Inst& in = m_inst[u];
      const Card& c = card(u);
      if (in.zone == Zone::Underway && c.type == CardType::Job && meetsInfluence(s, c))
        v += 0.6 * c.rewardInfluence * std::min(1.0, (in.progress + 1.0) / (c.progress + 1.0));
      else if (in.zone == Zone::Employ && c.type == CardType::Pawn)
        v += 0.15;
    }
    score[s] = v;
  }
  std::vector<double> r(score.size());
  for (Seat s = 0; s < m_seats; ++s) {
    double best = -1e9;
    for (Seat t = 0; t < m_seats; ++t)
      if (t != s) best = std::max(best, score[t]);
    r[s] = std::clamp((score[s] - best) / kWinInfluence, -1.0, 1.0);
  }
  return r;
}

int VitiumState::playedCardType(ActionId a) const {
  const Kind k = kindOf(a);
  if (m_phase == Phase::Choose) return -1;
  if (k == Kind::Purchase || k == Kind::Underway) {
    const int src = argA(a);
    // A sneaking asset bought from underway was played when it went underway.
    if (k == Kind::Purchase && m_inst[src].zone == Zone::Underway) return -1;
    return m_inst[src].type;
  }
  return -1;
}

void VitiumState::heuristicWeights(std::span<const ActionId> legal,
                                   std::span<double> weights) const {
  const Seat me = actingSeat();
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const ActionId a = legal[i];
    const Kind k = kindOf(a);
    const int src = argA(a), tgt = argB(a);
    double w = 1.0;
    switch (k) {
      case Kind::EndTurn:
      case Kind::Pass:
        w = 1.0;
        break;
      case Kind::Choose: {
        const Card& c = card(src);
        w = c.type == CardType::Pawn ? 4.0 : c.type == CardType::Job ? 3.0 : 1.0;
        break;
      }
      case Kind::Complete:
        w = 20.0;
        break;
      case Kind::Purchase:
        w = card(src).type == CardType::Pawn ? 8.0 : 4.0;
        break;
      case Kind::Underway:
        w = card(src).type == CardType::Job ? 6.0 : 3.0;
        break;
      case Kind::Work:
        w = m_inst[tgt].owner == me ? 10.0 : 0.2;
        break;
      case Kind::Sabotage:
        // One's own event: only to be rid of it, which the policy never wants.
        w = m_inst[tgt].owner == me ? 0.0 : 4.0 + m_inst[tgt].progress;
        break;
      case Kind::Attack:
      case Kind::Seduce:
        w = card(tgt).type == CardType::Pawn ? 3.0 : 1.0;
        break;
      case Kind::Intercept:
        w = 6.0;
        break;
      case Kind::Activate:
        w = 3.0;
        break;
      case Kind::Negotiate:
        w = m_boss[me].cint >= 800 ? 2.0 : 0.5;
        break;
      case Kind::Gift:
      case Kind::GiftAmount:
        w = 0.0;  // never gives Çint away for nothing
        break;
      case Kind::Accept:
        w = 10.0;
        break;
      case Kind::Refuse:
        w = 0.0;
        break;
      case Kind::Allocate:
        w = tgt == me ? 10.0 : 0.0;
        break;
      case Kind::House:
        w = 1.0 + m_boss[me].influence[tgt];
        break;
      case Kind::Count:
        break;
    }
    // A pawn action its risk pays for with the pawn's life is worth a fifth.
    if ((pawnAction(k) || (k == Kind::Activate && card(src).withTag(kAct))) &&
        m_inst[src].zone == Zone::Employ && card(src).type == CardType::Pawn &&
        !(k == Kind::Attack && card(tgt).hasForce) && riskKills(src))
      w *= 0.2;
    weights[i] = w;
  }
}

std::vector<Unavailable> VitiumState::unavailable(Seat s) const {
  std::vector<Unavailable> out;
  if (over() || s < 0 || s >= m_seats) return out;
  std::vector<ActionId> legal;
  if (actingSeat() == s) legalActions(legal);
  const auto isLegal = [&](Kind k, int uid) {
    for (ActionId a : legal)
      if (kindOf(a) == k && argA(a) == uid) return true;
    return false;
  };
  const auto add = [&](int uid, const char* kind, const char* key, std::vector<std::string> args,
                       std::string text) {
    out.push_back(
        Unavailable{uid, kind, std::string("vitium.why.") + key, std::move(args), std::move(text)});
  };
  const Boss& b = m_boss[s];
  const bool mainNow = m_phase == Phase::Main && m_turn == s;
  for (int u = b.first; u < b.first + b.count; ++u) {
    const Inst& in = m_inst[u];
    const Card& c = card(u);
    const bool buyable = isAsset(c.type) && (in.zone == Zone::Hand ||
                                             (in.zone == Zone::Underway && c.withTag(kSneak)));
    if (buyable && !isLegal(Kind::Purchase, u)) {
      if (m_turn != s)
        add(u, "purchase", "notYourTurn", {std::to_string(m_turn + 1)}, "it is not your turn");
      else if (!mainNow)
        add(u, "purchase", "finishStep", {}, "finish the step under way first");
      else if (b.cint < c.cost)
        add(u, "purchase", "notEnoughCint", {std::to_string(c.cost)}, "not enough Çint");
      else if (!meetsInfluence(s, c))
        add(u, "purchase", "needInfluence",
            {m_cards->houses[c.house].id, std::to_string(c.influence)}, "not enough Influence");
      else if (!underway(u) && in.zone == Zone::Underway)
        add(u, "purchase", "finishStep", {}, "finish the step under way first");
      else
        add(u, "purchase", "noMark", {}, "nothing of yours for it to alter");
    }
    if (in.zone == Zone::Underway && isEvent(c.type) && !isLegal(Kind::Complete, u)) {
      if (in.progress < c.progress)
        add(u, "complete", "needProgress",
            {std::to_string(in.progress), std::to_string(c.progress)}, "not enough progress");
      else if (!meetsInfluence(s, c))
        add(u, "complete", "needInfluence",
            {m_cards->houses[c.house].id, std::to_string(c.influence)}, "not enough Influence");
      else if (m_turn != s)
        add(u, "complete", "notYourTurn", {std::to_string(m_turn + 1)}, "it is not your turn");
      else if (!mainNow || !underway(u))
        add(u, "complete", "finishStep", {}, "finish the step under way first");
    }
  }
  return out;
}

}  // namespace gm::rules::vitium
