import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// The new-game dialog offers Engines of Vengeance's match options (one Act or best of three, the
// designer's optional setups, who is the Vigilante in Act 1) and hands them to the engine; the
// Knockdown dialog shows none of them. Enter starts the game and Escape cancels.
TestCase {
    id: testCase
    name: "NewGameDialogEnginesOptions"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function openDialog(gameId: string): var {
        mouseClick(findNamed("newGameButton_" + gameId));
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000, "the new-game dialog did not open");
        return dialog;
    }

    // Moves a combo box one entry down with the keyboard, as a person would.
    function stepDown(box: var): void {
        box.forceActiveFocus();
        keyClick(Qt.Key_Down);
    }

    function initTestCase(): void {
        Settings.pace = "fast";
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

    function test_1_knockdownHasNoMatchOptions(): void {
        const dialog = openDialog("knockdown");
        // A game's own options exist only while the dialog is set up for that game.
        const options = findChild(main.contentItem.parent, "enginesOptions") || findChild(main, "enginesOptions");
        verify(options === null || !options.visible);
        mouseClick(findNamed("cancelNewGameButton"));
        tryVerify(() => !dialog.visible, 3000);
    }

    function test_2_singleActWithTheComputerAsVigilante(): void {
        const dialog = openDialog("engines");
        verify(findNamed("enginesOptions").visible);
        const acts = findNamed("actsBox");
        const setups = findNamed("setupsBox");
        const vigilante = findNamed("vigilanteBox");
        compare(acts.currentIndex, 0);
        verify(setups.enabled);
        verify(!setups.checked);
        compare(vigilante.displayText, "Seat 1 (Ann) is the Vigilante in Act 1");
        stepDown(acts);
        compare(acts.currentIndex, 1);
        verify(!setups.enabled, "the optional setups can't apply to a single Act");
        stepDown(vigilante);
        compare(vigilante.currentIndex, 1);
        compare(vigilante.displayText, "Seat 2 (Scrapper) is the Vigilante in Act 1");
        findNamed("seedField").text = "31";
        mouseClick(findNamed("startGameButton"));
        tryVerify(() => findChild(main.contentItem, "enginesTable") !== null && !dialog.visible, 5000,
                  "no table after Start");
        // A bare Act (no match layer) with the computer as the Vigilante.
        verify(Session.observation.match === undefined, "a match of Acts, not a single Act");
        compare(Session.observation.players[1].role, "vigilante");
        compare(Session.observation.players[0].role, "detective");
        compare(findNamed("actLabel").text, "Act 1 of 1");
        compare(Session.variant, { acts: 1, vigilante: 1 });
    }

    function test_3_bestOfThreeWithTheOptionalSetups(): void {
        const dialog = findNamed("newGameDialog");
        dialog.gameId = "engines";
        dialog.open();
        tryVerify(() => dialog.opened, 3000);
        const acts = findNamed("actsBox");
        acts.currentIndex = 0;
        const setups = findNamed("setupsBox");
        verify(setups.enabled);
        mouseClick(setups);
        verify(setups.checked);
        findNamed("vigilanteBox").currentIndex = 0;
        mouseClick(findNamed("startGameButton"));
        // The single Act of the test before is still in progress: the dialog asks first.
        const confirm = findNamed("newGameDiscardConfirm");
        tryVerify(() => confirm.opened, 3000, "no question before the game in progress goes");
        mouseClick(findChild(confirm, "confirmGoAhead"));
        tryVerify(() => !dialog.visible, 5000);
        compare(Session.variant, { acts: 3, setups: true, vigilante: 0 });
        compare(Session.observation.match.acts, 3);
        compare(Session.observation.match.roles[0], "vigilante");
        compare(QmlWarnings.messages, []);
    }

    // The keyboard: Escape cancels the dialog and changes nothing, Enter starts the game as Start
    // does (the dialog opens with nothing focused, as after a click on New game).
    function test_4_enterStartsAndEscapeCancels(): void {
        Session.discardAutosave("knockdown");  // no game of it in progress: Enter starts at once
        const dialog = findNamed("newGameDialog");
        dialog.gameId = "knockdown";
        dialog.open();
        tryVerify(() => dialog.opened, 3000);
        keyClick(Qt.Key_Escape);
        tryVerify(() => !dialog.visible, 3000, "Escape did not close the dialog");
        compare(Session.gameId, "engines");
        dialog.open();
        tryVerify(() => dialog.opened, 3000);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible && Session.gameId === "knockdown", 5000,
                  "Enter did not start the game");
        compare(QmlWarnings.messages, []);
    }
}
