import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// The other seats along the top of a table, in turn order after the one in front of the screen
// (TableFrame.opponents), left to right: one `seat` delegate each (a game's seat panel with its
// zones, which declares `required property int modelData`, the seat). seatItem(s) finds the one
// drawn for seat s.
RowLayout {
    id: row

    required property TableFrame frame
    // The game's seat: a Component whose item takes `modelData` (the seat number).
    property Component seat
    readonly property int count: repeater.count

    function seatItem(s: int): Item {
        return repeater.itemAt(frame.opponents.indexOf(s));
    }

    spacing: Theme.spacing * frame.zoom

    Repeater {
        id: repeater
        model: row.frame.opponents
        delegate: row.seat
    }
}
