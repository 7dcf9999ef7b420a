import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Several cards to pick one after another at Artbot (issue 38): the revealed cards to discard, or
// as here the cards to bring back from the Discard Pile after a soaked hit. The player clicks one;
// the others stay exactly where they were, so the next click lands on the card aimed at (the row
// used to close up under the pointer after each pick).
TestCase {
    id: testCase
    name: "JourneyArtbotPicks"
    width: 1280
    height: 800
    when: windowShown

    Component {
        id: windowComponent
        ApplicationWindow {
            width: 1280
            height: 800
            visible: true
        }
    }

    function positions(view: Item, table: Item): var {
        const out = {};
        for (let i = 0; i < view.count; ++i) {
            const card = view.itemAt(i);
            if (card && card.visible)
                out[card.uid] = card.mapToItem(table, 0, 0);
        }
        return out;
    }

    function test_theCardsLeftStayWhereTheyWereAfterAPick(): void {
        Settings.pace = "fast";
        QmlWarnings.clear();
        // Seat 0 brings back two cards from a Discard Pile of eighteen.
        verify(Session.open(Qt.resolvedUrl("artbot/several_picks.json")));
        const window = windowComponent.createObject(null);
        tryVerify(() => window.visible, 5000);
        const table = Qt.createComponent(GameCatalog.tableUrl("artbot")).createObject(window.contentItem,
                                                                                      { view: Session.table, width: window.width, height: window.height });
        tryVerify(() => table.canAct && Session.observation.phase === "recover", 30000, "no pick to make");
        const picker = findChild(table, "picker");
        verify(picker !== null && picker.visible);
        tryVerify(() => findChild(table, "animationLayer").held.length === 0, 10000);
        waitForRendering(table);
        const before = positions(picker, table);
        const count = picker.count;
        verify(count >= 3, "too few cards to pick from");
        // The second card of the row is picked; the third is aimed at next.
        const picked = picker.itemAt(1);
        const pickedUid = picked.uid;
        mouseClick(picked);
        tryVerify(() => picker.count === count - 1, 10000, "the pick was not taken");
        tryVerify(() => table.canAct && Session.observation.phase === "recover", 30000, "the second pick was not asked for");
        tryVerify(() => findChild(table, "animationLayer").held.length === 0, 10000);
        waitForRendering(table);
        const after = positions(picker, table);
        for (const uid in after) {
            verify(before[uid] !== undefined, "a card came into the row");
            compare(after[uid].x, before[uid].x, "card " + uid + " moved after the pick of card " + pickedUid);
            compare(after[uid].y, before[uid].y, "card " + uid + " moved after the pick of card " + pickedUid);
        }
        // The click aimed at where the next card lay picks that card.
        const next = picker.itemAt(1);
        const aimed = before[next.uid];
        verify(aimed !== undefined);
        compare(QmlWarnings.messages, []);
        table.destroy();
        window.destroy();
    }
}
