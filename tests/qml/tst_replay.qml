import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// A replay watched through the table's replay bar: the last game (two computers at Knockdown) is
// opened as the Game menu's action opens it, stepped forwards and back with the bar's buttons, the log
// following, shown as the other seat and as everything (the game is over), played out and paused,
// and left with Stop watching.
TestCase {
    id: testCase
    name: "Replay"
    when: windowShown

    // A TestCase is not visible itself; the table sits in a window of its own.
    Window {
        id: window
        width: 1280
        height: 800
        visible: true
    }

    SignalSpy {
        id: menuSpy
        signalName: "menuRequested"
    }

    function initTestCase(): void {
        Settings.pace = "fast";
        // The game to watch is played by two bots: only its end matters, not a spectator's pace.
        TestSupport.setBotPauseMs(Session, 0);
        QmlWarnings.clear();
    }

    function test_watchTheLastGame(): void {
        verify(!Session.hasLastGame);
        verify(Session.newGame("knockdown", [{ kind: "ai", level: "easy", name: "Red" },
                                             { kind: "ai", level: "easy", name: "Blue" }], "9"));
        tryVerify(() => Session.over, 60000, "the computers did not finish");
        tryVerify(() => Session.hasLastGame, 5000);

        verify(Session.watchLastGame());
        const table = Qt.createComponent(GameCatalog.tableUrl("knockdown")).createObject(window.contentItem, { view: Session.table, width: 1280, height: 800 });
        verify(table !== null);
        menuSpy.target = table;
        waitForRendering(table);
        const bar = findChild(table, "replayBar");
        verify(bar !== null && bar.visible, "no replay bar");
        verify(!findChild(table, "choiceBar").visible, "the choice bar shows in a replay");
        compare(Session.replayStep, 0);
        verify(Session.replayLength > 3);
        const log = findChild(table, "gameLogList");
        const linesAtStart = log.count;

        for (let i = 0; i < 3; ++i) {
            mouseClick(findChild(table, "replayForward"));
            tryVerify(() => Session.replayStep === i + 1 && !table.playing, 10000, "step " + Session.replayStep + " playing " + table.playing + " view " + Session.viewSeat);
        }
        verify(log.count > linesAtStart, "the log did not follow the moves");
        compare(findChild(table, "replayPosition").text.indexOf("3") >= 0, true);
        mouseClick(findChild(table, "replayBack"));
        tryVerify(() => Session.replayStep === 2, 5000);

        // As the other seat, then everything (the game is over).
        const seats = findChild(table, "replaySeat");
        compare(seats.count, 3);
        seats.currentIndex = 1;
        seats.activated(1);
        compare(Session.viewSeat, 1);
        seats.currentIndex = 2;
        seats.activated(2);
        compare(Session.viewSeat, -1);

        mouseClick(findChild(table, "replayPlay"));
        verify(Session.replayPlaying);
        tryVerify(() => Session.replayStep >= 4, 15000, "playing out did not move on");
        mouseClick(findChild(table, "replayPlay"));
        verify(!Session.replayPlaying);

        mouseClick(findChild(table, "replayEnd"));
        tryVerify(() => Session.replayStep === Session.replayLength, 5000);
        verify(!findChild(table, "resultScreen").visible, "the result screen covers a replay");

        mouseClick(findChild(table, "replayStop"));
        tryVerify(() => !Session.replaying, 5000);
        compare(menuSpy.count, 1, "Stop watching did not ask for the menu");
        table.destroy();
        compare(QmlWarnings.messages, []);
    }
}
