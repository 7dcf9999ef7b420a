#pragma once
// Test support: MatrixGame, one round of a two-seat zero-sum matrix game played as secret commits
// (seat 0 picks a row, then seat 1 a column without seeing it), for the tests of the search's
// rule at simultaneous choices. Seat 0 receives payoff(row, column), seat 1 its negation; every
// payoff must be in [-1, 1]. There is nothing hidden but the pending commit, so the equilibrium is
// the matrix game's, computable by hand.
#include <memory>
#include <vector>

#include "core/game_state.h"

namespace gm::test {

class MatrixGame final : public rules::GameState {
 public:
  // payoff[row][column] for seat 0; rows and columns non-empty, all rows the same length.
  explicit MatrixGame(std::vector<std::vector<double>> payoff);

  // Biased rock-paper-scissors (rows and columns Rock, Paper, Scissors): Paper beats Rock by 0.5,
  // Rock beats Scissors by 1, Scissors beats Paper by 0.25. Its only equilibrium, for both seats,
  // is (1/7, 4/7, 2/7), value 0: a mix that no best response to the other seat's play finds.
  static MatrixGame biasedRockPaperScissors();

  const rules::GameInfo& info() const override;
  int seatCount() const override { return 2; }
  rules::NodeKind nodeKind() const override;
  rules::Seat actingSeat() const override;
  void legalActions(std::vector<rules::ActionId>& out) const override;
  rules::ActionView describe(rules::ActionId a) const override;
  std::vector<double> returns() const override;
  nlohmann::json observe(rules::Seat s) const override;
  rules::SeatView seatView(rules::Seat s) const override;
  rules::InfoKey infoKey(rules::Seat s) const override;
  std::unique_ptr<rules::GameState> resampleFor(rules::Seat s, rules::Rng& rng) const override;
  std::unique_ptr<rules::GameState> clone() const override;
  std::vector<rules::ZoneSnapshot> zones() const override { return {}; }
  int cardCount() const override { return 0; }

  const std::vector<std::vector<double>>& payoff() const { return m_payoff; }
  // How much a best response to seat `s` playing `mix` gains over the game's value `value`, from
  // the opponent's side (0 at an equilibrium strategy).
  double exploitability(rules::Seat s, const std::vector<double>& mix, double value) const;

 protected:
  void doApply(rules::ActionId a) override;

 private:
  std::vector<std::vector<double>> m_payoff;
  int m_row = -1;
  int m_column = -1;
};

}  // namespace gm::test
