import QtQuick
import GrudgeMatch

// The one visible focus of the app's own Tab stops (zones, the log, buttons, seat panels): a
// bright frame just outside its parent while `target` has the keyboard's focus and the keyboard is
// in use (KeyboardFocus.visible). A test finds it by `focusFrame` and reads `shown`.
Rectangle {
    id: frame

    property Item target: parent
    // Whether the target counts as focused: its active focus unless the owner says more (a Control
    // passes its visualFocus).
    property bool focused: target !== null && target.activeFocus
    property real gap: 3
    readonly property bool focusFrame: true
    // (KeyboardFocus first: reading it makes the singleton, which must watch the keys from the start.)
    readonly property bool shown: KeyboardFocus.visible && focused

    objectName: "focusFrame"
    anchors.fill: parent
    anchors.margins: -gap
    visible: shown
    z: 1000
    color: "transparent"
    radius: Theme.radius
    border.width: 3
    border.color: Theme.focus

    // A dark rim inside the bright one, so the frame shows on gold cards and on pale panels alike.
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.border.width
        radius: Math.max(0, parent.radius - parent.border.width)
        color: "transparent"
        border.width: 1
        border.color: Theme.focusRim
    }
}
