import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Whole games of Artbot against the computer, played only through the table's own controls: hand
// cards returned by dragging them onto the Inactive Deck and played by dragging them onto the
// middle of the table (every third one clicked and confirmed instead), targets chosen by clicking
// an opponent's seat, discards and cards to bring back picked by clicking them in the middle. The
// 2-player game runs with its animations (the damage arithmetic is checked on screen), the
// 3-player one without; both end on the result screen with every seat's place.
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

    // Presses on the item, moves in steps past the drag threshold and lets go over the target.
    function dragOnto(card: var, target: var): void {
        const from = card.mapToItem(table, card.width / 2, card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    // The hand card (its item) that one of the actions of `kind` returns or plays.
    function handCardFor(kind: string): var {
        const hand = named("hand");
        for (let i = 0; i < hand.count; ++i) {
            const place = findChild(hand, "handCard" + i);
            if (place) {
                const a = table.choices.handAction(place.modelData);
                if (a && a.kind === kind)
                    return place.card;
            }
        }
        return null;
    }

    // One choice of the human through the controls.
    function step(): void {
        const phase = Session.observation.phase;
        const me = Session.viewSeat;
        if (phase === "return" || phase === "play") {
            const card = handCardFor(phase);
            verify(card !== null, "no hand card offers " + phase);
            const n = counts[phase] || 0;
            if (n % 3 === 2) {
                mouseClick(card);
                tryVerify(() => named("confirmButton").visible, 3000, "no confirm button for a selected card");
                mouseClick(named("confirmButton"));
                count("clicked");
            } else {
                dragOnto(card, phase === "return" ? named("inactivePile" + me) : named("revealStrip"));
                count("dragged");
            }
            count(phase);
            return;
        }
        if (phase === "target") {
            const seats = table.choices.targetSeats;
            verify(seats.length > 0, "no target offered");
            const seat = named("seat" + seats[seats.length - 1]);
            verify(seat.targetable, "a legal target is not highlighted");
            mouseClick(seat);
            count("target");
            return;
        }
        if (phase === "discard") {
            const faces = table.choices.pickFaces;
            const strip = named("revealStrip");
            for (let i = 0; i < strip.revealed.length; ++i) {
                const card = findChild(strip, "revealedCard" + i);
                if (card && card.targetable && faces.indexOf(card.face) >= 0) {
                    mouseClick(card);
                    count("discard");
                    return;
                }
            }
            fail("no revealed card to discard is clickable");
        }
        if (phase === "recover" || phase === "heal") {
            const choices = table.choices.pickerChoices;
            verify(choices.length > 0, "nothing offered from the Discard");
            const strip = named("revealStrip");
            tryVerify(() => strip.showPicker, 5000, "the Discard's cards are not shown: revealed " + JSON.stringify(strip.revealed));
            // Every card offered lies inside the table, however many kinds the Discard holds.
            for (const c of choices) {
                const item = named("pickerCard" + c.actionId);
                const at = item.mapToItem(table, 0, 0);
                verify(at.x >= 0 && at.x + item.width <= table.width, "a Discard card lies off the table");
            }
            mouseClick(named("pickerCard" + choices[choices.length - 1].actionId));
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
            const before = published;
            const phase = Session.observation.phase;
            step();
            steps += 1;
            tryVerify(() => published > before || Session.over, 10000,
                      "the choice was not taken in phase " + phase + " " + JSON.stringify(counts));
        }
        verify(Session.over, "the game did not end in " + steps + " steps");
        tryVerify(() => named("resultScreen").visible, 60000, "no result screen");
    }

    function startGame(seats: var, animated: bool): void {
        if (window)
            window.destroy();
        counts = {};
        verify(Session.newGame("artbot", seats, "11"));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        table.animated = animated;
        waitForRendering(table);
    }

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        Settings.animationSpeed = 4;
        QmlWarnings.clear();
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function test_1_twoPlayersWithAnimations(): void {
        startGame([{ kind: "human", level: "normal", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" }], true);
        compare(named("hpLabel0").text, Session.observation.players[0].hp + " HP");
        const math = named("damageMath");
        const player = named("artbotEventPlayer");
        // Seen while the damage events play, not only once a choice is pending.
        math.textChanged.connect(() => {
            if (math.text.indexOf("=") >= 0 && player.playing)
                testCase.mathSeen = testCase.mathSeen.concat([math.text]);
        });
        playToTheEnd();
        console.log("2 players: " + JSON.stringify(counts));
        verify(counts.dragged > 0 && counts.clicked > 0, "plays/returns were not both dragged and clicked");
        verify(counts.return > 0 && counts.play > 0);
        verify(mathSeen.length > 0, "the damage arithmetic never showed");
        verify(/^\d+ − \d+ = −?\d+$/.test(mathSeen[0]), "odd arithmetic " + mathSeen[0]);
        const screen = named("resultScreen");
        verify(named("resultHeadline").text !== "");
        verify(findChild(screen, "placeRow0") !== null && findChild(screen, "placeRow1") !== null);
        compare(QmlWarnings.messages, []);
    }

    // Two people and a bot at one screen: whenever the turn passes from one person to the other, the
    // privacy screen covers the table until the next one says who they are; then the table shows
    // that person's own Active Deck as the hand and the other's face down.
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
                compare(named("privacyButton").text, "I am " + Session.seatName(next) + " — show my cards");
                mouseClick(named("privacyButton"));
                tryVerify(() => !privacy.visible && Session.viewSeat === next, 5000);
                handovers += 1;
                // The hand is the new viewer's own Active Deck; the other person's lies face down.
                const own = Session.observation.zones.find(z => z.name === "p" + next + ".active").cards.map(c => c.face);
                tryVerify(() => JSON.stringify(named("hand").faces) === JSON.stringify(own), 5000,
                          "the hand is not " + Session.seatName(next) + "'s");
                const other = next === 0 ? 2 : 0;
                compare(named("activePile" + other).faceUp, false);
                continue;
            }
            if (Session.over)
                break;
            const before = published;
            step();
            steps += 1;
            tryVerify(() => published > before || Session.over, 10000, "the choice was not taken");
        }
        verify(handovers >= 2 || Session.over, "the screen was handed over only " + handovers + " times");
        verify(handovers >= 1);
        compare(QmlWarnings.messages, []);
    }

    function test_2_threePlayersWithoutAnimations(): void {
        startGame([{ kind: "human", level: "normal", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" },
                   { kind: "ai", level: "easy", name: "Rob" }], false);
        compare(Session.seatCount, 3);
        verify(named("seat1").visible && named("seat2").visible);
        playToTheEnd();
        console.log("3 players: " + JSON.stringify(counts));
        verify(counts.target > 0, "no target was chosen by clicking a seat");
        const winners = Session.observation.result.winners;
        verify(winners.length >= 1);
        const screen = named("resultScreen");
        for (let s = 0; s < 3; ++s)
            verify(findChild(screen, "placeRow" + s) !== null, "no place for seat " + s);
        // The ones who are out are greyed with their place.
        for (const p of Session.observation.players)
            if (p.out)
                verify(named("placeLabel" + p.seat).visible);
        // Rematch: the same three seats start again.
        mouseClick(named("rematchButton"));
        tryVerify(() => !Session.over && !screen.visible, 10000, "Rematch did not start a new game");
        compare(Session.seatCount, 3);
        compare(Session.observation.turn, 1);
        compare(QmlWarnings.messages, []);
    }
}
