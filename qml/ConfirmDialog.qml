import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Asks before something that cannot be undone (a game in progress thrown away). `text` says what
// would be lost; the safe answer is the default: Enter and Escape keep it, only the button that
// says so goes ahead (confirmed()).
GmDialog {
    id: confirm

    property string text
    property string confirmText
    property string keepText

    signal confirmed()

    // Over the whole window, also when opened from inside another dialog.
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(520, (Overlay.overlay ? Overlay.overlay.width : 600) - 80)
    enterAction: () => confirm.reject()

    Label {
        objectName: "confirmText"
        width: confirm.availableWidth
        wrapMode: Text.WordWrap
        text: confirm.text
        color: Theme.text
        font.pixelSize: Theme.fontNormal
    }

    footer: DialogButtonBox {
        background: Item {}
        padding: 16
        alignment: Qt.AlignRight
        GmButton {
            objectName: "confirmGoAhead"
            text: confirm.confirmText
            DialogButtonBox.buttonRole: DialogButtonBox.DestructiveRole
            onClicked: {
                confirm.close();
                confirm.confirmed();
            }
        }
        GmButton {
            objectName: "confirmKeep"
            primary: true
            text: confirm.keepText
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
