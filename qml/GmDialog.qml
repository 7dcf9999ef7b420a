import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The app's dialog: a dark panel with a gold frame and title, centred over a dimmed window.
// Content and a DialogButtonBox footer (of GmButtons) come from the user. Escape rejects it, Enter
// does what its main button does: accept() (the AcceptRole button) unless `enterAction` says
// otherwise, as a dialog must whose main button keeps it open when what it asks is refused.
Dialog {
    id: dialog

    property var enterAction: () => dialog.accept()

    modal: true

    // Inside a popup a shortcut is live only while that popup is the topmost one.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.opened
        onActivated: dialog.enterAction()
    }
    anchors.centerIn: Overlay.overlay
    padding: 22
    topPadding: 12

    Overlay.modal: Rectangle {
        color: "#99000000"
    }

    background: Rectangle {
        color: Theme.panelSolid
        radius: 12
        border.color: Theme.goldDark
        border.width: 2
    }

    header: Label {
        text: dialog.title
        padding: 22
        bottomPadding: 4
        font.family: Theme.titleFamily
        font.pixelSize: 24
        font.bold: true
        color: Theme.gold
        elide: Text.ElideRight
    }
}
