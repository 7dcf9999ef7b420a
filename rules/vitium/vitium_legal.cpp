// The legal actions of every node and what pawns, purchases, completions and maneuvers may aim at
// (vitium_state.h, rulings 2-11).
#include <algorithm>
#include <bit>
#include <cassert>

#include "vitium_state.h"

namespace gm::rules::vitium {
namespace {

// listManeuvers goes card by card (a card may give actions of several kinds) but lists each
// kind's actions in increasing order (by card, then by target), so ordering the list by kind and
// keeping the order within a kind sorts it in one pass (std::sort took a sixth of a random
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
  // A card being got underway is neither in the hand nor underway during its own step.
  if (in.zone == Zone::Underway && (!c.withTag(kSneak) || !underway(uid))) return false;
  if (in.zone != Zone::Hand && in.zone != Zone::Underway) return false;
  return m_boss[s].cint >= c.cost && meetsInfluence(s, c);
}

bool VitiumState::canComplete(Seat s, int uid) const {
  const Inst& in = m_inst[uid];
  const Card& c = card(uid);
  return underway(uid) && isEvent(c.type) && in.progress >= c.progress && meetsInfluence(s, c);
}

bool VitiumState::canAttack(int pawn, int mark) const {
  const Inst& m = m_inst[mark];
  if (m.zone != Zone::Employ || m.owner == m_inst[pawn].owner || m.attached >= 0) return false;
  const Card& mc = card(mark);
  if (!isAsset(mc.type)) return false;
  // Risk is a cost the pawn may pay with its life (RULINGS).
  return !mc.has(kElusive) || cunning(pawn) > stealth(mark);
}

bool VitiumState::canSeduce(int pawn, int mark) const {
  const Inst& m = m_inst[mark];
  const Card& mc = card(mark);
  return m.zone == Zone::Employ && m.owner != m_inst[pawn].owner && m.attached < 0 &&
         mc.type == CardType::Pawn && mc.human && cunning(mark) <= cunning(pawn);
}

void VitiumState::listTargets(Seat s, Kind k, int src, Aim aim, std::vector<ActionId>& out) const {
  if (aim == Aim::None) return;
  // Each aim looks at one zone, of one's own cards, of the others' or of everyone's.
  const bool ownAim = aim == Aim::OwnEvent || aim == Aim::OwnAsset || aim == Aim::OwnPawn;
  const bool enemyAim = aim == Aim::EnemyAsset || aim == Aim::EnemyEvent;
  const Zone z = aim == Aim::OwnEvent || aim == Aim::EnemyEvent ? Zone::Underway : Zone::Employ;
  for (Seat o = 0; o < m_seats; ++o) {
    if ((ownAim && o != s) || (enemyAim && o == s)) continue;
    forEachCard(m_boss[o], m_boss[o].in(z), [&](int u) {
      const Inst& in = m_inst[u];
      bool ok = false;
      switch (aim) {
        case Aim::None:
          break;
        case Aim::EnemyAsset:
        case Aim::OwnAsset:
          ok = in.attached < 0 && isAsset(card(u).type);
          break;
        case Aim::OwnEvent:
        case Aim::EnemyEvent:
          ok = underway(u);
          break;
        case Aim::OwnPawn:
          ok = card(u).type == CardType::Pawn && in.exhausted;
          break;
        case Aim::Seduced:
          ok = canSeduce(src, u);
          break;
      }
      if (ok) out.push_back(encode(k, src, u));
    });
  }
}

void VitiumState::listMain(std::vector<ActionId>& out) const {
  // Kind by kind in the order of their ids, and within a kind by card, then by target: the list
  // comes out sorted.
  const Seat s = m_turn;
  const Boss& b = m_boss[s];
  out.push_back(encode(Kind::EndTurn));
  const std::uint64_t hand = b.in(Zone::Hand), underway = b.in(Zone::Underway),
                      employ = b.in(Zone::Employ);
  // Negotiate, with the discard it needs at 10 or more cards.
  if (b.cint >= kNegotiateCost && b.in(Zone::Deck) != 0) {
    if (b.inZone[static_cast<int>(Zone::Hand)] < kHandLimit)
      out.push_back(encode(Kind::Negotiate));
    else
      forEachCard(b, hand, [&](int u) { out.push_back(encode(Kind::Negotiate, u)); });
  }
  // Purchases from the hand, and of sneaking assets underway; an alter names its mark.
  forEachCard(b, hand | underway, [&](int u) {
    if (!canPurchase(s, u)) return;
    const Card& c = card(u);
    if (c.alter < 0) {
      out.push_back(encode(Kind::Purchase, u));
      return;
    }
    forEachCard(b, employ, [&](int t) {
      const CardType tt = card(t).type;
      if (m_inst[t].attached < 0 && static_cast<int>(tt) == c.alter && isAsset(tt))
        out.push_back(encode(Kind::Purchase, u, t));
    });
  });
  forEachCard(b, hand, [&](int u) {
    const Card& c = card(u);
    if (isEvent(c.type) || c.withTag(kSneak)) out.push_back(encode(Kind::Underway, u));
  });
  // The upright pawns' actions (their risk is a cost they may pay with their lives). What they
  // may aim at: other bosses' assets that alter nothing, and every underway card (work on
  // another boss's event but not one whose consent that boss refused this turn).
  struct Pawn {
    int uid;
    int cunning, stealth;
  };
  std::array<Pawn, kMaxDeck> pawns;
  int nPawns = 0;
  forEachCard(b, employ, [&](int u) {
    const Inst& in = m_inst[u];
    if (card(u).type == CardType::Pawn && !in.exhausted && in.attached < 0)
      pawns[nPawns++] = {u, cunning(u), stealth(u)};
  });
  if (nPawns > 0) {
    std::array<std::uint8_t, kMaxInstances> marks, events;
    int nMarks = 0, nEvents = 0;
    for (Seat o = 0; o < m_seats; ++o) {
      const Boss& ob = m_boss[o];
      if (o != s)
        forEachCard(ob, ob.in(Zone::Employ), [&](int t) {
          if (m_inst[t].attached < 0 && isAsset(card(t).type))
            marks[nMarks++] = static_cast<std::uint8_t>(t);
        });
      forEachCard(ob, ob.in(Zone::Underway),
                  [&](int t) { events[nEvents++] = static_cast<std::uint8_t>(t); });
    }
    for (int p = 0; p < nPawns; ++p)
      for (int i = 0; i < nMarks; ++i) {
        const int t = marks[i];
        if (!card(t).has(kElusive) || pawns[p].cunning > stealth(t))
          out.push_back(encode(Kind::Attack, pawns[p].uid, t));
      }
    for (int p = 0; p < nPawns; ++p)
      if (pawns[p].cunning > 0)
        for (int i = 0; i < nEvents; ++i)
          if (!(m_refusedWork[events[i] >> 6] >> (events[i] & 63) & 1))
            out.push_back(encode(Kind::Work, pawns[p].uid, events[i]));
    // Sabotage, one's own events included (RULINGS).
    for (int p = 0; p < nPawns; ++p)
      if (pawns[p].stealth > 0)
        for (int i = 0; i < nEvents; ++i)
          out.push_back(encode(Kind::Sabotage, pawns[p].uid, events[i]));
    for (int p = 0; p < nPawns; ++p) {
      const Ability* ab = card(pawns[p].uid).activated();
      if (ab && (ab->tags & kSeduce)) listTargets(s, Kind::Seduce, pawns[p].uid, Aim::Seduced, out);
    }
  }
  forEachCard(b, underway, [&](int u) {
    if (canComplete(s, u)) out.push_back(encode(Kind::Complete, u));
  });
  // Activated abilities: an upright pawn's Act ability (when its risk is safe), any other card's
  // ability that is neither an Act, a seduction nor a maneuver.
  forEachCard(b, employ, [&](int u) {
    const Inst& in = m_inst[u];
    const Card& c = card(u);
    const Ability* ab = c.activated();
    if (!ab || b.cint < ab->cint) return;
    const bool ok = c.type == CardType::Pawn && !in.exhausted && in.attached < 0
                        ? (ab->tags & kAct) != 0
                        : !(ab->tags & (kAct | kSeduce | kManeuverTag)) &&
                              (!(ab->tags & kExhaust) || !in.exhausted);
    if (!ok) return;
    if (aimOf(ab->op) == Aim::None)
      out.push_back(encode(Kind::Activate, u));
    else
      listTargets(s, Kind::Activate, u, aimOf(ab->op), out);
  });
  listGifts(s, out);
  assert(std::is_sorted(out.begin(), out.end()));
}

void VitiumState::listGifts(Seat s, std::vector<ActionId>& out) const {
  // Any amount from 1Ç to any other boss, at most once a step to each, and not again this turn
  // to one who refused (RULINGS). Their ids are the largest, so the list stays sorted.
  const Boss& b = m_boss[s];
  if (b.cint <= 0) return;
  for (Seat t = 0; t < m_seats; ++t)
    if (t != s && !((b.offered | b.refusedBy) >> t & 1))
      out.push_back(encode(Kind::Gift, kNone, t));
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
  // (An actor that died paying its risk still acts: its action may be intercepted.)
  const int actor = argA(m_pending);
  if (m_inst[actor].owner == g.owner || (m_inst[actor].zone != Zone::Employ && !m_paidWithLife))
    return false;
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
  // No cap: each maneuver spends a card, an exhaust or Çint, so a step ends (RULINGS).
  const Boss& b = m_boss[s];
  // Only cards whose type can ever be used in a step, in the hand, underway or in employ.
  const std::uint64_t live =
      (b.in(Zone::Hand) | b.in(Zone::Underway) | b.in(Zone::Employ)) & b.maneuverable;
  forEachCard(b, live, [&](int u) {
    const Inst& in = m_inst[u];
    const Card& c = card(u);
    if ((in.zone == Zone::Hand || in.zone == Zone::Underway) && c.has(kManeuver) &&
        isAsset(c.type) && canPurchase(s, u) && c.alter < 0)
      out.push_back(encode(Kind::Purchase, u));
    if (in.zone == Zone::Underway && c.has(kManeuver) && canComplete(s, u))
      out.push_back(encode(Kind::Complete, u));
    if (in.zone != Zone::Employ) return;
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
  });
}

void VitiumState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  switch (m_phase) {
    case Phase::Over:
      return;
    case Phase::Choose: {
      // Sized once and filled in place: a search of the setup lists these at every step.
      const Boss& b = m_boss[m_acting];
      out.resize(static_cast<std::size_t>(std::popcount(b.in(Zone::Deck))));
      ActionId* next = out.data();
      forEachCard(b, b.in(Zone::Deck), [&](int u) { *next++ = encode(Kind::Choose, u); });
      return;
    }
    case Phase::Main:
      listMain(out);
      return;
    case Phase::Window:
      out.push_back(encode(Kind::Pass));
      listManeuvers(m_acting, out);
      if (out.size() > 1 && !std::is_sorted(out.begin(), out.end())) orderByKind(out);
      listGifts(m_acting, out);
      return;
    case Phase::Gift:
      out.push_back(encode(Kind::Accept));
      out.push_back(encode(Kind::Refuse));
      return;
    case Phase::Consent:
    case Phase::Share:
      out.push_back(encode(Kind::Accept));
      out.push_back(encode(Kind::Refuse));
      listGifts(m_acting, out);
      return;
    case Phase::Allocate:
      for (Seat t = 0; t < m_seats; ++t) out.push_back(encode(Kind::Allocate, kNone, t));
      listGifts(m_acting, out);
      return;
    case Phase::House:
      for (int h = 0; h < kHouses; ++h) out.push_back(encode(Kind::House, kNone, h));
      listGifts(m_acting, out);
      return;
    case Phase::GiftAmount: {
      // 0 takes the offer back; then every amount the giver holds.
      const int most = std::min(m_boss[m_acting].cint, kMaxGift);
      out.resize(static_cast<std::size_t>(most) + 1);
      for (int n = 0; n <= most; ++n) out[static_cast<std::size_t>(n)] = encodeAmount(n);
      return;
    }
  }
}

}  // namespace gm::rules::vitium
