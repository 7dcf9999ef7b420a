import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// Open and Save for game files. Main.qml loads it on first use, so QtQuick.Dialogs (and the widgets
// of its non-native fallback) cost nothing at start-up.
FileDialog {
    id: dialog
    objectName: "fileDialog"

    // true: save the running game; false: open a saved one.
    property bool saving: false
    signal gameOpened()

    title: saving ? qsTr("Save the game") : qsTr("Open a saved game")
    acceptLabel: saving ? qsTr("Save") : qsTr("Open")
    fileMode: saving ? FileDialog.SaveFile : FileDialog.OpenFile
    defaultSuffix: "json"
    nameFilters: saving ? [qsTr("Grudge Match saves (*.json)")]
                        : [qsTr("Grudge Match saves (*.json)"), qsTr("All files (*)")]
    onAccepted: {
        if (saving)
            Session.save(selectedFile);
        else if (Session.open(selectedFile))
            dialog.gameOpened();
    }
}
