#pragma once
// Engines of Vengeance card data: the two decks by owner, each card with one or two ends, read from
// a designer-editable JSON file (assets/cards/engines.json; schema at the top of that file and in
// assets/rules/engines.md, "Card file"). Card effects are data over a small vocabulary of this
// game's verbs (rotate, unrotate, reset, score, discard, take), with selectors saying which Active
// cards they may touch; the engine interprets them (engines_act.cpp).
//
// A file is accepted whole or refused with one message naming the file, the field (JSON pointer,
// or line and column for a syntax error) and what is wrong.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/glossary.h"

namespace gm::rules::engines {

// Most card instances a file may make (keeps the state in fixed arrays and the action ids dense).
inline constexpr int kMaxCards = 32;
inline constexpr int kMaxNames = 32;  // distinct end names (selectors use a bit mask)
inline constexpr int kMaxTags = 8;

enum class Role : std::uint8_t { Vigilante, Detective };
const char* roleKey(Role r);  // "vigilante", "detective"

// Where an exhausted card goes. Score means the scoring pile of the player whose area it is in
// (Bodycount for the Vigilante, Evidence for the Detective); the file names the pile itself.
enum class Pile : std::uint8_t { Discard, Bodycount, Evidence };
const char* pileKey(Pile p);  // "discard", "bodycount", "evidence"

enum class Verb : std::uint8_t {
  Rotate,    // 90 degrees clockwise; a card reaching 180 is exhausted (dealt with at end of turn)
  Unrotate,  // 90 back to 0 (a card at 0 is no target)
  Reset,     // back to 0; a double-ended card's resetting player chooses the end that is up
  Score,     // to the scoring pile of the player using the ability
  Discard,   // to the Discard of the player whose area holds it
  Take,      // from the other player's Active Area into the user's, keeping angle and end
};
const char* verbKey(Verb v);

enum class Scope : std::uint8_t { Chosen, All, Self };
enum class Area : std::uint8_t { Mine, Theirs, Either };  // seen from the player using it

// Which Active cards an effect may touch.
struct Selector {
  Area area = Area::Either;
  std::uint32_t names = ~0u;  // bit i: end name i (CardSet::names) may be chosen
  std::uint8_t tags = 0;      // non-zero: the card must carry one of these tags
  std::uint8_t angles = 3;    // bit 0: at 0 degrees, bit 1: at 90 degrees
};

struct Effect {
  Verb verb = Verb::Rotate;
  Scope scope = Scope::Chosen;
  Selector select;
};

// A cost paid before an ability resolves: discard `count` cards of the user's hand or Active Area
// matching `select` (its area is ignored), each picked by the user.
struct Cost {
  int count = 0;
  Selector select;
};

struct Ability {
  std::vector<Effect> effects;  // at most one with Scope::Chosen (the action's target)
  Cost cost;
  bool present() const { return !effects.empty(); }
  const Effect* chosen() const;  // the effect that needs a target, or nullptr
};

// While a card with this end is Active, cards matching `select` (area from the holder's view) that
// exhaust go to `exhaustTo` instead of their printed pile.
struct Modifier {
  bool present = false;
  Selector select;
  Pile exhaustTo = Pile::Discard;
};

struct CardEnd {
  std::string name;   // "WRATH"; unique per card type end, shared by copies
  int nameIndex = 0;  // into CardSet::names
  std::string text;   // what the end does, in our words (shown on the card)
  Pile exhaust = Pile::Discard;
  bool flips = false;  // double-ended: goes to the Discard showing the other end
  Ability onPlay;
  Ability action;  // used by the player whose Active Area holds it
  Ability rival;   // used by the other player, on its own turn
  // When this end exhausts to its printed scoring pile, its holder also scores this many of its
  // other Active cards (picked one by one).
  int exhaustBonus = 0;
  Modifier modifier;
};

struct CardType {
  std::string id;  // "wrath"
  Role owner = Role::Vigilante;
  int copies = 1;
  std::vector<CardEnd> ends;  // 1 or 2; 2 = double-ended
  std::uint8_t tags = 0;      // bit i: CardSet::tags[i]
  std::vector<std::string> tagNames;
  std::string flavor;
  // The optional Act 2 setup: this many copies start with ends[1] up.
  int variantCopies = 0;

  bool doubleEnded() const { return ends.size() == 2; }
};

struct CardSet {
  int version = 1;
  std::vector<GlossaryEntry> glossary;  // the card file's "glossary"
  std::vector<CardType> types;          // in file order
  std::vector<std::string> names;       // every end name, index = CardEnd::nameIndex
  std::vector<std::string> tags;        // every tag ("gang")
  // Every card of the set as its type, in file order, copies together. A game deals them to its
  // uids 0..cardCount()-1 (ActState::type): a uid's number says nothing of its card.
  std::vector<std::uint8_t> deckList;

  int cardCount() const { return static_cast<int>(deckList.size()); }
  int findType(std::string_view id) const;  // -1 when none
  int findName(std::string_view name) const;
};

// Parses and validates a card file. `source` names the file in messages.
Expected<CardSet> parseCardSet(std::string_view json, const std::string& source);

}  // namespace gm::rules::engines
