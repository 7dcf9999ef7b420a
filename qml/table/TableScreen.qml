import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// A screen over the table that waits for the player (the result, a break between two rounds): the
// table dimmed and deaf to the pointer behind a framed panel that holds the screen's items in a
// column and grows in when it appears.
Rectangle {
    id: screen

    default property alias content: column.data
    property real panelWidth: 560
    readonly property real panelMargin: 30     // the least felt around the panel
    readonly property real panelPadding: 56
    readonly property real spacing: column.spacing

    color: "#b3000000"

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * screen.panelMargin, screen.panelWidth)
        height: column.implicitHeight + screen.panelPadding
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.gold
        border.width: 2
        scale: screen.visible ? 1 : 0.85
        Behavior on scale {
            NumberAnimation { duration: Theme.uiDuration * 2; easing.type: Easing.OutBack }
        }

        ColumnLayout {
            id: column
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 28
            spacing: 14
        }
    }
}
