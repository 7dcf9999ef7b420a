#include "engines_cards.h"

#include <nlohmann/json.hpp>

#include "core/card_file.h"

namespace gm::rules::engines {
namespace {
using nlohmann::json;
using namespace cardfile;

// End names and tags are only known once every card is read, and a selector may name an end
// defined later: selectors keep their words here and are resolved at the end.
struct PendingSelector {
  std::string pointer;  // of the selector
  std::vector<std::string> names;
  std::vector<std::string> tags;
  Selector* target;
};

std::vector<std::string> readWords(const json& obj, const char* key, const std::string& pointer) {
  std::vector<std::string> out;
  if (!obj.contains(key)) return out;
  const json& v = obj.at(key);
  const std::string here = child(pointer, key);
  if (!v.is_array() || v.empty()) throw CardFileError{here, "must be a non-empty list of texts"};
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_string() || v[i].get<std::string>().empty())
      throw CardFileError{child(here, i), "must be a non-empty text"};
    out.push_back(v[i].get<std::string>());
  }
  return out;
}

Pile readPile(const json& obj, const char* key, const std::string& pointer) {
  const json& v = required(obj, key, pointer);
  const std::string s = v.is_string() ? v.get<std::string>() : "";
  if (s == "discard") return Pile::Discard;
  if (s == "bodycount") return Pile::Bodycount;
  if (s == "evidence") return Pile::Evidence;
  throw CardFileError{child(pointer, key), "must be \"discard\", \"bodycount\" or \"evidence\""};
}

// Reads a selector; its names and tags are resolved later through `pending` (the selector's final
// address is fixed up by the caller once the card types stop moving).
Selector readSelector(const json& obj, const std::string& pointer, PendingSelector& pending,
                      bool areaAllowed) {
  requireObject(obj, pointer);
  if (areaAllowed)
    checkKeys(obj, pointer, {"$comment", "area", "names", "tags", "angles"});
  else
    checkKeys(obj, pointer, {"$comment", "names", "tags", "angles"});
  Selector s;
  if (obj.contains("area")) {
    const json& v = obj.at("area");
    const std::string a = v.is_string() ? v.get<std::string>() : "";
    if (a == "mine")
      s.area = Area::Mine;
    else if (a == "theirs")
      s.area = Area::Theirs;
    else if (a == "either")
      s.area = Area::Either;
    else
      throw CardFileError{child(pointer, "area"), "must be \"mine\", \"theirs\" or \"either\""};
  }
  if (obj.contains("angles")) {
    const json& v = obj.at("angles");
    const std::string here = child(pointer, "angles");
    if (!v.is_array() || v.empty()) throw CardFileError{here, "must be a list of 0 and/or 90"};
    s.angles = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (v[i] == 0)
        s.angles |= 1;
      else if (v[i] == 90)
        s.angles |= 2;
      else
        throw CardFileError{child(here, i),
                            "must be 0 or 90 (only Active cards can be chosen; 180 is exhausted)"};
    }
  }
  pending.pointer = pointer;
  pending.names = readWords(obj, "names", pointer);
  pending.tags = readWords(obj, "tags", pointer);
  return s;
}

struct AbilityRules {
  bool chosenAllowed = true;
  bool costAllowed = true;
};

Ability readAbility(const json& obj, const std::string& pointer, AbilityRules rules,
                    std::vector<PendingSelector>& pending) {
  requireObject(obj, pointer);
  checkKeys(obj, pointer, {"$comment", "effects", "cost"});
  Ability a;
  const json& effects = required(obj, "effects", pointer);
  const std::string here = child(pointer, "effects");
  if (!effects.is_array() || effects.empty())
    throw CardFileError{here, "must be a non-empty list of effects"};
  int chosen = 0;
  for (std::size_t i = 0; i < effects.size(); ++i) {
    const std::string at = child(here, i);
    requireObject(effects[i], at);
    checkKeys(effects[i], at, {"$comment", "verb", "scope", "select"});
    Effect e;
    const std::string verb = readString(effects[i], "verb", at, true);
    if (verb == "rotate")
      e.verb = Verb::Rotate;
    else if (verb == "unrotate")
      e.verb = Verb::Unrotate;
    else if (verb == "reset")
      e.verb = Verb::Reset;
    else if (verb == "score")
      e.verb = Verb::Score;
    else if (verb == "discard")
      e.verb = Verb::Discard;
    else if (verb == "take")
      e.verb = Verb::Take;
    else
      throw CardFileError{child(at, "verb"),
                          "must be one of rotate, unrotate, reset, score, discard, take (found " +
                              inQuotes(verb) + ")"};
    const std::string scope = readString(effects[i], "scope", at, true);
    if (scope == "chosen")
      e.scope = Scope::Chosen;
    else if (scope == "all")
      e.scope = Scope::All;
    else if (scope == "self")
      e.scope = Scope::Self;
    else
      throw CardFileError{child(at, "scope"), "must be \"chosen\", \"all\" or \"self\""};
    if (e.scope == Scope::Chosen) {
      if (!rules.chosenAllowed)
        throw CardFileError{child(at, "scope"),
                            "\"chosen\" is not allowed here (when-played effects take no target)"};
      if (++chosen > 1)
        throw CardFileError{child(at, "scope"), "an ability may choose only one target"};
    }
    if (e.verb == Verb::Take && e.scope != Scope::Chosen)
      throw CardFileError{child(at, "scope"), "\"take\" needs the scope \"chosen\""};
    if (e.scope != Scope::Self) {
      if (!effects[i].contains("select") && e.scope == Scope::All)
        throw CardFileError{at, "\"all\" needs a \"select\" saying which cards"};
      PendingSelector p;
      e.select = effects[i].contains("select")
                     ? readSelector(effects[i].at("select"), child(at, "select"), p, true)
                     : Selector{};
      if (!effects[i].contains("select")) p.pointer = at;
      if (e.verb == Verb::Take) e.select.area = Area::Theirs;
      pending.push_back(std::move(p));
    } else if (effects[i].contains("select")) {
      throw CardFileError{child(at, "select"), "\"self\" takes no \"select\""};
    }
    a.effects.push_back(e);
  }
  if (obj.contains("cost")) {
    const std::string at = child(pointer, "cost");
    if (!rules.costAllowed) throw CardFileError{at, "a cost is not allowed here"};
    requireObject(obj.at("cost"), at);
    checkKeys(obj.at("cost"), at, {"$comment", "discard", "select"});
    a.cost.count = readInt(obj.at("cost"), "discard", at, 1, 4, std::nullopt);
    PendingSelector p;
    a.cost.select =
        readSelector(required(obj.at("cost"), "select", at), child(at, "select"), p, false);
    pending.push_back(std::move(p));
  }
  return a;
}

CardEnd readEnd(const json& obj, const std::string& pointer, bool doubleEnded,
                std::vector<PendingSelector>& pending) {
  requireObject(obj, pointer);
  checkKeys(obj, pointer,
            {"$comment", "name", "text", "exhaust", "flips", "onPlay", "action", "rival",
             "exhaustBonus", "modifier"});
  CardEnd e;
  e.name = readString(obj, "name", pointer, true);
  e.text = readString(obj, "text", pointer, true);
  e.exhaust = readPile(obj, "exhaust", pointer);
  e.flips = readBool(obj, "flips", pointer, false);
  if (e.flips && !doubleEnded)
    throw CardFileError{child(pointer, "flips"), "only a double-ended card can flip"};
  if (e.flips && e.exhaust != Pile::Discard)
    throw CardFileError{child(pointer, "flips"),
                        "a card flips on its way to the Discard; set \"exhaust\" to \"discard\""};
  if (obj.contains("onPlay"))
    e.onPlay = readAbility(obj.at("onPlay"), child(pointer, "onPlay"), {false, false}, pending);
  if (obj.contains("action"))
    e.action = readAbility(obj.at("action"), child(pointer, "action"), {true, true}, pending);
  if (obj.contains("rival"))
    e.rival = readAbility(obj.at("rival"), child(pointer, "rival"), {true, true}, pending);
  e.exhaustBonus = readInt(obj, "exhaustBonus", pointer, 0, 4, 0);
  if (e.exhaustBonus > 0 && e.exhaust == Pile::Discard)
    throw CardFileError{child(pointer, "exhaustBonus"),
                        "only a card that exhausts to Bodycount or Evidence can take others along"};
  if (obj.contains("modifier")) {
    const std::string at = child(pointer, "modifier");
    requireObject(obj.at("modifier"), at);
    checkKeys(obj.at("modifier"), at, {"$comment", "select", "exhaustTo"});
    PendingSelector p;
    e.modifier.present = true;
    e.modifier.select =
        readSelector(required(obj.at("modifier"), "select", at), child(at, "select"), p, true);
    e.modifier.exhaustTo = readPile(obj.at("modifier"), "exhaustTo", at);
    pending.push_back(std::move(p));
  }
  return e;
}

// Every selector of a card type in reading order, matching the order readEnd pushed them.
std::vector<Selector*> selectorsOf(CardType& t) {
  std::vector<Selector*> out;
  for (CardEnd& e : t.ends) {
    for (Ability* a : {&e.onPlay, &e.action, &e.rival}) {
      for (Effect& f : a->effects)
        if (f.scope != Scope::Self) out.push_back(&f.select);
      if (a->cost.count > 0) out.push_back(&a->cost.select);
    }
    if (e.modifier.present) out.push_back(&e.modifier.select);
  }
  return out;
}

CardSet readCardSet(const json& doc) {
  CardSet set;
  set.version =
      readCardFileHead(doc, "engines", {"$comment", "game", "version", "cards", "glossary"});
  set.glossary = cardfile::readGlossary(doc);
  const json& cards = requireList(doc, "cards", "", "card types");

  // Per type: its selectors' pending words, in reading order.
  std::vector<std::vector<PendingSelector>> pendingByType;
  std::vector<std::vector<std::string>> tagWords;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const std::string pointer = child("/cards", i);
    const json& c = cards[i];
    requireObject(c, pointer);
    checkKeys(c, pointer,
              {"$comment", "id", "owner", "copies", "tags", "flavor", "variantStart", "ends"});
    CardType t;
    t.id = readId(c, pointer);
    if (set.findType(t.id) >= 0)
      throw CardFileError{child(pointer, "id"), "the id " + inQuotes(t.id) + " is already used"};
    const std::string owner = readString(c, "owner", pointer, true);
    if (owner == "vigilante")
      t.owner = Role::Vigilante;
    else if (owner == "detective")
      t.owner = Role::Detective;
    else
      throw CardFileError{child(pointer, "owner"), "must be \"vigilante\" or \"detective\""};
    t.copies = readInt(c, "copies", pointer, 1, kMaxCards, 1);
    t.flavor = readString(c, "flavor", pointer, false);
    tagWords.push_back(readWords(c, "tags", pointer));
    const json& ends = required(c, "ends", pointer);
    const std::string here = child(pointer, "ends");
    if (!ends.is_array() || ends.empty() || ends.size() > 2)
      throw CardFileError{here, "must list one end, or two for a double-ended card"};
    std::vector<PendingSelector> pending;
    for (std::size_t k = 0; k < ends.size(); ++k)
      t.ends.push_back(readEnd(ends[k], child(here, k), ends.size() == 2, pending));
    if (t.doubleEnded() && t.ends[0].name == t.ends[1].name)
      throw CardFileError{child(here, 1), "the two ends need different names"};
    t.variantCopies = readInt(c, "variantStart", pointer, 0, t.copies, 0);
    if (t.variantCopies > 0 && !t.doubleEnded())
      throw CardFileError{child(pointer, "variantStart"),
                          "only a double-ended card has a second end"};
    for (std::size_t k = 0; k < t.ends.size(); ++k) {
      if (set.findName(t.ends[k].name) >= 0)
        throw CardFileError{child(child(here, k), "name"),
                            "the name " + inQuotes(t.ends[k].name) + " is used by another card"};
      if (static_cast<int>(set.names.size()) >= kMaxNames)
        throw CardFileError{child(child(here, k), "name"),
                            "too many card names (at most " + std::to_string(kMaxNames) + ")"};
      t.ends[k].nameIndex = static_cast<int>(set.names.size());
      set.names.push_back(t.ends[k].name);
    }
    if (set.cardCount() + t.copies > kMaxCards)
      throw CardFileError{child(pointer, "copies"),
                          "the set would have more than " + std::to_string(kMaxCards) + " cards"};
    for (int n = 0; n < t.copies; ++n)
      set.deckList.push_back(static_cast<std::uint8_t>(set.types.size()));
    set.types.push_back(std::move(t));
    pendingByType.push_back(std::move(pending));
  }
  // Tags of the cards.
  for (std::size_t i = 0; i < set.types.size(); ++i) {
    for (std::size_t k = 0; k < tagWords[i].size(); ++k) {
      const std::string& w = tagWords[i][k];
      int index = -1;
      for (std::size_t j = 0; j < set.tags.size(); ++j)
        if (set.tags[j] == w) index = static_cast<int>(j);
      if (index < 0) {
        if (static_cast<int>(set.tags.size()) >= kMaxTags)
          throw CardFileError{child(child(child("/cards", i), "tags"), k),
                              "too many different tags (at most " + std::to_string(kMaxTags) + ")"};
        index = static_cast<int>(set.tags.size());
        set.tags.push_back(w);
      }
      set.types[i].tags |= static_cast<std::uint8_t>(1u << index);
      set.types[i].tagNames.push_back(w);
    }
  }
  // Resolve the selectors' names and tags now that all are known.
  for (std::size_t i = 0; i < set.types.size(); ++i) {
    auto targets = selectorsOf(set.types[i]);
    auto& pending = pendingByType[i];
    for (std::size_t k = 0; k < pending.size(); ++k) {
      Selector& s = *targets[k];
      if (!pending[k].names.empty()) {
        s.names = 0;
        for (std::size_t n = 0; n < pending[k].names.size(); ++n) {
          const int index = set.findName(pending[k].names[n]);
          if (index < 0)
            throw CardFileError{child(child(pending[k].pointer, "names"), n),
                                "no card end is named " + inQuotes(pending[k].names[n])};
          s.names |= 1u << index;
        }
      }
      for (std::size_t n = 0; n < pending[k].tags.size(); ++n) {
        int index = -1;
        for (std::size_t j = 0; j < set.tags.size(); ++j)
          if (set.tags[j] == pending[k].tags[n]) index = static_cast<int>(j);
        if (index < 0)
          throw CardFileError{child(child(pending[k].pointer, "tags"), n),
                              "no card carries the tag " + inQuotes(pending[k].tags[n])};
        s.tags |= static_cast<std::uint8_t>(1u << index);
      }
    }
  }
  for (Role r : {Role::Vigilante, Role::Detective}) {
    int n = 0;
    for (const std::uint8_t t : set.deckList) n += set.types[t].owner == r ? 1 : 0;
    if (n < 3)
      throw CardFileError{"/cards", std::string("the ") + roleKey(r) +
                                        "'s deck needs at least 3 cards (found " +
                                        std::to_string(n) + ")"};
  }
  return set;
}
}  // namespace

const char* roleKey(Role r) {
  return r == Role::Vigilante ? "vigilante" : "detective";
}

const char* pileKey(Pile p) {
  switch (p) {
    case Pile::Discard:
      return "discard";
    case Pile::Bodycount:
      return "bodycount";
    case Pile::Evidence:
      return "evidence";
  }
  return "";
}

const char* verbKey(Verb v) {
  switch (v) {
    case Verb::Rotate:
      return "rotate";
    case Verb::Unrotate:
      return "unrotate";
    case Verb::Reset:
      return "reset";
    case Verb::Score:
      return "score";
    case Verb::Discard:
      return "discard";
    case Verb::Take:
      return "take";
  }
  return "";
}

const Effect* Ability::chosen() const {
  for (const Effect& e : effects)
    if (e.scope == Scope::Chosen) return &e;
  return nullptr;
}

int CardSet::findType(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

int CardSet::findName(std::string_view name) const {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<int>(i);
  return -1;
}

Expected<CardSet> parseCardSet(std::string_view text, const std::string& source) {
  return readCardFile<CardSet>(text, source, readCardSet);
}

}  // namespace gm::rules::engines
