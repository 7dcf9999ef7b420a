#pragma once
// Engines of Vengeance: one Act, the Vigilante against the Detective, with cards that rotate.
//
// Source: the Engines of Vengeance rulebook (shared/rulebooks/engines-of-vengeance.txt, v1.3) with
// the project rulings (shared/rulebooks/RULINGS.md, Engines of Vengeance) and our own decisions,
// all listed under "Our rulings" in assets/rules/engines.md. Scope: a single Act for two seats; the
// three-Act match wraps Acts (rules/core/match_state.h), it does not grow this state.
//
// Shape of an Act for the engine interface (every node is a Decision of one seat):
//  - the Vigilante's seat takes the first turn; a turn is: "play" one hand card (mandatory while
//  the
//    hand holds one; the draw follows inside the same apply), then any number of "use" (an Active
//    card's action, once per card per turn, with a target where the card asks for one) and "rival"
//    (an action printed for the other player, such as pumping the assassin), then "end_turn":
//    rotate own Active cards 90 degrees, deal with exhausted cards in both areas, check for a win;
//  - a reset of a double-ended card asks its resetting player "choose_end"; costs and a WITNESS
//    leaving for Evidence ask for "pick" of a card; the optional Act 3 setup starts with picks.
//  - four cards in a scoring pile at the end of a turn win (not mid-turn); in Act 3 (the
//    cooperative ending) the whole round is judged, so a goal reached at the end of the
//    Vigilante's turn waits for the end of the Detective's. After kMaxTurns turns "the trail goes
//    cold" (our safety limit, not the rulebook's): the fuller scoring pile wins, equal is a draw.
//  - a taken card (SUBVERT, KEEPING TABS) leaving play goes to its taker's Discard, never scored.
//
// Hidden information: each hand (to the other seat), every deck order (to both). The end that is
// up and the angle of every card on the table, and every Discard and scoring pile, are public.
//
// Hot path: doApply() and legalActions() work on fixed arrays and build events only when
// recordEvents() is on.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/game_state.h"
#include "engines_cards.h"

namespace gm::rules::engines {

inline constexpr int kGoal = 4;       // cards in a scoring pile that win
inline constexpr int kHandSize = 2;   // cards dealt to each hand
inline constexpr int kMaxTurns = 60;  // turns of both players together before the trail goes cold
inline constexpr int kMaxPending = 8;

// Action ids (dense, GameInfo::actionCount = kActionCount). Card instance ids are uids 0..cards-1;
// a target of kNoTarget means "no target".
inline constexpr int kNoTarget = kMaxCards;
inline constexpr int kTargetSlots = kMaxCards + 1;
inline constexpr ActionId kPlayBase = 0;                                     // + uid
inline constexpr ActionId kUseBase = kPlayBase + kMaxCards;                  // + uid*slots + target
inline constexpr ActionId kRivalBase = kUseBase + kMaxCards * kTargetSlots;  // same layout
inline constexpr ActionId kEndTurn = kRivalBase + kMaxCards * kTargetSlots;
inline constexpr ActionId kChooseEndBase = kEndTurn + 1;   // + end (0 or 1) to be up
inline constexpr ActionId kPickBase = kChooseEndBase + 2;  // + uid
inline constexpr ActionId kActionCount = kPickBase + kMaxCards;

constexpr ActionId playAction(int uid) {
  return kPlayBase + uid;
}
constexpr ActionId useAction(int uid, int target = kNoTarget) {
  return kUseBase + uid * kTargetSlots + target;
}
constexpr ActionId rivalAction(int uid, int target = kNoTarget) {
  return kRivalBase + uid * kTargetSlots + target;
}
constexpr ActionId chooseEndAction(int end) {
  return kChooseEndBase + end;
}
constexpr ActionId pickAction(int uid) {
  return kPickBase + uid;
}

// The designer's optional setups (issue 3): Act 2 starts FIXER TURNCOAT side up and half of the
// TAILs as INTERROGATE (the cards' "variantStart" in the card file); Act 3 starts with each player
// choosing two cards of its deck to give to the other (our ruling, assets/rules/engines.md).
enum class OptionalSetup : std::uint8_t { None, TurncoatUp, Exchange };

struct ActOptions {
  Seat vigilanteSeat = 0;          // the other seat is the Detective
  bool cooperativeEnding = false;  // Act 3: both may win in the same round (judged per round)
  OptionalSetup setup = OptionalSetup::None;
  // The seed which uid is which card is dealt from (core/card_uids.h): the Act's own seed unless a
  // match numbers the cards once for all its Acts (a uid names one card for the whole game).
  std::optional<std::uint64_t> uidSeed;
};

// Where a card is. Every card is in exactly one zone of one seat.
enum class Zone : std::uint8_t { Deck, Hand, Active, Discard, Score };
inline constexpr int kZoneCount = 5;
const char* zoneKey(Zone z);  // "deck", "hand", "active", "discard", "score"

enum class Phase : std::uint8_t { Play, Actions, Over };

// A question that must be answered before the turn goes on.
enum class PendingKind : std::uint8_t {
  ChooseEnd,     // `card` was reset: which end goes up (choose_end)
  PayCost,       // pick `remaining` cards matching `ability`'s cost, then the ability resolves
  ExhaustBonus,  // `card` exhausted: pick `remaining` Active cards of the chooser's area to score
  Exchange,      // optional Act 3 setup: pick `remaining` cards of your deck to give away
};
struct Pending {
  PendingKind kind = PendingKind::ChooseEnd;
  std::int8_t card = -1;  // the card the question is about (the ability's card for PayCost)
  std::int8_t target = kNoTarget;  // PayCost: the ability's target
  std::int8_t remaining = 0;
  Seat chooser = 0;
  Seat pileSeat = kNoSeat;  // ExhaustBonus: the seat whose scoring pile the picked cards join
  bool rival = false;       // PayCost: the ability is the card's rival action
};

// How the Act ended.
enum class ActEnd : std::uint8_t { None, Bodycount, Evidence, Cooperative, TrailCold, Draw };
const char* actEndKey(ActEnd e);  // "", "bodycount", "evidence", "cooperative", "trailCold", "draw"

// Engines of Vengeance GameInfo for one Act.
const GameInfo& actInfo();

class ActState final : public GameState {
 public:
  ActState(std::shared_ptr<const CardSet> cards, const ActOptions& options, std::uint64_t seed);

  const GameInfo& info() const override { return actInfo(); }
  int seatCount() const override { return 2; }
  NodeKind nodeKind() const override {
    return m_phase == Phase::Over ? NodeKind::Terminal : NodeKind::Decision;
  }
  Seat actingSeat() const override;
  using GameState::legalActions;
  void legalActions(std::vector<ActionId>& out) const override;
  ActionView describe(ActionId a) const override;
  // A card played from hand onto the Active Area (not one picked for a cost or an exchange).
  int playedCardType(ActionId a) const override {
    return m_pendingCount == 0 && a < kUseBase ? m_typeOf[a - kPlayBase] : -1;
  }
  // Hand cards ("play"), cards of both Active Areas with an action or rival action ("use",
  // "rival") and, in the Play phase, "end_turn" (engines_reasons.cpp has the reasons).
  std::vector<Unavailable> unavailable(Seat s) const override;
  // Ending the turn while an Active card's action that scores is still legal: "engines.caution.
  // scoringUnused" (args: the card's end name, then how many such cards).
  std::optional<Caution> caution(ActionId a) const override;
  // +1 winner / -1 loser; +1 / +1 for the cooperative ending; 0 / 0 for a draw.
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  std::vector<ZoneSnapshot> zones() const override;
  int cardCount() const override { return m_cards->cardCount(); }

  // --- for the match wrapper, the table and tests ---
  const CardSet& cards() const { return *m_cards; }
  const ActOptions& options() const { return m_options; }
  Seat vigilanteSeat() const { return m_options.vigilanteSeat; }
  Seat detectiveSeat() const { return 1 - m_options.vigilanteSeat; }
  Seat seatOf(Role r) const { return r == Role::Vigilante ? vigilanteSeat() : detectiveSeat(); }
  Role roleOf(Seat s) const { return s == vigilanteSeat() ? Role::Vigilante : Role::Detective; }
  // "vigilante" / "detective" (roleKey), as the seat's view names it.
  std::string seatRole(Seat s) const;
  bool isOver() const { return m_phase == Phase::Over; }
  // Bit s set: seat s won (both bits: the cooperative ending; none: not over, or a draw).
  unsigned winners() const { return m_winners; }
  bool cooperative() const { return m_end == ActEnd::Cooperative; }
  ActEnd endReason() const { return m_end; }
  Phase phase() const { return m_phase; }
  // The seat whose turn it is (also while a pending question is answered).
  Seat turnSeat() const override { return m_turnSeat; }
  int turn() const { return m_turn; }  // 1-based, both players' turns counted
  bool hasPending() const { return m_pendingCount > 0; }
  const Pending& pending() const { return m_pending[0]; }

  // Per card (uid). Which card each uid is was dealt from the seed among the uids of its owner's
  // deck (core/card_uids.h): the number says nothing of the card.
  const CardType& type(int uid) const { return m_cards->types[m_typeOf[uid]]; }
  Role ownerOf(int uid) const { return type(uid).owner; }
  Zone zoneOf(int uid) const { return static_cast<Zone>(m_zone[uid]); }
  Seat sideOf(int uid) const { return m_side[uid]; }  // the seat whose zone holds it
  int angleOf(int uid) const { return 90 * m_angle[uid]; }
  int endOf(int uid) const { return m_end_up[uid]; }
  bool isTaken(int uid) const { return m_taken[uid]; }
  bool actionUsed(int uid) const { return m_used[uid]; }
  bool rivalUsed(int uid) const { return m_rivalUsed[uid]; }
  const CardEnd& upEnd(int uid) const { return type(uid).ends[m_end_up[uid]]; }

  // Per seat and zone, bottom to top (deck: the last is drawn next; active: in play order).
  int count(Seat s, Zone z) const { return m_count[s][static_cast<int>(z)]; }
  int cardAt(Seat s, Zone z, int i) const { return m_list[s][static_cast<int>(z)][i]; }
  int score(Seat s) const { return count(s, Zone::Score); }

  // Test support only (scenario tests set exact positions; never used by the game itself): moves
  // `uid` to the top of zone `z` of seat `s` with the given angle (degrees) and end up, clearing
  // its taken / used marks. Allowed in the Play or Actions phase with nothing pending (asserted).
  void placeForTest(int uid, Seat s, Zone z, int angle = 0, int end = 0, bool taken = false);
  void setPhaseForTest(Phase p);
  void setTurnForTest(int turn);

 protected:
  void doApply(ActionId a) override;

 private:
  ActState(const ActState&) = default;
  struct WorldCopy {};
  // Copies the rules state and the history, but no events (resampleFor reseeds the rng).
  ActState(const ActState& other, WorldCopy);

  // Moving cards (engines_act.cpp).
  void moveCard(int uid, Seat s, Zone z);
  void deal();
  void drawOne(Seat s);
  void startTurn(Seat s);
  void play(int uid);
  void endTurn();
  void dealWithExhausted(Seat s);
  // RULINGS: a taken card leaving play goes to its taker's Discard, whatever would score it. Moves
  // `uid` there and returns true when it is taken; returns false (nothing moved) otherwise.
  bool discardIfTaken(int uid);
  void settle();
  void finishTurn();
  void finishAct(unsigned winners, ActEnd why);

  // Abilities (engines_effects.cpp).
  bool isActive(int uid) const {
    return m_zone[uid] == static_cast<std::uint8_t>(Zone::Active) && m_angle[uid] < 2;
  }
  bool matches(const Selector& sel, Seat user, int uid) const;
  bool canTarget(Seat user, int source, const Effect& e, int uid) const;
  bool canUse(Seat user, int uid, bool rival) const;
  bool canPay(Seat user, int source, const Cost& cost, int uid) const;
  int costCandidates(Seat user, int source, const Cost& cost) const;
  void useAbility(Seat user, int uid, bool rival, int target);
  void resolveEffects(Seat user, int source, const Ability& ability, int target);
  void applyVerb(Verb v, Seat user, int uid);
  void answerPending(ActionId a);
  void pushPending(const Pending& p);
  void popPending();
  bool bonusCandidate(Seat chooser, int uid) const {
    return isActive(uid) && m_side[uid] == chooser;
  }

  // Events (engines_view.cpp); callers check recordEvents() first.
  void note(const char* kind, Seat seat, int card, std::string from, std::string to, int amount,
            std::vector<std::string> args, std::string text, unsigned visibleTo = ~0u);
  std::string zoneName(Seat s, Zone z) const;
  std::string nameOf(int uid) const { return upEnd(uid).name; }

  std::shared_ptr<const CardSet> m_cards;
  ActOptions m_options;
  // Card uid -> what it is (an index into the set's types), where it is and how it lies.
  std::array<std::uint8_t, kMaxCards> m_typeOf{};
  std::array<std::uint8_t, kMaxCards> m_zone{};
  std::array<std::int8_t, kMaxCards> m_side{};
  std::array<std::uint8_t, kMaxCards> m_angle{};  // quarter turns: 0, 1 (90), 2 (180: exhausted)
  std::array<std::uint8_t, kMaxCards> m_end_up{};
  std::array<bool, kMaxCards> m_taken{};
  std::array<bool, kMaxCards> m_used{};
  std::array<bool, kMaxCards> m_rivalUsed{};
  // When (history length) each card last entered a deck, and when it was drawn: public timings
  // that keep a resampled hand consistent (a card shuffled into the deck after a draw cannot be
  // the card that draw took).
  std::array<std::uint16_t, kMaxCards> m_deckSince{};
  std::array<std::uint16_t, kMaxCards> m_drawnAt{};
  // Seat -> zone -> cards, bottom to top.
  std::array<std::array<std::array<std::int8_t, kMaxCards>, kZoneCount>, 2> m_list{};
  std::array<std::array<std::int8_t, kZoneCount>, 2> m_count{};
  std::array<Pending, kMaxPending> m_pending{};
  std::int8_t m_pendingCount = 0;
  bool m_endingTurn = false;  // pending questions were raised by end_turn: finish it after them
  Phase m_phase = Phase::Play;
  Seat m_turnSeat = 0;
  std::int16_t m_turn = 1;
  unsigned m_winners = 0;
  ActEnd m_end = ActEnd::None;
  std::uint64_t m_publicHash = 0;
  std::array<std::uint64_t, 2> m_privateHash{};  // what each seat alone has seen (its draws)
};

}  // namespace gm::rules::engines
