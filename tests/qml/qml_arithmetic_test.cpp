// No rule in QML: no file of a game's folder qml/<game>/ does arithmetic on what the engine
// publishes (qml_arithmetic_scan.h says what counts). The engine emits every change the table
// shows and gives the reasons an action is unavailable; a game's QML only lays them out. The
// generic folders (qml/*.qml, qml/table/) are not scanned: they draw every game's figures.
#include <QtTest>

#include "qml_arithmetic_scan.h"
#include "qml_sources.h"

using gm::test::addQmlFolderRows;
using gm::test::qmlSourcesOf;
using gm::test::scanQmlArithmetic;

namespace {

QStringList hitLines(const QString& source) {
  QStringList out;
  for (const auto& h : scanQmlArithmetic(source))
    out << QStringLiteral("%1 %2 %3").arg(h.line).arg(h.op, h.quantity);
  return out;
}

}  // namespace

class QmlArithmeticTest : public QObject {
  Q_OBJECT

 private slots:
  // The scanner itself: what it must flag and what it must leave alone.
  void flagsSpacingCardsByTheirCount() {
    // A hand spacing its cards by the count of its model (a pattern an earlier Engines hand had).
    const QString qml = QStringLiteral(
        "Item {\n"
        "    required property ListModel cards\n"
        "    readonly property int count: cards.count\n"
        "    readonly property real pitch: count <= 1 ? cardWidth : Math.min(cardWidth + 12, "
        "(width - cardWidth) / (count - 1))\n"
        "}\n");
    QCOMPARE(hitLines(qml),
             (QStringList{QStringLiteral("4 / count"), QStringLiteral("4 - count")}));
  }

  void flagsEventAndObservationFigures() {
    const QString qml = QStringLiteral(
        "QtObject {\n"
        "    readonly property var obs: Session.observation\n"
        "    readonly property int maxHp: obs.deckSize * 10\n"
        "    function play(ev) {\n"
        "        const s = ev.seat;\n"
        "        const defender = 1 - s;\n"
        "        setFighter(defender, { total: def.totalDamage + ev.amount });\n"
        "        wins[s] += 1;\n"
        "        const back = Math.floor(-act.net / 10);\n"
        "        return \"p\" + defender + \".play\";\n"
        "    }\n"
        "}\n");
    QCOMPARE(hitLines(qml),
             (QStringList{QStringLiteral("3 * obs.deckSize"), QStringLiteral("6 - s"),
                          QStringLiteral("7 + def.totalDamage"), QStringLiteral("8 += s"),
                          QStringLiteral("9 - act.net"), QStringLiteral("9 / act.net")}));
  }

  void flagsWhatAFunctionOfTheFileComputes() {
    const QString qml = QStringLiteral(
        "Item {\n"
        "    function hpOf(seat) { return Session.observation.players[seat].hp; }\n"
        "    function half(x) { return x / 2; }\n"
        "    readonly property int left: hpOf(0) - 10\n"
        "    readonly property real mid: half(width) - 4\n"
        "}\n");
    QCOMPARE(hitLines(qml), QStringList{QStringLiteral("4 - hpOf")});
  }

  void flagsRoleArithmeticInsideADelegate() {
    const QString qml = QStringLiteral(
        "Repeater {\n"
        "    delegate: Item {\n"
        "        required property int index\n"
        "        required property int angle\n"
        "        x: index * 20\n"
        "        rotation: angle + 90\n"
        "    }\n"
        "}\n");
    QCOMPARE(hitLines(qml), QStringList{QStringLiteral("6 + angle")});
  }

  void leavesLayoutTextAndHelpersAlone() {
    const QString qml = QStringLiteral(
        "Item {\n"
        "    required property ListModel cards\n"
        "    readonly property int count: cards.count\n"
        "    readonly property real pitch: FanLayout.pitch(width, cardWidth, count, 12)\n"
        "    x: (parent.width - width) / 2 + pitch * 2\n"
        "    y: Theme.flyDuration * 0.55\n"
        "    // count - 1 in a comment is no arithmetic\n"
        "    property string label: \"a - b\" + count + qsTr(\"cards\")\n"
        "    function next(i) { for (let k = 0; k < cards.count; ++k) i += 1; return i + 1; }\n"
        "    // layout arithmetic: one slot more than the cards, for the card arriving\n"
        "    readonly property int slots: count + 1\n"
        "    readonly property int same: count * 2 // layout arithmetic: two rows per card\n"
        "    readonly property var top: cards[cards.count - 1]\n"
        "    function last(list) { let t = \"\"; t += \"\\n\" + count; return t; }\n"
        "}\n");
    QCOMPARE(hitLines(qml), QStringList{});
  }

  // Every game folder.
  void gameFoldersDoNoArithmeticOnGameQuantities_data() {
    addQmlFolderRows({QStringLiteral("table")});  // the generic table, not a game
  }

  void gameFoldersDoNoArithmeticOnGameQuantities() {
    QFETCH(QString, folder);
    QStringList found;
    for (const auto& source : qmlSourcesOf(folder, found))
      for (const auto& h : scanQmlArithmetic(source.text))
        found << QStringLiteral("%1:%2: %3 on %4: %5")
                     .arg(source.name)
                     .arg(h.line)
                     .arg(h.op, h.quantity, h.lineText);
    for (const QString& hit : found) qWarning().noquote() << hit;
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 arithmetic on game quantities (listed "
                                                        "above)")
                                             .arg(found.size())));
  }
};

QTEST_GUILESS_MAIN(QmlArithmeticTest)
#include "qml_arithmetic_test.moc"
