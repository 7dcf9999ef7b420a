import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// The Balance Lab's Save dialog for its exports (CSV tables, PNG charts). Loaded on first use, so
// QtQuick.Dialogs costs nothing until then.
FileDialog {
    id: dialog
    objectName: "balanceFileDialog"

    property string suffix
    property list<string> filters

    signal chosen(url file)

    acceptLabel: qsTr("Export")
    fileMode: FileDialog.SaveFile
    defaultSuffix: dialog.suffix
    nameFilters: dialog.filters
    onAccepted: dialog.chosen(selectedFile)
}
