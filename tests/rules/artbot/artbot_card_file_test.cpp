// The card file and the game's options: the shipped set's make-up (>= 40 cards, every Power and
// Rarity, a starter collection), strict validation with file + JSON pointer + reason, the variant
// (deck size, given decks, owners, game key) refused with the field named, and the printed faces.
#include <nlohmann/json.hpp>
#include <set>

#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;
using nlohmann::json;

namespace {
json shippedJson() {
  return json::parse(builtinCardJson("artbot"));
}

std::string errorOf(const json& doc) {
  auto parsed = parseCardSet(doc.dump(), "cards.json");
  return parsed ? std::string() : parsed.error();
}

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}

std::string variantError(const json& variant, int seats = 2) {
  auto made = builtinGames().find("artbot")->newGame({seats, 1, variant});
  return made ? std::string() : made.error();
}
}  // namespace

class ArtbotCardFileTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotShippedSetHasFortyCardsOfEveryPowerAndRarity() {
    const CardSet& set = *shippedCards();
    QVERIFY(set.typeCount() >= 40);
    std::set<Power> powers;
    std::set<Rarity> rarities;
    std::set<std::string> names;
    for (const CardType& t : set.types) {
      powers.insert(t.power);
      rarities.insert(t.rarity);
      names.insert(t.name);
      QVERIFY2(!t.flavor.empty(), t.id.c_str());
      if (t.rarity == Rarity::Common && (isDamage(t.power) || t.power == Power::Healing))
        QVERIFY2(t.points >= 10 && t.points <= 30, t.id.c_str());
    }
    QCOMPARE(static_cast<int>(powers.size()), kPowerCount);
    QCOMPARE(static_cast<int>(rarities.size()), kRarityCount);
    QCOMPARE(static_cast<int>(names.size()), set.typeCount());
    QCOMPARE(set.deckSize, 20);
    QCOMPARE(set.info.actionCount, 3 * set.typeCount() + 4);
  }

  void artbotStarterIsMostlyCommonWithOneSuperRare() {
    const CardSet& set = *shippedCards();
    QVERIFY(set.starterSize() >= 30);
    int common = 0, superRare = 0;
    for (int t = 0; t < set.typeCount(); ++t) {
      if (set.types[t].rarity == Rarity::Common) common += set.starter[t];
      if (set.types[t].rarity == Rarity::SuperRare) superRare += set.starter[t];
    }
    QVERIFY(common * 4 >= set.starterSize() * 3);
    QCOMPARE(superRare, 1);
  }

  void artbotCardFileRefusesUnknownKeysWithTheirPointer() {
    json doc = shippedJson();
    doc["cards"][3]["colour"] = "red";
    QVERIFY(
        startsWith(errorOf(doc),
                   "cards.json: /cards/3/colour (the entry with id \"chisel_jab\"): unknown key"));
    doc = shippedJson();
    doc["decksize"] = 20;
    QVERIFY(startsWith(errorOf(doc), "cards.json: /decksize: unknown key"));
  }

  void artbotCardFileRefusesBadPowersPointsAndRarities() {
    json doc = shippedJson();
    doc["cards"][0]["power"] = "fire";
    QVERIFY(startsWith(
        errorOf(doc),
        "cards.json: /cards/0/power (the entry with id \"rust_hook\"): must be one of physical"));
    doc = shippedJson();
    doc["cards"][0]["points"] = 25;
    QVERIFY(startsWith(
        errorOf(doc),
        "cards.json: /cards/0/points (the entry with id \"rust_hook\"): must be a multiple of 10"));
    doc = shippedJson();
    doc["cards"][0]["points"] = 70;
    QVERIFY(startsWith(
        errorOf(doc),
        "cards.json: /cards/0/points (the entry with id \"rust_hook\"): must be a whole number"));
    doc = shippedJson();
    const int steal = shippedCards()->findType("sticky_servo");
    doc["cards"][steal]["points"] = 10;
    QCOMPARE(errorOf(doc), "cards.json: /cards/" + std::to_string(steal) +
                               "/points (the entry with id \"sticky_servo\"): must be 0 for a "
                               "Stealing card");
    doc = shippedJson();
    doc["cards"][0]["points"] = 0;
    QVERIFY(startsWith(
        errorOf(doc),
        "cards.json: /cards/0/points (the entry with id \"rust_hook\"): must be at least 10"));
    doc = shippedJson();
    doc["cards"][0]["rarity"] = "legendary";
    QVERIFY(startsWith(errorOf(doc),
                       "cards.json: /cards/0/rarity (the entry with id \"rust_hook\"): must be"));
  }

  void artbotCardFileRefusesDuplicateIdsAndABadStarter() {
    json doc = shippedJson();
    doc["cards"][5]["id"] = doc["cards"][2]["id"];
    QVERIFY(startsWith(errorOf(doc), "cards.json: /cards/5/id: the id"));
    doc = shippedJson();
    doc["starter"]["no_such_card"] = 2;
    QVERIFY(startsWith(errorOf(doc), "cards.json: /starter/no_such_card: no card type"));
    doc = shippedJson();
    doc["starter"] = {{"rust_hook", 4}};
    QVERIFY(startsWith(errorOf(doc), "cards.json: /starter: holds 4 cards"));
    // A profile's starter copies are printed cards too: no more than the card has.
    doc = shippedJson();
    doc["starter"]["rust_hook"] = 5;
    QVERIFY(startsWith(errorOf(doc), "cards.json: /starter/rust_hook: is 5, but the card has 4"));
    doc = shippedJson();
    doc["game"] = "engines";
    QVERIFY(startsWith(errorOf(doc), "cards.json: /game: must be \"artbot\""));
  }

  void artbotCardFileAcceptsAnyValidSetSize() {
    json doc = shippedJson();
    json cards = json::array();
    for (int i = 0; i < 3; ++i) cards.push_back(doc["cards"][i]);
    cards[0]["copies"] = 30;
    doc["cards"] = cards;
    doc["starter"] = {{cards[0]["id"].get<std::string>(), 30}};
    QCOMPARE(errorOf(doc), std::string());
  }

  void artbotVariantRefusesWrongDecksAndSizes() {
    QVERIFY(startsWith(variantError({{"deckSize", 9}}), "The Artbot option \"deckSize\""));
    QVERIFY(startsWith(variantError({{"deckSize", "20"}}), "The Artbot option \"deckSize\""));
    QVERIFY(startsWith(variantError({{"decks", json::array({testDeck()})}}),
                       "The Artbot option \"decks\" must list one deck per player"));
    json shortDeck = testDeck();
    shortDeck.erase(shortDeck.begin());
    QVERIFY(startsWith(variantError({{"decks", json::array({testDeck(), shortDeck})}}),
                       "The Artbot option \"decks/1\" must hold exactly 20"));
    json unknown = testDeck();
    unknown[4] = "paint_bucket";
    QVERIFY(startsWith(variantError({{"decks", json::array({testDeck(), unknown})}}),
                       "The Artbot option \"decks/1/4\" is not a card of this set"));
    QVERIFY(startsWith(variantError({{"owners", json::array({"Ada"})}}),
                       "The Artbot option \"owners\""));
    QVERIFY(startsWith(variantError({{"gameKey", 3}}), "The Artbot option \"gameKey\""));
    QVERIFY(startsWith(variantError({{"seed", 3}}), "Artbot has no option \"seed\""));
    QVERIFY(startsWith(variantError({{"deckSize", 40}}),
                       "The Artbot option \"deckSize\" is "
                       "larger than the starter"));
    QVERIFY(startsWith(variantError(json::object(), 5), "Artbot is a game for 2 to 4 players"));
  }

  void artbotVariantDecksAndSizeAreUsed() {
    json deck10 = json::array();
    for (int i = 0; i < 10; ++i) deck10.push_back(testDeck()[i]);
    auto made = builtinGames().find("artbot")->newGame({3,
                                                        1,
                                                        {{"deckSize", 10},
                                                         {"decks", {deck10, deck10, deck10}},
                                                         {"owners", {"Ada", "Bot A", "Bot B"}},
                                                         {"gameKey", "g-1"}}});
    QVERIFY2(made.ok(), made ? "" : made.error().c_str());
    const auto& st = static_cast<const ArtbotState&>(*made.value());
    QCOMPARE(st.cardCount(), 30);
    QCOMPARE(st.hp(2), 100);
    const auto list = st.observe(1)["players"][2]["decklist"];
    QCOMPARE(list.size(), std::size_t(10));
    QVERIFY(std::is_sorted(list.begin(), list.end()));
    // Without decks, each seat's deck is drawn from the starter collection.
    auto drawn = builtinGames().find("artbot")->newGame({2, 9, json::object()});
    const auto& d = static_cast<const ArtbotState&>(*drawn.value());
    std::vector<int> used(shippedCards()->typeCount(), 0);
    for (int uid = 0; uid < d.deckSize(); ++uid) ++used[d.typeOf(uid)];
    for (int t = 0; t < shippedCards()->typeCount(); ++t)
      QVERIFY(used[t] <= shippedCards()->starter[t]);
  }

  void artbotFacesFollowTheContract() {
    const auto* game = builtinGames().find("artbot");
    const auto faces = game->cardFaces();
    QCOMPARE(static_cast<int>(faces.size()), shippedCards()->typeCount());
    const auto& guardian = faces[shippedCards()->findType("gold_leaf_guardian")];
    QCOMPARE(guardian.back, std::string("artbot"));
    QCOMPARE(guardian.ends.size(), std::size_t(1));
    QCOMPARE(guardian.ends[0].title, std::string("Gold Leaf Guardian"));
    QCOMPARE(guardian.ends[0].subtitle, std::string("Physical Damage"));
    QCOMPARE(guardian.ends[0].stats[0].icon, std::string("mallet"));
    QCOMPARE(guardian.ends[0].stats[0].value, std::string("50"));
    QCOMPARE(guardian.ends[0].stats[1].icon, std::string("gem"));
    QCOMPARE(guardian.ends[0].stats[1].value, std::string("40"));
    QCOMPARE(guardian.ends[0].footer, std::string("Super Rare"));
    QCOMPARE(guardian.marks[0].icon, std::string("rarity-super-rare"));
    QVERIFY(!guardian.flavor.empty());
    const auto& servo = faces[shippedCards()->findType("sticky_servo")];
    QCOMPARE(servo.ends[0].stats[0].value, std::string());
    QCOMPARE(servo.ends[0].stats[0].icon, std::string("magnet"));
    const auto backs = game->cardBacks();
    QCOMPARE(backs.size(), std::size_t(1));
    QCOMPARE(backs[0].icon, std::string("glitch"));
  }
};

QTEST_APPLESS_MAIN(ArtbotCardFileTest)
#include "artbot_card_file_test.moc"
