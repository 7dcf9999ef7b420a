import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// What a table keeps of the last move it showed (the middle's lines: Vendetta's "what the action
// said", Knockdown's "Last turn") belongs to that moment and that viewer. After a move is taken
// back, a rematch, another person taking the screen, a replay's start and a step back in it, the
// lines are gone instead of telling moves that are not on the table. Panels say "Chosen ✓" only
// of a secret choice, and a person's Auto-pass survives closing the app.
TestCase {
    id: testCase
    name: "JourneyStaleSummary"
    when: windowShown

    property var main: null
    property int published: 0

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        Settings.pace = "fast";
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

    function openTable(id: string): var {
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === id + "Table" && !stack.busy, 5000);
        return stack.currentItem;
    }

    function ready(table: var): bool {
        return Session.over || (table.canAct && !table.playing);
    }

    // Takes the viewer's first move that is not a pass and waits until the table shows its outcome.
    function move(table: var): void {
        const all = Session.actions.all();
        const shown = testCase.published;
        Session.choose((all.find(a => a.kind !== "pass" && a.kind !== "end_turn") || all[0]).actionId);
        tryVerify(() => testCase.published > shown || Session.over, 10000, "the move was not taken");
    }

    // Ann plays her first move that is not a pass until the table, waiting for her again, keeps
    // the lines of a move; no panel says "Chosen" meanwhile (Vendetta has no secret choices).
    function playUntilLines(table: var): void {
        for (let i = 0; i < 80; ++i) {
            tryVerify(() => testCase.ready(table), 60000, "the table never came back to Ann");
            verify(!Session.over, "the game ended before the table kept any lines");
            for (let s = 0; s < Session.seatCount; ++s)
                verify(!table.player(s).hasChosen, "a panel says Chosen of a decision already played");
            if (table.lines.length > 0)
                return;
            move(table);
        }
        fail("no move left lines on the table");
    }

    function test_takeBackAndRematch(): void {
        verify(Session.newGame("vendetta", [{ kind: "human", level: "normal", name: "Ann" },
                                            { kind: "ai", level: "easy", name: "Bot" }], "31"));
        const table = openTable("vendetta");
        let tookBack = false;
        for (let round = 0; round < 30 && !tookBack; ++round) {
            playUntilLines(table);
            if (!Session.canUndo) {
                move(table);  // play on: a move of Ann's may be taken back next time
                continue;
            }
            mouseClick(findChild(table, "undoButton"));
            compare(table.lines, [], "the lines of the move taken back stay on the table");
            compare(findChild(table, "actionLines").text, "");
            tookBack = true;
        }
        verify(tookBack, "Ann could never take a move back");

        playUntilLines(table);
        Session.rematch();
        compare(table.lines, [], "the last game's lines stay on the new game's table");
        compare(QmlWarnings.messages, []);
        main.showStart();
    }

    // Knockdown at one screen: the one who chose last watches the turn turned over, chooses again,
    // and hands the screen over with the last turn's lines as they saw them.
    function test_anotherPersonAtTheScreen(): void {
        verify(Session.newGame("knockdown", [{ kind: "human", level: "normal", name: "Ann" },
                                             { kind: "human", level: "normal", name: "Bo" }], "32"));
        const table = openTable("knockdown");
        for (let i = 0; i < 40; ++i) {
            tryVerify(() => (testCase.ready(table) || Session.privacyScreen) && !table.playing, 60000);
            verify(!Session.over);
            if (Session.privacyScreen && table.lines.length > 0)
                break;
            if (Session.privacyScreen)
                Session.acknowledgePrivacy();
            else
                move(table);
        }
        verify(Session.privacyScreen && table.lines.length > 0, "no handover with lines on the table");
        Session.acknowledgePrivacy();
        compare(table.lines, [], "the next person sees the lines of a turn as the last one saw it");
        compare(QmlWarnings.messages, []);
        main.showStart();
    }

    function test_replayStartAndStepBack(): void {
        verify(Session.newGame("knockdown", [{ kind: "ai", level: "easy", name: "Red" },
                                             { kind: "ai", level: "easy", name: "Blue" }], "33"));
        Settings.pace = "off";
        const table = openTable("knockdown");
        tryVerify(() => Session.over, 120000, "the computers did not finish");
        tryVerify(() => !table.playing && table.lines.length > 0, 10000);
        Settings.pace = "fast";
        verify(Session.watchLastGame());
        tryVerify(() => Session.replaying, 5000);
        const replayTable = openTable("knockdown");
        compare(replayTable.lines, [], "the finished game's last turn shows at the replay's start");
        for (let i = 0; i < 8; ++i) {
            Session.replayForward();
            tryVerify(() => !replayTable.playing, 10000);
        }
        verify(replayTable.lines.length > 0, "the replay's turns left no lines");
        Session.replayTo(0);
        compare(replayTable.lines, [], "a step back keeps the lines of a turn not yet played");
        Session.stopWatching();
        compare(QmlWarnings.messages, []);
        main.showStart();
    }

    function test_autoPassKeptOnResume(): void {
        verify(Session.newGame("vendetta", [{ kind: "human", level: "normal", name: "Ann" },
                                            { kind: "ai", level: "easy", name: "Bot" }], "34"));
        const table = openTable("vendetta");
        tryVerify(() => testCase.ready(table), 60000);
        Session.setAutoPass(0, true);
        TestSupport.forgetGame(Session);  // as if the app was closed
        main.showStart();
        verify(Session.resumeAutosave("vendetta"));
        verify(Session.seats[0].autoPass === true, "Auto-pass was lost when the game was resumed");
        verify(Session.seats[1].autoPass !== true);
        compare(QmlWarnings.messages, []);
        main.showStart();
    }
}
