#include "raid_game.h"

#include <algorithm>
#include <cassert>
#include <nlohmann/json.hpp>

#include "core/seat_view.h"

namespace gm::test {
namespace {

using namespace gm::rules;
using nlohmann::json;

constexpr int kDeck = -1, kDiscard = -2;

std::string faceOf(int uid) {
  return uid < RaidState::kShields ? "shield" : "blank";
}

const GameInfo& raidInfo() {
  static const GameInfo info{"raid", "Raid", 1, 2, 3, 12, RaidState::kTurnLimit * 3};
  return info;
}

class RaidGame final : public Game {
 public:
  const GameInfo& info() const override { return raidInfo(); }
  std::string summary() const override { return "A tiny test game of X costs and responses."; }
  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    if (options.seats < 2 || options.seats > 3) return Error{"Raid is for 2 or 3 seats."};
    return std::unique_ptr<GameState>(
        std::make_unique<RaidState>(raidInfo(), options.seats, options.seed));
  }
};

}  // namespace

std::shared_ptr<const Game> makeRaidGame() {
  return std::make_shared<RaidGame>();
}

RaidState::RaidState(const GameInfo& info, int seats, std::uint64_t seed)
    : GameState(seed), m_info(&info), m_seats(seats) {
  assert(seats >= 2 && seats <= 3);
  std::array<int, kCards> order{};
  for (int i = 0; i < kCards; ++i) order[i] = i;
  rng().shuffle(std::span<int>(order));
  m_where.fill(kDeck);
  for (Seat s = 0; s < seats; ++s) {
    m_where[order[2 * s]] = s;
    m_where[order[2 * s + 1]] = s;
    m_life[s] = kLife;
    m_energy[s] = 3;
  }
  m_turnSeat = static_cast<Seat>(rng().uniformInt(static_cast<std::uint32_t>(seats)));
  m_public = mixHash(0x4a1d, static_cast<std::uint64_t>(m_turnSeat));
}

NodeKind RaidState::nodeKind() const {
  return m_over ? NodeKind::Terminal : NodeKind::Decision;
}

Seat RaidState::actingSeat() const {
  if (m_over) return kNoSeat;
  return m_responder == kNoSeat ? m_turnSeat : m_responder;
}

bool RaidState::holdsShield(Seat s) const {
  for (int uid = 0; uid < kShields; ++uid)
    if (m_where[uid] == s) return true;
  return false;
}

void RaidState::setShieldsForTest(const std::vector<int>& shields) {
  assert(history().empty() && static_cast<int>(shields.size()) == m_seats);
  m_where.fill(kDeck);
  int nextShield = 0, nextBlank = kShields;
  for (Seat s = 0; s < m_seats; ++s)
    for (int k = 0; k < 2; ++k) m_where[k < shields[s] ? nextShield++ : nextBlank++] = s;
  assert(nextShield <= kShields && nextBlank <= kCards);
}

Seat RaidState::nextLiving(Seat s) const {
  for (int k = 1; k <= m_seats; ++k) {
    const Seat t = (s + k) % m_seats;
    if (m_life[t] > 0) return t;
  }
  return s;
}

std::vector<int> RaidState::handOf(Seat s) const {
  std::vector<int> out;
  for (int uid = 0; uid < kCards; ++uid)
    if (m_where[uid] == s) out.push_back(uid);
  return out;
}

void RaidState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  if (m_over) return;
  if (m_responder != kNoSeat) {
    out.push_back(kPass);
    if (holdsShield(m_responder)) out.push_back(kShield);
    return;
  }
  out.push_back(kRest);
  for (int x = 1; x <= std::min(m_energy[m_turnSeat], kMaxX); ++x) out.push_back(x);
}

ActionView RaidState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  const std::string who = "Seat " + std::to_string(v.seat + 1);
  if (a == kRest) {
    v.kind = "rest";
    v.messageKey = "raid.rest";
    v.text = who + " rests.";
  } else if (a == kPass) {
    v.kind = "pass";
    v.messageKey = "raid.pass";
    v.text = who + " lets the raid through.";
  } else if (a == kShield) {
    v.kind = "respond";
    for (int uid = 0; uid < kShields; ++uid)
      if (m_where[uid] == v.seat) {
        v.cards = {uid};
        break;
      }
    v.fromZone = zoneId(v.seat);
    v.toZone = "discard";
    v.messageKey = "raid.shield";
    v.text = who + " raises a shield.";
  } else {
    v.kind = "raid";
    v.number = a;
    v.messageKey = "raid.raid";
    v.args = {std::to_string(a)};
    v.text = who + " raids for " + std::to_string(a) + ".";
  }
  return v;
}

void RaidState::doApply(ActionId a) {
  m_public = mixHash(m_public, static_cast<std::uint64_t>(a) + 1);
  const Seat actor = actingSeat();
  if (a == kRest) {
    m_energy[actor] = std::min(kMaxX, m_energy[actor] + 2);
    emitEvent(makeEvent("raid", "rest", actor, -1, "", "", "", 2, {}, "rests", ~0u));
    return endTurn();
  }
  if (a >= 1 && a <= kMaxX) {
    m_energy[actor] -= a;
    m_raidX = a;
    m_blocked = false;
    m_responder = nextLiving(actor);
    emitEvent(makeEvent("raid", "raid", actor, -1, "", "", "", a, {}, "raids", ~0u));
    return;
  }
  if (a == kShield) {
    for (int uid = 0; uid < kShields; ++uid)
      if (m_where[uid] == actor) {
        m_where[uid] = kDiscard;
        emitEvent(makeEvent("raid", "shield", actor, uid, faceOf(uid), zoneId(actor), "discard", 0,
                            {}, "shield", ~0u));
        break;
      }
    m_blocked = true;
  }
  // The next responder, or the raid resolves once every other living seat had its window.
  const Seat next = nextLiving(m_responder);
  if (next != m_turnSeat) {
    m_responder = next;
    return;
  }
  m_responder = kNoSeat;
  if (!m_blocked) {
    const Seat target = nextLiving(m_turnSeat);
    m_life[target] = std::max(0, m_life[target] - m_raidX);
    emitEvent(makeEvent("raid", "damage", target, -1, "", "", "", m_raidX, {}, "hit", ~0u));
  }
  endTurn();
}

void RaidState::endTurn() {
  ++m_turn;
  int living = 0;
  for (Seat s = 0; s < m_seats; ++s) living += m_life[s] > 0 ? 1 : 0;
  if (living <= 1 || m_turn > kTurnLimit) {
    m_over = true;
    return;
  }
  m_turnSeat = nextLiving(m_turnSeat);
}

std::vector<double> RaidState::returns() const {
  std::vector<double> r(m_seats, -1.0);
  if (!m_over) return std::vector<double>(m_seats, 0.0);
  const int best = *std::max_element(m_life.begin(), m_life.begin() + m_seats);
  const int tied = static_cast<int>(std::count(m_life.begin(), m_life.begin() + m_seats, best));
  for (Seat s = 0; s < m_seats; ++s)
    if (m_life[s] == best) r[s] = tied == 1 ? 1.0 : 0.0;
  return r;
}

json RaidState::observe(Seat s) const {
  json players = json::array(), zonesJson = json::array();
  for (Seat p = 0; p < m_seats; ++p) {
    players.push_back({{"seat", p}, {"life", m_life[p]}, {"energy", m_energy[p]}});
    json cards = json::array();
    for (const int uid : handOf(p))
      cards.push_back(s == kNoSeat || s == p ? json{{"uid", uid}, {"face", faceOf(uid)}}
                                             : json{{"hidden", true}});
    zonesJson.push_back({{"name", zoneId(p)}, {"count", cards.size()}, {"cards", cards}});
  }
  json deck = json::array(), discard = json::array();
  int deckCount = 0;
  for (int uid = 0; uid < kCards; ++uid) {
    if (m_where[uid] == kDeck) {
      ++deckCount;
      if (s == kNoSeat) deck.push_back({{"uid", uid}, {"face", faceOf(uid)}});
    }
    if (m_where[uid] == kDiscard) discard.push_back({{"uid", uid}, {"face", faceOf(uid)}});
  }
  zonesJson.push_back({{"name", "deck"}, {"count", deckCount}, {"cards", deck}});
  zonesJson.push_back({{"name", "discard"}, {"count", discard.size()}, {"cards", discard}});
  return {
      {"game", "raid"},     {"seat", s},
      {"turn", m_turn},     {"raid", m_responder == kNoSeat ? json(nullptr) : json{{"x", m_raidX}}},
      {"players", players}, {"zones", zonesJson}};
}

SeatView RaidState::seatView(Seat s) const {
  SeatView view;
  view.game = "raid";
  view.seat = s;
  view.turn = m_turn;
  view.turnLimit = kTurnLimit;
  const auto card = [](int uid, bool known, bool faceUp) {
    SeatCard c;
    c.back = "raid";
    c.faceUp = faceUp;
    if (known) {
      c.uid = uid;
      c.face = faceOf(uid);
    }
    return c;
  };
  for (Seat p = 0; p < m_seats; ++p) {
    SeatPlayer player;
    player.seat = p;
    player.out = m_life[p] <= 0;
    player.active = !m_over && p == m_turnSeat;
    player.figures = {{"life", m_life[p], kLife, FigureHint::Meter},
                      {"energy", m_energy[p], kMaxX, FigureHint::Number}};
    view.players.push_back(std::move(player));
    SeatZone hand = makeSeatZone(zoneId(p), p, ZoneVisibility::Owner, ZoneLayout::Fan);
    for (const int uid : handOf(p)) hand.cards.push_back(card(uid, s == kNoSeat || s == p, false));
    view.zones.push_back(std::move(hand));
  }
  SeatZone deck = makeSeatZone("deck", kNoSeat, ZoneVisibility::Nobody, ZoneLayout::Stack);
  SeatZone discard = makeSeatZone("discard", kNoSeat, ZoneVisibility::Everyone, ZoneLayout::Stack);
  for (int uid = 0; uid < kCards; ++uid) {
    if (m_where[uid] == kDeck) deck.cards.push_back(card(uid, s == kNoSeat, false));
    if (m_where[uid] == kDiscard) discard.cards.push_back(card(uid, true, true));
  }
  view.zones.push_back(std::move(deck));
  view.zones.push_back(std::move(discard));
  return view;
}

InfoKey RaidState::infoKey(Seat s) const {
  InfoKey k = mixHash(m_public, static_cast<std::uint64_t>(s) + 7);
  if (s >= 0)
    for (const int uid : handOf(s)) k = mixHash(k, static_cast<std::uint64_t>(uid) + 1);
  return k;
}

std::unique_ptr<GameState> RaidState::resampleFor(Seat s, Rng& rng) const {
  auto world = std::make_unique<RaidState>(*this);
  std::vector<int> unknown;
  for (int uid = 0; uid < kCards; ++uid)
    if (m_where[uid] != s && m_where[uid] != kDiscard) unknown.push_back(uid);
  std::vector<int> places;
  for (const int uid : unknown) places.push_back(m_where[uid]);
  std::sort(places.begin(), places.end());  // what s knows: how many cards lie where
  rng.shuffle(std::span<int>(places));
  for (std::size_t i = 0; i < unknown.size(); ++i) world->m_where[unknown[i]] = places[i];
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<GameState> RaidState::clone() const {
  return std::make_unique<RaidState>(*this);
}

std::vector<ZoneSnapshot> RaidState::zones() const {
  std::vector<ZoneSnapshot> out;
  for (Seat p = 0; p < m_seats; ++p) out.push_back({zoneId(p), handOf(p)});
  ZoneSnapshot deck{"deck", {}}, discard{"discard", {}};
  for (int uid = 0; uid < kCards; ++uid) {
    if (m_where[uid] == kDeck) deck.cards.push_back(uid);
    if (m_where[uid] == kDiscard) discard.cards.push_back(uid);
  }
  out.push_back(std::move(deck));
  out.push_back(std::move(discard));
  return out;
}

}  // namespace gm::test
