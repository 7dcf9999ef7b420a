pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Sets up a new game: how many players (for games of more than two), for every seat a human or the
// computer (with its level) and a name, plus an optional seed to replay a deal, and the game's own
// options handed to the engine as its variant: those its engine publishes (GameOptionsPanel), and
// what only a panel of the game's own can ask (GameCatalog.optionsPanelUrl). Such a panel provides
// load() (called on opening), prepare(seats, variant) returning {variant} or {error}, and
// optionally seatExtraUrl, a line shown under every seat (created with seatRow and panel).
// Remembers the last seats in Settings.lastSeats and those of each player count in
// Settings.seatsByCount. "Open card file…" plays the cards of a designer's edited card file instead
// of the built-in ones: a file the game refuses is reported through cardFileRefused (the window's
// error dialog) and the choice stays as it was.
GmDialog {
    id: dialog
    objectName: "newGameDialog"

    property string gameId
    readonly property int seatCount: d.players
    // The game's own panel, or null.
    readonly property Item gamePanel: gamePanelLoader.item

    signal started()

    enterAction: () => d.start()
    signal cardFileRefused(string message)

    // A card file for the game (a file: URL), "" for the built-in cards.
    property string cardFile
    onGameIdChanged: cardFile = ""

    // Checks the card file and uses it; a refused one changes nothing.
    function useCardFile(file: url): void {
        const problem = Session.checkCardFile(file, dialog.gameId);
        if (problem !== "") {
            dialog.cardFileRefused(problem);
            return;
        }
        dialog.cardFile = String(file);
    }

    width: Math.min(640, Overlay.overlay ? Overlay.overlay.width - 40 : 640)
    title: qsTr("New game of %1").arg(GameCatalog.gameName(gameId))
    closePolicy: Popup.CloseOnEscape

    onAboutToShow: d.load()

    ConfirmDialog {
        id: discardConfirm
        objectName: "newGameDiscardConfirm"
        title: qsTr("Throw away the game in progress?")
        confirmText: qsTr("Throw it away and start")
        keepText: qsTr("Keep it")
        onConfirmed: {
            d.discardAgreed = true;
            d.start();
        }
    }

    QtObject {
        id: d
        property bool discardAgreed: false
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
            // Computer players of one level still get different names (in some games a seat's name
            // is also its collection of cards).
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
            // Each game its own deal: the last game's seed is not offered again.
            seedField.text = "";
            const last = Settings.lastSeats;
            players = Math.max(minSeats, Math.min(maxSeats, last.length > 0 ? last.length : minSeats));
            fill(remembered(players));
            if (dialog.gamePanel)
                dialog.gamePanel.load();
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
            let options = optionsPanel.variant();
            if (dialog.gamePanel) {
                const prepared = dialog.gamePanel.prepare(seats, options);
                if (prepared.error !== undefined) {
                    error = prepared.error;
                    return;
                }
                options = prepared.variant;
            }
            // A game of this kind still in progress is thrown away only when the player says so.
            if (Session.hasAutosave(dialog.gameId) && !discardConfirm.visible && !d.discardAgreed) {
                discardConfirm.text = qsTr("A game of %1 is in progress: %2 Starting a new one throws it away.")
                    .arg(GameCatalog.gameName(dialog.gameId)).arg(Session.autosaveDescription(dialog.gameId));
                discardConfirm.open();
                return;
            }
            d.discardAgreed = false;
            if (Session.newGame(dialog.gameId, seats, seedField.text.trim(), options, dialog.cardFile)) {
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
                gamePanel: dialog.gamePanel
            }
        }

        GameOptionsPanel {
            id: optionsPanel
            Layout.fillWidth: true
            Layout.topMargin: 6
            gameId: dialog.gameId
            seatCount: dialog.seatCount
            seatLabel: seat => d.seatLabel(seat)
        }

        Loader {
            id: gamePanelLoader
            Layout.fillWidth: true
            visible: status === Loader.Ready
            source: GameCatalog.optionsPanelUrl(dialog.gameId)
            onLoaded: if (dialog.opened) item.load()
        }

        RowLayout {
            Layout.topMargin: 6
            spacing: Theme.spacing
            Label {
                text: qsTr("Cards")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            Label {
                objectName: "cardFileLabel"
                Layout.fillWidth: true
                text: dialog.cardFile === "" ? qsTr("The game's own cards")
                                             : decodeURIComponent(dialog.cardFile.substring(dialog.cardFile.lastIndexOf("/") + 1))
                color: Theme.text
                elide: Text.ElideMiddle
            }
            GmButton {
                objectName: "builtInCardsButton"
                visible: dialog.cardFile !== ""
                text: qsTr("Built-in cards")
                onClicked: dialog.cardFile = ""
            }
            // Inside the row: a second child of the dialog itself would leave the dialog without its
            // content's size.
            OpenCardFileButton {
                objectName: "openCardFileButton"
                onFileChosen: file => dialog.useCardFile(file)
            }
        }

        RowLayout {
            spacing: Theme.spacing
            Label {
                text: qsTr("Seed")
                color: Theme.textDim
                Layout.preferredWidth: 90
            }
            TextField {
                id: seedField
                objectName: "seedField"
                Accessible.name: qsTr("Seed")
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
