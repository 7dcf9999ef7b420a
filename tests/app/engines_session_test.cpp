// The Session running Engines of Vengeance: a decision game where one seat takes several actions
// in a turn, a match of Acts with roles swapping. A whole match against the AI through
// Session.actions, the hot-seat handover at the end of a turn (after its animation), the Act
// boundary, saving and resuming in Act 2, and the ActionModel on its own.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "action_model.h"
#include "session_harness.h"

using namespace gm::app;
using namespace gm::app::test;

namespace {
const QString kEngines = QStringLiteral("engines");

QVariantMap matchOf(const Session& s) {
  return s.observation().value(QStringLiteral("match")).toMap();
}

int actOf(const Session& s) {
  return matchOf(s).value(QStringLiteral("act")).toInt();
}

QStringList rolesOf(const Session& s) {
  QStringList roles;
  for (const QVariant& r : matchOf(s).value(QStringLiteral("roles")).toList())
    roles << r.toString();
  return roles;
}

// A plain player: answers questions, plays a card, uses every action without a target once it
// can (the first target otherwise), ends the turn when nothing else is left. `n` varies the
// choices. Returns the action chosen.
int pickAction(const Session& s, int n) {
  const auto& rows = s.actions()->rows();
  if (rows.empty()) return -1;
  const auto first = [&rows](const QString& kind) -> int {
    for (const ActionRow& r : rows)
      if (r.kind == kind) return r.actionId;
    return -1;
  };
  for (const QString& kind : {QStringLiteral("choose_end"), QStringLiteral("pick")})
    if (const int a = first(kind); a >= 0) return a;
  std::vector<int> plays, uses;
  for (const ActionRow& r : rows) {
    if (r.kind == QLatin1String("play")) plays.push_back(r.actionId);
    if (r.kind == QLatin1String("use") || r.kind == QLatin1String("rival"))
      uses.push_back(r.actionId);
  }
  if (!plays.empty()) return plays[static_cast<std::size_t>(n) % plays.size()];
  if (!uses.empty() && n % 3 != 2) return uses[static_cast<std::size_t>(n) % uses.size()];
  return first(QStringLiteral("end_turn"));
}

// Plays the view seat's turns (acknowledging hot-seat handovers) until `done` or the game ends.
template <class Done>
bool playUntil(Session& s, Done done, int limit = 4000) {
  for (int n = 0; n < limit && !s.over() && !done(); ++n) {
    if (s.privacyScreen()) {
      s.acknowledgePrivacy();
      continue;
    }
    if (!s.awaitingHuman()) {
      if (!QTest::qWaitFor([&s] { return s.awaitingHuman() || s.over() || s.privacyScreen(); },
                           30000))
        return false;
      continue;
    }
    const int a = pickAction(s, n);
    if (a < 0) return false;
    s.choose(a);
  }
  return true;
}
}  // namespace

class EnginesSessionTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void enginesMatchAgainstAiIsPlayedToTheEndThroughTheActions() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QSignalSpy over(&s, &Session::gameOver);
    QVERIFY(s.newGame(kEngines, humanVsAi(), QStringLiteral("7")));
    QCOMPARE(s.nodeKind(), QStringLiteral("decision"));
    QCOMPARE(actOf(s), 1);
    // Seat 0 is the Vigilante of Act 1 and takes the first turn: a card to play, nothing else.
    QCOMPARE(rolesOf(s), (QStringList{QStringLiteral("vigilante"), QStringLiteral("detective")}));
    QVERIFY(s.awaitingHuman());
    for (const ActionRow& r : s.actions()->rows()) QCOMPARE(r.kind, QStringLiteral("play"));
    QCOMPARE(s.actions()->count(), 2);

    QVERIFY(playUntil(s, [] { return false; }));
    QVERIFY(s.over());
    QCOMPARE(over.count(), 1);
    QVERIFY(!table.overlapped);
    QCOMPARE(s.actions()->count(), 0);
    const QVariantMap m = matchOf(s);
    QVERIFY(m.value(QStringLiteral("over")).toBool());
    const QVariantList results = m.value(QStringLiteral("results")).toList();
    QVERIFY(results.size() >= 2 && results.size() <= 3);
    // Every Act ended with act_over; the roles swapped at every act_start.
    int actsOver = 0, matchOver = 0;
    QList<int> vigilantes{0};
    for (const QVariantList& batch : table.batches)
      for (const QVariant& v : batch) {
        const QVariantMap e = v.toMap();
        const QString kind = e.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("act_over")) ++actsOver;
        if (kind == QLatin1String("match_over")) ++matchOver;
        if (kind == QLatin1String("act_start"))
          vigilantes << e.value(QStringLiteral("seat")).toInt();
        QVERIFY(!e.value(QStringLiteral("text")).toString().isEmpty());
      }
    QCOMPARE(actsOver, static_cast<int>(results.size()));
    QCOMPARE(matchOver, 1);
    QCOMPARE(vigilantes.size(), actsOver);
    for (int i = 1; i < vigilantes.size(); ++i) QCOMPARE(vigilantes[i], 1 - vigilantes[i - 1]);
    QCOMPARE(s.returns().size(), 2);
    QVERIFY(!s.resultText().isEmpty());
    QCOMPARE(static_cast<int>(table.batches.size()), static_cast<int>(s.state()->history().size()));
  }

  void actionsCarryKindsCardsAndTranslatedTexts() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(kEngines, hotSeat(), QStringLiteral("3")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    const ActionRow play = s.actions()->rows().front();
    QCOMPARE(play.kind, QStringLiteral("play"));
    QCOMPARE(play.cards.size(), 1);
    QCOMPARE(play.fromZone, QStringLiteral("p0.hand"));
    QCOMPARE(play.toZone, QStringLiteral("p0.active"));
    QVERIFY(play.text.startsWith(QStringLiteral("Play ")));
    // The hand's card is the one the action plays.
    QVERIFY(s.hand()->indexOfUid(play.card()) >= 0);
    QCOMPARE(s.actions()->forCard(play.card(), QStringLiteral("play")).size(), 1);
    QCOMPARE(s.actions()->ofKind(QStringLiteral("end_turn")).size(), 0);  // play first
    s.choose(play.actionId);
    // After the play the turn goes on with actions and End turn, for the same seat.
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(s.awaitingHuman());
    QCOMPARE(s.actions()->ofKind(QStringLiteral("end_turn")).size(), 1);
    QCOMPARE(s.actions()->ofKind(QStringLiteral("play")).size(), 0);
    QCOMPARE(s.describeAction(s.actions()
                                  ->ofKind(QStringLiteral("end_turn"))[0]
                                  .toMap()
                                  .value(QStringLiteral("actionId"))
                                  .toInt()),
             QStringLiteral("End turn"));
    // The card face printed for the played card has the end that is up.
    const QVariantMap face = s.cardFace(s.zone(QStringLiteral("p0.active"))->cards()[0].face);
    QVERIFY(!face.value(QStringLiteral("ends")).toList().isEmpty());
  }

  void unavailableCardsAndActionsCarryTheEnginesReasonInTheAppsWords() {
    // The computer is the Vigilante and moves first: the viewer's hand waits, and says why.
    SessionFixture f;
    Session& s = f.session;
    const QVariantMap computerFirst{{QStringLiteral("vigilante"), 1}};
    QVERIFY(s.newGame(kEngines, humanVsAi(), QStringLiteral("4"), computerFirst));
    const QString waiting = QStringLiteral("It is %1's turn.").arg(s.seatName(1));
    QVERIFY(s.hand()->count() > 0);
    for (int row = 0; row < s.hand()->count(); ++row) {
      const QModelIndex i = s.hand()->index(row);
      QCOMPARE(i.data(ZoneModel::ReasonRole).toString(), waiting);
      QCOMPARE(s.actions()->reasonFor(i.data(ZoneModel::UidRole).toInt(), QStringLiteral("play")),
               waiting);
    }
    QCOMPARE(s.actions()->reasonFor(-1, QStringLiteral("end_turn")), QString());

    // In the viewer's own turn: End turn waits for the play, a playable card has no reason.
    SessionFixture g;
    QVERIFY(g.session.newGame(kEngines, hotSeat(), QStringLiteral("3")));
    g.session.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QCOMPARE(g.session.actions()->reasonFor(-1, QStringLiteral("end_turn")),
             QStringLiteral("Play a card from your hand first."));
    QCOMPARE(g.session.hand()->index(0).data(ZoneModel::ReasonRole).toString(), QString());
    QSignalSpy reasons(g.session.actions(), &ActionModel::reasonsChanged);
    g.session.choose(g.session.actions()->rows().front().actionId);
    QVERIFY(reasons.count() > 0);
    QCOMPARE(g.session.hand()->index(0).data(ZoneModel::ReasonRole).toString(),
             QStringLiteral("You already played a card this turn."));
  }

  void hotSeatScreenIsCoveredOnlyAfterTheEndOfTurnHasPlayed() {
    SessionFixture f;
    Session& s = f.session;
    holdEveryAction(s, this);
    int shown = 0;  // actions handed to the table
    connect(s.player(), &TablePlayer::playingChanged, this, [&] {
      if (s.player()->playing()) ++shown;
    });
    QVERIFY(s.newGame(kEngines, hotSeat(), QStringLiteral("5")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    s.choose(
        s.actions()->ofKind(QStringLiteral("play"))[0].toMap()[QStringLiteral("actionId")].toInt());
    QVERIFY(s.waitingForAnimations());
    QVERIFY(!s.privacyScreen());
    endShowing(s);
    // Seat 0 goes on with its turn: no handover in the middle of it.
    QVERIFY(!s.privacyScreen());
    QVERIFY(s.awaitingHuman());
    const int endTurn = s.actions()
                            ->ofKind(QStringLiteral("end_turn"))[0]
                            .toMap()[QStringLiteral("actionId")]
                            .toInt();
    s.choose(endTurn);
    // The rotation of seat 0's cards plays for seat 0 first: the screen is still theirs.
    QVERIFY(s.waitingForAnimations());
    QVERIFY(!s.privacyScreen());
    QCOMPARE(s.viewSeat(), 0);
    QCOMPARE(s.actions()->count(), 0);
    endShowing(s);
    QVERIFY(s.privacyScreen());
    QCOMPARE(s.handoverSeat(), 1);
    QCOMPARE(s.viewSeat(), 0);
    QVERIFY(!s.awaitingHuman());
    QCOMPARE(s.actions()->count(), 0);  // nobody acts behind the privacy screen
    s.acknowledgePrivacy();
    QCOMPARE(s.viewSeat(), 1);
    QVERIFY(s.awaitingHuman());
    QVERIFY(s.actions()->count() > 0);
    // Seat 1 now sees its own hand and seat 0's hand face down.
    for (const ZoneCard& c : s.hand()->cards()) QVERIFY(!c.hidden);
    for (const ZoneCard& c : s.zone(QStringLiteral("p0.hand"))->cards()) QVERIFY(c.hidden);
    // Seat 0's played card has turned a quarter at the end of its turn.
    const QVariantMap active0 = zoneOf(s.observation(), QStringLiteral("p0.active"));
    QCOMPARE(active0.value(QStringLiteral("cards")).toList()[0].toMap()[QStringLiteral("angle")],
             QVariant(90));
    QCOMPARE(shown, 2);
  }

  void actBoundarySwapsTheRolesAndTheNewVigilanteStarts() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    QVERIFY(s.newGame(kEngines, hotSeat(), QStringLiteral("11")));
    s.acknowledgePrivacy();  // two people: it opens behind the privacy screen
    QCOMPARE(rolesOf(s), (QStringList{QStringLiteral("vigilante"), QStringLiteral("detective")}));
    QVERIFY(playUntil(s, [&s] { return actOf(s) == 2; }));
    QVERIFY(!s.over());
    QCOMPARE(actOf(s), 2);
    QCOMPARE(rolesOf(s), (QStringList{QStringLiteral("detective"), QStringLiteral("vigilante")}));
    // Act 2 starts afresh: seat 1 (the Vigilante now) acts first, with a hand of two and an empty
    // table.
    QCOMPARE(s.actingSeat(), 1);
    QCOMPARE(s.observation().value(QStringLiteral("turn")).toInt(), 1);
    for (const QString& zone : {QStringLiteral("p0.active"), QStringLiteral("p1.active"),
                                QStringLiteral("p0.score"), QStringLiteral("p1.score")})
      QCOMPARE(zoneOf(s.observation(), zone).value(QStringLiteral("count")).toInt(), 0);
    QCOMPARE(zoneOf(s.observation(), QStringLiteral("p1.hand")).value(QStringLiteral("count")), 2);
    const QVariantList results = matchOf(s).value(QStringLiteral("results")).toList();
    QCOMPARE(results.size(), 1);
    const QVariantList wins = matchOf(s).value(QStringLiteral("wins")).toList();
    QCOMPARE(wins[0].toInt() + wins[1].toInt(),
             results[0].toMap().value(QStringLiteral("winners")).toList().size());
    // The log told the Act's end.
    bool logged = false;
    for (const LogEntry& e : s.log()->entries()) logged |= e.kind == QLatin1String("act_over");
    QVERIFY(logged);
  }

  void savedInActTwoResumesToTheSameSpot() {
    SessionFixture a;
    QVERIFY(a.session.newGame(kEngines, humanVsAi(), QStringLiteral("21")));
    QVERIFY(playUntil(a.session, [&a] {
      return actOf(a.session) == 2 && a.session.awaitingHuman() &&
             a.session.observation().value(QStringLiteral("turn")).toInt() >= 3;
    }));
    QCOMPARE(actOf(a.session), 2);
    const QString path = a.dir.filePath(QStringLiteral("act2.json"));
    QVERIFY(a.session.save(QUrl::fromLocalFile(path)));

    SessionFixture b;
    QVERIFY(b.session.open(QUrl::fromLocalFile(path)));
    QCOMPARE(b.session.viewSeat(), a.session.viewSeat());
    const auto ha = a.session.state()->history(), hb = b.session.state()->history();
    QVERIFY(std::equal(ha.begin(), ha.end(), hb.begin(), hb.end()));
    QCOMPARE(b.session.observation(), a.session.observation());
    QCOMPARE(actOf(b.session), 2);
    QVERIFY(b.session.awaitingHuman());
    QCOMPARE(b.session.actions()->rows(), a.session.actions()->rows());
    // Both go on identically.
    const int next = pickAction(a.session, 0);
    a.session.choose(next);
    b.session.choose(next);
    QCOMPARE(b.session.observation(), a.session.observation());
  }

  void singleActVariantEndsAfterOneActAndRematchKeepsIt() {
    SessionFixture f;
    Session& s = f.session;
    InstantTable table(s);
    const QVariantMap single{{QStringLiteral("acts"), 1}};
    QVERIFY(s.newGame(kEngines, humanVsAi(), QStringLiteral("9"), single));
    // A bare Act has no match layer.
    QVERIFY(!s.observation().contains(QStringLiteral("match")));
    QVERIFY(playUntil(s, [] { return false; }));
    QVERIFY(s.over());
    for (const LogEntry& e : s.log()->entries()) {
      QVERIFY2(e.kind != QLatin1String("act_start"), qPrintable(e.text));
      QVERIFY2(e.kind != QLatin1String("act_over"), qPrintable(e.text));
    }
    s.rematch();
    QVERIFY(!s.over());
    QVERIFY(!s.observation().contains(QStringLiteral("match")));
    // Without a variant the default is the match of three Acts.
    QVERIFY(s.newGame(kEngines, humanVsAi(), QStringLiteral("9")));
    QCOMPARE(matchOf(s).value(QStringLiteral("acts")).toInt(), 3);
  }

  void variantSurvivesSaveResumeAndRematch() {
    SessionFixture a;
    const QVariantMap variant{{QStringLiteral("acts"), 3},
                              {QStringLiteral("setups"), true},
                              {QStringLiteral("vigilante"), 1}};
    QVERIFY(a.session.newGame(kEngines, humanVsAi(), QStringLiteral("17"), variant));
    QCOMPARE(rolesOf(a.session),
             (QStringList{QStringLiteral("detective"), QStringLiteral("vigilante")}));
    QVERIFY(playUntil(a.session, [&a] {
      return a.session.awaitingHuman() &&
             a.session.observation().value(QStringLiteral("turn")).toInt() >= 3;
    }));
    const QString path = a.dir.filePath(QStringLiteral("variant.json"));
    QVERIFY(a.session.save(QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(saved.value(QStringLiteral("options"))
                 .toObject()
                 .value(QStringLiteral("variant"))
                 .toObject(),
             QJsonObject::fromVariantMap(variant));

    SessionFixture b;
    QVERIFY(b.session.open(QUrl::fromLocalFile(path)));
    QCOMPARE(b.session.observation(), a.session.observation());
    QCOMPARE(rolesOf(b.session), rolesOf(a.session));
    QCOMPARE(b.session.variant(), variant);
    b.session.rematch();
    QCOMPARE(b.session.variant(), variant);
    QCOMPARE(matchOf(b.session).value(QStringLiteral("act")).toInt(), 1);
    QCOMPARE(rolesOf(b.session),
             (QStringList{QStringLiteral("detective"), QStringLiteral("vigilante")}));
  }

  void invalidVariantIsRefusedAndChangesNothing() {
    SessionFixture f;
    Session& s = f.session;
    QVERIFY(s.newGame(kEngines, humanVsAi(), QStringLiteral("4")));
    const QVariantMap before = s.observation();
    QSignalSpy failed(&s, &Session::errorOccurred);
    QVERIFY(!s.newGame(kEngines, humanVsAi(), QStringLiteral("4"), {{QStringLiteral("acts"), 2}}));
    QCOMPARE(failed.count(), 1);
    QVERIFY(s.lastError().contains(QStringLiteral("\"acts\"")));
    QCOMPARE(s.observation(), before);
  }

  void actionModelPassesTheModelTesterAndFindsCardsActions() {
    ActionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy counted(&model, &ActionModel::countChanged);
    std::vector<ActionRow> rows(3);
    rows[0] = {5,
               QStringLiteral("use"),
               {3},
               {},
               {},
               QStringLiteral("engines.use"),
               QStringLiteral("Use A"),
               {},
               -1};
    rows[1] = {6,
               QStringLiteral("use"),
               {3, 8},
               {},
               {},
               QStringLiteral("engines.use"),
               QStringLiteral("Use A on B"),
               {},
               -1};
    rows[2] = {9,
               QStringLiteral("end_turn"),
               {},
               {},
               {},
               QStringLiteral("engines.end_turn"),
               QStringLiteral("End turn"),
               {},
               -1};
    model.setRows(rows);
    QCOMPARE(model.count(), 3);
    QCOMPARE(counted.count(), 1);
    QCOMPARE(model.data(model.index(1), ActionModel::TargetsRole).toList(), QVariantList{8});
    QCOMPARE(model.data(model.index(1), ActionModel::CardRole).toInt(), 3);
    QCOMPARE(model.data(model.index(2), ActionModel::CardRole).toInt(), -1);
    QCOMPARE(model.forCard(3).size(), 2);
    QCOMPARE(model.forCard(3, QStringLiteral("rival")).size(), 0);
    QCOMPARE(model.forCard(8).size(), 0);  // a target is not the acting card
    QCOMPARE(model.ofKind(QStringLiteral("end_turn"))[0].toMap()[QStringLiteral("actionId")],
             QVariant(9));
    QCOMPARE(model.indexOfAction(6), 1);
    QCOMPARE(model.indexOfAction(7), -1);
    model.setRows(rows);  // unchanged: no signal
    QCOMPARE(counted.count(), 1);
    model.setRows({});
    QCOMPARE(model.count(), 0);
    QCOMPARE(counted.count(), 2);
  }
};

QTEST_MAIN(EnginesSessionTest)
#include "engines_session_test.moc"
