#pragma once
// Test support: "Standoff", a tiny game with roles and hidden cards, and a match of Standoffs, so
// the match wrapper (core/match_state.h) and the per-role counting of the tools can be tested
// without a real engine.
//
// Six cards valued 0..5 (uid = value, face "v<value>") are shuffled; every seat is dealt one face
// down (only its owner sees it), the rest stay in the deck. Starting with the lead seat (role
// "lead"; the others are "follow") and going round once, each seat yields (action 0) or claims
// (action 1), in the open. Then the hands are shown:
//   nobody claims: a draw (all 0); one claims: it wins (+1, the others -1);
//   several claim: with shared wins allowed they all win together (+1, the others -1), else the
//   claimer with the highest card wins.
// heuristicWeights() follows a fixed policy chosen at construction, so the heuristic bot plays a
// known line and tests of the tools can count exact outcomes.
#include <array>
#include <memory>

#include "core/game.h"
#include "core/game_state.h"

namespace gm::test {

class StandoffState final : public rules::GameState {
 public:
  static constexpr rules::ActionId kYield = 0, kClaim = 1;
  // What heuristicWeights() prefers: nothing, always claim, always yield, or claim only as lead.
  enum class Policy { Even, Claim, Yield, LeadClaims };

  StandoffState(const rules::GameInfo& info, int seats, rules::Seat lead, std::uint64_t seed,
                bool sharedWins, Policy policy = Policy::Even);

  const rules::GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return m_seats; }
  rules::NodeKind nodeKind() const override;
  rules::Seat actingSeat() const override;
  void legalActions(std::vector<rules::ActionId>& out) const override;
  using GameState::legalActions;
  rules::ActionView describe(rules::ActionId a) const override;
  std::vector<double> returns() const override;
  nlohmann::json observe(rules::Seat s) const override;
  rules::SeatView seatView(rules::Seat s) const override;
  rules::InfoKey infoKey(rules::Seat s) const override;
  std::unique_ptr<rules::GameState> resampleFor(rules::Seat s, rules::Rng& rng) const override;
  std::unique_ptr<rules::GameState> clone() const override;
  std::vector<rules::ZoneSnapshot> zones() const override;
  int cardCount() const override { return 6; }
  // The role its view shows; a match of Standoffs lists the same roles in MatchRules.
  std::string seatRole(rules::Seat s) const { return s == m_lead ? "lead" : "follow"; }
  void heuristicWeights(std::span<const rules::ActionId> legal,
                        std::span<double> weights) const override;

  int card(rules::Seat s) const { return m_cards[s]; }
  bool sharedWins() const { return m_sharedWins; }

 protected:
  void doApply(rules::ActionId a) override;

 private:
  int acted() const { return static_cast<int>(history().size()); }
  bool over() const { return acted() == m_seats; }
  bool sees(rules::Seat viewer, rules::Seat owner) const;

  const rules::GameInfo* m_info;
  int m_seats;
  rules::Seat m_lead;
  bool m_sharedWins;
  Policy m_policy;
  std::array<int, 6> m_cards{};  // m_cards[s] for s < seats: the hands; the rest: the deck
  std::array<int, 3> m_choice{-1, -1, -1};
};

// "standoff": a match of Standoffs for 2 or 3 seats, shared wins allowed in the last one.
// Variant options: "segments" (1 to 9, default 3), "lead" (the first lead seat, default 0) and
// "policy" ("even", "claim", "yield", "leadClaims"; default "even").
std::shared_ptr<const rules::Game> makeStandoffMatchGame();
// The GameInfo of one Standoff (for tests that build single segments).
const rules::GameInfo& standoffInfo();

}  // namespace gm::test
