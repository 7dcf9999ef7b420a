import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// Open, Save and Watch (a replay) for game files. Main.qml loads it on first use, so QtQuick.Dialogs
// costs nothing at start-up. A save named without ".json" is written as "<name>.json".
GmFileDialog {
    id: dialog
    objectName: "fileDialog"

    // true: save the running game; false: open a saved one (to watch it as a replay: watching).
    property bool saving: false
    property bool watching: false
    signal gameOpened()

    title: saving ? qsTr("Save the game") : watching ? qsTr("Watch a saved game") : qsTr("Open a saved game")
    acceptLabel: saving ? qsTr("Save") : watching ? qsTr("Watch") : qsTr("Open")
    fileMode: saving ? FileDialog.SaveFile : FileDialog.OpenFile
    suffix: "json"
    fileName: Session.gameName
    nameFilters: saving ? [qsTr("Grudge Match saves (*.json)")]
                        : [qsTr("Grudge Match saves (*.json)"), qsTr("All files (*)")]
    onChosen: file => {
        if (saving)
            Session.save(file);
        else if (watching ? Session.watch(file) : Session.open(file))
            dialog.gameOpened();
    }
}
