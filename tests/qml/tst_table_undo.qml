import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Undo on the generic table (Engines of Vengeance against the computer): the button is disabled
// with the reason as its tooltip text when nothing may be taken back (a card played draws the
// next, a card not seen before), and a card's action used is taken back by clicking it (the action
// is offered again) and by Ctrl+Z.
TestCase {
    id: testCase
    name: "UndoOnTheTable"
    width: 1280
    height: 800
    when: windowShown

    property var table: null
    property var window: null

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias table: enginesTable
            width: 1280
            height: 800
            visible: true
            EnginesTable {
                id: enginesTable
                view: Session.table
                anchors.fill: parent
            }
        }
    }

    function initTestCase(): void {
        Settings.pace = "fast";
        QmlWarnings.clear();
        verify(Session.newGame("engines", [{ kind: "human", level: "normal", name: "Ann" },
                                           { kind: "ai", level: "easy", name: "Bot" }], "7", { acts: 1 }));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        waitForRendering(table);
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function undoButton(): var {
        const item = findChild(table, "undoButton");
        verify(item !== null, "the table has no Undo button");
        return item;
    }

    function hasAction(kind: string, actionId: int): bool {
        return Session.actions.ofKind(kind).some(a => a.actionId === actionId);
    }

    // Plays on (answers, plays, ends turns) until a card in play offers its action (none does in
    // the turn it is played).
    function onToAnAction(): void {
        for (let guard = 0; guard < 40; ++guard) {
            tryVerify(() => table.canAct, 30000, "the table never came back to the player");
            if (Session.actions.ofKind("use").length > 0)
                return;
            const next = ["choose_end", "pick", "play", "end_turn"].map(k => Session.actions.ofKind(k))
                                                                   .find(list => list.length > 0);
            verify(next !== undefined, "nothing to do");
            Session.choose(next[0].actionId);
            wait(50);
        }
        verify(false, "no card action came up");
    }

    // Uses the first card action offered and waits until the table is the player's again.
    function useAnAction(): int {
        onToAnAction();
        const uses = Session.actions.ofKind("use");
        verify(uses.length > 0, "no card action to use");
        const id = uses[0].actionId;
        Session.choose(id);
        tryVerify(() => table.canAct && !hasAction("use", id), 30000);
        return id;
    }

    function test_undoTakesBackAnActionButNotADraw(): void {
        tryVerify(() => table.canAct, 30000);
        const undo = undoButton();
        verify(!undo.enabled, "Undo is enabled before the player moved");
        verify(Session.undoReason !== "", "no reason why Undo is disabled");

        // Playing a card draws the next: a card not seen before, so no way back.
        const plays = Session.actions.ofKind("play");
        verify(plays.length > 0, "nothing to play");
        Session.choose(plays[0].actionId);
        tryVerify(() => table.canAct && Session.hand.indexOfUid(plays[0].card) < 0, 30000);
        verify(!undo.enabled, "a play that drew a card can be taken back");
        compare(Session.undoReason, "Your last move showed you a card you did not know.");

        const first = useAnAction();
        tryVerify(() => undo.enabled, 5000, "Undo stays disabled after using an action: " + Session.undoReason);
        compare(Session.undoReason, "");
        mouseClick(undo);
        tryVerify(() => hasAction("use", first), 5000, "the action was not taken back");
        verify(!undo.enabled, "Undo is still enabled with nothing left to take back");

        // The same with the keyboard.
        const second = useAnAction();
        tryVerify(() => undo.enabled, 5000);
        table.forceActiveFocus();
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        tryVerify(() => hasAction("use", second), 5000, "Ctrl+Z did not take the action back");
        compare(QmlWarnings.messages, []);
    }
}
