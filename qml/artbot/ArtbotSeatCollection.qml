import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Under one seat of the new-game dialog: the seat's name is also its Artbot collection (profile).
// Tells how many cards it holds (or that a new profile starts with the starter collection), warns
// when that is fewer than the deck size, and gives a human seat a "Deck…" button for the deck
// builder. The texts keep the translation context of the seat row they came from.
RowLayout {
    id: line

    required property SeatSetupRow seatRow
    required property ArtbotOptions panel
    // ArtbotCollections.profile(profileName), re-read whenever the collections change.
    readonly property var profile: {
        void ArtbotCollections.profiles;
        return ArtbotCollections.profile(seatRow.profileName);
    }
    readonly property bool tooFewCards: profile.cardCount !== undefined
                                        && profile.cardCount < panel.deckSize

    spacing: Theme.spacing

    Label {
        objectName: "seatCollection" + line.seatRow.index
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.fontSmall
        color: line.tooFewCards ? Theme.danger : Theme.textDim
        text: {
            if (line.profile.cardCount === undefined)
                return "";
            if (!line.profile.exists)
                return qsTranslate("SeatSetupRow", "New profile: starter collection (%1 cards)").arg(line.profile.cardCount);
            let text = qsTranslate("SeatSetupRow", "Collection of %1: %2 cards").arg(line.seatRow.profileName).arg(line.profile.cardCount);
            if (line.tooFewCards)
                text += " — " + qsTranslate("SeatSetupRow", "fewer than the deck size of %1").arg(line.panel.deckSize);
            else if (line.seatRow.kind === "human" && line.profile.deckCount > 0)
                text += " — " + qsTranslate("SeatSetupRow", "saved deck of %1").arg(line.profile.deckCount);
            return text;
        }
    }

    GmButton {
        objectName: "seatDeck" + line.seatRow.index
        visible: line.seatRow.kind === "human"
        implicitHeight: 30
        text: qsTranslate("SeatSetupRow", "Deck…")
        onClicked: line.panel.openDeckBuilder(line.seatRow.profileName)
    }
}
