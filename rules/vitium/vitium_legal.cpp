// The legal actions of every node and what pawns, purchases, completions and maneuvers may aim at
// (vitium_state.h, rulings 2-11).
#include <algorithm>
#include <cassert>

#include "vitium_state.h"

namespace gm::rules::vitium {
namespace {

// listMain and listManeuvers go card by card (a card may give actions of several kinds) but list
// each kind's actions in increasing order (by card, then by target), so ordering the list by kind
// and keeping the order within a kind sorts it in one pass (std::sort took a sixth of a random
// playout).
void orderByKind(std::vector<ActionId>& out) {
  const std::size_t n = out.size();
  std::array<std::uint32_t, kKindCount + 1> start{};
  for (std::size_t i = 0; i < n; ++i) ++start[static_cast<int>(kindOf(out[i])) + 1];
  for (int k = 0; k < kKindCount; ++k) start[k + 1] += start[k];
  out.resize(2 * n);
  for (std::size_t i = 0; i < n; ++i) out[n + start[static_cast<int>(kindOf(out[i]))]++] = out[i];
  std::copy(out.begin() + static_cast<std::ptrdiff_t>(n), out.end(), out.begin());
  out.resize(n);
  assert(std::is_sorted(out.begin(), out.end()));
}

}  // namespace

NodeKind VitiumState::nodeKind() const {
  if (m_phase == Phase::Over) return NodeKind::Terminal;
  return m_phase == Phase::Choose ? NodeKind::SecretCommit : NodeKind::Decision;
}

Seat VitiumState::actingSeat() const {
  return over() ? kNoSeat : m_acting;
}

bool VitiumState::isResponseWindow() const {
  return m_phase == Phase::Window && m_acting != m_turn;
}

bool VitiumState::pawnAction(Kind k) const {
  return k == Kind::Attack || k == Kind::Work || k == Kind::Sabotage || k == Kind::Seduce;
}

bool VitiumState::riskKills(int pawn) const {
  if (card(pawn).has(kPoliticalImmunity)) return false;
  const int risk = riskDamage(m_boss[m_inst[pawn].owner].total());
  return risk > 0 && damageTotal(pawn) + risk >= resolve(pawn);
}

bool VitiumState::canPurchase(Seat s, int uid) const {
  const Inst& in = m_inst[uid];
  const Card& c = card(uid);
  if (!isAsset(c.type)) return false;
  if (in.zone == Zone::Underway && !c.withTag(kSneak)) return false;
  if (in.zone != Zone::Hand && in.zone != Zone::Underway) return false;
  return m_boss[s].cint >= c.cost && meetsInfluence(s, c);
}

bool VitiumState::canComplete(Seat s, int uid) const {
  const Inst& in = m_inst[uid];
  const Card& c = card(uid);
  return in.zone == Zone::Underway && isEvent(c.type) && in.progress >= c.progress &&
         meetsInfluence(s, c);
}

bool VitiumState::canAttack(int pawn, int mark) const {
  const Inst& m = m_inst[mark];
  if (m.zone != Zone::Employ || m.owner == m_inst[pawn].owner || m.attached >= 0) return false;
  const Card& mc = card(mark);
  if (!isAsset(mc.type)) return false;
  if (mc.has(kElusive) && cunning(pawn) <= stealth(mark)) return false;
  // The risk is spared when the mark has a printed Force; a pawn may not die of its own risk.
  return mc.hasForce || !riskKills(pawn);
}

bool VitiumState::canSeduce(int pawn, int mark) const {
  const Inst& m = m_inst[mark];
  const Card& mc = card(mark);
  return m.zone == Zone::Employ && m.owner != m_inst[pawn].owner && m.attached < 0 &&
         mc.type == CardType::Pawn && mc.human && cunning(mark) <= cunning(pawn);
}

void VitiumState::listTargets(Seat s, Kind k, int src, Aim aim, std::vector<ActionId>& out) const {
  // Aims at one's own cards look only at one's own instances.
  const bool ownAim = aim == Aim::OwnEvent || aim == Aim::OwnAsset || aim == Aim::OwnPawn;
  const int from = ownAim ? m_boss[s].first : 0;
  const int to = ownAim ? m_boss[s].first + m_boss[s].count : m_count;
  for (int u = from; u < to; ++u) {
    const Inst& in = m_inst[u];
    const bool own = in.owner == s;
    bool ok = false;
    switch (aim) {
      case Aim::None:
        break;
      case Aim::EnemyAsset:
        ok = !own && in.zone == Zone::Employ && in.attached < 0 && isAsset(card(u).type);
        break;
      case Aim::OwnEvent:
        ok = own && in.zone == Zone::Underway;
        break;
      case Aim::EnemyEvent:
        ok = !own && in.zone == Zone::Underway;
        break;
      case Aim::OwnAsset:
        ok = own && in.zone == Zone::Employ && in.attached < 0 && isAsset(card(u).type);
        break;
      case Aim::OwnPawn:
        ok = own && in.zone == Zone::Employ && card(u).type == CardType::Pawn && in.exhausted;
        break;
      case Aim::Seduced:
        ok = canSeduce(src, u);
        break;
    }
    if (ok) out.push_back(encode(k, src, u));
  }
}

void VitiumState::listMain(std::vector<ActionId>& out) const {
  const Seat s = m_turn;
  const Boss& b = m_boss[s];
  out.push_back(encode(Kind::EndTurn));
  if (m_turnActions >= kTurnActionCap) return;
  // Negotiate, with the discard it needs at 10 or more cards.
  const int handCount = b.inZone[static_cast<int>(Zone::Hand)];
  const bool canDraw = b.inZone[static_cast<int>(Zone::Deck)] > 0;
  if (b.cint >= kNegotiateCost && canDraw) {
    if (handCount < kHandLimit)
      out.push_back(encode(Kind::Negotiate));
    else
      for (int u = b.first; u < b.first + b.count; ++u)
        if (m_inst[u].zone == Zone::Hand) out.push_back(encode(Kind::Negotiate, u));
  }
  // What pawns may aim at: other bosses' assets that alter nothing, and every underway card;
  // gathered once, when the first upright pawn asks.
  std::array<std::uint8_t, kMaxInstances> marks, events;
  int nMarks = -1, nEvents = 0;
  const auto gatherTargets = [&] {
    if (nMarks >= 0) return;
    nMarks = 0;
    for (Seat o = 0; o < m_seats; ++o) {
      const Boss& ob = m_boss[o];
      const bool employ = o != s && ob.inZone[static_cast<int>(Zone::Employ)] > 0;
      if (!employ && ob.inZone[static_cast<int>(Zone::Underway)] == 0) continue;
      for (int t = ob.first; t < ob.first + ob.count; ++t) {
        const Inst& ti = m_inst[t];
        if (employ && ti.zone == Zone::Employ && ti.attached < 0 && isAsset(card(t).type))
          marks[nMarks++] = static_cast<std::uint8_t>(t);
        else if (ti.zone == Zone::Underway)
          events[nEvents++] = static_cast<std::uint8_t>(t);
      }
    }
  };
  for (int u = b.first; u < b.first + b.count; ++u) {
    const Inst& in = m_inst[u];
    if (in.zone == Zone::Deck || in.zone == Zone::Junkyard) continue;
    const Card& c = card(u);
    switch (in.zone) {
      case Zone::Hand:
        if (isEvent(c.type) || c.withTag(kSneak)) out.push_back(encode(Kind::Underway, u));
        [[fallthrough]];
      case Zone::Underway:
        if (canPurchase(s, u)) {
          if (c.alter >= 0) {
            for (int t = b.first; t < b.first + b.count; ++t)
              if (m_inst[t].zone == Zone::Employ && m_inst[t].attached < 0 &&
                  static_cast<int>(card(t).type) == c.alter && isAsset(card(t).type))
                out.push_back(encode(Kind::Purchase, u, t));
          } else {
            out.push_back(encode(Kind::Purchase, u));
          }
        }
        if (in.zone == Zone::Underway && canComplete(s, u))
          out.push_back(encode(Kind::Complete, u));
        break;
      case Zone::Employ: {
        const Ability* ab = c.activated();
        if (c.type == CardType::Pawn && !in.exhausted && in.attached < 0) {
          gatherTargets();
          const bool safe = !riskKills(u);
          const int cun = cunning(u), sth = stealth(u);
          for (int i = 0; i < nMarks; ++i) {
            const int t = marks[i];
            const Card& tc = card(t);
            // The risk is spared when the mark has a printed Force (canAttack).
            if ((!tc.has(kElusive) || cun > stealth(t)) && (tc.hasForce || safe))
              out.push_back(encode(Kind::Attack, u, t));
          }
          if (safe)
            for (int i = 0; i < nEvents; ++i) {
              const int t = events[i];
              if (cun > 0) out.push_back(encode(Kind::Work, u, t));
              if (m_inst[t].owner != s && sth > 0) out.push_back(encode(Kind::Sabotage, u, t));
            }
          if (ab && safe) {
            if (ab->tags & kSeduce) listTargets(s, Kind::Seduce, u, Aim::Seduced, out);
            if ((ab->tags & kAct) && b.cint >= ab->cint) {
              if (aimOf(ab->op) == Aim::None)
                out.push_back(encode(Kind::Activate, u));
              else
                listTargets(s, Kind::Activate, u, aimOf(ab->op), out);
            }
          }
        } else if (ab && !(ab->tags & (kAct | kSeduce | kManeuverTag)) &&
                   (!(ab->tags & kExhaust) || !in.exhausted) && b.cint >= ab->cint) {
          if (aimOf(ab->op) == Aim::None)
            out.push_back(encode(Kind::Activate, u));
          else
            listTargets(s, Kind::Activate, u, aimOf(ab->op), out);
        }
        break;
      }
      default:
        break;
    }
  }
  if (!b.gave)
    for (int i = 0; i < 2; ++i)
      if (b.cint >= kGiftAmounts[i])
        for (Seat t = 0; t < m_seats; ++t)
          if (t != s) out.push_back(encode(Kind::Gift, i, t));
}

bool VitiumState::canIntercept(int guard) const {
  if (m_prevented || m_pending < 0) return false;
  const Inst& g = m_inst[guard];
  const Card& gc = card(guard);
  if (g.zone != Zone::Employ || g.exhausted || g.attached >= 0 || gc.type != CardType::Pawn)
    return false;
  const Kind k = kindOf(m_pending);
  const bool pawnAct =
      pawnAction(k) || (k == Kind::Activate && (card(argA(m_pending)).withTag(kAct) != nullptr));
  if (!pawnAct) return false;
  const int actor = argA(m_pending);
  if (m_inst[actor].owner == g.owner || m_inst[actor].zone != Zone::Employ) return false;
  if (gc.has(kInterceptor) && stealth(actor) <= cunning(guard)) return true;
  const int mark = argB(m_pending);
  if (mark == kNone || m_inst[mark].owner != g.owner) return false;
  const CardType mt = card(mark).type;
  if (gc.has(kBodyGuard) && k == Kind::Attack && mt == CardType::Pawn && mark != guard) return true;
  if (gc.has(kPatrolGuard) &&
      ((k == Kind::Attack && mt == CardType::Location) || k == Kind::Sabotage))
    return true;
  return false;
}

void VitiumState::listManeuvers(Seat s, std::vector<ActionId>& out) const {
  if (m_maneuvers >= kManeuverCap) return;
  const Boss& b = m_boss[s];
  const std::uint8_t* maneuvers = m_cards->maneuvers.data();
  for (int u = b.first; u < b.first + b.count; ++u) {
    const Inst& in = m_inst[u];
    if (!maneuvers[in.type] || in.zone == Zone::Deck || in.zone == Zone::Junkyard) continue;
    const Card& c = card(u);
    if ((in.zone == Zone::Hand || in.zone == Zone::Underway) && c.has(kManeuver) &&
        isAsset(c.type) && canPurchase(s, u) && c.alter < 0)
      out.push_back(encode(Kind::Purchase, u));
    if (in.zone == Zone::Underway && c.has(kManeuver) && canComplete(s, u))
      out.push_back(encode(Kind::Complete, u));
    if (in.zone != Zone::Employ) continue;
    if ((c.keywords & (kInterceptor | kBodyGuard | kPatrolGuard)) && canIntercept(u))
      out.push_back(encode(Kind::Intercept, u));
    const Ability* ab = c.activated();
    if (ab && (ab->tags & kManeuverTag) && (!(ab->tags & kExhaust) || !in.exhausted) &&
        b.cint >= ab->cint) {
      if (aimOf(ab->op) == Aim::None)
        out.push_back(encode(Kind::Activate, u));
      else
        listTargets(s, Kind::Activate, u, aimOf(ab->op), out);
    }
  }
}

void VitiumState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  switch (m_phase) {
    case Phase::Over:
      return;
    case Phase::Choose: {
      const Boss& b = m_boss[m_acting];
      for (int u = b.first; u < b.first + b.count; ++u)
        if (m_inst[u].zone == Zone::Deck) out.push_back(encode(Kind::Choose, u));
      return;
    }
    case Phase::Main:
      listMain(out);
      break;
    case Phase::Window:
      out.push_back(encode(Kind::Pass));
      listManeuvers(m_acting, out);
      break;
    case Phase::Consent:
    case Phase::Share:
    case Phase::Gift:
      out.push_back(encode(Kind::Accept));
      out.push_back(encode(Kind::Refuse));
      return;
    case Phase::Allocate:
      for (Seat t = 0; t < m_seats; ++t) out.push_back(encode(Kind::Allocate, kNone, t));
      return;
    case Phase::House:
      for (int h = 0; h < kHouses; ++h) out.push_back(encode(Kind::House, kNone, h));
      return;
  }
  if (out.size() > 1 && !std::is_sorted(out.begin(), out.end())) orderByKind(out);
}

}  // namespace gm::rules::vitium
