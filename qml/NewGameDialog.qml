pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Sets up a new game: for every seat a human or the computer (with its level) and a name, plus an
// optional seed to replay a deal. Remembers the last set-up in Settings.lastSeats.
GmDialog {
    id: dialog
    objectName: "newGameDialog"

    property string gameId
    readonly property int seatCount: d.minSeats

    signal started()

    width: Math.min(640, parent ? parent.width - 40 : 640)
    title: qsTr("New game of %1").arg(GameCatalog.gameName(gameId))
    closePolicy: Popup.CloseOnEscape

    onAboutToShow: d.load()

    QtObject {
        id: d
        property string error
        readonly property int minSeats: {
            for (let i = 0; i < catalogRows.count; ++i) {
                const row = catalogRows.objectAt(i);
                if (row && row.gameId === dialog.gameId)
                    return row.minSeats;
            }
            return 2;
        }

        function defaultName(kind: string, level: string, seat: int): string {
            if (kind === "human")
                return qsTr("Player %1").arg(seat + 1);
            // Two computer fighters of one level still get different names.
            const second = seat % 2 === 1;
            if (level === "easy")
                return second ? qsTr("Scrapper") : qsTr("Rookie");
            if (level === "hard")
                return second ? qsTr("Titan") : qsTr("Champion");
            return second ? qsTr("Bruiser") : qsTr("Brawler");
        }

        function load(): void {
            error = "";
            const last = Settings.lastSeats;
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                const saved = i < last.length ? last[i] : null;
                row.kind = saved && saved.kind ? saved.kind : (i === 0 ? "human" : "ai");
                row.level = saved && saved.level ? saved.level : "normal";
                row.typedName = saved && saved.name ? saved.name : "";
            }
        }

        function start(): void {
            const seats = [];
            const remembered = [];
            for (let i = 0; i < seatRows.count; ++i) {
                const row = seatRows.itemAt(i);
                const name = row.typedName.trim() !== "" ? row.typedName.trim()
                                                         : defaultName(row.kind, row.level, i);
                seats.push({ kind: row.kind, level: row.level, name: name });
                remembered.push({ kind: row.kind, level: row.level, name: row.typedName.trim() });
            }
            Settings.lastSeats = remembered;
            if (Session.newGame(dialog.gameId, seats, seedField.text.trim())) {
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
        }
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 14

        Repeater {
            id: seatRows
            model: dialog.seatCount
            delegate: SeatSetupRow {
                defaultName: d.defaultName(kind, level, index)
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
