import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// People sharing one screen, in every game: whenever the person in front of the screen may have
// changed (a new game, the app started again and the game resumed), the table is covered by the
// privacy screen until the seat that acts says it is there, and no seat may act under it.
TestCase {
    id: testCase
    name: "JourneyHotSeatPrivacy"
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
    }

    function currentTable(gameId: string): var {
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === gameId + "Table" && !stack.busy,
                  5000, "no " + gameId + " table: " + (stack.currentItem ? stack.currentItem.objectName : "none"));
        return stack.currentItem;
    }

    // The table is covered, for the seat that acts, and nobody may act under the cover.
    function expectCovered(table: var, what: string): void {
        const privacy = findChild(table, "privacyScreen");
        verify(privacy !== null);
        tryVerify(() => privacy.visible, 3000, what + ": the table is not covered by the privacy screen");
        verify(!table.canAct, what + ": a seat may act under the privacy screen");
    }

    function uncover(table: var): void {
        const privacy = findChild(table, "privacyScreen");
        mouseClick(findChild(privacy, "privacyButton"));
        tryVerify(() => !privacy.visible, 3000, "the privacy screen did not go");
    }

    function humans(count: int): var {
        const names = ["Ann", "Ben", "Cat", "Dan"];
        const seats = [];
        for (let i = 0; i < count; ++i)
            seats.push({ kind: "human", level: "normal", name: names[i] });
        return seats;
    }

    function init(): void {
        Settings.pace = "off";
        QmlWarnings.clear();
        openMain();
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_everyGame_data(): var {
        const rows = [];
        for (let i = 0; i < GameCatalog.count; ++i) {
            const id = GameCatalog.gameIdAt(i);
            // Vitium's bosses choose their starting cards all at once, in secret: four of them.
            rows.push({ tag: id, seats: id === "vitium" ? 4 : 2 });
        }
        return rows;
    }

    function test_everyGame(data: var): void {
        verify(Session.newGame(data.tag, humans(data.seats), "11"));
        main.showTable();
        let table = currentTable(data.tag);
        expectCovered(table, "a new game");
        const first = Session.viewSeat;
        uncover(table);
        tryVerify(() => table.canAct, 10000, "the first seat could not act after the privacy screen");
        compare(Session.viewSeat, first);

        // The app is closed and opened again; the game is taken up again from its tile.
        TestSupport.forgetGame(Session);
        openMain();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => !stack.busy, 3000);
        const resume = findChild(main.contentItem, "continueButton_" + data.tag);
        verify(resume !== null && resume.visible, "the game in progress is not offered on its tile");
        mouseClick(scrollTo(resume));
        table = currentTable(data.tag);
        expectCovered(table, "a resumed game");
        uncover(table);
        tryVerify(() => table.canAct, 10000, "the seat could not act after resuming");
        compare(QmlWarnings.messages, []);
    }
}
