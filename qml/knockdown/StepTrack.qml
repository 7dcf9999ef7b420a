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
    property string gameId: ""   // whose log tones and words these are
    property real zoom: 1
    // The turn's step headings, then the game's own tones of the log.
    readonly property var tones: Object.assign({ step: "heading" }, GameCatalog.logTones(track.gameId))

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
                delegate: LogLine {
                    required property var modelData
                    width: column.width
                    text: modelData.text
                    seat: modelData.seat
                    kind: modelData.kind
                    zoom: track.zoom
                    tones: track.tones
                }
            }
        }
    }
}
