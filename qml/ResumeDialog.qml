import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Offered at start when the last session left a game in progress: Resume (accepted) or Discard.
// Its texts keep the translation context of the window they came from.
GmDialog {
    id: resumeDialog
    objectName: "resumeDialog"
    title: qsTranslate("Main", "Resume the last game?")
    closePolicy: Popup.NoAutoClose
    width: Math.min(500, (Overlay.overlay ? Overlay.overlay.width : 580) - 80)
    // Which game it is (Session.autosaveDescription()), set before opening; "" when unknown.
    property string description

    Column {
        width: resumeDialog.availableWidth
        spacing: 10
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTranslate("Main", "A game was still in progress when Grudge Match last closed. Pick it up where you left off, or throw it away?")
            color: Theme.text
            font.pixelSize: Theme.fontNormal
        }
        Label {
            objectName: "resumeDescription"
            width: parent.width
            visible: resumeDialog.description !== ""
            wrapMode: Text.WordWrap
            text: resumeDialog.description
            color: Theme.gold
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
    }
    footer: DialogButtonBox {
        background: Item {}
        padding: 16
        alignment: Qt.AlignRight
        GmButton {
            objectName: "discardButton"
            text: qsTranslate("Main", "Discard")
            DialogButtonBox.buttonRole: DialogButtonBox.DestructiveRole
            onClicked: {
                Session.discardAutosave();
                resumeDialog.close();
            }
        }
        GmButton {
            objectName: "resumeButton"
            primary: true
            text: qsTranslate("Main", "Resume")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
}
