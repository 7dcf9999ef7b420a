pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// One player's things besides the Active Area, in a column beside it: their seat panel (name,
// role, who plays them, whose turn; the scoring pile toward its goal and the Acts won, as the
// engine's figures) above their deck, Discard and scoring pile (Bodycount for the Vigilante,
// Evidence for the Detective).
ColumnLayout {
    id: side

    required property TableFrame frame
    required property int seat

    readonly property string prefix: "p" + seat + "."
    readonly property var row: frame.player(seat)
    readonly property string role: row ? row.role : ""
    readonly property alias deckView: deck
    readonly property alias panel: panel
    readonly property real pileWidth: Theme.pileCardWidth * 0.8 * frame.zoom

    // The face-up top card of a pile is hovered (on) or left: the table shows it enlarged.
    signal cardHovered(Item card, bool on)

    spacing: 6 * frame.zoom
    // A layout fills its row by default; this column keeps to its content beside the Active Area.
    Layout.fillWidth: false

    // A card arrived on the scoring pile: it pulses.
    function pulse(): void {
        bump.restart();
    }

    SeatPanel {
        id: panel
        objectName: "enginesPanel" + side.seat
        Layout.fillWidth: true
        Layout.preferredWidth: Math.max(230 * side.frame.zoom, piles.implicitWidth, panel.naturalWidth)
        row: side.row
        zoom: side.frame.zoom
        keys: ["score", "matchWins"]
        labels: ({ score: side.frame.pileName(side.role), matchWins: qsTr("Acts won") })
        roleLabels: ({ vigilante: qsTr("☠ Vigilante"), detective: qsTr("★ Detective") })
        roleColors: ({ vigilante: "#7a1f2b", detective: "#1f4f7a" })
        activeText: side.seat === side.frame.mySeat && side.frame.meHuman ? qsTr("Your turn") : qsTr("Their turn")
    }

    RowLayout {
        id: piles
        Layout.alignment: Qt.AlignHCenter
        spacing: Theme.spacing * side.frame.zoom

        ZoneView {
            id: deck
            objectName: "deckPile" + side.seat
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "deck")
            cardWidth: side.pileWidth
            caption: qsTr("Deck")
        }
        ZoneView {
            objectName: "discardPile" + side.seat
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "discard")
            cardWidth: side.pileWidth
            caption: qsTr("Discard")
            tips: true
            onCardHovered: (card, on) => side.cardHovered(card, on)
        }
        ZoneView {
            id: score
            objectName: "scorePile" + side.seat
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "score")
            cardWidth: side.pileWidth
            caption: side.frame.pileName(side.role)
            captionColor: Theme.gold
            accent: Theme.gold
            tips: true
            onCardHovered: (card, on) => side.cardHovered(card, on)

            SequentialAnimation {
                id: bump
                NumberAnimation { target: score; property: "scale"; to: 1.12; duration: Theme.uiDuration }
                NumberAnimation { target: score; property: "scale"; to: 1; duration: Theme.uiDuration * 2 }
            }
        }
    }
}
