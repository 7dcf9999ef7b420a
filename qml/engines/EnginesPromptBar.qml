pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The line in the middle of the Engines table: what to do now, the answers to a question of the
// rules (which end goes up, a card off the table, an action without a target), Cancel while a
// target is being chosen, and End turn.
RowLayout {
    id: bar

    required property EnginesChoices choices
    property string prompt
    property bool canAct: false
    property real zoom: 1

    spacing: Theme.spacing

    Label {
        objectName: "promptLabel"
        Layout.fillWidth: true
        text: bar.prompt
        color: bar.canAct ? Theme.gold : Theme.textDim
        font.pixelSize: Theme.fontNormal * bar.zoom
        font.bold: bar.canAct
        elide: Text.ElideRight
    }
    Repeater {
        model: bar.choices.chooseEndActions.concat(bar.choices.offTablePicks).concat(bar.choices.aimUntargeted)
        delegate: GmButton {
            required property var modelData
            objectName: "choiceButton" + modelData.actionId
            text: modelData.text
            implicitHeight: 34 * bar.zoom
            onClicked: bar.choices.choose(modelData.actionId)
        }
    }
    GmButton {
        objectName: "cancelAimButton"
        visible: bar.choices.aimUid >= 0
        text: qsTr("Cancel")
        implicitHeight: 34 * bar.zoom
        onClicked: bar.choices.cancelAim()
    }
    GmButton {
        objectName: "endTurnButton"
        primary: true
        enabled: bar.choices.endTurnAction !== null && bar.choices.aimUid < 0
        text: qsTr("End turn")
        implicitHeight: 38 * bar.zoom
        onClicked: {
            if (bar.choices.endTurnAction)
                bar.choices.choose(bar.choices.endTurnAction.actionId);
        }
    }
}
