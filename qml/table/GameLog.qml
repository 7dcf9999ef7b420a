import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The game log in a side panel: one readable line per action and event, grouped by turn, newest at
// the bottom and kept in view. The glossary's words in a line are links: a click, or Enter on the
// line that has the keyboard focus (arrows move it), shows the entry in a small popup.
// No "pragma ComponentBehavior: Bound" here: with it, Qt 6.4 fails to create ListView section
// delegates ("Component is not ready"); the line delegate reaches the panel by its id.
Rectangle {
    id: panel

    property var model: null   // the session's LogModel; lines arrive once their action has been shown
    property string title: qsTr("Game log")
    property string gameId: ""   // the game whose lines these are (its tones, glossary, turn words)
    // How the running game wants its own event kinds shown (kind -> "danger", "good", "quiet").
    readonly property var tones: GameCatalog.logTones(panel.gameId)

    color: Theme.panel
    border.color: Theme.panelBorder
    radius: Theme.radius

    Label {
        id: titleLabel
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 12
        text: panel.title
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.gold
    }

    ListView {
        id: list
        objectName: "gameLogList"
        anchors.top: titleLabel.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 10
        anchors.topMargin: 8
        clip: true
        spacing: 3
        model: panel.model
        boundsBehavior: Flickable.StopAtBounds
        activeFocusOnTab: true
        keyNavigationEnabled: true
        // Taking the focus, the keyboard starts on the newest line.
        onActiveFocusChanged: if (activeFocus && (currentIndex < 0 || following)) currentIndex = count - 1
        highlightMoveDuration: 0
        // The line the arrows are on, marked while the log has the keyboard's focus (the panel
        // shows the FocusFrame).
        highlight: Rectangle {
            objectName: "logLineMark"
            color: "transparent"
            border.color: Theme.focus
            border.width: 2
            radius: 3
            visible: list.activeFocus && KeyboardFocus.visible
        }
        Accessible.role: Accessible.List
        Accessible.name: panel.title
        // The line with the keyboard focus: its first glossary word opens on Enter.
        Keys.onReturnPressed: list.openFirstEntry()
        Keys.onEnterPressed: list.openFirstEntry()
        function openFirstEntry() {
            if (!list.currentItem)
                return;
            const found = Glossary.entriesIn(panel.gameId, (list.currentItem as LogLine).text);
            if (found.length > 0)
                glossaryPopup.showLink(found[0].link);
        }
        ScrollBar.vertical: ScrollBar {
            policy: ScrollBar.AsNeeded
        }

        // Keeps the newest line in view, unless the reader has scrolled back to read older ones.
        property bool following: true
        onMovementEnded: following = atYEnd
        onContentHeightChanged: {
            if (following)
                Qt.callLater(list.positionViewAtEnd);
        }

        section.property: "turn"
        section.delegate: Item {
            id: sectionItem
            required property string section
            width: ListView.view.width
            height: Number(section) > 0 ? 26 : 0
            visible: Number(section) > 0
            clip: true
            Rectangle {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                height: 1
                color: Theme.panelBorder
            }
            Label {
                anchors.centerIn: parent
                leftPadding: 8
                rightPadding: 8
                text: GameCatalog.turnText(panel.gameId, Number(sectionItem.section), 0, AppLanguage.code)
                font.pixelSize: Theme.fontTiny
                font.bold: true
                color: Theme.textDim
                background: Rectangle {
                    color: Theme.panelSolid
                    radius: 3
                }
            }
        }

        delegate: LogLine {
            required property var model
            width: ListView.view.width - 10
            gameId: panel.gameId
            text: model.text
            onGlossaryLinkActivated: link => glossaryPopup.showLink(link)
            seat: model.seat
            kind: model.kind
            tones: panel.tones
        }
    }

    FocusFrame {
        target: list
    }

    GlossaryPopup {
        id: glossaryPopup
        gameId: panel.gameId
        x: 8
        y: Math.max(8, (panel.height - height) / 2)
        width: panel.width - 16
    }
}
