#include "artbot_cards.h"

#include <nlohmann/json.hpp>

#include "core/card_file.h"
#include "core/types.h"

namespace gm::rules::artbot {
namespace {
using nlohmann::json;
using namespace cardfile;

Power readPower(const json& card, const std::string& pointer) {
  const std::string s = readString(card, "power", pointer, true);
  for (int p = 0; p < kPowerCount; ++p)
    if (s == powerKey(static_cast<Power>(p))) return static_cast<Power>(p);
  throw CardFileError{child(pointer, "power"),
                      "must be one of physical, psychological, spiritual, holistic, healing, "
                      "stealing, glitch (found " +
                          inQuotes(s) + ")"};
}

Rarity readRarity(const json& card, const std::string& pointer) {
  const std::string s = readString(card, "rarity", pointer, true);
  for (int r = 0; r < kRarityCount; ++r)
    if (s == rarityKey(static_cast<Rarity>(r))) return static_cast<Rarity>(r);
  throw CardFileError{child(pointer, "rarity"),
                      "must be \"common\", \"rare\" or \"super_rare\" (found " + inQuotes(s) + ")"};
}

int readPoints(const json& card, const std::string& pointer, Power power) {
  const int points = readInt(card, "points", pointer, 0, kMaxPoints, std::nullopt);
  const std::string here = child(pointer, "points");
  if (points % 10 != 0)
    throw CardFileError{here, "must be a multiple of 10 (found " + std::to_string(points) + ")"};
  if ((power == Power::Stealing || power == Power::Glitch) && points != 0)
    throw CardFileError{here, std::string("must be 0 for a ") + powerName(power) + " card"};
  if ((isDamage(power) || power == Power::Healing) && points == 0)
    throw CardFileError{here,
                        std::string("must be at least 10 for a ") + powerName(power) + " card"};
  return points;
}

CardType readCard(const json& c, const std::string& pointer) {
  requireObject(c, pointer);
  checkKeys(c, pointer,
            {"$comment", "id", "name", "power", "points", "rarity", "flavor", "copies"});
  CardType t;
  t.id = readId(c, pointer);
  t.name = readString(c, "name", pointer, true);
  t.power = readPower(c, pointer);
  t.points = readPoints(c, pointer, t.power);
  t.rarity = readRarity(c, pointer);
  t.rp = rarityPoints(t.rarity);
  t.flavor = readString(c, "flavor", pointer, false);
  t.copies = readInt(c, "copies", pointer, 1, 99, 1);
  return t;
}

CardSet readCardSet(const json& doc) {
  CardSet set;
  set.version = readCardFileHead(
      doc, "artbot", {"$comment", "game", "version", "deckSize", "starter", "cards", "glossary"});
  set.glossary = cardfile::readGlossary(doc);
  set.deckSize = readInt(doc, "deckSize", "", kMinDeckSize, kMaxDeckSize, 20);
  const json& cards = requireList(doc, "cards", "", "card types");
  if (cards.size() > kMaxTypes)
    throw CardFileError{"/cards", "holds " + std::to_string(cards.size()) +
                                      " card types; at most " + std::to_string(kMaxTypes) +
                                      " are allowed"};
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const std::string pointer = child("/cards", i);
    CardType t = readCard(cards[i], pointer);
    if (set.findType(t.id) >= 0)
      throw CardFileError{child(pointer, "id"), "the id " + inQuotes(t.id) + " is already used"};
    set.types.push_back(std::move(t));
  }

  const json& starter = required(doc, "starter", "");
  requireObject(starter, "/starter");
  set.starter.assign(set.types.size(), 0);
  for (const auto& [id, count] : starter.items()) {
    const std::string here = child("/starter", id);
    const int type = set.findType(id);
    if (type < 0) throw CardFileError{here, "no card type has the id " + inQuotes(id)};
    const auto n = userjson::integerIn(count, 1, 99);
    if (!n) throw CardFileError{here, "must be a whole number from 1 to 99"};
    if (*n > set.types[type].copies)
      throw CardFileError{here, "is " + std::to_string(*n) + ", but the card has " +
                                    std::to_string(set.types[type].copies) + " copies"};
    set.starter[type] = static_cast<int>(*n);
  }
  for (int t = 0; t < set.typeCount(); ++t)
    for (int c = 0; c < set.starter[t]; ++c) set.starterCards.push_back(t);
  const int needed = std::max(kMinStarter, set.deckSize);
  if (set.starterSize() < needed)
    throw CardFileError{"/starter", "holds " + std::to_string(set.starterSize()) +
                                        " cards; a starter collection needs at least " +
                                        std::to_string(needed)};

  const int t = set.typeCount();
  // Rules version 2 (issue 12): the first player comes from the seed, Glitch deals are for keeps
  // and the final steal takes a card the loser owns, so saves of version 1 would replay
  // differently.
  set.info = GameInfo{"artbot",
                      "Artbot",
                      2,
                      2,
                      kMaxSeats,
                      3 * t + 4,
                      kTurnsPerSeat * kMaxSeats * kMaxActionsPerTurn + 8};
  return set;
}
}  // namespace

const char* powerKey(Power p) {
  static const char* const keys[] = {"physical", "psychological", "spiritual", "holistic",
                                     "healing",  "stealing",      "glitch"};
  return keys[static_cast<int>(p)];
}

const char* powerName(Power p) {
  static const char* const names[] = {"Physical Damage",
                                      "Psychological Damage",
                                      "Spiritual Damage",
                                      "Holistic Damage",
                                      "Healing",
                                      "Stealing",
                                      "Glitch"};
  return names[static_cast<int>(p)];
}

const char* rarityKey(Rarity r) {
  static const char* const keys[] = {"common", "rare", "super_rare"};
  return keys[static_cast<int>(r)];
}

const char* rarityName(Rarity r) {
  static const char* const names[] = {"Common", "Rare", "Super Rare"};
  return names[static_cast<int>(r)];
}

int CardSet::starterSize() const {
  int n = 0;
  for (int c : starter) n += c;
  return n;
}

int CardSet::findType(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

Expected<CardSet> parseCardSet(std::string_view text, const std::string& source) {
  return readCardFile<CardSet>(text, source, readCardSet);
}

}  // namespace gm::rules::artbot
