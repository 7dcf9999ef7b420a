pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One option of a game's new-game set-up (an entry of GameCatalog.options): its label and the one
// control its kind asks for, named "<key>Box". Reports its value to the panel.
RowLayout {
    id: field

    required property var modelData
    // The GameOptionsPanel it belongs to (typed as Item: the panel names this type already).
    property Item panel: null
    readonly property string kind: modelData.kind
    readonly property bool listed: kind === "choice" || kind === "seat"
    readonly property int value: kind === "bool" ? (check.checked ? 1 : 0)
                               : kind === "int" ? spin.value
                               : kind === "seat" ? combo.currentIndex
                               : combo.currentIndex >= 0 && combo.currentIndex < modelData.choices.length
                                 ? modelData.choices[combo.currentIndex].value : modelData.defaultValue

    // The text of entry `index`: a choice's label, or a seat named in the option's one entry.
    function entryText(index: int): string {
        if (kind !== "seat")
            return index >= 0 && index < modelData.choices.length ? modelData.choices[index].label : "";
        const label = panel ? panel.seatLabel(index) : qsTranslate("NewGameDialog", "Seat %1").arg(index + 1);
        return modelData.choices.length > 0 ? modelData.choices[0].label.arg(label) : label;
    }

    spacing: Theme.spacing
    enabled: panel ? panel.offered(modelData) : true
    onValueChanged: if (panel) panel.setValue(modelData.key, value)

    Component.onCompleted: {
        if (kind === "choice")
            combo.currentIndex = Math.max(0, modelData.choices.findIndex(c => c.value === modelData.defaultValue));
        else if (kind === "seat")
            combo.currentIndex = modelData.defaultValue;
        else if (kind === "bool")
            check.checked = modelData.defaultValue !== 0;
        else
            spin.value = modelData.defaultValue;
        if (panel)
            panel.setValue(modelData.key, value);
    }

    Label {
        text: field.kind === "bool" ? "" : field.modelData.label
        color: Theme.textDim
        Layout.preferredWidth: 90
    }

    ComboBox {
        id: combo
        objectName: field.listed ? field.modelData.key + "Box" : ""
        visible: field.listed
        Layout.fillWidth: true
        model: field.kind === "seat" ? (field.panel ? field.panel.seatCount : 2)
             : field.listed ? field.modelData.choices.length : 0
        displayText: field.entryText(currentIndex)
        delegate: ItemDelegate {
            required property int index
            width: combo.width
            text: field.entryText(index)
            highlighted: combo.highlightedIndex === index
        }
    }

    CheckBox {
        id: check
        objectName: field.kind === "bool" ? field.modelData.key + "Box" : ""
        visible: field.kind === "bool"
        Layout.fillWidth: true
        text: field.modelData.label
        contentItem: Text {
            leftPadding: check.indicator.width + check.spacing
            text: check.text
            font: check.font
            color: check.enabled ? Theme.text : Theme.textDim
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
        }
    }

    SpinBox {
        id: spin
        objectName: field.kind === "int" ? field.modelData.key + "Box" : ""
        visible: field.kind === "int"
        from: field.modelData.min
        to: field.modelData.max
        editable: true
    }
}
