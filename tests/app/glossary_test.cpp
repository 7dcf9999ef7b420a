// The glossary of every game: each registered game's card file explains its words, in English and
// German; every type line and stat label a face prints is one of them; a malformed entry is
// refused naming the entry and the field; and the matcher links whole words only, the longest
// first, in plain text and in a rules page. A game added without its glossary fails here.
#include <QTest>
#include <nlohmann/json.hpp>

#include "app_language.h"
#include "card_library.h"
#include "card_translation.h"
#include "core/game.h"
#include "games/builtin_games.h"
#include "glossary.h"
#include "glossary_matcher.h"

using namespace gm::app;
using gm::rules::GlossaryEntry;
using nlohmann::json;

namespace {

const QString kGerman = QStringLiteral("de");

GlossaryMatcher matcherOf(std::initializer_list<GlossaryEntry> entries) {
  return GlossaryMatcher(std::vector<GlossaryEntry>(entries));
}

QString q(const std::string& s) {
  return QString::fromStdString(s);
}

// The words of `faces` that name a rule rather than a card: type lines and stat labels (the
// "keyword fields" every game's faces print).
QStringList keywordFields(const std::vector<gm::rules::CardFace>& faces) {
  QStringList out;
  for (const gm::rules::CardFace& face : faces)
    for (const gm::rules::FaceEnd& end : face.ends) {
      if (!end.subtitle.empty()) out << q(face.id) + QStringLiteral(": ") + q(end.subtitle);
      for (const gm::rules::FaceStat& stat : end.stats)
        if (!stat.label.empty()) out << q(face.id) + QStringLiteral(": ") + q(stat.label);
    }
  return out;
}

}  // namespace

class GlossaryTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { AppLanguage::instance()->apply(QStringLiteral("en")); }
  void cleanupTestCase() { AppLanguage::instance()->apply(QStringLiteral("en")); }

  void everyGameHasAGlossaryInEnglishAndGerman_data() {
    QTest::addColumn<QString>("game");
    for (const gm::rules::Game* g : gm::rules::builtinGames().games())
      QTest::newRow(g->info().id.c_str()) << q(g->info().id);
  }

  void everyGameHasAGlossaryInEnglishAndGerman() {
    QFETCH(QString, game);
    const gm::rules::Game* g = gm::rules::builtinGames().find(game.toStdString());
    QVERIFY(g);
    const std::vector<GlossaryEntry> english = g->glossary();
    QVERIFY2(english.size() >= 5, qPrintable(game + ": the card file has no \"glossary\""));
    const auto translation = CardTranslation::shipped(game, kGerman);
    QVERIFY(translation);
    QStringList missing;
    for (const GlossaryEntry& entry : english) {
      const GlossaryEntry german = translation->apply(entry, &missing);
      if (german.text == entry.text &&
          !missing.contains(QStringLiteral("glossary: ") + q(entry.term)))
        missing << q(entry.term) + QStringLiteral(" (German text is the English one)");
    }
    QVERIFY2(missing.isEmpty(), qPrintable(game + ": no German for " + missing.join(", ")));
    const QStringList unknown =
        translation->unknownEntries(g->cardFaces(), g->cardBacks(), english);
    QVERIFY2(unknown.isEmpty(), qPrintable(game + ".de.json: " + unknown.join(", ")));
  }

  void everyKeywordFieldHasAnEntry_data() { everyGameHasAGlossaryInEnglishAndGerman_data(); }

  void everyKeywordFieldHasAnEntry() {
    QFETCH(QString, game);
    const gm::rules::Game* g = gm::rules::builtinGames().find(game.toStdString());
    QVERIFY(g);
    const auto translation = CardTranslation::shipped(game, kGerman);
    QVERIFY(translation);
    // In English from the card file, in German as the German table shows them.
    const CardLibrary germanCards(*g, &*translation);
    const struct {
      GlossaryMatcher matcher;
      QStringList fields;
    } languages[] = {{GlossaryMatcher(g->glossary()), keywordFields(g->cardFaces())},
                     {GlossaryMatcher(germanCards.glossary()), keywordFields(germanCards.faces())}};
    for (const auto& language : languages) {
      QStringList without;
      for (const QString& field : language.fields)
        if (language.matcher.entriesIn(field.section(QStringLiteral(": "), 1)).empty())
          without << field;
      without.removeDuplicates();
      QVERIFY2(without.isEmpty(),
               qPrintable(game + ": no glossary entry for " + without.join(", ")));
    }
  }

  void linkifyLinksWholeWordsOnly() {
    const GlossaryMatcher m = matcherOf({{"Hook", {"hooks"}, "A curved punch."},
                                         {"Rare", {}, "20 points."},
                                         {"Super Rare", {}, "40 points."}});
    QCOMPARE(m.linkify(QStringLiteral("Hooked rarely: a Super Rare hook, two HOOKS.")),
             QStringLiteral("Hooked rarely: a <a href=\"gloss:Super%20Rare\">Super Rare</a> "
                            "<a href=\"gloss:Hook\">hook</a>, two "
                            "<a href=\"gloss:Hook\">HOOKS</a>."));
    // Inside a longer word, or joined to one by a digit or underscore, nothing is linked.
    QCOMPARE(m.linkify(QStringLiteral("Rarer hook_x 2hook")), QStringLiteral("Rarer hook_x 2hook"));
    // The text is escaped and its lines kept.
    QCOMPARE(m.linkify(QStringLiteral("<b>\nRare")),
             QStringLiteral("&lt;b&gt;<br><a href=\"gloss:Rare\">Rare</a>"));
    QCOMPARE(m.entriesIn(QStringLiteral("rare, hook, Rare")), (std::vector<int>{1, 0}));
    // A keyword printed in capitals is found only in capitals.
    const GlossaryMatcher keywords = matcherOf({{"AGAINST", {}, "An extra effect."}});
    QCOMPARE(keywords.linkify(QStringLiteral("against AGAINST Against")),
             QStringLiteral("against <a href=\"gloss:AGAINST\">AGAINST</a> Against"));
    QCOMPARE(m.find(QStringLiteral("HOOKS")), 0);
    QCOMPARE(GlossaryMatcher::termOf(GlossaryMatcher::linkOf(QStringLiteral("Super Rare"))),
             QStringLiteral("Super Rare"));
    QCOMPARE(GlossaryMatcher::termOf(QStringLiteral("https://example.org")), QString());
  }

  void linkifyMarkdownLinksTheFirstUseInEachSection() {
    const GlossaryMatcher m = matcherOf({{"Hook", {}, "A curved punch."}});
    const QString page = QStringLiteral(
        "# Hook\nA hook, a hook.\n`hook` [hook](https://x) <a href=\"hook\">x</a>\n## Next\n"
        "| a | b |\n|---|---|\n| hook | 1 |");
    QCOMPARE(m.linkifyMarkdown(page),
             QStringLiteral("# Hook\nA [hook](gloss:Hook), a hook.\n`hook` [hook](https://x) "
                            "<a href=\"hook\">x</a>\n## Next\n| a | b |\n|---|---|\n"
                            "| [hook](gloss:Hook) | 1 |"));
  }

  void malformedEntryIsRefusedNamingEntryAndField() {
    json cards = json::parse(gm::rules::builtinCardJson("knockdown"));
    json& glossary = cards["glossary"];
    QVERIFY(glossary.size() > 2);
    const std::string term = glossary[2]["term"];
    glossary[2]["text"] = 5;
    auto game = gm::rules::builtinGames().makeWithCards("knockdown", cards.dump(), "mine.json");
    QVERIFY(!game);
    QVERIFY2(game.error().find("/glossary/2/text") != std::string::npos &&
                 game.error().find('"' + term + '"') != std::string::npos,
             game.error().c_str());

    cards = json::parse(gm::rules::builtinCardJson("knockdown"));
    cards["glossary"][0]["meaning"] = "x";
    game = gm::rules::builtinGames().makeWithCards("knockdown", cards.dump(), "mine.json");
    QVERIFY(!game);
    QVERIFY2(game.error().find("/glossary/0/meaning") != std::string::npos, game.error().c_str());

    // A word of two entries would link to either.
    cards = json::parse(gm::rules::builtinCardJson("knockdown"));
    cards["glossary"][1]["forms"] = json::array({cards["glossary"][0]["term"]});
    QVERIFY(!gm::rules::builtinGames().makeWithCards("knockdown", cards.dump(), "mine.json"));

    QString error;
    QVERIFY(!CardTranslation::parse(R"({"glossary": {"Speed": {"term": "Tempo"}}})", &error));
    QVERIFY2(error.contains(QStringLiteral("/glossary/Speed/text")) &&
                 error.contains(QStringLiteral("\"Tempo\"")),
             qPrintable(error));
    QVERIFY(!CardTranslation::parse(R"({"glossary": []})", &error));
  }

  void theGlossaryFollowsTheLanguage() {
    Glossary glossary;
    const QString game = q(gm::rules::builtinGames().games().front()->info().id);
    const gm::rules::Game* g = gm::rules::builtinGames().find(game.toStdString());
    const GlossaryEntry first = g->glossary().front();
    QCOMPARE(glossary.entries(game).front().toMap().value("term").toString(), q(first.term));
    QVERIFY(glossary.linkify(game, q(first.term)).contains(QStringLiteral("href=\"gloss:")));

    const int revision = glossary.revision();
    AppLanguage::instance()->apply(kGerman);
    QVERIFY(glossary.revision() != revision);
    const GlossaryEntry german = CardTranslation::shipped(game, kGerman)->apply(first);
    const QVariantMap entry = glossary.entry(game, GlossaryMatcher::linkOf(q(german.term)));
    QCOMPARE(entry.value("term").toString(), q(german.term));
    QCOMPARE(entry.value("text").toString(), q(german.text));
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(glossary.entry(game, q(first.term)).value("text").toString(), q(first.text));
  }
};

QTEST_MAIN(GlossaryTest)
#include "glossary_test.moc"
