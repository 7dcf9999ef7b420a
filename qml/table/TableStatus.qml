import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// What the table is waiting for, in words: your choice (the game's `prompt` and `hint`), the
// opponent's ("… is thinking" with a busy indicator), or the events being played out.
Rectangle {
    id: status

    property real zoom: 1
    property bool playing: false
    property bool canChoose: false
    property bool chosen: false
    property bool meHuman: true
    property string myName
    property bool meThinking: false
    property string opponentName
    property bool opponentThinking: false
    property bool opponentChosen: false
    property string prompt: qsTr("Your move")
    property string hint

    readonly property bool busy: opponentThinking || meThinking
    readonly property string headline: {
        if (playing)
            return qsTr("The cards are played out…");
        if (Session.replaying)
            return qsTr("Watching a replay");
        if (!meHuman)
            return meThinking ? qsTr("%1 is thinking…").arg(myName)
                 : opponentThinking ? qsTr("%1 is thinking…").arg(opponentName) : qsTr("Watching the game");
        if (canChoose && !chosen)
            return prompt;
        if (opponentThinking)
            return qsTr("%1 is thinking…").arg(opponentName);
        if (!opponentChosen)
            return qsTr("Waiting for %1…").arg(opponentName);
        return qsTr("Both have chosen");
    }
    readonly property string detail: {
        if (playing)
            return qsTr("Click the table or press a key to skip.");
        if (!meHuman || Session.replaying)
            return "";
        if (canChoose && !chosen && opponentChosen)
            return hint + "\n" + qsTr("%1's card lies face down and is final: both are turned over once yours is down.").arg(opponentName);
        if (canChoose && !chosen)
            return hint;
        if (canChoose && chosen)
            return qsTr("You may still change your choice until %1 has chosen.").arg(opponentName);
        return "";
    }

    objectName: "tableStatus"
    implicitHeight: column.implicitHeight + 24
    radius: Theme.radius
    color: Theme.panel
    border.color: canChoose && !chosen ? Theme.gold : Theme.panelBorder

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: 12
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            BusyIndicator {
                palette.dark: Theme.gold
                Layout.preferredWidth: 26 * status.zoom
                Layout.preferredHeight: 26 * status.zoom
                running: status.busy
                visible: status.busy
            }
            Label {
                objectName: "statusHeadline"
                Layout.fillWidth: true
                text: status.headline
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontLarge * status.zoom
                font.bold: true
                color: status.canChoose && !status.chosen ? Theme.gold : Theme.text
            }
        }
        Label {
            Layout.fillWidth: true
            visible: status.detail !== ""
            text: status.detail
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall * status.zoom
            color: Theme.textDim
        }
    }
}
