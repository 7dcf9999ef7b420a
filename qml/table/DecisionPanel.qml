pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// A decision the table puts in front of the seat as one panel over the dimmed table, for any game:
// a yes-or-no question (accept or refuse a gift) or a small choice among a few actions (who gets
// a point). It shows while the seat may take an action of one of `kinds` (so in hot seat only to
// the seat it is for, after the privacy screen), with `title`, `text` (who offers what: the
// game's words) and `details` under it, and one button per such action, in the order of `kinds`,
// with the engine's translated text. The table behind stays in view, dimmed, and takes no click
// while it shows. The keyboard: a table makes the panel its focusItem while it shows (the first
// button then has the focus), and Tab goes round the buttons.
FocusScope {
    id: decision

    required property Item frame
    property var kinds: []
    property string title
    property string text
    property string details
    // A button's text for an action (default: the engine's words).
    property var buttonText: null
    // The kind whose button is the quiet one (refusing), the others are gold.
    property string quietKind: ""

    readonly property var actions: {
        if (frame.actionsRevision < 0 || !frame.canAct)
            return [];
        let out = [];
        for (const kind of kinds)
            out = out.concat(decision.frame.view.actions.ofKind(kind));
        return out;
    }
    readonly property bool shown: actions.length > 0

    visible: shown
    z: 70

    onShownChanged: if (shown) Qt.callLater(() => decision.frame.takeFocus())

    // The table behind: dimmed, and it takes no click while the question is open.
    Rectangle {
        anchors.fill: parent
        color: "#80000000"
        MouseArea {
            anchors.fill: parent
            acceptedButtons: Qt.AllButtons
            hoverEnabled: true
            onWheel: wheel => wheel.accepted = true
        }
    }

    Rectangle {
        id: box
        objectName: "decisionBox"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Math.max(column.implicitWidth, 360 * decision.frame.zoom) + 32 * decision.frame.zoom)
        height: column.implicitHeight + 28 * decision.frame.zoom
        radius: Theme.radius * 2
        color: Theme.panelSolid
        border.color: Theme.gold
        border.width: 2

        Accessible.role: Accessible.Dialog
        Accessible.name: decision.title

        ColumnLayout {
            id: column
            anchors.centerIn: parent
            width: parent.width - 32 * decision.frame.zoom
            spacing: 10 * decision.frame.zoom

            Label {
                objectName: "decisionTitle"
                Layout.fillWidth: true
                visible: text !== ""
                text: decision.title
                horizontalAlignment: Text.AlignHCenter
                color: Theme.gold
                font.pixelSize: Theme.fontLarge * decision.frame.zoom
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "decisionText"
                Layout.fillWidth: true
                Layout.maximumWidth: 520 * decision.frame.zoom
                Layout.alignment: Qt.AlignHCenter
                visible: text !== ""
                text: decision.text
                horizontalAlignment: Text.AlignHCenter
                color: Theme.text
                font.pixelSize: Theme.fontNormal * decision.frame.zoom
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "decisionDetails"
                Layout.fillWidth: true
                Layout.maximumWidth: 520 * decision.frame.zoom
                Layout.alignment: Qt.AlignHCenter
                visible: text !== ""
                text: decision.details
                horizontalAlignment: Text.AlignHCenter
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall * decision.frame.zoom
                wrapMode: Text.WordWrap
            }
            Flow {
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                Layout.preferredWidth: Math.min(column.width, implicitRowWidth)
                readonly property real implicitRowWidth: {
                    let sum = 0;
                    for (let i = 0; i < buttons.count; ++i)
                        if (buttons.itemAt(i))
                            sum += buttons.itemAt(i).implicitWidth + spacing;
                    return Math.max(0, sum - spacing);
                }
                spacing: Theme.spacing
                Repeater {
                    id: buttons
                    model: decision.actions
                    delegate: GmButton {
                        required property var modelData
                        required property int index
                        objectName: "decision_" + modelData.kind + "_" + modelData.actionId
                        text: decision.buttonText ? decision.buttonText(modelData) : modelData.text
                        primary: modelData.kind !== decision.quietKind
                        focus: index === 0
                        KeyNavigation.tab: buttons.itemAt((index + 1) % buttons.count)
                        onClicked: decision.frame.choose(modelData.actionId)
                    }
                }
            }
        }
    }
}
