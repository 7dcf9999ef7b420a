import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One seat of the new-game dialog: who plays it (a person or the computer at a level) and a name.
// For Artbot the name is also the seat's collection (profile): a line below tells how many cards it
// holds (or that a new profile starts with the starter collection), warns when that is fewer than
// the deck size, and a human seat gets a "Deck…" button for the deck builder.
ColumnLayout {
    id: row

    required property int index
    property string kind: "human"      // "human" | "ai"
    property string level: "normal"    // "easy" | "normal" | "hard"
    property string typedName: ""
    property string defaultName: ""
    property bool artbot: false
    property int deckSize: 20
    readonly property string profileName: typedName.trim() !== "" ? typedName.trim() : defaultName
    // ArtbotCollections.profile(profileName), re-read whenever the collections change.
    readonly property var profile: {
        if (!artbot)
            return ({});
        void ArtbotCollections.profiles;
        return ArtbotCollections.profile(profileName);
    }
    readonly property bool tooFewCards: artbot && profile.cardCount !== undefined
                                        && profile.cardCount < deckSize

    signal deckRequested()

    spacing: 4

    // The combo boxes set their own index when the user picks; these keep them in step when the
    // dialog loads a remembered set-up.
    onKindChanged: kindBox.currentIndex = kind === "ai" ? 1 : 0
    onLevelChanged: levelBox.currentIndex = level === "easy" ? 0 : level === "hard" ? 2 : 1

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        RowLayout {
            Layout.preferredWidth: 90
            spacing: 6
            Rectangle {
                Layout.preferredWidth: 12
                Layout.preferredHeight: 12
                radius: 6
                color: Theme.seatColor(row.index)
            }
            Label {
                text: qsTr("Seat %1").arg(row.index + 1)
                color: Theme.text
                font.bold: true
            }
        }

        ComboBox {
            id: kindBox
            objectName: "seatKind" + row.index
            Layout.preferredWidth: 140
            textRole: "label"
            valueRole: "value"
            model: [
                { label: qsTr("Human"), value: "human" },
                { label: qsTr("Computer"), value: "ai" }
            ]
            currentIndex: row.kind === "ai" ? 1 : 0
            onActivated: row.kind = currentValue
        }

        ComboBox {
            id: levelBox
            objectName: "seatLevel" + row.index
            Layout.preferredWidth: 120
            enabled: row.kind === "ai"
            opacity: enabled ? 1 : 0.4
            textRole: "label"
            valueRole: "value"
            model: [
                { label: qsTr("Easy"), value: "easy" },
                { label: qsTr("Normal"), value: "normal" },
                { label: qsTr("Hard"), value: "hard" }
            ]
            currentIndex: row.level === "easy" ? 0 : row.level === "hard" ? 2 : 1
            onActivated: row.level = currentValue
        }

        TextField {
            objectName: "seatName" + row.index
            Layout.fillWidth: true
            text: row.typedName
            placeholderText: row.defaultName
            maximumLength: 24
            selectByMouse: true
            onTextEdited: row.typedName = text
        }
    }

    // Artbot: the seat's collection.
    RowLayout {
        visible: row.artbot
        Layout.fillWidth: true
        Layout.leftMargin: 100
        spacing: Theme.spacing

        Label {
            objectName: "seatCollection" + row.index
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall
            color: row.tooFewCards ? Theme.danger : Theme.textDim
            text: {
                if (!row.artbot || row.profile.cardCount === undefined)
                    return "";
                if (!row.profile.exists)
                    return qsTr("New profile: starter collection (%1 cards)").arg(row.profile.cardCount);
                let line = qsTr("Collection of %1: %2 cards").arg(row.profileName).arg(row.profile.cardCount);
                if (row.tooFewCards)
                    line += " — " + qsTr("fewer than the deck size of %1").arg(row.deckSize);
                else if (row.kind === "human" && row.profile.deckCount > 0)
                    line += " — " + qsTr("saved deck of %1").arg(row.profile.deckCount);
                return line;
            }
        }

        GmButton {
            objectName: "seatDeck" + row.index
            visible: row.kind === "human"
            implicitHeight: 30
            text: qsTr("Deck…")
            onClicked: row.deckRequested()
        }
    }
}
