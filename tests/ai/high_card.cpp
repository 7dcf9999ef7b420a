#include "high_card.h"

#include <bit>
#include <cassert>
#include <nlohmann/json.hpp>

#include "cardless_view.h"

namespace gm::test {
namespace {
constexpr unsigned kAllCards = 0b111;
const char* const kNames[] = {"Low", "Mid", "High"};

// `size` of the three cards drawn from `rng` (as bits).
unsigned deal(rules::Rng& rng, int size) {
  const unsigned one = 1u << rng.uniformInt(3);
  if (size == 1) return one;
  return size == 2 ? kAllCards & ~one : kAllCards;
}
}  // namespace

HighCardState::HighCardState(std::uint64_t seed, std::array<unsigned, 2> hands)
    : GameState(seed), m_hands(hands) {}

const rules::GameInfo& HighCardState::info() const {
  static const rules::GameInfo info{"highcard", "High Card", 1, 2, 2, 3, 2};
  return info;
}

rules::NodeKind HighCardState::nodeKind() const {
  return m_pick[1] >= 0 ? rules::NodeKind::Terminal : rules::NodeKind::SecretCommit;
}

rules::Seat HighCardState::actingSeat() const {
  if (m_pick[0] < 0) return 0;
  return m_pick[1] < 0 ? 1 : rules::kNoSeat;
}

void HighCardState::legalActions(std::vector<rules::ActionId>& out) const {
  out.clear();
  if (isTerminal()) return;
  for (int c = 0; c < 3; ++c)
    if ((m_hands[actingSeat()] >> c) & 1u) out.push_back(c);
}

rules::ActionView HighCardState::describe(rules::ActionId a) const {
  rules::ActionView v;
  v.id = a;
  v.seat = actingSeat();
  v.kind = "play";
  v.args = {kNames[a]};
  v.text = std::string("Play ") + kNames[a];
  return v;
}

std::vector<double> HighCardState::returns() const {
  assert(isTerminal());
  const int d = m_pick[0] - m_pick[1];
  return d > 0   ? std::vector<double>{1, -1}
         : d < 0 ? std::vector<double>{-1, 1}
                 : std::vector<double>{0, 0};
}

nlohmann::json HighCardState::observe(rules::Seat s) const {
  nlohmann::json j{{"game", "highcard"}, {"seat", s}, {"acting", actingSeat()}, {"turn", 0}};
  if (s != rules::kNoSeat) j["hand"] = m_hands[s];
  j["committed"] = m_pick[0] >= 0;
  if (isTerminal())
    j["picks"] = m_pick;
  else if (s == 0 && m_pick[0] >= 0)
    j["mine"] = m_pick[0];
  return j;
}

rules::SeatView HighCardState::seatView(rules::Seat s) const {
  return cardlessSeatView(*this, "highcard", s);
}

rules::InfoKey HighCardState::infoKey(rules::Seat s) const {
  std::uint64_t h = rules::mixHash(0x41c, static_cast<std::uint64_t>(s + 1));
  h = rules::mixHash(h, m_hands[s]);
  h = rules::mixHash(h, m_pick[0] < 0 ? 0 : (s == 0 || isTerminal()) ? m_pick[0] + 2 : 1);
  return rules::mixHash(h, static_cast<std::uint64_t>(m_pick[1] + 1));
}

std::unique_ptr<rules::GameState> HighCardState::resampleFor(rules::Seat s, rules::Rng& rng) const {
  auto world = std::make_unique<HighCardState>(*this);
  if (!isTerminal()) {
    // The other seat's hand when cards were dealt, and its pending commit, are redrawn.
    const rules::Seat other = 1 - s;
    const int size = std::popcount(m_hands[other]);
    if (size < 3) world->m_hands[other] = deal(rng, size);
    if (other == 0 && m_pick[0] >= 0) {
      int pick = 0;
      do pick = static_cast<int>(rng.uniformInt(3));
      while (!((world->m_hands[0] >> pick) & 1u));
      world->m_pick[0] = pick;
      world->mutableHistory()[0] = pick;
    }
  }
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<rules::GameState> HighCardState::clone() const {
  return std::make_unique<HighCardState>(*this);
}

void HighCardState::doApply(rules::ActionId a) {
  m_pick[m_pick[0] < 0 ? 0 : 1] = a;
}

const rules::GameInfo& HighCardGame::info() const {
  return HighCardState(0, {kAllCards, kAllCards}).info();
}

rules::Expected<std::unique_ptr<rules::GameState>> HighCardGame::newGame(
    const rules::GameOptions& options) const {
  if (options.seats != 2) return rules::Error{"High Card is for 2 players."};
  const auto* hand = options.variant.is_object() && options.variant.contains("hand")
                         ? &options.variant.at("hand")
                         : nullptr;
  if (hand && !(hand->is_number_integer() && hand->get<int>() >= 1 && hand->get<int>() <= 3))
    return rules::Error{"\"hand\" must be 1, 2 or 3."};
  const int size = hand ? hand->get<int>() : 3;
  rules::Rng rng(rules::mixHash(options.seed, 0xdea1));
  const std::array<unsigned, 2> hands{deal(rng, size), deal(rng, size)};
  return std::unique_ptr<rules::GameState>(new HighCardState(options.seed, hands));
}

std::vector<rules::CardFace> HighCardGame::cardFaces() const {
  std::vector<rules::CardFace> faces;
  const char* const ids[] = {"low", "mid", "high"};
  for (int c = 0; c < 3; ++c) {
    rules::CardFace f;
    f.id = ids[c];
    f.ends.push_back(rules::FaceEnd{kNames[c], "Card", {}, "", "", ""});
    faces.push_back(std::move(f));
  }
  return faces;
}

}  // namespace gm::test
