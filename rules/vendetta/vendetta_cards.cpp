#include "vendetta_cards.h"

#include <nlohmann/json.hpp>

#include "core/card_file.h"

namespace gm::rules::vendetta {
namespace {
using nlohmann::json;
using namespace cardfile;

template <class E, std::size_t N>
E readKey(const json& obj, const char* key, const std::string& pointer, const std::string& card,
          const std::array<const char*, N>& keys, std::optional<E> fallback = std::nullopt) {
  if (fallback && !obj.contains(key)) return *fallback;
  const std::string s = readString(obj, key, pointer, true);
  for (std::size_t i = 0; i < N; ++i)
    if (s == keys[i]) return static_cast<E>(i);
  std::string all;
  for (std::size_t i = 0; i < N; ++i) all += (i ? ", " : "") + std::string(keys[i]);
  throw CardFileError{child(pointer, key), "card " + inQuotes(card) + ": must be one of " + all +
                                               " (found " + inQuotes(s) + ")"};
}

constexpr std::array<const char*, kResCount> kResKeys{"tick", "corpus", "cerebrium",
                                                      "card", "state",  "forgotten"};
constexpr std::array<const char*, kVerbCount> kVerbKeys{
    "inflict", "leech",  "gain",    "lose",          "pop",       "push",
    "draw",    "recall", "discard", "discard_state", "set_aside", "invasive_interrogation",
    "shield",  "negate"};
constexpr std::array<const char*, 6> kWhoKeys{"self",  "chosen",        "active",
                                              "actor", "each_opponent", "everyone"};
constexpr std::array<const char*, 5> kCondKeys{"none", "fewer_corpus", "fewer_cerebrium",
                                               "empty_hand", "target_has_state"};
constexpr std::array<const char*, kEventCount> kEventKeys{"turn_start", "turn_end", "take", "play",
                                                          "activate"};
constexpr std::array<const char*, 3> kWhoseKeys{"you", "opponents", "each"};
constexpr std::array<const char*, 4> kStaticKeys{"hand_size", "opponents_hand_size", "tick_income",
                                                 "armor"};
constexpr std::array<const char*, 2> kDisciplineKeys{"physical", "mental"};
constexpr std::array<const char*, 3> kKindKeys{"attack", "reaction", "state"};
constexpr std::array<const char*, 8> kReactKeys{"take",  "play",     "activate", "attack",
                                                "state", "physical", "mental",   "chooses_you"};

// The clone a verb touches unless the step says otherwise.
Who defaultWho(Verb v) {
  switch (v) {
    case Verb::Inflict:
    case Verb::Leech:
    case Verb::Interrogate:
      return Who::Chosen;
    default:
      return Who::Self;
  }
}

Step readStep(const json& j, const std::string& pointer, const std::string& card, bool reaction) {
  requireObject(j, pointer);
  checkKeys(j, pointer, {"$comment", "do", "res", "amount", "x", "who", "if", "what"});
  Step s;
  s.verb = readKey<Verb>(j, "do", pointer, card, kVerbKeys);
  const auto fail = [&](const char* field, const std::string& what) {
    throw CardFileError{child(pointer, field), "card " + inQuotes(card) + ": " + what};
  };
  s.who = readKey<Who>(j, "who", pointer, card, kWhoKeys, defaultWho(s.verb));
  s.cond = readKey<Cond>(j, "if", pointer, card, kCondKeys, Cond::None);
  s.x = readBool(j, "x", pointer, false);
  const bool counted =
      s.verb != Verb::Negate && s.verb != Verb::Interrogate && s.verb != Verb::SetAside;
  s.amount = static_cast<std::int8_t>(readInt(
      j, "amount", pointer, 0, kMaxAmount, counted && !s.x ? std::nullopt : std::optional<int>(0)));
  if (counted && !s.x && s.amount == 0) fail("amount", "must be at least 1");
  const bool moves = s.verb == Verb::Inflict || s.verb == Verb::Leech || s.verb == Verb::Shield;
  const bool own = s.verb == Verb::Gain || s.verb == Verb::Lose;
  if (moves || own) {
    s.res = readKey<Res>(j, "res", pointer, card, kResKeys);
    const bool life = s.res == Res::Corpus || s.res == Res::Cerebrium;
    if (!life && !(own && s.res == Res::Tick))
      fail("res", own ? "must be corpus, cerebrium or tick" : "must be corpus or cerebrium");
  } else if (j.contains("res")) {
    fail("res", std::string("means nothing for ") + verbKey(s.verb));
  }
  if (s.verb == Verb::SetAside) {
    const std::string what = readString(j, "what", pointer, true);
    if (what != "this" && what != "head") fail("what", "must be \"this\" or \"head\"");
    s.aside = what == "this";
  } else if (j.contains("what")) {
    fail("what", "is only for set_aside");
  }
  if ((s.verb == Verb::Shield || s.verb == Verb::Negate) && !reaction)
    fail("do", std::string(verbKey(s.verb)) + " is only for reactions");
  if (s.who == Who::Actor && !reaction) fail("who", "\"actor\" is only for reactions");
  const bool needsOther =
      s.verb == Verb::Inflict || s.verb == Verb::Leech || s.verb == Verb::Interrogate;
  if (needsOther && s.who == Who::Self) fail("who", "a clone cannot do this to itself");
  // Verbs the controller does itself take no "who"; a discard is one clone's own choice.
  const bool ownVerb = s.verb == Verb::Gain || s.verb == Verb::Lose || s.verb == Verb::Pop ||
                       s.verb == Verb::Push || s.verb == Verb::Recall || s.verb == Verb::SetAside ||
                       s.verb == Verb::Shield || s.verb == Verb::Negate;
  if (ownVerb && s.who != Who::Self)
    fail("who", std::string(verbKey(s.verb)) + " is always done by the card's controller");
  const bool oneClone = s.verb == Verb::Discard || s.verb == Verb::DiscardState;
  if (oneClone && (s.who == Who::EachOpponent || s.who == Who::Everyone))
    fail("who", std::string(verbKey(s.verb)) + " needs one clone: self, chosen, active or actor");
  return s;
}

std::vector<Step> readSteps(const json& obj, const char* key, const std::string& pointer,
                            const std::string& card, bool reaction, bool needed) {
  std::vector<Step> out;
  if (!obj.contains(key)) {
    if (needed) throw CardFileError{child(pointer, key), "card " + inQuotes(card) + ": is missing"};
    return out;
  }
  const json& list = obj.at(key);
  const std::string here = child(pointer, key);
  if (!list.is_array() || (needed && list.empty()))
    throw CardFileError{here, "card " + inQuotes(card) + ": must be a non-empty list of steps"};
  for (std::size_t i = 0; i < list.size(); ++i)
    out.push_back(readStep(list[i], child(here, i), card, reaction));
  return out;
}

Cost readCost(const json& obj, const char* key, const std::string& pointer,
              const std::string& card) {
  Cost c;
  const std::string here = child(pointer, key);
  if (!obj.contains(key)) throw CardFileError{here, "card " + inQuotes(card) + ": is missing"};
  const json& j = obj.at(key);
  requireObject(j, here);
  checkKeys(j, here,
            {"$comment", "tick", "corpus", "cerebrium", "card", "state", "forgotten", "x", "xMin"});
  for (int r = 0; r < kResCount; ++r)
    c.n[r] = static_cast<std::int8_t>(readInt(j, kResKeys[r], here, 0, kMaxAmount, 0));
  if (j.contains("x")) {
    c.hasX = true;
    c.xRes = readKey<Res>(j, "x", here, card, kResKeys);
    c.xMin = static_cast<std::int8_t>(readInt(j, "xMin", here, 0, kMaxX, 0));
  } else if (j.contains("xMin")) {
    throw CardFileError{child(here, "xMin"), "card " + inQuotes(card) + ": needs \"x\""};
  }
  return c;
}

Ability readAbility(const json& j, const std::string& pointer, const std::string& card,
                    bool penalty) {
  requireObject(j, pointer);
  checkKeys(j, pointer,
            {"$comment", "trigger", "whose", "static", "res", "amount", "activate", "steps",
             "penaltySteps"});
  Ability a;
  a.penalty = penalty;
  const int kinds = (j.contains("trigger") ? 1 : 0) + (j.contains("static") ? 1 : 0) +
                    (j.contains("activate") ? 1 : 0);
  if (kinds != 1)
    throw CardFileError{pointer, "card " + inQuotes(card) +
                                     ": an ability has exactly one of \"trigger\", \"static\" or "
                                     "\"activate\""};
  if (j.contains("trigger")) {
    a.kind = AbilityKind::Trigger;
    a.event = readKey<Event>(j, "trigger", pointer, card, kEventKeys);
    a.whose = readKey<Whose>(j, "whose", pointer, card, kWhoseKeys);
    a.steps = readSteps(j, "steps", pointer, card, false, true);
  } else if (j.contains("static")) {
    a.kind = AbilityKind::Static;
    a.stat = readKey<StaticKind>(j, "static", pointer, card, kStaticKeys);
    a.amount = readInt(j, "amount", pointer, -kMaxAmount, kMaxAmount, std::nullopt);
    if (a.amount == 0)
      throw CardFileError{child(pointer, "amount"), "card " + inQuotes(card) + ": must not be 0"};
    if (a.stat == StaticKind::Armor) {
      a.res = readKey<Res>(j, "res", pointer, card, kResKeys);
      if (a.res != Res::Corpus && a.res != Res::Cerebrium)
        throw CardFileError{child(pointer, "res"),
                            "card " + inQuotes(card) + ": must be corpus or cerebrium"};
    }
  } else {
    a.kind = AbilityKind::Activated;
    a.cost = readCost(j, "activate", pointer, card);
    if (a.cost.empty())
      throw CardFileError{child(pointer, "activate"),
                          "card " + inQuotes(card) + ": an activated ability must cost something"};
    a.steps = readSteps(j, "steps", pointer, card, false, true);
    a.penaltySteps = readSteps(j, "penaltySteps", pointer, card, false, false);
  }
  a.choosesClone = stepsChooseClone(a.steps) || stepsChooseClone(a.penaltySteps);
  return a;
}

CardType readCard(const json& c, const std::string& pointer) {
  requireObject(c, pointer);
  checkKeys(c, pointer,
            {"$comment", "id", "name", "set", "discipline", "type", "cost", "reactingTo", "benefit",
             "penalty", "flavor"});
  CardType t;
  t.id = readId(c, pointer);
  const std::string& id = t.id;
  t.name = readString(c, "name", pointer, true);
  const std::string set = readString(c, "set", pointer, true);
  if (set != "a" && set != "b")
    throw CardFileError{child(pointer, "set"), "card " + inQuotes(id) + ": must be \"a\" or \"b\""};
  t.set = set[0];
  t.discipline = readKey<Discipline>(c, "discipline", pointer, id, kDisciplineKeys);
  t.kind = readKey<CardKind>(c, "type", pointer, id, kKindKeys);
  t.cost = readCost(c, "cost", pointer, id);
  t.flavor = readString(c, "flavor", pointer, false);
  const bool reaction = t.kind == CardKind::Reaction;
  if (reaction) {
    const std::string here = child(pointer, "reactingTo");
    if (!c.contains("reactingTo") || !c.at("reactingTo").is_array() || c.at("reactingTo").empty())
      throw CardFileError{
          here, "card " + inQuotes(id) + ": a reaction needs a non-empty list of conditions"};
    const json& terms = c.at("reactingTo");
    for (std::size_t i = 0; i < terms.size(); ++i) {
      const std::string s = terms[i].is_string() ? terms[i].get<std::string>() : "";
      int bit = -1;
      for (std::size_t k = 0; k < kReactKeys.size(); ++k)
        if (s == kReactKeys[k]) bit = static_cast<int>(k);
      if (bit < 0)
        throw CardFileError{child(here, i), "card " + inQuotes(id) +
                                                ": an unknown condition (known: take, play, "
                                                "activate, attack, state, physical, mental, "
                                                "chooses_you)"};
      t.reactingTo |= static_cast<std::uint16_t>(1u << bit);
    }
  } else if (c.contains("reactingTo")) {
    throw CardFileError{child(pointer, "reactingTo"),
                        "card " + inQuotes(id) + ": only a reaction has a condition"};
  }
  if (t.kind == CardKind::State) {
    for (const char* part : {"benefit", "penalty"}) {
      const std::string here = child(pointer, part);
      if (!c.contains(part) || !c.at(part).is_array() || c.at(part).empty())
        throw CardFileError{
            here, "card " + inQuotes(id) + ": a state needs a non-empty list of abilities"};
      const json& list = c.at(part);
      for (std::size_t i = 0; i < list.size(); ++i) {
        Ability a = readAbility(list[i], child(here, i), id, std::string(part) == "penalty");
        if (a.kind == AbilityKind::Activated) {
          if (t.activated >= 0)
            throw CardFileError{child(here, i), "card " + inQuotes(id) +
                                                    ": a state has at most one activated "
                                                    "ability"};
          t.activated = static_cast<int>(t.abilities.size());
        }
        t.abilities.push_back(std::move(a));
      }
    }
    if (t.cost.hasX)
      throw CardFileError{child(pointer, "cost"),
                          "card " + inQuotes(id) + ": a state's own cost has no X"};
  } else {
    t.benefit = readSteps(c, "benefit", pointer, id, reaction, true);
    t.penalty = readSteps(c, "penalty", pointer, id, reaction, true);
    t.choosesClone = stepsChooseClone(t.benefit) || stepsChooseClone(t.penalty);
    bool usesX = false;
    for (const auto* list : {&t.benefit, &t.penalty})
      for (const Step& s : *list) usesX = usesX || s.x;
    if (usesX && !t.cost.hasX)
      throw CardFileError{child(pointer, "cost"),
                          "card " + inQuotes(id) + ": the effect uses X but the cost has none"};
  }
  if (t.kind != CardKind::Reaction && t.cost.empty())
    throw CardFileError{child(pointer, "cost"), "card " + inQuotes(id) + ": must cost something"};
  return t;
}

CardSet readCardSet(const json& doc) {
  CardSet set;
  set.version =
      readCardFileHead(doc, "vendetta", {"$comment", "game", "version", "cards", "glossary"});
  set.glossary = cardfile::readGlossary(doc);
  const json& cards = requireList(doc, "cards", "", "cards");
  if (cards.size() > kMaxCards)
    throw CardFileError{"/cards", "holds " + std::to_string(cards.size()) + " cards; at most " +
                                      std::to_string(kMaxCards) + " are allowed"};
  int perSet[2] = {0, 0};
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const std::string pointer = child("/cards", i);
    CardType t = readCard(cards[i], pointer);
    if (set.findType(t.id) >= 0)
      throw CardFileError{child(pointer, "id"), "the id " + inQuotes(t.id) + " is already used"};
    ++perSet[t.set - 'a'];
    set.types.push_back(std::move(t));
  }
  if (perSet[0] < kHeadspaceCards || perSet[1] < kHeadspaceCards)
    throw CardFileError{"/cards", "each set (a and b) needs at least " +
                                      std::to_string(kHeadspaceCards) + " cards"};
  // Rules version 2 (issue 37): X may be 0, a reduction comes off an action's total, and which uid
  // carries which card is dealt from the seed, so saves of version 1 would replay differently or
  // name other cards; the save loader refuses them.
  set.info =
      GameInfo{"vendetta", "Personal Vendetta", 2, 2, kMaxSeats, kActionCount, kActionCap + 1};
  return set;
}
}  // namespace

const char* resKey(Res r) {
  return kResKeys[static_cast<int>(r)];
}
const char* disciplineKey(Discipline d) {
  return kDisciplineKeys[static_cast<int>(d)];
}
const char* kindKey(CardKind k) {
  return kKindKeys[static_cast<int>(k)];
}
const char* verbKey(Verb v) {
  return kVerbKeys[static_cast<int>(v)];
}
const char* whoKey(Who w) {
  return kWhoKeys[static_cast<int>(w)];
}
const char* condKey(Cond c) {
  return kCondKeys[static_cast<int>(c)];
}
const char* eventKey(Event e) {
  return kEventKeys[static_cast<int>(e)];
}
const char* whoseKey(Whose w) {
  return kWhoseKeys[static_cast<int>(w)];
}
const char* staticKey(StaticKind s) {
  return kStaticKeys[static_cast<int>(s)];
}

bool Cost::empty() const {
  for (auto v : n)
    if (v != 0) return false;
  return !hasX;
}

bool stepsChooseClone(const std::vector<Step>& steps) {
  for (const Step& s : steps)
    if (s.who == Who::Chosen || s.cond == Cond::FewerCorpus || s.cond == Cond::FewerCerebrium ||
        s.cond == Cond::TargetHasState)
      return true;
  return false;
}

int CardSet::findType(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

Expected<CardSet> parseCardSet(std::string_view text, const std::string& source) {
  return readCardFile<CardSet>(text, source, readCardSet);
}

}  // namespace gm::rules::vendetta
