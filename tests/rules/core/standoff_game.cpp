#include "standoff_game.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <nlohmann/json.hpp>

#include "core/match_state.h"
#include "core/seat_view.h"

namespace gm::test {
namespace {

using namespace gm::rules;
using nlohmann::json;

constexpr int kMaxSegments = 9;

GameInfo makeInfo(int segments) {
  GameInfo info;
  info.id = "standoff";
  info.name = "Standoff";
  info.rulesVersion = 1;
  info.minSeats = 2;
  info.maxSeats = 3;
  info.actionCount = 2;
  info.maxGameLength = 3 * segments;
  return info;
}

std::string faceOf(int card) {
  return "v" + std::to_string(card);
}

}  // namespace

const GameInfo& standoffInfo() {
  static const GameInfo info = makeInfo(1);
  return info;
}

StandoffState::StandoffState(const GameInfo& info, int seats, Seat lead, std::uint64_t seed,
                             bool sharedWins, Policy policy)
    : GameState(seed),
      m_info(&info),
      m_seats(seats),
      m_lead(lead),
      m_sharedWins(sharedWins),
      m_policy(policy) {
  assert(seats >= 2 && seats <= 3 && lead >= 0 && lead < seats);
  for (int i = 0; i < 6; ++i) m_cards[i] = i;
  rng().shuffle(std::span<int>(m_cards));
}

NodeKind StandoffState::nodeKind() const {
  return over() ? NodeKind::Terminal : NodeKind::Decision;
}

Seat StandoffState::actingSeat() const {
  return over() ? kNoSeat : (m_lead + acted()) % m_seats;
}

void StandoffState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  if (!over()) out = {kYield, kClaim};
}

ActionView StandoffState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  v.kind = a == kClaim ? "claim" : "yield";
  v.messageKey = "standoff." + v.kind;
  v.text = a == kClaim ? "Claim" : "Yield";
  return v;
}

std::vector<double> StandoffState::returns() const {
  std::vector<double> r(m_seats, 0.0);
  if (!over()) return r;
  unsigned claimers = 0;
  for (Seat s = 0; s < m_seats; ++s)
    if (m_choice[s] == kClaim) claimers |= 1u << s;
  if (claimers == 0) return r;
  if (std::popcount(claimers) > 1 && !m_sharedWins) {
    Seat best = kNoSeat;
    for (Seat s = 0; s < m_seats; ++s)
      if ((claimers & (1u << s)) && (best == kNoSeat || m_cards[s] > m_cards[best])) best = s;
    claimers = 1u << best;
  }
  for (Seat s = 0; s < m_seats; ++s) r[s] = (claimers & (1u << s)) ? 1.0 : -1.0;
  return r;
}

void StandoffState::heuristicWeights(std::span<const ActionId> legal,
                                     std::span<double> weights) const {
  bool claim = false;
  switch (m_policy) {
    case Policy::Even:
      return GameState::heuristicWeights(legal, weights);
    case Policy::Claim:
      claim = true;
      break;
    case Policy::Yield:
      break;
    case Policy::LeadClaims:
      claim = actingSeat() == m_lead;
      break;
  }
  for (std::size_t i = 0; i < legal.size(); ++i)
    weights[i] = (legal[i] == kClaim) == claim ? 1.0 : 0.0;
}

bool StandoffState::sees(Seat viewer, Seat owner) const {
  return viewer == kNoSeat || viewer == owner || over();
}

json StandoffState::observe(Seat s) const {
  json players = json::array();
  json zones = json::array();
  json deck = json::array();
  for (int i = m_seats; i < 6; ++i)
    deck.push_back(s == kNoSeat ? json{{"uid", m_cards[i]}, {"face", faceOf(m_cards[i])}}
                                : json::object());
  zones.push_back({{"name", "deck"}, {"count", 6 - m_seats}, {"cards", deck}});
  for (Seat p = 0; p < m_seats; ++p) {
    players.push_back({{"seat", p}, {"role", seatRole(p)}, {"choice", m_choice[p]}});
    const json card =
        sees(s, p) ? json{{"uid", m_cards[p]}, {"face", faceOf(m_cards[p])}} : json::object();
    zones.push_back({{"name", "p" + std::to_string(p) + ".hand"}, {"count", 1}, {"cards", {card}}});
  }
  return {{"game", "standoff"},     {"seat", s},       {"node", over() ? "terminal" : "decision"},
          {"acting", actingSeat()}, {"turn", acted()}, {"players", players},
          {"zones", zones}};
}

SeatView StandoffState::seatView(Seat s) const {
  SeatView view;
  view.game = "standoff";
  view.seat = s;
  view.turn = acted();
  const auto card = [&](int slot, bool known) {
    SeatCard c;
    c.back = "standoff";
    c.faceUp = known && over() && slot < m_seats;
    if (known) {
      c.uid = m_cards[slot];
      c.face = faceOf(m_cards[slot]);
    }
    return c;
  };
  SeatZone deck = makeSeatZone("deck", kNoSeat, ZoneVisibility::Nobody, ZoneLayout::Stack);
  for (int i = m_seats; i < 6; ++i) deck.cards.push_back(card(i, s == kNoSeat));
  view.zones.push_back(std::move(deck));
  for (Seat p = 0; p < m_seats; ++p) {
    SeatPlayer player;
    player.seat = p;
    player.role = seatRole(p);
    player.active = !over() && p == actingSeat();
    view.players.push_back(player);
    SeatZone hand = makeSeatZone("p" + std::to_string(p) + ".hand", p, ZoneVisibility::Owner,
                                 ZoneLayout::Slot, 1);
    hand.cards.push_back(card(p, sees(s, p)));
    view.zones.push_back(std::move(hand));
  }
  return view;
}

InfoKey StandoffState::infoKey(Seat s) const {
  InfoKey h = mixHash(0, static_cast<std::uint64_t>(m_lead));
  for (const ActionId a : history()) h = mixHash(h, static_cast<std::uint64_t>(a));
  for (Seat p = 0; p < m_seats; ++p)
    if (sees(s, p)) h = mixHash(h, static_cast<std::uint64_t>(100 + 10 * p + m_cards[p]));
  return h;
}

std::unique_ptr<GameState> StandoffState::resampleFor(Seat s, Rng& rng) const {
  auto world = std::make_unique<StandoffState>(*this);
  // The cards s cannot see, in value order so the true places cannot leak, dealt again.
  std::vector<int> slots;
  for (int i = 0; i < 6; ++i)
    if (i >= m_seats || !sees(s, i)) slots.push_back(i);
  std::vector<int> unseen;
  for (const int i : slots) unseen.push_back(m_cards[i]);
  std::sort(unseen.begin(), unseen.end());
  rng.shuffle(std::span(unseen));
  for (std::size_t k = 0; k < slots.size(); ++k) world->m_cards[slots[k]] = unseen[k];
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<GameState> StandoffState::clone() const {
  return std::make_unique<StandoffState>(*this);
}

std::vector<ZoneSnapshot> StandoffState::zones() const {
  std::vector<ZoneSnapshot> out;
  out.push_back({"deck", std::vector<int>(m_cards.begin() + m_seats, m_cards.end())});
  for (Seat p = 0; p < m_seats; ++p)
    out.push_back({"p" + std::to_string(p) + ".hand", {m_cards[p]}});
  return out;
}

void StandoffState::doApply(ActionId a) {
  // apply() has already put `a` in the history.
  const Seat seat = (m_lead + acted() - 1) % m_seats;
  m_choice[seat] = a;
  GameEvent e;
  e.kind = a == kClaim ? "claim" : "yield";
  e.seat = seat;
  e.messageKey = "standoff.event." + e.kind;
  e.text = "Player " + std::to_string(seat + 1) + (a == kClaim ? " claims." : " yields.");
  emitEvent(std::move(e));
}

namespace {

class StandoffMatchGame final : public Game {
 public:
  const GameInfo& info() const override { return m_info; }
  std::string summary() const override { return "A match of Standoffs (test support)"; }

  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    if (options.seats < 2 || options.seats > 3) return Error{"Standoff is for 2 or 3 players."};
    MatchRules rules;
    rules.segments = options.variant.value("segments", 3);
    rules.firstLead = options.variant.value("lead", 0);
    if (rules.segments < 1 || rules.segments > kMaxSegments)
      return Error{"A Standoff match has 1 to 9 segments."};
    if (rules.firstLead < 0 || rules.firstLead >= options.seats)
      return Error{"The first lead must be one of the seats."};
    rules.roles.assign(static_cast<std::size_t>(options.seats), "follow");
    rules.roles.front() = "lead";
    const std::string name = options.variant.value("policy", std::string("even"));
    StandoffState::Policy policy = StandoffState::Policy::Even;
    if (name == "claim") policy = StandoffState::Policy::Claim;
    if (name == "yield") policy = StandoffState::Policy::Yield;
    if (name == "leadClaims") policy = StandoffState::Policy::LeadClaims;
    const int seats = options.seats;
    auto factory = [seats, policy](const SegmentSetup& setup) -> std::unique_ptr<GameState> {
      return std::make_unique<StandoffState>(standoffInfo(), seats, setup.leadSeat, setup.seed,
                                             setup.last, policy);
    };
    return std::unique_ptr<GameState>(std::make_unique<MatchState>(
        m_info, options.seats, options.seed, std::move(rules), std::move(factory)));
  }

 private:
  GameInfo m_info = makeInfo(kMaxSegments);
};

}  // namespace

std::shared_ptr<const Game> makeStandoffMatchGame() {
  return std::make_shared<StandoffMatchGame>();
}

}  // namespace gm::test
