import QtQuick
import QtQuick.Dialogs
import QtQuick.Templates as T
import GrudgeMatch

// Every Save, Export and Open dialog of the app. It starts in the documents folder and hands the
// chosen file over in `chosen`, a saved name completed with `suffix` when it was typed without it
// (FileChoice). choose() is that accept path: the dialog's own button and Enter end in it.
//
// Where the platform has no file dialog of its own, Qt 6.4 shows its QML one, which takes a typed
// name only once the name field has lost the focus: its accept button stays disabled while one
// types, and Enter in the field only commits the name. Here the field has the focus as a Save
// dialog opens, the button is enabled as soon as there is a name, and Enter accepts at once.
FileDialog {
    id: dialog

    // The format's suffix without the dot ("json", "pdf"); "" for a file of any kind.
    property string suffix
    // The name a Save dialog proposes (without the suffix), then the last name chosen; a Save
    // dialog needs one.
    property string fileName
    // Where the dialog opens: the documents folder, then the folder of the last file chosen.
    property url folder: FileChoice.documentsFolder()
    property url lastFile

    signal chosen(url file)

    // Opens the dialog in `folder`. Qt 6.4's own dialog would otherwise open in the working
    // directory after its first use: the file it hands over is a bare path, whose folder it then
    // cannot read back.
    function ask(): void {
        dialog.currentFolder = dialog.folder;
        if (dialog.fileMode === FileDialog.SaveFile && dialog.fileName !== "")
            dialog.selectedFile = FileChoice.fileIn(dialog.folder, dialog.fileName + "." + dialog.suffix);
        else if (String(dialog.lastFile) !== "")
            dialog.selectedFile = dialog.lastFile;
        dialog.open();
    }
    function choose(file: url): void {
        const saving = dialog.fileMode === FileDialog.SaveFile;
        const chosenFile = FileChoice.withSuffix(file, saving ? dialog.suffix : "");
        dialog.folder = FileChoice.folderOf(chosenFile);
        dialog.lastFile = chosenFile;
        if (saving)
            dialog.fileName = FileChoice.nameWithout(chosenFile, dialog.suffix);
        dialog.chosen(chosenFile);
    }

    defaultSuffix: dialog.suffix
    onAccepted: dialog.choose(selectedFile)
    onVisibleChanged: {
        if (visible && fileMode === FileDialog.SaveFile)
            Qt.callLater(dialog.prepareNameField);
    }

    // The name field of Qt's own dialog and its accept button while it is shown (none when the
    // platform's dialog is used). As it opens, the dialog moves the focus to its file list (and
    // again when it has listed the folder and found the proposed file there): for a moment, and
    // until the person types, the field takes it back.
    property T.TextField nameField: null
    property T.AbstractButton acceptButton: null
    property bool holdNameFocus: false

    Timer {
        id: holdTimer
        interval: 500
        onTriggered: dialog.holdNameFocus = false
    }
    Connections {
        target: dialog.holdNameFocus ? dialog.parentWindow : null
        ignoreUnknownSignals: true
        function onActiveFocusItemChanged(): void {
            dialog.focusName();
        }
    }

    function findShown(item: Item, test: var): Item {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (!child.visible)
                continue;
            if (test(child))
                return child;
            const found = dialog.findShown(child, test);
            if (found)
                return found;
        }
        return null;
    }

    function prepareNameField(): void {
        const window = dialog.parentWindow as Window;
        if (!window || !window.contentItem)
            return;
        const field = dialog.findShown(window.contentItem.parent, item => item.objectName === "fileNameTextField");
        if (!field)
            return;
        // The accept button (the button box's Open, relabelled) sits beside the field.
        const box = dialog.findShown(field.parent, item => typeof item.standardButton === "function");
        if (field !== dialog.nameField) {
            dialog.nameField = field as T.TextField;
            dialog.acceptButton = box ? box.standardButton(T.DialogButtonBox.Open) as T.AbstractButton : null;
            dialog.nameField.textEdited.connect(dialog.nameEdited);
            dialog.nameField.accepted.connect(dialog.nameAccepted);
        }
        dialog.holdNameFocus = true;
        holdTimer.restart();
        dialog.focusName();
        dialog.enableAccept();
    }
    function focusName(): void {
        if (!dialog.visible || !dialog.holdNameFocus || !dialog.nameField || dialog.nameField.activeFocus)
            return;
        dialog.nameField.forceActiveFocus();
        dialog.nameField.selectAll();
    }
    function nameEdited(): void {
        dialog.holdNameFocus = false;
        dialog.enableAccept();
    }
    function enableAccept(): void {
        if (dialog.acceptButton)
            dialog.acceptButton.enabled = dialog.nameField.text !== "";
    }
    function nameAccepted(): void {
        // The field commits the name when Enter ends its editing; the button then takes it.
        Qt.callLater(() => {
            if (dialog.visible && dialog.acceptButton && dialog.acceptButton.enabled)
                dialog.acceptButton.clicked();
        });
    }
}
