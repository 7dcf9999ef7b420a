import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The Act scoreboard in the Engines table's bar: which Act of how many, and the Acts won by each
// player.
Rectangle {
    id: board
    objectName: "actScoreboard"

    required property EnginesEventPlayer player
    property var names: ["", ""]          // the two seats' names, for screen readers
    property real zoom: 1

    radius: 4
    color: "#33000000"
    border.color: Theme.gold
    implicitWidth: scoreRow.implicitWidth + 16
    implicitHeight: scoreRow.implicitHeight + 6
    Row {
        id: scoreRow
        anchors.centerIn: parent
        spacing: 10
        Label {
            objectName: "actLabel"
            text: qsTr("Act %1 of %2").arg(board.player.match.act).arg(board.player.match.acts)
            color: Theme.gold
            font.bold: true
            font.pixelSize: Theme.fontSmall * board.zoom
        }
        // Acts won, each in its seat's colour (the colour of the name in
        // its panel): names here would make the bar wider than the window.
        Label {
            objectName: "matchScore"
            text: qsTr("<font color=\"%1\">%2</font> – <font color=\"%3\">%4</font>")
                  .arg(Theme.seatColor(0)).arg(board.player.match.wins[0] || 0)
                  .arg(Theme.seatColor(1)).arg(board.player.match.wins[1] || 0)
            textFormat: Text.StyledText
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontSmall * board.zoom
            Accessible.name: qsTr("%1 %2 – %3 %4").arg(board.names[0]).arg(board.player.match.wins[0] || 0)
                             .arg(board.player.match.wins[1] || 0).arg(board.names[1])
        }
    }
}
