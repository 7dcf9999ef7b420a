import QtQuick
import QtQuick.Controls
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A player prints a game at home: from the start screen's tile to the print-and-play screen,
// Export PDF… opens the Save dialog in the documents folder, a bare name typed there and Enter
// write "<name>.pdf", and the file is a PDF with every page of the preview.
TestCase {
    id: testCase
    name: "JourneyPrintAndPlayExport"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function initTestCase(): void {
        QmlWarnings.clear();
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
        waitForRendering(main.contentItem);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_exportPdfThroughTheButtonAndTheDialog(): void {
        mouseClick(findNamed("printButton_knockdown"));
        tryVerify(() => !findNamed("stack").busy, 5000);
        const pnp = findNamed("pnpScreen").controller;
        const pages = pnp.pageCount;
        verify(pages > 2);

        mouseClick(findNamed("pnpExportButton"));
        const dialog = findNamed("pnpFileDialog");
        tryVerify(() => dialog.visible, 3000, "Export PDF… opened no dialog");
        const documents = String(FileChoice.documentsFolder());
        compare(String(dialog.currentFolder), documents);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));

        // The dialog's name field has the focus: a bare name, then Enter, once.
        const field = findNamed("fileNameTextField");
        tryVerify(() => field.visible && field.activeFocus, 3000, "the name field has no focus");
        for (const c of "sheets")
            keyClick(c);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 3000, "Enter did not accept the dialog");

        const file = documents + "/sheets.pdf";
        tryVerify(() => TestSupport.fileSize(file) > 0, 10000, "no " + file + ": " + pnp.message + " " + dialog.selectedFile);
        const pdf = TestSupport.readFile(file);
        compare(pdf.substring(0, 5), "%PDF-");
        compare(pdf.match(/\/Type\s*\/Page[^s]/g).length, pages);
        verify(pnp.message.indexOf("sheets.pdf") >= 0, pnp.message);

        // Again, taken by the dialog's Export button this time: one click does it.
        mouseClick(findNamed("pnpExportButton"));
        tryVerify(() => dialog.visible && field.activeFocus, 3000);
        for (const c of "backup")
            keyClick(c);
        const box = Array.from(field.parent.children).find(c => typeof c.standardButton === "function");
        const accept = box.standardButton(DialogButtonBox.Open);
        compare(accept.text, "Export");
        verify(accept.enabled, "Export is disabled with a name typed");
        mouseClick(accept);
        tryVerify(() => !dialog.visible, 3000, "a click on Export did not accept the dialog");
        tryVerify(() => TestSupport.fileSize(documents + "/backup.pdf") > 0, 10000, pnp.message);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }
}
