import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Shown instead of a table when the running game has none in this build (no qml/<game>/ table
// registered for it): says so plainly and leads back to the menu, rather than showing another
// game's table.
FeltBackground {
    id: screen
    objectName: "noTable"

    property string gameName

    signal menuRequested()

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 560)
        spacing: Theme.spacing * 2

        Label {
            objectName: "noTableMessage"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("This version of Grudge Match has no table for %1 yet, so it cannot be played here.").arg(screen.gameName)
            font.pixelSize: Theme.fontLarge
            color: Theme.text
        }
        GmButton {
            Layout.alignment: Qt.AlignHCenter
            primary: true
            text: qsTr("Back to the menu")
            onClicked: screen.menuRequested()
        }
    }
}
