import QtQuick
import QtQuick.Dialogs
import GrudgeMatch

// Export PDF's file dialog. PnpScreen loads it on first use, so QtQuick.Dialogs costs nothing
// until then.
FileDialog {
    id: dialog
    objectName: "pnpFileDialog"

    required property PnpController controller

    title: qsTr("Export the print-and-play sheets")
    acceptLabel: qsTr("Export")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "pdf"
    nameFilters: [qsTr("PDF documents (*.pdf)")]
    onAccepted: dialog.controller.exportPdf(selectedFile)
}
