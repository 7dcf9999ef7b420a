import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One playable game on the start screen (a GameCatalog row): name, summary, seats and its buttons.
Rectangle {
    id: tile

    required property int index
    required property string gameId
    required property string name
    required property string summary
    required property int minSeats
    required property int maxSeats
    required property var backs

    readonly property bool running: Session.active && !Session.over && Session.gameId === gameId
    // Read again when the start screen shows or an autosave comes or goes (StartScreen).
    property int refresh: 0
    // A game of this kind in progress, kept in its own autosave: who plays, how far, when saved.
    readonly property bool saved: {
        void tile.refresh;
        return Session.hasAutosave(tile.gameId);
    }
    readonly property string inProgress: {
        void tile.refresh;
        return saved ? Session.autosaveDescription(tile.gameId) : "";
    }
    // A game whose table is not in this build yet can be read and printed, not started.
    readonly property bool hasTable: String(GameCatalog.tableUrl(gameId)) !== ""
    // The player's record here (Settings.playRecord), read again whenever a game ends.
    readonly property var record: {
        void Session.over;
        return Settings.playRecord(gameId);
    }

    signal newGameRequested()
    signal rulesRequested()
    signal printRequested()
    signal continueRequested()
    signal discardRequested()

    objectName: "gameTile_" + gameId
    implicitHeight: content.implicitHeight + 2 * 22
    radius: 14
    color: Theme.panel
    border.color: hover.hovered ? Theme.gold : Theme.panelBorder
    border.width: hover.hovered ? 2 : 1

    Behavior on border.color {
        ColorAnimation { duration: Theme.uiDuration }
    }

    HoverHandler {
        id: hover
    }

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 22
        spacing: 22

        // A small hand of card backs as the game's picture.
        Item {
            Layout.preferredWidth: 104
            Layout.preferredHeight: 132
            Layout.alignment: Qt.AlignTop
            Card {
                width: 70
                x: 0
                y: 16
                rotation: -8
                gameId: tile.gameId
                back: tile.backs.length > 1 ? tile.backs[1] : (tile.backs.length > 0 ? tile.backs[0] : "")
                faceUp: false
            }
            Card {
                width: 70
                x: 30
                y: 4
                rotation: 7
                gameId: tile.gameId
                back: tile.backs.length > 0 ? tile.backs[0] : ""
                faceUp: false
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                Layout.fillWidth: true
                text: tile.name
                // A long name on a narrow window wraps instead of running out of the tile.
                wrapMode: Text.WordWrap
                font.family: Theme.titleFamily
                font.pixelSize: 28
                font.bold: true
                color: Theme.gold
            }
            Label {
                Layout.fillWidth: true
                text: tile.summary
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontNormal
                color: Theme.text
                lineHeight: 1.15
            }
            Label {
                text: tile.minSeats === tile.maxSeats
                      ? (tile.minSeats === 1 ? qsTr("1 player") : qsTr("%1 players").arg(tile.minSeats))
                      : qsTr("%1–%2 players").arg(tile.minSeats).arg(tile.maxSeats)
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
            }
            Label {
                objectName: "record_" + tile.gameId
                visible: tile.record.played > 0
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
                text: {
                    const r = tile.record;
                    if (r.againstComputer === 0)
                        return qsTr("Games played: %1").arg(r.played);
                    const names = { easy: qsTr("Easy"), normal: qsTr("Normal"), hard: qsTr("Hard") };
                    const levels = [];
                    for (const level of ["easy", "normal", "hard"])
                        if (r.levels[level])
                            levels.push(qsTr("%1: %2 of %3").arg(names[level]).arg(r.levels[level].won).arg(r.levels[level].played));
                    return qsTr("Games played: %1. Won against the computer: %2 of %3 (%4)")
                        .arg(r.played).arg(r.won).arg(r.againstComputer).arg(levels.join(", "));
                }
            }
            Label {
                objectName: "inProgress_" + tile.gameId
                visible: tile.saved
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.gold
                text: tile.inProgress !== "" ? qsTr("In progress: %1").arg(tile.inProgress)
                                             : qsTr("A game in progress that cannot be read (Continue says why).")
            }
            // A Flow, so the buttons wrap instead of leaving the tile.
            Flow {
                Layout.topMargin: 8
                Layout.fillWidth: true
                spacing: 10
                GmButton {
                    objectName: "continueButton_" + tile.gameId
                    visible: tile.running || tile.saved
                    primary: true
                    text: qsTr("Continue")
                    onClicked: tile.continueRequested()
                }
                GmButton {
                    objectName: "discardButton_" + tile.gameId
                    visible: tile.saved && !tile.running
                    text: qsTr("Throw away")
                    onClicked: tile.discardRequested()
                }
                GmButton {
                    objectName: "newGameButton_" + tile.gameId
                    primary: !tile.running && !tile.saved && tile.hasTable
                    enabled: tile.hasTable
                    text: qsTr("New game")
                    onClicked: tile.newGameRequested()
                }
                GmButton {
                    objectName: "rulesButton_" + tile.gameId
                    text: qsTr("Rules")
                    onClicked: tile.rulesRequested()
                }
                GmButton {
                    objectName: "printButton_" + tile.gameId
                    text: qsTr("Print and play")
                    onClicked: tile.printRequested()
                }
            }
            Label {
                objectName: "noTableNote_" + tile.gameId
                visible: !tile.hasTable
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Its table is still being built: read the rules and print the cards meanwhile.")
                color: Theme.textDim
            }
        }
    }
}
