import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The strip along the top of the table: the game and turn, and the table's own buttons.
RowLayout {
    id: bar

    property int turn: 1
    property int maxTurns: 0
    property real zoom: 1
    property alias logChecked: logButton.checked
    default property alias extras: extraRow.data

    signal rulesRequested()
    signal menuRequested()

    spacing: Theme.spacing

    // The title gives way first when the window is narrow, so the buttons stay on the table.
    Label {
        Layout.minimumWidth: Math.min(implicitWidth, 100)
        Layout.preferredWidth: implicitWidth
        Layout.maximumWidth: implicitWidth
        elide: Text.ElideRight
        text: Session.gameName
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHuge * 0.8 * bar.zoom
        font.bold: true
        color: Theme.gold
    }
    Rectangle {
        Layout.alignment: Qt.AlignVCenter
        radius: 4
        color: "#33000000"
        border.color: Theme.panelBorder
        implicitWidth: turnLabel.implicitWidth + 16
        implicitHeight: turnLabel.implicitHeight + 6
        Label {
            id: turnLabel
            objectName: "turnLabel"
            anchors.centerIn: parent
            text: bar.maxTurns > 0 ? qsTr("Turn %1 of %2").arg(bar.turn).arg(bar.maxTurns)
                                   : qsTr("Turn %1").arg(bar.turn)
            font.pixelSize: Theme.fontSmall * bar.zoom
            color: Theme.text
        }
    }
    // A game's own indicators (e.g. the Act scoreboard) go here, after the turn.
    Row {
        id: extraRow
        Layout.alignment: Qt.AlignVCenter
        spacing: Theme.spacing
    }
    Item {
        Layout.fillWidth: true
    }
    GmButton {
        id: logButton
        objectName: "logToggleButton"
        text: checked ? qsTr("Hide log") : qsTr("Show log")
        checkable: true
        checked: true
        implicitHeight: 32
    }
    // Undo (Ctrl+Z) where the rules allow it: a narrow arrow, so the bar keeps its width in every
    // language; the tooltip says what it does, or why it is disabled. A disabled button gets no
    // hover, so the wrapper watches the pointer.
    Item {
        id: undoBox
        implicitWidth: undoButton.implicitWidth
        implicitHeight: undoButton.implicitHeight
        ToolTip.visible: undoHover.hovered
        ToolTip.text: Session.canUndo ? qsTr("Take back your last move (Ctrl+Z)") : Session.undoReason
        ToolTip.delay: Theme.uiDuration
        HoverHandler {
            id: undoHover
        }
        GmButton {
            id: undoButton
            objectName: "undoButton"
            anchors.fill: parent
            text: "\u21B6"
            implicitWidth: implicitHeight * 1.4
            implicitHeight: 32
            leftPadding: 4
            rightPadding: 4
            font.pixelSize: Theme.fontLarge
            font.bold: true
            enabled: Session.canUndo
            Accessible.name: qsTr("Undo")
            Accessible.description: undoBox.ToolTip.text
            onClicked: Session.undo()
        }
        Shortcut {
            sequences: [StandardKey.Undo]
            enabled: Session.canUndo
            onActivated: Session.undo()
        }
    }
    GmButton {
        objectName: "tableRulesButton"
        text: qsTr("Rules")
        implicitHeight: 32
        onClicked: bar.rulesRequested()
    }
    GmButton {
        objectName: "tableMenuButton"
        text: qsTr("Menu")
        implicitHeight: 32
        onClicked: bar.menuRequested()
    }
}
