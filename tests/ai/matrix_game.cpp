#include "matrix_game.h"

#include "cardless_view.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

namespace gm::test {

MatrixGame::MatrixGame(std::vector<std::vector<double>> payoff)
    : GameState(0), m_payoff(std::move(payoff)) {
  assert(!m_payoff.empty() && !m_payoff.front().empty());
}

MatrixGame MatrixGame::biasedRockPaperScissors() {
  return MatrixGame({{0.0, -0.5, 1.0}, {0.5, 0.0, -0.25}, {-1.0, 0.25, 0.0}});
}

const rules::GameInfo& MatrixGame::info() const {
  static const rules::GameInfo info{"matrix", "MatrixGame", 1, 2, 2, 16, 2};
  return info;
}

rules::NodeKind MatrixGame::nodeKind() const {
  return m_column >= 0 ? rules::NodeKind::Terminal : rules::NodeKind::SecretCommit;
}

rules::Seat MatrixGame::actingSeat() const {
  if (m_row < 0) return 0;
  return m_column < 0 ? 1 : rules::kNoSeat;
}

void MatrixGame::legalActions(std::vector<rules::ActionId>& out) const {
  out.clear();
  const std::size_t count = m_row < 0 ? m_payoff.size() : m_payoff.front().size();
  if (!isTerminal())
    for (std::size_t a = 0; a < count; ++a) out.push_back(static_cast<rules::ActionId>(a));
}

rules::ActionView MatrixGame::describe(rules::ActionId a) const {
  rules::ActionView v;
  v.id = a;
  v.seat = actingSeat();
  v.kind = "pick";
  v.text = std::to_string(a);
  v.args = {v.text};
  return v;
}

std::vector<double> MatrixGame::returns() const {
  assert(isTerminal());
  const double p = m_payoff[static_cast<std::size_t>(m_row)][static_cast<std::size_t>(m_column)];
  return {p, -p};
}

nlohmann::json MatrixGame::observe(rules::Seat s) const {
  nlohmann::json j{{"game", "matrix"}, {"seat", s}, {"acting", actingSeat()}, {"turn", 0}};
  j["rowCommitted"] = m_row >= 0;
  if (m_row >= 0 && (s == 0 || s == rules::kNoSeat || isTerminal())) j["row"] = m_row;
  if (m_column >= 0) j["column"] = m_column;
  return j;
}

rules::SeatView MatrixGame::seatView(rules::Seat s) const {
  return cardlessSeatView(*this, "matrix", s);
}

rules::InfoKey MatrixGame::infoKey(rules::Seat s) const {
  // Seat 1 knows only that a row was committed, never which, until the end.
  const bool seesRow = s == 0 || isTerminal();
  std::uint64_t h = rules::mixHash(0x3a7, static_cast<std::uint64_t>(s + 1));
  h = rules::mixHash(h, m_row < 0 ? 0 : seesRow ? m_row + 2 : 1);
  return rules::mixHash(h, static_cast<std::uint64_t>(m_column + 1));
}

std::unique_ptr<rules::GameState> MatrixGame::resampleFor(rules::Seat s, rules::Rng& rng) const {
  auto world = std::make_unique<MatrixGame>(*this);
  if (s == 1 && m_row >= 0 && m_column < 0) {
    world->m_row = static_cast<int>(rng.uniformInt(static_cast<std::uint32_t>(m_payoff.size())));
    world->mutableHistory()[0] = world->m_row;
  }
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<rules::GameState> MatrixGame::clone() const {
  return std::make_unique<MatrixGame>(*this);
}

double MatrixGame::exploitability(rules::Seat s, const std::vector<double>& mix,
                                  double value) const {
  // The opponent's best reply to `mix`, measured as seat s's payoff.
  double worst = std::numeric_limits<double>::infinity();
  const std::size_t replies = s == 0 ? m_payoff.front().size() : m_payoff.size();
  for (std::size_t r = 0; r < replies; ++r) {
    double payoff = 0.0;
    for (std::size_t a = 0; a < mix.size(); ++a)
      payoff += mix[a] * (s == 0 ? m_payoff[a][r] : -m_payoff[r][a]);
    worst = std::min(worst, payoff);
  }
  return (s == 0 ? value : -value) - worst;
}

void MatrixGame::doApply(rules::ActionId a) {
  if (m_row < 0)
    m_row = a;
  else
    m_column = a;
}

}  // namespace gm::test
