import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A drop-down of the print-and-play screen: `model` is a list of { text, value }; it shows `value`
// and reports the user's pick through `chosen` (the owner stores it, and `value` follows).
ComboBox {
    id: box

    property string value
    signal chosen(string value)

    textRole: "text"
    valueRole: "value"
    implicitWidth: 200
    font.pixelSize: Theme.fontNormal

    function sync(): void {
        currentIndex = indexOfValue(value);
    }
    onValueChanged: sync()
    onModelChanged: sync()
    Component.onCompleted: sync()
    onActivated: box.chosen(currentValue)
}
