import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A person's whole evening in one test: the start screen's New game, the new-game dialog set to a
// human against the computer, then a full fight played only through the table's own controls
// (cards dragged onto the play slot, some clicked, some picked with the keyboard) until the result screen shows; then Rematch
// and back to the menu. Animations run at the fastest setting; the bot thinks on its worker thread.
TestCase {
    id: testCase
    name: "KnockdownGameThroughTheTable"
    when: windowShown

    property var main: null

    // Searches the window's items (the overlay with its dialogs included) and its other objects.
    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function resultShown(table: var): bool {
        const result = findChild(table, "resultScreen");
        return result !== null && result.visible;
    }

    // Presses on the card, moves in steps (a drag needs to pass the threshold) and lets go over
    // the slot; positions are taken relative to the table, which does not move.
    function dragOnto(table: var, card: var, target: var): void {
        const from = card.mapToItem(table, card.width / 2, card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    function initTestCase(): void {
        Settings.pace = "fast";
        Settings.lastSeats = [];
        QmlWarnings.clear();
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
        waitForRendering(main.contentItem);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_wholeGameAgainstTheComputer(): void {
        mouseClick(findNamed("newGameButton_knockdown"));
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000, "the new-game dialog did not open");
        // The default set-up is a person in seat 1 against the computer (Normal) in seat 2.
        compare(findNamed("seatKind0").currentValue, "human");
        compare(findNamed("seatKind1").currentValue, "ai");
        compare(findNamed("seatLevel1").currentValue, "normal");
        findNamed("seedField").text = "20240";
        mouseClick(findNamed("startGameButton"));

        tryVerify(() => findChild(main.contentItem, "knockdownTable") !== null && !dialog.visible, 5000, "no table after Start");
        const table = findChild(main.contentItem, "knockdownTable");
        // The screen slides in; StackView takes no input until it has.
        tryVerify(() => !findNamed("stack").busy, 3000);
        compare(Session.viewSeat, 0);
        compare(Settings.lastSeats.length, 2);

        const hand = findChild(table, "hand");
        const drop = findChild(table, "playSlotDrop0");
        verify(hand !== null && drop !== null);

        let choices = 0;
        let drags = 0;
        let keys = 0;
        while (!resultShown(table)) {
            tryVerify(() => table.canChoose || resultShown(table), 60000, "the table never asked for a card");
            if (resultShown(table))
                break;
            const turn = Session.observation.turn;
            const index = (choices * 3) % hand.count;
            const card = findChild(hand, "handCard" + index);
            verify(card !== null, "no hand card " + index);
            if (choices % 4 === 3) {
                mouseClick(card);
            } else if (choices % 4 === 1) {
                // The keyboard: the hand has the focus; Left/Right move along, Enter plays.
                main.requestActivate();
                tryVerify(() => main.active && hand.activeFocus, 3000, "the hand has no keyboard focus");
                for (let k = 0; k < 12 && hand.currentIndex !== index; ++k)
                    keyClick(hand.currentIndex < index ? Qt.Key_Right : Qt.Key_Left);
                compare(hand.currentIndex, index);
                keyClick(Qt.Key_Return);
                ++keys;
            } else {
                dragOnto(table, card, drop);
                ++drags;
            }
            ++choices;
            // The card is committed (or the turn already resolved with it).
            tryVerify(() => Session.pendingChoice >= 0 || Session.observation.turn !== turn || Session.over,
                      10000, "choosing card " + index + " had no effect");
            tryVerify(() => Session.observation.turn !== turn || resultShown(table), 60000,
                      "turn " + turn + " never finished");
            // Once resolved, my card of the turn lies face up on my slot; the opponent's slot shows
            // its card of the turn face up, or (when it has already chosen again) a face-down card.
            if (!Session.over) {
                const played = Session.observation.lastTurn.cards;
                tryVerify(() => {
                    const mine = findChild(table, "slotCard0");
                    const theirs = findChild(table, "slotCard1");
                    return mine.showingFront && mine.face === played[0].id
                        && (theirs.showingFront ? theirs.face === played[1].id : theirs.face === "");
                }, 5000, "the cards of turn " + turn + " are not on their slots");
            }
            compare(QmlWarnings.messages, [], "warnings during turn " + turn);
            verify(choices <= 45, "the fight did not end within the final bell");
        }

        verify(Session.over);
        verify(drags > 0 && keys > 0);
        verify(findChild(table, "resultText").text.length > 0, "the result screen gives no result");
        verify(Session.log.count > choices, "the fight log stayed empty");

        // Rematch: same seats, a fresh fight on the same table.
        mouseClick(findChild(table, "rematchButton"));
        tryVerify(() => !Session.over && !resultShown(table) && table.canChoose, 10000, "rematch did not start a new fight");
        compare(Session.observation.turn, 1);

        // The table's Menu button goes back to the start screen, where the running game can be continued.
        mouseClick(findChild(table, "tableMenuButton"));
        tryVerify(() => findNamed("stack").currentItem.objectName === "startScreen", 3000);
        verify(findNamed("continueButton_knockdown").visible);
        compare(QmlWarnings.messages, []);
    }
}
