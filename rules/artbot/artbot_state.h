#pragma once
// Artbot: 2-4 players, each with a deck of their own cards, deal damage, heal, steal and glitch
// until one player still holds cards.
//
// Source: the Artbot rulebook (shared/rulebooks/artbot.txt) with the project rulings
// (shared/rulebooks/RULINGS.md, Artbot) and our own, all listed under "Rulings" in
// assets/rules/artbot.md.
//
// Shape for the engine interface:
//  - a turn: "return" one Active card to the bottom of the Inactive Deck (a SecretCommit: the
//    card is hidden from the other seats; skipped with one Active card; an empty Active Deck draws
//    two first), "play" one (a Decision); then, as the card needs: "target" an opponent (only when
//    more than one may be chosen), the victim's "discard" or "recover" picks, the healer's "heal"
//    picks (only while the choice matters). The rest resolves inside the apply that makes it
//    certain, ending with the played card to the bottom and two draws.
//  - actions are by card TYPE (cards of one type are alike on the table); the card moved is the
//    first of that type: in the Active Deck the first its owner sees there (the deck lies in
//    decklist order, alike copies in the order they were dealt), the earliest revealed, the
//    oldest in the Discard. Never the lowest uid: the numbers of a seat's cards are dealt from the
//    seed (core/card_uids.h), and a copy chosen by its number would tell the other seats which
//    numbers its alike copies carry.
//
// Hidden information: each Active Deck from the other seats; the order of every Inactive Deck
// from everyone (each seat knows which cards are in its own). Decklists, Discards, the played and
// the revealed cards are public, and so is every steal.
//
// Hot path: doApply() and legalActions() work on fixed arrays and build events only when
// recordEvents() is on.
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "artbot_cards.h"
#include "core/game_state.h"

namespace gm::rules::artbot {

inline constexpr int kMaxCards = kMaxSeats * kMaxDeckSize;
inline constexpr int kActiveSize = 4;  // an Active Deck after setup, a draw or a Glitch
inline constexpr int kActiveCap = 8;   // room for test positions; the rules never pass 4
inline constexpr int kRevealCap = kMaxPoints / 10;

enum class Zone : std::uint8_t { Active, Inactive, Discard, Played, Revealed };
inline constexpr int kZoneCount = 5;
const char* zoneKey(Zone z);  // "active", "inactive", "discard", "played", "revealed"

enum class Phase : std::uint8_t { Return, Play, Target, Discard, Recover, Heal, Over };
const char* phaseKey(Phase p);

enum class EndReason : std::uint8_t { None, LastStanding, TurnCap };

// The card being resolved, while a choice is open.
struct Pending {
  Power power = Power::Physical;
  std::int16_t card = -1;   // the played card's uid
  Seat victim = kNoSeat;    // damage: the victim; heal: the healer
  std::int16_t rarity = 0;  // damage: sum of the revealed cards' RP
  std::int16_t net = 0;     // damage: PP - rarity
  // damage: the cards the net gives: to discard (net >= 0, at most the revealed ones) or, up to,
  // to bring back from the Discard (net < 0)
  std::int8_t cards = 0;
  std::int8_t remaining = 0;  // picks still to make
};

// What the AI's policy reads of a pile it cannot see into: its cards by Rarity and what they
// do, added up (kept as cards go in and out, so a greedy playout need not walk every deck at each
// step; artbot_policy.cpp).
struct PileTotals {
  std::array<std::uint8_t, kRarityCount> byRarity{};
  std::int16_t damagePoints = 0;  // Power Points of the damage cards
  std::int16_t healPoints = 0;    // Power Points of the healing cards
  std::uint8_t steals = 0;
  std::uint8_t glitches = 0;

  // `sign` +1 when card `c` goes in, -1 when it leaves.
  // (No branches: the cards come in no order a branch predictor could learn.)
  void add(const CardType& c, int sign) {
    byRarity[static_cast<int>(c.rarity)] += static_cast<std::uint8_t>(sign);
    damagePoints += static_cast<std::int16_t>(sign * c.points * isDamage(c.power));
    healPoints += static_cast<std::int16_t>(sign * c.points * (c.power == Power::Healing));
    steals += static_cast<std::uint8_t>(sign * (c.power == Power::Stealing));
    glitches += static_cast<std::uint8_t>(sign * (c.power == Power::Glitch));
  }
  bool operator==(const PileTotals&) const = default;
};

// A player's cards. The Inactive Deck is a ring: top at m_head, bottom at head + count - 1 (uint8
// indices wrap at 256 > kMaxCards).
struct PlayerCards {
  std::array<std::uint8_t, 256> inactive{};
  std::uint8_t head = 0;
  std::uint8_t inactiveCount = 0;
  PileTotals inactiveTotals;                      // of the Inactive Deck
  std::array<std::uint8_t, kActiveCap> active{};  // in decklist order (m_place), never by uid
  std::uint8_t activeCount = 0;
  std::array<std::uint8_t, kMaxCards> discard{};  // oldest first
  std::uint8_t discardCount = 0;
  std::array<std::uint8_t, kRevealCap> revealed{};  // in reveal order
  std::uint8_t revealedCount = 0;
  std::int16_t played = -1;
  std::array<std::uint8_t, kMaxTypes> discardByType{};
  std::uint64_t discardTypes = 0;  // bit t: the Discard holds a card of type t
  bool out = false;
  std::uint8_t place = 0;  // 0 while in
};

class ArtbotState final : public GameState {
 public:
  // `deckTypes`: the card types of every deck, seat by seat (deckSize each). Seat p's cards are
  // uids [p * deckSize, (p + 1) * deckSize), which carries which type dealt from `seed`. Each deck
  // is shuffled with `seed` and four cards dealt to the Active Deck; the first player is drawn
  // from `seed`.
  ArtbotState(std::shared_ptr<const CardSet> cards, int seats, int deckSize,
              std::span<const int> deckTypes, std::uint64_t seed);

  const GameInfo& info() const override { return m_cards->info; }
  int seatCount() const override { return m_seats; }
  NodeKind nodeKind() const override {
    return m_phase == Phase::Over     ? NodeKind::Terminal
           : m_phase == Phase::Return ? NodeKind::SecretCommit
                                      : NodeKind::Decision;
  }
  Seat actingSeat() const override;
  using GameState::legalActions;
  void legalActions(std::vector<ActionId>& out) const override;
  ActionView describe(ActionId a) const override;
  // A card played from the Active Deck (the Play phase's actions are typeCount() + type).
  int playedCardType(ActionId a) const override {
    return m_phase == Phase::Play ? a - typeCount() : -1;
  }
  // The cards of s's Active Deck ("play") whenever s may not return or play one now
  // (artbot_reasons.cpp).
  std::vector<Unavailable> unavailable(Seat s) const override;
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  // The greedy policy (artbot_policy.cpp): only what actingSeat() may see.
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  std::vector<ZoneSnapshot> zones() const override;
  int cardCount() const override { return m_seats * m_deckSize; }

  // Action ids (T = card types): return t, play T + t, target seat T * 2 + k, pick T * 2 + 4 + t.
  ActionId returnAction(int type) const { return type; }
  ActionId playAction(int type) const { return typeCount() + type; }
  ActionId targetAction(Seat k) const { return 2 * typeCount() + k; }
  ActionId pickAction(int type) const { return 2 * typeCount() + kMaxSeats + type; }

  // --- for the AI, the table and tests ---
  const CardSet& cards() const { return *m_cards; }
  int typeCount() const { return m_cards->typeCount(); }
  int deckSize() const { return m_deckSize; }
  int maxTurns() const { return kTurnsPerSeat * m_seats; }
  Phase phase() const { return m_phase; }
  Seat turnSeat() const override { return m_turnSeat; }
  int turn() const { return m_turn; }
  bool hasPending() const { return m_phase >= Phase::Target && m_phase <= Phase::Heal; }
  const Pending& pending() const { return m_pending; }
  EndReason endReason() const { return m_end; }
  unsigned winners() const { return m_winners; }  // bit s: seat s won or shares the draw
  bool draw() const { return m_end == EndReason::TurnCap && (m_winners & (m_winners - 1)) != 0; }

  int typeOf(int uid) const { return m_type[uid]; }
  const CardType& typeCard(int uid) const { return m_cards->types[m_type[uid]]; }
  Seat ownerOf(int uid) const { return m_owner[uid]; }
  Seat originOf(int uid) const { return uid / m_deckSize; }
  int count(Seat s, Zone z) const;
  // What the Inactive Deck of s holds, added up (kept as cards move; what the policy reads).
  const PileTotals& inactiveTotals(Seat s) const { return m_p[s].inactiveTotals; }
  // Cards of a zone, bottom to top for the Inactive Deck (the top is last), else in list order.
  std::vector<int> cardsIn(Seat s, Zone z) const;
  // HP: 10 for every card the seat still holds, that is every card of its own zones but the
  // Discard (RULINGS: the Discard is lost HP). The card being played and the revealed cards still
  // count: they are lost only once discarded (the same cards checkOuts() counts).
  int hp(Seat s) const {
    const PlayerCards& p = m_p[s];
    return 10 * (p.activeCount + p.inactiveCount + p.revealedCount + (p.played >= 0 ? 1 : 0));
  }
  int maxHp() const { return 10 * m_deckSize; }  // a whole deck's HP
  // The HP the table shows: while a Glitch gathers and deals, the HP every seat had before it (the
  // cards in the pool belong to nobody until they are dealt), else hp().
  int shownHp(Seat s) const { return m_pool.begin < m_pool.end ? m_pool.hpBefore[s] : hp(s); }
  bool isOut(Seat s) const { return m_p[s].out; }
  int place(Seat s) const { return m_p[s].place; }
  int playersIn() const;

  // Test support only (scenario tests set exact positions; never used by the game itself).
  // Moves `uid` to zone `z` of seat `s`: the top of an Inactive Deck, the end of other zones.
  void placeForTest(int uid, Seat s, Zone z);
  // Starts seat s's turn afresh (turn number `turn`), as the rules would at the start of a turn.
  void startTurnForTest(Seat s, int turn);
  // Makes seat s the owner of `uid` wherever it lies, as if it had been stolen.
  void setOwnerForTest(int uid, Seat s);

 protected:
  void doApply(ActionId a) override;

 private:
  ArtbotState(const ArtbotState&) = default;
  struct WorldCopy {};
  ArtbotState(const ArtbotState& other, WorldCopy);

  // Zones (the small ones here, inlined into every step; the rest in artbot_state.cpp).
  int takeTop(Seat s) {
    PlayerCards& p = m_p[s];
    assert(p.inactiveCount > 0);
    const int uid = p.inactive[p.head++];
    --p.inactiveCount;
    p.inactiveTotals.add(typeCard(uid), -1);
    return uid;
  }
  void putBottom(Seat s, int uid) {
    PlayerCards& p = m_p[s];
    p.inactive[static_cast<std::uint8_t>(p.head + p.inactiveCount++)] =
        static_cast<std::uint8_t>(uid);
    p.inactiveTotals.add(typeCard(uid), +1);
  }
  // Keeps the Active Deck in decklist order (m_place).
  void addActive(Seat s, int uid) {
    PlayerCards& p = m_p[s];
    assert(p.activeCount < kActiveCap);
    int i = p.activeCount++;
    for (; i > 0 && m_place[p.active[i - 1]] > m_place[uid]; --i) p.active[i] = p.active[i - 1];
    p.active[i] = static_cast<std::uint8_t>(uid);
  }
  int removeActiveAt(Seat s, int index) {
    PlayerCards& p = m_p[s];
    const int uid = p.active[index];
    for (int i = index + 1; i < p.activeCount; ++i) p.active[i - 1] = p.active[i];
    --p.activeCount;
    return uid;
  }
  void addDiscard(Seat s, int uid);
  int removeDiscardAt(Seat s, int index);
  int removeRevealedAt(Seat s, int index);
  int removeInactiveAt(Seat s, int at);  // `at` counts from the top
  // Where a card lay; takeOut removes it from there, whatever the zone.
  struct Place {
    Seat seat = kNoSeat;
    Zone zone = Zone::Inactive;
  };
  Place takeOut(int uid);
  int firstOfType(const std::uint8_t* list, int n, int type) const;
  // Every card of s's Active Deck is of one type (what only s sees of a return it cannot choose).
  bool activeHoldsOneType(Seat s) const {
    const PlayerCards& p = m_p[s];
    for (int i = 1; i < p.activeCount; ++i)
      if (m_type[p.active[i]] != m_type[p.active[0]]) return false;
    return true;
  }
  void drawCards(Seat s, int n);

  // The flow of a turn (artbot_state.cpp) and the powers (artbot_powers.cpp).
  void startTurn();
  void playCard(int uid);
  void chooseTarget(Seat k);
  void startDamage(Seat victim);
  void continueDiscard();
  void continueBringBack(Phase phase);
  void bringBack(Seat v, int at, bool heal);  // one Discard card under the Inactive Deck
  void discardRevealed(Seat v, int at);       // one revealed card to the Discard
  void bottomRevealed(Seat v);                // every revealed card under the Inactive Deck
  void pick(int type);
  void steal(Seat victim);
  void glitch(Seat chosen);
  void changeOwner(int uid, Seat to, std::uint8_t why);
  void endTurn();
  bool checkOuts();
  void finishLastStanding();
  void finishAtCap();
  void finalSteals(Seat winner);
  int targetMask() const;  // bit k: seat k may be the target of the played card
  bool pickMatters(const std::uint8_t* list, int n, int remaining) const;

  // Events (artbot_view.cpp); callers check recordEvents() first.
  using HpList = std::array<std::int16_t, kMaxSeats>;
  HpList hpList() const;
  // An "hp" event for every seat whose hp() is no longer what `before` says.
  void noteHp(const HpList& before);
  void note(const char* kind, Seat seat, int card, std::string from, std::string to, int amount,
            std::vector<std::string> args, std::string text, unsigned visibleTo = ~0u);
  std::string zoneName(Seat s, Zone z) const;
  std::string nameOf(int uid) const { return typeCard(uid).name; }
  std::string seatName(Seat s) const { return "Player " + std::to_string(s + 1); }
  unsigned onlySeat(Seat s) const { return 1u << s; }
  // Mixes a publicly known fact into the public part of every infoKey.
  void pub(std::uint64_t v) { m_publicHash = mixHash(m_publicHash, v); }

  std::shared_ptr<const CardSet> m_cards;
  // Each card's fixed fields as observe() publishes them (all but its owner): built once per game
  // and shared by its copies, since views are asked for far more often than games are dealt.
  std::shared_ptr<const std::vector<nlohmann::json>> m_cardJson;
  void buildCardJson();
  int m_seats = 2;
  int m_deckSize = 20;
  std::array<std::uint8_t, kMaxCards> m_type{};
  // Each card's place in decklist order, never shown: the seat it was dealt to, then its type,
  // then which copy (alike copies numbered as the deck was dealt). The Active Decks and the final
  // steals keep this order, so the first card of a type is chosen by nothing its uid tells.
  std::array<std::uint8_t, kMaxCards> m_place{};
  std::array<std::uint8_t, kMaxCards> m_uidAt{};  // by place: the uid
  std::array<std::int8_t, kMaxCards> m_owner{};
  // How each card last changed owner (the "why" of the result's transfers).
  static constexpr std::uint8_t kMovedNot = 0, kMovedBySteal = 1, kMovedByFinalSteal = 2,
                                kMovedByGlitch = 3;
  std::array<std::uint8_t, kMaxCards> m_lastMove{};
  std::array<PlayerCards, kMaxSeats> m_p{};
  Pending m_pending;
  Phase m_phase = Phase::Play;
  Seat m_turnSeat = 0;
  std::int16_t m_turn = 1;
  bool m_glitched = false;  // this turn's card was a Glitch: no draw at the end
  // The Glitch pool while the Glitch gathers and deals: cards [begin, end). Empty between actions.
  struct Pool {
    std::array<std::uint8_t, kMaxSeats * kActiveCap> cards{};
    std::uint8_t begin = 0;
    std::uint8_t end = 0;
    std::array<std::int16_t, kMaxSeats> hpBefore{};  // every seat's hp() before the gathering
  } m_pool;
  unsigned m_winners = 0;
  EndReason m_end = EndReason::None;
  std::uint64_t m_publicHash = 0;
};

}  // namespace gm::rules::artbot
