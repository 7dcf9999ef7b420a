pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A player's separate Unstable piles in a row of fixed slots, so the distance to the losing third
// pile is visible at a glance. `piles` lists the card count of each pile made so far.
Row {
    id: row

    property var piles: []
    property int maxPiles: 3
    property real cardWidth: Theme.pileCardWidth

    spacing: 6

    // The card of slot k, where a card flying to pile k lands.
    function slotCard(k: int): Item {
        const slot = slots.itemAt(Math.max(0, Math.min(k, maxPiles - 1)));
        return slot ? slot.topCard : row;
    }

    Repeater {
        id: slots
        model: row.maxPiles
        PileView {
            required property int index
            readonly property int size: index < row.piles.length ? row.piles[index] : 0
            readonly property bool last: index === row.maxPiles - 1
            cardWidth: row.cardWidth
            count: size
            topFace: "unstable"
            faceUp: true
            accent: Theme.unstable
            warn: last
            caption: qsTr("Unstable %1").arg(index + 1)
            emptyText: last ? qsTr("A third pile loses") : qsTr("empty")
            opacity: size > 0 ? 1 : 0.75
        }
    }
}
