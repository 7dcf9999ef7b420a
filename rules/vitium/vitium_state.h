#pragma once
// Vitium: 2-4 crime bosses buy assets (pawns, locations, devices) with Çint, get events (gambits,
// jobs) underway face down, send pawns to attack, work and sabotage, and court four Houses: 8 total
// Influence wins at once.
//
// Source: the Vitium rulebook (shared/rulebooks/vitium.txt, v0.5.6E) with the project rulings
// (shared/rulebooks/RULINGS.md, Vitium), which win where they differ: the sabotage table 0 -> 3,
// 1-5 -> 8, 6-11 -> 7, 12-17 -> 6, 18-23 -> 5, 24+ -> 4; risk from the boss's total Influence
// (0-2 -> 0, 3-4 -> 1, 5+ -> 2), paid as a cost (a pawn may die paying it and its action still
// resolves with its printed values); the win at 8 total Influence checked after every change;
// the maneuvering step after each action's declaration and payment, with no cap (it ends when
// every boss passed in a row), the action's effect at its resolution after it, and a card being
// got underway underway only once its own step is over; negotiate for 200Ç (discard first at 10+
// cards); gifts of any amount from 1Ç to any other boss at any decision of the giver's, at most
// one offer to each boss a step of play and none again that turn to a boss who refused one; a
// refused consent not asked again of that boss for that event that turn (so no per-turn cap); a
// refused share of a job's Influence lost; one's own underway events open to one's sabotage (no
// Influence for it); a sneak ability showing what it does, never its card; no round limit unless
// the players chose one; Etherial and Ethereal are one domain. Scope: the whole game for 2-4
// bosses with our four Houses, four characters and their decks (assets/cards/vitium.json); its
// table is qml/vitium.
//
// ---- Our rulings (where the rulebook and RULINGS.md leave a question open) ----
//  1. Turn order: seats are in turn order; the seed draws which character each seat plays and who
//     takes the first turn. Setup: each boss in turn order secretly chooses its character's
//     "chosen" cards one at a time (secret commits), looking through its own deck (visibleTo),
//     then every deck is shuffled and each boss draws its "drawn" cards.
//  2. The maneuvering step: every action (negotiate, purchase, get underway, a pawn action,
//     complete, activate) opens one; ending the turn, gifts and the answers to offers do not. Each
//     boss in turn order from the active one gets a chance (the active boss's own chance is not a
//     response window in the contract's sense, the others' are); a maneuver resolves at once, opens
//     no step of its own, and the round of chances goes on; the step ends when every boss passed
//     one after another. A gift offered at a chance leaves the chance with its giver.
//  3. If a maneuver stops the declared action (an interception) or its card or mark left its place
//     meanwhile (killed, sabotaged away), the action does nothing; its costs stay paid. A pawn
//     that died paying its risk still acts (RULINGS); an Interceptor may stop its action, but no
//     fight follows.
//  4. During its own maneuvering step a card being got underway can be neither bought (a sneaking
//     asset) nor completed, worked on, sabotaged or aimed at.
//  5. Attack marks an asset of another boss that alters nothing; "has a Force value" means a
//     printed Force on a pawn (locations and devices have none), so attacking them carries risk.
//     Half damage rounds down.
//  6. Interceptors: an Interceptor stops any pawn action of another boss's pawn whose Stealth is at
//     most the Interceptor's Cunning; a Body Guard any attack on another pawn of its boss; a Patrol
//     Guard any attack on a location of its boss and any pawn sabotaging its boss's event. The
//     two pawns then fight: each deals its Force to the other (domains and Tormenting apply;
//     Long-Ranged only spares an attacker).
//  7. Work on another boss's event needs that boss's consent, asked before the pawn pays.
//  8. Notorious: the Influence is with the notorious card's House. The saboteur's Influence for
//     a job: the saboteur chooses the House.
//  9. A job's Influence is allocated one point at a time by its boss; the boss's own points count
//     at once, then each other receiver in turn order accepts or refuses its points.
// 10. Gifts: an offer names its receiver, then its amount (up to 65,535Ç at once: an action id
//     holds the amount); the giver may take it back before naming one, which still counts as its
//     offer to that boss in that step. No offer is made while a gift is being offered or answered,
//     or during the setup. A refused offer bars offers to that boss for the rest of the turn.
// 11. Maneuver abilities are used only during a maneuvering step (any step, one's own included).
//     A sneak ability works at the start of its boss's turn while the card is underway; every boss
//     sees which face-down card it was (extra["underway"]), never what it is. Turn abilities
//     resolve after income. Ongoing gambits stay in their boss's employ face up. An alter leaves
//     play with the card it alters. Keywords of an alter do not pass to its mark.
// 12. Drawing from an empty deck draws nothing (the rulebook has no reshuffle); negotiating is not
//     offered with an empty deck.
// 13. A round limit, when the players chose one (option "rounds", 1-99): at the end of that round
//     the highest total Influence wins; a tie for the highest is a draw among them (returns 0 for
//     the tied, -1 for the others). Games between bots only (simulations, studies, the checks)
//     use 16 rounds when they set none (Game::botOnlyVariant).
// 14. The card of a declared purchase or completion is shown to every boss from its declaration
//     on; a card got underway is face down at once (the whole action; its step follows).
// 15. Ending a turn is never taken back (the next turn's start may work a sneak ability, which
//     every boss sees).
//
// ---- Names a table reads ----
// Zones (in this order, per seat s): "p<s>.deck" (Stack, Nobody), "p<s>.hand" (Fan, Owner),
//   "p<s>.employ" (Row, Everyone: assets and ongoing gambits; counters "damage", "psych";
//   rotation 90 when exhausted; an alter has attachedTo), "p<s>.underway" (Row, Owner: face-down
//   events; their "progress" and "sabotage" are public: counters on a card whose face the viewer
//   sees, and for every card in extra["underway"]["p<s>.underway"] as [progress, sabotage,
//   sneaks] in zone order; sneaks is 1 once the card's sneak ability worked), "p<s>.junkyard"
//   (Stack, Everyone).
// Figures: "cint" (Number), "influence" (Score, max 8), "inf_<house id>" (Number), "hand".
// Action kinds: end_turn, pass, choose (setup), negotiate, purchase, underway, attack, work,
//   sabotage, seduce, complete, activate, intercept, gift (an offer to targetSeat), offer (number:
//   the amount offered), withdraw (the offer taken back), accept / refuse (a gift, a share of a
//   job's Influence, or work on one's event), allocate
//   (targetSeat: who gets one point of the job's Influence), house (args: the House chosen).
// SeatView::extra: "phase" (choose, main, consent, window, allocate, share, gift_amount, gift,
//   house, over),
//   "first" (the first boss), "underway" (above), "pending" ({kind, seat, card, target}: the
//   action waiting for its step or a consent; a card the viewer may not see is -1), "gift"
//   ({from, to, amount}: while an offer is named and answered), "allocation" ({owner, left,
//   house, shares}), "maneuvers" (played in this step), "winner". SeatView::turnLimit is the
//   round limit (0: none).
// Event kinds (GameEvent::kind, "vitium.event.<kind>"): shuffle, turn, end_turn, trigger, cint,
//   influence (args: House), draw (face to its boss only), declare (args: the action kind),
//   underway (face to its boss only), choose (face to its boss only), maneuver, intercept,
//   purchase, complete, damage (args: "phys" / "psych"), death, discard, sabotage (face to its
//   boss only), sabotaged, offer, withdraw, gift, refuse (args: "work" / "gift" / "share"),
//   trigger (a sneak's face to its boss only), game_over (args: "influence" / "round_limit").
// Why an action is unavailable ("vitium.why.<key>", cards of the seat's own hand and underway):
//   notYourTurn (args: the active seat, 1-based), finishStep, notEnoughCint (args: the cost),
//   needInfluence (args: House, amount), needProgress (args: progress, needed), noMark.
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_state.h"
#include "vitium_cards.h"

namespace gm::rules::vitium {

inline constexpr int kMaxInstances = kMaxSeats * kMaxDeck;  // 240 < kNone
inline constexpr int kNone = 255;
// The round limit that bot-only games (simulations, studies, the checks) use when they set none
// of their own; a game between people has none unless its players choose one (option "rounds").
inline constexpr int kBotRoundLimit = 16;
inline constexpr int kMaxRoundLimit = 99;
inline constexpr int kNegotiateCost = 200;
inline constexpr int kHandLimit = 10;
// The most Çint one offer can name (an action id holds 16 bits of amount).
inline constexpr int kMaxGift = 65535;

enum class Kind : std::uint8_t {
  EndTurn,
  Pass,
  Choose,
  Negotiate,
  Purchase,
  Underway,
  Attack,
  Work,
  Sabotage,
  Seduce,
  Complete,
  Activate,
  Intercept,
  Accept,
  Refuse,
  Allocate,
  House,
  // A gift: the offer to a boss (b: the receiver), then its amount (the low 16 bits; 0 takes
  // the offer back). No bot offers one, so their ids come last (GameInfo::botsNeverTakeFrom).
  Gift,
  GiftAmount,
  Count
};
inline constexpr int kKindCount = static_cast<int>(Kind::Count);
const char* kindKey(Kind k);

// An action id: kind, a (a card, an amount index) and b (a target card, a seat, a House).
constexpr ActionId encode(Kind k, int a = kNone, int b = kNone) {
  return (static_cast<int>(k) << 16) | (a << 8) | b;
}
constexpr Kind kindOf(ActionId id) {
  return static_cast<Kind>(id >> 16);
}
constexpr int argA(ActionId id) {
  return (id >> 8) & 255;
}
constexpr int argB(ActionId id) {
  return id & 255;
}
constexpr ActionId encodeAmount(int amount) {
  return (static_cast<int>(Kind::GiftAmount) << 16) | amount;
}
constexpr int amountOf(ActionId id) {
  return id & 0xffff;
}
inline constexpr int kActionCount = kKindCount << 16;
static_assert(kMaxInstances < kNone);

// Sabotage damage that completes sabotaging an event with `progress` on it (RULINGS).
int sabotageThreshold(int progress);
// Risk damage for a boss with `totalInfluence` (RULINGS).
int riskDamage(int totalInfluence);

enum class Zone : std::uint8_t { Deck, Hand, Employ, Underway, Junkyard };
inline constexpr int kZoneCount = 5;
const char* zoneKey(Zone z);

struct Inst {
  std::uint8_t type = 0;
  std::int8_t owner = 0;
  Zone zone = Zone::Deck;
  std::int16_t attached = -1;          // the card this alter alters
  std::array<std::int8_t, 4> bonus{};  // Force, Cunning, Stealth, Resolve its alters add
  std::uint8_t damage = 0, psych = 0, progress = 0, sabotage = 0;
  bool exhausted = false;
  bool sneaks = false;    // an underway card whose sneak ability worked (public, its face is not)
  std::uint16_t seq = 0;  // order within its zone (deck: top is the largest)
  bool operator==(const Inst&) const = default;
};

struct Boss {
  std::uint8_t character = 0;
  int cint = 0;
  std::array<std::uint8_t, kHouses> influence{};
  std::uint8_t first = 0, count = 0;  // its card instances: first .. first+count-1
  std::uint8_t chosenLeft = 0;
  std::array<std::uint8_t, kZoneCount> inZone{};  // its cards in each zone
  // Bit i: its card first+i is in that zone, so listing a zone's cards visits only them.
  std::array<std::uint64_t, kZoneCount> zoneMask{};
  // Bit i: the type of its card first+i may ever be used in a maneuvering step
  // (CardSet::maneuvers).
  std::uint64_t maneuverable = 0;
  // Bit t: offered boss t a gift in this step of play (between two actions of the active boss);
  // offered boss t a gift that t refused this turn.
  std::uint8_t offered = 0, refusedBy = 0;
  int total() const { return influence[0] + influence[1] + influence[2] + influence[3]; }
  std::uint64_t in(Zone z) const { return zoneMask[static_cast<int>(z)]; }
  bool operator==(const Boss&) const = default;
};

static_assert(kMaxDeck <= 64, "a boss's cards are the bits of one std::uint64_t");

// Calls f(uid) for each card of `b` whose bit is set in `mask`, in increasing uid order.
template <class F>
void forEachCard(const Boss& b, std::uint64_t mask, F&& f) {
  for (; mask != 0; mask &= mask - 1) f(b.first + std::countr_zero(mask));
}

enum class Phase : std::uint8_t {
  Choose,
  Main,
  Consent,
  Window,
  Allocate,
  Share,
  Gift,  // the receiver answers an offer
  House,
  Over,
  GiftAmount  // the giver names the amount of its offer
};

// The whole state of a game besides the base's history and generator: plain values, so a clone
// is one copy.
struct VitiumData {
  std::shared_ptr<const CardSet> m_cards;
  const GameInfo* m_info = nullptr;
  int m_seats = 2;
  int m_count = 0;
  std::array<Inst, kMaxInstances> m_inst{};
  std::array<Boss, kMaxSeats> m_boss{};
  Phase m_phase = Phase::Choose;
  Seat m_turn = 0, m_first = 0;
  Seat m_acting = 0;
  int m_round = 1;
  int m_roundLimit = 0;  // 0: none
  Seat m_winner = kNoSeat;
  bool m_draw = false;
  std::uint16_t m_seqCounter = 0;
  // The action declared and waiting for its maneuvering step (or the consent it needs).
  ActionId m_pending = -1;
  Seat m_pendingSeat = kNoSeat;
  int m_passes = 0, m_maneuvers = 0;
  bool m_prevented = false;
  // The pawn of the pending action died paying its risk: the action still resolves (RULINGS).
  bool m_paidWithLife = false;
  // Bit u: the active boss was refused consent for work on event u this turn.
  std::array<std::uint64_t, (kMaxInstances + 63) / 64> m_refusedWork{};
  // Sub-decisions (allocation, shares, the saboteur's House) and where play resumes after them.
  Phase m_resume = Phase::Main;
  Seat m_resumeActing = 0;
  int m_allocLeft = 0, m_allocHouse = 0;
  std::array<std::uint8_t, kMaxSeats> m_alloc{};
  Seat m_allocOwner = kNoSeat;
  int m_giftAmount = 0;
  Seat m_giftFrom = kNoSeat, m_giftTo = kNoSeat;
  // Where play resumes once a gift is answered: the decision the giver offered it at.
  Phase m_giftResume = Phase::Main;
  int m_pendingHouseGains = 0;  // saboteur's Influence still to choose
  Seat m_houseSeat = kNoSeat;
};

class VitiumState final : public GameState, private VitiumData {
 public:
  // `roundLimit`: the last round (0: none).
  VitiumState(std::shared_ptr<const CardSet> cards, const GameInfo* info, int seats,
              std::uint64_t seed, int roundLimit = 0);
  VitiumState(const VitiumState&) = default;

  const GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return m_seats; }
  NodeKind nodeKind() const override;
  Seat actingSeat() const override;
  Seat turnSeat() const override { return m_turn; }
  bool isResponseWindow() const override;
  using GameState::legalActions;
  void legalActions(std::vector<ActionId>& out) const override;
  ActionView describe(ActionId a) const override;
  std::vector<Unavailable> unavailable(Seat s) const override;
  int playedCardType(ActionId a) const override;
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  std::vector<ZoneSnapshot> zones() const override;
  int cardCount() const override { return m_count; }

  // ---- Read access for views, tests and the policy ----
  const CardSet& cards() const { return *m_cards; }
  const Card& card(int uid) const { return m_cards->cards[m_inst[uid].type]; }
  const Inst& inst(int uid) const { return m_inst[uid]; }
  const Boss& boss(Seat s) const { return m_boss[s]; }
  Phase phase() const { return m_phase; }
  int round() const { return m_round; }
  int roundLimit() const { return m_roundLimit; }
  // Whether paying its risk would kill `pawn` (the table warns; the action stays legal).
  bool riskKills(int pawn) const;
  // Whether `uid` lies underway: face down in the Underway row and past its own maneuvering step.
  bool underway(int uid) const {
    return m_inst[uid].zone == Zone::Underway &&
           !(m_pending >= 0 && kindOf(m_pending) == Kind::Underway && argA(m_pending) == uid);
  }
  Seat winner() const { return m_winner; }
  bool over() const { return m_phase == Phase::Over; }
  // Cards of seat s in zone z, in zone order (bottom/left first).
  std::vector<int> pile(Seat s, Zone z) const;
  // Puts cards in zone order (bottom/left first), those of different zones by zone.
  void sortInZoneOrder(std::span<int> cards) const;
  // Effective stats (printed plus alters).
  int force(int uid) const { return card(uid).force + m_inst[uid].bonus[0]; }
  int cunning(int uid) const { return card(uid).cunning + m_inst[uid].bonus[1]; }
  int stealth(int uid) const { return card(uid).stealth + m_inst[uid].bonus[2]; }
  int resolve(int uid) const { return card(uid).resolve + m_inst[uid].bonus[3]; }
  int damageTotal(int uid) const;  // what counts towards death
  bool meetsInfluence(Seat s, const Card& c) const;
  // Whether seat s may see which card uid is.
  bool visibleTo(int uid, Seat s) const;
  // The first uid of card id `id` (any seat), -1 if none.
  int uidOf(const std::string& id, Seat owner = kNoSeat) const;

  // ---- Test set-up (tests only) ----
  void placeForTest(int uid, Zone z, int attached = -1);
  void setCintForTest(Seat s, int cint) { m_boss[s].cint = cint; }
  void setInfluenceForTest(Seat s, int house, int value) { m_boss[s].influence[house] = value; }
  void setCountersForTest(int uid, int damage, int psych, int progress, int sabotage);
  void setExhaustedForTest(int uid, bool on) { m_inst[uid].exhausted = on; }
  // Skips the setup: every seat's choices made by the seed (first cards of the deck), then turn 1
  // of `first` begins as the rules start it.
  void finishSetupForTest();
  void startTurnForTest(Seat s);

 protected:
  void doApply(ActionId a) override;

 private:
  struct WorldCopy {};
  // A copy of `other`'s world with its history but none of its events (resampleFor).
  VitiumState(const VitiumState& other, WorldCopy);
  // flow
  void beginTurn(Seat s);
  void endTurn();
  void afterSetupChoice();
  // resampleFor during the setup: boss o's chosen cards redrawn from all its cards.
  void dealChosenCards(Seat o, Rng& rng);
  void openWindow();
  void advanceWindow(bool passed);
  void resolvePending();
  void finishResolution();
  void enterSub(Phase p, Seat acting);
  // actions
  void listMain(std::vector<ActionId>& out) const;
  void listManeuvers(Seat s, std::vector<ActionId>& out) const;
  void listTargets(Seat s, Kind k, int src, Aim aim, std::vector<ActionId>& out) const;
  bool canPurchase(Seat s, int uid) const;
  bool canComplete(Seat s, int uid) const;
  bool canAttack(int pawn, int mark) const;
  bool canSeduce(int pawn, int mark) const;
  bool canIntercept(int guard) const;
  bool pawnAction(Kind k) const;
  // A gift: the offers seat s may make now, the offer to t, and its answer.
  void listGifts(Seat s, std::vector<ActionId>& out) const;
  void offerGift(Seat to);
  void answerGift(bool accepted);
  bool declare(ActionId a);
  void payPawnAction(int pawn, bool risk);
  void doManeuver(ActionId a);
  // effects
  void moveTo(int uid, Zone z);
  void attach(int alter, int mark);
  void draw(Seat s, int n);
  // Card `uid` of s's deck goes to its hand (the top card, or the last of a shuffled order).
  void drawCard(Seat s, int uid);
  void purchase(int uid, int alterTarget);
  void complete(int uid);
  void runOp(Seat s, int source, Op op, int amount, int target);
  void dealDamage(int uid, int amount, bool psych, Seat by);
  void combat(int attacker, int mark, bool markHitsBack);
  void kill(int uid, Seat by);
  void addSabotage(int uid, int amount, Seat by);
  void gainInfluence(Seat s, int house, int amount);
  void gainCint(Seat s, int amount);
  // Works seat s's Turn abilities in employ and sneak abilities underway (of `tags`).
  void triggerAll(Seat s, Tag tags);
  void finishGame(Seat winner);
  void finishByLimit();
  int topOfDeck(Seat s) const;
  // Sets boss s's zone masks and maneuverable cards from its instances (after a resample).
  void rebuildMasks(Seat s);
  std::uint16_t nextSeq() { return ++m_seqCounter; }
  // Records an event (only while events are recorded: playouts build no text).
  void note(const char* kind, Seat seat, int card, int amount,
            std::initializer_list<std::string_view> args, const char* text, bool hideFace = false);
};

// Inline: a search asks it for every card at each step (infoKey, resampleFor).
inline bool VitiumState::visibleTo(int uid, Seat s) const {
  if (s == kNoSeat) return true;
  const Inst& in = m_inst[uid];
  // The card of a declared purchase or completion is shown to everybody until it resolves.
  if (m_pending >= 0 && argA(m_pending) == uid &&
      (kindOf(m_pending) == Kind::Purchase || kindOf(m_pending) == Kind::Complete))
    return true;
  switch (in.zone) {
    case Zone::Employ:
    case Zone::Junkyard:
      return true;
    case Zone::Underway:
      // A sneak ability that works shows what it does, never its card (RULINGS).
      return in.owner == s;
    case Zone::Hand:
      return in.owner == s;
    case Zone::Deck:
      // During the setup a boss looks through its own deck for its starting cards; the shuffle
      // that ends the setup hides it from its boss too.
      return m_phase == Phase::Choose && in.owner == s;
  }
  return false;
}

}  // namespace gm::rules::vitium
