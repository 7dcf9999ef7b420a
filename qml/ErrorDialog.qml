import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Something the user should know went wrong (a refused file, a failed save): the message and OK.
// Its texts keep the translation context of the window they came from.
GmDialog {
    id: errorDialog
    objectName: "errorDialog"
    property string message
    title: qsTranslate("Main", "Something went wrong")
    width: Math.min(560, (Overlay.overlay ? Overlay.overlay.width : 640) - 80)
    Label {
        width: errorDialog.availableWidth
        wrapMode: Text.WordWrap
        text: errorDialog.message
        color: Theme.text
        font.pixelSize: Theme.fontNormal
    }
    footer: DialogButtonBox {
        background: Item {}
        padding: 16
        alignment: Qt.AlignRight
        GmButton {
            objectName: "errorOkButton"
            primary: true
            text: qsTranslate("Main", "OK")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
}
