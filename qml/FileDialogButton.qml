import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// A button that asks for a file (Save/Export or Open) and hands it over in fileChosen. The dialog
// is made on first use, so QtQuick.Dialogs costs nothing until then, and lives in this file, not
// in the screen's: a screen under `pragma ComponentBehavior: Bound` cannot have a Loader make a
// component it declares inline (Qt 6.4), so a dialog declared there never opened.
GmButton {
    id: button

    required property string dialogTitle
    property string dialogObjectName
    property string acceptLabel
    // true: a Save dialog (a typed name gets `suffix`); false: an Open dialog.
    property bool saving: true
    property string suffix
    // The name a Save dialog proposes, without the suffix.
    property string fileName
    property list<string> filters

    // The dialog once it has been opened, else null.
    readonly property GmFileDialog dialog: loader.item as GmFileDialog

    signal fileChosen(url file)

    function openDialog(): void {
        loader.active = true;
        button.dialog.ask();
    }

    onClicked: button.openDialog()

    Loader {
        id: loader
        visible: false
        active: false
        sourceComponent: GmFileDialog {
            objectName: button.dialogObjectName
            title: button.dialogTitle
            acceptLabel: button.acceptLabel
            fileMode: button.saving ? FileDialog.SaveFile : FileDialog.OpenFile
            suffix: button.suffix
            fileName: button.fileName
            nameFilters: button.filters
            onChosen: file => button.fileChosen(file)
        }
    }
}
