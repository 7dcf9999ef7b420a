// What the effects do: the interpreter of a card's steps (vendetta_cards.h names the verbs), the
// chosen clone, the choices effects ask for, reaction conditions and static abilities.
#include <algorithm>

#include "vendetta_state.h"

namespace gm::rules::vendetta {

const std::vector<Step>& VendettaState::stepsOf(const Frame& f, bool penalty) const {
  const CardType& t = typeCard(f.card);
  if (f.ability < 0) return penalty ? t.penalty : t.benefit;
  const Ability& a = t.abilities[f.ability];
  return penalty ? a.penaltySteps : a.steps;
}

int VendettaState::stepCount(const Frame& f) const {
  return static_cast<int>(stepsOf(f, false).size() + stepsOf(f, true).size());
}

const Step& VendettaState::stepAt(const Frame& f, int i) const {
  const auto& first = stepsOf(f, false);
  return i < static_cast<int>(first.size()) ? first[i] : stepsOf(f, true)[i - first.size()];
}

bool VendettaState::frameChoosesClone(const Frame& f) const {
  const CardType& t = typeCard(f.card);
  return f.ability < 0 ? t.choosesClone : t.abilities[f.ability].choosesClone;
}

bool VendettaState::needTarget(Frame& f) {
  f.asked = true;
  if (!frameChoosesClone(f)) return false;
  // RULINGS: "choose a clone" means an opponent.
  Seat only = kNoSeat;
  int n = 0;
  for (Seat s = 0; s < m_seats; ++s)
    if (s != f.controller && !m_c[s].out) {
      only = s;
      ++n;
    }
  if (n <= 1) {
    f.target = only;
    if (n == 1 && recording())
      note("target", f.controller, f.card, "", "", only, {std::to_string(only + 1)},
           seatName(f.controller) + " chooses " + seatName(only) + ".");
    return false;
  }
  f.asked = false;
  m_phase = Phase::Target;
  m_waiting = true;
  return true;
}

int VendettaState::staticSum(Seat s, StaticKind k) const {
  int sum = 0;
  const Pile& states = m_c[s].states;
  for (int i = 0; i < states.size(); ++i)
    for (const Ability& a : typeCard(states[i]).abilities)
      if (a.kind == AbilityKind::Static && a.stat == k) sum += a.amount;
  return sum;
}

int VendettaState::armorOf(int uid, Res r) const {
  int sum = 0;
  for (const Ability& a : typeCard(uid).abilities)
    if (a.kind == AbilityKind::Static && a.stat == StaticKind::Armor && a.res == r) sum += a.amount;
  return sum;
}

int VendettaState::armor(Seat s, Res r) const {
  int sum = 0;
  const Pile& states = m_c[s].states;
  for (int i = 0; i < states.size(); ++i) sum += armorOf(states[i], r);
  return sum;
}

bool VendettaState::reactionHolds(int uid) const {
  const unsigned terms = typeCard(uid).reactingTo;
  const ActKind kind = m_act.kind;
  const CardType& acted = typeCard(m_act.card);
  const Seat reactor = m_where[uid];
  const auto need = [&](unsigned bit, bool holds) { return !(terms & bit) || holds; };
  return need(kReactTake, kind == ActKind::Take) && need(kReactPlay, kind == ActKind::Play) &&
         need(kReactActivate, kind == ActKind::Activate) &&
         need(kReactAttack, kind == ActKind::Play && acted.kind == CardKind::Attack) &&
         need(kReactStateCard, kind == ActKind::Play && acted.kind == CardKind::State) &&
         need(kReactPhysical, acted.discipline == Discipline::Physical) &&
         need(kReactMental, acted.discipline == Discipline::Mental) &&
         need(kReactChoosesYou, m_act.frame.target == reactor && reactor != m_active);
}

void VendettaState::hurt(Frame& f, Seat victim, Res r, int amount, bool leech) {
  Clone& v = m_c[victim];
  const Seat by = f.controller;
  const int ri = r == Res::Corpus ? 0 : 1;
  // RULINGS: a reduction comes off the total the action inflicts on the victim in r, every step
  // and bonus added up, never below 0. So this step loses what is left of it after the steps
  // before. Our ruling 13: a state's reduction does the same against any effect's total; a
  // shield guards only against the action it reacted to.
  int reduction = armor(victim, r);
  if (&f == &m_act.frame) reduction += m_act.shield[victim][ri];
  std::int16_t& used = f.reduced[victim][ri];
  const int absorbed = std::clamp(reduction - used, 0, amount);
  used = static_cast<std::int16_t>(used + absorbed);
  const int lost = amount - absorbed;
  std::int16_t& value = r == Res::Corpus ? v.corpus : v.cerebrium;
  value = static_cast<std::int16_t>(value - lost);
  if (leech && lost > 0) {
    // The leecher gains what the victim lost; our ruling 1: never above its starting value.
    std::int16_t& mine = r == Res::Corpus ? m_c[by].corpus : m_c[by].cerebrium;
    mine = static_cast<std::int16_t>(std::min(m_maxLife, mine + lost));
  }
  if (recording()) {
    std::vector<std::string> args{resKey(r), std::to_string(lost), std::to_string(by + 1),
                                  std::to_string(amount), std::to_string(absorbed)};
    // What took the points off: the victim's states that reduce r, and the shield it reacted
    // with against this action.
    if (absorbed > 0) {
      const Pile& states = m_c[victim].states;
      for (int i = 0; i < states.size(); ++i)
        if (armorOf(states[i], r) > 0) args.push_back(typeCard(states[i]).id);
      const int shield = m_act.shieldCard[victim][ri];
      if (&f == &m_act.frame && m_act.shield[victim][ri] > 0 && shield >= 0)
        args.push_back(typeCard(shield).id);
    }
    note(leech ? "leech" : "inflict", victim, -1, "", "", lost, std::move(args),
         seatName(victim) + " loses " + std::to_string(lost) + " " + resKey(r) +
             (leech ? " to " + seatName(by) + "." : "."));
  }
}

int VendettaState::unreducedLife(const Frame& f, Seat s, Res r) const {
  const int ri = r == Res::Corpus ? 0 : 1;
  return (r == Res::Corpus ? m_c[s].corpus : m_c[s].cerebrium) - f.reduced[s][ri];
}

bool VendettaState::applyStep(Frame& f, const Step& st) {
  const Seat me = f.controller;
  Clone& c = m_c[me];
  // A condition that does not hold skips the step. Our ruling 12: it is judged when its step comes,
  // on the clones as the earlier steps left them without the reductions: a reduction comes off
  // the total and never changes what the steps add up to.
  const Seat t = f.target;
  switch (st.cond) {
    case Cond::None:
      break;
    case Cond::FewerCorpus:
    case Cond::FewerCerebrium: {
      const Res r = st.cond == Cond::FewerCorpus ? Res::Corpus : Res::Cerebrium;
      if (t < 0 || unreducedLife(f, me, r) >= unreducedLife(f, t, r)) return true;
      break;
    }
    case Cond::EmptyHand:
      if (!c.hand.empty()) return true;
      break;
    case Cond::TargetHasState:
      if (t < 0 || m_c[t].states.empty()) return true;
      break;
  }
  const int amount = st.amount + (st.x ? f.x : 0);
  // Whom the step touches (living clones only).
  unsigned whom = 0;
  switch (st.who) {
    case Who::Self:
      whom = 1u << me;
      break;
    case Who::Chosen:
      whom = t >= 0 ? 1u << t : 0u;
      break;
    case Who::Active:
    case Who::Actor:
      whom = 1u << m_active;
      break;
    case Who::EachOpponent:
    case Who::Everyone:
      for (Seat s = 0; s < m_seats; ++s)
        if (st.who == Who::Everyone || s != me) whom |= 1u << s;
      break;
  }
  for (Seat s = 0; s < m_seats; ++s)
    if (m_c[s].out) whom &= ~(1u << s);
  switch (st.verb) {
    case Verb::Inflict:
    case Verb::Leech:
      if (st.who != Who::Everyone) whom &= ~(1u << me);  // never at oneself by accident
      for (Seat s = 0; s < m_seats; ++s)
        if ((whom >> s) & 1u) hurt(f, s, st.res, amount, st.verb == Verb::Leech);
      return !settle();
    case Verb::Gain:
    case Verb::Lose: {
      const int sign = st.verb == Verb::Gain ? 1 : -1;
      if (st.res == Res::Tick) {
        // RULINGS: ticks exist only in a clone's own turn; our ruling 6: a gain outside it is lost.
        if (me != m_active) return true;
        c.ticks = static_cast<std::int8_t>(std::max(0, c.ticks + sign * amount));
        if (recording())
          note(sign > 0 ? "ticks" : "lose_ticks", me, -1, "", "", amount, {std::to_string(amount)},
               seatName(me) + (sign > 0 ? " gains " : " loses ") + std::to_string(amount) +
                   " ticks.");
        return true;
      }
      std::int16_t& value = st.res == Res::Corpus ? c.corpus : c.cerebrium;
      const int before = value;
      value = static_cast<std::int16_t>(sign > 0 ? std::min(m_maxLife, value + amount)
                                                 : value - amount);
      if (recording())
        note(sign > 0 ? "gain" : "lose", me, -1, "", "", std::abs(value - before),
             {resKey(st.res), std::to_string(std::abs(value - before))},
             seatName(me) + (sign > 0 ? " gains " : " loses ") +
                 std::to_string(std::abs(value - before)) + " " + resKey(st.res) + ".");
      return !settle();
    }
    case Verb::Pop:
      for (int i = 0; i < amount; ++i) {
        const int uid = topOfHead();
        if (uid < 0) break;
        moveCard(uid, ZoneKind::Headspace, kNoSeat);
        pub(static_cast<std::uint64_t>(uid) + 0x100);
        if (recording())
          note("pop", me, uid, "head", "headspace", 1, {nameOf(uid)},
               nameOf(uid) + " is popped into headspace.");
      }
      return true;
    case Verb::Draw:
      for (Seat s = 0; s < m_seats; ++s) {
        if (!((whom >> s) & 1u)) continue;
        for (int i = 0; i < amount; ++i) {
          const int uid = topOfHead();
          if (uid < 0) break;
          moveCard(uid, ZoneKind::Hand, s);
          if (recording())
            note("draw", s, uid, "head", zoneId(ZoneKind::Hand, s), 1, {},
                 seatName(s) + " draws a card.", known(uid) ? ~0u : 1u << s);
        }
      }
      return true;
    case Verb::Push:
    case Verb::Recall:
    case Verb::Discard:
    case Verb::DiscardState: {
      Seat picker = me;
      if (st.verb == Verb::Discard || st.verb == Verb::DiscardState) {
        if (whom == 0) return true;
        picker = static_cast<Seat>(std::countr_zero(whom));
      }
      f.picks = static_cast<std::int8_t>(amount);
      f.picker = picker;
      return true;  // runFrame makes the picks
    }
    case Verb::SetAside:
      if (st.aside) {
        f.aside = true;
      } else {
        const int uid = topOfHead();
        if (uid >= 0) {
          moveCard(uid, ZoneKind::Aside, me);
          pub(static_cast<std::uint64_t>(uid) + 0x200);
          if (recording())
            note("set_aside", me, uid, "head", zoneId(ZoneKind::Aside, me), 0, {nameOf(uid)},
                 nameOf(uid) + " is set aside from the head.");
        }
      }
      return true;
    case Verb::Interrogate:
      for (Seat s = 0; s < m_seats; ++s)
        if ((whom >> s) & 1u) {
          m_c[s].interrogateNext = true;
          if (recording())
            note("interrogate", s, -1, "", "", 0, {},
                 seatName(s) + " is under invasive interrogation.");
        }
      return true;
    case Verb::Shield:
      if (m_act.kind != ActKind::None) {
        auto& sh = m_act.shield[me][st.res == Res::Corpus ? 0 : 1];
        sh = static_cast<std::int8_t>(std::min(127, sh + amount));
        m_act.shieldCard[me][st.res == Res::Corpus ? 0 : 1] = f.card;
        if (recording())
          note("shield", me, f.card, "", "", amount, {resKey(st.res), std::to_string(amount)},
               seatName(me) + " is shielded from " + std::to_string(amount) + " " + resKey(st.res) +
                   ".");
      }
      return true;
    case Verb::Negate:
      m_act.negated = true;
      return true;
  }
  return true;
}

// The cards a pick of step `st` may take now.
const Pile& VendettaState::effectPile(const Frame& f) const {
  const Step& st = stepAt(f, f.step - 1);
  switch (st.verb) {
    case Verb::Push:
      return m_headspace;
    case Verb::Recall:
      return m_c[f.picker].forgotten;
    case Verb::DiscardState:
      return m_c[f.picker].states;
    default:
      return m_c[f.picker].hand;
  }
}

bool VendettaState::runFrame(Frame& f) {
  for (;;) {
    if (f.picks > 0) {
      if (m_c[f.picker].out) f.picks = 0;
      const Pile& from = effectPile(f);
      if (from.empty()) {
        f.picks = 0;
      } else if (from.size() <= f.picks) {
        while (f.picks > 0 && !effectPile(f).empty()) effectPickIn(f, effectPile(f)[0]);
        f.picks = 0;
      } else {
        m_phase = Phase::EffectPick;
        m_waiting = true;
        return false;
      }
    }
    if (!f.asked && needTarget(f)) return false;
    if (f.step >= stepCount(f)) return true;
    const Step& st = stepAt(f, f.step++);
    if (!applyStep(f, st)) return false;
    if (!f.live && &f == &m_sub) return false;  // aborted by a death
  }
}

void VendettaState::effectPick(int uid) {
  effectPickIn(m_sub.live ? m_sub : m_act.frame, uid);
}

void VendettaState::effectPickIn(Frame& f, int uid) {
  const Step& st = stepAt(f, f.step - 1);
  const Seat p = f.picker;
  --f.picks;
  switch (st.verb) {
    case Verb::Push:
      moveCard(uid, ZoneKind::Head, kNoSeat, true);
      if (recording())
        note("push", p, uid, "headspace", "head", 0, {nameOf(uid)},
             nameOf(uid) + " is pushed to the bottom of the head.");
      break;
    case Verb::Recall:
      moveCard(uid, ZoneKind::Hand, p);
      if (recording())
        note("recall", p, uid, zoneId(ZoneKind::Forgotten, p), zoneId(ZoneKind::Hand, p), 0,
             {nameOf(uid)}, seatName(p) + " adds " + nameOf(uid) + " to their hand.");
      break;
    case Verb::DiscardState:
      moveCard(uid, ZoneKind::Forgotten, p);
      if (recording())
        note("discard_state", p, uid, zoneId(ZoneKind::States, p), zoneId(ZoneKind::Forgotten, p),
             0, {nameOf(uid), "effect"}, seatName(p) + " discards " + nameOf(uid) + ".");
      break;
    default:
      moveCard(uid, ZoneKind::Forgotten, p);
      if (recording())
        note("discard", p, uid, zoneId(ZoneKind::Hand, p), zoneId(ZoneKind::Forgotten, p), 0,
             {nameOf(uid), "effect"}, seatName(p) + " discards " + nameOf(uid) + ".");
      break;
  }
}

}  // namespace gm::rules::vendetta
