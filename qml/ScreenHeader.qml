import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The top row of a full screen (rules, print and play, Balance Lab): ← Back, the screen's title,
// then whatever buttons the screen adds.
RowLayout {
    id: header

    required property string title
    property string backObjectName: "backButton"
    property bool backEnabled: true

    signal backClicked()

    spacing: Theme.spacing

    GmButton {
        objectName: header.backObjectName
        text: qsTr("← Back")
        enabled: header.backEnabled
        onClicked: header.backClicked()
    }
    Label {
        Layout.fillWidth: true
        text: header.title
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHuge
        font.bold: true
        color: Theme.gold
        elide: Text.ElideRight
    }
}
