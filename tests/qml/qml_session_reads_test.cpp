// The tables read the game from their table view (docs/architecture.md, the seam): no file under
// qml/table or a game's qml/<game> reads the Session singleton for game state. What they may ask
// of it is a command (undo, rematch, the replay's controls) or the state of this screen itself
// (the privacy screen, the replay bar, a seat's auto-pass setting), which no remote seat's update
// carries. A new read of the game through the singleton fails here, so a table stays one a
// seat's updates alone can draw.
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include "qml_sources.h"

namespace {

// What a table may use of the session: commands and this screen's own state.
const QSet<QString>& allowed() {
  static const QSet<QString> names = {
      // commands
      QStringLiteral("acknowledgePrivacy"), QStringLiteral("attachTable"),
      QStringLiteral("detachTable"), QStringLiteral("handoverSeat"), QStringLiteral("rematch"),
      QStringLiteral("replayBack"), QStringLiteral("replayForward"), QStringLiteral("replayTo"),
      QStringLiteral("setAutoPass"), QStringLiteral("setReplayPlaying"),
      QStringLiteral("setReplaySeat"), QStringLiteral("stopWatching"), QStringLiteral("undo"),
      // this screen's own state
      QStringLiteral("privacyScreen"), QStringLiteral("replaying"), QStringLiteral("replayLength"),
      QStringLiteral("replayPlaying"), QStringLiteral("replayStep"),
      QStringLiteral("replayFinished"), QStringLiteral("seats")};
  return names;
}

struct Read {
  int line = 0;
  QString what;
};

// Every read of the singleton in `source` that is not allowed: `Session.name` and a Connections
// block listening to it (`target: Session`). Comments are left out.
QList<Read> sessionReads(const QString& source) {
  static const QRegularExpression member(QStringLiteral("\\bSession\\.([A-Za-z_]\\w*)"));
  static const QRegularExpression target(QStringLiteral("\\btarget\\s*:\\s*Session\\b(?!\\.)"));
  QList<Read> out;
  const QStringList lines = source.split(QLatin1Char('\n'));
  for (int i = 0; i < lines.size(); ++i) {
    QString code = lines[i];
    const int comment = code.indexOf(QStringLiteral("//"));
    if (comment >= 0) code.truncate(comment);
    for (auto it = member.globalMatch(code); it.hasNext();) {
      const QString name = it.next().captured(1);
      if (!allowed().contains(name)) out.append({i + 1, QStringLiteral("Session.") + name});
    }
    if (target.match(code).hasMatch()) out.append({i + 1, QStringLiteral("target: Session")});
  }
  return out;
}

QStringList readLines(const QString& source) {
  QStringList out;
  for (const Read& r : sessionReads(source)) out << QStringLiteral("%1 %2").arg(r.line).arg(r.what);
  return out;
}

}  // namespace

class QmlSessionReadsTest : public QObject {
  Q_OBJECT

 private slots:
  // The scanner itself.
  void flagsGameStateAndItsSignals() {
    const QString qml = QStringLiteral(
        "Item {\n"
        "    readonly property var obs: Session.observation\n"
        "    enabled: Session.canAct && !Session.privacyScreen\n"
        "    Connections {\n"
        "        target: Session\n"
        "        function onObservationChanged() {}\n"
        "    }\n"
        "}\n");
    QCOMPARE(readLines(qml), (QStringList{QStringLiteral("2 Session.observation"),
                                          QStringLiteral("3 Session.canAct"),
                                          QStringLiteral("5 target: Session")}));
  }

  void leavesCommandsScreenStateAndCommentsAlone() {
    const QString qml = QStringLiteral(
        "Item {\n"
        "    // Session.observation was read here once\n"
        "    visible: Session.replaying && Session.replayStep < Session.replayLength\n"
        "    onClicked: Session.undo()\n"
        "    property var view: table.view // not Session.hand\n"
        "}\n");
    QCOMPARE(readLines(qml), QStringList{});
  }

  void tablesReadNoGameStateFromTheSession_data() {
    // Every subfolder is a table's: the generic one and each game's. The screens around the
    // table (qml/*.qml) drive the session and are not scanned.
    gm::test::addQmlFolderRows();
  }

  void tablesReadNoGameStateFromTheSession() {
    QFETCH(QString, folder);
    QStringList found;
    for (const auto& source : gm::test::qmlSourcesOf(folder, found))
      for (const QString& line : readLines(source.text))
        found << source.name + QLatin1Char(':') + line;
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("read from the table view instead: ") +
                                         found.join(QStringLiteral(", "))));
  }
};

QTEST_GUILESS_MAIN(QmlSessionReadsTest)
#include "qml_session_reads_test.moc"
