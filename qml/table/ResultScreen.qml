import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The end of a game: who won and why, one line per seat, Rematch and Menu.
TableScreen {
    id: screen

    property string resultText
    property string headline
    property bool won: false
    property var lines: []        // [{name, seat, text}] one per fighter
    property string notesTitle: ""
    property var notes: []        // lines under the seats (strings)

    signal rematchRequested()
    signal menuRequested()

    // The keyboard lands on Rematch when the game ends.
    onVisibleChanged: if (visible) rematchButton.forceActiveFocus()

    Label {
        id: headlineLabel
        Layout.alignment: Qt.AlignHCenter
        text: screen.headline
        font.family: Theme.titleFamily
        font.pixelSize: 40
        font.bold: true
        color: screen.won ? Theme.gold : Theme.text
    }
    Label {
        id: resultLabel
        objectName: "resultText"
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: screen.resultText
        font.pixelSize: Theme.fontLarge
        color: Theme.text
    }
    ColumnLayout {
        id: seatLines
        Layout.fillWidth: true
        spacing: 14
        Repeater {
            model: screen.lines
            delegate: RowLayout {
                id: lineRow
                required property var modelData
                Layout.fillWidth: true
                spacing: 8
                Rectangle {
                    Layout.preferredWidth: 10
                    Layout.preferredHeight: 10
                    radius: 5
                    color: Theme.seatColor(lineRow.modelData.seat)
                }
                Label {
                    text: lineRow.modelData.name
                    font.bold: true
                    color: Theme.text
                    Layout.preferredWidth: 150
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    text: lineRow.modelData.text
                    color: Theme.textDim
                    elide: Text.ElideRight
                }
            }
        }
    }
    Label {
        id: notesTitleLabel
        visible: screen.notesTitle !== ""
        text: screen.notesTitle
        color: Theme.gold
        font.bold: true
    }
    // The notes take what the window leaves the panel, then scroll (wheel, drag, the bar).
    ListView {
        id: notesList
        objectName: "resultNotes"
        // (The other items measured one by one: the column's own height follows this list's.)
        readonly property real room: screen.height - 2 * screen.panelMargin - screen.panelPadding
                                     - headlineLabel.implicitHeight - resultLabel.implicitHeight - seatLines.implicitHeight
                                     - notesTitleLabel.implicitHeight - buttons.implicitHeight - buttons.Layout.topMargin
                                     - 5 * screen.spacing
        visible: count > 0
        Layout.fillWidth: true
        Layout.preferredHeight: Math.max(Math.min(contentHeight, 3 * Theme.buttonHeight), Math.min(contentHeight, room))
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        model: screen.notes
        ScrollBar.vertical: ScrollBar {
            objectName: "resultNotesScrollBar"
            policy: notesList.contentHeight > notesList.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        delegate: Label {
            required property string modelData
            required property int index
            objectName: "resultNote" + index
            width: ListView.view.width - 14
            text: "• " + modelData
            color: Theme.text
            wrapMode: Text.WordWrap
        }
    }
    RowLayout {
        id: buttons
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: 10
        spacing: 14
        GmButton {
            id: rematchButton
            objectName: "rematchButton"
            primary: true
            text: qsTr("Rematch")
            onClicked: screen.rematchRequested()
        }
        GmButton {
            objectName: "resultMenuButton"
            text: qsTr("Menu")
            onClicked: screen.menuRequested()
        }
    }
}
