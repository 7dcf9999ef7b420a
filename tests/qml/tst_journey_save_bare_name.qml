import QtQuick
import QtQuick.Controls
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A player saves a game under a name of their own, typed without ".json", and opens it again:
// Game → Save… opens in the documents folder, Enter once writes "<name>.json", and Game → Open…
// lists that file there and brings the game back as it was.
TestCase {
    id: testCase
    name: "JourneySaveWithABareName"
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
        Settings.pace = "off";
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

    function test_saveWithABareNameAndOpenItAgain(): void {
        verify(Session.newGame("knockdown", [{ kind: "human", level: "normal", name: "Ann" },
                                             { kind: "ai", level: "easy", name: "Bot" }], "7"));
        main.showTable();
        tryVerify(() => findChild(main.contentItem, "knockdownTable") !== null, 5000);
        tryVerify(() => !findNamed("stack").busy, 5000);
        const turn = Session.turn;

        // Game → Save… (Ctrl+S): the name field has the focus; a bare name and Enter, once.
        keySequence(StandardKey.Save);
        const dialog = findNamed("fileDialog");
        tryVerify(() => dialog.visible, 3000, "Save… opened no dialog");
        const documents = String(FileChoice.documentsFolder());
        compare(String(dialog.currentFolder), documents);
        const field = findNamed("fileNameTextField");
        tryVerify(() => field.visible && field.activeFocus, 3000, "the name field has no focus");
        for (const c of "my game")
            keyClick(c);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 3000, "Enter did not accept the Save dialog");
        const file = documents + "/my game.json";
        tryVerify(() => TestSupport.fileSize(file) > 0, 5000, "no " + file);
        verify(TestSupport.readFile(file).indexOf("knockdown") >= 0);

        // Another game in between, then Game → Open… (Ctrl+O): the save is listed in the documents
        // folder; choosing it and Open bring the first game back.
        verify(Session.newGame("knockdown", [{ kind: "human", level: "normal", name: "Cleo" },
                                             { kind: "ai", level: "easy", name: "Bot" }], "8"));
        keySequence(StandardKey.Open);
        tryVerify(() => dialog.visible, 3000, "Open… opened no dialog");
        compare(String(dialog.currentFolder), documents);
        const list = findNamed("fileDialogListView");
        tryVerify(() => list.count === 1, 3000, "the save is not listed");
        const box = Array.from(findNamed("fileNameTextField").parent.children)
            .find(c => typeof c.standardButton === "function");
        const open = box.standardButton(DialogButtonBox.Open);
        compare(open.text, "Open");
        mouseClick(list.itemAtIndex(0));
        tryVerify(() => open.enabled, 3000);
        mouseClick(open);
        tryVerify(() => !dialog.visible, 3000, "a click on Open did not accept the dialog");
        tryVerify(() => Session.seatName(0) === "Ann", 5000, "the saved game did not come back");
        compare(Session.turn, turn);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }
}
