#pragma once
// Test support: High Card, a two-seat game whose balance figures are known by hand, for the tests
// of the balance study. Three cards, Low, Mid and High (action ids and card types 0, 1, 2). Each
// seat holds all three, or with the variant {"hand": 1} or {"hand": 2} that many of them dealt at
// random (its owner alone sees which); seat 0 then seat 1 commits one in secret, and the higher
// card wins (equal cards draw).
//
// With random bots holding all three: a seat wins 1/3 of its games (and draws 1/3). A seat that
// may not play High wins 1/6 (Mid beats Low half the time it is chosen), one that may not play
// Low wins 1/2, one that may not play Mid 1/3. A seat that played High won 2/3 of those games, one
// that did not 1/6.
#include <array>
#include <memory>

#include "core/game.h"
#include "core/game_state.h"

namespace gm::test {

class HighCardState final : public rules::GameState {
 public:
  // Seat s holds the cards of bits hands[s] (bit c: card c).
  HighCardState(std::uint64_t seed, std::array<unsigned, 2> hands);

  const rules::GameInfo& info() const override;
  int seatCount() const override { return 2; }
  rules::NodeKind nodeKind() const override;
  rules::Seat actingSeat() const override;
  void legalActions(std::vector<rules::ActionId>& out) const override;
  rules::ActionView describe(rules::ActionId a) const override;
  int playedCardType(rules::ActionId a) const override { return a; }
  std::vector<double> returns() const override;
  nlohmann::json observe(rules::Seat s) const override;
  rules::SeatView seatView(rules::Seat s) const override;
  rules::InfoKey infoKey(rules::Seat s) const override;
  std::unique_ptr<rules::GameState> resampleFor(rules::Seat s, rules::Rng& rng) const override;
  std::unique_ptr<rules::GameState> clone() const override;
  std::vector<rules::ZoneSnapshot> zones() const override { return {}; }
  int cardCount() const override { return 0; }

 protected:
  void doApply(rules::ActionId a) override;

 private:
  std::array<unsigned, 2> m_hands;
  std::array<int, 2> m_pick{-1, -1};
};

class HighCardGame final : public rules::Game {
 public:
  const rules::GameInfo& info() const override;
  std::string summary() const override { return "Three cards; the higher one wins."; }
  // Variant {"hand": n}: n of the three cards each (1 to 3), dealt from the seed.
  rules::Expected<std::unique_ptr<rules::GameState>> newGame(
      const rules::GameOptions& options) const override;
  std::vector<rules::CardFace> cardFaces() const override;
};

}  // namespace gm::test
