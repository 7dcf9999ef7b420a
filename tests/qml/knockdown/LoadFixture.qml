import QtQuick
import GrudgeMatch

// What the files of qml/knockdown/ need to be created on their own in tst_loads.qml.
Item {
    KnockdownEventPlayer {
        id: eventPlayer
    }

    // The initial properties of `file`, or null for a file that is not this game's.
    function initialProperties(file: string): var {
        switch (file) {
        case "FighterSide.qml":
            return { seat: 0, player: eventPlayer };
        default:
            return null;
        }
    }
}
