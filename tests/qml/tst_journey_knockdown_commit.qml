import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Knockdown against the computer, as a new player saw it: the computer's card lay face down in
// its slot ("Chosen ✓"); the player picked, and the computer's card flew back to its hand and out
// again while its panel said "Thinking…", as if it chose again after seeing the player's card. A
// card placed stays where it lies until it is turned over, the panel says nothing of the next turn
// while this one is revealed, and the status says the computer's card is final.
TestCase {
    id: testCase
    name: "JourneyKnockdownCommit"
    when: windowShown

    property var main: null

    function initTestCase(): void {
        Settings.pace = "normal";  // the flights are what this is about
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

    function test_aPlacedCardStaysPlaced(): void {
        verify(Session.newGame("knockdown", [{ kind: "human", level: "normal", name: "Ann" },
                                             { kind: "ai", level: "easy", name: "Bot" }], "41"));
        TestSupport.setBotPauseMs(Session, 0);
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === "knockdownTable" && !stack.busy, 5000);
        const table = stack.currentItem;
        for (let turn = 0; turn < 3 && !Session.over; ++turn) {
            tryVerify(() => table.canAct && !table.playing, 30000, "the table never came back to Ann");
            tryVerify(() => table.player(1).hasChosen, 30000, "the computer never placed its card");
            tryVerify(() => findChild(table, "slotCard1") !== null, 5000, "the computer's card is not in its slot");
            const status = findChild(table, "tableStatus");
            verify(status.detail.indexOf("Bot") >= 0, "the status does not say the computer's card is down: " + status.detail);

            let lifted = false;
            let rethought = false;
            let sawPlaying = false;
            Session.choose(Session.actions.all()[0].actionId);
            for (let t = 0; t < 1500; ++t) {
                const card = findChild(table, "slotCard1");
                if (table.revealed[1] === undefined && card !== null && card.held === true)
                    lifted = true;
                if (table.playing && table.player(1).thinking)
                    rethought = true;
                sawPlaying = sawPlaying || table.playing;
                if (sawPlaying && !table.playing)
                    break;
                wait(10);
            }
            verify(sawPlaying, "the turn was not played out");
            verify(!lifted, "the computer's face-down card flew back to its hand and out again");
            verify(!rethought, "the computer's panel says Thinking while this turn's cards are revealed");
        }
        compare(QmlWarnings.messages, []);
        main.showStart();
    }
}
