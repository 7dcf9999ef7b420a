import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Undo after the computer has played, in every game: a person plays against a bot through the
// window; once the bot has taken a turn, the person's next move that the rules let them take back
// is taken back with the Undo button, and the table is exactly as before that move (the bot does
// not move again by itself). In Vitium the other boss's passes in the maneuvering steps, which it
// could not refuse, used to make Undo unavailable almost always.
TestCase {
    id: testCase
    name: "JourneyUndoAfterABot"
    when: windowShown

    property var main: null
    property int published: 0

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        Settings.pace = "off";
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
    }

    function init(): void {
        QmlWarnings.clear();
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_undo_data(): var {
        // Knockdown's every move is a secret commit answered by a reveal: nothing to take back
        // once the bot has answered, so it is left out here (its own test checks the reason).
        return [{ tag: "engines" }, { tag: "artbot" }, { tag: "vendetta" }, { tag: "vitium" }];
    }

    function test_undo(data: var): void {
        verify(Session.newGame(data.tag, [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "ai", level: "easy", name: "Bot" }], "11"));
        TestSupport.setBotPauseMs(Session, 0);
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === data.tag + "Table" && !stack.busy, 5000);
        const table = stack.currentItem;
        let botMoved = false;
        let undone = false;
        Session.actingSeatChanged.connect(() => { if (Session.actingSeat === 1) botMoved = true; });
        for (let steps = 0; steps < 300 && !undone && !Session.over; ++steps) {
            tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the table never came back to Ann");
            if (Session.over)
                break;
            const before = JSON.stringify(Session.observation);
            const all = Session.actions.all();
            // A move the rules let a player take back where the game has one (Vitium: getting an
            // event underway, a purchase), else the first that is not a pass.
            const pick = all.find(a => a.kind === "underway" || a.kind === "purchase")
                         || all.find(a => a.kind !== "pass" && a.kind !== "end_turn") || all[0];
            // The move is taken once the table shows a new view (a secret choice waits for the
            // other seat's).
            const shown = testCase.published;
            Session.choose(pick.actionId);
            tryVerify(() => testCase.published > shown || Session.over, 60000, "the move was not taken");
            tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000);
            if (botMoved && Session.canUndo) {
                mouseClick(findChild(table, "undoButton"));
                tryVerify(() => JSON.stringify(Session.observation) === before, 5000,
                          "the table after Undo is not the table before the move");
                verify(table.canAct, "Ann may not move after taking her move back");
                wait(300);
                compare(JSON.stringify(Session.observation), before, "something moved by itself after Undo");
                undone = true;
            }
        }
        verify(undone, "no move could be taken back after the bot had played");
        compare(QmlWarnings.messages, []);
        main.showStart();
    }
}
