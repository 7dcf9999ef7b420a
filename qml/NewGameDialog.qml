pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Sets up a new game: how many players (for games of more than two), for every seat a human or the
// computer (with its level) and a name, plus an optional seed to replay a deal, and a game's own
// options handed to the engine as its variant: Engines of Vengeance's match (one Act or best of
// three, the designer's optional setups, who is the Vigilante first); Artbot's deck size, with each
// seat's name naming its collection and a deck builder for human seats (the variant's decks, owners
// and game key come from ArtbotCollections). Remembers the last seats in Settings.lastSeats and
// those of each player count in Settings.seatsByCount.
GmDialog {
    id: dialog
    objectName: "newGameDialog"

    property string gameId
    readonly property int seatCount: d.players
    readonly property bool enginesOptions: gameId === "engines"
    readonly property bool artbotOptions: gameId === "artbot"

    signal started()

    width: Math.min(640, parent ? parent.width - 40 : 640)
    title: qsTr("New game of %1").arg(GameCatalog.gameName(gameId))
    closePolicy: Popup.CloseOnEscape

    onAboutToShow: d.load()

    QtObject {
        id: d
        property string error
        property int players: 2
        readonly property var catalogRow: {
            for (let i = 0; i < catalogRows.count; ++i) {
                const row = catalogRows.objectAt(i);
                if (row && row.gameId === dialog.gameId)
                    return row;
            }
            return null;
        }
        readonly property int minSeats: catalogRow ? catalogRow.minSeats : 2
        readonly property int maxSeats: catalogRow ? catalogRow.maxSeats : 2

        function defaultName(kind: string, level: string, seat: int): string {
            if (kind === "human")
                return qsTr("Player %1").arg(seat + 1);
            // Computer players of one level still get different names (an Artbot seat's name is
            // also its collection).
            const names = level === "easy" ? [qsTr("Rookie"), qsTr("Scrapper"), qsTr("Novice"), qsTr("Tinker")]
                        : level === "hard" ? [qsTr("Champion"), qsTr("Titan"), qsTr("Colossus"), qsTr("Warlord")]
                        : [qsTr("Brawler"), qsTr("Bruiser"), qsTr("Slugger"), qsTr("Grinder")];
            return names[seat % names.length];
        }

        // The seats remembered for a player count: that count's own, else the last game's.
        function remembered(count: int): var {
            const byCount = Settings.seatsByCount[String(count)];
            return byCount && byCount.length > 0 ? byCount : Settings.lastSeats;
        }

        // The rows as they are now (to keep them when the player count changes).
        function currentRows(): var {
            const rows = [];
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                rows.push({ kind: row.kind, level: row.level, name: row.typedName });
            }
            return rows;
        }

        function fill(saved: var): void {
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                const s = i < saved.length ? saved[i] : null;
                row.kind = s && s.kind ? s.kind : (i === 0 ? "human" : "ai");
                row.level = s && s.level ? s.level : "normal";
                row.typedName = s && s.name ? s.name : "";
            }
        }

        function load(): void {
            error = "";
            const last = Settings.lastSeats;
            players = Math.max(minSeats, Math.min(maxSeats, last.length > 0 ? last.length : minSeats));
            fill(remembered(players));
            deckSizeBox.value = ArtbotCollections.defaultDeckSize;
        }

        // A new player count: that count's remembered seats, else the rows so far plus defaults.
        function setPlayers(count: int): void {
            if (count === players)
                return;
            const byCount = Settings.seatsByCount[String(count)];
            const keep = byCount && byCount.length > 0 ? byCount : currentRows();
            players = count;
            fill(keep);
        }

        // The game's own options (rules/engines/engines_match.h); {} for games without any.
        function variant(): var {
            if (!dialog.enginesOptions)
                return {};
            const single = actsBox.currentIndex === 1;
            const out = { acts: single ? 1 : 3, vigilante: vigilanteBox.currentIndex };
            if (!single)
                out.setups = setupsBox.checked;
            return out;
        }

        function seatLabel(seat: int): string {
            const row = seat < seatRows.count ? seatRows.itemAt(seat) : null;
            if (!row)
                return qsTr("Seat %1").arg(seat + 1);
            const name = row.typedName.trim() !== "" ? row.typedName.trim() : defaultName(row.kind, row.level, seat);
            return qsTr("Seat %1 (%2)").arg(seat + 1).arg(name);
        }

        function seats(): var {
            const out = [];
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                out.push({ kind: row.kind, level: row.level, name: row.profileName });
            }
            return out;
        }

        function start(): void {
            const seats = d.seats();
            const remembered = [];
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                remembered.push({ kind: row.kind, level: row.level, name: row.typedName.trim() });
            }
            Settings.lastSeats = remembered;
            const byCount = Settings.seatsByCount;
            byCount[String(players)] = remembered;
            Settings.seatsByCount = byCount;
            let options = variant();
            if (dialog.artbotOptions) {
                const problem = ArtbotCollections.checkSeats(seats, deckSizeBox.value);
                if (problem !== "") {
                    error = problem;
                    return;
                }
                options = ArtbotCollections.prepareVariant(seats, deckSizeBox.value);
                if (options.error !== undefined) {
                    error = options.error;
                    return;
                }
            }
            if (Session.newGame(dialog.gameId, seats, seedField.text.trim(), options)) {
                dialog.close();
                dialog.started();
            } else {
                error = Session.lastError;
            }
        }
    }

    Instantiator {
        id: catalogRows
        model: GameCatalog
        delegate: QtObject {
            required property string gameId
            required property int minSeats
            required property int maxSeats
        }
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 14

        // How many play: only for games of more than two.
        RowLayout {
            objectName: "playerCountRow"
            visible: d.maxSeats > 2
            spacing: Theme.spacing
            Label {
                text: qsTr("Players")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            Repeater {
                model: d.maxSeats - d.minSeats + 1
                delegate: GmButton {
                    required property int index
                    readonly property int count: d.minSeats + index
                    objectName: "playerCount" + count
                    implicitHeight: 32
                    primary: d.players === count
                    text: count
                    onClicked: d.setPlayers(count)
                }
            }
        }

        Repeater {
            id: seatRows
            model: dialog.seatCount
            delegate: SeatSetupRow {
                Layout.fillWidth: true
                defaultName: d.defaultName(kind, level, index)
                artbot: dialog.artbotOptions
                deckSize: deckSizeBox.value
                onDeckRequested: {
                    deckBuilder.profileName = profileName;
                    deckBuilder.deckSize = deckSizeBox.value;
                    deckBuilder.open();
                }
            }
        }

        // Artbot: the size of every deck, and a damaged collections file reported once.
        RowLayout {
            objectName: "artbotOptions"
            visible: dialog.artbotOptions
            Layout.topMargin: 6
            spacing: Theme.spacing
            Label {
                text: qsTr("Deck size")
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
                text: qsTr("cards per player")
                color: Theme.textDim
            }
        }
        RowLayout {
            visible: dialog.artbotOptions && ArtbotCollections.problem !== ""
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
                text: qsTr("OK")
                onClicked: ArtbotCollections.dismissProblem()
            }
        }

        // Engines of Vengeance: how long the match is and how it starts.
        GridLayout {
            objectName: "enginesOptions"
            visible: dialog.enginesOptions
            Layout.fillWidth: true
            Layout.topMargin: 6
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: 8

            Label {
                text: qsTr("Acts")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            ComboBox {
                id: actsBox
                objectName: "actsBox"
                Layout.fillWidth: true
                model: [qsTr("Best of three Acts (roles swap each Act)"), qsTr("A single Act")]
            }

            Item {
                Layout.preferredWidth: 90
                Layout.preferredHeight: 1
            }
            CheckBox {
                id: setupsBox
                objectName: "setupsBox"
                Layout.fillWidth: true
                enabled: actsBox.currentIndex === 0
                text: qsTr("Designer's optional setups for Act 2 and Act 3")
                contentItem: Text {
                    leftPadding: setupsBox.indicator.width + setupsBox.spacing
                    text: setupsBox.text
                    font: setupsBox.font
                    color: setupsBox.enabled ? Theme.text : Theme.textDim
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                text: qsTr("Vigilante")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            ComboBox {
                id: vigilanteBox
                objectName: "vigilanteBox"
                Layout.fillWidth: true
                // Who plays the Vigilante in Act 1 (the other seat is the Detective; they swap each
                // Act). The model is the seat number, so renaming a seat keeps the choice.
                model: 2
                displayText: qsTr("%1 is the Vigilante in Act 1").arg(d.seatLabel(currentIndex))
                delegate: ItemDelegate {
                    required property int index
                    width: vigilanteBox.width
                    text: qsTr("%1 is the Vigilante in Act 1").arg(d.seatLabel(index))
                    highlighted: vigilanteBox.highlightedIndex === index
                }
            }
        }

        RowLayout {
            Layout.topMargin: 6
            spacing: Theme.spacing
            Label {
                text: qsTr("Seed")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            TextField {
                id: seedField
                objectName: "seedField"
                Layout.fillWidth: true
                placeholderText: qsTr("Random — enter a number to replay a deal")
                selectByMouse: true
                onAccepted: d.start()
            }
        }

        Label {
            Layout.fillWidth: true
            visible: d.error !== ""
            text: d.error
            wrapMode: Text.WordWrap
            color: Theme.danger
            objectName: "newGameError"
        }
    }

    ArtbotDeckBuilder {
        id: deckBuilder
    }

    footer: DialogButtonBox {
        background: Item {}
        padding: 16
        alignment: Qt.AlignRight
        GmButton {
            objectName: "cancelNewGameButton"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        GmButton {
            objectName: "startGameButton"
            primary: true
            text: qsTr("Start")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            // Not an AcceptRole button: the dialog stays open when the session refuses the set-up.
            onClicked: d.start()
        }
    }
}
