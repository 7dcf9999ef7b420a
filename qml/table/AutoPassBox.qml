import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The viewing player's own choice to pass by themself whenever a response window offers them
// nothing but a pass (Session.setAutoPass). Off, every window asks, whatever the hand holds, so
// nobody learns anything from the prompt; on, such a window passes at once, which the others may
// notice. Shown beside the pass of a response window.
CheckBox {
    id: box

    required property TableView view   // the table's (TableFrame.view)

    readonly property int seat: box.view.seat

    objectName: "autoPassBox"
    text: qsTr("Auto-pass")
    checked: seat >= 0 && seat < Session.seats.length && Session.seats[seat].autoPass === true
    onToggled: Session.setAutoPass(seat, checked)
    font.pixelSize: Theme.fontSmall
    // On the felt: light words, a dark box with a gold edge and tick.
    palette.windowText: Theme.text
    palette.base: Theme.panelSolid
    palette.text: Theme.gold
    palette.mid: Theme.gold
    palette.dark: Theme.gold
    hoverEnabled: true

    CardTip {
        shown: box.hovered
        text: qsTr("Pass by yourself whenever you hold nothing you could respond with, without being asked. The others may notice that you never hesitate.")
    }
}
