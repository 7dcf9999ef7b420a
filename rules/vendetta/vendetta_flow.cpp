// The turn of a Personal Vendetta game: its three phases, triggers, declared actions with their
// reaction windows, and the actions a seat takes (doApply). advance() runs the game on between
// decisions; the stage says where the turn is, the phase what the acting seat is asked.
#include <algorithm>

#include "vendetta_state.h"

namespace gm::rules::vendetta {

// --- the turn ---

void VendettaState::startTurn() {
  Clone& c = m_c[m_active];
  c.interrogatedNow = c.interrogateNext;
  c.interrogateNext = false;
  c.ticks = 0;
  m_act = Action{};
  m_sub = Frame{};
  m_paying = false;
  m_responder = kNoSeat;
  if (recording()) {
    note("turn", m_active, -1, "", "", m_turn, {std::to_string(m_turn)},
         "Turn " + std::to_string(m_turn) + ": " + seatName(m_active) + ".");
    note("phase", m_active, -1, "", "", 0, {"beginning"}, "Beginning phase.");
  }
  m_stage = Stage::BeginTriggers;
  queueTriggers(Event::TurnStart, -1);
}

void VendettaState::queueTriggers(Event e, int exclude) {
  m_event = e;
  m_dueCount = 0;
  for (int k = 0; k < m_seats; ++k) {
    const Seat s = (m_active + k) % m_seats;
    if (m_c[s].out) continue;
    const Pile& states = m_c[s].states;
    for (int i = 0; i < states.size(); ++i) {
      const int uid = states[i];
      if (uid == exclude) continue;
      const auto& abilities = typeCard(uid).abilities;
      for (std::size_t a = 0; a < abilities.size(); ++a) {
        const Ability& ab = abilities[a];
        if (ab.kind != AbilityKind::Trigger || ab.event != e) continue;
        const bool mine = s == m_active;
        if (ab.whose == Whose::Each || (ab.whose == Whose::You) == mine)
          m_due[m_dueCount++] = {static_cast<std::int8_t>(uid), static_cast<std::int8_t>(a)};
      }
    }
  }
}

void VendettaState::startTrigger(int index) {
  const auto [uid, ability] = m_due[index];
  for (int i = index + 1; i < m_dueCount; ++i) m_due[i - 1] = m_due[i];
  --m_dueCount;
  // A state that left play, or whose controller died, no longer triggers.
  if (m_zone[uid] != ZoneKind::States || m_c[m_where[uid]].out) return;
  m_sub = Frame{};
  m_sub.card = uid;
  m_sub.ability = ability;
  m_sub.controller = m_where[uid];
  m_sub.live = true;
  if (recording())
    note("trigger", m_sub.controller, uid, "", "", 0, {nameOf(uid), eventKey(m_event)},
         nameOf(uid) + " triggers (" + eventKey(m_event) + ").");
}

void VendettaState::gainTicks() {
  Clone& c = m_c[m_active];
  // RULINGS: the very first turn of the game gains 1 tick, every other turn 2.
  const int gain = m_firstTurn ? 1 : std::max(0, 2 + staticSum(m_active, StaticKind::TickIncome));
  m_firstTurn = false;
  c.ticks = static_cast<std::int8_t>(gain);
  if (recording()) {
    note("ticks", m_active, -1, "", "", gain, {std::to_string(gain)},
         seatName(m_active) + " gains " + std::to_string(gain) + " ticks.");
    note("phase", m_active, -1, "", "", 0, {"main"}, "Main phase.");
  }
}

bool VendettaState::mainActionsExist() const {
  if (!m_headspace.empty()) return true;
  const Clone& c = m_c[m_active];
  for (int i = 0; i < c.hand.size(); ++i)
    if (canPlay(m_active, c.hand[i])) return true;
  for (int i = 0; i < c.states.size(); ++i)
    if (canActivate(m_active, c.states[i])) return true;
  return false;
}

void VendettaState::advance() {
  while (!m_waiting && m_phase != Phase::Over) {
    if (m_paying) {
      if (!payOn()) continue;
      if (m_stage == Stage::ActionCost) {
        m_act.frame.x = m_pay.x;
        m_stage = Stage::ActionTarget;
      } else
        startReaction();
      continue;
    }
    if (m_sub.live) {
      if (!runFrame(m_sub)) continue;
      finishSub();
      continue;
    }
    switch (m_stage) {
      case Stage::BeginTriggers:
      case Stage::EndTriggers:
      case Stage::ActionTriggers:
        if (m_dueCount == 0) {
          m_stage = m_stage == Stage::BeginTriggers ? Stage::GainTicks
                    : m_stage == Stage::EndTriggers ? Stage::HandLimit
                                                    : Stage::AfterAction;
        } else if (m_stage != Stage::ActionTriggers && m_dueCount >= 2) {
          // The rulebook: the active clone orders the beginning- and end-of-turn triggers.
          m_phase = Phase::Order;
          m_waiting = true;
        } else {
          startTrigger(0);
        }
        break;
      case Stage::GainTicks:
        gainTicks();
        refillHeadspace();  // our ruling 9: a main phase never starts with an empty headspace
        m_stage = Stage::Main;
        break;
      case Stage::Main:
        if (m_c[m_active].ticks <= 0) {
          toEndPhase();
        } else if (!mainActionsExist()) {
          // RULINGS: nothing is possible at all, the remaining ticks are lost.
          const int lost = m_c[m_active].ticks;
          m_c[m_active].ticks = 0;
          if (recording())
            note("lose_ticks", m_active, -1, "", "", lost, {std::to_string(lost)},
                 seatName(m_active) + " can do nothing and loses " + std::to_string(lost) +
                     " ticks.");
          toEndPhase();
        } else {
          m_phase = Phase::Main;
          m_waiting = true;
        }
        break;
      case Stage::ActionCost:
        m_stage = Stage::ActionTarget;  // paid (m_paying was cleared)
        break;
      case Stage::ActionTarget:
        if (m_act.frame.live && !m_act.frame.asked && needTarget(m_act.frame)) break;
        openWindow();
        break;
      case Stage::Window:
        if (m_responder == kNoSeat) {
          m_stage = Stage::Resolve;
        } else if (m_c[m_responder].out) {
          nextResponder();
        } else {
          m_phase = Phase::React;
          m_waiting = true;
        }
        break;
      case Stage::Resolve:
        if (m_act.frame.live && m_act.negated) {
          m_act.frame.live = false;
          if (recording())
            note("negate", m_active, m_act.card, "", "", 0, {nameOf(m_act.card)},
                 nameOf(m_act.card) + " is negated.");
        }
        if (m_act.frame.live) {
          if (!runFrame(m_act.frame)) break;
          m_act.frame.live = false;
        }
        finishAction();
        break;
      case Stage::AfterAction:
        refillHeadspace();
        m_act = Action{};
        m_stage = Stage::Main;
        break;
      case Stage::HandLimit:
        if (m_c[m_active].hand.size() > handSize(m_active)) {
          m_phase = Phase::HandLimit;
          m_waiting = true;
        } else {
          m_stage = Stage::NextTurn;
        }
        break;
      case Stage::NextTurn:
        beginNextTurn();
        break;
    }
  }
}

void VendettaState::toEndPhase() {
  if (recording()) note("phase", m_active, -1, "", "", 0, {"end"}, "End phase.");
  m_stage = Stage::EndTriggers;
  queueTriggers(Event::TurnEnd, -1);
}

void VendettaState::beginNextTurn() {
  Seat next = m_active;
  do next = (next + 1) % m_seats;
  while (m_c[next].out);
  m_c[m_active].ticks = 0;
  m_c[m_active].interrogatedNow = false;
  if (m_turn >= turnLimit()) return endGame(EndReason::TurnLimit);
  m_active = next;
  ++m_turn;
  startTurn();
}

void VendettaState::declare(ActKind kind, int uid) {
  m_act = Action{};
  m_act.kind = kind;
  m_act.card = static_cast<std::int8_t>(uid);
  const Seat s = m_active;
  const CardType& card = typeCard(uid);
  if (kind == ActKind::Take) {
    // RULINGS: a take costs one tick. Our ruling 2: the card moves when the take resolves.
    --m_c[s].ticks;
    if (recording()) {
      // The take is announced now, as a play or an activation is: the others may react to it.
      note("declare_take", s, uid, "", "", 0, {nameOf(uid)},
           seatName(s) + " goes for " + nameOf(uid) + " in headspace.");
      note("spend", s, -1, "", "", 1, {"1"}, seatName(s) + " spends 1 tick.");
    }
    m_stage = Stage::ActionTarget;
    return;
  }
  Frame& f = m_act.frame;
  f.card = static_cast<std::int8_t>(uid);
  f.controller = s;
  if (kind == ActKind::Play) {
    moveCard(uid, ZoneKind::Resolving, s);
    if (recording())
      note("play", s, uid, zoneId(ZoneKind::Hand, s), "resolving", 0, {nameOf(uid)},
           seatName(s) + " plays " + nameOf(uid) + ".");
    f.live = card.kind == CardKind::Attack;
    startPayment(s, uid, card.cost);
  } else {
    f.ability = static_cast<std::int8_t>(card.activated);
    f.live = true;
    if (recording())
      note("activate", s, uid, "", "", 0, {nameOf(uid)},
           seatName(s) + " activates " + nameOf(uid) + ".");
    startPayment(s, uid, card.abilities[card.activated].cost);
  }
  m_stage = Stage::ActionCost;
}

void VendettaState::openWindow() {
  // RULINGS: the window goes round in seat order from the clone after the active one and ends
  // with the active clone; every living clone gets it, whether or not it holds a reaction.
  m_stage = Stage::Window;
  m_responder = m_active;
  do m_responder = (m_responder + 1) % m_seats;
  while (m_c[m_responder].out);
}

void VendettaState::nextResponder() {
  if (m_responder == m_active) {
    m_responder = kNoSeat;
    return;
  }
  do m_responder = (m_responder + 1) % m_seats;
  while (m_c[m_responder].out && m_responder != m_active);
}

void VendettaState::startReaction() {
  const int uid = m_pay.card;
  const Seat s = m_pay.payer;
  if (!reactionHolds(uid)) {
    // RULINGS: a reaction whose condition does not hold is paid and has no effect.
    if (recording())
      note("wasted", s, uid, "", "", 0, {nameOf(uid)}, nameOf(uid) + " has no effect.");
    forgetResolving(uid, false);
    return;
  }
  m_sub = Frame{};
  m_sub.card = static_cast<std::int8_t>(uid);
  m_sub.controller = s;
  m_sub.x = m_pay.x;
  m_sub.live = true;
}

void VendettaState::forgetResolving(int uid, bool aside) {
  const Seat owner = m_where[uid];
  moveCard(uid, aside ? ZoneKind::Aside : ZoneKind::Forgotten, owner);
  if (recording())
    note(aside ? "set_aside" : "forget", owner, uid, "resolving",
         zoneId(aside ? ZoneKind::Aside : ZoneKind::Forgotten, owner), 0, {nameOf(uid)},
         nameOf(uid) + (aside ? " is set aside." : " goes to the forgotten pile."));
}

void VendettaState::finishSub() {
  const Frame f = m_sub;
  m_sub.live = false;
  if (f.ability < 0 && m_zone[f.card] == ZoneKind::Resolving) forgetResolving(f.card, f.aside);
}

void VendettaState::finishAction() {
  const int uid = m_act.card;
  const Seat s = m_active;
  Event e = Event::Take;
  int exclude = -1;
  switch (m_act.kind) {
    case ActKind::Take:
      if (m_act.negated) {
        if (recording()) note("negate", s, uid, "", "", 0, {nameOf(uid)}, "The take is negated.");
      } else if (m_zone[uid] == ZoneKind::Headspace) {
        moveCard(uid, ZoneKind::Hand, s);
        if (recording())
          note("take", s, uid, "headspace", zoneId(ZoneKind::Hand, s), 0, {nameOf(uid)},
               seatName(s) + " takes " + nameOf(uid) + ".");
      }
      break;
    case ActKind::Play:
      e = Event::Play;
      exclude = uid;
      if (m_zone[uid] != ZoneKind::Resolving) break;
      if (typeCard(uid).kind == CardKind::State && !m_act.negated) {
        moveCard(uid, ZoneKind::States, s);
        if (recording())
          note("enter", s, uid, "resolving", zoneId(ZoneKind::States, s), 0, {nameOf(uid)},
               nameOf(uid) + " comes into play.");
      } else {
        forgetResolving(uid, m_act.frame.aside);
      }
      break;
    case ActKind::Activate:
      e = Event::Activate;
      break;
    case ActKind::None:
      break;
  }
  // Our ruling 7: a state's triggers start once it is in play, so the play that brought it in
  // does not trigger it. RULINGS: reactions are not actions and trigger nothing.
  queueTriggers(e, exclude);
  m_stage = Stage::ActionTriggers;
}

// --- actions ---

void VendettaState::doApply(ActionId a) {
  pub(static_cast<std::uint64_t>(a) + 1);  // every action is public
  m_waiting = false;
  switch (m_phase) {
    case Phase::Main:
      if (a < kPlayBase)
        declare(ActKind::Take, a - kTakeBase);
      else if (a < kActivateBase)
        declare(ActKind::Play, a - kPlayBase);
      else
        declare(ActKind::Activate, a - kActivateBase);
      break;
    case Phase::React:
      if (a == kPass) {
        nextResponder();
      } else {
        const int uid = a - kReactBase;
        moveCard(uid, ZoneKind::Resolving, m_responder);
        if (recording())
          note("react", m_responder, uid, zoneId(ZoneKind::Hand, m_responder), "resolving", 0,
               {nameOf(uid), reactionHolds(uid) ? "holds" : "fails"},
               seatName(m_responder) + " reacts with " + nameOf(uid) + ".");
        startPayment(m_responder, uid, typeCard(uid).cost);
      }
      break;
    case Phase::ChooseX:
      m_pay.x = static_cast<std::int8_t>(a - kXBase);
      m_pay.xChosen = true;
      if (recording())
        note("choose_x", m_pay.payer, m_pay.card, "", "", m_pay.x, {std::to_string(m_pay.x)},
             "X = " + std::to_string(m_pay.x) + ".");
      break;
    case Phase::PayPick:
      payPick(a - kPickBase);
      break;
    case Phase::Target: {
      Frame& f = m_sub.live ? m_sub : m_act.frame;
      f.target = a - kTargetBase;
      f.asked = true;
      if (recording())
        note("target", f.controller, f.card, "", "", f.target, {std::to_string(f.target + 1)},
             seatName(f.controller) + " chooses " + seatName(f.target) + ".");
      break;
    }
    case Phase::EffectPick:
      effectPick(a - kPickBase);
      break;
    case Phase::Order:
      for (int i = 0; i < m_dueCount; ++i)
        if (m_due[i].first == a - kPickBase) {
          startTrigger(i);
          break;
        }
      break;
    case Phase::HandLimit: {
      const int uid = a - kPickBase;
      moveCard(uid, ZoneKind::Forgotten, m_active);
      if (recording())
        note("discard", m_active, uid, zoneId(ZoneKind::Hand, m_active),
             zoneId(ZoneKind::Forgotten, m_active), 0, {nameOf(uid), "hand_size"},
             seatName(m_active) + " discards " + nameOf(uid) + ".");
      break;
    }
    case Phase::Over:
      assert(false && "no action at the end of the game");
      return;
  }
  advance();
  if (m_phase != Phase::Over && static_cast<int>(history().size()) >= kActionCap)
    endGame(EndReason::TurnLimit);
}

}  // namespace gm::rules::vendetta
