// The game log speaks once and right: one line per move in every game (the events' words, not the
// action's as well), each line with its subject, a pile named with its true owner, and a card
// returned in secret never named.
#include <QStandardPaths>
#include <QTest>

#include "../rules/engines/engines_fixture.h"
#include "../rules/vendetta/vendetta_fixture.h"
#include "event_text.h"
#include "game_ui.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {
// Plays a game of two easy bots until it ends or `actions` actions were applied.
void playBots(Session& s, const QString& game, const QString& seed, std::size_t actions) {
  QVERIFY(s.newGame(game,
                    {seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Ann")),
                     seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Bo"))},
                    seed));
  QTRY_VERIFY_WITH_TIMEOUT(s.over() || s.state()->history().size() >= actions, 120000);
}

QStringList texts(const Session& s, const QString& kind = {}) {
  QStringList out;
  for (const LogEntry& e : s.log()->entries())
    if (kind.isEmpty() || e.kind == kind) out << e.text;
  return out;
}
}  // namespace

class SessionLogTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  // "Ann: Play Jab" and then "Ann plays Jab." was every move of Engines, Artbot and Personal
  // Vendetta twice: the move is told once, by its event, and every line names who does it.
  void everyMoveIsLoggedOnce_data() {
    QTest::addColumn<QString>("game");
    QTest::newRow("engines") << QStringLiteral("engines");
    QTest::newRow("artbot") << QStringLiteral("artbot");
    QTest::newRow("vendetta") << QStringLiteral("vendetta");
  }
  void everyMoveIsLoggedOnce() {
    QFETCH(QString, game);
    SessionFixture f;
    Session& s = f.session;
    playBots(s, game, QStringLiteral("3"), 60);
    QVERIFY(!texts(s, QStringLiteral("play")).isEmpty());
    for (const QString& line : texts(s, QStringLiteral("action"))) {
      for (const QString& told :
           {QStringLiteral(": Play "), QStringLiteral(": Take "), QStringLiteral(": Use "),
            QStringLiteral(": Attack "), QStringLiteral(": Steal from ")})
        QVERIFY2(!line.contains(told), qPrintable(line));
    }
    // A line without a subject (" discards 3 ...") starts with a space or a lowercase word.
    for (const QString& line : texts(s)) {
      QVERIFY2(!line.isEmpty() && !line.front().isSpace() && !line.front().isLower(),
               qPrintable(line));
    }
  }

  // A job's Influence is given one point at a time, and each step was logged "Ann: 1 Influence to
  // Bo"; the saboteur's House was told twice ("Ann: Influence with House …" and "Ann gains 1
  // Influence with House …"). Each step is a sentence with its subject, and no Vitium move has
  // the generic "Name: button words" line.
  void vitiumAllocationIsToldInSentences() {
    SessionFixture f;
    Session& s = f.session;
    int allocations = 0;
    for (const QString& seed : {QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")}) {
      playBots(s, QStringLiteral("vitium"), seed, 100000);
      for (const QString& line : texts(s)) {
        QVERIFY2(
            !line.startsWith(QStringLiteral("Ann: ")) && !line.startsWith(QStringLiteral("Bo: ")),
            qPrintable(line));
        if (line.contains(QStringLiteral(" Influence of the job"))) {
          QVERIFY2(
              line.startsWith(QStringLiteral("Ann ")) || line.startsWith(QStringLiteral("Bo ")),
              qPrintable(line));
          ++allocations;
        }
      }
    }
    QVERIFY2(allocations > 0, "no job's Influence was given in three games");
  }

  // Returning a card is a secret choice: the log tells that it happened, for every seat, and
  // never which card it was.
  void artbotReturnIsLoggedWithoutTheCard() {
    SessionFixture f;
    Session& s = f.session;
    playBots(s, QStringLiteral("artbot"), QStringLiteral("5"), 30);
    const QStringList returns =
        texts(s, QStringLiteral("return")).filter(QStringLiteral(" returns a card "));
    QVERIFY2(returns.size() >= 2, qPrintable(texts(s).join(QLatin1Char('\n'))));
    QVERIFY(returns.filter(QStringLiteral("Ann ")).size() >= 1);
    QVERIFY(returns.filter(QStringLiteral("Bo ")).size() >= 1);
    QCOMPARE(texts(s, QStringLiteral("return")).size(), returns.size());
    QVERIFY(texts(s).filter(QStringLiteral(": Return ")).isEmpty());
  }

  // The first step of an Artbot turn, returning a card, surprises a new player: the prompt says
  // what it is (face down, nobody else learns which, then a card is played), the return is
  // logged (without the card: the log is the whole table's), and the prompt moves on to playing.
  void artbotPromptExplainsTheReturnAndTheLogTellsIt() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("artbot"),
                      {seat(QStringLiteral("human"), {}, QStringLiteral("Ann")),
                       seat(QStringLiteral("ai"), QStringLiteral("easy"), QStringLiteral("Bo"))},
                      QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 60000);
    QCOMPARE(s.observation().value(QStringLiteral("phase")).toString(), QStringLiteral("return"));
    QCOMPARE(s.prompt(),
             QStringLiteral("First step of your turn: return one card of your Active Deck to the "
                            "bottom of your Inactive Deck, face down (nobody else learns which); "
                            "then you play one of the others. Drag it onto your Inactive Deck, or "
                            "click it."));
    const qsizetype before = texts(s, QStringLiteral("return")).size();
    const ActionRow returned = s.actions()->rows().front();
    s.choose(returned.actionId);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 60000);
    QCOMPARE(s.observation().value(QStringLiteral("phase")).toString(), QStringLiteral("play"));
    QCOMPARE(s.prompt(),
             QStringLiteral("Play a card: drag it onto the middle of the table, or click it."));
    const QStringList returns = texts(s, QStringLiteral("return"));
    QCOMPARE(returns.size(), before + 1);
    QCOMPARE(returns.last(),
             QStringLiteral("Ann returns a card to the bottom of the Inactive Deck."));
    // A game whose table words its own prompts has none from the session.
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 60000);
    QCOMPARE(s.prompt(), QString());
  }

  // WRATH is the Vigilante's card but ends in the Detective's Evidence: the line names the
  // Detective.
  void enginesExhaustNamesThePilesOwner() {
    using namespace gm::rules::engines;
    using namespace gm::rules::engines::test;
    auto st = emptyTable();
    const int wrath = uidOf(*st, "wrath");
    st->placeForTest(wrath, kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    EventText text;
    text.setNames({QStringLiteral("Vic"), QStringLiteral("Dee")});
    text.setGame(findGameUi(QStringLiteral("engines")));
    QString line;
    EventText::Context context;
    for (const auto& e : st->lastEvents())
      if (e.kind == "exhaust" && e.card == wrath) line = text.event(e, false, context);
    QCOMPARE(line, QStringLiteral("WRATH is exhausted and goes to Evidence of Dee."));
  }

  // "Bo inflicts 2 corpus on Ann" after a 3 was printed named no reduction: a line of harm that
  // a reduction cut says what came and what cut it, and an uncut one stays plain.
  void vendettaReducedHarmSaysWhatCameAndWhatReducedIt() {
    using namespace gm::rules::vendetta;
    using namespace gm::rules::vendetta::test;
    const auto lines = [](const VendettaState& st) {
      EventText text;
      text.setNames({QStringLiteral("Ann"), QStringLiteral("Bo")});
      text.setGame(findGameUi(QStringLiteral("vendetta")));
      const auto cards = CardLibrary::shared(QStringLiteral("vendetta"));
      text.setCards(cards.get());
      QStringList out;
      EventText::Context context;
      for (const auto& e : st.lastEvents())
        if (e.kind == "inflict") out << text.event(e, false, context);
      return out;
    };
    auto st = emptyTable();
    put(*st, "scar_tissue", ZoneKind::States, 1);  // armor 1 corpus
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);  // inflict 3 corpus on the chosen clone
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    passAll(*st);
    const QString scar = CardLibrary::shared(QStringLiteral("vendetta"))->name("scar_tissue");
    QCOMPARE(lines(*st), QStringList{QStringLiteral("Ann inflicts 2 corpus on Bo (3, reduced by 1 "
                                                    "by %1).")
                                         .arg(scar)});
    auto plain = emptyTable();
    put(*plain, "scalpel_lunge", ZoneKind::Hand, 0);
    plain->startTurnForTest(0, 2);
    act(*plain, "play", "scalpel_lunge");
    passAll(*plain);
    QCOMPARE(lines(*plain), QStringList{QStringLiteral("Ann inflicts 3 corpus on Bo.")});
  }
};

QTEST_MAIN(SessionLogTest)
#include "session_log_test.moc"
