#pragma once
// Personal Vendetta: 2-4 clones share one deck (the head) and a market of four face-up cards
// (headspace); they spend ticks, their own corpus and cerebrium to take, play and activate cards,
// and the last clone alive wins.
//
// Source: the Personal Vendetta rulebook (shared/rulebooks/personal-vendetta.txt) with the project
// rulings (shared/rulebooks/RULINGS.md, Personal Vendetta): 20 / 15 / 10 corpus and cerebrium for
// 2 / 3 / 4 clones; 2 ticks a turn (1 on the game's first turn), a take costs 1 tick, an action
// without a tick in its cost needs a tick left, ticks must be spent and are lost when nothing is
// possible; 4 cards flipped into headspace after an action that leaves it empty, the head rebuilt
// from every forgotten pile; hand size 4; the reaction window in seat order from the clone after
// the active one to the active one, reactions are not actions, and off-turn ones cannot pay ticks;
// "choose a clone" means an opponent; death at 0 or less at once (hand, forgotten pile and states
// set aside; the active clone's turn ends); X from 0 (or the card's own minimum) up to what the
// payer holds, and paying one's last corpus or cerebrium kills; a reduction is taken off the sum of
// what one action does to a clone's corpus (or cerebrium), not going under 0; a card taken from
// headspace stays known to every seat while it is in the taker's hand. Scope: the whole game for 2,
// 3 and 4 clones with our 32-card set (two sets of 16 that the "sets" option chooses from); the
// rulebook's own cards are not printed in it and are not ours.
//
// ---- Our rulings (where the rulebook and RULINGS.md leave a question open; numbered as under
// "Our rulings" in assets/rules/vendetta.md and vendetta.de.md, which tell them to players) ----
//  1. Corpus and cerebrium never go above their starting value; gains beyond it are lost.
//  2. A take moves its card when it resolves, after the window, so a reaction may negate it.
//  3. The chosen clone is chosen before the window; with one opponent left, without asking.
//  4. A clone that dies paying a cost gets nothing for it: its action or reaction does not resolve.
//  5. A death that ends the game or the active clone's turn stops the effect there; the deaths of
//     one step are one moment (the last clones may draw).
//  6. "Gain ticks" off one's own turn does nothing.
//  7. A state's triggers start once it is in play: the play that brought it in does not trigger it.
//  8. An action's triggers resolve in seat order from the active clone, each clone's states in the
//     order they came into play.
//  9. A main phase that starts with headspace empty refills it first.
// 10. Invasive interrogation lasts the chosen clone's whole next turn; twice is the same as once.
// 11. A negated action still happened: its cost stays paid and its take / play / activate
//     triggers trigger; a negated state goes to the forgotten pile.
// 12. A card's steps resolve in printed order and a condition is judged at its step, on the clones
//     as the earlier steps left them without the reductions (a reduction never earns a bonus).
// 13. A state's reduction comes off the total of an effect that is not an action (a reaction's, a
//     trigger's) in the same way; a shield guards only against the action it reacted to.
// 14. The safety limit: after 60 turns per clone or 6,000 actions, a draw among the living.
//
// ---- The names a table reads (stable; the table is built on them) ----
//
// Zones (SeatView::zones, in this order; ZoneSnapshot names are the same ids):
//   "head"         shared Stack, Nobody: the deck (bottom first; the top is the last card)
//   "headspace"    shared Row, Everyone: the market (refilled with 4; a pop may add more, so the
//                  zone has no capacity)
//   "resolving"    shared Row, Everyone: the card of the action being resolved and, above it, a
//                  reaction while it resolves; a card here carries the mark "owner:<seat>" and,
//                  when an X was chosen, the counter "x"
//   The card of the action declared and not resolved yet (a headspace card being taken, a state
//   being activated, a card being played) carries the mark "declared", wherever it lies.
//   "p<s>.hand"      Fan, Owner: seat s's hand (a card taken from headspace or brought back from a
//                    public pile stays known to every seat; a drawn card only to its owner)
//   "p<s>.states"    Row, Everyone: seat s's states in play (no counters)
//   "p<s>.forgotten" Stack, Everyone: seat s's forgotten pile (bottom first)
//   "p<s>.aside"     Row, Everyone: cards seat s set aside, and all of a dead clone's cards
//
// Figures (SeatPlayer::figures, in this order):
//   "corpus"     Meter, max = the starting value (20 / 15 / 10 for 2 / 3 / 4 clones)
//   "cerebrium"  Meter, max = the starting value
//   "ticks"      Number: unspent ticks (only the active clone has any)
//   "hand"       Number: cards in hand
//   "hand_size"  Number: the hand size now (4 plus the states' changes, at least 0)
//   "interrogated" Flag: 1 while the clone is under invasive interrogation (its next turn, or the
//                  turn it is playing)
//   "chosen"     Flag: 1 while the clone is the one chosen by the action declared and not resolved
//                yet, or by the reaction or trigger being resolved
//
// Event kinds (GameEvent::kind; message key "vendetta.event.<kind>"; seat = whose event):
//   turn (amount: turn number), phase (args: "beginning" / "main" / "end"),
//   ticks (gain at the beginning phase or by an effect; amount), spend (ticks paid; amount),
//   lose_ticks (ticks lost: nothing possible, or an effect; amount),
//   take (headspace -> hand), play (hand -> resolving), activate (a state; card stays),
//   react (hand -> resolving: a reaction played; args: "holds" / "fails"), wasted (a reaction
//   whose condition does not hold: paid, no effect; it is forgotten next),
//   choose_x (amount: X), target (amount: the chosen seat),
//   pay (args: "corpus" / "cerebrium", amount), discard (hand -> forgotten; args: "cost" /
//   "effect" / "hand_size"), discard_state (states -> forgotten; args "cost" / "effect"),
//   bury (forgotten -> bottom of the head: a forgotten-card cost),
//   inflict (seat: the clone who lost; amount; args: resource, amount, seat of the source, the
//   amount before reductions, the points reduced, then the faces of the cards that reduced it),
//   leech (seat: the clone who lost; amount; args: as inflict, the source being the gainer),
//   gain / lose (amount; args: resource), shield (amount; args: resource), negate (card),
//   pop (head -> headspace), push (headspace -> bottom of the head), flip (head -> headspace when
//   headspace is refilled), refill (amount: cards flipped), draw (head -> hand; the face only to
//   the drawer unless every seat knows the card), recall (forgotten -> hand), set_aside (-> aside),
//   rebuild (every forgotten pile shuffled into a new head; amount: cards),
//   interrogate (seat: the chosen clone), trigger (card: the state whose trigger resolves; args:
//   the event key), forget (resolving -> forgotten), enter (resolving -> states),
//   death (seat; its cards went to its set-aside zone), game_over (seat: the winner, kNoSeat for a
//   draw; args: "last_standing" / "draw" / "turn_limit").
//
// Action kinds (ActionView::kind): take, play, activate (a state's activated ability), react (play
// a reaction in a reaction window), pass (end one's reaction window), x (choose X: number),
// target (choose a clone), pay_card / pay_state / pay_forgotten (choose a card for a cost),
// discard (discard down to hand size), effect_discard / push / recall / discard_state (choices an
// effect asks for), order (which beginning- or end-of-turn trigger resolves next).
//
// Options (GameOptions::variant): {"sets": 0 set A, 1 set B, 2 both (default)}.
//
// Why an action is unavailable (GameState::unavailable, keys "vendetta.why.<reason>"): notYourTurn
// (args: the active seat, 1-based), noTick, notEnoughCorpus, notEnoughCerebrium, notEnoughCards,
// notEnoughStates, notEnoughForgotten (a cost the seat cannot pay), reactionOnlyInWindow (a
// reaction held while no action waits), notInWindow (args: the seat whose window it is),
// noTicksOffTurn, mustPlayOrActivate (invasive interrogation: no take), waitFor (the seat's own
// turn, another seat is choosing: a reaction, a discard; args: that seat), finishChoice (the
// seat's own turn, its own choice is open: X, a cost, a target, ...).
//
// Cautions (GameState::caution, keys "vendetta.caution.<reason>"): paysLast (the payment takes the
// payer's last corpus or cerebrium, and the clone dies; args: the card id, "corpus" or
// "cerebrium", what the payer has), noEffect (a reaction whose "if reacting to" condition does not
// hold for the action waiting: it is paid for and does nothing; args: the reaction's card id).
//
// ---- Shape for the engine interface ----
// Every node is a Decision. A turn: the beginning phase (the active clone orders its triggers when
// two or more are due, then gains ticks), the main phase (take / play / activate until no tick is
// left; each declared action pays its cost, may ask for X, cost cards and a chosen clone, then
// opens the reaction window for every living clone in seat order from the next clone to the active
// one, then resolves), the end phase (triggers, then discard down to hand size).
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "vendetta_cards.h"

namespace gm::rules::vendetta {

inline constexpr int kBaseHandSize = 4;
inline constexpr int kTurnsPerSeat = 60;  // the safety cap on turns (our ruling 14)

// Action ids.
inline constexpr ActionId kTakeBase = 0;
inline constexpr ActionId kPlayBase = kMaxCards;
inline constexpr ActionId kActivateBase = 2 * kMaxCards;
inline constexpr ActionId kReactBase = 3 * kMaxCards;
inline constexpr ActionId kPickBase = 4 * kMaxCards;
inline constexpr ActionId kTargetBase = 5 * kMaxCards;
inline constexpr ActionId kXBase = kTargetBase + kMaxSeats;
inline constexpr ActionId kPass = kXBase + kMaxX + 1;
static_assert(kPass + 1 == kActionCount);

int startingLife(int seats);  // 20, 15, 10

enum class ZoneKind : std::uint8_t { Head, Headspace, Resolving, Hand, States, Forgotten, Aside };

// What the acting seat is asked now.
enum class Phase : std::uint8_t {
  Main,        // take / play / activate
  Order,       // which due trigger resolves next
  ChooseX,     // X for the cost being paid
  PayPick,     // a card, state or forgotten card for a cost
  Target,      // choose a clone
  React,       // a reaction window
  EffectPick,  // a choice an effect asks for (discard, push, recall, discard a state)
  HandLimit,   // discard down to hand size
  Over
};
const char* phaseKey(Phase p);

// Where the turn is between decisions.
enum class Stage : std::uint8_t {
  BeginTriggers,
  GainTicks,
  Main,
  ActionCost,
  ActionTarget,
  Window,
  Resolve,
  ActionTriggers,
  AfterAction,
  EndTriggers,
  HandLimit,
  NextTurn
};

enum class ActKind : std::uint8_t { None, Take, Play, Activate };

enum class EndReason : std::uint8_t { None, LastStanding, Draw, TurnLimit };

// A small list of card uids (bottom / left first).
struct Pile {
  std::array<std::uint8_t, kMaxCards> c{};
  std::uint8_t n = 0;
  int size() const { return n; }
  bool empty() const { return n == 0; }
  int operator[](int i) const { return c[i]; }
  void push(int uid) { c[n++] = static_cast<std::uint8_t>(uid); }
  void pushBottom(int uid) {
    for (int i = n; i > 0; --i) c[i] = c[i - 1];
    c[0] = static_cast<std::uint8_t>(uid);
    ++n;
  }
  int pop() { return c[--n]; }
  int find(int uid) const {
    for (int i = 0; i < n; ++i)
      if (c[i] == uid) return i;
    return -1;
  }
  void eraseAt(int i) {
    for (int k = i + 1; k < n; ++k) c[k - 1] = c[k];
    --n;
  }
  bool erase(int uid) {
    const int i = find(uid);
    if (i < 0) return false;
    eraseAt(i);
    return true;
  }
  std::vector<int> list() const { return {c.begin(), c.begin() + n}; }
};

struct Clone {
  Pile hand, states, forgotten, aside;
  std::int16_t corpus = 0, cerebrium = 0;
  std::int8_t ticks = 0;
  bool out = false;
  bool interrogateNext = false;  // invasive interrogation waiting for this clone's next turn
  bool interrogatedNow = false;  // this turn is under invasive interrogation
  std::uint8_t place = 0;        // 0 while alive or at the end; 1 = the winner
};

// An effect being resolved: a card's own effect, or one ability of a state.
struct Frame {
  std::int8_t card = -1;
  std::int8_t ability = -1;  // -1: the card's benefit and penalty; else the state's ability
  Seat controller = kNoSeat;
  Seat target = kNoSeat;  // the chosen clone, once chosen
  std::int8_t x = 0;
  std::uint8_t step = 0;  // next step (benefit steps, then penalty steps)
  std::int8_t picks = 0;  // picks left of the step being resolved (step - 1)
  Seat picker = kNoSeat;  // who makes them
  bool asked = false;     // the chosen clone was settled (chosen, or none needed)
  bool aside = false;     // set aside "this": the card goes to set-aside cards, not forgotten
  bool live = false;
  // The points of reduction (armor, and shields against the action) this effect has used up on
  // each clone, [seat][corpus/cerebrium]: a reduction comes off the effect's total, not each step.
  std::array<std::array<std::int16_t, 2>, kMaxSeats> reduced{};
};

// The action declared in the main phase.
struct Action {
  ActKind kind = ActKind::None;
  std::int8_t card = -1;
  Frame frame;                                                 // its effect
  std::array<std::array<std::int8_t, 2>, kMaxSeats> shield{};  // [seat][corpus/cerebrium]
  // The card of the last shield each clone raised against the action, -1 for none.
  std::array<std::array<std::int8_t, 2>, kMaxSeats> shieldCard{
      {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}}};
  bool negated = false;
  bool chose = false;  // its effect chooses a clone
};

// The cost being paid (an action's or a reaction's).
struct Payment {
  Seat payer = kNoSeat;
  std::int8_t card = -1;  // the card whose cost it is
  Cost cost;
  std::int8_t x = 0;
  bool xChosen = false;
  bool fixedPaid = false;
  std::array<std::int8_t, 3> picks{};  // card, state, forgotten picks left
};

class VendettaState final : public GameState {
 public:
  // A new game of `seats` clones with the cards `types` (indexes into cards->types, in any fixed
  // order: which uid carries which is dealt from `seed`).
  VendettaState(std::shared_ptr<const CardSet> cards, int seats, std::vector<std::uint8_t> types,
                std::uint64_t seed);

  const GameInfo& info() const override { return m_cards->info; }
  int seatCount() const override { return m_seats; }
  NodeKind nodeKind() const override {
    return m_phase == Phase::Over ? NodeKind::Terminal : NodeKind::Decision;
  }
  Seat actingSeat() const override;
  Seat turnSeat() const override { return m_active; }
  bool isResponseWindow() const override {
    return m_phase == Phase::React && m_responder != m_active;
  }
  using GameState::legalActions;
  void legalActions(std::vector<ActionId>& out) const override;
  ActionView describe(ActionId a) const override;
  // A card played from hand: as an action or as a reaction.
  int playedCardType(ActionId a) const override {
    if (a >= kPlayBase && a < kActivateBase) return m_type[a - kPlayBase];
    if (a >= kReactBase && a < kPickBase) return m_type[a - kReactBase];
    return -1;
  }
  std::vector<Unavailable> unavailable(Seat s) const override;
  std::optional<Caution> caution(ActionId a) const override;
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  std::vector<ZoneSnapshot> zones() const override;
  int cardCount() const override { return static_cast<int>(m_type.size()); }

  // --- for the AI, the table and tests ---
  const CardSet& cards() const { return *m_cards; }
  const CardType& typeCard(int uid) const { return m_cards->types[m_type[uid]]; }
  int uidOf(std::string_view id) const;  // -1 when the card is not in this game
  Phase phase() const { return m_phase; }
  Stage stage() const { return m_stage; }
  int turn() const { return m_turn; }
  int turnLimit() const { return kTurnsPerSeat * m_seats; }
  int maxLife() const { return m_maxLife; }
  const Clone& clone(Seat s) const { return m_c[s]; }
  const Pile& head() const { return m_head; }
  const Pile& headspace() const { return m_headspace; }
  const Pile& resolving() const { return m_resolving; }
  int handSize(Seat s) const;
  bool isOut(Seat s) const { return m_c[s].out; }
  int living() const;
  EndReason endReason() const { return m_end; }
  Seat responder() const { return m_responder; }
  const Action& action() const { return m_act; }
  // Whether every seat knows where card uid is (a hand card taken in public, a card put under the
  // head in public).
  bool known(int uid) const { return (m_known >> uid) & 1u; }
  // Where a card is.
  ZoneKind zoneOf(int uid) const { return m_zone[uid]; }
  Seat seatOf(int uid) const { return m_where[uid]; }
  std::string zoneId(ZoneKind z, Seat s) const;

  // Test support only (scenario tests set exact positions; never used by the game itself).
  void placeForTest(int uid, ZoneKind z, Seat s = kNoSeat);  // to the top / end of the zone
  void setLifeForTest(Seat s, int corpus, int cerebrium);
  void setTicksForTest(Seat s, int ticks);
  // Starts seat s's turn afresh (beginning phase), with turn number `turn`.
  void startTurnForTest(Seat s, int turn);

 protected:
  void doApply(ActionId a) override;

 private:
  VendettaState(const VendettaState&) = default;
  struct WorldCopy {};
  VendettaState(const VendettaState& other, WorldCopy);

  // Zones (vendetta_state.cpp).
  Pile& pile(ZoneKind z, Seat s);
  const Pile& pile(ZoneKind z, Seat s) const;
  void moveCard(int uid, ZoneKind to, Seat s, bool bottom = false);
  int topOfHead();  // rebuilds the head first when it is empty; -1 when nothing is left
  void rebuildHead();
  void refillHeadspace();

  // The flow (vendetta_state.cpp).
  void advance();  // runs the game on until a decision is open or the game is over
  void startTurn();
  void beginNextTurn();
  void toEndPhase();
  // The states' triggers of event e now due (every living clone's, from the active one round the
  // table), leaving out card `exclude`.
  void queueTriggers(Event e, int exclude);
  void startTrigger(int index);
  void gainTicks();
  bool mainActionsExist() const;
  void declare(ActKind kind, int uid);
  void finishAction();
  void openWindow();
  void nextResponder();
  void startReaction();
  void finishSub();
  void forgetResolving(int uid, bool aside);
  void kill(Seat s);
  void endGame(EndReason why);
  // Deaths after a change. True when what the caller runs must stop: the game or the turn ended,
  // or the clone whose reaction or payment it is died.
  bool settle();

  // Costs (vendetta_costs.cpp).
  bool canPay(Seat payer, const Cost& cost, int card, bool onTurn, int x) const;
  int maxX(Seat payer, const Cost& cost, int card, bool onTurn) const;
  void startPayment(Seat payer, int card, const Cost& cost);
  // Pays on; true when the cost is paid. False: a choice is open, or the payer died (m_paying off).
  bool payOn();
  void payPick(int uid);
  const Pile& payPile(int which) const;  // 0 card (hand), 1 state, 2 forgotten
  bool canPlay(Seat s, int uid) const;
  bool canActivate(Seat s, int uid) const;
  bool canReact(Seat s, int uid) const;

  // Effects (vendetta_effects.cpp).
  const std::vector<Step>& stepsOf(const Frame& f, bool penalty) const;
  int stepCount(const Frame& f) const;
  const Step& stepAt(const Frame& f, int i) const;
  bool frameChoosesClone(const Frame& f) const;
  bool needTarget(Frame& f);  // picks the target when one only is possible; true when asked
  bool runFrame(Frame& f);    // false: a choice is open or the turn / game ended
  bool applyStep(Frame& f, const Step& st);
  // Victim loses `amount` of r to frame f (a leech gives it to f's controller), less what is left
  // of the reductions against f's total.
  void hurt(Frame& f, Seat victim, Res r, int amount, bool leech);
  // What s would hold of r had no reduction kept f's points off (the conditions read this).
  int unreducedLife(const Frame& f, Seat s, Res r) const;
  void effectPick(int uid);
  void effectPickIn(Frame& f, int uid);
  const Pile& effectPile(const Frame& f) const;  // where the open pick of f takes from
  bool reactionHolds(int uid) const;
  int armor(Seat s, Res r) const;
  // The reduction of r that card `uid` gives its holder as a state.
  int armorOf(int uid, Res r) const;
  int staticSum(Seat s, StaticKind k) const;

  // Events (vendetta_view.cpp).
  void note(const char* kind, Seat seat, int card, std::string from, std::string to, int amount,
            std::vector<std::string> args, std::string text, unsigned visibleTo = ~0u);
  std::string seatName(Seat s) const { return "Clone " + std::to_string(s + 1); }
  std::string nameOf(int uid) const { return typeCard(uid).name; }
  void pub(std::uint64_t v) { m_publicHash = mixHash(m_publicHash, v); }
  bool recording() const { return recordEvents(); }

  std::shared_ptr<const CardSet> m_cards;
  int m_seats = 2;
  int m_maxLife = 20;
  std::vector<std::uint8_t> m_type;  // uid -> index into cards().types (each type once)
  std::array<std::uint8_t, kMaxCards> m_uidOf{};  // the other way round
  std::array<ZoneKind, kMaxCards> m_zone{};
  std::array<std::int8_t, kMaxCards> m_where{};
  std::uint64_t m_known = 0;
  Pile m_head, m_headspace, m_resolving;
  std::array<Clone, kMaxSeats> m_c{};

  Phase m_phase = Phase::Main;
  Stage m_stage = Stage::BeginTriggers;
  Seat m_active = 0;
  int m_turn = 1;
  bool m_firstTurn = true;
  Action m_act;
  Payment m_pay;
  bool m_paying = false;
  Frame m_sub;             // a reaction or trigger being resolved
  bool m_waiting = false;  // a decision is open (advance() stops)
  Seat m_responder = kNoSeat;
  // Triggers due (uid, ability), resolved in order (beginning and end: the active clone chooses).
  std::array<std::pair<std::int8_t, std::int8_t>, 2 * kMaxCards> m_due{};
  std::uint8_t m_dueCount = 0;
  bool m_chooseOrder = false;
  Event m_event = Event::TurnStart;  // the event of the triggers due
  EndReason m_end = EndReason::None;
  unsigned m_winners = 0;     // bit s: won or shares the draw
  unsigned m_lastDeaths = 0;  // the clones who died in the last event that killed
  std::uint64_t m_publicHash = 0;
};

}  // namespace gm::rules::vendetta
