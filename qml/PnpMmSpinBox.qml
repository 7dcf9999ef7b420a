import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A length in millimetres with one decimal, for the print-and-play settings. Shows `mm`, reports
// the user's value through `mmEdited` (the owner stores it, and `mm` follows).
SpinBox {
    id: box

    property real mm: 0
    property real minimumMm: 0
    property real maximumMm: 10
    property real stepMm: 0.1
    signal mmEdited(real mm)

    // The spin box counts tenths of a millimetre.
    from: Math.round(minimumMm * 10)
    to: Math.round(maximumMm * 10)
    stepSize: Math.max(1, Math.round(stepMm * 10))
    editable: true
    implicitWidth: 150
    font.pixelSize: Theme.fontNormal
    value: Math.round(mm * 10)
    onMmChanged: value = Math.round(mm * 10)
    onValueModified: box.mmEdited(value / 10)

    textFromValue: (v, locale) => qsTr("%1 mm").arg(Number(v / 10).toLocaleString(locale, 'f', 1))
    valueFromText: (text, locale) => {
        const digits = text.replace(/[^0-9.,\-]/g, "");
        try {
            return Math.round(Number.fromLocaleString(locale, digits) * 10);
        } catch (e) {
            return box.value;
        }
    }
    validator: RegularExpressionValidator {
        regularExpression: /\s*-?\d{0,3}([.,]\d?)?\s*(mm)?\s*/
    }
}
