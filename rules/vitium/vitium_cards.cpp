#include "vitium_cards.h"

#include <nlohmann/json.hpp>
#include <set>

#include "core/card_file.h"

namespace gm::rules::vitium {
namespace {
using nlohmann::json;
using namespace cardfile;

constexpr std::array<const char*, 5> kTypeKeys{"pawn", "location", "device", "gambit", "job"};
constexpr std::array<const char*, kDomainRows> kDomainKeys{
    "planetary", "stowaway", "hacker", "starborn", "starworthy", "etherial", "low_etherial"};
constexpr std::array<const char*, kKeywordCount> kKeywordKeys{
    "unique",   "notorious",          "long_ranged", "tormenting",   "hardened",
    "ongoing",  "interceptor",        "body_guard",  "patrol_guard", "elusive",
    "sworn_to", "political_immunity", "maneuver"};
constexpr std::array<const char*, kTagCount> kTagKeys{
    "act", "exhaust", "cint", "deploy", "turn", "sabotage", "maneuver", "sneak", "seduce"};
constexpr std::array<const char*, kOpCount> kOpKeys{
    "cint", "draw",      "influence", "damage",   "psych",        "progress",   "sabotage",
    "heal", "unexhaust", "charm",     "heal_all", "damage_pawns", "psych_pawns"};

template <std::size_t N>
int readKey(const json& obj, const char* key, const std::string& pointer, const std::string& what,
            const std::array<const char*, N>& keys, int fallback = -1) {
  if (fallback >= 0 && !obj.contains(key)) return fallback;
  const std::string s = readString(obj, key, pointer, true);
  for (std::size_t i = 0; i < N; ++i)
    if (s == keys[i]) return static_cast<int>(i);
  std::string all;
  for (std::size_t i = 0; i < N; ++i) all += (i ? ", " : "") + std::string(keys[i]);
  throw CardFileError{child(pointer, key),
                      what + ": must be one of " + all + " (found " + inQuotes(s) + ")"};
}

template <std::size_t N>
int keyIndex(const json& v, const std::string& pointer, const std::string& what,
             const std::array<const char*, N>& keys) {
  const auto s = userjson::text(&v);
  if (s)
    for (std::size_t i = 0; i < N; ++i)
      if (*s == keys[i]) return static_cast<int>(i);
  std::string all;
  for (std::size_t i = 0; i < N; ++i) all += (i ? ", " : "") + std::string(keys[i]);
  throw CardFileError{pointer, what + ": must be one of " + all};
}

int readHouse(const CardSet& set, const json& obj, const char* key, const std::string& pointer,
              const std::string& what) {
  const std::string s = readString(obj, key, pointer, true);
  const int h = set.findHouse(s);
  if (h < 0)
    throw CardFileError{child(pointer, key), what + ": no House has the id " + inQuotes(s)};
  return h;
}

Ability readAbility(const json& j, const std::string& pointer, const std::string& what,
                    const Card& c) {
  requireObject(j, pointer);
  checkKeys(j, pointer, {"$comment", "tags", "cint", "do", "amount"});
  Ability a;
  const json& tags = requireList(j, "tags", pointer, "ability tags");
  for (std::size_t i = 0; i < tags.size(); ++i) {
    const int bit = keyIndex(tags[i], child(child(pointer, "tags"), i), what, kTagKeys);
    if (a.tags & (1u << bit))
      throw CardFileError{child(child(pointer, "tags"), i), what + ": a tag is listed twice"};
    a.tags |= static_cast<std::uint16_t>(1u << bit);
  }
  a.op = static_cast<Op>(readKey(j, "do", pointer, what, kOpKeys));
  a.amount = readInt(j, "amount", pointer, 0, a.op == Op::Cint ? kMaxCost : kMaxStat, 0);
  a.cint = readInt(j, "cint", pointer, 0, kMaxCost, 0);
  if ((a.cint > 0) != ((a.tags & kCint) != 0))
    throw CardFileError{pointer, what + ": the tag \"cint\" and a \"cint\" cost go together"};
  const std::uint16_t triggers = a.tags & kTriggerTags;
  if (triggers && (triggers & (triggers - 1)))
    throw CardFileError{child(pointer, "tags"), what +
                                                    ": at most one of deploy, turn, sabotage "
                                                    "and sneak"};
  if (triggers && (a.tags & ~kTriggerTags))
    throw CardFileError{child(pointer, "tags"),
                        what +
                            ": a triggered ability (deploy, turn, sabotage, sneak) has no "
                            "costs or other tags"};
  if (triggers && aimOf(a.op) != Aim::None)
    throw CardFileError{child(pointer, "do"), what + ": a triggered ability cannot aim at a card"};
  const bool pawnAction = a.tags & (kAct | kSeduce);
  if (!triggers && !pawnAction && !(a.tags & kExhaust))
    throw CardFileError{child(pointer, "tags"),
                        what +
                            ": an activated ability needs act, seduce or exhaust (otherwise it "
                            "could be used without end)"};
  if (pawnAction && c.type != CardType::Pawn)
    throw CardFileError{child(pointer, "tags"), what + ": only pawns have act or seduce"};
  if ((a.tags & kAct) && (a.tags & kSeduce))
    throw CardFileError{child(pointer, "tags"), what + ": act and seduce do not go together"};
  if ((a.tags & kSeduce) != 0 && a.op != Op::Charm)
    throw CardFileError{child(pointer, "do"), what + ": a seduce ability does \"charm\""};
  if (a.op == Op::Charm && !(a.tags & kSeduce))
    throw CardFileError{child(pointer, "do"), what + ": only a seduce ability does \"charm\""};
  if ((a.tags & kSneak) && !isAsset(c.type))
    throw CardFileError{child(pointer, "tags"), what + ": only assets sneak"};
  if ((a.tags & kDeploy) && !isAsset(c.type))
    throw CardFileError{child(pointer, "tags"), what + ": only assets deploy"};
  if ((a.tags & kSabotageTag) && !isEvent(c.type))
    throw CardFileError{child(pointer, "tags"), what + ": only events are sabotaged"};
  if (a.op != Op::Unexhaust && a.amount == 0)
    throw CardFileError{child(pointer, "amount"), what + ": must be at least 1"};
  return a;
}

Card readCard(const CardSet& set, const json& j, const std::string& pointer) {
  requireObject(j, pointer);
  checkKeys(j, pointer, {"$comment",  "id",       "name",     "type",    "house",   "cost",
                         "influence", "progress", "force",    "cunning", "stealth", "resolve",
                         "domain",    "keywords", "sworn_to", "alter",   "human",   "abilities",
                         "effects",   "reward",   "text",     "flavor"});
  Card c;
  c.id = readId(j, pointer);
  const std::string what = "card " + inQuotes(c.id);
  c.name = readString(j, "name", pointer, true);
  c.type = static_cast<CardType>(readKey(j, "type", pointer, what, kTypeKeys));
  c.house = readHouse(set, j, "house", pointer, what);
  c.influence = readInt(j, "influence", pointer, 0, kMaxStat, 0);
  c.text = readString(j, "text", pointer, true);
  c.flavor = readString(j, "flavor", pointer, false);
  const bool asset = isAsset(c.type);
  auto refuse = [&](const char* key, const char* why) {
    if (j.contains(key)) throw CardFileError{child(pointer, key), what + ": " + why};
  };
  if (asset) {
    c.cost = readInt(j, "cost", pointer, 0, kMaxCost, std::nullopt);
    c.resolve = readInt(j, "resolve", pointer, 0, kMaxStat, std::nullopt);
    c.hasForce = j.contains("force") && c.type == CardType::Pawn;
    c.force = readInt(j, "force", pointer, 0, kMaxStat, 0);
    c.cunning = readInt(j, "cunning", pointer, 0, kMaxStat, 0);
    c.stealth = readInt(j, "stealth", pointer, 0, kMaxStat, 0);
    c.domain = static_cast<DomainRow>(readKey(j, "domain", pointer, what, kDomainKeys, 0));
    refuse("progress", "only events have a progress requirement");
    refuse("effects", "only gambits have effects");
    refuse("reward", "only jobs have a reward");
  } else {
    c.progress = readInt(j, "progress", pointer, 0, 40, std::nullopt);
    for (const char* k :
         {"cost", "force", "cunning", "stealth", "resolve", "domain", "alter", "human"})
      refuse(k, "an event has no such field (it is not an asset)");
  }
  if (c.type == CardType::Pawn) {
    c.human = readBool(j, "human", pointer, false);
    if (c.resolve < 1)
      throw CardFileError{child(pointer, "resolve"), what + ": a pawn needs 1 or more"};
  } else {
    refuse("human", "only pawns are Human");
  }
  if (j.contains("alter")) {
    const int t = readKey(j, "alter", pointer, what, kTypeKeys);
    if (c.type != CardType::Device || !isAsset(static_cast<CardType>(t)))
      throw CardFileError{child(pointer, "alter"),
                          what + ": a device alters a pawn, location or device"};
    c.alter = t;
  } else if (asset && c.resolve < 1) {
    throw CardFileError{child(pointer, "resolve"),
                        what + ": an asset that alters nothing needs a Resolve of 1 or more"};
  }
  if (const json* kw = userjson::member(j, "keywords")) {
    if (!kw->is_array()) throw CardFileError{child(pointer, "keywords"), what + ": must be a list"};
    for (std::size_t i = 0; i < kw->size(); ++i) {
      const int bit = keyIndex((*kw)[i], child(child(pointer, "keywords"), i), what, kKeywordKeys);
      c.keywords |= static_cast<std::uint16_t>(1u << bit);
    }
  }
  const std::uint16_t pawnOnly = kLongRanged | kInterceptor | kBodyGuard | kPatrolGuard | kElusive |
                                 kPoliticalImmunity | kTormenting;
  if ((c.keywords & pawnOnly) && c.type != CardType::Pawn)
    throw CardFileError{child(pointer, "keywords"), what + ": a keyword only pawns have"};
  if ((c.keywords & (kUnique | kNotorious | kHardened)) && !asset)
    throw CardFileError{child(pointer, "keywords"), what + ": a keyword only assets have"};
  if ((c.keywords & kOngoing) && c.type != CardType::Gambit)
    throw CardFileError{child(pointer, "keywords"), what + ": only gambits are ongoing"};
  if (c.has(kSwornTo) != j.contains("sworn_to"))
    throw CardFileError{child(pointer, "sworn_to"),
                        what + ": the keyword sworn_to and the field \"sworn_to\" go together"};
  if (c.has(kSwornTo)) c.swornTo = readHouse(set, j, "sworn_to", pointer, what);
  if (const json* abilities = userjson::member(j, "abilities")) {
    if (!abilities->is_array())
      throw CardFileError{child(pointer, "abilities"), what + ": must be a list"};
    int activated = 0;
    for (std::size_t i = 0; i < abilities->size(); ++i) {
      c.abilities.push_back(
          readAbility((*abilities)[i], child(child(pointer, "abilities"), i), what, c));
      c.tagMask |= c.abilities.back().tags;
      if (c.abilities.back().activated()) c.activatedIndex = static_cast<int>(i);
      if (c.abilities.back().activated() && ++activated > 1)
        throw CardFileError{child(child(pointer, "abilities"), i),
                            what + ": a card has at most one ability to activate"};
      if (c.abilities.back().activated() && !asset && !c.has(kOngoing))
        throw CardFileError{child(child(pointer, "abilities"), i),
                            what + ": only assets and ongoing gambits have abilities to activate"};
    }
  }
  if (c.type == CardType::Gambit && (j.contains("effects") || !c.has(kOngoing))) {
    // An ongoing gambit may do nothing when completed but stay in play for its abilities.
    const json& effects = requireList(j, "effects", pointer, "effects");
    for (std::size_t i = 0; i < effects.size(); ++i) {
      const std::string p = child(child(pointer, "effects"), i);
      requireObject(effects[i], p);
      checkKeys(effects[i], p, {"$comment", "do", "amount"});
      Effect e;
      e.op = static_cast<Op>(readKey(effects[i], "do", p, what, kOpKeys));
      if (aimOf(e.op) != Aim::None)
        throw CardFileError{child(p, "do"), what + ": a gambit's effect cannot aim at a card"};
      e.amount =
          readInt(effects[i], "amount", p, 1, e.op == Op::Cint ? kMaxCost : kMaxStat, std::nullopt);
      c.effects.push_back(e);
    }
  }
  if (c.type == CardType::Job) {
    const json& reward = required(j, "reward", pointer);
    const std::string p = child(pointer, "reward");
    requireObject(reward, p);
    checkKeys(reward, p, {"$comment", "influence", "cint"});
    c.rewardInfluence = readInt(reward, "influence", p, 0, kWinInfluence, 0);
    c.rewardCint = readInt(reward, "cint", p, 0, kMaxCost, 0);
  }
  return c;
}

Character readCharacter(const CardSet& set, const json& j, const std::string& pointer) {
  requireObject(j, pointer);
  checkKeys(j, pointer,
            {"$comment", "id", "name", "house", "chosen", "drawn", "cint", "income", "influence",
             "deck", "text", "flavor"});
  Character ch;
  ch.id = readId(j, pointer);
  const std::string what = "character " + inQuotes(ch.id);
  ch.name = readString(j, "name", pointer, true);
  ch.text = readString(j, "text", pointer, true);
  ch.flavor = readString(j, "flavor", pointer, false);
  ch.house = readHouse(set, j, "house", pointer, what);
  ch.chosen = readInt(j, "chosen", pointer, 0, 10, std::nullopt);
  ch.drawn = readInt(j, "drawn", pointer, 0, 10, std::nullopt);
  ch.cint = readInt(j, "cint", pointer, 0, kMaxCost, std::nullopt);
  ch.income = readInt(j, "income", pointer, 0, kMaxCost, std::nullopt);
  const json& inf = required(j, "influence", pointer);
  const std::string ip = child(pointer, "influence");
  requireObject(inf, ip);
  int total = 0;
  for (const auto& [key, value] : inf.items()) {
    const int h = set.findHouse(key);
    if (h < 0) throw CardFileError{child(ip, key), what + ": no House has the id " + inQuotes(key)};
    ch.influence[h] = readInt(inf, key.c_str(), ip, 0, kWinInfluence - 1, std::nullopt);
    total += ch.influence[h];
  }
  if (total >= kWinInfluence)
    throw CardFileError{ip, what + ": starting with 8 or more Influence would win at once"};
  const json& deck = requireList(j, "deck", pointer, "deck entries");
  std::set<int> listed;  // one entry a card, so its "copies" is the limit it seems to be
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const std::string p = child(child(pointer, "deck"), i);
    requireObject(deck[i], p);
    checkKeys(deck[i], p, {"$comment", "card", "copies"});
    const std::string id = readString(deck[i], "card", p, true);
    const int t = set.findCard(id);
    if (t < 0) throw CardFileError{child(p, "card"), what + ": no card has the id " + inQuotes(id)};
    if (!listed.insert(t).second)
      throw CardFileError{child(p, "card"), what + ": " + inQuotes(id) +
                                                " is listed twice; give one entry its \"copies\""};
    const int copies = readInt(deck[i], "copies", p, 1, 4, 1);
    for (int k = 0; k < copies; ++k) ch.deck.push_back(static_cast<std::uint8_t>(t));
  }
  if (ch.deck.size() > static_cast<std::size_t>(kMaxDeck))
    throw CardFileError{child(pointer, "deck"),
                        what + ": at most " + std::to_string(kMaxDeck) + " cards"};
  if (ch.chosen + ch.drawn > static_cast<int>(ch.deck.size()))
    throw CardFileError{child(pointer, "deck"),
                        what + ": holds fewer cards than the starting hand takes"};
  return ch;
}

CardSet readCardSet(const json& doc) {
  CardSet set;
  set.version = readCardFileHead(
      doc, "vitium", {"$comment", "game", "version", "houses", "characters", "cards", "glossary"});
  set.glossary = readGlossary(doc);
  const json& houses = requireList(doc, "houses", "", "Houses");
  if (houses.size() != kHouses)
    throw CardFileError{"/houses", "must list exactly " + std::to_string(kHouses) + " Houses"};
  for (std::size_t i = 0; i < houses.size(); ++i) {
    const std::string p = child("/houses", i);
    requireObject(houses[i], p);
    checkKeys(houses[i], p, {"$comment", "id", "name", "colour"});
    House h{readId(houses[i], p), readString(houses[i], "name", p, true),
            readString(houses[i], "colour", p, true)};
    if (set.findHouse(h.id) >= 0)
      throw CardFileError{child(p, "id"), "the House id " + inQuotes(h.id) + " is already used"};
    set.houses.push_back(std::move(h));
  }
  const json& cards = requireList(doc, "cards", "", "cards");
  if (cards.size() > kMaxTypes)
    throw CardFileError{"/cards", "at most " + std::to_string(kMaxTypes) + " cards"};
  for (std::size_t i = 0; i < cards.size(); ++i) {
    Card c = readCard(set, cards[i], child("/cards", i));
    if (set.findCard(c.id) >= 0)
      throw CardFileError{child(child("/cards", i), "id"),
                          "the id " + inQuotes(c.id) + " is already used"};
    set.maneuvers.push_back((c.keywords & (kManeuver | kInterceptor | kBodyGuard | kPatrolGuard)) ||
                            (c.tagMask & kManeuverTag));
    set.cards.push_back(std::move(c));
  }
  const json& chars = requireList(doc, "characters", "", "characters");
  if (chars.size() < static_cast<std::size_t>(kMaxSeats))
    throw CardFileError{"/characters", "needs at least " + std::to_string(kMaxSeats) +
                                           " characters (one per boss at a full table)"};
  for (std::size_t i = 0; i < chars.size(); ++i) {
    Character ch = readCharacter(set, chars[i], child("/characters", i));
    for (const Character& other : set.characters)
      if (other.id == ch.id)
        throw CardFileError{child(child("/characters", i), "id"),
                            "the id " + inQuotes(ch.id) + " is already used"};
    set.characters.push_back(std::move(ch));
  }
  return set;
}

}  // namespace

const char* cardTypeKey(CardType t) {
  return kTypeKeys[static_cast<int>(t)];
}
const char* domainRowKey(DomainRow r) {
  return kDomainKeys[static_cast<int>(r)];
}
const char* keywordKey(int bit) {
  return kKeywordKeys[bit];
}
const char* tagKey(int bit) {
  return kTagKeys[bit];
}
const char* opKey(Op o) {
  return kOpKeys[static_cast<int>(o)];
}

Domain domainOf(DomainRow r) {
  switch (r) {
    case DomainRow::Starborn:
    case DomainRow::Starworthy:
      return Domain::Stellar;
    case DomainRow::Etherial:
    case DomainRow::LowEtherial:
      return Domain::Ethereal;
    default:
      return Domain::Planetary;
  }
}

bool fullDamage(DomainRow from, Domain to) {
  // Rows of the rulebook's combat table; "-" cells take the default: full in one's own domain.
  switch (from) {
    case DomainRow::Planetary:
      return to == Domain::Planetary;
    case DomainRow::Stowaway:
      return to == Domain::Planetary || to == Domain::Stellar;
    case DomainRow::Hacker:
      return to == Domain::Planetary || to == Domain::Ethereal;
    case DomainRow::Starborn:
      return to == Domain::Stellar;
    case DomainRow::Starworthy:
      return to == Domain::Planetary || to == Domain::Stellar;
    case DomainRow::Etherial:
      return to == Domain::Ethereal;
    case DomainRow::LowEtherial:
      return true;
  }
  return true;
}

Aim aimOf(Op o) {
  switch (o) {
    case Op::Damage:
    case Op::Psych:
      return Aim::EnemyAsset;
    case Op::Progress:
      return Aim::OwnEvent;
    case Op::Sabotage:
      return Aim::EnemyEvent;
    case Op::Heal:
      return Aim::OwnAsset;
    case Op::Unexhaust:
      return Aim::OwnPawn;
    case Op::Charm:
      return Aim::Seduced;
    default:
      return Aim::None;
  }
}

const Ability* Card::firstWithTag(Tag t) const {
  for (const Ability& a : abilities)
    if (a.tags & t) return &a;
  return nullptr;
}

int CardSet::findCard(std::string_view id) const {
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  return -1;
}

int CardSet::findHouse(std::string_view id) const {
  for (std::size_t i = 0; i < houses.size(); ++i)
    if (houses[i].id == id) return static_cast<int>(i);
  return -1;
}

Expected<CardSet> parseCardSet(std::string_view text, const std::string& source) {
  return readCardFile<CardSet>(text, source, readCardSet);
}

}  // namespace gm::rules::vitium
