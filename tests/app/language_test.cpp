// German complete, for every game of the registry: each card face and back of the game's shipped
// card file has its German words (assets/cards/<game>.de.json) with the same numbers, the German
// file names nothing the card file lacks, and each game has a German rules page. A game added
// without its German fails here on purpose. Then the language switch at run time: the translator,
// QML bindings, the table's card library, the session's faces, the Balance Lab's card names and
// the rules page change with no restart, while a designer's card file keeps its own words.
#include <QCoreApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app_language.h"
#include "balance_lab.h"
#include "card_file_loader.h"
#include "card_library.h"
#include "card_translation.h"
#include "core/game.h"
#include "event_text.h"
#include "figure_table_model.h"
#include "game_catalog.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "pnp_controller.h"
#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;
using nlohmann::json;

namespace {

const QString kGerman = QStringLiteral("de");

// Whether `line` names one of the game's cards as its face reads in the app's language.
bool namesAFace(const CardLibrary& cards, const QString& line) {
  for (const gm::rules::CardFace& face : cards.faces())
    if (line.contains(cards.name(QString::fromStdString(face.id)))) return true;
  return false;
}

QString titleOf(const CardLibrary& cards, const QString& face) {
  const gm::rules::CardFace* f = cards.face(face);
  return f && !f->ends.empty() ? QString::fromStdString(f->ends.front().title) : QString();
}

}  // namespace

class LanguageTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    AppLanguage::instance()->apply(QStringLiteral("en"));
  }
  void cleanupTestCase() { AppLanguage::instance()->apply(QStringLiteral("en")); }

  void everyGameHasGermanCards_data() { gm::app::test::addEveryGameRow(); }

  void everyGameHasGermanCards() {
    QFETCH(QString, game);
    const gm::rules::Game* g = gm::rules::builtinGames().find(game.toStdString());
    QVERIFY(g);
    const auto translation = CardTranslation::shipped(game, kGerman);
    QVERIFY2(translation, qPrintable(game + ": no readable assets/cards/" + game + ".de.json"));
    const auto faces = g->cardFaces();
    const auto backs = g->cardBacks();
    QVERIFY(!faces.empty());

    QStringList missing;
    for (const gm::rules::CardFace& face : faces) {
      const gm::rules::CardFace german = translation->apply(face, &missing);
      QCOMPARE(german.ends.size(), face.ends.size());
      // Only the words change (a German text printing other numbers is in `missing`).
      for (std::size_t i = 0; i < face.ends.size(); ++i) {
        const auto& en = face.ends[i];
        const auto& de = german.ends[i];
        QCOMPARE(de.accent, en.accent);
        QCOMPARE(de.stats.size(), en.stats.size());
        for (std::size_t s = 0; s < en.stats.size(); ++s) {
          QCOMPARE(de.stats[s].icon, en.stats[s].icon);
          QCOMPARE(de.stats[s].value, en.stats[s].value);
        }
      }
      QCOMPARE(german.id, face.id);
      QCOMPARE(german.copies, face.copies);
      QCOMPARE(german.back, face.back);
    }
    for (const gm::rules::CardBack& back : backs) {
      const gm::rules::CardBack german = translation->apply(back, &missing);
      QCOMPARE(german.icon, back.icon);
      QCOMPARE(german.colour, back.colour);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(game + ": no German for " + missing.join(QStringLiteral("; "))));
    const QStringList unknown = translation->unknownEntries(faces, backs, g->glossary());
    QVERIFY2(unknown.isEmpty(), qPrintable(game +
                                           ".de.json names what the card file does not "
                                           "print: " +
                                           unknown.join(QStringLiteral(", "))));
  }

  void everyGameHasAGermanRulesPage() {
    for (const gm::rules::Game* g : gm::rules::builtinGames().games()) {
      const QString id = QString::fromStdString(g->info().id);
      const QString english = GameCatalog::loadRulesText(id, QStringLiteral("en"));
      const QString german = GameCatalog::loadRulesText(id, kGerman);
      QVERIFY2(!english.isEmpty(), qPrintable(id + " has no rules page"));
      QVERIFY2(german != english, qPrintable(id + " has no German rules page (" + id + ".de.md)"));
    }
  }

  // A translation that lacks a word leaves it English, never empty, and says so.
  void aMissingWordStaysEnglish() {
    QString error;
    const auto partial = CardTranslation::parse(
        R"({"words": {"Speed": "Tempo"}, "faces": {"jab": {"title": "Gerade"}}})", &error);
    QVERIFY2(partial, qPrintable(error));
    const gm::rules::Game* knockdown = gm::rules::builtinGames().find("knockdown");
    const CardLibrary cards(*knockdown, &*partial);
    QCOMPARE(titleOf(cards, QStringLiteral("jab")), QStringLiteral("Gerade"));
    QCOMPARE(titleOf(cards, QStringLiteral("cross")), QStringLiteral("Cross"));
    const gm::rules::CardFace* jab = cards.face(QStringLiteral("jab"));
    QVERIFY(!jab->ends.front().text.empty());
    QCOMPARE(jab->ends.front().subtitle, std::string("Action"));
    QStringList missing;
    partial->apply(*knockdown->cardFaces().data(), &missing);
    QVERIFY(missing.contains(QStringLiteral("jab: end 1 text")));
    QVERIFY(missing.contains(QStringLiteral("jab: end 1 subtitle \"Action\"")));

    // A file that is not a translation is refused with a message.
    QVERIFY(!CardTranslation::parse(R"({"faces": {"jab": {"titel": "Gerade"}}})", &error));
    QVERIFY(error.contains(QStringLiteral("unknown key")));
    QVERIFY(!CardTranslation::parse(R"({"words": {"Speed": 3}})", &error));
  }

  void switchingTheLanguageChangesTextsCardsAndRulesAtOnce() {
    const QString game = QStringLiteral("knockdown");
    const auto german = CardTranslation::shipped(game, kGerman);
    QVERIFY(german);
    const gm::rules::Game* knockdown = gm::rules::builtinGames().find(game.toStdString());
    const QString jabDe =
        QString::fromStdString(german->apply(knockdown->cardFaces().front()).ends.front().title);
    const QString jabEn = QString::fromStdString(knockdown->cardFaces().front().ends.front().title);
    QVERIFY(jabDe != jabEn);
    const QString jab = QString::fromStdString(knockdown->cardFaces().front().id);

    QQmlEngine engine;
    AppLanguage::create(&engine, &engine);
    QQmlComponent component(&engine);
    component.setData(R"(import QtQml
QtObject { property string menu: qsTranslate("Main", "&Game") })",
                      QUrl());
    std::unique_ptr<QObject> qml(component.create());
    QVERIFY2(qml, qPrintable(component.errorString()));
    SessionFixture f;
    QVERIFY(f.session.newGame(game, hotSeat(), QStringLiteral("3")));
    f.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    // Print and play lays out the same faces: its sheets (preview, printer, PDF) follow too.
    PnpController pnp;
    pnp.setGameId(game);
    auto printedTitle = [&pnp] {
      const auto& faces = pnp.document()->decks().front().faces;
      return QString::fromStdString(faces.front().ends.front().title);
    };
    QSignalSpy relaid(&pnp, &PnpController::documentChanged);
    GameCatalog catalog;
    const QString rulesEn = catalog.rulesText(game);

    QCOMPARE(qml->property("menu").toString(), QStringLiteral("&Game"));
    QCOMPARE(titleOf(*CardLibrary::shared(game), jab), jabEn);
    QCOMPARE(cardTitle(f.session, jab), jabEn);
    QCOMPARE(printedTitle(), jabEn);

    QSignalSpy changed(AppLanguage::instance(), &AppLanguage::languageChanged);
    QSignalSpy rows(&catalog, &GameCatalog::dataChanged);
    AppLanguage::instance()->apply(kGerman);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(AppLanguage::code(), kGerman);
    const QString menuDe = QCoreApplication::translate("Main", "&Game");
    QVERIFY2(menuDe != QStringLiteral("&Game"), "the German translation was not installed");
    QCOMPARE(qml->property("menu").toString(), menuDe);
    QCOMPARE(titleOf(*CardLibrary::shared(game), jab), jabDe);
    QCOMPARE(cardTitle(f.session, jab), jabDe);
    QCOMPARE(relaid.count(), 1);
    QCOMPARE(printedTitle(), jabDe);
    QVERIFY(rows.count() >= 1);
    QCOMPARE(catalog.rulesText(game), GameCatalog::loadRulesText(game, kGerman));
    QVERIFY(catalog.rulesText(game) != rulesEn);

    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(qml->property("menu").toString(), QStringLiteral("&Game"));
    QCOMPARE(titleOf(*CardLibrary::shared(game), jab), jabEn);
    QCOMPARE(cardTitle(f.session, jab), jabEn);
    QCOMPARE(catalog.rulesText(game), rulesEn);
  }

  // The log is written again when the language changes: every line, the first one too, in the
  // new language, and the same lines as before when it changes back. So is the prompt.
  void theLogAndThePromptAreWrittenAgainInTheNewLanguage() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("11")));
    for (int turn = 0; turn < 3 && !s.over(); ++turn) {
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
      if (s.over()) break;
      s.choose(legalAction(s, turn));
    }
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
    const QStringList english = logTexts(s);
    QVERIFY(english.size() >= 4);
    QCOMPARE(english.front(), QStringLiteral("New game of Knockdown (seed 11)."));

    QSignalSpy reset(s.log(), &QAbstractItemModel::modelReset);
    AppLanguage::instance()->apply(kGerman);
    const QStringList german = logTexts(s);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(german.size(), english.size());
    QCOMPARE(german.front(),
             QCoreApplication::translate("gm::app::TableView", "New game of %1 (seed %2).")
                 .arg(QStringLiteral("Knockdown"))
                 .arg(11));
    int changed = 0;
    for (int i = 0; i < english.size(); ++i) changed += german[i] != english[i];
    QVERIFY2(changed > english.size() / 2, qPrintable(german.join(QLatin1Char('\n'))));

    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(logTexts(s), english);

    // Vitium asks for a starting card.
    QVERIFY(s.newGame(QStringLiteral("vitium"), humanVsAi(), QStringLiteral("3")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    const QString prompt = s.prompt();
    QVERIFY(prompt.startsWith(QStringLiteral("Choose a starting card")));
    AppLanguage::instance()->apply(kGerman);
    QVERIFY2(s.prompt() != prompt && !s.prompt().isEmpty(), qPrintable(s.prompt()));
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(s.prompt(), prompt);
  }

  // A card the log names is named as its face prints it, in the app's language: Knockdown's
  // reveal and Artbot's play each once wrote the engine's English name beside German lines.
  void theLogNamesACardInTheAppsLanguage_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("actions");  // of the game played by two computers before looking
    QTest::addColumn<QString>("marks");
    QTest::addColumn<QString>("ends");  // with `marks`, picks out the lines naming a card
    QTest::newRow("knockdown reveal") << "knockdown" << 2 << " deckt "
                                      << " auf.";
    QTest::newRow("artbot play") << "artbot" << 8 << " spielt "
                                 << "";
    // Engines' events carried the engine's English names (WRATH beside ZORN on the card).
    QTest::newRow("engines play") << "engines" << 8 << " spielt "
                                  << "";
  }

  void theLogNamesACardInTheAppsLanguage() {
    QFETCH(QString, game);
    QFETCH(int, actions);
    QFETCH(QString, marks);
    QFETCH(QString, ends);
    AppLanguage::instance()->apply(kGerman);
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(game, {seat(QStringLiteral("ai")), seat(QStringLiteral("ai"))},
                      QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(
        s.state() && s.state()->history().size() >= static_cast<std::size_t>(actions), 30000);
    const CardLibrary& cards = *CardLibrary::shared(game);
    int lines = 0;
    for (const QString& line : logTexts(s)) {
      if (!line.contains(marks) || !line.endsWith(ends)) continue;
      ++lines;
      QVERIFY2(namesAFace(cards, line), qPrintable(line));
    }
    QVERIFY(lines >= 2);
    AppLanguage::instance()->apply(QStringLiteral("en"));
  }

  // A Personal Vendetta button names its card as the face prints it ("Nimm Zweifel", not the
  // engine's "Second Guess"), and so does a warning about it.
  void vendettaChoicesNameTheCardAsItsFacePrintsIt() {
    AppLanguage::instance()->apply(kGerman);
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("vendetta"),
                      {seat(QStringLiteral("human")), seat(QStringLiteral("ai"))},
                      QStringLiteral("43")));
    QTRY_VERIFY_WITH_TIMEOUT(s.actions()->count() > 0, 30000);
    const CardLibrary& cards = *CardLibrary::shared(QStringLiteral("vendetta"));
    int named = 0;
    for (const ActionRow& row : s.actions()->rows()) {
      if (row.kind != QLatin1String("take")) continue;
      ++named;
      QVERIFY2(namesAFace(cards, row.text), qPrintable(row.text));
    }
    QVERIFY(named > 0);
    AppLanguage::instance()->apply(QStringLiteral("en"));
  }

  // Vitium's sentences of Influence name a House with the preposition the language bends along
  // with it ("beim Samtchor", never "bei Der Samtchor"), and the sabotage of a face-down event
  // is a sentence of its own that opens with a capital letter, in both languages.
  void vitiumNamesAHouseAndAFaceDownEventAsTheLanguageSaysThem() {
    const GameUi* ui = findGameUi(QStringLiteral("vitium"));
    QVERIFY(ui);
    EventText text;
    text.setGame(ui);
    text.setNames({QStringLiteral("Ann"), QStringLiteral("Ben")});
    const auto event = [](const char* kind, int amount, std::vector<std::string> args) {
      gm::rules::GameEvent e;
      e.kind = kind;
      e.seat = 1;
      e.amount = amount;
      e.args = std::move(args);
      e.messageKey = std::string("vitium.event.") + kind;
      return e;
    };
    EventText::Context context;
    const gm::rules::GameEvent choir = event("influence", 2, {"choir"});
    const gm::rules::GameEvent drift = event("influence", 1, {"drift"});
    const gm::rules::GameEvent sabotage = event("sabotage", 1, {});

    AppLanguage::instance()->apply(kGerman);
    QCOMPARE(text.event(choir, false, context),
             QStringLiteral("Ben erhält 2 Einfluss beim Samtchor."));
    QCOMPARE(text.event(drift, false, context),
             QStringLiteral("Ben erhält 1 Einfluss bei den Driftgeborenen."));
    QCOMPARE(text.event(sabotage, true, context),
             QStringLiteral("Ein Ereignis von Ben erleidet 1 Sabotage."));

    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(text.event(choir, false, context),
             QStringLiteral("Ben gains 2 Influence with the Velvet Choir."));
    QCOMPARE(text.event(sabotage, true, context),
             QStringLiteral("An event of Ben takes 1 sabotage."));
  }

  // The language chosen in the menu applies at once and is the next start's.
  void choosingALanguageStoresItForTheNextStart() {
    AppLanguage::instance()->setLanguage(kGerman);
    QCOMPARE(AppLanguage::instance()->language(), kGerman);
    QCOMPARE(AppLanguage::code(), kGerman);
    QCOMPARE(Settings().language(), kGerman);
    AppLanguage::instance()->setLanguage(QStringLiteral("en"));
    QCOMPARE(Settings().language(), QStringLiteral("en"));
    QCOMPARE(AppLanguage::code(), QStringLiteral("en"));
  }

  // The Balance Lab's chart names each card as its face does, and follows a switch.
  void theBalanceLabNamesTheCardsInTheAppsLanguage() {
    BalanceLab lab;
    lab.setGameId(QStringLiteral("knockdown"));
    lab.setGames(200);
    lab.setSeed(QStringLiteral("5"));
    QSignalSpy finished(&lab, &BalanceLab::finished);
    QVERIFY(lab.start());
    QVERIFY(finished.wait(60000));
    QVERIFY(lab.hasReport());
    auto labels = [&lab] {
      QStringList out;
      for (const auto& row : lab.cardImpact()->rows()) out << row.label;
      return out;
    };
    const CardLibrary english(QStringLiteral("knockdown"));
    QVERIFY(labels().contains(english.name(QStringLiteral("haymaker"))));
    AppLanguage::instance()->apply(kGerman);
    const CardLibrary german(QStringLiteral("knockdown"));
    QVERIFY(german.name(QStringLiteral("haymaker")) != english.name(QStringLiteral("haymaker")));
    QVERIFY2(labels().contains(german.name(QStringLiteral("haymaker"))),
             qPrintable(labels().join(QStringLiteral(", "))));
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QVERIFY(labels().contains(english.name(QStringLiteral("haymaker"))));
  }

  // A designer may put German beside their own card file (mine.json -> mine.de.json): the cards it
  // translates show it, a card it lacks or whose numbers it does not match (the card was changed
  // since) keeps the file's own words, and a broken one is refused when the file is opened.
  void aDesignersTranslationBesideTheirFileIsUsedWhereItFits() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    json cards = json::parse(gm::rules::builtinCardJson("knockdown"));
    for (json& a : cards["actions"])
      if (a["id"] == "haymaker") {
        a["damage"] = 9;
        a["text"] = "Deal 9.";
      }
    writeFile(path, QByteArray::fromStdString(cards.dump(1)));
    writeFile(CardTranslation::besidePath(path, kGerman), R"({"faces": {
      "jab": {"title": "Meine Führhand", "text": "2 Schaden. GEGEN Schwinger, Aufwärtshaken oder Finte: 3 mehr."},
      "haymaker": {"title": "Schwinger", "text": "7 Schaden."}}})");
    AppLanguage::instance()->apply(kGerman);
    const CardFileLoader::Result loaded = CardFileLoader::load(path, QStringLiteral("knockdown"));
    QVERIFY2(loaded.cards, qPrintable(loaded.error));
    const CardLibrary library(*loaded.cards->game, path);
    QCOMPARE(titleOf(library, QStringLiteral("jab")), QStringLiteral("Meine Führhand"));
    QCOMPARE(titleOf(library, QStringLiteral("haymaker")), QStringLiteral("Haymaker"));
    QCOMPARE(library.face(QStringLiteral("haymaker"))->ends.front().text, std::string("Deal 9."));
    QCOMPARE(titleOf(library, QStringLiteral("cross")), QStringLiteral("Cross"));
    SessionFixture f;
    QVERIFY(
        f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("4"), {}, path));
    QCOMPARE(cardTitle(f.session, QStringLiteral("jab")), QStringLiteral("Meine Führhand"));
    QCOMPARE(titleOf(*CardLibrary::shared(QStringLiteral("knockdown")), QStringLiteral("jab")),
             QStringLiteral("Meine Führhand"));
    // In English the file's own words, at the table too.
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(cardTitle(f.session, QStringLiteral("jab")), QStringLiteral("Jab"));
    QCOMPARE(titleOf(*CardLibrary::shared(QStringLiteral("knockdown")), QStringLiteral("jab")),
             QStringLiteral("Jab"));

    writeFile(CardTranslation::besidePath(path, kGerman), R"({"faces": {"jab": {"titel": "x"}}})");
    // The running game's cards were made from the file: they show English now, with a warning.
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("mine\\.de\\.json")));
    AppLanguage::instance()->apply(kGerman);
    const CardFileLoader::Result refused = CardFileLoader::load(path, QStringLiteral("knockdown"));
    QVERIFY(!refused.cards);
    QVERIFY2(refused.error.contains(QStringLiteral("mine.de.json")), qPrintable(refused.error));
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QVERIFY(CardFileLoader::load(path, QStringLiteral("knockdown")).cards);
  }

  // The shipped German belongs to the shipped cards: a designer's file (which may print other
  // words and numbers) shows its own words in German too, never an empty face.
  void aDesignersCardFileKeepsItsOwnWords() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    writeFile(path,
              QByteArray::fromStdString(std::string(gm::rules::builtinCardJson("knockdown"))));
    auto loaded = gm::rules::builtinGames().loadCardFile(path.toStdString());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    AppLanguage::instance()->apply(kGerman);
    const CardLibrary cards(*loaded->game);
    const gm::rules::Game* shipped = gm::rules::builtinGames().find("knockdown");
    for (const gm::rules::CardFace& face : shipped->cardFaces()) {
      const QString id = QString::fromStdString(face.id);
      QCOMPARE(titleOf(cards, id), QString::fromStdString(face.ends.front().title));
    }
    AppLanguage::instance()->apply(QStringLiteral("en"));
  }
};

QTEST_MAIN(LanguageTest)
#include "language_test.moc"
