import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Hot-seat handover: an opaque cover over the whole table while the screen passes from one human to
// the next, so none sees another's hand or secret choice.
Rectangle {
    id: cover

    property string nextName
    property string gameId: ""   // whose card backs it shows

    signal acknowledged()

    // The keyboard goes to the button while the screen is up.
    function takeKeyboard(): void {
        showButton.forceActiveFocus();
    }
    onVisibleChanged: if (visible) takeKeyboard()
    Component.onCompleted: if (visible) takeKeyboard()

    color: Theme.feltDark
    opacity: visible ? 1 : 0

    // Swallow every click and key so nothing under the cover can be used.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 22

        Row {
            Layout.alignment: Qt.AlignHCenter
            spacing: -30
            Repeater {
                model: 3
                Card {
                    required property int index
                    width: 90
                    gameId: cover.gameId
                    faceUp: false
                    rotation: (index - 1) * 10
                }
            }
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Pass the screen to %1").arg(cover.nextName)
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHuge
            font.bold: true
            color: Theme.gold
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: 520
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("What the others hold or chose stays hidden. Only %1 should look at the table now.").arg(cover.nextName)
            font.pixelSize: Theme.fontNormal
            color: Theme.textDim
        }
        GmButton {
            id: showButton
            objectName: "privacyButton"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            text: qsTr("I am %1 — show my cards").arg(cover.nextName)
            onClicked: cover.acknowledged()
        }
    }
}
