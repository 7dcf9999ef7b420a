import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// Open card file…: picks a designer's card file (an edited copy of a game's JSON card file). The
// screens that offer it load it on first use, so QtQuick.Dialogs costs nothing until then.
FileDialog {
    id: dialog
    objectName: "cardFileDialog"

    signal cardFileChosen(url file)

    title: qsTr("Open a card file")
    acceptLabel: qsTr("Open")
    fileMode: FileDialog.OpenFile
    nameFilters: [qsTr("Card files (*.json)"), qsTr("All files (*)")]
    onAccepted: dialog.cardFileChosen(selectedFile)
}
