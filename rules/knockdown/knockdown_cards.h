#pragma once
// Knockdown card data: the Action cards, the fighters that hold them and the Stamina deck make-up,
// read from a designer-editable JSON file (assets/cards/knockdown.json; its schema is documented at
// the top of that file and in assets/rules/knockdown.md).
//
// A file is either accepted whole or refused with one message naming the file, the field (as a JSON
// pointer, or the line and column for a syntax error) and what is wrong, so a designer can fix it.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/glossary.h"

namespace gm::rules::knockdown {

// Every fighter holds exactly this many unique Action cards (the rulebook's hand of ten).
inline constexpr int kHandSize = 10;
// Largest Stamina deck a card file may ask for (keeps the state in fixed arrays).
inline constexpr int kMaxDeck = 64;
inline constexpr int kMinDeck = 20;
// INSTANT resolves before every numbered speed; its rank sits above the largest speed, 9.
inline constexpr int kInstantRank = 10;

// An extra effect a card gains when the opponent's revealed card is one of `cards` (AGAINST).
struct AgainstBonus {
  std::vector<int> cards;  // indices into CardSet::actions
  int damage = 0;          // added to the base damage (so a CRITICAL doubles it too)
  int reduce = 0;
  int momentum = 0;
};

struct ActionCard {
  std::string id;    // stable key used by saves, logs and the UI ("jab")
  std::string name;  // display name ("Jab")
  std::string text;  // rules text in our words
  std::string flavor;
  int speed = 1;  // 0 means INSTANT, otherwise 1..9; higher resolves first
  int damage = 0;
  int reduce = 0;    // damage reduction from this card's step to the end of the turn
  int momentum = 0;  // bonus stored for a later hit
  std::vector<int> criticalAgainst;  // the CRITICAL lands when the opponent plays one of these
  std::vector<AgainstBonus> against;

  bool isInstant() const { return speed == 0; }
  // Resolution order key: larger first.
  int rank() const { return isInstant() ? kInstantRank : speed; }
  // "instant" or the number, as written in card files.
  std::string speedLabel() const { return isInstant() ? "instant" : std::to_string(speed); }
};

struct Fighter {
  std::string id;
  std::string name;
  std::array<int, kHandSize> actions{};  // indices into CardSet::actions, in hand order
};

struct StaminaCounts {
  int rally = 8;
  int unstable = 4;
  int stable = 28;
  int total() const { return rally + unstable + stable; }
};

struct CardSet {
  int version = 1;
  std::vector<GlossaryEntry> glossary;  // the card file's "glossary"
  StaminaCounts stamina;
  std::vector<ActionCard> actions;  // the card pool
  // At least one. A file without "fighters" gets one fighter holding the ten "actions" in order.
  std::vector<Fighter> fighters;

  // Index of the Action card / fighter with this id, or -1.
  int findAction(std::string_view id) const;
  int findFighter(std::string_view id) const;
};

// Parses and validates a card file. `source` names the file in messages
// ("assets/cards/knockdown.json").
Expected<CardSet> parseCardSet(std::string_view json, const std::string& source);

}  // namespace gm::rules::knockdown
