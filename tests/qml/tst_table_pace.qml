import QtQuick
import QtQuick.Window
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// The pace a player chooses, on the Knockdown table: one fixed, long turn (seed 15, both fighters
// throw Haymaker: fourteen Stamina cards turn over and both fighters are knocked down) is played at
// each pace. The event player's schedule (the sum of the steps' times, not wall time) stays within
// 3 s at "normal" and 1 s at "fast" (the rest of the 4 s and 1.5 s a turn may take is left to
// drawing); "off" shows the end state at once; a click or a key on the
// table skips the rest of a turn to the same end state the whole turn reaches.
TestCase {
    id: testCase
    name: "TablePace"
    width: 1280
    height: 800
    when: windowShown

    readonly property int haymaker: 4
    property var table: null
    property var kinds: []

    Window {
        id: window
        width: 1280
        height: 800
        visible: true
    }

    function record(ev: var): void {
        kinds.push(ev.kind);
    }

    // Starts the fixed game at `pace`, both people choose Haymaker; returns when the second
    // choice was made (the turn then resolves on the table).
    function playTheTurn(pace: string): void {
        Settings.pace = pace;
        verify(Session.newGame("knockdown", [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }], "15"));
        table = Qt.createComponent("qrc:/GrudgeMatch/KnockdownTable.qml").createObject(window.contentItem, { view: Session.table, width: 1280, height: 800 });
        verify(table !== null);
        waitForRendering(table);
        // Two people at one screen: the game opens behind the privacy screen, for Ann.
        tryVerify(() => Session.privacyScreen, 5000, "the new game is not behind the privacy screen");
        Session.acknowledgePrivacy();
        tryVerify(() => Session.awaitingHuman && Session.viewSeat === 0, 5000);
        Session.choose(haymaker);
        tryVerify(() => Session.privacyScreen, 5000, "no hand-over after the first choice");
        Session.acknowledgePrivacy();
        tryVerify(() => Session.awaitingHuman && Session.viewSeat === 1, 5000);
        kinds = [];
        Session.player.stepShown.connect(record);
        // Keys go to the active window (the table's, as in the app).
        window.requestActivate();
        tryVerify(() => window.active, 2000, "the table's window never became active");
        Session.choose(haymaker);
    }

    function closeTable(): void {
        table.destroy();
        table = null;
        wait(20);  // the table is gone (it turns the player off) before the next one comes
    }

    function endState(): string {
        const zones = {};
        for (const id of Session.zoneIds)
            zones[id] = Session.zone(id).count;
        // The cards of the turn stay on their slots, face up (dimmed: back in hand).
        const slots = [0, 1].map(s => {
            const card = findChild(table, "slotCard" + s);
            return card ? [card.visible, card.face, card.showingFront] : null;
        });
        return JSON.stringify({ observation: Session.observation, zones: zones, slots: slots,
                                lines: table.lines.map(l => l.text) });
    }

    function finishTurn(): string {
        tryVerify(() => !Session.player.playing && Session.turn === 2, 20000, "the turn never finished showing");
        Session.player.stepShown.disconnect(record);
        verify(kinds.indexOf("knockdown") >= 0, "the fixed turn has no knockdown: " + kinds);
        return endState();
    }

    function init(): void {
        QmlWarnings.clear();
    }

    function cleanup(): void {
        Session.player.stepShown.disconnect(record);
        if (table)
            closeTable();
        table = null;
        Settings.pace = "normal";
        wait(20);
    }

    function test_eachPaceStaysWithinItsTimeAndEndsTheSame(): void {
        playTheTurn("normal");
        verify(Session.player.playing);
        const normal = Session.player.scheduledMs;
        verify(normal <= 3000, "a turn at normal pace is scheduled for " + normal + " ms");
        verify(normal >= 2500, "the long turn should use most of its 3 s, not " + normal + " ms");
        const whole = finishTurn();
        verify(kinds.length > 30, "only " + kinds.length + " events in the long turn");
        closeTable();

        playTheTurn("fast");
        const fast = Session.player.scheduledMs;
        verify(fast <= 1000 && fast > 0, "a turn at fast pace is scheduled for " + fast + " ms");
        compare(finishTurn(), whole);
        closeTable();

        playTheTurn("off");
        // Every event was shown before choose() returned: nothing plays, nothing waits.
        verify(!Session.player.playing, "events still playing with the animations off");
        compare(Session.player.scheduledMs, 0);
        verify(kinds.length > 30);
        compare(finishTurn(), whole);
        compare(findChild(table, "animationLayer").children.length, 0, "a card flew with the animations off");

        playTheTurn("slow");
        verify(Session.player.scheduledMs > normal);
        compare(QmlWarnings.messages, []);
    }

    function test_aClickOrAKeySkipsToTheEndOfTheTurn(): void {
        playTheTurn("normal");
        const whole = finishTurn();
        closeTable();

        for (const how of ["click", "key"]) {
            playTheTurn("normal");
            tryVerify(() => kinds.length >= 3, 5000);
            verify(Session.player.playing);
            const skipArea = findChild(table, "skipArea");
            verify(skipArea.enabled, "the table takes no click to skip");
            if (how === "click")
                mouseClick(table, 640, 300);
            else
                keyClick(Qt.Key_Space);
            verify(!Session.player.playing, "the " + how + " did not skip");
            verify(!skipArea.enabled);
            compare(finishTurn(), whole, "the " + how + " skipped to another state");
            wait(50);
            compare(findChild(table, "animationLayer").children.length, 0, "sprites left in the air");
            closeTable();
        }
        compare(QmlWarnings.messages, []);
    }
}
