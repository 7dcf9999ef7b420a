// Card files a designer edits, as grudgematch-cli takes them: check-cards, --cards on the commands
// that make games, and saves that remember the card file they were made with. Every refusal exits
// with 1, names the file, the field and the card, and leaves every file as it was.
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.h"

using nlohmann::json;
using namespace gm::test;

namespace {

json shippedCards(const char* game) {
  return readJson(QStringLiteral(GM_CARDS_DIR "/%1.json").arg(game));
}

// The index of the Knockdown action with that id in the shipped file.
std::size_t actionIndex(const json& cards, const std::string& id) {
  for (std::size_t i = 0; i < cards["actions"].size(); ++i)
    if (cards["actions"][i]["id"] == id) return i;
  return 0;
}

}  // namespace

class TestCliCards : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
  Run cli(const QStringList& args) const { return runCli(args, m_dir.path()); }

  // Knockdown's shipped cards changed by `edit`, written to `name`.
  void writeKnockdown(const QString& name, const std::function<void(json&)>& edit) {
    json cards = shippedCards("knockdown");
    QVERIFY(cards.is_object());
    edit(cards);
    writeFile(path(name), QByteArray::fromStdString(cards.dump(1)));
  }

  // `game`'s shipped cards changed by `edit`, written to `name`.
  void writeShipped(const char* game, const QString& name, const std::function<void(json&)>& edit) {
    json cards = shippedCards(game);
    QVERIFY(cards.is_object());
    edit(cards);
    writeFile(path(name), QByteArray::fromStdString(cards.dump(1)));
  }

  // check-cards refuses `name` with exit 1 and a message holding every fragment.
  void expectRefused(const QString& name, const QStringList& fragments) {
    const Run r = cli({"check-cards", name});
    QVERIFY2(r.code == 1, qPrintable(QString("exit %1: %2").arg(r.code).arg(r.err)));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.contains(name), qPrintable(r.err));
    for (const QString& f : fragments)
      QVERIFY2(r.err.contains(f), qPrintable("stderr lacks '" + f + "': " + r.err));
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void checkCardsAcceptsEveryShippedFile() {
    for (const char* game : {"knockdown", "engines", "artbot", "vendetta"}) {
      const QString file = QStringLiteral(GM_CARDS_DIR "/%1.json").arg(game);
      const Run r = cli({"check-cards", file});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY2(r.out.contains("a valid") && r.out.contains("fnv1a64:"), qPrintable(r.out));
    }
    const Run r = cli({"check-cards", GM_CARDS_DIR "/knockdown.json"});
    QVERIFY2(r.out.contains("Knockdown card file") && r.out.contains("13 card types") &&
                 r.out.contains("Haymaker"),
             qPrintable(r.out));
  }

  void checkCardsRefusesBadJsonWithItsPlace() {
    writeFile(path("truncated.json"), "{\n  \"game\": \"knockdown\",\n  \"actions\": [\n");
    expectRefused("truncated.json", {"line 4"});
  }

  void checkCardsRefusesAMissingField() {
    writeKnockdown("missing.json",
                   [](json& c) { c["actions"][actionIndex(c, "uppercut")].erase("damage"); });
    expectRefused("missing.json",
                  {"/actions/3", "the entry with id \"uppercut\"", "missing \"damage\""});
  }

  void checkCardsRefusesAWrongType() {
    writeKnockdown("typed.json",
                   [](json& c) { c["actions"][actionIndex(c, "hook")]["damage"] = "four"; });
    expectRefused("typed.json", {"/actions/2/damage", "\"hook\"", "must be a whole number"});
  }

  void checkCardsRefusesADuplicateId() {
    writeKnockdown("twice.json",
                   [](json& c) { c["actions"][actionIndex(c, "feint")]["id"] = "jab"; });
    expectRefused("twice.json", {"/actions/7/id", "\"jab\"", "already used"});
  }

  void checkCardsRefusesAnUnknownKeyword() {
    writeKnockdown("word.json",
                   [](json& c) { c["actions"][actionIndex(c, "slip")]["speed"] = "quick"; });
    expectRefused("word.json", {"/actions/6/speed", "\"slip\"", "\"instant\" or a whole number"});
    writeKnockdown("key.json", [](json& c) { c["actions"][0]["dammage"] = 3; });
    expectRefused("key.json", {"/actions/0/dammage", "\"jab\"", "unknown key"});
  }

  void checkCardsRefusesANumberOutOfRange() {
    writeKnockdown("range.json",
                   [](json& c) { c["actions"][actionIndex(c, "haymaker")]["damage"] = 99; });
    expectRefused("range.json",
                  {"/actions/4/damage", "\"haymaker\"", "from 0 to 20", "(found 99)"});
  }

  // A designer's slips that each looked valid: the same card listed twice in a deck (past its
  // copies limit), two glossary entries of one term, two AGAINST entries for the same card, a
  // starter count above the card's copies, a name of 100 KB and a name with a NUL character.
  void checkCardsRefusesACardListedTwiceInADeck() {
    writeShipped("vitium", "twice.json", [](json& c) {
      json& deck = c["characters"][0]["deck"];
      deck = json::array();
      for (int n = 0; n < 15; ++n) deck.push_back({{"card", "tallyman"}, {"copies", 4}});
    });
    expectRefused("twice.json", {"/characters/0/deck/1", "tallyman", "listed twice"});
  }

  void checkCardsRefusesTwoGlossaryEntriesOfOneTerm() {
    writeShipped("artbot", "glossary.json",
                 [](json& c) { c["glossary"].push_back(c["glossary"][0]); });
    expectRefused("glossary.json", {"/glossary/17", "a second entry"});
  }

  void checkCardsRefusesTwoAgainstEntriesForOneCard() {
    writeKnockdown("against.json", [](json& c) {
      json& jab = c["actions"][actionIndex(c, "jab")];
      jab["against"].push_back(jab["against"][0]);
    });
    expectRefused("against.json", {"/against/", "twice"});
  }

  void checkCardsRefusesAStarterCountAboveTheCopies() {
    writeShipped("artbot", "starter.json", [](json& c) { c["starter"]["rust_hook"] = 5; });
    expectRefused("starter.json", {"/starter/rust_hook", "4 copies"});
  }

  void checkCardsRefusesANameOf100KbOrWithANul() {
    writeKnockdown("long.json",
                   [](json& c) { c["actions"][0]["name"] = std::string(100000, 'a'); });
    expectRefused("long.json", {"/actions/0/name", "too long"});
    writeKnockdown("nul.json", [](json& c) { c["actions"][0]["name"] = std::string("Ja\0b", 4); });
    expectRefused("nul.json", {"/actions/0/name", "control character"});
  }

  void checkCardsRefusesAFileOfNoKnownGame() {
    writeKnockdown("nogame.json", [](json& c) { c.erase("game"); });
    expectRefused("nogame.json", {"missing \"game\""});
    writeKnockdown("chess.json", [](json& c) { c["game"] = "chess"; });
    expectRefused("chess.json", {"/game", "unknown game \"chess\"", "knockdown"});
    CLI_EXPECT(cli({"check-cards", "absent.json"}), 1, "No such file");
    CLI_EXPECT(cli({"check-cards"}), 2, "a card file is missing");
  }

  // --cards is read and checked before anything is played, printed or written.
  void cardsOptionRefusesABadFileAndChangesNothing() {
    writeKnockdown("bad.json", [](json& c) { c["actions"][0]["damage"] = -1; });
    CLI_EXPECT(cli({"new", "--cards", "bad.json", "-o", "new.json"}), 1, "bad.json: /actions/0");
    QVERIFY(!QFile::exists(path("new.json")));
    CLI_EXPECT(cli({"simulate", "--cards", "bad.json", "--bots", "random,random"}), 1, "\"jab\"");
    CLI_EXPECT(cli({"export-pnp", "--cards", "bad.json", "-o", "cards.pdf"}), 1, "/damage");
    QVERIFY(!QFile::exists(path("cards.pdf")));
    writeKnockdown("good.json", [](json&) {});
    CLI_EXPECT(cli({"new", "--game", "engines", "--cards", "good.json", "-o", "new.json"}), 2,
               "does not match the card file");
    CLI_EXPECT(cli({"export-pnp", "--game", "all", "--cards", "good.json", "-o", "cards.pdf"}), 2,
               "cannot go with --game all");
    QVERIFY(!QFile::exists(path("new.json")));
  }

  // A save made with a card file records it; legal, apply and show need a file of the same
  // content, and a save of the built-in cards refuses any card file.
  void saveRemembersItsCardFile() {
    writeKnockdown("strong.json",
                   [](json& c) { c["actions"][actionIndex(c, "haymaker")]["damage"] = 12; });
    writeKnockdown("other.json",
                   [](json& c) { c["actions"][actionIndex(c, "haymaker")]["damage"] = 11; });
    const Run made = cli({"new", "--cards", "strong.json", "--seed", "42", "-o", "s.json"});
    QVERIFY2(made.code == 0, qPrintable(made.err));
    const json save = readJson(path("s.json"));
    QCOMPARE(save["game"].get<std::string>(), std::string("knockdown"));
    QCOMPARE(save["formatVersion"].get<int>(), 2);
    QCOMPARE(save["cards"]["path"].get<std::string>(), std::string("strong.json"));
    const std::string hash = save["cards"]["hash"].get<std::string>();
    QVERIFY(hash.rfind("fnv1a64:", 0) == 0);

    CLI_EXPECT(cli({"legal", "s.json"}), 1, "not with the built-in cards");
    CLI_EXPECT(cli({"show", "s.json", "--cards", "other.json"}), 1,
               "other.json is another card file");
    QVERIFY(QFile::copy(path("strong.json"), path("copy.json")));
    const Run legal = cli({"legal", "s.json", "--cards", "copy.json"});
    QVERIFY2(legal.code == 0 && !legal.out.isEmpty(), qPrintable(legal.err));
    const Run applied = cli({"apply", "s.json", "0", "--cards", "strong.json", "-o", "s2.json"});
    QVERIFY2(applied.code == 0, qPrintable(applied.err));
    const json after = readJson(path("s2.json"));
    QCOMPARE(after["cards"]["hash"].get<std::string>(), hash);
    QCOMPARE(after["actions"], json::array({0}));
    CLI_EXPECT(cli({"apply", "s.json", "0", "-o", "s3.json"}), 1, "--cards FILE");
    QVERIFY(!QFile::exists(path("s3.json")));

    QCOMPARE(cli({"new", "--game", "knockdown", "--seed", "42", "-o", "plain.json"}).code, 0);
    QCOMPARE(readJson(path("plain.json"))["formatVersion"].get<int>(), 1);
    CLI_EXPECT(cli({"legal", "plain.json", "--cards", "strong.json"}), 1,
               "made with the built-in cards");
  }

  // The edited cards are the ones played: the same seed gives another summary, which names the
  // card file.
  void simulatePlaysTheCardsOfTheFile() {
    writeKnockdown("brutal.json", [](json& c) {
      json& haymaker = c["actions"][actionIndex(c, "haymaker")];
      haymaker["damage"] = 20;
      haymaker["speed"] = 9;
    });
    const QStringList args{"simulate", "--bots", "random,random", "--games", "200", "--seed", "3"};
    const Run plain = cli(args + QStringList{"--game", "knockdown"});
    const Run edited = cli(args + QStringList{"--cards", "brutal.json"});
    QVERIFY2(plain.code == 0 && edited.code == 0, qPrintable(plain.err + edited.err));
    json a = json::parse(plain.out.toStdString()), b = json::parse(edited.out.toStdString());
    QVERIFY(!a.contains("cardFile"));
    QCOMPARE(b["cardFile"]["path"].get<std::string>(), std::string("brutal.json"));
    for (json* j : {&a, &b}) {
      j->erase("seconds");
      j->erase("cardFile");
    }
    QVERIFY(a != b);
    // Twenty damage from the fastest card ends fights sooner.
    QVERIFY2(b["meanLength"].get<double>() < a["meanLength"].get<double>(),
             qPrintable(QString::fromStdString(a.dump() + " / " + b.dump())));
  }

  void exportPnpPrintsTheCardsOfTheFile() {
    writeKnockdown("print.json", [](json&) {});
    const Run r = cli({"export-pnp", "--cards", "print.json", "-o", "print.pdf"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(path("print.pdf")).size() > 1000);
  }
};

QTEST_GUILESS_MAIN(TestCliCards)
#include "tst_cli_cards.moc"
