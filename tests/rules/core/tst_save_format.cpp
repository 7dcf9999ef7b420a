// The save format: a round trip keeps everything, and every kind of bad file is refused with a
// message that says what is wrong. The games come from a test registry holding only Countdown, so
// these tests depend on no real engine.
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "core/registry.h"
#include "core/save_format.h"
#include "core/user_json.h"
#include "countdown_game.h"

using namespace gm::rules;
using nlohmann::json;

namespace {

GameRegistry testRegistry() {
  GameRegistry r;
  r.add(gm::test::makeCountdownGame());
  return r;
}

SaveData sampleSave() {
  SaveData d;
  d.gameId = "countdown";
  d.rulesVersion = gm::test::kCountdownRulesVersion;
  d.options.seats = 3;
  d.options.seed = 18446744073709551615ULL;  // the largest seed survives (it is stored as text)
  d.seats = {{"human", "normal", "Ana"}, {"ai", "hard", ""}, {"ai", "easy", "Bot"}};
  d.seats[0].autoPass = true;  // a person's auto-pass is kept with the game (issue 38, item 10)
  d.actions = {2, 0, 1};
  return d;
}

// The sample save as JSON, changed by `edit`, as text.
std::string editedSave(const std::function<void(json&)>& edit) {
  json doc = json::parse(serializeSave(sampleSave()));
  edit(doc);
  return doc.dump();
}

}  // namespace

class TestSaveFormat : public QObject {
  Q_OBJECT

  // Loads `text` and checks it is refused with a message containing `fragment`.
  void expectRefusal(const std::string& text, const std::string& fragment) {
    const auto loaded = loadSave(text, testRegistry());
    QVERIFY2(!loaded, "the file was accepted");
    QVERIFY2(loaded.error().find(fragment) != std::string::npos,
             qPrintable(QString::fromStdString("message '" + loaded.error() + "' lacks '" +
                                               fragment + "'")));
  }

 private slots:
  void saveRoundTripKeepsEveryField() {
    const SaveData d = sampleSave();
    const auto parsed = parseSave(serializeSave(d));
    QVERIFY2(parsed, qPrintable(QString::fromStdString(parsed.error())));
    QCOMPARE(parsed->gameId, d.gameId);
    QCOMPARE(parsed->rulesVersion, d.rulesVersion);
    QCOMPARE(parsed->options.seats, d.options.seats);
    QCOMPARE(parsed->options.seed, d.options.seed);
    QCOMPARE(parsed->options.variant, d.options.variant);
    QVERIFY(parsed->seats == d.seats);
    QCOMPARE(parsed->actions, d.actions);
  }

  void saveLoadReplaysTheActions() {
    const auto loaded = loadSave(serializeSave(sampleSave()), testRegistry());
    QVERIFY2(loaded, qPrintable(QString::fromStdString(loaded.error())));
    const GameState& st = *loaded->state;
    QCOMPARE(st.seatCount(), 3);
    QCOMPARE(std::vector<ActionId>(st.history().begin(), st.history().end()),
             (std::vector<ActionId>{2, 0, 1}));
    QCOMPARE(st.observe(kNoSeat)["counter"].get<int>(), 9 - 3 - 1 - 2);
    QCOMPARE(st.actingSeat(), 0);
    QCOMPARE(loaded->data.seats[2].name, std::string("Bot"));
  }

  void saveOfAFinishedGameLoadsAsTerminal() {
    SaveData d = sampleSave();
    d.actions = {2, 2, 2};
    const auto loaded = loadSave(serializeSave(d), testRegistry());
    QVERIFY(loaded);
    QVERIFY(loaded->state->isTerminal());
    QCOMPARE(loaded->state->returns(), (std::vector<double>{1.0, 1.0, -1.0}));
  }

  void saveHumanSeatsOmitTheLevel() {
    const json doc = json::parse(serializeSave(sampleSave()));
    QVERIFY(!doc["seats"][0].contains("level"));
    QCOMPARE(doc["seats"][1]["level"].get<std::string>(), std::string("hard"));
    QCOMPARE(doc["seed"].get<std::string>(), std::string("18446744073709551615"));
  }

  void saveKeepsAutoPassForPeopleOnly() {
    const json doc = json::parse(serializeSave(sampleSave()));
    QCOMPARE(doc["seats"][0]["autoPass"].get<bool>(), true);
    QVERIFY(!doc["seats"][1].contains("autoPass"));  // off is left out
    // An AI has no use for it: a file that gives one is read without it.
    const auto parsed = parseSave(editedSave([](json& d) { d["seats"][1]["autoPass"] = true; }));
    QVERIFY(parsed);
    QVERIFY(!parsed->seats[1].autoPass);
    QVERIFY(parsed->seats[0].autoPass);
    expectRefusal(editedSave([](json& d) { d["seats"][0]["autoPass"] = "yes"; }),
                  "Seat 1 has an auto-pass that is not true or false");
  }

  void saveRefusesTextThatIsNotJson() { expectRefusal("this is not { json", "not valid JSON"); }
  void saveRefusesAnEmptyFile() { expectRefusal("", "not valid JSON"); }

  void saveRefusesATruncatedFile() {
    const std::string text = serializeSave(sampleSave());
    expectRefusal(text.substr(0, text.size() / 2), "truncated");
  }

  void saveRefusesForeignJson() {
    expectRefusal(R"({"name": "my shopping list", "items": [1, 2]})",
                  "not a Grudge Match save file");
    expectRefusal("[1, 2, 3]", "not a Grudge Match save file");
  }

  void saveRefusesANewerFormatVersion() {
    expectRefusal(
        editedSave([](json& d) { d["formatVersion"] = kSaveFormatVersion + 1; }),
        "newer Grudge Match (format version " + std::to_string(kSaveFormatVersion + 1) + ")");
  }

  // Saves of the built-in cards stay version 1, so a version that knows no card files opens them;
  // and a version-1 save written before card files existed still loads.
  void saveOfTheBuiltInCardsIsVersionOneAndLoads() {
    const json doc = json::parse(serializeSave(sampleSave()));
    QCOMPARE(doc["formatVersion"].get<int>(), 1);
    QVERIFY(!doc.contains("cards"));
    const std::string old = R"({"format": "grudgematch-save", "formatVersion": 1,
      "game": "countdown", "rulesVersion": 3, "seed": "7",
      "options": {"seats": 2, "variant": {}},
      "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}], "actions": [0, 1]})";
    const auto loaded = loadSave(old, testRegistry());
    QVERIFY2(loaded, qPrintable(QString::fromStdString(loaded.error())));
    QVERIFY(!loaded->data.cards);
    QCOMPARE(loaded->state->history().size(), std::size_t(2));
  }

  void saveWithACardFileRecordsItAsVersionTwo() {
    SaveData d = sampleSave();
    d.cards = CardFileRef{"/home/ana/strong.json", cardFileHash("{}")};
    const json doc = json::parse(serializeSave(d));
    QCOMPARE(doc["formatVersion"].get<int>(), 2);
    QCOMPARE(doc["cards"]["path"].get<std::string>(), std::string("/home/ana/strong.json"));
    QCOMPARE(doc["cards"]["hash"].get<std::string>(), cardFileHash("{}"));
    const auto parsed = parseSave(serializeSave(d));
    QVERIFY(parsed && parsed->cards);
    QCOMPARE(parsed->cards->path, d.cards->path);
    QCOMPARE(parsed->cards->hash, d.cards->hash);
  }

  void cardFileHashIsFnv1aOfTheBytes() {
    // FNV-1a 64 of "" and of "a", the published test values.
    QCOMPARE(cardFileHash(""), std::string("fnv1a64:cbf29ce484222325"));
    QCOMPARE(cardFileHash("a"), std::string("fnv1a64:af63dc4c8601ec8c"));
  }

  // A save made with a card file loads only with a card file of the same content (wherever it
  // was copied to), and a save of the built-in cards only without one.
  void saveRefusesAnotherCardFile() {
    const auto registry = testRegistry();
    const CardFileGame made{gm::test::makeCountdownGame(), {"/a/cards.json", cardFileHash("x")}};
    const CardFileGame copied{gm::test::makeCountdownGame(), {"/b/copy.json", cardFileHash("x")}};
    const CardFileGame other{gm::test::makeCountdownGame(), {"/a/other.json", cardFileHash("y")}};
    SaveData d = sampleSave();
    d.cards = made.file;
    const std::string text = serializeSave(d);

    QVERIFY(loadSave(text, registry, &made));
    QVERIFY(loadSave(text, registry, &copied));
    const auto withOther = loadSave(text, registry, &other);
    QVERIFY(!withOther);
    QVERIFY2(withOther.error().find("made with the card file /a/cards.json") != std::string::npos &&
                 withOther.error().find("/a/other.json is another card file") != std::string::npos,
             withOther.error().c_str());
    const auto builtIn = loadSave(text, registry);
    QVERIFY(!builtIn);
    QVERIFY2(builtIn.error().find("not with the built-in cards") != std::string::npos,
             builtIn.error().c_str());
    const auto plainWithFile = loadSave(serializeSave(sampleSave()), registry, &made);
    QVERIFY(!plainWithFile);
    QVERIFY2(plainWithFile.error().find("made with the built-in cards") != std::string::npos,
             plainWithFile.error().c_str());
  }

  void saveRefusesACardFileEntryThatIsNotAPathAndHash() {
    expectRefusal(editedSave([](json& d) {
                    d["cards"] = {{"path", "/a.json"}};
                  }),
                  "card file is not a path and a hash");
    expectRefusal(editedSave([](json& d) { d["cards"] = "a.json"; }),
                  "card file is not a path and a hash");
  }

  void saveRefusesAMissingFormatVersion() {
    expectRefusal(editedSave([](json& d) { d.erase("formatVersion"); }), "no format version");
  }

  void saveRefusesAnUnknownGame() {
    expectRefusal(editedSave([](json& d) { d["game"] = "chess"; }), "does not know: 'chess'");
  }

  void saveRefusesAnotherRulesVersion() {
    expectRefusal(editedSave([](json& d) { d["rulesVersion"] = 2; }),
                  "rules version 2 of Countdown; this version plays rules version 3");
  }

  void saveRefusesAnIllegalAction() {
    // 9 -> 6 -> 3 -> 1: taking 3 (id 2) from 1 is not legal.
    expectRefusal(editedSave([](json& d) {
                    d["actions"] = {2, 2, 1, 2};
                  }),
                  "Action 4 in the save (2) is not legal");
  }

  void saveRefusesAnActionIdOutOfRange() {
    expectRefusal(editedSave([](json& d) {
                    d["actions"] = {0, 17};
                  }),
                  "Action 2 in the save (17) is not legal");
  }

  void saveRefusesActionsAfterTheEnd() {
    expectRefusal(editedSave([](json& d) {
                    d["actions"] = {2, 2, 2, 0};
                  }),
                  "continues after the game ended (action 4)");
  }

  void saveRefusesASeatListOfTheWrongLength() {
    expectRefusal(editedSave([](json& d) { d["seats"].erase(0); }),
                  "lists 2 seats but its options say 3");
  }

  void saveRefusesASeatCountTheGameDoesNotAllow() {
    expectRefusal(editedSave([](json& d) {
                    d["options"]["seats"] = 5;
                    d["seats"].push_back({{"kind", "human"}});
                    d["seats"].push_back({{"kind", "human"}});
                  }),
                  "options are not valid: Countdown is for 2 to 4 players, not 5");
  }

  void saveRefusesANonNumericAction() {
    expectRefusal(editedSave([](json& d) {
                    d["actions"] = {0, "one"};
                  }),
                  "Action 2 in the save is not a whole number");
  }

  void saveRefusesAMissingActionList() {
    expectRefusal(editedSave([](json& d) { d.erase("actions"); }), "no list of actions");
  }

  void saveRefusesABadSeed() {
    expectRefusal(editedSave([](json& d) { d["seed"] = "12x"; }),
                  "seed is missing or not a whole number");
    expectRefusal(editedSave([](json& d) { d["seed"] = 12; }),
                  "seed is missing or not a whole number");
    expectRefusal(editedSave([](json& d) { d["seed"] = "99999999999999999999"; }),
                  "seed is out of range");
  }

  void saveRefusesAnUnknownSeatKindOrLevel() {
    expectRefusal(editedSave([](json& d) { d["seats"][0]["kind"] = "ghost"; }),
                  "Seat 1 has an unknown kind 'ghost'");
    expectRefusal(editedSave([](json& d) { d["seats"][1]["level"] = "godlike"; }),
                  "Seat 2 is an AI with an unknown level");
  }

  void saveRefusesAVariantTheGameDoesNotKnow() {
    expectRefusal(editedSave([](json& d) {
                    d["options"]["variant"] = {{"speed", 2}};
                  }),
                  "Countdown has no variants");
  }

  // Issue 13: 300,000 nested arrays (600 KB) overflowed the stack in the recursive copy of the
  // variant; ASan overflowed at 100,000. Refused at the depth limit before the document is built.
  void saveRefusesAVariantNestedTooDeep() {
    for (const std::size_t depth : {std::size_t(65), std::size_t(100000), std::size_t(300000)}) {
      const std::string save = serializeSave(sampleSave());
      const auto at = save.find("\"variant\": {}");
      QVERIFY(at != std::string::npos);
      const std::string deep =
          save.substr(0, at) + "\"variant\": {\"x\": " + std::string(depth, '[') +
          std::string(depth, ']') + "}" + save.substr(at + std::string("\"variant\": {}").size());
      expectRefusal(deep, "nested more than 64 levels deep");
    }
  }

  void saveAcceptsAVariantNestedUpToTheLimit() {
    SaveData d = sampleSave();
    d.options.variant = json::object();
    json* leaf = &d.options.variant;
    for (int i = 1; i < 62; ++i) leaf = &((*leaf)["x"] = json::object());
    const auto parsed = parseSave(serializeSave(d));
    QVERIFY2(parsed, qPrintable(QString::fromStdString(parsed.error())));
    QCOMPARE(parsed->options.variant, d.options.variant);
  }

  void saveRefusesAFileOverTheSizeLimit() {
    const std::string save = serializeSave(sampleSave());
    expectRefusal(save + std::string(userjson::kMaxBytes, ' '), "more than the 4194304");
  }

  // Issue 13: a "format" that is not a string threw nlohmann's type_error out of parseSave (the app
  // aborted on Resume, the CLI said "internal error").
  void saveRefusesAFormatThatIsNotText() {
    for (const json& format : {json(1), json::array({"grudgematch-save"}), json(nullptr),
                               json::object({{"a", 1}}), json(true)})
      expectRefusal(editedSave([&](json& d) { d["format"] = format; }),
                    "not a Grudge Match save file");
  }

  // Issue 13: missing keys were read through a const json& (undefined behaviour, an assertion in a
  // Debug build).
  void saveRefusesMissingOptionsSeatsOrKind() {
    expectRefusal(editedSave([](json& d) { d["options"].erase("seats"); }),
                  "missing the number of seats");
    expectRefusal(editedSave([](json& d) { d.erase("options"); }), "missing the number of seats");
    expectRefusal(editedSave([](json& d) { d["options"] = json::array({3}); }),
                  "missing the number of seats");
    expectRefusal(editedSave([](json& d) { d["seats"][1].erase("kind"); }),
                  "Seat 2 in the save has no kind");
    expectRefusal(editedSave([](json& d) { d["seats"][1] = 7; }), "Seat 2 in the save has no kind");
    expectRefusal(editedSave([](json& d) { d.erase("game"); }), "does not say which game");
    expectRefusal(editedSave([](json& d) { d.erase("seats"); }), "lists 0 seats");
  }

  // Issue 13: numbers outside int32 wrapped (action 4294967296 replayed as action 0).
  void saveRefusesNumbersOutsideTheirRange() {
    expectRefusal(editedSave([](json& d) {
                    d["actions"] = {2, 4294967296LL};
                  }),
                  "Action 2 in the save is not a whole number from 0 to 2147483647");
    expectRefusal(editedSave([](json& d) { d["actions"] = {-1}; }),
                  "Action 1 in the save is not a whole number from 0 to 2147483647");
    expectRefusal(editedSave([](json& d) { d["actions"] = {18446744073709551615ULL}; }),
                  "Action 1 in the save is not a whole number");
    // 4294967299 wrapped onto 3, Countdown's rules version.
    expectRefusal(editedSave([](json& d) { d["rulesVersion"] = 4294967299LL; }),
                  "no rules version");
    expectRefusal(editedSave([](json& d) { d["formatVersion"] = 4294967297LL; }),
                  "newer Grudge Match (format version 4294967297)");
    expectRefusal(editedSave([](json& d) { d["formatVersion"] = 18446744073709551615ULL; }),
                  "newer Grudge Match (format version 18446744073709551615)");
    expectRefusal(editedSave([](json& d) { d["formatVersion"] = -4294967295LL; }),
                  "unknown format version");
    expectRefusal(editedSave([](json& d) { d["options"]["seats"] = 4294967299LL; }),
                  "missing the number of seats");
  }

  void saveRefusesAnOverlongName() {
    expectRefusal(editedSave([](json& d) { d["seats"][0]["name"] = std::string(201, 'a'); }),
                  "Seat 1 has a name that is not text of at most 200 bytes");
  }

  void defaultSeatsAreOneHumanThenNormalAis() {
    const auto seats = defaultSeats(3);
    QCOMPARE(seats.size(), std::size_t(3));
    QVERIFY(!seats[0].isAi());
    QVERIFY(seats[1].isAi() && seats[1].level == "normal");
    QVERIFY(seats[2].isAi() && seats[2].level == "normal");
  }
};

QTEST_APPLESS_MAIN(TestSaveFormat)
#include "tst_save_format.moc"
