// How an action is declared and paid, maneuvered against in its step, and resolved, and the
// decisions that follow it (consent, gifts, a job's allocation and shares, the saboteur's House).
#include <algorithm>

#include "vitium_state.h"

namespace gm::rules::vitium {

void VitiumState::payPawnAction(int pawn, bool risk) {
  m_inst[pawn].exhausted = true;
  if (risk && !card(pawn).has(kPoliticalImmunity)) {
    const Seat s = m_inst[pawn].owner;
    dealDamage(pawn, riskDamage(m_boss[s].total()), false, kNoSeat);
    // Risk is a cost: a pawn it kills still takes its action (RULINGS).
    m_paidWithLife = m_inst[pawn].zone != Zone::Employ;
  }
}

// Pays what `a` costs at its declaration; false when it needs a consent first.
bool VitiumState::declare(ActionId a) {
  const Kind k = kindOf(a);
  const int src = argA(a), tgt = argB(a);
  const Seat s = m_turn;
  Boss& b = m_boss[s];
  switch (k) {
    case Kind::Negotiate:
      b.cint -= kNegotiateCost;
      if (src != kNone) {
        moveTo(src, Zone::Junkyard);
        note("discard", s, src, 0, {"negotiate"}, "discards to negotiate");
      }
      break;
    case Kind::Purchase:
      b.cint -= card(src).cost;
      break;
    case Kind::Underway:
      // Putting the card face down is the whole action: nothing hidden waits for the step.
      moveTo(src, Zone::Underway);
      note("underway", s, src, 0, {}, "gets an event underway", true);
      break;
    case Kind::Attack:
      payPawnAction(src, !card(tgt).hasForce);
      break;
    case Kind::Work:
      if (m_inst[tgt].owner != s && m_phase != Phase::Consent) return false;
      payPawnAction(src, true);
      break;
    case Kind::Sabotage:
    case Kind::Seduce:
      payPawnAction(src, true);
      break;
    case Kind::Activate: {
      const Ability* ab = card(src).activated();
      b.cint -= ab->cint;
      if (ab->tags & kAct) payPawnAction(src, true);
      if (ab->tags & kExhaust) m_inst[src].exhausted = true;
      break;
    }
    default:
      break;
  }
  // A purchase or a completion shows its card from the declaration on (visibleTo). Args: the
  // action's kind and its mark's face where everyone sees the mark (a card in play), else "".
  // (Its arguments are made only while events are recorded: a playout takes this path at every
  // action and records none.)
  if (recordEvents()) {
    const bool markShown = tgt != kNone && m_inst[tgt].zone == Zone::Employ;
    note("declare", s, src == kNone ? -1 : src, 0,
         {kindKey(k), markShown ? std::string_view(card(tgt).id) : std::string_view()},
         "declares an action", k == Kind::Underway);
  }
  return true;
}

void VitiumState::openWindow() {
  m_phase = Phase::Window;
  m_passes = 0;
  m_maneuvers = 0;
  m_prevented = false;
  m_acting = m_turn;
}

void VitiumState::resolvePending() {
  const ActionId a = m_pending;
  m_pending = -1;
  const Kind k = kindOf(a);
  const int src = argA(a), tgt = argB(a);
  const Seat s = m_pendingSeat;
  m_resume = Phase::Main;
  m_resumeActing = m_turn;
  const bool prevented = m_prevented, paidWithLife = m_paidWithLife;
  m_prevented = m_paidWithLife = false;
  auto inPlay = [this](int u) { return u != kNone && m_inst[u].zone == Zone::Employ; };
  auto isUnderway = [this](int u) { return u != kNone && underway(u); };
  // The acting card: in play, or a pawn that died paying its risk, which acts with its printed
  // values (its alters left with it).
  const bool actor = src != kNone && (inPlay(src) || paidWithLife);
  if (!prevented) {
    switch (k) {
      case Kind::Negotiate:
        draw(s, 1);
        break;
      case Kind::Purchase:
        if (m_inst[src].zone == Zone::Hand || m_inst[src].zone == Zone::Underway)
          purchase(src, tgt);
        break;
      case Kind::Attack:
        if (actor && inPlay(tgt)) combat(src, tgt, inPlay(src) && !card(src).has(kLongRanged));
        break;
      case Kind::Work:
        if (actor && isUnderway(tgt)) runOp(s, src, Op::Progress, cunning(src), tgt);
        break;
      case Kind::Sabotage:
        if (actor && isUnderway(tgt)) addSabotage(tgt, stealth(src), s);
        break;
      case Kind::Seduce:
        if (actor && inPlay(tgt)) runOp(s, src, Op::Charm, card(src).withTag(kSeduce)->amount, tgt);
        break;
      case Kind::Complete:
        if (isUnderway(src)) complete(src);
        break;
      case Kind::Activate: {
        const Ability* ab = card(src).activated();
        const Aim aim = aimOf(ab->op);
        const bool targetOk =
            aim == Aim::None ||
            ((aim == Aim::OwnEvent || aim == Aim::EnemyEvent) ? isUnderway(tgt) : inPlay(tgt));
        if (actor && targetOk) runOp(s, src, ab->op, ab->amount, tgt);
        break;
      }
      default:
        break;
    }
  }
  finishResolution();
}

void VitiumState::doManeuver(ActionId a) {
  const Kind k = kindOf(a);
  const int src = argA(a), tgt = argB(a);
  const Seat s = m_acting;
  ++m_maneuvers;
  m_passes = 0;
  m_resume = Phase::Window;
  m_resumeActing = (s + 1) % m_seats;
  if (recordEvents()) note("maneuver", s, src, 0, {kindKey(k)}, "maneuvers");
  switch (k) {
    case Kind::Purchase:
      m_boss[s].cint -= card(src).cost;
      purchase(src, kNone);
      break;
    case Kind::Complete:
      complete(src);
      break;
    case Kind::Intercept: {
      m_inst[src].exhausted = true;
      m_prevented = true;
      const int actor = argA(m_pending);
      note("intercept", s, src, 0, {}, "intercepts");
      // A pawn that died paying its risk is stopped, but there is nobody left to fight.
      if (m_inst[actor].zone == Zone::Employ) combat(src, actor, true);
      break;
    }
    case Kind::Activate: {
      const Ability* ab = card(src).activated();
      m_boss[s].cint -= ab->cint;
      if (ab->tags & kExhaust) m_inst[src].exhausted = true;
      runOp(s, src, ab->op, ab->amount, tgt);
      break;
    }
    default:
      break;
  }
  finishResolution();
}

void VitiumState::enterSub(Phase p, Seat acting) {
  m_phase = p;
  m_acting = acting;
}

void VitiumState::finishResolution() {
  if (over()) return;
  if (m_allocLeft > 0) return enterSub(Phase::Allocate, m_allocOwner);
  if (m_allocOwner != kNoSeat) {
    for (int k = 1; k < m_seats; ++k) {
      const Seat t = (m_allocOwner + k) % m_seats;
      if (m_alloc[t] > 0) return enterSub(Phase::Share, t);
    }
    m_allocOwner = kNoSeat;
  }
  if (m_pendingHouseGains > 0) return enterSub(Phase::House, m_houseSeat);
  if (m_resume == Phase::Window) {
    m_phase = Phase::Window;
    m_acting = m_resumeActing;
    return;
  }
  m_phase = Phase::Main;
  m_acting = m_turn;
}

void VitiumState::offerGift(Seat to) {
  Boss& b = m_boss[m_acting];
  b.offered = static_cast<std::uint8_t>(b.offered | 1u << to);
  m_giftFrom = m_acting;
  m_giftTo = to;
  m_giftResume = m_phase;
  m_phase = Phase::GiftAmount;
}

void VitiumState::answerGift(bool accepted) {
  if (accepted) {
    m_boss[m_giftFrom].cint -= m_giftAmount;
    m_boss[m_giftTo].cint += m_giftAmount;
    note("gift", m_giftTo, -1, m_giftAmount, {std::to_string(m_giftFrom)}, "accepts a gift");
  } else {
    Boss& giver = m_boss[m_giftFrom];
    giver.refusedBy = static_cast<std::uint8_t>(giver.refusedBy | 1u << m_giftTo);
    note("refuse", m_giftTo, -1, m_giftAmount, {"gift", std::to_string(m_giftFrom)},
         "refuses a gift");
  }
  // The giver is back at the decision it offered the gift at.
  m_phase = m_giftResume;
  m_acting = m_giftFrom;
  m_giftFrom = m_giftTo = kNoSeat;
  m_giftAmount = 0;
}

void VitiumState::doApply(ActionId a) {
  const Kind k = kindOf(a);
  const int src = argA(a), tgt = argB(a);
  // A gift may be offered at any decision of the giver's but the setup's and a gift's own.
  if (k == Kind::Gift) return offerGift(tgt);
  switch (m_phase) {
    case Phase::Choose:
      moveTo(src, Zone::Hand);
      note("choose", m_acting, src, 0, {}, "chooses a starting card", true);
      --m_boss[m_acting].chosenLeft;
      afterSetupChoice();
      return;
    case Phase::Main:
      if (k == Kind::EndTurn) return endTurn();
      // A new step of play: every boss may offer every other a gift again.
      for (Seat t = 0; t < m_seats; ++t) m_boss[t].offered = 0;
      m_paidWithLife = false;
      m_pending = a;
      m_pendingSeat = m_turn;
      if (!declare(a)) return enterSub(Phase::Consent, m_inst[tgt].owner);
      if (over()) return;
      return openWindow();
    case Phase::Consent:
      if (k == Kind::Refuse) {
        // Not asked again for this event this turn (RULINGS). The event names no card: the
        // refused work's target lies face down.
        const int event = argB(m_pending);
        m_refusedWork[event >> 6] |= std::uint64_t{1} << (event & 63);
        note("refuse", m_acting, -1, 0, {"work"}, "refuses the work");
        m_pending = -1;
        m_phase = Phase::Main;
        m_acting = m_turn;
        return;
      }
      declare(m_pending);  // consent given: pay, then the maneuvering step
      if (over()) return;
      return openWindow();
    case Phase::Window:
      if (k == Kind::Pass) {
        if (++m_passes >= m_seats) return resolvePending();
        m_acting = (m_acting + 1) % m_seats;
        return;
      }
      return doManeuver(a);
    case Phase::GiftAmount:
      if (amountOf(a) == 0) {  // taken back: the giver decides again where it was
        note("withdraw", m_acting, -1, 0, {std::to_string(m_giftTo)}, "takes an offer back");
        m_phase = m_giftResume;
        m_giftFrom = m_giftTo = kNoSeat;
        return;
      }
      m_giftAmount = amountOf(a);
      note("offer", m_acting, -1, m_giftAmount, {std::to_string(m_giftTo)}, "offers Çint");
      return enterSub(Phase::Gift, m_giftTo);
    case Phase::Gift:
      return answerGift(k == Kind::Accept);
    case Phase::Allocate:
      ++m_alloc[tgt];
      if (--m_allocLeft == 0) {
        const int own = m_alloc[m_allocOwner];
        m_alloc[m_allocOwner] = 0;
        gainInfluence(m_allocOwner, m_allocHouse, own);
      }
      return finishResolution();
    case Phase::Share: {
      const int n = m_alloc[m_acting];
      m_alloc[m_acting] = 0;
      // A refused share is lost: it goes to nobody (RULINGS).
      if (k == Kind::Accept)
        gainInfluence(m_acting, m_allocHouse, n);
      else
        note("refuse", m_acting, -1, n, {"share"}, "refuses a share of Influence");
      return finishResolution();
    }
    case Phase::House:
      --m_pendingHouseGains;
      gainInfluence(m_acting, tgt, 1);
      return finishResolution();
    case Phase::Over:
      return;
  }
}

}  // namespace gm::rules::vitium
