import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The end of the fight: who won and why, the final damage of each fighter, Rematch and Menu.
Rectangle {
    id: screen

    property string resultText
    property string headline
    property bool won: false
    property var lines: []        // [{name, seat, text}] one per fighter
    property string notesTitle: ""
    property var notes: []        // lines under the seats (strings)

    signal rematchRequested()
    signal menuRequested()

    color: "#b3000000"

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 560)
        height: content.implicitHeight + 56
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.gold
        border.width: 2
        scale: screen.visible ? 1 : 0.85
        Behavior on scale {
            NumberAnimation { duration: Theme.uiDuration * 2; easing.type: Easing.OutBack }
        }

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 28
            spacing: 14

            Label {
                Layout.alignment: Qt.AlignHCenter
                text: screen.headline
                font.family: Theme.titleFamily
                font.pixelSize: 40
                font.bold: true
                color: screen.won ? Theme.gold : Theme.text
            }
            Label {
                objectName: "resultText"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: screen.resultText
                font.pixelSize: Theme.fontLarge
                color: Theme.text
            }
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
            Label {
                visible: screen.notesTitle !== ""
                text: screen.notesTitle
                color: Theme.gold
                font.bold: true
            }
            Repeater {
                model: screen.notes
                delegate: Label {
                    required property string modelData
                    Layout.fillWidth: true
                    text: "• " + modelData
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: 10
                spacing: 14
                GmButton {
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
    }
}
