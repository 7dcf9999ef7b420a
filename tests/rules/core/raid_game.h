#pragma once
// Test support: "Raid", a tiny game for the two interface features the richer games need: an
// action that carries a chosen number (an X cost) and response windows (decision nodes of a seat
// other than the one whose turn it is, with a pass action).
//
// 2-3 seats, 6 life and 3 energy each; a deck of 8 cards, 3 of them shields, the rest blanks;
// every seat is dealt 2 cards face down (only its owner sees them). On its turn a seat either
// rests (+2 energy, at most 9) or raids the next living seat for X (1 <= X <= its energy; it
// pays X at once). After a raid is declared, every other living seat in seat order from the
// turn seat's left gets a response window, whether or not it holds a shield: so the public
// sequence of nodes never tells who could have responded. In its window a seat passes or
// discards a shield; the first shield blocks the raid (a later one is spent for nothing). An
// unblocked raid costs the target X life. A seat at 0 life is out; the last one standing wins.
// After 30 turns the most life wins (a tie is a draw among the tied).
//
// Action ids: 0 rest; 1..9 raid with X = id; 10 pass; 11 shield.
#include <array>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/game_state.h"

namespace gm::test {

class RaidState final : public rules::GameState {
 public:
  static constexpr rules::ActionId kRest = 0, kPass = 10, kShield = 11;
  static constexpr int kMaxX = 9, kLife = 6, kTurnLimit = 30, kCards = 8, kShields = 3;

  RaidState(const rules::GameInfo& info, int seats, std::uint64_t seed);

  const rules::GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return m_seats; }
  rules::NodeKind nodeKind() const override;
  rules::Seat actingSeat() const override;
  rules::Seat turnSeat() const override { return m_turnSeat; }
  bool isResponseWindow() const override { return !m_over && m_responder != rules::kNoSeat; }
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
  int cardCount() const override { return kCards; }

  int life(rules::Seat s) const { return m_life[s]; }
  int energy(rules::Seat s) const { return m_energy[s]; }
  bool holdsShield(rules::Seat s) const;
  // Test support: deals again so that seat s holds shields[s] shields and 2 - shields[s] blanks
  // (at most 3 shields in all); the other cards go to the deck. Only before any action.
  void setShieldsForTest(const std::vector<int>& shields);

 protected:
  void doApply(rules::ActionId a) override;

 private:
  static bool isShield(int uid) { return uid < kShields; }
  std::string zoneId(rules::Seat s) const { return "p" + std::to_string(s) + ".hand"; }
  rules::Seat nextLiving(rules::Seat s) const;
  bool over() const { return m_over; }
  void endTurn();
  // The zones as uids: 0..seats-1 hands, then deck and discard.
  std::vector<int> handOf(rules::Seat s) const;

  const rules::GameInfo* m_info;
  int m_seats;
  std::array<int, kCards> m_where{};  // per uid: seat holding it, -1 deck, -2 discard
  std::array<int, 3> m_life{};
  std::array<int, 3> m_energy{};
  rules::Seat m_turnSeat = 0;
  rules::Seat m_responder = rules::kNoSeat;  // kNoSeat: the turn seat decides
  int m_raidX = 0;
  bool m_blocked = false;
  int m_turn = 1;
  bool m_over = false;
  std::uint64_t m_public = 0;  // hash of what everybody has seen
};

// "raid" for 2 or 3 seats.
std::shared_ptr<const rules::Game> makeRaidGame();

}  // namespace gm::test
