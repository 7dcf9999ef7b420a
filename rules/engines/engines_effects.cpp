// Card abilities: which targets an effect may take, using actions and rival actions, paying costs,
// the game's verbs, and the answers to pending questions. legalActions() lives here too, since it
// is the same set of predicates read the other way round.
#include <cassert>

#include "engines_act.h"

namespace gm::rules::engines {

bool ActState::matches(const Selector& sel, Seat user, int uid) const {
  const Seat side = m_side[uid];
  if (sel.area == Area::Mine && side != user) return false;
  if (sel.area == Area::Theirs && side == user) return false;
  if (!((sel.names >> upEnd(uid).nameIndex) & 1u)) return false;
  if (sel.tags != 0 && (type(uid).tags & sel.tags) == 0) return false;
  return true;
}

bool ActState::canTarget(Seat user, int source, const Effect& e, int uid) const {
  if (uid == source || !isActive(uid) || !matches(e.select, user, uid)) return false;
  if (!((e.select.angles >> m_angle[uid]) & 1u)) return false;
  switch (e.verb) {
    case Verb::Unrotate:
      return m_angle[uid] == 1;  // unrotating a card at 0 would do nothing
    case Verb::Reset:
      return m_angle[uid] == 1 || type(uid).doubleEnded();
    case Verb::Take:
      return m_side[uid] != user;
    default:
      return true;
  }
}

bool ActState::canPay(Seat user, int source, const Cost& cost, int uid) const {
  if (uid == source || m_side[uid] != user) return false;
  const auto z = static_cast<Zone>(m_zone[uid]);
  if (z != Zone::Hand && !(z == Zone::Active && m_angle[uid] < 2)) return false;
  if (!((cost.select.names >> upEnd(uid).nameIndex) & 1u)) return false;
  return cost.select.tags == 0 || (type(uid).tags & cost.select.tags) != 0;
}

int ActState::costCandidates(Seat user, int source, const Cost& cost) const {
  int n = 0;
  for (int uid = 0; uid < cardCount(); ++uid) n += canPay(user, source, cost, uid) ? 1 : 0;
  return n;
}

bool ActState::canUse(Seat user, int uid, bool rival) const {
  if (!isActive(uid)) return false;
  if (rival ? (m_side[uid] == user || m_rivalUsed[uid]) : (m_side[uid] != user || m_used[uid]))
    return false;
  const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
  if (!ability.present()) return false;
  return ability.cost.count == 0 || costCandidates(user, uid, ability.cost) >= ability.cost.count;
}

void ActState::useAbility(Seat user, int uid, bool rival, int target) {
  const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
  (rival ? m_rivalUsed : m_used)[uid] = true;
  if (recordEvents()) {
    const std::string what = target == kNoTarget ? "" : nameOf(target);
    note("use", user, uid, "", "", target == kNoTarget ? -1 : target,
         {nameOf(uid), what, rival ? "rival" : "own"},
         "Seat " + std::to_string(user + 1) + " uses " + nameOf(uid) +
             (what.empty() ? "" : " on " + what) + ".");
  }
  if (ability.cost.count > 0) {
    Pending p;
    p.kind = PendingKind::PayCost;
    p.card = static_cast<std::int8_t>(uid);
    p.target = static_cast<std::int8_t>(target);
    p.remaining = static_cast<std::int8_t>(ability.cost.count);
    p.chooser = user;
    p.rival = rival;
    pushPending(p);
    return;
  }
  resolveEffects(user, uid, ability, target);
}

void ActState::resolveEffects(Seat user, int source, const Ability& ability, int target) {
  for (const Effect& e : ability.effects) {
    switch (e.scope) {
      case Scope::Self:
        if (isActive(source)) applyVerb(e.verb, user, source);
        break;
      case Scope::Chosen:
        if (target != kNoTarget && isActive(target)) applyVerb(e.verb, user, target);
        break;
      case Scope::All: {
        // A snapshot first: an effect may move cards between the lists it walks.
        std::array<std::int8_t, kMaxCards> list{};
        int n = 0;
        for (Seat s : {user, 1 - user}) {
          const int active = static_cast<int>(Zone::Active);
          for (int i = 0; i < m_count[s][active]; ++i) list[n++] = m_list[s][active][i];
        }
        for (int i = 0; i < n; ++i) {
          const int uid = list[i];
          // "All" includes the source itself (a WRATH just played is reset along with the rest).
          if (canTarget(user, -1, e, uid)) applyVerb(e.verb, user, uid);
        }
        break;
      }
    }
  }
}

void ActState::applyVerb(Verb v, Seat user, int uid) {
  const Seat side = m_side[uid];
  const int from = 90 * m_angle[uid];
  switch (v) {
    case Verb::Rotate:
      ++m_angle[uid];
      if (recordEvents())
        note("rotate", side, uid, "", "", from + 90,
             {nameOf(uid), std::to_string(from), std::to_string(from + 90)},
             nameOf(uid) + " turns to " + std::to_string(from + 90) + "°" +
                 (m_angle[uid] == 2 ? " and is exhausted." : "."));
      break;
    case Verb::Unrotate:
      if (m_angle[uid] == 1) {
        m_angle[uid] = 0;
        if (recordEvents())
          note("unrotate", side, uid, "", "", 0, {nameOf(uid), "90", "0"},
               nameOf(uid) + " turns back to 0°.");
      }
      break;
    case Verb::Reset:
      m_angle[uid] = 0;
      if (recordEvents())
        note("reset", side, uid, "", "", 0, {nameOf(uid), std::to_string(from)},
             nameOf(uid) + " is reset to 0°.");
      if (type(uid).doubleEnded()) {
        Pending p;
        p.kind = PendingKind::ChooseEnd;
        p.card = static_cast<std::int8_t>(uid);
        p.chooser = user;
        pushPending(p);
      }
      break;
    case Verb::Score: {
      if (discardIfTaken(uid)) break;
      const Seat to = user;
      const Pile pile = roleOf(to) == Role::Vigilante ? Pile::Bodycount : Pile::Evidence;
      moveCard(uid, to, Zone::Score);
      if (recordEvents())
        note("score", to, uid, zoneName(side, Zone::Active), zoneName(to, Zone::Score),
             count(to, Zone::Score), {nameOf(uid), pileKey(pile)},
             nameOf(uid) + " joins " + pileKey(pile) + " (" +
                 std::to_string(count(to, Zone::Score)) + ").");
      break;
    }
    case Verb::Discard:
      // Discarded without exhausting: it keeps the end it shows.
      moveCard(uid, side, Zone::Discard);
      if (recordEvents())
        note("discard", side, uid, zoneName(side, Zone::Active), zoneName(side, Zone::Discard), 0,
             {nameOf(uid)}, nameOf(uid) + " is discarded.");
      break;
    case Verb::Take: {
      const int angle = m_angle[uid];
      moveCard(uid, user, Zone::Active);
      m_angle[uid] = static_cast<std::uint8_t>(angle);
      // Taking back one's own card ends its "taken" status.
      m_taken[uid] = ownerOf(uid) != roleOf(user);
      if (recordEvents())
        note("take", user, uid, zoneName(side, Zone::Active), zoneName(user, Zone::Active),
             90 * angle, {nameOf(uid)},
             "Seat " + std::to_string(user + 1) + " takes " + nameOf(uid) + ".");
      break;
    }
  }
}

void ActState::answerPending(ActionId a) {
  const Pending p = m_pending[0];
  switch (p.kind) {
    case PendingKind::ChooseEnd: {
      popPending();
      const int end = a - kChooseEndBase;
      const int uid = p.card;
      if (end != m_end_up[uid]) {
        const std::string old = nameOf(uid);
        m_end_up[uid] = static_cast<std::uint8_t>(end);
        if (recordEvents())
          note("flip", m_side[uid], uid, "", "", end, {old, nameOf(uid)},
               old + " is turned to show " + nameOf(uid) + ".");
      }
      break;
    }
    case PendingKind::PayCost: {
      const int uid = a - kPickBase;
      const Seat side = m_side[uid];
      const Zone from = static_cast<Zone>(m_zone[uid]);
      moveCard(uid, p.chooser, Zone::Discard);
      if (recordEvents())
        note("discard", side, uid, zoneName(side, from), zoneName(p.chooser, Zone::Discard), 0,
             {nameOf(uid)}, nameOf(uid) + " is discarded to pay for " + nameOf(p.card) + ".");
      if (--m_pending[0].remaining > 0) break;
      popPending();
      const Ability& ability = p.rival ? upEnd(p.card).rival : upEnd(p.card).action;
      resolveEffects(p.chooser, p.card, ability, p.target);
      break;
    }
    case PendingKind::ExhaustBonus: {
      const int uid = a - kPickBase;
      const Seat side = m_side[uid];
      const Pile pile = roleOf(p.pileSeat) == Role::Vigilante ? Pile::Bodycount : Pile::Evidence;
      if (!discardIfTaken(uid)) {
        moveCard(uid, p.pileSeat, Zone::Score);
        if (recordEvents())
          note("score", p.pileSeat, uid, zoneName(side, Zone::Active),
               zoneName(p.pileSeat, Zone::Score), count(p.pileSeat, Zone::Score),
               {nameOf(uid), pileKey(pile)},
               nameOf(uid) + " follows " + nameOf(p.card) + " into " + pileKey(pile) + ".");
      }
      if (--m_pending[0].remaining == 0) popPending();
      break;
    }
    case PendingKind::Exchange: {
      const int uid = a - kPickBase;
      const Seat to = 1 - p.chooser;
      moveCard(uid, to, Zone::Deck);
      if (recordEvents())
        note("give", p.chooser, uid, zoneName(p.chooser, Zone::Deck), zoneName(to, Zone::Deck), 0,
             {nameOf(uid)},
             "Seat " + std::to_string(p.chooser + 1) + " gives " + nameOf(uid) + " away.");
      if (--m_pending[0].remaining > 0) break;
      popPending();
      if (m_pendingCount == 0) deal();
      break;
    }
  }
}

void ActState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  if (m_phase == Phase::Over) return;
  if (m_pendingCount > 0) {
    const Pending& p = m_pending[0];
    switch (p.kind) {
      case PendingKind::ChooseEnd:
        out.push_back(chooseEndAction(0));
        out.push_back(chooseEndAction(1));
        return;
      case PendingKind::PayCost: {
        const Ability& ability = p.rival ? upEnd(p.card).rival : upEnd(p.card).action;
        for (int uid = 0; uid < cardCount(); ++uid)
          if (canPay(p.chooser, p.card, ability.cost, uid)) out.push_back(pickAction(uid));
        return;
      }
      case PendingKind::ExhaustBonus:
        for (int uid = 0; uid < cardCount(); ++uid)
          if (bonusCandidate(p.chooser, uid)) out.push_back(pickAction(uid));
        return;
      case PendingKind::Exchange:
        for (int uid = 0; uid < cardCount(); ++uid)
          if (m_zone[uid] == static_cast<std::uint8_t>(Zone::Deck) && m_side[uid] == p.chooser &&
              ownerOf(uid) == roleOf(p.chooser))
            out.push_back(pickAction(uid));
        return;
    }
  }
  const Seat s = m_turnSeat;
  if (m_phase == Phase::Play) {
    for (int uid = 0; uid < cardCount(); ++uid)
      if (m_zone[uid] == static_cast<std::uint8_t>(Zone::Hand) && m_side[uid] == s)
        out.push_back(playAction(uid));
    return;
  }
  for (const bool rival : {false, true}) {
    for (int uid = 0; uid < cardCount(); ++uid) {
      if (!canUse(s, uid, rival)) continue;
      const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
      const Effect* chosen = ability.chosen();
      if (chosen == nullptr) {
        out.push_back(rival ? rivalAction(uid) : useAction(uid));
        continue;
      }
      for (int t = 0; t < cardCount(); ++t)
        if (canTarget(s, uid, *chosen, t))
          out.push_back(rival ? rivalAction(uid, t) : useAction(uid, t));
    }
  }
  out.push_back(kEndTurn);
}

}  // namespace gm::rules::engines
