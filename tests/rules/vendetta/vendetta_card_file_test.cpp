// The card file and the game's options: the shipped set's make-up (32 cards, two sets of 16,
// physical and mental, every type, verb, cost, trigger event and direction, static and condition),
// strict validation naming the card and the field, the "sets" option, and the printed faces.
#include <nlohmann/json.hpp>
#include <set>

#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;
using nlohmann::json;

namespace {
json shippedJson() {
  return json::parse(builtinCardJson("vendetta"));
}

std::string errorOf(const json& doc) {
  auto parsed = parseCardSet(doc.dump(), "cards.json");
  return parsed ? std::string() : parsed.error();
}

bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}
}  // namespace

class VendettaCardFileTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaShippedSetIsTwoSetsOfSixteenUsingTheWholeLanguage() {
    const CardSet& set = *shippedCards();
    QCOMPARE(set.typeCount(), 32);
    std::set<std::string> seen;
    int perSet[2] = {0, 0};
    const auto steps = [&](const std::vector<Step>& list) {
      for (const Step& s : list) {
        seen.insert(std::string("verb:") + verbKey(s.verb));
        seen.insert(std::string("who:") + whoKey(s.who));
        seen.insert(std::string("if:") + condKey(s.cond));
        if (s.verb == Verb::SetAside) seen.insert(s.aside ? "aside:this" : "aside:head");
      }
    };
    const auto cost = [&](const Cost& c) {
      for (int r = 0; r < kResCount; ++r)
        if (c.n[r] > 0) seen.insert(std::string("cost:") + resKey(static_cast<Res>(r)));
      if (c.hasX) seen.insert("cost:x");
    };
    for (const CardType& c : set.types) {
      ++perSet[c.set - 'a'];
      seen.insert(std::string(disciplineKey(c.discipline)) + " " + kindKey(c.kind));
      cost(c.cost);
      steps(c.benefit);
      steps(c.penalty);
      bool benefit = !c.benefit.empty(), penalty = !c.penalty.empty();
      for (const Ability& a : c.abilities) {
        (a.penalty ? penalty : benefit) = true;
        steps(a.steps);
        steps(a.penaltySteps);
        cost(a.cost);
        if (a.kind == AbilityKind::Trigger) {
          seen.insert(std::string("event:") + eventKey(a.event));
          seen.insert(std::string("whose:") + whoseKey(a.whose));
        }
        if (a.kind == AbilityKind::Static) seen.insert(std::string("static:") + staticKey(a.stat));
        if (a.kind == AbilityKind::Activated) seen.insert("activated");
      }
      QVERIFY2(benefit && penalty, c.id.c_str());
    }
    QCOMPARE(perSet[0], 16);
    QCOMPARE(perSet[1], 16);
    std::vector<std::string> expected;
    for (const char* d : {"physical", "mental"})
      for (const char* k : {"attack", "reaction", "state"})
        expected.push_back(std::string(d) + " " + k);
    for (int v = 0; v < kVerbCount; ++v)
      expected.push_back(std::string("verb:") + verbKey(static_cast<Verb>(v)));
    for (int r = 0; r < kResCount; ++r)
      expected.push_back(std::string("cost:") + resKey(static_cast<Res>(r)));
    expected.push_back("cost:x");
    for (int e = 0; e < kEventCount; ++e)
      expected.push_back(std::string("event:") + eventKey(static_cast<Event>(e)));
    for (const char* w : {"you", "opponents", "each"})
      expected.push_back(std::string("whose:") + w);
    for (const char* s : {"hand_size", "opponents_hand_size", "tick_income", "armor"})
      expected.push_back(std::string("static:") + s);
    for (const char* w : {"self", "chosen", "active", "actor", "each_opponent", "everyone"})
      expected.push_back(std::string("who:") + w);
    for (const char* c : {"fewer_corpus", "empty_hand", "target_has_state"})
      expected.push_back(std::string("if:") + c);
    expected.push_back("aside:this");
    expected.push_back("aside:head");
    expected.push_back("activated");
    for (const auto& e : expected) QVERIFY2(seen.count(e) == 1, e.c_str());
  }

  void vendettaCardFileRefusesAnUnknownType() {
    json doc = shippedJson();
    doc["cards"][3]["type"] = "spell";
    const std::string e = errorOf(doc);
    QVERIFY2(contains(e, "cards.json: /cards/3/type: card \"whisper_campaign\""), e.c_str());
  }

  void vendettaCardFileRefusesAnUnknownVerb() {
    json doc = shippedJson();
    doc["cards"][1]["benefit"][0]["do"] = "obliterate";
    const std::string e = errorOf(doc);
    QVERIFY2(contains(e, "/cards/1/benefit/0/do: card \"memory_carve\""), e.c_str());
  }

  void vendettaCardFileRefusesAMissingField() {
    json doc = shippedJson();
    doc["cards"][0].erase("penalty");
    const std::string e = errorOf(doc);
    QVERIFY2(contains(e, "/cards/0/penalty: card \"scalpel_lunge\": is missing"), e.c_str());
    json noCost = shippedJson();
    noCost["cards"][5].erase("cost");
    QVERIFY(contains(errorOf(noCost), "/cards/5/cost: card \"flinch\""));
  }

  void vendettaCardFileRefusesADuplicateId() {
    json doc = shippedJson();
    doc["cards"][2]["id"] = "scalpel_lunge";
    const std::string e = errorOf(doc);
    QVERIFY2(contains(e, "/cards/2/id: the id \"scalpel_lunge\" is already used"), e.c_str());
  }

  void vendettaCardFileRefusesANumberOutOfRange() {
    json doc = shippedJson();
    doc["cards"][1]["benefit"][0]["amount"] = 99;
    QVERIFY(contains(errorOf(doc), "/cards/1/benefit/0/amount"));
    json cost = shippedJson();
    cost["cards"][1]["cost"]["tick"] = -1;
    QVERIFY(contains(errorOf(cost), "/cards/1/cost/tick"));
  }

  void vendettaCardFileRefusesAReactionVerbOutsideReactions() {
    json doc = shippedJson();
    doc["cards"][1]["benefit"][0] = {{"do", "negate"}};
    const std::string e = errorOf(doc);
    QVERIFY2(contains(e, "card \"memory_carve\": negate is only for reactions"), e.c_str());
  }

  void vendettaCardFileRefusesAWhoTheVerbCannotTake() {
    json doc = shippedJson();
    doc["cards"][1]["penalty"][0]["who"] = "chosen";  // "lose" is the controller's own
    QVERIFY(contains(errorOf(doc), "/cards/1/penalty/0/who: card \"memory_carve\""));
    json discard = shippedJson();
    discard["cards"][2]["penalty"][0]["who"] = "each_opponent";
    QVERIFY(contains(errorOf(discard), "/cards/2/penalty/0/who: card \"blood_draw\""));
  }

  void vendettaCardFileRefusesAnUnknownKeyAndAStateWithoutAbilities() {
    json doc = shippedJson();
    doc["cards"][0]["colour"] = "red";
    QVERIFY(contains(errorOf(doc), "/cards/0"));
    json state = shippedJson();
    state["cards"][8]["benefit"] = json::array();
    QVERIFY(contains(errorOf(state), "/cards/8/benefit: card \"scar_tissue\""));
  }

  void vendettaADesignerCardNeedsNoCode() {
    // A new card written only in the file plays by the same engine.
    const auto cards = cardsWith(json::array({json::parse(R"({
      "id": "spite", "name": "Spite", "set": "b", "discipline": "mental", "type": "attack",
      "cost": {"tick": 1, "forgotten": 1},
      "benefit": [{"do": "inflict", "res": "cerebrium", "amount": 2, "who": "each_opponent"}],
      "penalty": [{"do": "lose", "res": "corpus", "amount": 2}]})")}));
    auto st = emptyTable(3, 7, cards);
    put(*st, "spite", ZoneKind::Hand, 0);
    put(*st, "shiv", ZoneKind::Forgotten, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "spite");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 1), 13);
    QCOMPARE(cerebrium(*st, 2), 13);
    QCOMPARE(corpus(*st, 0), 13);
  }

  void vendettaSetsOptionChoosesTheCards() {
    QCOMPARE(newGame(2, 1, {{"sets", 0}})->cardCount(), 16);
    QCOMPARE(newGame(2, 1, {{"sets", 1}})->cardCount(), 16);
    QCOMPARE(newGame(2, 1, {{"sets", 2}})->cardCount(), 32);
    QCOMPARE(newGame(2, 1)->cardCount(), 32);
    auto a = newGame(2, 1, {{"sets", 0}});
    for (int u = 0; u < a->cardCount(); ++u) QCOMPARE(a->typeCard(u).set, 'a');
    const Game* game = builtinGames().find("vendetta");
    QVERIFY(!game->newGame({2, 1, {{"sets", 3}}}));
    QVERIFY(!game->newGame({2, 1, {{"colour", 1}}}));
    QVERIFY(!game->newGame({5, 1, json::object()}));
    QCOMPARE(game->options().size(), std::size_t{1});
    QCOMPARE(game->options()[0].key, std::string("sets"));
  }

  void vendettaEveryCardHasAPrintedFace() {
    const Game* game = builtinGames().find("vendetta");
    const auto faces = game->cardFaces();
    QCOMPARE(faces.size(), std::size_t{32});
    for (const CardFace& f : faces) {
      QCOMPARE(f.back, std::string("vendetta"));
      QCOMPARE(f.ends.size(), std::size_t{1});
      QVERIFY(!f.ends[0].title.empty() && !f.ends[0].text.empty());
    }
    QCOMPARE(faces[1].ends[0].subtitle, std::string("Mental attack"));
    QCOMPARE(game->cardBacks().front().id, std::string("vendetta"));
  }
};

QTEST_APPLESS_MAIN(VendettaCardFileTest)
#include "vendetta_card_file_test.moc"
