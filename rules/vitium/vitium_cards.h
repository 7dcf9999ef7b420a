#pragma once
// Vitium card data: the four Houses, the bosses (characters) with their decks, and every card's
// rules as data over a small vocabulary (stats, keywords, a domain, abilities with tags and one
// effect each), read from a designer-editable JSON file (assets/cards/vitium.json).
//
// A file is accepted whole or refused with one message naming the file, the field (JSON pointer),
// the card's id and what is wrong. No card needs C++: the keywords, tags and effects below are the
// whole language.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game_state.h"
#include "core/glossary.h"

namespace gm::rules::vitium {

inline constexpr int kHouses = 4;
inline constexpr int kMaxTypes = 120;    // card types a file may hold
inline constexpr int kMaxDeck = 60;      // cards in one boss's deck
inline constexpr int kMaxStat = 20;      // the largest stat or amount printed
inline constexpr int kMaxCost = 5000;    // the largest Çint figure printed
inline constexpr int kWinInfluence = 8;  // total Influence that wins at once

enum class CardType : std::uint8_t { Pawn, Location, Device, Gambit, Job };
inline bool isAsset(CardType t) {
  return t <= CardType::Device;
}
inline bool isEvent(CardType t) {
  return t >= CardType::Gambit;
}
const char* cardTypeKey(CardType t);  // "pawn", "location", ...

// The domain keywords of the combat table (rulebook "Domains"); the first is the default.
enum class DomainRow : std::uint8_t {
  Planetary,
  Stowaway,
  Hacker,
  Starborn,
  Starworthy,
  Etherial,
  LowEtherial
};
inline constexpr int kDomainRows = 7;
enum class Domain : std::uint8_t { Planetary, Stellar, Ethereal };
const char* domainRowKey(DomainRow r);
Domain domainOf(DomainRow r);
// Whether a pawn of row `from` deals full combat damage to an asset of domain `to` (else half).
bool fullDamage(DomainRow from, Domain to);

enum Keyword : std::uint16_t {
  kUnique = 1 << 0,
  kNotorious = 1 << 1,
  kLongRanged = 1 << 2,
  kTormenting = 1 << 3,
  kHardened = 1 << 4,
  kOngoing = 1 << 5,
  kInterceptor = 1 << 6,
  kBodyGuard = 1 << 7,
  kPatrolGuard = 1 << 8,
  kElusive = 1 << 9,
  kSwornTo = 1 << 10,
  kPoliticalImmunity = 1 << 11,
  kManeuver = 1 << 12,
};
inline constexpr int kKeywordCount = 13;
const char* keywordKey(int bit);  // by bit index: "unique", "notorious", ...

enum Tag : std::uint16_t {
  kAct = 1 << 0,
  kExhaust = 1 << 1,
  kCint = 1 << 2,
  kDeploy = 1 << 3,
  kTurn = 1 << 4,
  kSabotageTag = 1 << 5,
  kManeuverTag = 1 << 6,
  kSneak = 1 << 7,
  kSeduce = 1 << 8,
};
inline constexpr int kTagCount = 9;
const char* tagKey(int bit);  // "act", "exhaust", "cint", ...
// Tags of abilities that happen by themselves rather than being activated.
inline constexpr std::uint16_t kTriggerTags = kDeploy | kTurn | kSabotageTag | kSneak;

// What an ability or a completed gambit does.
enum class Op : std::uint8_t {
  Cint,         // its boss gains amount Çint
  Draw,         // its boss draws amount cards
  Influence,    // its boss gains amount Influence with the card's House
  Damage,       // target: an asset of another boss takes amount phys-damage
  Psych,        // target: an asset of another boss takes amount psych-damage
  Progress,     // target: an underway event of its boss gets amount progress
  Sabotage,     // target: an underway event of another boss gets amount sabotage damage
  Heal,         // target: an asset of its boss loses amount damage
  Unexhaust,    // target: a pawn of its boss unexhausts
  Charm,        // seduce: the seduced pawn exhausts and takes amount psych-damage
  HealAll,      // each asset of its boss loses amount damage
  DamagePawns,  // each pawn of every other boss takes amount phys-damage
  PsychPawns,   // each pawn of every other boss takes amount psych-damage
};
inline constexpr int kOpCount = 13;
const char* opKey(Op o);
// What an op's target is, if it has one.
enum class Aim : std::uint8_t {
  None,
  EnemyAsset,
  OwnEvent,
  EnemyEvent,
  OwnAsset,
  OwnPawn,
  Seduced
};
Aim aimOf(Op o);

struct Ability {
  std::uint16_t tags = 0;
  int cint = 0;  // the Ç cost (tag "cint")
  Op op = Op::Cint;
  int amount = 0;
  bool activated() const { return (tags & kTriggerTags) == 0; }
};

struct Effect {
  Op op = Op::Cint;
  int amount = 0;
};

// The fields a search reads at every step come first, so a card's rules facts share a cache line
// or two; its words (id, name, text, flavor) come last.
struct Card {
  CardType type = CardType::Pawn;
  int house = 0;
  int cost = 0;       // Çint, assets
  int influence = 0;  // requirement with the card's House (or its sworn House)
  int progress = 0;   // events: progress needed to complete
  int force = 0, cunning = 0, stealth = 0, resolve = 0;
  bool hasForce = false;  // printed Force (a mark with Force spares the attacker its risk)
  DomainRow domain = DomainRow::Planetary;
  std::uint16_t keywords = 0;
  int swornTo = -1;  // a House, with kSwornTo
  int alter = -1;    // the CardType it alters, -1 for none
  bool human = false;
  std::uint16_t tagMask = 0;  // every tag of its abilities (set by the loader)
  int activatedIndex = -1;    // its ability to activate, -1 for none (set by the loader)
  int rewardInfluence = 0, rewardCint = 0;  // jobs
  std::vector<Ability> abilities;           // at most one activated one, any number of triggers
  std::vector<Effect> effects;              // gambits: what completing does
  std::string id;
  std::string name;
  std::string text, flavor;

  bool has(Keyword k) const { return (keywords & k) != 0; }
  // The activated ability, or nullptr.
  const Ability* activated() const {
    return activatedIndex < 0 ? nullptr : &abilities[activatedIndex];
  }
  // The first ability with tag `t`, or nullptr.
  const Ability* withTag(Tag t) const { return (tagMask & t) ? firstWithTag(t) : nullptr; }
  const Ability* firstWithTag(Tag t) const;
};

struct House {
  std::string id, name, colour;
};

struct Character {
  std::string id, name, text, flavor;
  int house = 0;  // the House the character belongs to (its card's colour)
  int chosen = 0, drawn = 0;
  int cint = 0, income = 0;
  std::array<int, kHouses> influence{};
  std::vector<std::uint8_t> deck;  // card type indices, copies expanded, in file order
};

struct CardSet {
  int version = 1;
  std::vector<House> houses;
  std::vector<Character> characters;
  std::vector<Card> cards;
  std::vector<GlossaryEntry> glossary;
  // Per card type: whether it can ever be played or used in a maneuvering step (the Maneuver
  // keyword or tag, or a guard keyword), so a step's other chances are listed at a glance.
  std::vector<std::uint8_t> maneuvers;
  int findCard(std::string_view id) const;
  int findHouse(std::string_view id) const;
};

// Reads a Vitium card file (assets/cards/vitium.json); `source` names it in messages.
Expected<CardSet> parseCardSet(std::string_view text, const std::string& source);

}  // namespace gm::rules::vitium
