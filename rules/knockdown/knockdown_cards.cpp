#include "knockdown_cards.h"

#include <algorithm>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "core/card_file.h"
#include "core/user_json.h"

namespace gm::rules::knockdown {
namespace {
using nlohmann::json;

// Validation errors are thrown while walking the document (see core/card_file.h).
using Invalid = cardfile::CardFileError;
using cardfile::checkKeys;
using cardfile::child;
using cardfile::inQuotes;
using cardfile::readCardFileHead;
using cardfile::readId;
using cardfile::readInt;
using cardfile::readString;
using cardfile::required;
using cardfile::requireList;
using cardfile::requireObject;

// A list of card ids, resolved after every card is known (a card may name one defined later).
struct PendingRefs {
  std::string pointer;  // of the list
  std::vector<std::string> ids;
  std::vector<int>* target;
};

std::vector<std::string> readIdList(const json& obj, const char* key, const std::string& pointer) {
  const json& v = required(obj, key, pointer);
  const std::string here = child(pointer, key);
  if (!v.is_array() || v.empty()) throw Invalid{here, "must be a non-empty list of card ids"};
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_string()) throw Invalid{child(here, i), "must be a card id (a text)"};
    ids.push_back(v[i].get<std::string>());
  }
  return ids;
}

int speedOf(const json& card, const std::string& pointer) {
  const json& v = required(card, "speed", pointer);
  if (v.is_string() && v.get<std::string>() == "instant") return 0;
  if (const auto n = userjson::integerIn(v, 1, 9)) return static_cast<int>(*n);
  throw Invalid{child(pointer, "speed"), "must be \"instant\" or a whole number from 1 to 9"};
}

ActionCard readAction(const json& card, const std::string& pointer, std::vector<PendingRefs>& refs,
                      std::vector<std::vector<std::string>>& criticalIds) {
  requireObject(card, pointer);
  checkKeys(card, pointer,
            {"$comment", "id", "name", "speed", "damage", "critical", "reduce", "momentum",
             "against", "text", "flavor"});
  ActionCard a;
  a.id = readId(card, pointer);
  a.name = readString(card, "name", pointer, true);
  a.speed = speedOf(card, pointer);
  a.damage = readInt(card, "damage", pointer, 0, 20, std::nullopt);
  a.reduce = readInt(card, "reduce", pointer, 0, 20, 0);
  a.momentum = readInt(card, "momentum", pointer, 0, 20, 0);
  a.text = readString(card, "text", pointer, true);
  a.flavor = readString(card, "flavor", pointer, false);
  if (card.contains("critical")) {
    const std::string here = child(pointer, "critical");
    requireObject(card.at("critical"), here);
    checkKeys(card.at("critical"), here, {"$comment", "against"});
    criticalIds.push_back(readIdList(card.at("critical"), "against", here));
    refs.push_back({child(here, "against"), criticalIds.back(), nullptr});
  } else {
    criticalIds.emplace_back();
  }
  if (card.contains("against")) {
    const std::string here = child(pointer, "against");
    const json& list = card.at("against");
    if (!list.is_array()) throw Invalid{here, "must be a list of AGAINST effects"};
    std::set<std::string> named;  // a card in two entries would get both bonuses, or one: refused
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string at = child(here, i);
      requireObject(list[i], at);
      checkKeys(list[i], at, {"$comment", "cards", "damage", "reduce", "momentum"});
      AgainstBonus b;
      b.damage = readInt(list[i], "damage", at, 0, 20, 0);
      b.reduce = readInt(list[i], "reduce", at, 0, 20, 0);
      b.momentum = readInt(list[i], "momentum", at, 0, 20, 0);
      if (b.damage == 0 && b.reduce == 0 && b.momentum == 0)
        throw Invalid{at, "gives nothing: set \"damage\", \"reduce\" or \"momentum\""};
      a.against.push_back(std::move(b));
      std::vector<std::string> ids = readIdList(list[i], "cards", at);
      for (const std::string& id : ids)
        if (!named.insert(id).second)
          throw Invalid{child(at, "cards"), "names " + cardfile::inQuotes(id) +
                                                " twice in AGAINST; give each card one entry"};
      refs.push_back({child(at, "cards"), std::move(ids), nullptr});
    }
  }
  return a;
}

StaminaCounts readStamina(const json& doc) {
  const json& s = required(doc, "stamina", "");
  requireObject(s, "/stamina");
  checkKeys(s, "/stamina", {"$comment", "rally", "unstable", "stable"});
  StaminaCounts c;
  c.rally = readInt(s, "rally", "/stamina", 1, kMaxDeck, std::nullopt);
  c.unstable = readInt(s, "unstable", "/stamina", 1, kMaxDeck, std::nullopt);
  c.stable = readInt(s, "stable", "/stamina", 0, kMaxDeck, std::nullopt);
  if (c.total() < kMinDeck || c.total() > kMaxDeck)
    throw Invalid{"/stamina", "the deck must hold from " + std::to_string(kMinDeck) + " to " +
                                  std::to_string(kMaxDeck) + " cards; these counts make " +
                                  std::to_string(c.total())};
  return c;
}

Fighter readFighter(const json& f, const std::string& pointer, const CardSet& set) {
  requireObject(f, pointer);
  checkKeys(f, pointer, {"$comment", "id", "name", "actions"});
  Fighter out;
  out.id = readId(f, pointer);
  out.name = readString(f, "name", pointer, true);
  const auto ids = readIdList(f, "actions", pointer);
  const std::string here = child(pointer, "actions");
  if (ids.size() != kHandSize)
    throw Invalid{here, "a fighter holds exactly " + std::to_string(kHandSize) +
                            " unique Action cards; found " + std::to_string(ids.size())};
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const int index = set.findAction(ids[i]);
    if (index < 0) throw Invalid{child(here, i), "no Action card has the id " + inQuotes(ids[i])};
    for (std::size_t j = 0; j < i; ++j)
      if (ids[j] == ids[i])
        throw Invalid{child(here, i),
                      inQuotes(ids[i]) + " is listed twice (the ten cards are unique)"};
    out.actions[i] = index;
  }
  return out;
}

CardSet readCardSet(const json& doc) {
  CardSet set;
  set.version = readCardFileHead(
      doc, "knockdown",
      {"$comment", "game", "version", "stamina", "actions", "fighters", "glossary"});
  set.glossary = cardfile::readGlossary(doc);
  set.stamina = readStamina(doc);

  const json& actions = requireList(doc, "actions", "", "Action cards");
  std::vector<PendingRefs> refs;
  std::vector<std::vector<std::string>> criticalIds;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string pointer = child("/actions", i);
    set.actions.push_back(readAction(actions[i], pointer, refs, criticalIds));
    const int earlier = set.findAction(set.actions.back().id);
    if (earlier != static_cast<int>(i))
      throw Invalid{child(pointer, "id"), "the id " + inQuotes(set.actions.back().id) +
                                              " is already used by /actions/" +
                                              std::to_string(earlier)};
  }
  // Point each pending reference at its resolved list, in the order readAction recorded them.
  std::size_t next = 0;
  for (std::size_t i = 0; i < set.actions.size(); ++i) {
    ActionCard& a = set.actions[i];
    if (!criticalIds[i].empty()) refs[next++].target = &a.criticalAgainst;
    for (auto& b : a.against) refs[next++].target = &b.cards;
  }
  for (const auto& r : refs) {
    for (std::size_t k = 0; k < r.ids.size(); ++k) {
      const int index = set.findAction(r.ids[k]);
      if (index < 0)
        throw Invalid{child(r.pointer, k), "no Action card has the id " + inQuotes(r.ids[k])};
      r.target->push_back(index);
    }
  }

  if (doc.contains("fighters")) {
    const json& fighters = doc.at("fighters");
    if (!fighters.is_array() || fighters.empty())
      throw Invalid{"/fighters", "must be a non-empty list of fighters"};
    for (std::size_t i = 0; i < fighters.size(); ++i) {
      const std::string pointer = child("/fighters", i);
      set.fighters.push_back(readFighter(fighters[i], pointer, set));
      const int earlier = set.findFighter(set.fighters.back().id);
      if (earlier != static_cast<int>(i))
        throw Invalid{child(pointer, "id"), "the id " + inQuotes(set.fighters.back().id) +
                                                " is already used by /fighters/" +
                                                std::to_string(earlier)};
    }
  } else {
    if (set.actions.size() != kHandSize)
      throw Invalid{"/actions",
                    "without \"fighters\" both players hold these cards, so there must be "
                    "exactly " +
                        std::to_string(kHandSize) + "; found " +
                        std::to_string(set.actions.size())};
    Fighter f{"boxer", "Boxer", {}};
    for (int i = 0; i < kHandSize; ++i) f.actions[i] = i;
    set.fighters.push_back(f);
  }
  return set;
}

}  // namespace

int CardSet::findAction(std::string_view id) const {
  for (std::size_t i = 0; i < actions.size(); ++i)
    if (actions[i].id == id) return static_cast<int>(i);
  return -1;
}

int CardSet::findFighter(std::string_view id) const {
  for (std::size_t i = 0; i < fighters.size(); ++i)
    if (fighters[i].id == id) return static_cast<int>(i);
  return -1;
}

Expected<CardSet> parseCardSet(std::string_view text, const std::string& source) {
  return cardfile::readCardFile<CardSet>(text, source, readCardSet);
}

}  // namespace gm::rules::knockdown
