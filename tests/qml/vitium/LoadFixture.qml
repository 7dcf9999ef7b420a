import QtQuick
import GrudgeMatch

// What the files of qml/vitium/ need to be created on their own in tst_loads.qml.
Item {
    VitiumTable {
        id: table
        view: Session.table
        visible: false
    }

    // The initial properties of `file`, or null for a file that is not this game's.
    function initialProperties(file: string): var {
        switch (file) {
        case "VitiumSeat.qml":
            return { frame: table, seat: 0 };
        default:
            return null;
        }
    }
}
