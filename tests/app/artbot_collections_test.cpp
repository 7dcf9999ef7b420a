// The app's bridge to Artbot's collections (app/artbot/artbot_collections.h): a damaged file is set
// aside with a message and never overwritten; whole games through the Session with bots whose
// result is applied to the collections exactly once — also when the finished save is opened again,
// in this run or a later one — with the card total conserved; variants refused with a reason; the
// deck editor model.
#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <map>

#include "artbot_collection_model.h"
#include "artbot_collections.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {
const QString kArtbot = QStringLiteral("artbot");

void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}

QVariantList threeBots() {
  return {seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Ada")),
          seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Rustbucket")),
          seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Pixel"))};
}

// profile -> card id -> count
using Holdings = std::map<std::string, std::map<std::string, int>>;
Holdings holdings(ArtbotCollections& c) {
  Holdings out;
  for (const auto& p : c.store().profiles())
    for (const auto& [id, n] : p.cards) out[p.name][id] = n;
  return out;
}

nlohmann::json transfersOf(const Session& s) {
  return s.state()->observe(gm::rules::kNoSeat)["result"]["transfers"];
}
}  // namespace

class ArtbotCollectionsTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void damagedFileIsSetAsideWithAMessageAndNeverOverwritten() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    const QByteArray damaged = "{\"format\": \"grudgematch-artbot-collections\", \"profiles\": [";
    writeAll(path, damaged);

    ArtbotCollections c(nullptr);
    QSignalSpy problem(&c, &ArtbotCollections::problemChanged);
    c.setPath(path);
    QVERIFY(c.profiles().isEmpty());
    QCOMPARE(problem.count(), 1);
    QVERIFY(c.problem().contains(QStringLiteral("artbot-collections.damaged-")));
    QVERIFY(c.problem().contains(QStringLiteral("line 1")));  // says what is wrong, and where

    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("*.damaged-*.json")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(readAll(dir.filePath(aside[0])), damaged);
    QVERIFY(!QFile::exists(path));

    // Playing on writes a fresh file; the damaged one stays as it was.
    const QVariantMap v = c.prepareVariant(threeBots(), 20);
    QVERIFY2(!v.contains(QStringLiteral("error")), qPrintable(v.value("error").toString()));
    QVERIFY(QFile::exists(path));
    QCOMPARE(readAll(dir.filePath(aside[0])), damaged);
    QCOMPARE(c.profiles().size(), 3);

    // Said once: dismissed, and a reload of the good file has nothing to say.
    c.dismissProblem();
    QVERIFY(c.problem().isEmpty());
    c.reload();
    QCOMPARE(c.profiles().size(), 3);
    QVERIFY(c.problem().isEmpty());
  }

  void unknownCardInTheFileIsAlsoSetAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    const QByteArray bad =
        R"({"format":"grudgematch-artbot-collections","version":1,"profiles":[{"name":"Ada","cards":{"no_such_card":2}}]})";
    writeAll(path, bad);
    ArtbotCollections c(nullptr);
    c.setPath(path);
    QVERIFY(c.profiles().isEmpty());
    QVERIFY(c.problem().contains(QStringLiteral("/profiles/0/cards/no_such_card")));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*.json")}).size(), 1);
  }

  // Issue 13: a newer version's file was taken for damaged, moved away, and every profile restarted
  // from the starter collection. It is refused with a message, left where it is and never written.
  void fileFromANewerVersionIsLeftAloneAndNeverWritten() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    const QByteArray newer =
        R"({"format":"grudgematch-artbot-collections","version":3,"profiles":[],"applied":[],"trophies":[]})";
    writeAll(path, newer);
    ArtbotCollections c(nullptr);
    c.setPath(path);
    QVERIFY(c.profiles().isEmpty());
    QVERIFY2(c.problem().contains(QStringLiteral("newer version")), qPrintable(c.problem()));
    QVERIFY(c.problem().contains(QDir::toNativeSeparators(path)));
    QVERIFY(c.problem().contains(QStringLiteral("version 3")));
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).isEmpty());

    // A game can still be prepared, but nothing is saved over the newer file.
    QSignalSpy errors(&c, &ArtbotCollections::lastErrorChanged);
    const QVariantMap v = c.prepareVariant(threeBots(), 20);
    QVERIFY(v.contains(QStringLiteral("error")));
    QVERIFY(!c.save());
    QVERIFY(c.lastError().contains(QDir::toNativeSeparators(path)));
    QCOMPARE(readAll(path), newer);
  }

  void fileNestedTooDeeplyIsSetAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    const QByteArray deep =
        R"({"format":"grudgematch-artbot-collections","version":1,"profiles":)" +
        QByteArray(300000, '[') + QByteArray(300000, ']') + "}";
    writeAll(path, deep);
    ArtbotCollections c(nullptr);
    c.setPath(path);
    QVERIFY(c.profiles().isEmpty());
    QVERIFY2(c.problem().contains(QStringLiteral("nested more than 64 levels")),
             qPrintable(c.problem()));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("*.damaged-*.json")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(c.problem().contains(QDir::toNativeSeparators(dir.filePath(aside[0]))));
    QVERIFY(c.problem().contains(QDir::toNativeSeparators(path)));
    QCOMPARE(readAll(dir.filePath(aside[0])), deep);
  }

  void variantHoldsDecksOwnersAndAFreshKey() {
    QTemporaryDir dir;
    ArtbotCollections c(nullptr);
    c.setPath(dir.filePath(QStringLiteral("c.json")));
    const QVariantList seats = {
        seat(QStringLiteral("human"), {}, QStringLiteral("Ada")),
        seat(QStringLiteral("ai"), QStringLiteral("normal"), QStringLiteral("Rustbucket"))};
    QVERIFY(!c.profile(QStringLiteral("Ada")).value(QStringLiteral("exists")).toBool());
    const QVariantMap v = c.prepareVariant(seats, 12);
    QCOMPARE(v.value(QStringLiteral("deckSize")).toInt(), 12);
    QCOMPARE(v.value(QStringLiteral("owners")).toStringList(),
             QStringList({QStringLiteral("Ada"), QStringLiteral("Rustbucket")}));
    const QVariantList decks = v.value(QStringLiteral("decks")).toList();
    QCOMPARE(decks.size(), 2);
    QCOMPARE(decks[0].toStringList().size(), 12);
    QCOMPARE(decks[1].toStringList().size(), 12);
    QVERIFY(!c.profile(QStringLiteral("Ada")).value(QStringLiteral("ai")).toBool());
    QVERIFY(c.profile(QStringLiteral("Rustbucket")).value(QStringLiteral("ai")).toBool());
    QVERIFY(c.prepareVariant(seats, 12).value(QStringLiteral("gameKey")) !=
            v.value(QStringLiteral("gameKey")));
    // The engine takes it as it is.
    SessionFixture f;
    QVERIFY2(f.session.newGame(kArtbot, seats, QStringLiteral("3"), v),
             qPrintable(f.session.lastError()));
    QCOMPARE(f.session.seatCount(), 2);
  }

  void variantIsRefusedWithAReason() {
    QTemporaryDir dir;
    ArtbotCollections c(nullptr);
    c.setPath(dir.filePath(QStringLiteral("c.json")));
    const int starter = c.profile(QStringLiteral("New")).value(QStringLiteral("cardCount")).toInt();
    QVERIFY(starter >= 30);
    const QVariantMap tooBig = c.prepareVariant(threeBots(), starter + 1);
    if (starter + 1 <= c.maxDeckSize())
      QVERIFY(tooBig.value(QStringLiteral("error")).toString().contains(QStringLiteral("too few")));
    else
      QVERIFY(tooBig.contains(QStringLiteral("error")));
    QVERIFY(c.prepareVariant(threeBots(), 9).contains(QStringLiteral("error")));
    const QVariantList twins = {seat(QStringLiteral("ai"), {}, QStringLiteral("Ada")),
                                seat(QStringLiteral("ai"), {}, QStringLiteral("Ada"))};
    QVERIFY(c.checkSeats(twins, 20).contains(QStringLiteral("Ada")));
    QVERIFY(c.profiles().isEmpty());  // nothing was created by a refused set-up
  }

  void wholeGamesApplyTheirResultOnceAndConserveTheTotal() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("artbot-collections.json"));
    SessionFixture f;
    ArtbotCollections c(nullptr);
    c.setPath(path);
    c.attach(&f.session);
    QSignalSpy applied(&c, &ArtbotCollections::resultApplied);

    // Until a game moves a card (nearly every game does: the winner's final steals).
    nlohmann::json transfers;
    QString key;
    Holdings before;
    int total = 0;
    for (int game = 0; game < 4 && transfers.empty(); ++game) {
      const QVariantMap v = c.prepareVariant(threeBots(), 20);
      key = v.value(QStringLiteral("gameKey")).toString();
      before = holdings(c);
      total = c.store().totalCards();
      QVERIFY(f.session.newGame(kArtbot, threeBots(), QString::number(11 + game), v));
      QTRY_VERIFY_WITH_TIMEOUT(f.session.over(), 60000);
      transfers = transfersOf(f.session);
      QCOMPARE(c.lastAppliedKey(), key);
    }
    QVERIFY(!transfers.empty());
    QCOMPARE(c.store().totalCards(), total);

    // Every transfer moved one card from its loser's profile to its winner's.
    const QStringList owners = f.session.variant().value(QStringLiteral("owners")).toStringList();
    Holdings expected = before;
    for (const auto& t : transfers) {
      const std::string face = t["face"].get<std::string>();
      --expected[owners[t["from"].get<int>()].toStdString()][face];
      ++expected[owners[t["to"].get<int>()].toStdString()][face];
    }
    for (auto& [name, cards] : expected)
      std::erase_if(cards, [](auto& e) { return e.second == 0; });
    QVERIFY(holdings(c) == expected);
    const QVariantList result = c.lastResult(key);
    QCOMPARE(result.size(), static_cast<qsizetype>(transfers.size()));
    for (const QVariant& r : result) QVERIFY(r.toMap().value(QStringLiteral("moved")).toBool());
    QVERIFY(!result[0].toMap().value(QStringLiteral("name")).toString().isEmpty());
    const int appliedBefore = applied.count();

    // Written at once, so a later run sees it.
    const QByteArray written = readAll(path);
    QVERIFY(written.contains(key.toUtf8()));

    // Opening the finished save again (this run, then a later run) changes nothing.
    const QString save = dir.filePath(QStringLiteral("finished.json"));
    QVERIFY(f.session.save(QUrl::fromLocalFile(save)));
    QVERIFY(f.session.open(QUrl::fromLocalFile(save)));
    QVERIFY(f.session.over());
    QCOMPARE(applied.count(), appliedBefore + 1);
    QVERIFY(holdings(c) == expected);
    QCOMPARE(readAll(path), written);

    ArtbotCollections later(nullptr);
    later.setPath(path);
    later.attach(&f.session);
    QVERIFY(holdings(later) == expected);
    QCOMPARE(later.lastResult(key).size(), result.size());
    QCOMPARE(readAll(path), written);
  }

  void rematchStartsWithFreshDecksAndKey() {
    QTemporaryDir dir;
    SessionFixture f;
    ArtbotCollections c(nullptr);
    c.setPath(dir.filePath(QStringLiteral("c.json")));
    c.attach(&f.session);
    const QVariantMap v = c.prepareVariant(threeBots(), 15);
    QVERIFY(f.session.newGame(kArtbot, threeBots(), QStringLiteral("5"), v));
    QVERIFY(c.rematch());
    const QVariantMap again = f.session.variant();
    QCOMPARE(again.value(QStringLiteral("deckSize")).toInt(), 15);
    QVERIFY(again.value(QStringLiteral("gameKey")) != v.value(QStringLiteral("gameKey")));
    QCOMPARE(f.session.seatCount(), 3);
  }

  void deckEditorBuildsChecksAndSavesADeck() {
    QTemporaryDir dir;
    ArtbotCollections c(nullptr);
    c.setPath(dir.filePath(QStringLiteral("c.json")));
    ArtbotCollectionModel* m = c.collection(QStringLiteral("Ada"));
    QVERIFY(m);
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m->deckSize(), c.defaultDeckSize());
    QCOMPARE(m->deckCount(), 0);
    QVERIFY(!m->valid());
    QVERIFY(m->whyNot().contains(QStringLiteral("20")));
    QVERIFY(!m->save());

    const QString first = m->data(m->index(0), ArtbotCollectionModel::FaceRole).toString();
    const int owned = m->data(m->index(0), ArtbotCollectionModel::OwnedRole).toInt();
    for (int i = 0; i < owned; ++i) QVERIFY(m->add(first));
    QVERIFY(!m->add(first));  // none left
    QCOMPARE(m->data(m->index(0), ArtbotCollectionModel::InDeckRole).toInt(), owned);
    QVERIFY(m->remove(first));
    QCOMPARE(m->deckCount(), owned - 1);

    m->autoBuild();
    QCOMPARE(m->deckCount(), 20);
    QVERIFY(m->valid());
    QVERIFY(m->dirty());
    QVERIFY(m->save());
    QVERIFY(!m->dirty());
    QCOMPARE(c.profile(QStringLiteral("Ada")).value(QStringLiteral("deckCount")).toInt(), 20);

    // Filters show only the asked power.
    m->setPowerFilter(QStringLiteral("healing"));
    QVERIFY(m->count() > 0);
    for (int r = 0; r < m->count(); ++r)
      QCOMPARE(m->data(m->index(r), ArtbotCollectionModel::PowerRole).toString(),
               QStringLiteral("healing"));

    // The saved deck is the one a human seat plays.
    const QVariantMap v =
        c.prepareVariant({seat(QStringLiteral("human"), {}, QStringLiteral("Ada")),
                          seat(QStringLiteral("ai"), {}, QStringLiteral("Bot"))},
                         20);
    QStringList saved;
    for (const auto& id : c.store().find("Ada")->deck) saved << QString::fromStdString(id);
    QStringList played = v.value(QStringLiteral("decks")).toList()[0].toStringList();
    saved.sort();
    played.sort();
    QCOMPARE(played, saved);
  }
};

QTEST_MAIN(ArtbotCollectionsTest)
#include "artbot_collections_test.moc"
