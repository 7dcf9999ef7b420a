// The card file: the shipped set's make-up, strict validation with file + JSON pointer + reason,
// a designer's card using the "discard" verb (a double-ended card keeps its end when discarded
// without exhausting), the printed faces and backs, and the registered game's options.
#include <nlohmann/json.hpp>

#include "core/match_state.h"
#include "engines/engines_game.h"
#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;
using nlohmann::json;

namespace {
json shippedJson() {
  return json::parse(builtinCardJson("engines"));
}

std::string errorOf(const json& doc) {
  auto parsed = parseCardSet(doc.dump(), "cards.json");
  return parsed ? std::string() : parsed.error();
}
}  // namespace

class EnginesCardFileTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesShippedSetHasNineCardsPerDeck() {
    const CardSet& set = *shippedCards();
    QCOMPARE(set.cardCount(), 18);
    int vigilante = 0;
    for (const std::uint8_t t : set.deckList) vigilante += set.types[t].owner == Role::Vigilante;
    QCOMPARE(vigilante, 9);
    QCOMPARE(set.types[set.findType("wrath")].copies, 4);
    QCOMPARE(set.types[set.findType("tail")].copies, 4);
    QVERIFY(set.types[set.findType("tail")].doubleEnded());
    QVERIFY(set.types[set.findType("fixer")].doubleEnded());
    QCOMPARE(set.types[set.findType("wrath")].ends[0].exhaust, Pile::Evidence);
    QCOMPARE(set.types[set.findType("fixer")].ends[1].name, std::string("TURNCOAT"));
    QCOMPARE(set.types[set.findType("fixer")].ends[1].exhaust, Pile::Evidence);
  }

  void enginesCardFileRefusesUnknownKeysWithTheirPointer() {
    json doc = shippedJson();
    doc["cards"][0]["ends"][0]["colour"] = "red";
    QCOMPARE(
        errorOf(doc).rfind(
            "cards.json: /cards/0/ends/0/colour (the entry with id \"wrath\"): unknown key", 0),
        std::size_t(0));
  }

  void enginesCardFileRefusesBadValues() {
    json doc = shippedJson();
    doc["cards"][0]["ends"][0]["action"]["effects"][0]["verb"] = "explode";
    QVERIFY(errorOf(doc).find("/cards/0/ends/0/action/effects/0/verb (the entry with id "
                              "\"wrath\"): must be one of") != std::string::npos);
    doc = shippedJson();
    doc["cards"][0]["ends"][0]["onPlay"]["effects"][0]["select"]["names"][0] = "WRAHT";
    QVERIFY(errorOf(doc).find(
                "/cards/0/ends/0/onPlay/effects/0/select/names/0 (the entry with id \"wrath\"): "
                "no card end is "
                "named \"WRAHT\"") != std::string::npos);
    doc = shippedJson();
    doc["cards"][0]["ends"][0]["flips"] = true;
    QVERIFY(errorOf(doc).find("/cards/0/ends/0/flips (the entry with id \"wrath\"): only a "
                              "double-ended card can flip") != std::string::npos);
    doc = shippedJson();
    doc["cards"][0]["owner"] = "mayor";
    QVERIFY(errorOf(doc).find("/cards/0/owner") != std::string::npos);
    doc = shippedJson();
    doc["cards"][0]["ends"][0]["onPlay"]["effects"][0]["scope"] = "chosen";
    QVERIFY(errorOf(doc).find("when-played effects take no target") != std::string::npos);
    doc = shippedJson();
    doc["cards"][0]["copies"] = 30;
    QVERIFY(errorOf(doc).find("more than 32 cards") != std::string::npos);
  }

  void enginesCardFileReportsSyntaxErrorsByLine() {
    auto parsed = parseCardSet("{\n  \"game\": \"engines\",\n  oops\n}", "cards.json");
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().rfind("cards.json: line 3, column", 0), std::size_t(0));
  }

  void enginesDoubleEndedCardDiscardedWithoutExhaustingKeepsItsEnd() {
    // A designer's card that discards a card from play (no shipped card does).
    json doc = shippedJson();
    for (auto& c : doc["cards"])
      if (c["id"] == "stakeout")
        c["ends"][0]["action"] = {
            {"effects",
             {{{"verb", "discard"}, {"scope", "chosen"}, {"select", {{"area", "either"}}}}}}};
    auto parsed = parseCardSet(doc.dump(), "cards.json");
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
    auto set = std::make_shared<const CardSet>(parsed.value());
    ActState st(set, {}, 7);
    for (int uid = 0; uid < st.cardCount(); ++uid)
      st.placeForTest(uid, st.seatOf(st.ownerOf(uid)), Zone::Deck);
    st.setPhaseForTest(Phase::Actions);
    st.apply(kEndTurn);
    st.setPhaseForTest(Phase::Actions);
    const int stakeout = uidOf(st, "stakeout"), tail = uidOf(st, "tail");
    const int fixer = uidOf(st, "fixer");
    st.placeForTest(stakeout, kD, Zone::Active, 0);
    st.placeForTest(tail, kD, Zone::Active, 90, 0);
    st.apply(useAction(stakeout, tail));
    QCOMPARE(st.zoneOf(tail), Zone::Discard);
    QCOMPARE(st.endOf(tail), 0);  // still TAIL: it did not exhaust
    st.apply(kEndTurn);
    st.setPhaseForTest(Phase::Actions);
    st.apply(kEndTurn);  // the Detective's next turn: STAKEOUT again
    st.setPhaseForTest(Phase::Actions);
    st.placeForTest(fixer, kV, Zone::Active, 90, 0);
    st.apply(useAction(stakeout, fixer));
    QCOMPARE(st.zoneOf(fixer), Zone::Discard);
    QCOMPARE(st.sideOf(fixer), kV);  // the Discard of the area it was in
    QCOMPARE(st.endOf(fixer), 0);    // still FIXER
  }

  void enginesCardFacesComeFromTheCardData() {
    const Game* game = builtinGames().find("engines");
    QVERIFY(game != nullptr);
    const auto faces = game->cardFaces();
    QCOMPARE(faces.size(), std::size_t(12));
    int copies = 0;
    for (const auto& f : faces) {
      copies += f.copies;
      QCOMPARE(f.ends.size(), std::size_t(2));
      QCOMPARE(f.marks.size(), std::size_t(1));
      QVERIFY(!f.ends[0].text.empty());
      QVERIFY(f.back == "vigilante" || f.back == "detective");
      QCOMPARE(f.marks[0].icon, std::string(f.back == "vigilante" ? "gravestone" : "badge"));
    }
    QCOMPARE(copies, 18);
    const auto& wrath = faces[shippedCards()->findType("wrath")];
    QCOMPARE(wrath.ends[0].title, std::string("WRATH"));
    QCOMPARE(wrath.ends[0].footer, std::string("Exhausts to Evidence"));
    QCOMPARE(wrath.ends[1].subtitle, std::string("Exhausted"));
    const auto& tail = faces[shippedCards()->findType("tail")];
    QCOMPARE(tail.ends[0].footer, std::string("Exhausts to Discard as INTERROGATE"));
    QCOMPARE(tail.ends[1].title, std::string("INTERROGATE"));
    QCOMPARE(tail.ends[1].footer, std::string("Exhausts to Discard as TAIL"));
    QVERIFY(tail.ends[0].accent != tail.ends[1].accent);
    const auto backs = game->cardBacks();
    QCOMPARE(backs.size(), std::size_t(2));
    QCOMPARE(backs[0].icon, std::string("gravestone"));
    QCOMPARE(backs[1].icon, std::string("badge"));
  }

  void enginesGameOptionsBuildAnActOrAMatch() {
    const Game* game = builtinGames().find("engines");
    QVERIFY(game != nullptr);
    auto act = game->newGame({.seats = 2, .seed = 4, .variant = {{"acts", 1}, {"vigilante", 1}}});
    QVERIFY(act.ok());
    auto* single = dynamic_cast<ActState*>(act.value().get());
    QVERIFY(single != nullptr);
    QCOMPARE(single->vigilanteSeat(), 1);
    QVERIFY(!single->options().cooperativeEnding);
    auto match = game->newGame({.seats = 2, .seed = 4});
    QVERIFY(match.ok());
    QVERIFY(dynamic_cast<ActState*>(match.value().get()) == nullptr);
    QCOMPARE(dynamic_cast<const MatchState&>(*match.value()).seatRole(0), std::string("vigilante"));
    auto bad = game->newGame({.seats = 2, .seed = 4, .variant = {{"acts", 2}}});
    QVERIFY(!bad.ok());
    auto three = game->newGame({.seats = 3, .seed = 4});
    QVERIFY(!three.ok());
  }
};

QTEST_APPLESS_MAIN(EnginesCardFileTest)
#include "engines_card_file_test.moc"
