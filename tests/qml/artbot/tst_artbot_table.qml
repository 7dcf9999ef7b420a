import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Whole games of Artbot against the computer on the generic table, played only through its
// components with the event player on: hand cards (a ZoneView) returned by dragging them onto the
// Inactive Deck and played by dragging them onto the played slot (every third one clicked
// instead), targets chosen by clicking an opponent's panel, discards and cards to bring back
// clicked in the middle's ZoneViews. The 2-player game animates (the damage sum and the reveal's
// flying cards are checked while the events play, HP against the engine's figure); the 3-player
// one shows each outcome at once; both end on the result screen with every seat's place.
TestCase {
    id: testCase
    name: "ArtbotGamesThroughTheTable"
    width: 1280
    height: 800
    when: windowShown

    property var window: null
    property var table: null
    property var counts: ({})
    property var mathSeen: []
    property int flights: 0
    property int published: 0

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias table: artbotTable
            width: 1280
            height: 800
            visible: true
            ArtbotTable {
                id: artbotTable
                view: Session.table
                anchors.fill: parent
            }
        }
    }

    function named(name: string): var {
        const item = findChild(table, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function count(what: string): void {
        const c = Object.assign({}, counts);
        c[what] = (c[what] || 0) + 1;
        counts = c;
    }

    // Waits until `item` stops moving (a card sliding to its place after a draw), so a press
    // lands on it: two looks of tryVerify, 50 ms apart, find it at the same place.
    function waitUntilStill(item: var): void {
        let last = null;
        tryVerify(() => {
            const at = item.mapToItem(table, 0, 0);
            const still = last !== null && at.x === last.x && at.y === last.y;
            last = at;
            return still;
        }, 10000, "a card never came to rest");
    }

    // Presses on the item, moves in steps past the drag threshold and lets go over the target.
    function dragOnto(card: var, target: var): void {
        waitUntilStill(card);
        waitUntilStill(target);
        const from = card.mapToItem(table, card.width / 2, card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    // The first card of a ZoneView that may be chosen now.
    function choosable(view: var): var {
        for (let i = 0; i < view.count; ++i) {
            const card = view.itemAt(i);
            if (card && card.choosable)
                return card;
        }
        return null;
    }

    // One choice of the human through the table's components, once every flying card landed (a
    // card in the air is not shown at its place yet: a press there would miss it).
    function step(): void {
        tryVerify(() => named("animationLayer").held.length === 0, 10000, "a card never landed");
        const phase = Session.observation.phase;
        const me = Session.viewSeat;
        if (phase === "return" || phase === "play") {
            const card = choosable(named("hand"));
            verify(card !== null, "no hand card offers " + phase);
            verify(card.usable, "a card that may be chosen does not glow");
            if ((counts[phase] || 0) % 3 === 2) {
                waitUntilStill(card);
                mouseClick(card);
                count("clicked");
            } else {
                dragOnto(card, phase === "return" ? named("inactivePile" + me) : named("playDrop"));
                count("dragged");
            }
            count(phase);
            return;
        }
        if (phase === "target") {
            for (let s = 0; s < Session.seatCount; ++s) {
                const seat = s === me ? null : findChild(table, "seat" + s);
                if (seat && seat.targetAction) {
                    mouseClick(named("playerPanel" + s));
                    count("target");
                    return;
                }
            }
            fail("no opponent may be targeted");
        }
        if (phase === "discard" || phase === "recover" || phase === "heal") {
            const card = choosable(named(phase === "discard" ? "revealed" : "picker"));
            verify(card !== null, "nothing to pick in phase " + phase);
            waitUntilStill(card);
            const at = card.mapToItem(table, 0, 0);
            verify(at.x >= 0 && at.x + card.width <= table.width, "a card to pick lies off the table");
            mouseClick(card);
            count(phase);
            return;
        }
        fail("unexpected phase " + phase);
    }

    // Plays until the result screen, every choice of the human through the table.
    function playToTheEnd(): void {
        let steps = 0;
        while (!Session.over && steps < 3000) {
            tryVerify(() => table.canAct || Session.over, 60000, "the table never came back to the player");
            if (Session.over)
                break;
            // Idle, the table shows the engine's HP.
            for (let s = 0; s < Session.seatCount; ++s)
                compare(findChild(named("playerPanel" + s), "hp").text,
                        Session.observation.players[s].hp + " / " + Session.observation.maxHp);
            const before = published;
            const phase = Session.observation.phase;
            step();
            steps += 1;
            tryVerify(() => published > before || Session.over, 30000,
                      "the choice was not taken in phase " + phase + " " + JSON.stringify(counts));
        }
        verify(Session.over, "the game did not end in " + steps + " steps");
        tryVerify(() => named("resultScreen").visible, 60000, "no result screen");
    }

    function startGame(seats: var, animate: bool): void {
        if (window)
            window.destroy();
        counts = {};
        verify(Session.newGame("artbot", seats, "11"));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        verify(Session.player.enabled, "the table does not play through the event player");
        Session.animate = animate;
        waitForRendering(table);
    }

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        Settings.pace = "fast";
        QmlWarnings.clear();
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function test_1_twoPlayersWithAnimations(): void {
        startGame([{ kind: "human", level: "normal", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" }], true);
        const math = named("damageMath");
        const layer = named("animationLayer");
        // Seen while the damage events play, not only once a choice is pending.
        const watch = ev => {
            if (math.text.indexOf("=") >= 0)
                testCase.mathSeen = testCase.mathSeen.concat([math.text]);
            // (Counted natively: walking `children` in JavaScript crashes Qt 6.4's collector.)
            if (ev.kind === "reveal")
                testCase.flights += FreeRoom.countWith(layer, "flipOnTheWay");
        };
        Session.player.stepShown.connect(watch);
        playToTheEnd();
        Session.player.stepShown.disconnect(watch);
        console.log("2 players: " + JSON.stringify(counts));
        verify(counts.dragged > 0 && counts.clicked > 0, "plays/returns were not both dragged and clicked");
        verify(counts.return > 0 && counts.play > 0);
        verify(mathSeen.length > 0, "the damage sum never showed");
        verify(/^\d+ − \d+ = −?\d+$/.test(mathSeen[0]), "odd sum " + mathSeen[0]);
        verify(flights > 0, "no revealed card flew");
        const screen = named("resultScreen");
        verify(screen.lines.length === 2 && screen.lines[0].text.indexOf("HP") >= 0, JSON.stringify(screen.lines));
        compare(QmlWarnings.messages, []);
    }

    function test_2_threePlayersAtOnce(): void {
        startGame([{ kind: "human", level: "normal", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" },
                   { kind: "ai", level: "easy", name: "Rob" }], false);
        compare(Session.seatCount, 3);
        verify(named("seat1").visible && named("seat2").visible);
        playToTheEnd();
        console.log("3 players: " + JSON.stringify(counts));
        verify(counts.target > 0, "no target was chosen by clicking a seat");
        const screen = named("resultScreen");
        compare(screen.lines.length, 3);
        // The ones who are out show their place.
        for (const p of Session.observation.players)
            if (p.out)
                verify(named("placeLabel" + p.seat).visible);
        // Rematch: the same three seats start again.
        mouseClick(named("rematchButton"));
        tryVerify(() => !Session.over && !screen.visible, 30000, "Rematch did not start a new game");
        compare(Session.seatCount, 3);
        compare(Session.observation.turn, 1);
        compare(QmlWarnings.messages, []);
    }

    // Two people and a bot at one screen: whenever the turn passes from one person to the other, the
    // privacy screen covers the table until the next one says who they are; then the hand is that
    // person's own Active Deck and the other's lies face down.
    function test_3_hotSeatHandsOverBetweenTwoPeople(): void {
        startGame([{ kind: "human", level: "normal", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" },
                   { kind: "human", level: "normal", name: "Ben" }], true);
        const privacy = named("privacyScreen");
        let handovers = 0;
        let steps = 0;
        while (handovers < 3 && !Session.over && steps < 400) {
            tryVerify(() => table.canAct || Session.privacyScreen || Session.over, 60000, "stuck");
            if (Session.privacyScreen) {
                verify(privacy.visible);
                const next = Session.handoverSeat;
                mouseClick(named("privacyButton"));
                tryVerify(() => !privacy.visible && Session.viewSeat === next, 20000);
                handovers += 1;
                const own = Session.observation.zones.find(z => z.name === "p" + next + ".active").cards.map(c => c.face);
                const hand = named("hand");
                tryVerify(() => hand.count === own.length && hand.itemAt(0) && hand.itemAt(0).face === own[0], 20000,
                          "the hand is not " + Session.seatName(next) + "'s");
                const other = next === 0 ? 2 : 0;
                const pile = named("activePile" + other);
                verify(pile.count > 0 && !pile.itemAt(pile.count - 1).showingFront, "the other person's cards show");
                continue;
            }
            if (Session.over)
                break;
            const before = published;
            step();
            steps += 1;
            tryVerify(() => published > before || Session.over, 30000, "the choice was not taken");
        }
        verify(handovers >= 1);
        compare(QmlWarnings.messages, []);
    }
}
