import QtQuick
import GrudgeMatch

// What the files of qml/artbot/ need to be created on their own in tst_loads.qml.
Item {
    ArtbotEventPlayer {
        id: artbotPlayer
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
        case "ArtbotRevealStrip.qml":
            return { player: artbotPlayer };
        case "ArtbotDeckCard.qml":
            return { face: "", name: "", owned: 1, inDeck: 0 };
        case "ArtbotDeckList.qml":
            return { model: null };
        case "ArtbotSeat.qml":
            return { seat: 0, player: artbotPlayer };
        default:
            return null;
        }
    }
}
