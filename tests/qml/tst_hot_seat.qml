import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Two people share one screen: the game opens behind the privacy screen for the first one; after
// the first one's secret choice a privacy screen covers the table
// until the second one says who they are; the table then shows the second one's hand with the first
// one's card face down; after the turn the screen passes back the same way.
TestCase {
    id: testCase
    name: "HotSeatPrivacy"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

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
        Settings.lastSeats = [{ kind: "human", level: "normal", name: "Ann" },
                              { kind: "human", level: "normal", name: "Ben" }];
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

    function test_privacyScreenBetweenTheTwoSecretChoices(): void {
        mouseClick(findNamed("newGameButton_knockdown"));
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000);
        // The dialog remembers the last set-up: two people.
        compare(findNamed("seatKind0").currentValue, "human");
        compare(findNamed("seatKind1").currentValue, "human");
        compare(findNamed("seatName1").text, "Ben");
        mouseClick(findNamed("startGameButton"));
        tryVerify(() => findChild(main.contentItem, "knockdownTable") !== null && !dialog.visible, 5000);
        const table = findChild(main.contentItem, "knockdownTable");
        // The screen slides in; StackView takes no input until it has.
        tryVerify(() => !findNamed("stack").busy, 3000);
        // Whoever started the game may not be Ann: the table is covered until she says she is there.
        const privacy = findChild(table, "privacyScreen");
        compare(Session.viewSeat, 0);
        tryVerify(() => privacy.visible, 3000, "no privacy screen before the first choice");
        compare(findChild(privacy, "privacyButton").text, "I am Ann — show my cards");
        mouseClick(findChild(privacy, "privacyButton"));
        tryVerify(() => !privacy.visible, 3000);

        // Ann drags her card onto her slot: the screen is covered for Ben.
        tryVerify(() => table.canChoose, 5000);
        const hand = findChild(table, "hand");
        dragOnto(table, findChild(hand, "handCard4"), findChild(table, "playSlotDrop0"));
        tryVerify(() => privacy.visible, 5000, "no privacy screen after the first choice");
        verify(!table.canChoose);
        const button = findChild(privacy, "privacyButton");
        compare(button.text, "I am Ben — show my cards");
        compare(Session.viewSeat, 0);

        // Ben takes over: his own view, Ann's card lying face down on her slot.
        mouseClick(button);
        tryVerify(() => !privacy.visible && Session.viewSeat === 1, 3000);
        tryVerify(() => table.canChoose, 5000);
        const annCard = findChild(table, "slotCard0");
        verify(annCard.visible, "Ann's committed card is not on the table");
        verify(!annCard.faceUp && !annCard.showingFront, "Ann's card shows its face to Ben");
        compare(annCard.face, "", "Ben's table knows the face of Ann's card");

        // Ben chooses by clicking; the turn resolves. Ben still holds the screen, so he picks his next
        // card first, and then the screen passes to Ann the same way.
        const turn = Session.observation.turn;
        mouseClick(findChild(hand, "handCard1"));
        tryVerify(() => Session.observation.turn !== turn || Session.over, 30000, "the turn did not resolve");
        if (!Session.over) {
            tryVerify(() => table.canChoose && Session.viewSeat === 1, 30000, "Ben could not pick his next card");
            verify(!privacy.visible);
            mouseClick(findChild(hand, "handCard2"));
            tryVerify(() => privacy.visible, 5000, "no privacy screen before Ann's choice");
            compare(findChild(privacy, "privacyButton").text, "I am Ann — show my cards");
            mouseClick(findChild(privacy, "privacyButton"));
            tryVerify(() => Session.viewSeat === 0 && table.canChoose, 5000);
            const benCard = findChild(table, "slotCard1");
            verify(benCard.visible && !benCard.faceUp, "Ben's waiting card is not face down for Ann");
            compare(benCard.face, "");
        }
        compare(QmlWarnings.messages, []);
    }
}
