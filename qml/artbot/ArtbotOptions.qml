pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Artbot's part of the new-game dialog (GameUi::optionsPanelUrl): the size of every deck, a damaged
// collections file reported once, and the deck builder. Each seat's name names its collection: the
// dialog shows seatExtraUrl under every seat (ArtbotSeatCollection). prepare() turns the seats into
// the variant (decks, owners and game key from ArtbotCollections). The texts keep the translation
// context of the dialog they came from.
ColumnLayout {
    id: panel
    objectName: "artbotOptions"

    readonly property url seatExtraUrl: "qrc:/GrudgeMatch/ArtbotSeatCollection.qml"
    readonly property int deckSize: deckSizeBox.value

    // Called whenever the dialog opens.
    function load(): void {
        deckSizeBox.value = ArtbotCollections.defaultDeckSize;
    }

    // {variant} for Session.newGame, or {error: text} when these seats cannot play.
    function prepare(seats: var, options: var): var {
        const problem = ArtbotCollections.checkSeats(seats, deckSizeBox.value);
        if (problem !== "")
            return { error: problem };
        const variant = ArtbotCollections.prepareVariant(seats, deckSizeBox.value);
        if (variant.error !== undefined)
            return { error: variant.error };
        return { variant: variant };
    }

    function openDeckBuilder(profileName: string): void {
        deckBuilder.profileName = profileName;
        deckBuilder.deckSize = deckSizeBox.value;
        deckBuilder.open();
    }

    spacing: 14

    RowLayout {
        Layout.topMargin: 6
        spacing: Theme.spacing
        Label {
            text: qsTranslate("NewGameDialog", "Deck size")
            color: Theme.textDim
            Layout.preferredWidth: 90
        }
        SpinBox {
            id: deckSizeBox
            objectName: "deckSizeBox"
            from: ArtbotCollections.minDeckSize
            to: ArtbotCollections.maxDeckSize
            value: ArtbotCollections.defaultDeckSize
            editable: true
        }
        Label {
            text: qsTranslate("NewGameDialog", "cards per player")
            color: Theme.textDim
        }
    }

    RowLayout {
        visible: ArtbotCollections.problem !== ""
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label {
            objectName: "collectionsProblem"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: ArtbotCollections.problem
            color: Theme.danger
        }
        GmButton {
            text: qsTranslate("NewGameDialog", "OK")
            onClicked: ArtbotCollections.dismissProblem()
        }
    }

    ArtbotDeckBuilder {
        id: deckBuilder
    }
}
