// What each seat may see of an Artbot game: observe(), infoKey(), describe(), zones() and the
// events.
//
// Visibility: an Active Deck is seen by its own seat only (the others see hidden cards); every
// Inactive Deck is a count (its own seat also gets the faces it holds, as counts, never the order);
// Discards, the played card and revealed cards are public; decklists are public from the start.
// seat == kNoSeat sees everything, the Inactive Decks listed bottom first (the top last).
//
// observe(s): the common part ("game", "seat", "node": decision / commit (the return) / terminal,
// "acting", "turn", "players", "zones") plus "maxTurns", "turnSeat", "phase" (return, play, target,
// discard, recover, heal, over), "deckSize", "maxHp" (a full deck's HP), "pending" (null, or the
// card being resolved: kind damage / steal / glitch / heal, card, face, points, victim, revealed
// uids, rarity, net, cards the net gives (Pending::cards), remaining picks) and "result" (null, or
// winners, draw, reason last_standing / turn_cap, returns, transfers: every card whose owner
// changed, {uid, face, from: its deck's seat, to: its owner, why: steal / glitch / final_steal}).
// players[i]: seat, hp, activeCount, inactiveCount, discardCount, out, place (0 while in), decklist
// (card ids, sorted), inactiveFaces ({id: n}, own seat only). Zones p<s>.active / inactive /
// discard / played / revealed and "pool" (empty between actions); a visible card is {uid, face,
// name, power, points, rarity, rp, owner, origin}.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "artbot_state.h"

namespace gm::rules::artbot {
namespace {
using nlohmann::json;

const char* pendingKey(Power p) {
  return isDamage(p)            ? "damage"
         : p == Power::Stealing ? "steal"
         : p == Power::Glitch   ? "glitch"
                                : "heal";
}
}  // namespace

std::string ArtbotState::zoneName(Seat s, Zone z) const {
  return "p" + std::to_string(s) + "." + zoneKey(z);
}

void ArtbotState::note(const char* kind, Seat seat, int card, std::string from, std::string to,
                       int amount, std::vector<std::string> args, std::string text,
                       unsigned visibleTo) {
  emitEvent(makeEvent("artbot", kind, seat, card, card >= 0 ? typeCard(card).id : "",
                      std::move(from), std::move(to), amount, std::move(args), std::move(text),
                      visibleTo));
}

ArtbotState::HpList ArtbotState::hpList() const {
  HpList out{};
  for (Seat s = 0; s < m_seats; ++s) out[s] = static_cast<std::int16_t>(hp(s));
  return out;
}

// Args: the change with its sign ("-10", "+10") and the new HP.
void ArtbotState::noteHp(const HpList& before) {
  for (Seat s = 0; s < m_seats; ++s) {
    const int now = hp(s);
    const int change = now - before[s];
    if (change == 0) continue;
    const std::string signedChange = (change > 0 ? "+" : "") + std::to_string(change);
    note("hp", s, -1, "", "", change, {signedChange, std::to_string(now)},
         seatName(s) + " has " + std::to_string(now) + " HP (" + signedChange + ").");
  }
}

std::vector<ZoneSnapshot> ArtbotState::zones() const {
  std::vector<ZoneSnapshot> out;
  out.reserve(m_seats * kZoneCount + 1);
  for (Seat s = 0; s < m_seats; ++s)
    for (int z = 0; z < kZoneCount; ++z)
      out.push_back({zoneName(s, static_cast<Zone>(z)), cardsIn(s, static_cast<Zone>(z))});
  out.push_back({"pool", {}});
  return out;
}

InfoKey ArtbotState::infoKey(Seat s) const {
  // Everything public is folded into m_publicHash as it happens; what s alone knows is which cards
  // are in its Active Deck and in its Inactive Deck (not their order).
  InfoKey k = mixHash(m_publicHash, 0x617274626f74ULL);
  if (s < 0 || s >= m_seats) return k;
  const PlayerCards& p = m_p[s];
  k = mixHash(k, static_cast<std::uint64_t>(s) + 1);
  for (int i = 0; i < p.activeCount; ++i) k = mixHash(k, p.active[i]);
  std::array<std::uint64_t, (kMaxCards + 63) / 64> set{};
  for (int i = 0; i < p.inactiveCount; ++i) {
    const int uid = p.inactive[static_cast<std::uint8_t>(p.head + i)];
    set[uid / 64] |= std::uint64_t{1} << (uid % 64);
  }
  for (const auto word : set) k = mixHash(k, word);
  return k;
}

void ArtbotState::buildCardJson() {
  auto cards = std::make_shared<std::vector<json>>();
  cards->reserve(static_cast<std::size_t>(cardCount()));
  for (int uid = 0; uid < cardCount(); ++uid) {
    const CardType& c = typeCard(uid);
    cards->push_back(json{{"uid", uid},
                          {"face", c.id},
                          {"name", c.name},
                          {"power", powerKey(c.power)},
                          {"points", c.points},
                          {"rarity", rarityKey(c.rarity)},
                          {"rp", c.rp},
                          {"origin", originOf(uid)}});
  }
  m_cardJson = std::move(cards);
}

nlohmann::json ArtbotState::observe(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  const auto card = [this](int uid) {
    json c = (*m_cardJson)[static_cast<std::size_t>(uid)];
    c["owner"] = ownerOf(uid);
    return c;
  };
  json players = json::array();
  json zonesJson = json::array();
  for (Seat s = 0; s < m_seats; ++s) {
    const PlayerCards& p = m_p[s];
    std::vector<std::string> decklist;
    for (int i = 0; i < m_deckSize; ++i) decklist.push_back(typeCard(s * m_deckSize + i).id);
    std::sort(decklist.begin(), decklist.end());
    json player = {{"seat", s},
                   {"hp", hp(s)},
                   {"activeCount", p.activeCount},
                   {"inactiveCount", p.inactiveCount},
                   {"discardCount", p.discardCount},
                   {"out", p.out},
                   {"place", p.place},
                   {"decklist", decklist}};
    if (all || viewer == s) {
      std::map<std::string, int> faces;
      for (int uid : cardsIn(s, Zone::Inactive)) ++faces[typeCard(uid).id];
      player["inactiveFaces"] = faces;
    }
    players.push_back(std::move(player));
    for (int z = 0; z < kZoneCount; ++z) {
      const Zone zone = static_cast<Zone>(z);
      json cards = json::array();
      const std::vector<int> uids = cardsIn(s, zone);
      if (zone == Zone::Active && !all && viewer != s) {
        for (std::size_t i = 0; i < uids.size(); ++i) cards.push_back({{"hidden", true}});
      } else if (zone != Zone::Inactive || all) {
        for (int uid : uids) cards.push_back(card(uid));
      }
      zonesJson.push_back({{"name", zoneName(s, zone)},
                           {"owner", s},
                           {"count", uids.size()},
                           {"cards", std::move(cards)}});
    }
  }
  zonesJson.push_back({{"name", "pool"}, {"owner", -1}, {"count", 0}, {"cards", json::array()}});

  json pendingJson = nullptr;
  if (hasPending()) {
    const Seat v = m_pending.victim;
    json revealed = json::array();
    if (v >= 0)
      for (int i = 0; i < m_p[v].revealedCount; ++i) revealed.push_back(m_p[v].revealed[i]);
    pendingJson = {{"kind", pendingKey(m_pending.power)},
                   {"card", m_pending.card},
                   {"face", typeCard(m_pending.card).id},
                   {"points", typeCard(m_pending.card).points},
                   {"victim", v},
                   {"revealed", std::move(revealed)},
                   {"rarity", m_pending.rarity},
                   {"net", m_pending.net},
                   {"cards", m_pending.cards},
                   {"remaining", m_pending.remaining}};
  }
  json result = nullptr;
  if (m_phase == Phase::Over) {
    json winners = json::array();
    for (Seat s = 0; s < m_seats; ++s)
      if ((m_winners >> s) & 1u) winners.push_back(s);
    json transfers = json::array();
    for (int uid = 0; uid < cardCount(); ++uid) {
      if (m_owner[uid] == originOf(uid)) continue;
      transfers.push_back({{"uid", uid},
                           {"face", typeCard(uid).id},
                           {"from", originOf(uid)},
                           {"to", m_owner[uid]},
                           {"why", m_lastMove[uid] == kMovedByFinalSteal ? "final_steal"
                                   : m_lastMove[uid] == kMovedByGlitch   ? "glitch"
                                                                         : "steal"}});
    }
    result = {{"winners", std::move(winners)},
              {"draw", draw()},
              {"reason", m_end == EndReason::TurnCap ? "turn_cap" : "last_standing"},
              {"returns", returns()},
              {"transfers", std::move(transfers)}};
  }
  const char* node = m_phase == Phase::Over     ? "terminal"
                     : m_phase == Phase::Return ? "commit"
                                                : "decision";
  return {{"game", "artbot"},
          {"seat", viewer},
          {"node", node},
          {"acting", actingSeat()},
          {"turn", m_turn},
          {"maxTurns", maxTurns()},
          {"turnSeat", m_turnSeat},
          {"phase", phaseKey(m_phase)},
          {"deckSize", m_deckSize},
          {"maxHp", maxHp()},
          {"pending", std::move(pendingJson)},
          {"players", std::move(players)},
          {"zones", std::move(zonesJson)},
          {"result", std::move(result)}};
}

ActionView ArtbotState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  const Seat s = v.seat;
  const int T = typeCount();
  const PlayerCards& p = m_p[s];
  if (m_phase == Phase::Return || m_phase == Phase::Play) {
    const bool ret = m_phase == Phase::Return;
    const int uid = p.active[firstOfType(p.active.data(), p.activeCount, ret ? a : a - T)];
    const CardType& c = typeCard(uid);
    v.kind = ret ? "return" : "play";
    v.cards = {uid};
    v.fromZone = zoneName(s, Zone::Active);
    v.toZone = zoneName(s, ret ? Zone::Inactive : Zone::Played);
    v.messageKey = ret ? "artbot.return" : "artbot.play";
    v.args = {c.name};
    v.text = ret ? "Return " + c.name + " to the bottom of your Inactive Deck."
                 : "Play " + c.name + " (" + powerName(c.power) +
                       (c.points > 0 ? " " + std::to_string(c.points) : std::string()) + ").";
    return v;
  }
  if (m_phase == Phase::Target) {
    const Seat k = a - 2 * T;
    const Power power = m_pending.power;
    const char* what = isDamage(power) ? "damage" : power == Power::Stealing ? "steal" : "glitch";
    v.kind = "target";
    v.messageKey = "artbot.target";
    v.args = {std::to_string(k), what};
    v.text = isDamage(power)            ? "Deal the damage to " + seatName(k) + "."
             : power == Power::Stealing ? "Steal a card from " + seatName(k) + "."
                                        : "Glitch: " + seatName(k) + " gets only two cards back.";
    return v;
  }
  const int type = a - 2 * T - kMaxSeats;
  const Seat owner = m_pending.victim;
  const PlayerCards& q = m_p[owner];
  const bool fromRevealed = m_phase == Phase::Discard;
  const int uid = fromRevealed ? q.revealed[firstOfType(q.revealed.data(), q.revealedCount, type)]
                               : q.discard[firstOfType(q.discard.data(), q.discardCount, type)];
  const std::string name = nameOf(uid);
  v.kind = phaseKey(m_phase);
  v.cards = {uid};
  v.fromZone = zoneName(owner, fromRevealed ? Zone::Revealed : Zone::Discard);
  v.toZone = zoneName(owner, fromRevealed ? Zone::Discard : Zone::Inactive);
  v.messageKey = std::string("artbot.") + phaseKey(m_phase);
  v.args = {name};
  v.text = m_phase == Phase::Discard   ? "Discard " + name + "."
           : m_phase == Phase::Recover ? "Take " + name + " back from your Discard."
                                       : "Heal: take " + name + " back from your Discard.";
  return v;
}

}  // namespace gm::rules::artbot
