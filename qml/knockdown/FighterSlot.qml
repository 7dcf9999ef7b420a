import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// Where a fighter's Action card of the turn lies: face down until both have chosen, turned over by
// the reveal, and after the turn the card just played, dimmed.
ZoneView {
    id: slot

    required property TableFrame table   // the Knockdown table
    required property int seat

    readonly property var shown: table.revealed[seat] || null

    Layout.alignment: Qt.AlignVCenter
    frame: table
    model: slot.table.view.zone("p" + seat + ".play")
    layout: "slot"
    cardWidth: Theme.slotCardWidth * table.zoom
    cardName: "slotCard" + seat
    captionColor: Theme.seatColor(seat)
    active: table.activeSeats.indexOf(seat) >= 0
    ghostFace: table.slotGhost(seat)
    ghostBack: "action"
    faceOverrides: shown && shown.inPlay ? { "row:0": shown.face } : {}
}
