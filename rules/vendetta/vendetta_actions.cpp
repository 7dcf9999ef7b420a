// The legal actions at each node and what each means (describe()).
#include <algorithm>

#include "vendetta_state.h"

namespace gm::rules::vendetta {

void VendettaState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  const Clone& me = m_c[m_active];
  switch (m_phase) {
    case Phase::Main: {
      bool playable = false;
      for (int i = 0; i < me.hand.size(); ++i)
        if (canPlay(m_active, me.hand[i])) {
          out.push_back(kPlayBase + me.hand[i]);
          playable = true;
        }
      for (int i = 0; i < me.states.size(); ++i)
        if (canActivate(m_active, me.states[i])) {
          out.push_back(kActivateBase + me.states[i]);
          playable = true;
        }
      // Invasive interrogation: while a play or an activation is possible, no take.
      if (!(me.interrogatedNow && playable))
        for (int i = 0; i < m_headspace.size(); ++i) out.push_back(kTakeBase + m_headspace[i]);
      break;
    }
    case Phase::React: {
      const Clone& r = m_c[m_responder];
      for (int i = 0; i < r.hand.size(); ++i)
        if (canReact(m_responder, r.hand[i])) out.push_back(kReactBase + r.hand[i]);
      out.push_back(kPass);
      break;
    }
    case Phase::ChooseX: {
      const int top = maxX(m_pay.payer, m_pay.cost, -1, m_pay.payer == m_active);
      for (int x = m_pay.cost.xMin; x <= top; ++x) out.push_back(kXBase + x);
      break;
    }
    case Phase::PayPick: {
      int k = 0;
      while (k < 3 && m_pay.picks[k] <= 0) ++k;
      const Pile& from = payPile(k);
      for (int i = 0; i < from.size(); ++i) out.push_back(kPickBase + from[i]);
      break;
    }
    case Phase::Target: {
      const Frame& f = m_sub.live ? m_sub : m_act.frame;
      for (Seat s = 0; s < m_seats; ++s)
        if (s != f.controller && !m_c[s].out) out.push_back(kTargetBase + s);
      break;
    }
    case Phase::EffectPick: {
      const Pile& from = effectPile(m_sub.live ? m_sub : m_act.frame);
      for (int i = 0; i < from.size(); ++i) out.push_back(kPickBase + from[i]);
      break;
    }
    case Phase::Order:
      for (int i = 0; i < m_dueCount; ++i) out.push_back(kPickBase + m_due[i].first);
      break;
    case Phase::HandLimit:
      for (int i = 0; i < me.hand.size(); ++i) out.push_back(kPickBase + me.hand[i]);
      break;
    case Phase::Over:
      return;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

ActionView VendettaState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  const Seat s = v.seat;
  const std::string who = seatName(s);
  const auto withCard = [&](const char* kind, int uid, std::string from, std::string to,
                            std::string text) {
    v.kind = kind;
    v.cards = {uid};
    v.fromZone = std::move(from);
    v.toZone = std::move(to);
    v.messageKey = std::string("vendetta.") + kind;
    v.args = {nameOf(uid)};
    v.text = std::move(text);
  };
  if (a == kPass) {
    v.kind = "pass";
    v.messageKey = "vendetta.pass";
    v.text = who + (s == m_active ? " lets the action resolve." : " lets the action through.");
    return v;
  }
  if (a >= kXBase) {
    v.kind = "x";
    v.number = a - kXBase;
    v.cards = {m_pay.card};
    v.messageKey = "vendetta.x";
    v.args = {nameOf(m_pay.card), std::to_string(v.number), resKey(m_pay.cost.xRes)};
    v.text = "Pay X = " + std::to_string(v.number) + " " + resKey(m_pay.cost.xRes) + " for " +
             nameOf(m_pay.card) + ".";
    return v;
  }
  if (a >= kTargetBase) {
    const Seat t = a - kTargetBase;
    const Frame& f = m_sub.live ? m_sub : m_act.frame;
    v.kind = "target";
    v.cards = {f.card};
    v.targetSeat = t;
    v.messageKey = "vendetta.target";
    v.args = {std::to_string(t + 1), nameOf(f.card)};
    v.text = "Choose " + seatName(t) + " for " + nameOf(f.card) + ".";
    return v;
  }
  if (a < kPlayBase) {
    const int uid = a - kTakeBase;
    withCard("take", uid, "headspace", zoneId(ZoneKind::Hand, s), "Take " + nameOf(uid) + ".");
    return v;
  }
  if (a < kActivateBase) {
    const int uid = a - kPlayBase;
    withCard("play", uid, zoneId(ZoneKind::Hand, s),
             typeCard(uid).kind == CardKind::State ? zoneId(ZoneKind::States, s) : "resolving",
             "Play " + nameOf(uid) + ".");
    return v;
  }
  if (a < kReactBase) {
    const int uid = a - kActivateBase;
    withCard("activate", uid, zoneId(ZoneKind::States, s), "", "Activate " + nameOf(uid) + ".");
    return v;
  }
  if (a < kPickBase) {
    const int uid = a - kReactBase;
    withCard("react", uid, zoneId(ZoneKind::Hand, s), "resolving",
             "React with " + nameOf(uid) + ".");
    return v;
  }
  const int uid = a - kPickBase;
  switch (m_phase) {
    case Phase::PayPick: {
      int k = 0;
      while (k < 3 && m_pay.picks[k] <= 0) ++k;
      if (k == 0)
        withCard("pay_card", uid, zoneId(ZoneKind::Hand, s), zoneId(ZoneKind::Forgotten, s),
                 "Discard " + nameOf(uid) + " to pay for " + nameOf(m_pay.card) + ".");
      else if (k == 1)
        withCard("pay_state", uid, zoneId(ZoneKind::States, s), zoneId(ZoneKind::Forgotten, s),
                 "Discard " + nameOf(uid) + " from play to pay for " + nameOf(m_pay.card) + ".");
      else
        withCard("pay_forgotten", uid, zoneId(ZoneKind::Forgotten, s), "head",
                 "Put " + nameOf(uid) + " on the bottom of the head to pay for " +
                     nameOf(m_pay.card) + ".");
      break;
    }
    case Phase::EffectPick: {
      const Frame& f = m_sub.live ? m_sub : m_act.frame;
      switch (stepAt(f, f.step - 1).verb) {
        case Verb::Push:
          withCard("push", uid, "headspace", "head",
                   "Push " + nameOf(uid) + " to the bottom of the head.");
          break;
        case Verb::Recall:
          withCard("recall", uid, zoneId(ZoneKind::Forgotten, s), zoneId(ZoneKind::Hand, s),
                   "Add " + nameOf(uid) + " to your hand.");
          break;
        case Verb::DiscardState:
          withCard("discard_state", uid, zoneId(ZoneKind::States, s),
                   zoneId(ZoneKind::Forgotten, s), "Discard " + nameOf(uid) + " from play.");
          break;
        default:
          withCard("effect_discard", uid, zoneId(ZoneKind::Hand, s), zoneId(ZoneKind::Forgotten, s),
                   "Discard " + nameOf(uid) + ".");
          break;
      }
      break;
    }
    case Phase::Order:
      withCard("order", uid, "", "", "Resolve " + nameOf(uid) + "'s trigger next.");
      break;
    default:
      withCard("discard", uid, zoneId(ZoneKind::Hand, s), zoneId(ZoneKind::Forgotten, s),
               "Discard " + nameOf(uid) + " down to your hand size.");
      break;
  }
  return v;
}

}  // namespace gm::rules::vendetta
