import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The tooltip of a card on the table: at most 360 px wide (longer text wraps) and next to the card
// it belongs to (above it, or below it with `below`) instead of across the whole window.
ToolTip {
    id: tip

    property bool shown: false
    property bool below: false
    property real gap: 6

    visible: shown
    delay: 350
    width: Math.min(implicitWidth, 360)
    x: ((parent ? parent.width : 0) - width) / 2
    y: below ? (parent ? parent.height : 0) + gap : -height - gap
}
