#pragma once
// Artbot card data: the card types of a set (Power, Power Points, Rarity), the deck size a game
// uses by default and the starter collection a new profile receives, read from a designer-editable
// JSON file (assets/cards/artbot.json; schema in assets/rules/artbot.md, "Card file").
//
// A file is accepted whole or refused with one message naming the file, the field (JSON pointer,
// or line and column for a syntax error) and what is wrong.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game_state.h"
#include "core/glossary.h"

namespace gm::rules::artbot {

// Most card types a set may hold: action ids stay dense (3 per type) and type sets fit a 64-bit
// mask.
inline constexpr int kMaxTypes = 64;
inline constexpr int kMinDeckSize = 10;
inline constexpr int kMaxDeckSize = 40;
inline constexpr int kMinStarter = 30;  // a starter collection holds at least this many cards
inline constexpr int kMaxPoints = 60;
// The turn cap (our ruling 8): turns of all players together, per seat at the table.
inline constexpr int kTurnsPerSeat = 100;
// Most actions in one turn: a return, a play, a target and up to kMaxPoints / 10 picks.
inline constexpr int kMaxActionsPerTurn = 3 + kMaxPoints / 10;

enum class Power : std::uint8_t {
  Physical,
  Psychological,
  Spiritual,
  Holistic,
  Healing,
  Stealing,
  Glitch
};
inline constexpr int kPowerCount = 7;
const char* powerKey(Power p);   // "physical", ..., "glitch"
const char* powerName(Power p);  // "Physical Damage", ..., "Healing", "Stealing", "Glitch"
constexpr bool isDamage(Power p) {
  return p <= Power::Holistic;
}

enum class Rarity : std::uint8_t { Common, Rare, SuperRare };
inline constexpr int kRarityCount = 3;
const char* rarityKey(Rarity r);   // "common", "rare", "super_rare"
const char* rarityName(Rarity r);  // "Common", "Rare", "Super Rare"
constexpr int rarityPoints(Rarity r) {
  return r == Rarity::Common ? 0 : r == Rarity::Rare ? 20 : 40;
}

// The rules facts first (a search reads them at every step; they share the first cache line),
// the words after.
struct CardType {
  Power power = Power::Physical;
  int points = 0;  // Power Points: a multiple of 10; 0 for Stealing and Glitch
  Rarity rarity = Rarity::Common;
  int rp = 0;      // Rarity Points, from the rarity
  int copies = 1;  // in a printed set (print-and-play)
  std::string id;  // "rust_hook"
  std::string name;
  std::string flavor;
};

struct CardSet {
  int version = 1;
  std::vector<GlossaryEntry> glossary;  // the card file's "glossary"
  int deckSize = 20;                    // the default size of each player's deck
  std::vector<CardType> types;          // in file order; a type's index is its number in action ids
  std::vector<int> starter;             // per type: copies in a new profile's collection
  std::vector<int> starterCards;        // the starter collection as card types, one per card
  GameInfo info;  // the game's info for this set (actionCount = 3 * types + 4)

  int typeCount() const { return static_cast<int>(types.size()); }
  int starterSize() const;
  int findType(std::string_view id) const;  // -1 when none
};

// Parses and validates a card file. `source` names the file in messages.
Expected<CardSet> parseCardSet(std::string_view json, const std::string& source);

}  // namespace gm::rules::artbot
