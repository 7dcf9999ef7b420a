import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// "Open card file…" in the new-game dialog and on the print-and-play screen: a file the game
// refuses is shown in the window's error dialog and changes nothing; a good one is named in the
// dialog and the game starts with it.
TestCase {
    id: testCase
    name: "CardFileInTheApp"
    when: windowShown

    property var main: null
    // A card file the game takes (the shipped one), one of another game, and one that is not a
    // card file at all.
    readonly property url knockdownCards: Qt.resolvedUrl("../../assets/cards/knockdown.json")
    readonly property url enginesCards: Qt.resolvedUrl("../../assets/cards/engines.json")
    readonly property url notCards: Qt.resolvedUrl("../fuzz/corpus/collections/two-profiles.json")

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function initTestCase(): void {
        Settings.lastSeats = [{ kind: "human", level: "normal", name: "Ann" },
                              { kind: "ai", level: "easy", name: "" }];
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

    function closeError(): void {
        const error = findNamed("errorDialog");
        mouseClick(findNamed("errorOkButton"));
        tryVerify(() => !error.visible, 3000);
    }

    function test_1_newGameDialogRefusesABadFileThenStartsWithAGoodOne(): void {
        mouseClick(findNamed("newGameButton_knockdown"));
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000);
        const label = findNamed("cardFileLabel");
        const builtIn = label.text;

        dialog.useCardFile(notCards);
        const error = findNamed("errorDialog");
        tryVerify(() => error.opened, 3000);
        verify(error.message.indexOf("two-profiles.json") >= 0, error.message);
        verify(error.message.indexOf("\"game\"") >= 0, error.message);
        compare(dialog.cardFile, "");
        compare(label.text, builtIn);
        closeError();

        dialog.useCardFile(enginesCards);
        tryVerify(() => error.opened, 3000);
        verify(error.message.indexOf("not for Knockdown") >= 0, error.message);
        compare(dialog.cardFile, "");
        closeError();

        dialog.useCardFile(knockdownCards);
        compare(label.text, "knockdown.json");
        verify(findNamed("builtInCardsButton").visible);
        mouseClick(findNamed("startGameButton"));
        tryVerify(() => Session.active && !dialog.visible, 5000);
        verify(Session.cardFile.endsWith("assets/cards/knockdown.json"), Session.cardFile);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }

    function test_2_printAndPlayOpensACardFileAndKeepsItsCardsOnARefusal(): void {
        main.showPrintAndPlay("knockdown");
        const screen = findNamed("pnpScreen");
        tryVerify(() => !findNamed("stack").busy, 5000);
        const pnp = screen.controller;
        compare(pnp.cardFile, "");
        verify(!findNamed("pnpCardFile").visible);
        screen.openCardFile(knockdownCards);
        verify(pnp.cardFile.endsWith("knockdown.json"), pnp.cardFile);
        verify(findNamed("pnpCardFile").visible);
        const pages = pnp.pageCount;

        screen.openCardFile(notCards);
        const error = findNamed("errorDialog");
        tryVerify(() => error.opened, 3000);
        verify(error.message.indexOf("two-profiles.json") >= 0, error.message);
        verify(pnp.cardFile.endsWith("knockdown.json"), pnp.cardFile);
        compare(pnp.pageCount, pages);
        closeError();
        mouseClick(findNamed("pnpBuiltInCardsButton"));
        compare(pnp.cardFile, "");
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }
}
