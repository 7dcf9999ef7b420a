// The Session's game flow: a whole game against asynchronous bots, changing a secret choice, the
// hot-seat privacy handover, a seat that passes by itself, spectating bots, stale bot answers and
// bad new-game input.
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <map>
#include <set>

#include "session_harness.h"
#include "settings.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {
// Two people at one screen, the second of whom passes by itself when a pass is all it may do.
QVariantList hotSeatWithSecondAutoPassing() {
  QVariantList seats = hotSeat();
  QVariantMap second = seats[1].toMap();
  second[QStringLiteral("autoPass")] = true;
  seats[1] = second;
  return seats;
}
}  // namespace

class SessionTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void humanVsAiGameIsPlayedToTheEndThroughChoose() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QSignalSpy over(&s, &Session::gameOver);
    clearSettings();
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("11")));
    QCOMPARE(s.viewSeat(), 0);
    QCOMPARE(s.nodeKind(), QStringLiteral("commit"));
    int turns = 0;
    while (!s.over()) {
      QTRY_VERIFY_WITH_TIMEOUT(s.awaitingHuman() || s.over(), 30000);
      if (s.over()) break;
      QVERIFY(!s.privacyScreen());
      const int a = legalAction(s, turns++);
      QVERIFY(a >= 0);
      s.choose(a);
    }
    QCOMPARE(over.count(), 1);
    QVERIFY(!table.overlapped);
    QVERIFY(!s.resultText().isEmpty());
    QCOMPARE(s.returns().size(), 2);
    QCOMPARE(s.returns()[0].toDouble() + s.returns()[1].toDouble(), 0.0);
    QCOMPARE(s.nodeKind(), QStringLiteral("terminal"));
    QCOMPARE(s.actingSeat(), -1);
    QVERIFY(!s.awaitingHuman());
    QVERIFY(!s.hasAutosave(QStringLiteral("knockdown")));  // removed when the game ended
    // Every action was announced, one list per apply (two commits per turn).
    QCOMPARE(static_cast<int>(table.batches.size()), static_cast<int>(s.state()->history().size()));
    QCOMPARE(s.log()->entries().back().kind, QStringLiteral("result"));
    // The game is in the player's record: one game against an easy computer, won or lost.
    const QVariantMap record = Settings().playRecord(QStringLiteral("knockdown"));
    const int won = s.returns()[0].toDouble() > s.returns()[1].toDouble() ? 1 : 0;
    QCOMPARE(record.value(QStringLiteral("played")).toInt(), 1);
    QCOMPARE(record.value(QStringLiteral("againstComputer")).toInt(), 1);
    QCOMPARE(record.value(QStringLiteral("won")).toInt(), won);
    const QVariantMap easy =
        record.value(QStringLiteral("levels")).toMap().value(QStringLiteral("easy")).toMap();
    QCOMPARE(easy.value(QStringLiteral("played")).toInt(), 1);
    QCOMPARE(easy.value(QStringLiteral("won")).toInt(), won);
    QCOMPARE(record.value(QStringLiteral("levels")).toMap().size(), 1);
    // Opening the finished game again adds nothing.
    const QString path = f.dir.filePath(QStringLiteral("over.json"));
    QVERIFY(s.save(QUrl::fromLocalFile(path)));
    QVERIFY(s.open(QUrl::fromLocalFile(path)));
    QVERIFY(s.over());
    QCOMPARE(Settings().playRecord(QStringLiteral("knockdown")), record);
    clearSettings();
  }

  void changingTheCommitBeforeTheRoundClosesTakesEffect() {
    SessionFixture f;
    Session& s = f.session;
    // Every action shows at once, except the first commit, which stays on the table until the
    // test ends its showing.
    InstantTable table(s);
    bool heldOnce = false;
    connect(s.player(), &TablePlayer::stepShown, this, [&] {
      if (!std::exchange(heldOnce, true)) s.player()->hold();
    });
    QVERIFY(s.newGame(QStringLiteral("knockdown"), humanVsAi(), QStringLiteral("5")));
    const int first = legalAction(s, 0), second = legalAction(s, 4);
    QVERIFY(first != second);
    QCOMPARE(s.log()->count(), 1);  // "New game of Knockdown (seed 5)."
    s.choose(first);
    // The commit is applied and on the table; the bot's answer waits until it has been shown.
    QVERIFY(s.waitingForAnimations());
    QCOMPARE(s.log()->count(), 1);  // the log tells nothing the table has not shown yet
    QCOMPARE(s.pendingChoice(), first);
    QCOMPARE(s.state()->history().size(), std::size_t{1});
    QTRY_VERIFY_WITH_TIMEOUT(!s.thinking(), 30000);
    QCOMPARE(s.state()->history().size(), std::size_t{1});  // round still open
    QVERIFY(s.hand()->cards()[static_cast<std::size_t>(s.hand()->indexOfAction(second))].legal);

    s.choose(second);
    QCOMPARE(s.pendingChoice(), second);
    QCOMPARE(s.state()->history().size(), std::size_t{1});
    QCOMPARE(s.state()->history()[0], second);
    QCOMPARE(truePending(s, 0), second);

    QCOMPARE(s.log()->count(), 1);
    endShowing(s);  // the first commit has been shown; the bot's commit closes the round
    QCOMPARE(s.log()->count(), 3);
    QCOMPARE(s.log()->entries()[1].text, QStringLiteral("Ana chooses a card face down."));
    QCOMPARE(s.log()->entries()[2].text, QStringLiteral("Ana changes their choice."));
    QCOMPARE(s.state()->history().size(), std::size_t{2});
    QCOMPARE(s.state()->history()[0], second);
    QCOMPARE(s.pendingChoice(), -1);
    // The reveal shows the changed card.
    const QVariantList& resolution = table.batches.back();
    QString revealed;
    for (const QVariant& v : resolution) {
      const QVariantMap e = v.toMap();
      if (e.value(QStringLiteral("kind")) == QStringLiteral("reveal_action") &&
          e.value(QStringLiteral("seat")).toInt() == 0)
        revealed = e.value(QStringLiteral("face")).toString();
    }
    const auto expected = s.state()->observe(0)["players"][0]["actions"][second]["id"];
    QCOMPARE(revealed, QString::fromStdString(expected.get<std::string>()));
  }

  void hotSeatPrivacyScreenSwitchesViewOnlyAfterAcknowledge() {
    SessionFixture f;
    Session& s = f.session;
    QSignalSpy viewChanged(&s, &Session::viewSeatChanged);
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("3")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    viewChanged.clear();
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(s.awaitingHuman());
    const int a0 = legalAction(s, 2);
    s.choose(a0);
    QVERIFY(s.privacyScreen());
    QCOMPARE(s.handoverSeat(), 1);
    QCOMPARE(s.viewSeat(), 0);
    QCOMPARE(viewChanged.count(), 0);
    QVERIFY(!s.awaitingHuman());
    s.choose(legalAction(s, 3));  // nobody may choose behind the privacy screen
    QCOMPARE(s.state()->history().size(), std::size_t{1});
    QCOMPARE(truePending(s, 0), a0);

    s.acknowledgePrivacy();
    QVERIFY(!s.privacyScreen());
    QCOMPARE(s.viewSeat(), 1);
    QCOMPARE(viewChanged.count(), 1);
    QVERIFY(s.awaitingHuman());
    QCOMPARE(s.pendingChoice(), -1);
    // Seat 1 sees that seat 0 chose, not what.
    const QVariantMap play0 = zoneOf(s.observation(), QStringLiteral("p0.play"));
    QCOMPARE(play0.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(
        play0.value(QStringLiteral("cards")).toList()[0].toMap().value(QStringLiteral("hidden")),
        QVariant(true));
    QVERIFY(s.players()->rows()[0].hasChosen);

    s.choose(legalAction(s, 5));
    QCOMPARE(s.state()->history().size(), std::size_t{2});  // both chose: the turn resolved
    QCOMPARE(s.observation().value(QStringLiteral("turn")).toInt(), 2);

    // Next turn: seat 1 is at the screen and may choose first; its choice waits for seat 0's.
    QCOMPARE(s.viewSeat(), 1);
    QVERIFY(s.awaitingHuman());
    const int a1 = legalAction(s, 1);
    const ZoneCard chosen =
        s.hand()->cards()[static_cast<std::size_t>(s.hand()->indexOfAction(a1))];
    s.choose(a1);
    QCOMPARE(s.state()->history().size(), std::size_t{2});
    // The waiting choice shows like a taken one: out of the hand, face up in the own play zone.
    const QVariantMap play1 = zoneOf(s.observation(), QStringLiteral("p1.play"));
    QCOMPARE(play1.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(play1.value(QStringLiteral("cards")).toList()[0].toMap().value(QStringLiteral("uid")),
             QVariant(chosen.uid));
    QCOMPARE(s.hand()->count(), 9);
    QCOMPARE(s.hand()->indexOfUid(chosen.uid), -1);
    QCOMPARE(s.zone(QStringLiteral("p1.play"))->cards()[0].face, chosen.face);
    QVERIFY(s.privacyScreen());
    QCOMPARE(s.handoverSeat(), 0);
    s.acknowledgePrivacy();
    QCOMPARE(s.viewSeat(), 0);
    // Seat 0 sees a face-down card in seat 1's play zone, nothing more.
    const QVariantMap seen = zoneOf(s.observation(), QStringLiteral("p1.play"));
    QCOMPARE(seen.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(seen.value(QStringLiteral("cards")).toList()[0].toMap(),
             (QVariantMap{{QStringLiteral("hidden"), true}}));
    QCOMPARE(zoneOf(s.observation(), QStringLiteral("p1.hand")).value(QStringLiteral("count")),
             QVariant(9));
    QVERIFY(s.players()->rows()[1].hasChosen);
    s.choose(legalAction(s, 0));
    QCOMPARE(s.state()->history().size(), std::size_t{4});
    QCOMPARE(s.state()->history()[3], a1);
    QVERIFY(!s.privacyScreen());
  }

  // A face-down card that one of the seat's own actions aims at (work on another boss's event
  // underway in Vitium) carries the uid that action names in its zone model, so a table can take a
  // drop on it; every other hidden card carries none, and no uid appears that the seat's actions
  // do not already name.
  void hiddenCardAimedAtByTheSeatsActionCarriesTheActionsUid() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("vitium"), hotSeat(), QStringLiteral("5")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    const QStringList preferred{
        QStringLiteral("work"),     QStringLiteral("sabotage"), QStringLiteral("underway"),
        QStringLiteral("purchase"), QStringLiteral("choose"),   QStringLiteral("pass"),
        QStringLiteral("accept"),   QStringLiteral("allocate"), QStringLiteral("house")};
    int aimedSeen = 0;
    for (int step = 0; step < 600 && aimedSeen < 3 && !s.over(); ++step) {
      if (s.privacyScreen()) s.acknowledgePrivacy();
      QVERIFY(s.awaitingHuman());
      // The uids the seat's actions aim at, and every hidden card's aimUid.
      std::set<int> targets;
      for (const ActionRow& a : s.actions()->rows())
        for (qsizetype i = 1; i < a.cards.size(); ++i) targets.insert(a.cards[i].toInt());
      std::map<std::string, std::vector<int>> truth;
      for (const gm::rules::ZoneSnapshot& z : s.state()->zones()) truth[z.name] = z.cards;
      for (const QString& id : s.zoneIds()) {
        const std::vector<ZoneCard>& cards = s.zone(id)->cards();
        for (std::size_t i = 0; i < cards.size(); ++i) {
          if (!cards[i].hidden) {
            QCOMPARE(cards[i].aimUid, -1);
            continue;
          }
          const int real = truth[id.toStdString()][i];
          if (targets.count(real) > 0) {
            QCOMPARE(cards[i].aimUid, real);
            ++aimedSeen;
          } else {
            QCOMPARE(cards[i].aimUid, -1);
          }
        }
      }
      // Work, sabotage, get underway ... in that order of preference; else end the turn.
      int chosen = -1;
      for (const QString& kind : preferred)
        for (const ActionRow& a : s.actions()->rows())
          if (chosen < 0 && a.kind == kind) chosen = a.actionId;
      s.choose(chosen >= 0 ? chosen : s.actions()->rows().front().actionId);
    }
    QVERIFY2(aimedSeen >= 3, "no action aimed at another boss's face-down event");
  }

  // A seat that asked to pass by itself is never asked for a pass alone (nor handed the screen
  // for one), while the other seat is; turned on while such a prompt is up, it passes at once.
  void autoPassSeatPassesByItselfWhenAPassIsAllItMayDo() {
    SessionFixture f;
    Session& s = f.session;
    const QVariantList seats = hotSeatWithSecondAutoPassing();
    QVERIFY(s.newGame(QStringLiteral("vendetta"), seats, QStringLiteral("5")));
    const auto autoPass = [&s](int seat) {
      return s.seats()[seat].toMap().value(QStringLiteral("autoPass")).toBool();
    };
    QVERIFY(!autoPass(0));
    QVERIFY(autoPass(1));
    int lonePasses[2] = {0, 0};
    bool switchedOn = false;
    for (int n = 0; !s.over() && n < 3000; ++n) {
      if (s.privacyScreen()) {
        s.acknowledgePrivacy();
        continue;
      }
      QVERIFY(s.awaitingHuman());
      const auto& rows = s.actions()->rows();
      const bool lonePass = rows.size() == 1 && rows.front().kind == QLatin1String("pass");
      if (lonePass) ++lonePasses[s.viewSeat()];
      if (lonePass && !switchedOn) {
        switchedOn = true;
        const std::size_t before = s.state()->history().size();
        s.setAutoPass(s.viewSeat(), true);
        QVERIFY(s.state()->history().size() > before);
        s.setAutoPass(0, false);
        continue;
      }
      s.choose(rows[static_cast<std::size_t>(n * 3) % rows.size()].actionId);
    }
    QVERIFY(s.over());
    QVERIFY(switchedOn);
    QVERIFY(lonePasses[0] > 1);
    QCOMPARE(lonePasses[1], 0);
    int passesOfSeat1 = 0;
    for (const LogEntry& line : s.log()->entries())
      if (line.kind == QLatin1String("pass") && line.seat == 1) ++passesOfSeat1;
    QVERIFY(passesOfSeat1 > 0);
    // Rematch keeps who passes by themself.
    s.rematch();
    QVERIFY(!autoPass(0));
    QVERIFY(autoPass(1));
  }

  // A Vitium boss may offer a gift at every decision it has, so a maneuver chance never holds a
  // pass alone; auto-pass still passes it when a gift is its only other choice.
  void autoPassPassesAVitiumBossWhoseOnlyOtherChoiceIsAGift() {
    SessionFixture f;
    Session& s = f.session;
    const QVariantList seats = hotSeatWithSecondAutoPassing();
    QVERIFY(s.newGame(QStringLiteral("vitium"), seats, QStringLiteral("5"),
                      {{QStringLiteral("rounds"), 8}}));
    int askedToPass[2] = {0, 0};
    for (int n = 0; !s.over() && n < 3000; ++n) {
      if (s.privacyScreen()) {
        s.acknowledgePrivacy();
        continue;
      }
      QVERIFY(s.awaitingHuman());
      std::vector<ActionRow> rows;
      bool gifts = false;
      for (const ActionRow& r : s.actions()->rows()) {
        const bool gift = r.kind == QLatin1String("gift");
        gifts = gifts || gift;
        if (!gift) rows.push_back(r);
      }
      if (gifts && rows.size() == 1 && rows.front().kind == QLatin1String("pass"))
        ++askedToPass[s.viewSeat()];
      // (Ending a turn, the first action, seldom: the bosses act.)
      s.choose(rows[static_cast<std::size_t>(n * 3 + 1) % rows.size()].actionId);
    }
    QVERIFY(s.over());
    QVERIFY(askedToPass[0] > 1);
    QCOMPARE(askedToPass[1], 0);
  }

  void aiVersusAiSpectatorGameEndsWithSeatZerosView() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QSignalSpy over(&s, &Session::gameOver);
    QVERIFY(s.newGame(QStringLiteral("knockdown"), {seat("ai"), seat("ai")}, QStringLiteral("8")));
    QCOMPARE(s.viewSeat(), 0);
    clearSettings();
    QTRY_VERIFY_WITH_TIMEOUT(s.over(), 60000);
    QCOMPARE(over.count(), 1);
    // Computers among themselves are nobody's record.
    QCOMPARE(
        Settings().playRecord(QStringLiteral("knockdown")).value(QStringLiteral("played")).toInt(),
        0);
    QVERIFY(!table.overlapped);
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(!s.privacyScreen());
  }

  void rematchKeepsTheSeatsWithANewDeal() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("13")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    for (int n = 0; !s.over() && n < 200; ++n) {
      s.choose(legalAction(s, n));
      if (s.privacyScreen()) s.acknowledgePrivacy();
    }
    QVERIFY(s.over());
    const QVariantList seats = s.seats();
    QSignalSpy overChanged(&s, &Session::overChanged);
    s.rematch();
    QVERIFY(!s.over());
    QCOMPARE(overChanged.count(), 1);
    QCOMPARE(s.seats(), seats);
    QVERIFY(s.seed() != 13);
    QCOMPARE(s.state()->history().size(), std::size_t{0});
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(s.privacyScreen());  // the same two people: whoever is at the screen says so first
    s.acknowledgePrivacy();
    QVERIFY(s.awaitingHuman());
    QCOMPARE(s.resultText(), QString());
    QCOMPARE(s.log()->count(), 1);
  }

  void staleBotAnswerIsDroppedAfterANewGame() {
    SessionFixture f;
    Session& s = f.session;
    // Seat 0 is a bot: it starts thinking at once.
    QVERIFY(s.newGame(QStringLiteral("knockdown"),
                      {seat("ai", QStringLiteral("hard")), seat("human")}, QStringLiteral("1")));
    QVERIFY(s.thinking());
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("2")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QVERIFY(!s.thinking());
    QTRY_VERIFY_WITH_TIMEOUT(!s.botsBusy(), 30000);
    QCoreApplication::processEvents();
    QCOMPARE(s.state()->history().size(), std::size_t{0});
    QVERIFY(s.awaitingHuman());
  }

  void newGameRefusesBadInputAndKeepsTheRunningGame() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("9")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    s.choose(legalAction(s, 0));
    QSignalSpy errors(&s, &Session::errorOccurred);
    QVERIFY(!s.newGame(QStringLiteral("knockdown"), hotSeat(), QStringLiteral("12ab")));
    QVERIFY(s.lastError().contains(QStringLiteral("seed")));
    QVERIFY(!s.newGame(QStringLiteral("chess"), hotSeat(), QString()));
    QVERIFY(s.lastError().contains(QStringLiteral("chess")));
    QVERIFY(!s.newGame(QStringLiteral("knockdown"), {seat("human")}, QString()));
    QVERIFY(!s.newGame(QStringLiteral("knockdown"), {seat("human"), seat("ai", "expert")}, {}));
    QCOMPARE(errors.count(), 4);
    QCOMPARE(s.seed(), std::uint64_t{9});
    QCOMPARE(s.state()->history().size(), std::size_t{1});
  }
};

QTEST_MAIN(SessionTest)
#include "session_test.moc"
