import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The table's button: a gold call-to-action when `primary`, a quiet outlined one otherwise; the
// keyboard's focus shows as the app's FocusFrame.
Button {
    id: control

    property bool primary: false

    implicitHeight: Theme.buttonHeight
    leftPadding: 18
    rightPadding: 18
    font.pixelSize: Theme.fontNormal
    font.bold: primary
    hoverEnabled: true
    // Enter presses the focused button as Space does (in a dialog too: as a focused push button
    // is the default one on the desktop).
    Keys.onReturnPressed: if (enabled) clicked()
    Keys.onEnterPressed: if (enabled) clicked()

    contentItem: Text {
        text: control.text
        font: control.font
        color: !control.enabled ? Theme.textDim
             : control.primary ? "#2a1d05" : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 110
        radius: 6
        opacity: control.enabled ? 1 : 0.5
        color: control.primary
               ? (control.down ? Theme.goldDark : control.hovered ? "#f2cd6e" : Theme.gold)
               : (control.down ? "#0f3a24" : control.hovered ? "#2a7449" : "#1c5535")
        border.color: control.primary ? Theme.goldDark : Theme.panelBorder
        border.width: 1
        Behavior on color {
            ColorAnimation { duration: Theme.uiDuration }
        }
        FocusFrame {
            target: control
            radius: parent.radius + 3
        }
    }
}
