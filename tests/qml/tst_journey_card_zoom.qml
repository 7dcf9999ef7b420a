import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// A player reads a card by pointing at it, and the zoom is the one thing shown large (issue 38):
// - at Knockdown, the player clicks a card of the hand a little right of its middle and leaves the
//   mouse there; the card goes to the slot and the fan closes up, so the next card slides under the
//   still pointer: no zoom opens by itself over the log, and no card rises by itself when the
//   next turn lets the hand be chosen again. Moving the mouse a little then opens the zoom.
// - at Engines, pointing at a hand card shows the table's enlarged preview and nothing else large
//   (it used to open the card's own tooltip zoom beside it as well).
// - the keyboard's card and the card under the pointer: choosing one closes the other's zoom.
TestCase {
    id: testCase
    name: "JourneyCardZoom"
    width: 1280
    height: 800
    when: windowShown

    property var window: null
    property var table: null

    Component {
        id: windowComponent
        ApplicationWindow {
            width: 1280
            height: 800
            visible: true
        }
    }

    function init(): void {
        Settings.pace = "fast";
        QmlWarnings.clear();
    }

    function cleanup(): void {
        if (table)
            table.destroy();
        table = null;
        if (window)
            window.destroy();
        window = null;
        compare(QmlWarnings.messages, []);
    }

    function open(game: string, seed: string, size): void {
        verify(Session.newGame(game, [{ kind: "human", level: "normal", name: "Ann" },
                                      { kind: "ai", level: "easy", name: "Bot" }], seed));
        window = windowComponent.createObject(null, size || {});
        tryVerify(() => window.visible, 5000);
        table = Qt.createComponent(GameCatalog.tableUrl(game)).createObject(window.contentItem,
                                                                            { view: Session.table, width: window.width, height: window.height });
        verify(table !== null);
        tryVerify(() => table.canAct, 30000, "the human never got a move");
        waitForRendering(table);
    }

    function handCards(): var {
        const hand = findChild(table, "hand") || findChild(table, "ownHand");
        verify(hand !== null, "no hand");
        const out = [];
        for (let i = 0; i < hand.count; ++i)
            if (hand.itemAt(i) && hand.itemAt(i).visible)
                out.push(hand.itemAt(i));
        return out;
    }

    function zoomsShown(): int {
        return handCards().filter(c => c.zoomShown).length;
    }

    // The hand card under table point p, or null.
    function cardAt(p: point): var {
        for (const card of handCards()) {
            const q = card.mapFromItem(table, p.x, p.y);
            if (q.x >= 0 && q.y >= 0 && q.x <= card.width && q.y <= card.height)
                return card;
        }
        return null;
    }

    function test_aCardSlidingUnderAStillPointerOpensNoZoom(): void {
        open("knockdown", "7");
        const before = handCards();
        verify(before.length >= 3, "too few cards in hand");
        // Every card at its place first (they slide into the fan).
        wait(Theme.uiDuration * 2 + 100);
        const picked = before[1];
        const p = picked.mapToItem(table, picked.width * 0.75, picked.height / 2);
        mouseMove(table, p.x, p.y);
        tryVerify(() => picked.zoomShown, 3000, "pointing at a card opens no zoom");
        mouseClick(table, p.x, p.y);
        // The card leaves the hand; the fan closes up under the still pointer.
        tryVerify(() => handCards().length < before.length, 10000, "the clicked card stayed in the hand");
        tryVerify(() => { const c = cardAt(p); return c !== null && c !== picked && c.hovered; }, 10000,
                  "no card came to lie under the pointer");
        // The turn is shown and the next begins: the hand's cards may be chosen (and rise) again.
        tryVerify(() => table.canAct, 30000, "the next turn never came");
        tryVerify(() => cardAt(p) !== null && cardAt(p).hovered && cardAt(p).choosable, 10000,
                  "no card that may be chosen lies under the pointer");
        waitForRendering(table);
        const under = cardAt(p);
        verify(!under.zoomShown, "a zoom opened by itself under a pointer standing still");
        verify(!under.lifted && under.scale === 1, "a card rose by itself under a pointer standing still");
        compare(zoomsShown(), 0);
        // A real move opens it.
        mouseMove(table, p.x + 3, p.y);
        tryVerify(() => under.zoomShown, 3000, "moving the pointer over the card opens no zoom");
        compare(zoomsShown(), 1);
    }

    function test_onlyOneZoomAtATimeAtEngines(): void {
        open("engines", "8");
        const preview = findChild(table, "cardPreview");
        verify(preview !== null);
        wait(Theme.uiDuration * 2 + 100);
        const card = findChild(table, "handCard0");
        const p = card.mapToItem(table, card.width / 2, card.height / 2);
        mouseMove(table, p.x, p.y);
        tryVerify(() => preview.visible, 3000, "no preview while pointing at a hand card");
        waitForRendering(table);
        verify(!card.zoomShown, "the card's own zoom opened beside the table's preview");
        // Nor its printed text in a tooltip (the preview shows it); only a reason would be said.
        verify(!card.tipShown || card.reason !== "", "the card's tooltip repeats the preview's text");
    }

    // Engines' enlarged preview stood over End turn whenever the pointer was on the left half (seen
    // at 1024x640): it keeps clear of the prompt and the choices at every size, and of the card.
    function test_enginesPreviewKeepsClearOfEndTurn_data() {
        return [{ tag: "1024x640", width: 1024, height: 640 }, { tag: "1280x800", width: 1280, height: 800 },
                { tag: "1920x1080", width: 1920, height: 1080 }];
    }
    function test_enginesPreviewKeepsClearOfEndTurn(data) {
        open("engines", "8", { width: data.width, height: data.height });
        const preview = findChild(table, "cardPreview");
        const controls = findChild(table, "controlRow");
        const endTurn = findChild(table, "standing_end_turn");
        verify(endTurn !== null && endTurn.visible);
        wait(Theme.uiDuration * 2 + 100);
        const rect = item => { const p = item.mapToItem(table, 0, 0); return { x: p.x, y: p.y, w: item.width, h: item.height }; };
        const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        let seen = 0;
        for (let i = 0; findChild(table, "handCard" + i) !== null; ++i) {
            const card = findChild(table, "handCard" + i);
            const p = card.mapToItem(table, card.width / 2, card.height / 2);
            mouseMove(table, p.x, 5);
            tryVerify(() => !preview.visible, 3000);
            mouseMove(table, p.x, p.y);
            tryVerify(() => preview.visible, 3000, "no preview while pointing at hand card " + i);
            const shown = rect(preview);
            verify(!meet(shown, rect(endTurn)), data.tag + ": the preview of hand card " + i + " covers End turn");
            verify(!meet(shown, rect(controls)), data.tag + ": the preview of hand card " + i + " covers the prompt");
            verify(!meet(shown, rect(card)), data.tag + ": the preview covers hand card " + i);
            verify(shown.y >= 0 && shown.y + shown.h <= table.height, data.tag + ": the preview leaves the window");
            verify(preview.width >= 180, data.tag + ": the preview is only " + preview.width + " px wide");
            ++seen;
        }
        verify(seen >= 2, "only " + seen + " hand cards");
    }

    function test_theKeyboardCardAndThePointedCardShareOneZoom(): void {
        open("knockdown", "7");
        wait(Theme.uiDuration * 2 + 100);
        const cards = handCards();
        const pointedAt = cards[cards.length - 1];
        const p = pointedAt.mapToItem(table, pointedAt.width / 2, pointedAt.height / 2);
        mouseMove(table, p.x, p.y);
        tryVerify(() => pointedAt.zoomShown, 3000, "pointing at a card opens no zoom");
        // The keyboard takes the hand: its first card is the keyboard's and opens its zoom.
        const hand = findChild(table, "hand");
        hand.forceActiveFocus();
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_Backtab);
        tryVerify(() => cards[0].keyboardCurrent, 3000, "the keyboard never reached the hand");
        tryVerify(() => cards[0].zoomShown, 3000, "the keyboard's card shows no zoom");
        verify(!pointedAt.zoomShown, "two zooms open at once");
    }
}
