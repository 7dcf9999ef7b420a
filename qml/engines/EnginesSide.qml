import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One player's things besides the Active Area, in a column beside it: who they are (name, role,
// who plays them, Acts won, whose turn) above their deck, Discard and scoring pile (Bodycount for the
// Vigilante, Evidence for the Detective) with the count toward four. All counts come from the
// EnginesEventPlayer.
ColumnLayout {
    id: side

    required property int seat
    required property EnginesEventPlayer player
    property string name
    property string subtitle
    property bool thinking: false
    property bool ended: false            // the Act or the match is over: nobody's turn
    property real zoom: 1
    property int goal: 4
    property bool isViewer: false         // the side of the player at the screen

    readonly property string prefix: "p" + seat + "."
    readonly property string role: player.match.roles && seat < player.match.roles.length ? player.match.roles[seat] : ""
    readonly property bool myTurn: player.turnSeat === seat && !ended
    readonly property int wins: player.match.wins && seat < player.match.wins.length ? player.match.wins[seat] : 0
    readonly property real pileWidth: Theme.pileCardWidth * 0.8 * zoom

    spacing: 6 * zoom
    // A layout fills its row by default; this column keeps to its content beside the Active Area.
    Layout.fillWidth: false

    function roleName(key: string): string {
        return key === "vigilante" ? qsTr("Vigilante") : key === "detective" ? qsTr("Detective") : "";
    }

    function pileItem(kind: string): Item {
        if (kind === "deck")
            return deck.topCard;
        if (kind === "discard")
            return discard.topCard;
        if (kind === "score")
            return score.topCard;
        return panel;
    }

    function pulse(kind: string): void {
        if (kind === "score")
            score.pulse();
        else if (kind === "deck")
            deck.shuffle();
    }

    // The face-up top card of a pile is hovered (on) or left: the table shows it enlarged.
    signal cardHovered(Card card, bool on)

    Rectangle {
        id: panel
        objectName: "enginesPanel" + side.seat
        Layout.fillWidth: true
        Layout.preferredWidth: Math.max(230 * side.zoom, piles.implicitWidth)
        Layout.preferredHeight: panelColumn.implicitHeight + 12 * side.zoom
        radius: Theme.radius
        color: Theme.panel
        border.color: side.myTurn ? Theme.gold : Theme.seatColor(side.seat)
        border.width: side.myTurn ? 3 : 1

        ColumnLayout {
            id: panelColumn
            anchors.fill: parent
            anchors.margins: 6 * side.zoom
            anchors.leftMargin: 8 * side.zoom
            anchors.rightMargin: 8 * side.zoom
            spacing: 2 * side.zoom

            Label {
                Layout.fillWidth: true
                text: side.name
                elide: Text.ElideRight
                color: Theme.seatColor(side.seat)
                font.pixelSize: Theme.fontLarge * side.zoom
                font.bold: true
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6 * side.zoom
                Rectangle {
                    objectName: "roleBadge" + side.seat
                    visible: side.role !== ""
                    Layout.alignment: Qt.AlignTop
                    implicitWidth: roleLabel.implicitWidth + 12
                    implicitHeight: roleLabel.implicitHeight + 4
                    radius: height / 2
                    color: side.role === "vigilante" ? "#7a1f2b" : "#1f4f7a"
                    Label {
                        id: roleLabel
                        anchors.centerIn: parent
                        text: side.role === "vigilante" ? qsTr("☠ Vigilante") : qsTr("★ Detective")
                        color: "white"
                        font.pixelSize: Theme.fontSmall * side.zoom
                        font.bold: true
                    }
                }
                // Who plays this seat; wraps to a second line rather than being cut off.
                Label {
                    objectName: "seatSubtitle" + side.seat
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignVCenter
                    text: side.subtitle
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall * side.zoom
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 4 * side.zoom
                Label {
                    text: qsTr("Acts won")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontTiny * side.zoom
                }
                Repeater {
                    model: Math.max(1, side.player.match.winsNeeded || 1)
                    Rectangle {
                        required property int index
                        width: 11 * side.zoom
                        height: width
                        radius: width / 2
                        color: index < side.wins ? Theme.gold : "transparent"
                        border.color: Theme.gold
                    }
                }
                Item {
                    Layout.fillWidth: true
                }
                BusyIndicator {
                    visible: side.thinking
                    running: side.thinking
                    Layout.preferredWidth: 16 * side.zoom
                    Layout.preferredHeight: 16 * side.zoom
                }
                Label {
                    objectName: "turnLabel" + side.seat
                    text: side.thinking ? qsTr("Thinking…") : !side.myTurn ? "" : side.isViewer ? qsTr("Your turn") : qsTr("Their turn")
                    color: side.myTurn ? Theme.gold : Theme.textDim
                    font.pixelSize: Theme.fontSmall * side.zoom
                    font.bold: side.myTurn
                }
            }
        }
    }

    RowLayout {
        id: piles
        Layout.alignment: Qt.AlignHCenter
        spacing: Theme.spacing * side.zoom

        EnginesPile {
            id: deck
            objectName: "deckPile" + side.seat
            Layout.alignment: Qt.AlignVCenter
            cardWidth: side.pileWidth
            count: side.player.zoneCount(side.prefix + "deck")
            faceUp: false
            back: side.role
            caption: qsTr("Deck")
        }
        EnginesPile {
            id: discard
            onTopHovered: on => side.cardHovered(discard.topCard, on)
            objectName: "discardPile" + side.seat
            Layout.alignment: Qt.AlignVCenter
            cardWidth: side.pileWidth
            count: side.player.zoneCount(side.prefix + "discard")
            topFace: side.player.topFace(side.prefix + "discard")
            topEnd: side.player.topEnds[side.prefix + "discard"] || 0
            caption: qsTr("Discard")
        }
        EnginesPile {
            id: score
            onTopHovered: on => side.cardHovered(score.topCard, on)
            objectName: "scorePile" + side.seat
            Layout.alignment: Qt.AlignVCenter
            cardWidth: side.pileWidth
            count: side.player.zoneCount(side.prefix + "score")
            topFace: side.player.topFace(side.prefix + "score")
            topEnd: side.player.topEnds[side.prefix + "score"] || 0
            goal: side.goal
            caption: side.role === "vigilante" ? qsTr("Bodycount") : qsTr("Evidence")
        }
    }
}
