#pragma once
// Test support: TinyDuel, a two-seat game small enough to reason about exactly, for the bot tests.
//
// Six cards valued 0..5; each seat is dealt one face down (only its owner sees it). Seat 0 then
// seat 1 pick Fold (0), Call (1) or Raise (2): as secret commits in the simultaneous mode, as
// public decisions in the sequential mode (seat 1 sees what seat 0 picked). Then the cards show:
//   both fold: draw; one folds: the other wins 0.5;
//   otherwise the higher card wins 1 if anyone raised, else 0.5.
// Holding the 5, Raise is never worse than anything else and better than Call against Call; seat 1
// holding the 0 facing a Raise loses least by folding. heuristicWeights() returns the weights given
// at construction, so a test controls the policy hook exactly.
#include <array>
#include <memory>

#include "core/game.h"
#include "core/game_state.h"

namespace gm::test {

class TinyDuel final : public rules::GameState {
 public:
  static constexpr rules::ActionId kFold = 0, kCall = 1, kRaise = 2;

  TinyDuel(std::uint64_t seed, bool sequential, std::array<double, 3> weights = {1.0, 1.0, 1.0});
  // A deal chosen by the test (values 0..5, different).
  TinyDuel(std::array<int, 2> cards, bool sequential, std::array<double, 3> weights = {1, 1, 1});

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
  void heuristicWeights(std::span<const rules::ActionId> legal,
                        std::span<double> weights) const override;
  std::vector<rules::ZoneSnapshot> zones() const override;
  int cardCount() const override { return 6; }

  int card(rules::Seat s) const { return m_card[s]; }

 protected:
  void doApply(rules::ActionId a) override;

 private:
  // Whether seat s may see what `other` picked (its own pick, a public decision, or after the end).
  bool seesChoice(rules::Seat s, rules::Seat other) const;

  bool m_sequential;
  std::array<double, 3> m_weights;
  std::array<int, 2> m_card{};
  std::array<int, 2> m_choice{-1, -1};
};

class TinyDuelGame final : public rules::Game {
 public:
  explicit TinyDuelGame(bool sequential) : m_sequential(sequential) {}
  const rules::GameInfo& info() const override;
  std::string summary() const override { return "TinyDuel (test support)"; }
  rules::Expected<std::unique_ptr<rules::GameState>> newGame(
      const rules::GameOptions& options) const override;

 private:
  bool m_sequential;
};

}  // namespace gm::test
