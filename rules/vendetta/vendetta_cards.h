#pragma once
// Personal Vendetta card data: every card's discipline, type, cost and effect, written as data over
// a small vocabulary of the rulebook's verbs, read from a designer-editable JSON file
// (assets/cards/vendetta.json; the schema is in assets/rules/vendetta.md, "Card file").
//
// An effect is a list of steps ("benefit", then "penalty"); a step is one verb with its numbers and
// whom it touches. States carry abilities: triggered (an event and a direction), static (a change
// to the rules while the state is in play) and activated (a cost and an effect). Reactions carry an
// "If reacting to ..." condition. No card needs C++: the verbs below are the whole language.
//
// A file is accepted whole or refused with one message naming the file, the field (JSON pointer),
// the card's id and what is wrong.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game_state.h"
#include "core/glossary.h"

namespace gm::rules::vendetta {

inline constexpr int kMaxCards = 64;   // most cards a file may hold (action ids stay dense)
inline constexpr int kMaxAmount = 20;  // the largest printed number
inline constexpr int kMaxX = 20;       // the largest X a clone may choose
inline constexpr int kHeadspaceCards = 4;
// Action ids (vendetta_state.h names the blocks): take, play, activate, react and pick by card,
// a target by seat, X by number, and the one pass.
inline constexpr int kActionCount = 5 * kMaxCards + kMaxSeats + kMaxX + 2;
// The safety cap on a game's actions (besides the turn limit, vendetta_state.h).
inline constexpr int kActionCap = 6000;

// What a cost is paid in, and the two resources effects move.
enum class Res : std::uint8_t { Tick, Corpus, Cerebrium, Card, State, Forgotten };
inline constexpr int kResCount = 6;
const char* resKey(Res r);  // "tick", "corpus", "cerebrium", "card", "state", "forgotten"

enum class Discipline : std::uint8_t { Physical, Mental };
enum class CardKind : std::uint8_t { Attack, Reaction, State };
const char* disciplineKey(Discipline d);  // "physical", "mental"
const char* kindKey(CardKind k);          // "attack", "reaction", "state"

// The verbs of an effect step.
enum class Verb : std::uint8_t {
  Inflict,       // who loses amount of res (corpus or cerebrium)
  Leech,         // who loses amount of res, the controller gains what was lost
  Gain,          // the controller gains amount of res (corpus, cerebrium or tick)
  Lose,          // the controller loses amount of res (corpus, cerebrium or tick)
  Pop,           // amount cards from the top of the head to headspace
  Push,          // the controller chooses amount headspace cards for the bottom of the head
  Draw,          // who (default: the controller) adds amount cards from the top of the head
  Recall,        // the controller adds amount cards of its choice from its forgotten pile to hand
  Discard,       // who discards amount cards of its own choice from hand
  DiscardState,  // who discards amount of its states of its own choice
  SetAside,      // "this": the resolving card goes to its owner's set-aside cards, not forgotten;
                 // "head": the top card of the head is set aside by the controller
  Interrogate,   // invasive interrogation of who (the chosen clone)
  Shield,        // reactions only: the action reacted to inflicts / leeches amount less res on
                 // you, off its total
  Negate         // reactions only: the action reacted to does not resolve
};
inline constexpr int kVerbCount = 14;
const char* verbKey(Verb v);

// Whom a step touches.
enum class Who : std::uint8_t {
  Self,          // the controller
  Chosen,        // the chosen clone: an opponent of the controller, chosen once per effect
  Active,        // the clone whose turn it is
  Actor,         // reactions: the clone whose action is reacted to (the active clone)
  EachOpponent,  // every living opponent of the controller
  Everyone       // every living clone, the controller included
};
const char* whoKey(Who w);

// A condition a step may carry ("if"): the step resolves only while it holds.
enum class Cond : std::uint8_t {
  None,
  FewerCorpus,     // the controller has less corpus than the chosen clone
  FewerCerebrium,  // the controller has less cerebrium than the chosen clone
  EmptyHand,       // the controller holds no card
  TargetHasState   // the chosen clone has a state in play
};
const char* condKey(Cond c);

struct Step {
  Verb verb = Verb::Inflict;
  Res res = Res::Corpus;
  Who who = Who::Self;
  std::int8_t amount = 0;  // printed number (added to X when `x`)
  bool x = false;          // the amount is X (+ amount)
  Cond cond = Cond::None;
  bool aside = false;  // SetAside: true "this", false "head"
};

// A cost: fixed amounts per resource, plus X of one resource (xRes) when hasX. RULINGS: X is any
// whole number from xMin (0 unless the card sets a minimum) up to what the payer has of xRes.
struct Cost {
  std::array<std::int8_t, kResCount> n{};
  bool hasX = false;
  Res xRes = Res::Corpus;
  std::int8_t xMin = 0;
  int of(Res r) const { return n[static_cast<int>(r)]; }
  bool empty() const;
};

enum class Event : std::uint8_t { TurnStart, TurnEnd, Take, Play, Activate };
inline constexpr int kEventCount = 5;
const char* eventKey(Event e);  // "turn_start", "turn_end", "take", "play", "activate"
// The trigger direction (the rulebook's arrows): the controller's own turn or actions, its
// opponents', or everyone's.
enum class Whose : std::uint8_t { You, Opponents, Each };
const char* whoseKey(Whose w);  // "you", "opponents", "each"

enum class StaticKind : std::uint8_t {
  HandSize,           // the controller's hand size changes by amount
  OpponentsHandSize,  // every opponent's hand size changes by amount
  TickIncome,         // the controller gains amount more ticks in its beginning phase
  Armor               // the controller loses amount less res off each effect's total
};
const char* staticKey(StaticKind s);

enum class AbilityKind : std::uint8_t { Trigger, Static, Activated };

struct Ability {
  AbilityKind kind = AbilityKind::Trigger;
  bool penalty = false;  // printed as part of the card's penalty (else its benefit)
  // Trigger
  Event event = Event::TurnStart;
  Whose whose = Whose::You;
  // Static
  StaticKind stat = StaticKind::HandSize;
  Res res = Res::Corpus;  // Armor
  int amount = 0;
  // Activated
  Cost cost;
  // Trigger and Activated: what it does, then (activated abilities) its own penalty steps.
  std::vector<Step> steps;
  std::vector<Step> penaltySteps;
  bool choosesClone = false;  // derived
};

// The "If reacting to ..." condition: every listed term must hold.
enum ReactTerm : std::uint16_t {
  kReactTake = 1,
  kReactPlay = 2,
  kReactActivate = 4,
  kReactAttack = 8,       // the action plays an attack
  kReactStateCard = 16,   // the action plays a state
  kReactPhysical = 32,    // the card played or activated is physical
  kReactMental = 64,      // ... mental
  kReactChoosesYou = 128  // the action chose the reacting clone
};

struct CardType {
  std::string id;
  std::string name;
  char set = 'a';  // 'a' or 'b'
  Discipline discipline = Discipline::Physical;
  CardKind kind = CardKind::Attack;
  Cost cost;
  std::uint16_t reactingTo = 0;  // reactions: ReactTerm bits
  std::vector<Step> benefit;     // attacks and reactions
  std::vector<Step> penalty;
  std::vector<Ability> abilities;  // states
  std::string flavor;
  // Derived: the effect chooses a clone (some step has who Chosen or needs one for a condition).
  bool choosesClone = false;
  int activated = -1;  // states: index of the activated ability, -1 none (at most one)
};

struct CardSet {
  int version = 1;
  std::vector<GlossaryEntry> glossary;  // the card file's "glossary"
  std::vector<CardType> types;          // in file order
  GameInfo info;
  int typeCount() const { return static_cast<int>(types.size()); }
  int findType(std::string_view id) const;  // -1 when none
};

// Whether a list of steps chooses a clone.
bool stepsChooseClone(const std::vector<Step>& steps);

// Parses and validates a card file. `source` names the file in messages.
Expected<CardSet> parseCardSet(std::string_view json, const std::string& source);

// The card's rules text in our words, generated from its data (faces, tooltips, the rules page):
// the benefit paragraph, then the penalty paragraph.
std::string benefitText(const CardType& c);
std::string penaltyText(const CardType& c);
std::string costText(const Cost& c);

}  // namespace gm::rules::vendetta
