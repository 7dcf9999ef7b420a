pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Sets up a new game: for every seat a human or the computer (with its level) and a name, plus an
// optional seed to replay a deal, and a game's own match options (Engines of Vengeance: one Act or
// best of three, the designer's optional setups, who is the Vigilante first), handed to the engine
// as its variant. Remembers the last seats in Settings.lastSeats.
GmDialog {
    id: dialog
    objectName: "newGameDialog"

    property string gameId
    readonly property int seatCount: d.minSeats
    readonly property bool enginesOptions: gameId === "engines"

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
            if (Session.newGame(dialog.gameId, seats, seedField.text.trim(), variant())) {
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
