// What each seat may see of an Act: observe(), infoKey(), describe(), zones() and the events.
//
// Visibility: a hand is seen by its own seat only (the other sees a count); deck orders by nobody
// (count only); the Active Areas (with each card's angle and the end that is up), the Discards and
// the scoring piles are public. seat == kNoSeat sees everything.
//
// observe(s): the common part ("game", "seat", "node", "acting", "turn", "players", "zones") plus
// "turnSeat", "phase" (play / actions / over), "goal", "maxTurns", "vigilanteSeat",
// "cooperativeEnding", "setup", "pending" ({kind, card, remaining, chooser} or null) and "result".
// Zones are p<seat>.deck / hand / active / discard / score (bottom to top); a visible card is
// {uid, face (card type id), end (0/1: which end is up), name, owner} and, in an Active Area, also
// angle (0/90/180), taken, used and rivalUsed; a hidden hand card is {"hidden": true}.
#include <nlohmann/json.hpp>

#include "engines_act.h"

namespace gm::rules::engines {
namespace {
using nlohmann::json;

const char* setupKey(OptionalSetup s) {
  switch (s) {
    case OptionalSetup::None:
      return "none";
    case OptionalSetup::TurncoatUp:
      return "turncoatUp";
    case OptionalSetup::Exchange:
      return "exchange";
  }
  return "";
}

const char* pendingKey(PendingKind k) {
  switch (k) {
    case PendingKind::ChooseEnd:
      return "choose_end";
    case PendingKind::PayCost:
      return "pay_cost";
    case PendingKind::ExhaustBonus:
      return "exhaust_bonus";
    case PendingKind::Exchange:
      return "exchange";
  }
  return "";
}

}  // namespace

std::string ActState::zoneName(Seat s, Zone z) const {
  return "p" + std::to_string(s) + "." + zoneKey(z);
}

void ActState::note(const char* kind, Seat seat, int card, std::string from, std::string to,
                    int amount, std::vector<std::string> args, std::string text,
                    unsigned visibleTo) {
  emitEvent(makeEvent("engines", kind, seat, card, card >= 0 ? type(card).id : "", std::move(from),
                      std::move(to), amount, std::move(args), std::move(text), visibleTo));
}

std::vector<ZoneSnapshot> ActState::zones() const {
  std::vector<ZoneSnapshot> out;
  out.reserve(2 * kZoneCount);
  for (Seat s = 0; s < 2; ++s) {
    for (int z = 0; z < kZoneCount; ++z) {
      ZoneSnapshot snap{zoneName(s, static_cast<Zone>(z)), {}};
      for (int i = 0; i < m_count[s][z]; ++i) snap.cards.push_back(m_list[s][z][i]);
      out.push_back(std::move(snap));
    }
  }
  return out;
}

InfoKey ActState::infoKey(Seat s) const {
  // Every action is public (a played card is shown as it lands), so the public part is the hash
  // of the history; what s alone knows is the sequence of its own draws.
  InfoKey k = mixHash(m_publicHash, 0x656e67696e6573ULL);
  if (s == 0 || s == 1) k = mixHash(k, m_privateHash[s] + static_cast<std::uint64_t>(s));
  return k;
}

nlohmann::json ActState::observe(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  json players = json::array();
  json zonesJson = json::array();
  for (Seat s = 0; s < 2; ++s) {
    const Role role = roleOf(s);
    players.push_back({{"seat", s},
                       {"role", roleKey(role)},
                       {"scorePile", role == Role::Vigilante ? "bodycount" : "evidence"},
                       {"score", score(s)},
                       {"deckCount", count(s, Zone::Deck)},
                       {"handCount", count(s, Zone::Hand)},
                       {"discardCount", count(s, Zone::Discard)},
                       {"activeCount", count(s, Zone::Active)}});
    for (int z = 0; z < kZoneCount; ++z) {
      const Zone zone = static_cast<Zone>(z);
      const bool visible = all || zone == Zone::Active || zone == Zone::Discard ||
                           zone == Zone::Score || (zone == Zone::Hand && viewer == s);
      json cards = json::array();
      if (visible || zone == Zone::Hand) {
        for (int i = 0; i < m_count[s][z]; ++i) {
          const int uid = m_list[s][z][i];
          if (!visible) {
            cards.push_back({{"hidden", true}});
            continue;
          }
          json c = {{"uid", uid},
                    {"face", type(uid).id},
                    {"end", m_end_up[uid]},
                    {"name", nameOf(uid)},
                    {"owner", roleKey(ownerOf(uid))}};
          if (zone == Zone::Active) {
            c["angle"] = 90 * m_angle[uid];
            c["taken"] = static_cast<bool>(m_taken[uid]);
            c["used"] = static_cast<bool>(m_used[uid]);
            c["rivalUsed"] = static_cast<bool>(m_rivalUsed[uid]);
          }
          cards.push_back(std::move(c));
        }
      }
      zonesJson.push_back({{"name", zoneName(s, zone)},
                           {"owner", s},
                           {"count", m_count[s][z]},
                           {"cards", std::move(cards)}});
    }
  }
  json pendingJson = nullptr;
  if (m_pendingCount > 0) {
    const Pending& p = m_pending[0];
    pendingJson = {{"kind", pendingKey(p.kind)},
                   {"card", static_cast<int>(p.card)},
                   {"remaining", static_cast<int>(p.remaining)},
                   {"chooser", p.chooser}};
  }
  json result = nullptr;
  if (m_phase == Phase::Over) {
    json winners = json::array();
    for (Seat s = 0; s < 2; ++s)
      if ((m_winners >> s) & 1u) winners.push_back(s);
    result = {{"winners", winners},
              {"cooperative", cooperative()},
              {"draw", m_winners == 0},
              {"reason", actEndKey(m_end)},
              {"returns", returns()}};
  }
  const char* phase = m_phase == Phase::Play      ? "play"
                      : m_phase == Phase::Actions ? "actions"
                                                  : "over";
  return {{"game", "engines"},
          {"seat", viewer},
          {"node", m_phase == Phase::Over ? "terminal" : "decision"},
          {"acting", actingSeat()},
          {"turn", m_turn},
          {"maxTurns", kMaxTurns},
          {"goal", kGoal},
          {"turnSeat", m_turnSeat},
          {"phase", phase},
          {"vigilanteSeat", vigilanteSeat()},
          {"cooperativeEnding", m_options.cooperativeEnding},
          {"setup", setupKey(m_options.setup)},
          {"pending", std::move(pendingJson)},
          {"players", std::move(players)},
          {"zones", std::move(zonesJson)},
          {"result", std::move(result)}};
}

ActionView ActState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  const Seat s = v.seat;
  if (m_pendingCount > 0) {
    const Pending& p = m_pending[0];
    if (p.kind == PendingKind::ChooseEnd) {
      const int end = a - kChooseEndBase;
      const std::string now = type(p.card).ends[end].name;
      v.kind = "choose_end";
      v.cards = {p.card};
      v.messageKey = "engines.choose_end";
      v.args = {nameOf(p.card), now};
      v.text = "Put " + nameOf(p.card) + " " + now + " side up.";
      return v;
    }
    const int uid = a - kPickBase;
    v.kind = "pick";
    v.cards = {uid};
    v.fromZone = zoneName(m_side[uid], static_cast<Zone>(m_zone[uid]));
    v.args = {nameOf(uid)};
    switch (p.kind) {
      case PendingKind::PayCost:
        v.toZone = zoneName(p.chooser, Zone::Discard);
        v.messageKey = "engines.pick.pay_cost";
        v.text = "Discard " + nameOf(uid) + " to pay for " + nameOf(p.card) + ".";
        break;
      case PendingKind::ExhaustBonus:
        v.toZone = zoneName(p.pileSeat, Zone::Score);
        v.messageKey = "engines.pick.exhaust_bonus";
        v.text = "Send " + nameOf(uid) + " after " + nameOf(p.card) + ".";
        break;
      default:
        v.toZone = zoneName(1 - p.chooser, Zone::Deck);
        v.messageKey = "engines.pick.exchange";
        v.text = "Give " + nameOf(uid) + " to the other player.";
        break;
    }
    return v;
  }
  if (a < kUseBase) {
    const int uid = a - kPlayBase;
    v.kind = "play";
    v.cards = {uid};
    v.fromZone = zoneName(s, Zone::Hand);
    v.toZone = zoneName(s, Zone::Active);
    v.messageKey = "engines.play";
    v.args = {nameOf(uid)};
    v.text = "Play " + nameOf(uid) + ".";
    return v;
  }
  if (a == kEndTurn) {
    v.kind = "end_turn";
    v.messageKey = "engines.end_turn";
    v.text = "End the turn.";
    return v;
  }
  const bool rival = a >= kRivalBase;
  const int rel = a - (rival ? kRivalBase : kUseBase);
  const int uid = rel / kTargetSlots, target = rel % kTargetSlots;
  const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
  v.kind = rival ? "rival" : "use";
  v.cards = {uid};
  v.messageKey = rival ? "engines.rival" : "engines.use";
  v.args = {nameOf(uid), target == kNoTarget ? "" : nameOf(target)};
  std::string text = "Use " + nameOf(uid);
  if (target != kNoTarget) {
    v.cards.push_back(target);
    text += " on " + nameOf(target);
    const Effect* chosen = ability.chosen();
    if (chosen != nullptr) {
      switch (chosen->verb) {
        case Verb::Rotate:
          text += ": rotate it";
          break;
        case Verb::Unrotate:
          text += ": unrotate it";
          break;
        case Verb::Reset:
          text += ": reset it";
          break;
        case Verb::Score:
          text += std::string(": send it to ") +
                  (roleOf(s) == Role::Vigilante ? "Bodycount" : "Evidence");
          break;
        case Verb::Discard:
          text += ": discard it";
          break;
        case Verb::Take:
          text += ": take it";
          break;
      }
    }
  }
  if (ability.cost.count > 0)
    text += " (discard " + std::to_string(ability.cost.count) + " cards first)";
  v.text = text + ".";
  return v;
}

}  // namespace gm::rules::engines
