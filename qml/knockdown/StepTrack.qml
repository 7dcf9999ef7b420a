pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// How the turn on the table resolved, step by step in speed order: which cards acted at each speed
// and what every hit dealt, with its breakdown (base, CRITICAL, momentum, reduction).
Rectangle {
    id: track

    property var lines: []     // [{ text, kind, seat }]
    property string title: qsTr("This turn")
    property real zoom: 1

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    Label {
        id: heading
        x: 12
        y: 8
        text: track.title
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontNormal * track.zoom
        font.bold: true
        color: Theme.gold
    }

    Flickable {
        id: flick
        anchors.top: heading.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 10
        anchors.topMargin: 6
        clip: true
        contentHeight: column.height
        boundsBehavior: Flickable.StopAtBounds
        onContentHeightChanged: contentY = Math.max(0, contentHeight - height)

        Column {
            id: column
            width: flick.width
            spacing: 4

            Label {
                visible: track.lines.length === 0
                width: parent.width
                wrapMode: Text.WordWrap
                text: qsTr("Both fighters choose a card in secret. Then both cards turn over and resolve in speed order: INSTANT first, then the higher number.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall * track.zoom
            }

            Repeater {
                model: track.lines
                delegate: Row {
                    id: line
                    required property var modelData
                    width: column.width
                    spacing: 6
                    Rectangle {
                        width: 6
                        height: 6
                        radius: 3
                        y: 6
                        visible: line.modelData.kind !== "step"
                        color: line.modelData.seat >= 0 ? Theme.seatColor(line.modelData.seat) : Theme.textDim
                    }
                    Text {
                        width: parent.width - 12
                        text: line.modelData.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall * track.zoom
                        font.bold: line.modelData.kind === "step" || line.modelData.kind === "loss"
                        color: line.modelData.kind === "step" ? Theme.gold
                             : line.modelData.kind === "loss" || line.modelData.kind === "knockdown" ? Theme.danger
                             : line.modelData.kind === "rally" ? Theme.good
                             : Theme.text
                    }
                }
            }
        }
    }
}
