import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A button that shows its word, or, when `compact`, a narrow sign with the word as its tooltip;
// screen readers always get the word. `wordWidth` is its width with the word, for a bar that
// decides whether its words fit.
GmButton {
    id: button

    property string word
    property string sign
    property bool compact: true
    readonly property real wordWidth: Math.max(110, wordMetrics.advanceWidth + 38)

    text: compact ? sign : word
    implicitHeight: 32
    implicitWidth: compact ? implicitHeight * 1.4 : wordWidth
    leftPadding: compact ? 4 : 18
    rightPadding: compact ? 4 : 18
    Accessible.name: word
    ToolTip.visible: compact && hovered
    ToolTip.text: word
    ToolTip.delay: Theme.uiDuration

    TextMetrics {
        id: wordMetrics
        font: button.font
        text: button.word
    }
}
