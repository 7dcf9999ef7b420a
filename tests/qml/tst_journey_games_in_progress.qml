import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A player leaves a Knockdown game for a game of Personal Vendetta: the Knockdown game waits on
// its tile (who plays, how far), Continue takes it up again, a new Knockdown game asks before it
// throws the old one away (Enter keeps it), and after the app is opened again both are still there.
TestCase {
    id: testCase
    name: "JourneyGamesInProgress"
    when: windowShown

    property var main: null

    // Scrolls the start screen until `item` is in view, as a person would before clicking it.
    function scrollTo(item: var): var {
        const flick = findChild(main.contentItem, "startScroll");
        waitForRendering(main.contentItem);  // the tile's buttons laid out where they now are
        const y = item.mapToItem(flick.contentItem, 0, 0).y;
        flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
        waitForRendering(main.contentItem);
        return item;
    }

    function openMain(): void {
        if (main)
            main.destroy();
        wait(0);
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null, "the main window did not load");
        tryVerify(() => main.visible, 5000);
        tryVerify(() => !named("stack").busy, 3000);
    }

    function named(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function tableOf(gameId: string): var {
        const stack = named("stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === gameId + "Table" && !stack.busy,
                  5000, "no " + gameId + " table");
        return stack.currentItem;
    }

    function startFromTile(gameId: string): var {
        mouseClick(scrollTo(named("newGameButton_" + gameId)));
        const dialog = named("newGameDialog");
        tryVerify(() => dialog.opened, 3000);
        return dialog;
    }

    function atStart(): void {
        main.showStart();
        tryVerify(() => !named("stack").busy && named("stack").depth === 1, 3000);
    }

    function initTestCase(): void {
        Settings.pace = "off";
        Settings.lastSeats = [{ kind: "human", level: "normal", name: "Ann" },
                              { kind: "ai", level: "easy", name: "Bot" }];
        for (let i = 0; i < GameCatalog.count; ++i)
            Session.discardAutosave(GameCatalog.gameIdAt(i));
        QmlWarnings.clear();
        openMain();
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_gamesInProgress(): void {
        // A Knockdown game with a move made.
        let dialog = startFromTile("knockdown");
        mouseClick(named("startGameButton"));
        let table = tableOf("knockdown");
        tryVerify(() => table.canAct, 10000);
        Session.choose(Session.actions.all()[0].actionId);
        // The bot answers; Ann is to choose again when she leaves.
        tryVerify(() => table.canAct && Session.observation.turn > 1, 10000);
        const knockdownTurnText = Session.autosaveDescription("knockdown");
        verify(knockdownTurnText.indexOf("Ann") >= 0, knockdownTurnText);

        // Back to the start, and a game of Personal Vendetta.
        atStart();
        dialog = startFromTile("vendetta");
        mouseClick(named("startGameButton"));
        tableOf("vendetta");
        verify(Session.hasAutosave("knockdown"), "starting Personal Vendetta threw the Knockdown game away");

        // The start screen lists both, each with Continue.
        atStart();
        const waiting = named("inProgress_knockdown");
        tryVerify(() => waiting.visible, 3000, "the Knockdown game is not on its tile");
        verify(waiting.text.indexOf("Ann") >= 0 && waiting.text.indexOf("Bot") >= 0, waiting.text);
        verify(named("continueButton_knockdown").visible);
        verify(named("continueButton_vendetta").visible);

        // A new Knockdown game asks first; Enter keeps the old one.
        dialog = startFromTile("knockdown");
        mouseClick(named("startGameButton"));
        const confirm = named("newGameDiscardConfirm");
        tryVerify(() => confirm.opened, 3000, "no question before the game in progress is thrown away");
        verify(named("confirmText").text.indexOf("Ann") >= 0);
        keyClick(Qt.Key_Return);
        tryVerify(() => !confirm.visible, 3000);
        verify(Session.hasAutosave("knockdown"));
        compare(Session.gameId, "vendetta");
        verify(dialog.visible, "keeping the game closed the new-game dialog");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !dialog.visible, 3000);

        // Continue takes the Knockdown game up again where it was.
        mouseClick(scrollTo(named("continueButton_knockdown")));
        table = tableOf("knockdown");
        compare(Session.gameId, "knockdown");
        // Where she left it: the same turn, her cards to choose.
        compare(Session.autosaveDescription("knockdown").split(".")[0], knockdownTurnText.split(".")[0]);
        tryVerify(() => table.canAct, 10000);

        // The app is opened again: both games still wait.
        TestSupport.forgetGame(Session);
        openMain();
        tryVerify(() => named("inProgress_knockdown").visible && named("inProgress_vendetta").visible, 3000);
        mouseClick(scrollTo(named("continueButton_vendetta")));
        tableOf("vendetta");
        compare(Session.gameId, "vendetta");

        // Thrown away from its tile, after a question: only that one goes.
        atStart();
        mouseClick(scrollTo(named("discardButton_knockdown")));
        const discard = named("discardConfirm");
        tryVerify(() => discard.opened, 3000);
        mouseClick(findChild(discard, "confirmGoAhead"));
        tryVerify(() => !Session.hasAutosave("knockdown"), 3000);
        verify(Session.hasAutosave("vendetta"));
        tryVerify(() => !named("inProgress_knockdown").visible, 3000);
        compare(QmlWarnings.messages, []);
    }
}
