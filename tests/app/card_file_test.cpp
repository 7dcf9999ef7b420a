// A designer's card file in the app: a new game plays its cards, its saves remember the file and
// resume only while the file is unchanged, print and play prints it, and a file the game refuses
// changes nothing (the running game, the printed cards stay as they were).
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "core/save_format.h"
#include "games/builtin_games.h"
#include "pnp_controller.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;
using nlohmann::json;

namespace {

// Knockdown's shipped cards with Haymaker renamed and made harder, or changed by `edit`.
QByteArray knockdownCards(int haymakerDamage = 9) {
  json cards = json::parse(gm::rules::builtinCardJson("knockdown"));
  for (json& a : cards["actions"]) {
    if (a["id"] != "haymaker") continue;
    a["name"] = "Sledgehammer";
    a["damage"] = haymakerDamage;
  }
  return QByteArray::fromStdString(cards.dump(1));
}

std::optional<gm::rules::CardFileRef> savedCards(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
  const QByteArray bytes = file.readAll();
  auto data = gm::rules::parseSave(std::string_view(bytes.constData(), bytes.size()));
  return data ? data->cards : std::nullopt;
}

}  // namespace

class CardFileTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }

 private Q_SLOTS:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
  }

  void newGamePlaysTheCardsOfTheFileAndItsSaveRecordsIt() {
    writeFile(path("strong.json"), knockdownCards());
    SessionFixture f;
    QVERIFY2(f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("42"), {},
                               path("strong.json")),
             qPrintable(f.session.lastError()));
    QCOMPARE(f.session.cardFile(), path("strong.json"));
    QCOMPARE(cardTitle(f.session, QStringLiteral("haymaker")), QStringLiteral("Sledgehammer"));
    const auto saved = savedCards(f.session.autosavePath());
    QVERIFY(saved.has_value());
    QCOMPARE(QString::fromStdString(saved->path), path("strong.json"));
    QCOMPARE(saved->hash, gm::rules::cardFileHash(knockdownCards().toStdString()));

    // A rematch keeps the cards; a new game without a file goes back to the built-in ones.
    f.session.rematch();
    QCOMPARE(f.session.cardFile(), path("strong.json"));
    QVERIFY(f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("42")));
    f.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QVERIFY(f.session.cardFile().isEmpty());
    QCOMPARE(cardTitle(f.session, QStringLiteral("haymaker")), QStringLiteral("Haymaker"));
    QVERIFY(!savedCards(f.session.autosavePath()).has_value());
  }

  void resumeNeedsTheCardFileUnchanged() {
    writeFile(path("resume.json"), knockdownCards());
    // The autosave of a game of one action, made with the card file.
    QByteArray kept;
    {
      SessionFixture f;
      QVERIFY(f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("7"), {},
                                path("resume.json")));
      f.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
      f.session.choose(legalAction(f.session, 0));
      QFile file(f.session.autosavePath());
      QVERIFY(file.open(QIODevice::ReadOnly));
      kept = file.readAll();
    }
    QVERIFY(!kept.isEmpty());

    writeFile(path("resume.json"), knockdownCards(10));
    {
      Session s;
      s.setAutosaveFolder(path("autosaves"));
      writeFile(path("changed-autosave.json"), kept);
      QSignalSpy errors(&s, &Session::errorOccurred);
      QVERIFY(!s.open(QUrl::fromLocalFile(path("changed-autosave.json"))));
      QVERIFY(!s.active());
      QVERIFY2(s.lastError().contains("has changed since"), qPrintable(s.lastError()));
      QCOMPARE(errors.count(), 1);
    }
    writeFile(path("resume.json"), knockdownCards());
    Session s;
    s.setAutosaveFolder(path("autosaves"));
    writeFile(path("same-autosave.json"), kept);
    QVERIFY2(s.open(QUrl::fromLocalFile(path("same-autosave.json"))), qPrintable(s.lastError()));
    QCOMPARE(s.cardFile(), path("resume.json"));
    QCOMPARE(s.state()->history().size(), std::size_t(1));
    QCOMPARE(cardTitle(s, QStringLiteral("haymaker")), QStringLiteral("Sledgehammer"));
  }

  void aRefusedCardFileKeepsTheRunningGame() {
    SessionFixture f;
    QVERIFY(f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("5")));
    f.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    f.session.choose(legalAction(f.session, 0));
    const auto before = f.session.state()->history().size();
    json bad = json::parse(knockdownCards().toStdString());
    bad["actions"][4]["damage"] = 99;
    writeFile(path("bad.json"), QByteArray::fromStdString(bad.dump()));
    QVERIFY(!f.session.newGame(QStringLiteral("knockdown"), hotSeat(), QString(), {},
                               path("bad.json")));
    QVERIFY2(f.session.lastError().contains("bad.json") &&
                 f.session.lastError().contains("/actions/4/damage") &&
                 f.session.lastError().contains("\"haymaker\""),
             qPrintable(f.session.lastError()));
    QVERIFY(f.session.active());
    QVERIFY(f.session.cardFile().isEmpty());
    QCOMPARE(f.session.state()->history().size(), before);

    const QString other =
        f.session.checkCardFile(QUrl::fromLocalFile(path("bad.json")), QStringLiteral("knockdown"));
    QVERIFY(other.contains("/actions/4/damage"));
    writeFile(path("engines.json"), QByteArray(gm::rules::builtinCardJson("engines").data(),
                                               gm::rules::builtinCardJson("engines").size()));
    const QString wrongGame = f.session.checkCardFile(QUrl::fromLocalFile(path("engines.json")),
                                                      QStringLiteral("knockdown"));
    QVERIFY2(wrongGame.contains("is for Engines of Vengeance, not for Knockdown"),
             qPrintable(wrongGame));
    QVERIFY(f.session
                .checkCardFile(QUrl::fromLocalFile(path("engines.json")), QStringLiteral("engines"))
                .isEmpty());
  }

  void printAndPlayPrintsTheCardFileAndKeepsItsCardsOnARefusal() {
    writeFile(path("print.json"), knockdownCards());
    PnpController pnp;
    pnp.setGameId(QStringLiteral("knockdown"));
    const int pages = pnp.pageCount();
    QVERIFY(pnp.cardFile().isEmpty());
    QSignalSpy changed(&pnp, &PnpController::cardFileChanged);
    QVERIFY(pnp.openCardFile(QUrl::fromLocalFile(path("print.json"))));
    QCOMPARE(pnp.cardFile(), path("print.json"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(pnp.pageCount(), pages);
    const auto document = pnp.document();
    bool renamed = false;
    for (const auto& deck : document->decks())
      for (const auto& card : deck.faces)
        if (!card.ends.empty() && card.ends.front().title == "Sledgehammer") renamed = true;
    QVERIFY(renamed);

    writeFile(path("broken.json"), "{\"game\": \"knockdown\",");
    QVERIFY(!pnp.openCardFile(QUrl::fromLocalFile(path("broken.json"))));
    QVERIFY2(pnp.cardFileError().contains("broken.json"), qPrintable(pnp.cardFileError()));
    QCOMPARE(pnp.cardFile(), path("print.json"));
    QCOMPARE(pnp.document(), document);
    QCOMPARE(changed.count(), 1);

    pnp.setGameId(QStringLiteral("engines"));
    QVERIFY(pnp.cardFile().isEmpty());
  }
};

QTEST_MAIN(CardFileTest)
#include "card_file_test.moc"
