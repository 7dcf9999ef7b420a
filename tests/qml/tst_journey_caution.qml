import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Before a choice the player may regret, the table says so and asks: a Personal Vendetta reaction
// whose condition does not fit the action (it is paid for and does nothing) or a payment that kills
// one's own clone, an Engines turn ended while a card could still score. The button says it too;
// Enter keeps the player's hand (nothing is taken), only "Do it anyway" takes the move.
TestCase {
    id: testCase
    name: "JourneyCaution"
    when: windowShown

    property var main: null

    function initTestCase(): void {
        Settings.pace = "off";
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
    }

    function init(): void {
        QmlWarnings.clear();
        TestSupport.setBotPauseMs(Session, 0);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    // Plays `gameId` against a bot (`pick` chooses Ann's moves) until Ann is offered a move the
    // engine warns about; then asks through the table, keeps with Enter, and goes ahead.
    function meetCaution(gameId: string, seed: string, pick: var): void {
        verify(Session.newGame(gameId, [{ kind: "human", level: "normal", name: "Ann" },
                                        { kind: "ai", level: "easy", name: "Bot" }], seed));
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === gameId + "Table" && !stack.busy, 5000);
        const table = stack.currentItem;
        const dialog = findChild(table, "cautionConfirm");
        verify(dialog !== null);
        for (let step = 0; step < 2000; ++step) {
            tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the table never came back to Ann");
            if (Session.over)
                Session.rematch();
            if (!table.canAct)
                continue;
            const all = Session.actions.all();
            const warned = all.find(a => a.caution !== "");
            if (!warned) {
                Session.choose(pick(all).actionId);
                continue;
            }
            const before = JSON.stringify(Session.observation);
            table.choose(warned.actionId);
            tryVerify(() => dialog.opened, 3000, "the table took a warned move without asking");
            verify(dialog.text.indexOf(warned.caution) >= 0, "the question does not say why: " + dialog.text);
            keyClick(Qt.Key_Return);
            tryVerify(() => !dialog.visible, 3000);
            verify(Session.actions.indexOfAction(warned.actionId) >= 0, "Enter took the warned move");
            compare(JSON.stringify(Session.observation), before, "Enter changed the table");

            table.choose(warned.actionId);
            tryVerify(() => dialog.opened, 3000);
            mouseClick(findChild(dialog.footer, "confirmGoAhead"));
            tryVerify(() => JSON.stringify(Session.observation) !== before, 5000, "Do it anyway did not take the move");
            compare(QmlWarnings.messages, []);
            main.showStart();
            return;
        }
        fail("Ann was never warned about a move");
    }

    function test_vendettaReactionThatWouldDoNothing(): void {
        // Everything but passing: reactions are played whenever one is in hand.
        meetCaution("vendetta", "43", all => all.find(a => a.kind === "react")
                                              || all.find(a => a.kind !== "pass" && a.kind !== "end_turn") || all[0]);
    }

    function test_enginesTurnEndedWithAScoringActionUnused(): void {
        // A card played, then the turn ended at once: the actions that could score are left.
        meetCaution("engines", "44", all => all.find(a => a.kind === "play")
                                             || all.find(a => a.kind === "end_turn") || all[0]);
    }
}
