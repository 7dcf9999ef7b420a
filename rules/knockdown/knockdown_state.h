#pragma once
// Knockdown, a two-player boxing card duel.
//
// Source: the Knockdown rulebook (shared/rulebooks/knockdown.txt) with the project rulings
// (shared/rulebooks/RULINGS.md, Knockdown) and our own decisions, all listed under "Rulings" in
// assets/rules/knockdown.md. Scope: the whole game for two seats, with fighter-specific card sets
// from the card file.
//
// Shape of the game for the engine interface:
//  - every turn is two SecretCommit nodes, seat 0 then seat 1; the action id is the index (0..9) of
//    the card in the seat's hand, and all ten are always legal (cards return after each turn), so
//    no card is ever shown unavailable (unavailable() keeps the default: none; the table collects
//    the two choices in any order);
//  - the second commit reveals both cards and resolves the whole turn inside that apply(): speed
//    steps (INSTANT, then 9 down to 1, equal speeds together), hits, Stamina reveals, knockdowns
//    and losses; the game ends after the first step in which someone loses (both: a draw);
//  - after kMaxTurns turns "the final bell" ends the fight: less total damage taken wins.
//
// Hidden information: Stamina orders (unknown to both seats) and a pending commit (known to its
// seat). Everything else is public; see knockdown_view.cpp for observe() and infoKey().
//
// Hot path: doApply() and legalActions() use fixed arrays only and build events only when
// recordEvents() is on, so random playouts run well over 100,000 games per second.
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/game_state.h"
#include "knockdown_setup.h"

namespace gm::rules::knockdown {

inline constexpr int kMaxPiles = 3;           // the third Unstable pile loses
inline constexpr int kKnockdownReveals = 10;  // reveals without a Rally that lose
inline constexpr int kLosingDamage = 20;      // damage in one turn that loses
inline constexpr int kMaxTurns = 40;          // the final bell

enum class LossReason : std::uint8_t {
  None,
  TwentyDamage,  // 20+ damage taken in one turn
  ThreePiles,    // a third separate Unstable pile
  AllUnstables,  // every Unstable of the deck revealed
  NoRally,       // ten reveals without a Rally while knocked down
  FinalBell,     // more total damage than the opponent after the last turn
};
// "twentyDamage", "threePiles", "allUnstables", "noRally", "finalBell" ("" for None).
const char* lossKey(LossReason r);

// Knockdown's GameInfo: two seats, ten action ids, at most 2 * kMaxTurns actions.
const GameInfo& knockdownInfo();

// One player's cards and counters. Card arrays hold uids, index 0 = bottom.
struct PlayerState {
  std::array<std::uint8_t, kMaxDeck> stamina{};
  std::array<std::uint8_t, kMaxDeck> discard{};
  // The Unstable piles laid end to end: pile k holds pileSize[k] cards after those of piles < k.
  // Only the newest pile ever grows (a knockdown adds to the pile that started it).
  std::array<std::uint8_t, kMaxDeck> unstable{};
  std::array<std::uint8_t, kKnockdownReveals> revealing{};
  std::array<std::uint8_t, kMaxPiles> pileSize{};
  std::uint8_t staminaCount = 0;
  std::uint8_t discardCount = 0;
  std::uint8_t unstableCount = 0;  // every Unstable revealed so far (all piles)
  std::uint8_t pileCount = 0;
  std::uint8_t revealingCount = 0;
  std::int8_t pending = -1;  // committed hand index, -1 when none
  bool knockedDown = false;  // knocked down during the turn being (or last) resolved
  // On the canvas now: from the knockdown until the fighter rallies or the turn's resolution ends.
  // What the table shows as "Knocked down" while it steps through the events; always false
  // between actions, so it never shows a turn's result while the next turn's cards are face down.
  bool onCanvas = false;
  LossReason loss = LossReason::None;
  std::int16_t damageThisTurn = 0;  // of the turn being (or last) resolved
  std::int16_t totalDamage = 0;
  std::int16_t momentum = 0;  // carried bonus waiting for the next hit

  bool operator==(const PlayerState&) const = default;
};

// What happened in the last resolved turn (kept always: a few bytes, read by observe()).
struct HitRecord {
  std::int8_t base = 0;
  bool critical = false;
  std::int16_t momentum = 0;       // carried bonus added (and spent if amount > 0)
  std::int16_t reduction = 0;      // defender's reduction in effect
  std::int16_t amount = 0;         // damage dealt
  bool knockedDownBefore = false;  // zeroed: the attacker was knocked down at an earlier step
};
struct StepRecord {
  std::int8_t rank = 0;
  std::uint8_t seats = 0;           // bit s: seat s's card resolves in this step
  std::array<HitRecord, 2> hits{};  // by attacker; meaningful when the seat's card has base > 0
};
struct TurnRecord {
  std::int8_t turn = 0;  // 0: no turn resolved yet
  std::array<std::int8_t, 2> cards{-1, -1};
  std::int8_t stepCount = 0;
  std::array<StepRecord, 2> steps{};
};

class KnockdownState final : public GameState {
 public:
  KnockdownState(std::shared_ptr<const Setup> setup, std::uint64_t seed);

  const GameInfo& info() const override;
  int seatCount() const override { return 2; }
  NodeKind nodeKind() const override {
    return m_over ? NodeKind::Terminal : NodeKind::SecretCommit;
  }
  Seat actingSeat() const override { return m_over ? kNoSeat : m_toAct; }
  using GameState::legalActions;
  void legalActions(std::vector<ActionId>& out) const override;
  ActionView describe(ActionId a) const override;
  // Every action plays the Action card at its hand index.
  int playedCardType(ActionId a) const override { return m_setup->faceIndex(m_toAct, a); }
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  std::vector<ZoneSnapshot> zones() const override;
  int cardCount() const override { return m_setup->cardCount(); }

  const Setup& setup() const { return *m_setup; }
  // Card numbers (core/card_uids.h): which uid carries which card is dealt from the seed. The uid
  // of seat s's Action card at hand index i; the kind of a Stamina card; "jab" for an Action
  // card, "rally" / "unstable" / "stable" for a Stamina card.
  int actionUid(Seat s, int i) const { return m_actionUid[s][i]; }
  StaminaKind kindOf(int uid) const {
    assert(!m_setup->isActionUid(uid));
    return static_cast<StaminaKind>(m_card[uid]);
  }
  std::string faceOf(int uid) const;
  const PlayerState& player(Seat s) const { return m_players[s]; }
  // The turn being chosen (1-based); at the end, the last turn played.
  int turn() const { return m_turn; }
  const TurnRecord& lastTurn() const { return m_lastTurn; }
  // kNoSeat while playing or after a draw.
  Seat winner() const { return m_winner; }
  bool isDraw() const { return m_over && m_winner == kNoSeat; }
  std::uint64_t publicHash() const { return m_publicHash; }

  // Test support only (scenario tests arrange exact positions; never used by the game itself).
  // Lays out seat s's Stamina cards: letters R(ally), U(nstable), S(table). `stamina` is top first,
  // `discard` bottom first, each of `piles` an Unstable pile ("UU"). The deck's other cards go
  // under the listed Stamina, Stables nearest the top, then Rallies, then Unstables at the very
  // bottom (or onto the Discard with restInDiscard). Momentum and total damage are set too. Allowed
  // only at the start of a turn (no pending commit) and only with enough cards of each kind
  // (asserted).
  struct TestLayout {
    std::string stamina{};
    std::string discard{};
    std::vector<std::string> piles{};
    bool restInDiscard = false;
    int momentum = 0;
    int totalDamage = 0;
  };
  void arrangeForTest(Seat s, const TestLayout& layout);
  void setTurnForTest(int turn);

 protected:
  void doApply(ActionId a) override;

 private:
  KnockdownState(const KnockdownState&) = default;
  // Copies the rules state and the history but no events and no rng (resampleFor reseeds it).
  struct WorldCopy {};
  KnockdownState(const KnockdownState& other, WorldCopy);

  void resolveTurn();
  void runStep(std::uint8_t seats, const std::array<CardEffect, 2>& effects,
               std::array<int, 2>& reduction);
  void takeDamage(Seat s, int amount);
  void knockdownSequence(Seat s);
  // Pops the top Stamina card, first shuffling the Discard into an empty Stamina; -1 when both are
  // empty (only reachable with unusual card files).
  int drawTop(Seat s);
  void shuffleDiscardIntoStamina(Seat s);
  void lose(Seat s, LossReason why);
  void finish();
  void noteRevealed(Seat s, int uid);

  // Event builders; callers check recordEvents() first (they allocate).
  void emitEvent(std::string kind, Seat seat, int card, std::string fromZone, std::string toZone,
                 int amount, std::vector<std::string> args, std::string text,
                 unsigned visibleTo = ~0u);
  std::string cardName(Seat s, int index) const { return m_setup->action(s, index).name; }
  std::string zoneName(Seat s, std::string_view zone) const;
  std::string pileZone(Seat s, int pile) const;

  std::shared_ptr<const Setup> m_setup;
  // By uid: an Action card's hand index, a Stamina card's kind.
  std::array<std::uint8_t, 2 * (kHandSize + kMaxDeck)> m_card{};
  // Per seat and kind: bit j is set when its Stamina uid firstStaminaUid + j is of that kind.
  std::array<std::array<std::uint64_t, 3>, 2> m_kindMask{};
  std::array<std::array<std::uint8_t, kHandSize>, 2> m_actionUid{};
  std::array<PlayerState, 2> m_players{};
  TurnRecord m_lastTurn{};
  std::uint64_t m_publicHash = 0;
  std::int16_t m_turn = 1;
  Seat m_toAct = 0;
  Seat m_winner = kNoSeat;
  bool m_over = false;
};

}  // namespace gm::rules::knockdown
