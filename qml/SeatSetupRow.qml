import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One seat of the new-game dialog: who plays it (a person or the computer at a level) and a name,
// and below them the line a game's own options panel adds to every seat (its seatExtraUrl).
ColumnLayout {
    id: row

    required property int index
    property string kind: "human"      // "human" | "ai"
    property string level: "normal"    // "easy" | "normal" | "hard"
    property string typedName: ""
    property string defaultName: ""
    readonly property string profileName: typedName.trim() !== "" ? typedName.trim() : defaultName
    // The new-game panel of the running game (NewGameDialog.gamePanel), or null.
    property Item gamePanel: null

    function loadExtra(): void {
        const url = gamePanel && gamePanel.seatExtraUrl !== undefined ? gamePanel.seatExtraUrl : "";
        if (String(url) === "")
            extra.source = "";
        else
            extra.setSource(url, { seatRow: row, panel: gamePanel });
    }

    onGamePanelChanged: loadExtra()
    Component.onCompleted: loadExtra()

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
            Accessible.name: qsTr("Seat %1: who plays").arg(row.index + 1)
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
            Accessible.name: qsTr("Seat %1: computer level").arg(row.index + 1)
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
            Accessible.name: qsTr("Seat %1: name").arg(row.index + 1)
            Layout.fillWidth: true
            text: row.typedName
            placeholderText: row.defaultName
            maximumLength: 24
            selectByMouse: true
            onTextEdited: row.typedName = text
        }
    }

    Loader {
        id: extra
        Layout.fillWidth: true
        Layout.leftMargin: 100
        visible: status === Loader.Ready
    }
}
