import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Before a choice the player may regret, the table says so and asks: a Personal Vendetta reaction
// whose condition does not fit the action (it is paid for and does nothing) or a payment that kills
// one's own clone, an Engines turn ended while a card could still score. The button says it too;
// Enter keeps the player's hand (nothing is taken), only "Do it anyway" takes the move.
TableJourney {
    name: "JourneyCaution"

    function init(): void {
        QmlWarnings.clear();
    }

    // Plays `gameId` against a bot (`pick` chooses Ann's moves) until Ann is offered a move the
    // engine warns about; then asks through the table, keeps with Enter, and goes ahead.
    function meetCaution(gameId: string, seed: string, pick: var): void {
        const table = openTable(gameId, seed);
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
