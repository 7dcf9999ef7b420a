#include "tiny_duel.h"

#include "core/seat_view.h"

#include <cassert>
#include <nlohmann/json.hpp>

namespace gm::test {
namespace {

const char* const kNames[] = {"Fold", "Call", "Raise"};

const rules::GameInfo& tinyInfo() {
  static const rules::GameInfo info{"tinyduel", "TinyDuel", 1, 2, 2, 3, 2};
  return info;
}

}  // namespace

TinyDuel::TinyDuel(std::uint64_t seed, bool sequential, std::array<double, 3> weights)
    : GameState(seed), m_sequential(sequential), m_weights(weights) {
  std::array<int, 6> deck{0, 1, 2, 3, 4, 5};
  rng().shuffle(std::span<int>(deck));
  m_card = {deck[0], deck[1]};
}

TinyDuel::TinyDuel(std::array<int, 2> cards, bool sequential, std::array<double, 3> weights)
    : GameState(0), m_sequential(sequential), m_weights(weights), m_card(cards) {
  assert(cards[0] != cards[1]);
}

const rules::GameInfo& TinyDuel::info() const {
  return tinyInfo();
}

rules::NodeKind TinyDuel::nodeKind() const {
  if (m_choice[1] >= 0) return rules::NodeKind::Terminal;
  return m_sequential ? rules::NodeKind::Decision : rules::NodeKind::SecretCommit;
}

rules::Seat TinyDuel::actingSeat() const {
  if (m_choice[0] < 0) return 0;
  return m_choice[1] < 0 ? 1 : rules::kNoSeat;
}

void TinyDuel::legalActions(std::vector<rules::ActionId>& out) const {
  out.clear();
  if (!isTerminal()) out.insert(out.end(), {kFold, kCall, kRaise});
}

rules::ActionView TinyDuel::describe(rules::ActionId a) const {
  rules::ActionView v;
  v.id = a;
  v.seat = actingSeat();
  v.kind = "bet";
  v.messageKey = "tinyduel.bet";
  v.args = {kNames[a]};
  v.text = kNames[a];
  return v;
}

std::vector<double> TinyDuel::returns() const {
  assert(isTerminal());
  const bool fold0 = m_choice[0] == kFold, fold1 = m_choice[1] == kFold;
  if (fold0 && fold1) return {0.0, 0.0};
  if (fold0 || fold1) return fold0 ? std::vector{-0.5, 0.5} : std::vector{0.5, -0.5};
  const double stake = (m_choice[0] == kRaise || m_choice[1] == kRaise) ? 1.0 : 0.5;
  return m_card[0] > m_card[1] ? std::vector{stake, -stake} : std::vector{-stake, stake};
}

bool TinyDuel::seesChoice(rules::Seat s, rules::Seat other) const {
  return s == rules::kNoSeat || s == other || isTerminal() || m_sequential;
}

nlohmann::json TinyDuel::observe(rules::Seat s) const {
  nlohmann::json players = nlohmann::json::array();
  nlohmann::json zones = nlohmann::json::array();
  for (rules::Seat p = 0; p < 2; ++p) {
    nlohmann::json player{{"seat", p}, {"committed", m_choice[p] >= 0}};
    if (m_choice[p] >= 0 && seesChoice(s, p)) player["choice"] = kNames[m_choice[p]];
    players.push_back(player);
    const bool visible = s == rules::kNoSeat || s == p || isTerminal();
    nlohmann::json cards = nlohmann::json::array();
    cards.push_back(visible ? nlohmann::json{{"uid", m_card[p]}, {"face", m_card[p]}}
                            : nlohmann::json{{"hidden", true}});
    zones.push_back({{"name", "p" + std::to_string(p) + ".hand"}, {"count", 1}, {"cards", cards}});
  }
  return {{"game", "tinyduel"}, {"seat", s},          {"acting", actingSeat()},
          {"turn", 0},          {"players", players}, {"zones", zones}};
}

rules::SeatView TinyDuel::seatView(rules::Seat s) const {
  rules::SeatView view;
  view.game = "tinyduel";
  view.seat = s;
  for (rules::Seat p = 0; p < 2; ++p) {
    rules::SeatPlayer player;
    player.seat = p;
    player.active = !isTerminal();
    player.figures = {{"committed", m_choice[p] >= 0 ? 1 : 0, 1, rules::FigureHint::Flag}};
    view.players.push_back(player);
    auto zone = rules::makeSeatZone("p" + std::to_string(p) + ".hand", p,
                                    rules::ZoneVisibility::Owner, rules::ZoneLayout::Slot, 1);
    rules::SeatCard card;
    card.back = "duel";
    if (s == rules::kNoSeat || s == p || isTerminal()) {
      card.uid = m_card[p];
      card.face = std::to_string(m_card[p]);
      card.faceUp = isTerminal();
    }
    zone.cards.push_back(card);
    view.zones.push_back(std::move(zone));
  }
  return view;
}

rules::InfoKey TinyDuel::infoKey(rules::Seat s) const {
  std::uint64_t h = rules::mixHash(0x7d, static_cast<std::uint64_t>(s + 1));
  for (rules::Seat p = 0; p < 2; ++p) {
    const bool cardVisible = s == p || isTerminal();
    h = rules::mixHash(h, cardVisible ? static_cast<std::uint64_t>(m_card[p] + 1) : 0);
    const std::uint64_t choice = m_choice[p] < 0 ? 0 : seesChoice(s, p) ? m_choice[p] + 2 : 1;
    h = rules::mixHash(h, choice);
  }
  return h;
}

std::unique_ptr<rules::GameState> TinyDuel::resampleFor(rules::Seat s, rules::Rng& rng) const {
  auto world = std::make_unique<TinyDuel>(*this);
  const rules::Seat other = 1 - s;
  if (!isTerminal()) {
    int value = static_cast<int>(rng.uniformInt(5));
    if (value >= m_card[s]) ++value;
    world->m_card[other] = value;
    if (m_choice[other] >= 0 && !seesChoice(s, other)) {
      const auto redrawn = static_cast<rules::ActionId>(rng.uniformInt(3));
      world->m_choice[other] = redrawn;
      world->mutableHistory()[other] = redrawn;
    }
  }
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<rules::GameState> TinyDuel::clone() const {
  return std::make_unique<TinyDuel>(*this);
}

void TinyDuel::heuristicWeights(std::span<const rules::ActionId> legal,
                                std::span<double> weights) const {
  for (std::size_t i = 0; i < legal.size(); ++i) weights[i] = m_weights[legal[i]];
}

std::vector<rules::ZoneSnapshot> TinyDuel::zones() const {
  std::vector<rules::ZoneSnapshot> z{
      {"p0.hand", {m_card[0]}}, {"p1.hand", {m_card[1]}}, {"deck", {}}};
  for (int c = 0; c < 6; ++c) {
    if (c != m_card[0] && c != m_card[1]) z[2].cards.push_back(c);
  }
  return z;
}

void TinyDuel::doApply(rules::ActionId a) {
  m_choice[actingSeat()] = a;
}

const rules::GameInfo& TinyDuelGame::info() const {
  return tinyInfo();
}

rules::Expected<std::unique_ptr<rules::GameState>> TinyDuelGame::newGame(
    const rules::GameOptions& options) const {
  if (options.seats != 2) return rules::Error{"TinyDuel is for 2 players."};
  return std::unique_ptr<rules::GameState>(std::make_unique<TinyDuel>(options.seed, m_sequential));
}

}  // namespace gm::test
