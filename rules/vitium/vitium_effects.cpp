// What happens to cards and bosses: Çint and Influence (the win at 8 checked at every change),
// damage and death, combat with the domains' table, sabotage with the table of RULINGS.md, the
// effects of abilities and gambits, purchases (alters, Unique, Deploy) and completions.
#include <algorithm>

#include "vitium_state.h"

namespace gm::rules::vitium {

void VitiumState::gainCint(Seat s, int amount) {
  if (amount == 0) return;
  m_boss[s].cint += amount;
  note("cint", s, -1, amount, {}, "gains Çint");
}

void VitiumState::gainInfluence(Seat s, int house, int amount) {
  if (amount <= 0 || over()) return;
  m_boss[s].influence[house] =
      static_cast<std::uint8_t>(std::min(255, m_boss[s].influence[house] + amount));
  note("influence", s, -1, amount, {m_cards->houses[house].id}, "gains Influence");
  if (m_boss[s].total() >= kWinInfluence) finishGame(s);
}

void VitiumState::dealDamage(int uid, int amount, bool psych, Seat by) {
  if (amount <= 0 || m_inst[uid].zone != Zone::Employ) return;
  Inst& in = m_inst[uid];
  if (psych)
    in.psych = static_cast<std::uint8_t>(std::min(255, in.psych + amount));
  else
    in.damage = static_cast<std::uint8_t>(std::min(255, in.damage + amount));
  if (recordEvents())
    note("damage", in.owner, uid, amount, {psych ? "psych" : "phys"}, "takes damage");
  if (damageTotal(uid) >= resolve(uid)) kill(uid, by);
}

void VitiumState::kill(int uid, Seat by) {
  const Seat owner = m_inst[uid].owner;
  for (int u = 0; u < m_count; ++u)
    if (m_inst[u].attached == uid && m_inst[u].zone == Zone::Employ) {
      moveTo(u, Zone::Junkyard);
      note("discard", m_inst[u].owner, u, 0, {"alter"}, "an alter leaves with its mark");
    }
  moveTo(uid, Zone::Junkyard);
  note("death", owner, uid, 0, {}, "dies");
  const Card& c = card(uid);
  if (c.has(kNotorious) && by != kNoSeat && by != owner) gainInfluence(by, c.house, 1);
}

void VitiumState::combat(int attacker, int mark, bool markHitsBack) {
  const Card& a = card(attacker);
  const Card& m = card(mark);
  int dealt = force(attacker);
  if (!fullDamage(a.domain, domainOf(m.domain))) dealt /= 2;
  int back = 0;
  if (markHitsBack && m.type == CardType::Pawn) {
    back = force(mark);
    if (!fullDamage(m.domain, domainOf(a.domain))) back /= 2;
  }
  const Seat aBoss = m_inst[attacker].owner, mBoss = m_inst[mark].owner;
  dealDamage(mark, dealt, a.has(kTormenting), aBoss);
  if (over()) return;
  dealDamage(attacker, back, m.has(kTormenting), mBoss);
}

void VitiumState::addSabotage(int uid, int amount, Seat by) {
  Inst& in = m_inst[uid];
  if (amount <= 0 || in.zone != Zone::Underway) return;
  in.sabotage = static_cast<std::uint8_t>(std::min(255, in.sabotage + amount));
  note("sabotage", in.owner, uid, amount, {}, "takes sabotage damage", true);
  if (in.sabotage < sabotageThreshold(in.progress)) return;
  const Seat owner = in.owner;
  const Card& c = card(uid);
  moveTo(uid, Zone::Junkyard);
  note("sabotaged", owner, uid, 0, {}, "is completely sabotaged");
  if (const Ability* a = c.withTag(kSabotageTag)) runOp(owner, uid, a->op, a->amount, kNone);
  if (over() || by == kNoSeat || by == owner) return;
  if (c.type == CardType::Job) {
    ++m_pendingHouseGains;
    m_houseSeat = by;
  }
  if (isAsset(c.type) && c.has(kNotorious)) gainInfluence(by, c.house, 1);
}

void VitiumState::runOp(Seat s, int source, Op op, int amount, int target) {
  switch (op) {
    case Op::Cint:
      gainCint(s, amount);
      break;
    case Op::Draw:
      draw(s, amount);
      break;
    case Op::Influence:
      gainInfluence(s, card(source).house, amount);
      break;
    case Op::Damage:
    case Op::Psych:
      dealDamage(target, amount, op == Op::Psych, s);
      break;
    case Op::Progress:
      if (m_inst[target].zone == Zone::Underway)
        m_inst[target].progress =
            static_cast<std::uint8_t>(std::min(255, m_inst[target].progress + amount));
      break;
    case Op::Sabotage:
      addSabotage(target, amount, s);
      break;
    case Op::Heal: {
      Inst& in = m_inst[target];
      const int fromPhys = std::min<int>(amount, in.damage);
      in.damage = static_cast<std::uint8_t>(in.damage - fromPhys);
      in.psych = static_cast<std::uint8_t>(in.psych - std::min<int>(amount - fromPhys, in.psych));
      break;
    }
    case Op::Unexhaust:
      m_inst[target].exhausted = false;
      break;
    case Op::Charm:
      m_inst[target].exhausted = true;
      dealDamage(target, amount, true, s);
      break;
    case Op::HealAll: {
      const Boss& b = m_boss[s];
      for (int u = b.first; u < b.first + b.count; ++u)
        if (m_inst[u].zone == Zone::Employ) runOp(s, source, Op::Heal, amount, u);
      break;
    }
    case Op::DamagePawns:
    case Op::PsychPawns:
      for (int u = 0; u < m_count && !over(); ++u)
        if (m_inst[u].owner != s && m_inst[u].zone == Zone::Employ &&
            card(u).type == CardType::Pawn)
          dealDamage(u, amount, op == Op::PsychPawns, s);
      break;
  }
}

void VitiumState::purchase(int uid, int alterTarget) {
  const Seat s = m_inst[uid].owner;
  const Card& c = card(uid);
  moveTo(uid, Zone::Employ);
  note("purchase", s, uid, c.cost, {}, "purchases an asset");
  if (c.alter >= 0) {
    if (alterTarget == kNone || m_inst[alterTarget].zone != Zone::Employ) {
      moveTo(uid, Zone::Junkyard);
      return;
    }
    attach(uid, alterTarget);
  }
  if (c.has(kUnique))
    for (int u = 0; u < m_count; ++u)
      if (u != uid && m_inst[u].zone == Zone::Employ && card(u).name == c.name) kill(u, kNoSeat);
  if (const Ability* a = c.withTag(kDeploy)) runOp(s, uid, a->op, a->amount, kNone);
}

void VitiumState::complete(int uid) {
  const Seat s = m_inst[uid].owner;
  const Card& c = card(uid);
  note("complete", s, uid, 0, {}, "completes an event");
  if (c.type == CardType::Gambit) {
    if (c.has(kOngoing)) {
      moveTo(uid, Zone::Employ);
    } else {
      moveTo(uid, Zone::Junkyard);
    }
    for (const Effect& e : c.effects) {
      runOp(s, uid, e.op, e.amount, kNone);
      if (over()) return;
    }
    return;
  }
  moveTo(uid, Zone::Junkyard);
  gainCint(s, c.rewardCint);
  if (c.rewardInfluence > 0) {
    m_allocLeft = c.rewardInfluence;
    m_allocHouse = c.house;
    m_allocOwner = s;
    m_alloc.fill(0);
  }
}

void VitiumState::attach(int alter, int mark) {
  const Card& c = card(alter);
  m_inst[alter].attached = static_cast<std::int16_t>(mark);
  std::array<std::int8_t, 4>& b = m_inst[mark].bonus;
  b[0] = static_cast<std::int8_t>(b[0] + c.force);
  b[1] = static_cast<std::int8_t>(b[1] + c.cunning);
  b[2] = static_cast<std::int8_t>(b[2] + c.stealth);
  b[3] = static_cast<std::int8_t>(b[3] + c.resolve);
}

}  // namespace gm::rules::vitium
