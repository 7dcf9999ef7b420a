import QtQuick
import GrudgeMatch

// "Open card file…": asks for a designer's card file (an edited copy of a game's JSON card file)
// and hands it over in fileChosen.
FileDialogButton {
    text: qsTr("Open card file…")
    dialogTitle: qsTr("Open a card file")
    dialogObjectName: "cardFileDialog"
    acceptLabel: qsTr("Open")
    saving: false
    filters: [qsTr("Card files (*.json)"), qsTr("All files (*)")]
}
