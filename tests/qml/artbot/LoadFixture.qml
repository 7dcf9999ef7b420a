import QtQuick
import GrudgeMatch

// What the files of qml/artbot/ need to be created on their own in tst_loads.qml.
Item {
    ArtbotTable {
        id: table
        view: Session.table
        visible: false
    }

    SeatSetupRow {
        id: seatRow
        index: 0
    }

    ArtbotOptions {
        id: artbotOptions
    }

    // The initial properties of `file`, or null for a file that is not this game's.
    function initialProperties(file: string): var {
        switch (file) {
        case "ArtbotSeatCollection.qml":
            return { seatRow: seatRow, panel: artbotOptions };
        case "ArtbotMiddle.qml":
            return { frame: table };
        case "ArtbotSeat.qml":
            return { frame: table, seat: 0 };
        default:
            return null;
        }
    }
}
