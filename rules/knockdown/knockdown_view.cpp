// What each seat may see of a Knockdown state: observe(), infoKey(), describe() and the zones.
//
// Visibility: Stamina orders are hidden from both seats (count only); a pending commit is visible
// to its own seat only; a hand is private to its owner (its ten cards are public through
// players[].actions, but listing nine of them would give away the tenth, committed one). Discard,
// Unstable piles and cards revealed during a knockdown are public. seat == kNoSeat sees everything.
#include <nlohmann/json.hpp>

#include "knockdown_state.h"

namespace gm::rules::knockdown {
namespace {
using nlohmann::json;

json visibleCard(const KnockdownState& st, int uid) {
  return {{"uid", uid}, {"face", st.faceOf(uid)}};
}
json hiddenCard() {
  return {{"hidden", true}};
}

json zone(std::string name, Seat owner, json cards, int count) {
  return {
      {"name", std::move(name)}, {"owner", owner}, {"count", count}, {"cards", std::move(cards)}};
}

template <class Array>
json visibleCards(const KnockdownState& st, const Array& uids, int from, int count) {
  json out = json::array();
  for (int i = from; i < from + count; ++i) out.push_back(visibleCard(st, uids[i]));
  return out;
}

json speedJson(int rank) {
  return rank == kInstantRank ? json("instant") : json(rank);
}

json actionJson(const KnockdownState& st, Seat s, int index) {
  const ActionCard& a = st.setup().action(s, index);
  const CardSet& set = st.setup().cards();
  json critical = json::array();
  for (int c : a.criticalAgainst) critical.push_back(set.actions[c].id);
  json against = json::array();
  for (const auto& b : a.against) {
    json cards = json::array();
    for (int c : b.cards) cards.push_back(set.actions[c].id);
    against.push_back(
        {{"cards", cards}, {"damage", b.damage}, {"reduce", b.reduce}, {"momentum", b.momentum}});
  }
  return {{"index", index},
          {"uid", st.actionUid(s, index)},
          {"id", a.id},
          {"name", a.name},
          {"speed", a.isInstant() ? json("instant") : json(a.speed)},
          {"damage", a.damage},
          {"reduce", a.reduce},
          {"momentum", a.momentum},
          {"critical", critical},
          {"against", against},
          {"text", a.text},
          {"flavor", a.flavor}};
}
}  // namespace

const GameInfo& knockdownInfo() {
  static const GameInfo info{"knockdown", "Knockdown", 1, 2, 2, kHandSize, 2 * kMaxTurns};
  return info;
}

const GameInfo& KnockdownState::info() const {
  return knockdownInfo();
}

ActionView KnockdownState::describe(ActionId a) const {
  const Seat s = m_toAct;
  const std::string name = cardName(s, a);
  ActionView v;
  v.id = a;
  v.seat = s;
  v.kind = "choose";
  v.cards = {actionUid(s, a)};
  v.fromZone = zoneName(s, "hand");
  v.toZone = zoneName(s, "play");
  v.messageKey = "knockdown.choose";
  v.args = {name};
  v.text = "Choose " + name;
  return v;
}

InfoKey KnockdownState::infoKey(Seat s) const {
  // Everything public is folded into m_publicHash as it is revealed; add what s alone knows.
  InfoKey h = mixHash(m_publicHash, 0x5ea7 + static_cast<std::uint64_t>(s));
  h = mixHash(h, static_cast<std::uint64_t>(m_players[s].pending + 2));
  return mixHash(h, m_players[1 - s].pending >= 0 ? 1 : 0);
}

std::vector<ZoneSnapshot> KnockdownState::zones() const {
  std::vector<ZoneSnapshot> out;
  for (Seat s = 0; s < 2; ++s) {
    const PlayerState& p = m_players[s];
    ZoneSnapshot hand{zoneName(s, "hand"), {}}, play{zoneName(s, "play"), {}};
    for (int i = 0; i < kHandSize; ++i)
      (i == p.pending ? play : hand).cards.push_back(actionUid(s, i));
    out.push_back(std::move(hand));
    out.push_back(std::move(play));
    out.push_back(
        {zoneName(s, "stamina"), {p.stamina.begin(), p.stamina.begin() + p.staminaCount}});
    out.push_back(
        {zoneName(s, "discard"), {p.discard.begin(), p.discard.begin() + p.discardCount}});
    int from = 0;
    for (int k = 0; k < kMaxPiles; ++k) {
      const int size = k < p.pileCount ? p.pileSize[k] : 0;
      out.push_back(
          {pileZone(s, k), {p.unstable.begin() + from, p.unstable.begin() + from + size}});
      from += size;
    }
    out.push_back(
        {zoneName(s, "revealing"), {p.revealing.begin(), p.revealing.begin() + p.revealingCount}});
  }
  return out;
}

nlohmann::json KnockdownState::observe(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  json players = json::array();
  json zones = json::array();
  for (Seat s = 0; s < 2; ++s) {
    const PlayerState& p = m_players[s];
    const bool own = all || viewer == s;
    json piles = json::array();
    int from = 0;
    for (int k = 0; k < p.pileCount; ++k) {
      json pile = json::array();
      for (int i = from; i < from + p.pileSize[k]; ++i) pile.push_back(p.unstable[i]);
      piles.push_back(std::move(pile));
      from += p.pileSize[k];
    }
    json actions = json::array();
    for (int i = 0; i < kHandSize; ++i) actions.push_back(actionJson(*this, s, i));
    json player = {
        {"seat", s},
        {"fighter", {{"id", m_setup->fighter(s).id}, {"name", m_setup->fighter(s).name}}},
        {"damageThisTurn", p.damageThisTurn},
        {"totalDamage", p.totalDamage},
        {"momentum", p.momentum},
        {"unstablePiles", std::move(piles)},
        {"unstableRevealed", p.unstableCount},
        {"unstableTotal", m_setup->unstableCount()},
        {"staminaCount", p.staminaCount},
        {"discardCount", p.discardCount},
        {"committed", p.pending >= 0},
        {"knockedDownThisTurn", p.knockedDown},
        {"lost", p.loss == LossReason::None ? json(nullptr) : json(lossKey(p.loss))},
        {"actions", std::move(actions)}};
    if (own) player["pending"] = p.pending >= 0 ? json(p.pending) : json(nullptr);
    players.push_back(std::move(player));

    json hand = json::array();
    for (int i = 0; i < kHandSize; ++i) {
      if (i == p.pending) continue;
      hand.push_back(own ? visibleCard(*this, actionUid(s, i)) : hiddenCard());
    }
    const int handCount = static_cast<int>(hand.size());
    zones.push_back(zone(zoneName(s, "hand"), s, std::move(hand), handCount));
    json play = json::array();
    if (p.pending >= 0)
      play.push_back(own ? visibleCard(*this, actionUid(s, p.pending)) : hiddenCard());
    zones.push_back(zone(zoneName(s, "play"), s, std::move(play), p.pending >= 0 ? 1 : 0));
    zones.push_back(zone(zoneName(s, "stamina"), s,
                         all ? visibleCards(*this, p.stamina, 0, p.staminaCount) : json::array(),
                         p.staminaCount));
    zones.push_back(zone(zoneName(s, "discard"), s,
                         visibleCards(*this, p.discard, 0, p.discardCount), p.discardCount));
    from = 0;
    for (int k = 0; k < kMaxPiles; ++k) {
      const int size = k < p.pileCount ? p.pileSize[k] : 0;
      zones.push_back(zone(pileZone(s, k), s, visibleCards(*this, p.unstable, from, size), size));
      from += size;
    }
    zones.push_back(zone(zoneName(s, "revealing"), s,
                         visibleCards(*this, p.revealing, 0, p.revealingCount), p.revealingCount));
  }

  json last = nullptr;
  if (m_lastTurn.turn > 0) {
    json cards = json::array();
    for (Seat s = 0; s < 2; ++s) {
      const int i = m_lastTurn.cards[s];
      cards.push_back({{"seat", s},
                       {"index", i},
                       {"uid", actionUid(s, i)},
                       {"id", m_setup->action(s, i).id},
                       {"name", m_setup->action(s, i).name}});
    }
    json steps = json::array();
    for (int k = 0; k < m_lastTurn.stepCount; ++k) {
      const StepRecord& st = m_lastTurn.steps[k];
      json seats = json::array(), hits = json::array();
      for (Seat s = 0; s < 2; ++s) {
        if (!((st.seats >> s) & 1u)) continue;
        seats.push_back(s);
        const HitRecord& h = st.hits[s];
        if (h.base <= 0) continue;
        hits.push_back({{"attacker", s},
                        {"defender", 1 - s},
                        {"base", h.base},
                        {"critical", h.critical},
                        {"momentum", h.momentum},
                        {"reduction", h.reduction},
                        {"amount", h.amount},
                        {"knockedDownBefore", h.knockedDownBefore}});
      }
      steps.push_back({{"speed", speedJson(st.rank)}, {"seats", seats}, {"hits", hits}});
    }
    last = {{"turn", m_lastTurn.turn},
            {"cards", cards},
            {"steps", steps},
            {"damage", {m_players[0].damageThisTurn, m_players[1].damageThisTurn}},
            {"knockdowns", {m_players[0].knockedDown, m_players[1].knockedDown}}};
  }

  json result = nullptr;
  if (m_over) {
    json losses = json::array();
    for (const auto& p : m_players)
      losses.push_back(p.loss == LossReason::None ? json(nullptr) : json(lossKey(p.loss)));
    result = {{"winner", m_winner},
              {"draw", m_winner == kNoSeat},
              {"returns", returns()},
              {"losses", losses}};
  }

  return {{"game", "knockdown"},
          {"seat", viewer},
          {"node", m_over ? "terminal" : "commit"},
          {"acting", actingSeat()},
          {"turn", m_turn},
          {"maxTurns", kMaxTurns},
          {"players", std::move(players)},
          {"zones", std::move(zones)},
          {"lastTurn", std::move(last)},
          {"result", std::move(result)}};
}

}  // namespace gm::rules::knockdown
