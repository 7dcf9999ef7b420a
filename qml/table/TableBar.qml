import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The strip along the top of the table: the game and turn, and the table's own buttons.
// A layout cannot shrink a button below its text, so where the whole words do not fit beside the
// title, the turn and the game's indicators (a narrow window, German's longer words), the buttons
// show a sign each, with the word as their tooltip and accessible name, and the title's type
// shrinks rather than lose letters.
RowLayout {
    id: bar

    required property TableView view   // the table's (TableFrame.view)

    property int turn: 1
    property int maxTurns: 0
    property real zoom: 1
    // The width the bar may take (the frame's, less the log): the bar never pushes past it.
    property real available: width
    property alias logChecked: logButton.checked
    default property alias extras: extraRow.data
    readonly property real wordsWidth: title.implicitWidth + turnBox.implicitWidth
                                       + extraRow.implicitWidth + (undoBox.visible ? undoBox.implicitWidth : 0)
                                       + logButton.wordWidth + rulesButton.wordWidth
                                       + menuButton.wordWidth + 7 * spacing
    readonly property bool compact: wordsWidth > available

    signal rulesRequested()
    signal menuRequested()

    spacing: Theme.spacing

    // The title gives way first when the window is narrow, so the buttons stay on the table: its
    // type shrinks to fit.
    Label {
        id: title
        objectName: "gameTitle"
        Layout.minimumWidth: Math.min(implicitWidth, 100)
        Layout.preferredWidth: implicitWidth
        Layout.maximumWidth: implicitWidth
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.fontNormal
        elide: Text.ElideRight
        text: GameCatalog.gameName(bar.view.gameId)
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHuge * 0.8 * bar.zoom
        font.bold: true
        color: Theme.gold
    }
    Rectangle {
        id: turnBox
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
            text: GameCatalog.turnText(bar.view.gameId, bar.turn, bar.maxTurns, AppLanguage.code)
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
    SignButton {
        compact: bar.compact
        id: logButton
        objectName: "logToggleButton"
        word: checked ? qsTr("Hide log") : qsTr("Show log")
        sign: checked ? "\u21E5" : "\u21E4"
        checkable: true
        checked: true
    }
    // Undo (Ctrl+Z) where the rules allow it: a narrow arrow, so the bar keeps its width in every
    // language; the tooltip says what it does, or why it is disabled. A disabled button gets no
    // hover, so the wrapper watches the pointer.
    // A replay is watched, not played: nothing there to take back.
    Item {
        id: undoBox
        visible: !Session.replaying
        implicitWidth: undoButton.implicitWidth
        implicitHeight: undoButton.implicitHeight
        ToolTip.visible: undoHover.hovered
        ToolTip.text: bar.view.canUndo ? qsTr("Take back your last move (Ctrl+Z)") : bar.view.undoReason
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
            enabled: bar.view.canUndo
            Accessible.name: qsTr("Undo")
            Accessible.description: undoBox.ToolTip.text
            onClicked: Session.undo()
        }
        Shortcut {
            sequences: [StandardKey.Undo]
            enabled: bar.view.canUndo
            onActivated: Session.undo()
        }
    }
    SignButton {
        compact: bar.compact
        id: rulesButton
        objectName: "tableRulesButton"
        word: qsTr("Rules")
        sign: "?"
        onClicked: bar.rulesRequested()
    }
    SignButton {
        compact: bar.compact
        id: menuButton
        objectName: "tableMenuButton"
        word: qsTr("Menu")
        sign: "\u2261"
        onClicked: bar.menuRequested()
    }
}
