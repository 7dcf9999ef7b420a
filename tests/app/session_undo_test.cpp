// Undo in the Session: taking back a move restores the state, the log and the autosave of the
// moment before it; it is refused, with its reason, when nothing of the seat's own is left to
// take back, after another seat moved, after the move showed the seat a card, for a computer
// seat, and for the seat whose turn it is not.
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {

int firstOfKind(const Session& s, const QString& kind) {
  for (const ActionRow& r : s.actions()->rows())
    if (r.kind == kind) return r.actionId;
  return -1;
}
}  // namespace

class SessionUndoTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void undoRestoresTheStateTheLogAndTheAutosave() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("engines"), humanVsAi(), QStringLiteral("7"),
                      {{QStringLiteral("acts"), 1}}));
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    QVERIFY(!s.canUndo());
    // Playing a card draws the next one: a card the player had not seen, so no way back.
    const int play = firstOfKind(s, QStringLiteral("play"));
    QVERIFY(play >= 0);
    s.choose(play);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    QCOMPARE(s.undoReason(), QStringLiteral("Your last move showed you a card you did not know."));
    QVERIFY(!s.undo());

    // On to a turn where a card in play offers its action (none does in the turn it is played).
    for (int guard = 0; guard < 40 && firstOfKind(s, QStringLiteral("use")) < 0; ++guard) {
      int a = -1;
      for (const QString& kind : {QStringLiteral("choose_end"), QStringLiteral("pick"),
                                  QStringLiteral("play"), QStringLiteral("end_turn")})
        if (a < 0) a = firstOfKind(s, kind);
      QVERIFY(a >= 0);
      s.choose(a);
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
      QVERIFY(!s.over());
    }

    const std::vector<int> history = historyOf(s);
    const QStringList log = logTexts(s);
    const QByteArray autosave = readAll(s.autosavePath());
    const QVariantMap observation = s.observation();
    QVERIFY(!autosave.isEmpty());
    // Using a card's action shows nothing new: it may be taken back.
    const int use = firstOfKind(s, QStringLiteral("use"));
    QVERIFY(use >= 0);
    s.choose(use);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    QVERIFY(historyOf(s).size() > history.size());
    QVERIFY2(s.canUndo(), qPrintable(s.undoReason()));
    QCOMPARE(s.undoReason(), QString());
    QVERIFY(logTexts(s).size() > log.size());
    QVERIFY(readAll(s.autosavePath()) != autosave);

    QSignalSpy undoChanged(&s, &Session::undoChanged);
    QVERIFY(s.undo());
    QCOMPARE(historyOf(s), history);
    QCOMPARE(logTexts(s), log);
    QCOMPARE(readAll(s.autosavePath()), autosave);
    QCOMPARE(s.observation(), observation);
    QVERIFY(s.awaitingHuman());
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(!s.canUndo());
    QVERIFY(undoChanged.count() >= 1);
    // Back at the barrier: refused, nothing changes.
    QVERIFY(!s.undo());
    QCOMPARE(historyOf(s), history);

    // The game goes on from there as if the action had never been used.
    s.choose(use);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    QVERIFY(historyOf(s).size() > history.size());
  }

  void undoIsRefusedAfterAnotherSeatMoved() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("3")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QCOMPARE(s.undoReason(), QStringLiteral("There is no move to take back yet."));
    s.choose(legalAction(s, 0));
    QTRY_VERIFY_WITH_TIMEOUT(s.privacyScreen(), 5000);
    // Behind the privacy screen nobody's turn is on the table.
    QCOMPARE(s.undoReason(),
             QStringLiteral("Only the player whose turn it is can take back a move."));
    s.acknowledgePrivacy();
    QCOMPARE(s.viewSeat(), 1);
    QCOMPARE(s.undoReason(), QStringLiteral("Ana has moved since your last move."));
    QVERIFY(!s.undo());
    QCOMPARE(s.state()->history().size(), std::size_t(1));
  }

  void undoIsRefusedOnceTheMoveShowedACard() {
    SessionFixture f;
    Session& s = f.session;
    // The human commits second: that commit turns both cards over.
    holdEveryAction(s, this);
    QVERIFY(s.newGame(
        QStringLiteral("knockdown"),
        {seat(QStringLiteral("ai")), seat(QStringLiteral("human"), {}, QStringLiteral("Ana"))},
        QStringLiteral("3")));
    QCOMPARE(s.viewSeat(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(s.state()->history().size() == 1, 30000);
    endShowing(s);
    QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman(), 30000);
    QVERIFY2(s.canUndo() == false, qPrintable(s.undoReason()));
    s.choose(legalAction(s, 2));
    // The turn is on the table; the computer's next commit waits until it has been shown.
    QCOMPARE(s.state()->history().size(), std::size_t(2));
    QCOMPARE(s.undoReason(), QStringLiteral("Your last move showed you a card you did not know."));
    QVERIFY(!s.undo());
    QCOMPARE(s.state()->history().size(), std::size_t(2));
  }

  void computerSeatsNeverUndo() {
    SessionFixture f;
    Session& s = f.session;
    holdEveryAction(s, this);
    QVERIFY(s.newGame(QStringLiteral("engines"),
                      {seat(QStringLiteral("ai")), seat(QStringLiteral("ai"))},
                      QStringLiteral("5")));
    QTRY_VERIFY_WITH_TIMEOUT(s.state()->history().size() >= 1, 30000);
    QCOMPARE(s.undoReason(), QStringLiteral("Only a player can take back their own moves."));
    QVERIFY(!s.undo());
  }
};

QTEST_MAIN(SessionUndoTest)
#include "session_undo_test.moc"
