import QtQuick
import QtQuick.Window
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Knockdown through the generic table: the layout's ZoneViews draw the session's zone models and
// show their counts once the event player has finished, a card is chosen through the choice bar
// (the ActionModel), and while a turn resolves cards fly across the table; a hovered card is shown
// large.
TestCase {
    id: testCase
    name: "KnockdownOnTheGenericTable"
    width: 1280
    height: 800
    when: windowShown

    property var table: null

    // A TestCase is not visible itself; the table sits in a window of its own.
    Window {
        id: window
        width: 1280
        height: 800
        visible: true
    }

    function startTable(seats: var): void {
        verify(Session.newGame("knockdown", seats, "4242"));
        table = Qt.createComponent("qrc:/GrudgeMatch/KnockdownTable.qml").createObject(window.contentItem, { view: Session.table, width: 1280, height: 800 });
        verify(table !== null);
        verify(Session.player.enabled, "the table does not animate through the event player");
        // Two people at one screen: the first says she is there before her cards are shown.
        if (seats.filter(s => s.kind === "human").length > 1) {
            tryVerify(() => Session.privacyScreen, 3000, "a game of two people opens uncovered");
            Session.acknowledgePrivacy();
        }
        waitForRendering(table);
    }

    function init(): void {
        Settings.pace = "normal";
        QmlWarnings.clear();
    }

    function cleanup(): void {
        if (table)
            table.destroy();
        table = null;
        wait(20);
    }

    // Every zone the table draws shows exactly what its model holds.
    function compareZones(): void {
        const ids = Session.zoneIds;
        let drawn = 0;
        for (let i = 0; i < ids.length; ++i) {
            const view = table.zoneView(ids[i]);
            if (!view)
                continue;
            ++drawn;
            compare(view.count, Session.zone(ids[i]).count, ids[i]);
            for (let r = 0; r < view.count; ++r)
                verify(view.itemAt(r) !== null, ids[i] + " has no card drawn at row " + r);
        }
        // The view seat's hand, play slot, piles and reveal row, and the opponent's.
        verify(drawn >= 13, "only " + drawn + " zones drawn");
    }

    function test_zonesFollowTheModels(): void {
        startTable([{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }]);
        compareZones();
        const hand = findChild(table, "hand");
        compare(hand.count, Session.hand.count);
        verify(hand.count > 0);
        compare(findChild(table, "stamina0").count, Session.zone("p0.stamina").count);
        compare(QmlWarnings.messages, []);
    }

    function test_chooseThroughTheChoiceBarAndWatchTheTurn(): void {
        startTable([{ kind: "human", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" }]);
        tryVerify(() => table.canChoose, 5000, "the table never asked for a card");
        const bar = findChild(table, "choiceBar");
        verify(bar !== null);
        // A card game's choices are its cards; the choice bar lists them when asked to.
        verify(!bar.visible);
        bar.cardActions = true;
        tryVerify(() => bar.visible, 2000, "the choice bar shows no actions");
        const first = Session.actions.forCard(findChild(table, "hand").itemAt(0).uid, "")[0];
        verify(first !== undefined, "the first hand card has no action");
        const button = findChild(table, "choiceButton_" + first.actionId);
        verify(button !== null, "no button for action " + first.actionId);
        const handBefore = Session.zone("p0.hand").count;
        const turn = Session.turn;
        // Right after each event is shown, a moved card is in the air.
        const layer = findChild(table, "animationLayer");
        let flights = 0;
        const countFlights = ev => {
            if (FreeRoom.countWith(layer, "flipOnTheWay") > 0)
                ++flights;
        };
        Session.player.stepShown.connect(countFlights);
        mouseClick(button);
        tryVerify(() => Session.pendingChoice === first.actionId || table.playing || Session.turn !== turn, 5000,
                  "the choice had no effect");

        // The bot answers, the turn resolves and is shown event by event.
        tryVerify(() => (Session.turn !== turn || Session.over) && !table.playing, 60000, "the turn never finished showing");
        Session.player.stepShown.disconnect(countFlights);
        verify(flights > 0, "no card flew during the turn");
        compareZones();
        // My card went back to my hand; the slot keeps it dimmed, face up.
        compare(Session.zone("p0.hand").count, handBefore);
        const mine = findChild(table, "slotCard0");
        verify(mine !== null && mine.showingFront, "my card of the turn is not on my slot");
        compare(mine.face, Session.observation.lastTurn.cards[0].id);
        compare(QmlWarnings.messages, []);
    }

    // The icons on the cards are too small on the table for the words printed under them on paper:
    // a legend beside the fight names every icon the hand's cards show (as the cards draw it), in
    // words, and explains it on hover.
    function test_theCardIconsAreLabelledInWords(): void {
        startTable([{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }]);
        const legend = findChild(table, "iconLegend");
        verify(legend !== null && legend.visible, "no legend of the card icons on the table");
        verify(legend.height > 0 && legend.width > 0);
        const expected = { speed: "Speed", instant: "Instant", damage: "Damage", reduce: "Reduce", momentum: "Momentum" };
        for (const icon in expected) {
            const entry = findChild(legend, "legendEntry_" + icon);
            verify(entry !== null && entry.visible, "no legend entry for " + icon);
            compare(entry.text, expected[icon]);
            const drawn = findChild(entry, "legendIcon");
            verify(drawn.known, "the renderer does not know the icon " + icon);
            compare(drawn.icon, icon);
        }
        // Every icon of every card in the hand has its entry.
        const hand = findChild(table, "hand");
        for (let i = 0; i < hand.count; ++i) {
            const face = Session.cardFace(hand.itemAt(i).face);
            for (const end of face.ends)
                for (const stat of end.stats)
                    verify(findChild(legend, "legendEntry_" + stat.icon) !== null,
                           face.id + " shows an icon the legend does not explain: " + stat.icon);
        }
        compare(QmlWarnings.messages, []);
    }

    // Hovering a card whose face the player sees shows it large beside itself, upright; the
    // opponent's hidden cards never show a face.
    function test_aHoveredCardShowsLarge(): void {
        startTable([{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }]);
        const card = findChild(table, "hand").itemAt(0);
        verify(card !== null && card.showingFront);
        mouseMove(card, card.width / 2, card.height / 2);
        const zoom = findChild(card, "cardZoom");
        verify(zoom !== null, "the card has no zoom");
        tryVerify(() => zoom.visible && zoom.width >= 2 * card.width, 3000, "the hovered card is not shown large");
        compare(zoom.face, card.face);
        mouseMove(table, 5, 5);
        tryVerify(() => !zoom.visible, 3000, "the large card stays after the pointer left");
        compare(QmlWarnings.messages, []);
    }
}
