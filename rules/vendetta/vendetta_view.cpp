// What each seat may see of a Personal Vendetta game: observe(), infoKey(), zones() and events.
//
// Visibility: headspace, the resolving cards, states in play, forgotten piles and set-aside cards
// are public. A hand is its owner's, except the cards every seat saw go in (taken from headspace,
// brought back from a forgotten pile, or drawn when everyone knew where they lay). The head is
// face down for everybody; a card pushed or buried under it stays known until the head is rebuilt.
//
// observe(s): the common part ("game", "seat", "node", "acting", "turn", "players", "zones") plus
// "turnSeat", "phase" (phaseKey), "turnLimit", "maxLife", "responder" (the seat whose reaction
// window is open, or -1), "action" (null, or {kind: take / play / activate, card, face, target,
// negated}), "x" (the X being paid, or -1) and "result" (null, or {winners, reason, returns}).
// players[i]: seat, corpus, cerebrium, ticks, handCount, handSize, out, place, interrogated.
// A visible card is {uid, face, name}; a hidden one {"hidden": true}.
#include <nlohmann/json.hpp>

#include "vendetta_state.h"

namespace gm::rules::vendetta {
namespace {
using nlohmann::json;
}

std::string VendettaState::zoneId(ZoneKind z, Seat s) const {
  switch (z) {
    case ZoneKind::Head:
      return "head";
    case ZoneKind::Headspace:
      return "headspace";
    case ZoneKind::Resolving:
      return "resolving";
    case ZoneKind::Hand:
      return "p" + std::to_string(s) + ".hand";
    case ZoneKind::States:
      return "p" + std::to_string(s) + ".states";
    case ZoneKind::Forgotten:
      return "p" + std::to_string(s) + ".forgotten";
    case ZoneKind::Aside:
      break;
  }
  return "p" + std::to_string(s) + ".aside";
}

void VendettaState::note(const char* kind, Seat seat, int card, std::string from, std::string to,
                         int amount, std::vector<std::string> args, std::string text,
                         unsigned visibleTo) {
  emitEvent(makeEvent("vendetta", kind, seat, card, card >= 0 ? typeCard(card).id : "",
                      std::move(from), std::move(to), amount, std::move(args), std::move(text),
                      visibleTo));
}

std::vector<ZoneSnapshot> VendettaState::zones() const {
  std::vector<ZoneSnapshot> out;
  out.reserve(3 + 4 * m_seats);
  out.push_back({"head", m_head.list()});
  out.push_back({"headspace", m_headspace.list()});
  out.push_back({"resolving", m_resolving.list()});
  for (Seat s = 0; s < m_seats; ++s)
    for (ZoneKind z : {ZoneKind::Hand, ZoneKind::States, ZoneKind::Forgotten, ZoneKind::Aside})
      out.push_back({zoneId(z, s), pile(z, s).list()});
  return out;
}

InfoKey VendettaState::infoKey(Seat s) const {
  // Every action and every card turned face up is folded into m_publicHash as it happens; what
  // s alone knows is the cards in its hand that the others do not.
  InfoKey k = mixHash(m_publicHash, 0x76656e64ULL);
  if (s < 0 || s >= m_seats) return k;
  k = mixHash(k, static_cast<std::uint64_t>(s) + 1);
  const Pile& hand = m_c[s].hand;
  for (int i = 0; i < hand.size(); ++i) k = mixHash(k, static_cast<std::uint64_t>(hand[i]) + 1);
  return k;
}

json VendettaState::observe(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  const auto card = [this](int uid) {
    return json{{"uid", uid}, {"face", typeCard(uid).id}, {"name", typeCard(uid).name}};
  };
  json players = json::array();
  json zonesJson = json::array();
  const auto addZone = [&](const std::string& name, Seat owner, const Pile& p, bool hand,
                           bool head) {
    json cards = json::array();
    for (int i = 0; i < p.size(); ++i) {
      const int uid = p[i];
      const bool shown = all || (!head && (!hand || viewer == owner || known(uid)));
      cards.push_back(shown ? card(uid) : json{{"hidden", true}});
    }
    zonesJson.push_back(
        {{"name", name}, {"owner", owner}, {"count", p.size()}, {"cards", std::move(cards)}});
  };
  addZone("head", kNoSeat, m_head, false, true);
  addZone("headspace", kNoSeat, m_headspace, false, false);
  addZone("resolving", kNoSeat, m_resolving, false, false);
  for (Seat s = 0; s < m_seats; ++s) {
    const Clone& c = m_c[s];
    players.push_back({{"seat", s},
                       {"corpus", c.corpus},
                       {"cerebrium", c.cerebrium},
                       {"ticks", c.ticks},
                       {"handCount", c.hand.size()},
                       {"handSize", handSize(s)},
                       {"out", c.out},
                       {"place", c.place},
                       {"interrogated", c.interrogateNext || c.interrogatedNow}});
    addZone(zoneId(ZoneKind::Hand, s), s, c.hand, true, false);
    addZone(zoneId(ZoneKind::States, s), s, c.states, false, false);
    addZone(zoneId(ZoneKind::Forgotten, s), s, c.forgotten, false, false);
    addZone(zoneId(ZoneKind::Aside, s), s, c.aside, false, false);
  }
  json action = nullptr;
  if (m_act.kind != ActKind::None && m_phase != Phase::Over) {
    static const char* const kinds[] = {"none", "take", "play", "activate"};
    action = {{"kind", kinds[static_cast<int>(m_act.kind)]},
              {"card", m_act.card},
              {"face", typeCard(m_act.card).id},
              {"target", m_act.frame.target},
              {"negated", m_act.negated}};
  }
  json result = nullptr;
  if (m_phase == Phase::Over) {
    json winners = json::array();
    for (Seat s = 0; s < m_seats; ++s)
      if ((m_winners >> s) & 1u) winners.push_back(s);
    result = {{"winners", std::move(winners)},
              {"reason", m_end == EndReason::LastStanding ? "last_standing"
                         : m_end == EndReason::Draw       ? "draw"
                                                          : "turn_limit"},
              {"returns", returns()}};
  }
  return {{"game", "vendetta"},
          {"seat", viewer},
          {"node", m_phase == Phase::Over ? "terminal" : "decision"},
          {"acting", actingSeat()},
          {"turn", m_turn},
          {"turnLimit", turnLimit()},
          {"turnSeat", m_active},
          {"phase", phaseKey(m_phase)},
          {"maxLife", m_maxLife},
          {"responder", m_phase == Phase::React ? m_responder : kNoSeat},
          {"action", std::move(action)},
          {"x", m_paying && m_pay.xChosen                  ? m_pay.x
                : m_act.kind != ActKind::None && !m_paying ? m_act.frame.x
                                                           : -1},
          {"players", std::move(players)},
          {"zones", std::move(zonesJson)},
          {"result", std::move(result)}};
}

}  // namespace gm::rules::vendetta
