import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Personal Vendetta against two computer clones on the generic table, played only through the
// table's components with the event player on: headspace cards taken by dragging them into the
// hand and by clicking them, hand cards played by dragging them onto the table and by clicking
// them, a clone chosen by clicking its panel, X set on the choice bar's number, every reaction
// window of the person answered on the table (a reaction dragged onto the card being resolved, or
// "Let it resolve"), whether or not they hold a reaction, until the goals below were all reached
// and a clone took damage. The dials and tokens are checked against the engine's figures.
TestCase {
    id: testCase
    name: "VendettaGameThroughTheTable"
    width: 1280
    height: 800
    when: windowShown

    property var window: null
    property var table: null
    property var counts: ({})
    property int published: 0
    property int damage: 0
    property int chosenX: -1
    property int eventX: -1
    property string lastStep: ""

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias table: vendettaTable
            width: 1280
            height: 800
            visible: true
            VendettaTable {
                id: vendettaTable
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
        lastStep = what;
        const c = Object.assign({}, counts);
        c[what] = (c[what] || 0) + 1;
        counts = c;
    }

    // An item of the table's own choice bar (the frame keeps a hidden one of its own).
    function inBar(name: string): var {
        const bar = named("vendettaChoiceBar");
        const item = findChild(bar, name);
        verify(item !== null, "no item named " + name + " on the choice bar");
        // The buttons may scroll, as a player would scroll them; the bar lays them out first.
        tryVerify(() => {
            bar.reveal(item);
            const at = item.mapToItem(bar, 0, 0);
            return at.y >= 0 && at.y + item.height <= bar.height;
        }, 5000, name + " never shows whole on the choice bar");
        return item;
    }

    function has(kind: string): bool {
        return Session.actions.ofKind(kind).length > 0;
    }

    function tipShown(): bool {
        const overlay = window.Overlay.overlay;
        for (let i = 0; i < overlay.children.length; ++i)
            if (overlay.children[i].visible)
                return true;
        return false;
    }

    // Where a card is pressed: near its left edge, the part a fanned card shows of itself.
    function pressX(card: var): real {
        return Math.min(card.width / 2, 10);
    }

    // A click on the card where it shows.
    function clickCard(card: var): void {
        mouseClick(card, pressX(card), card.height / 2);
    }

    // Presses on the item, moves in steps past the drag threshold and lets go over the target.
    function dragOnto(card: var, target: var): void {
        const from = card.mapToItem(table, pressX(card), card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    // Cards the person goes for, so that a reaction and an X come up: the reactions and the X
    // costs of the card set.
    readonly property var wanted: ["flinch", "second_guess", "false_memory", "nerve_splice", "play_dead",
                                   "deja_vu", "sabotage", "whisper_campaign", "final_grudge"]

    // The card drawn for an action of `kind` in the zone view `viewName`; with `prefer`, one of
    // the wanted cards when there is one.
    function cardFor(kind: string, viewName: string, prefer: bool): var {
        const actions = Session.actions.ofKind(kind);
        const view = named(viewName);
        const isWanted = a => view.itemForUid(a.card) !== null && wanted.indexOf(view.itemForUid(a.card).face) >= 0;
        const action = (prefer ? actions.find(isWanted) : undefined) || actions[0];
        const card = view.itemForUid(action.card);
        verify(card !== null, "the card of " + action.text + " is not drawn in " + viewName);
        verify(card.choosable, action.text + " is not offered on its card");
        return card;
    }

    function clickButton(kind: string): void {
        const action = Session.actions.ofKind(kind)[0];
        const button = inBar("choiceButton_" + action.actionId);
        verify(button.visible, "no button for " + action.text);
        mouseClick(button);
    }

    // One choice of the person through the table's components, once every flying card landed (a
    // card in the air is not shown at its place yet).
    // A move the engine warns about (a reaction that does not fit, an X of one's last corpus) is
    // asked about: the person goes ahead.
    function goAheadIfAsked(): void {
        const ask = named("cautionConfirm");
        if (!ask.opened)
            return;
        mouseClick(findChild(ask.footer, "confirmGoAhead"));
        tryVerify(() => !ask.visible, 3000);
        count("warned");
    }

    function step(): void {
        tryVerify(() => named("animationLayer").held.length === 0, 5000, "a card never landed");
        // The pointer rests off the cards, so no tooltip covers what the next step clicks.
        mouseMove(table, table.width - 2, 2);
        tryVerify(() => !tipShown(), 5000, "a tooltip stays up");
        const me = Session.viewSeat;
        if (has("pass")) {
            // The window asks whatever the hand holds: the same prompt, the pass and the setting.
            verify(named("promptLabel").text.indexOf("Reaction window") === 0, named("promptLabel").text);
            verify(inBar("autoPassBox").visible);
            count(has("react") ? "windowWithReaction" : "windowWithout");
            if (has("react") && (counts.reacted || 0) < 2) {
                dragOnto(cardFor("react", "ownHand", false), named("tableDrop"));
                goAheadIfAsked();
                count("reacted");
            } else {
                clickButton("pass");
                count("passed");
            }
            return;
        }
        if (has("x")) {
            const lead = Session.actions.ofKind("x").find(a => a.groupLead);
            const spin = inBar("choiceNumber_" + lead.actionId);
            verify(spin.visible);
            spin.value = spin.to;
            testCase.chosenX = spin.to;
            mouseClick(inBar("choiceButton_" + lead.actionId));
            goAheadIfAsked();
            count("x");
            return;
        }
        if (has("target")) {
            const action = Session.actions.ofKind("target")[0];
            const panel = named("playerPanel" + action.targetSeat);
            verify(panel.targetable, "the clone to choose does not pulse");
            mouseClick(panel);
            count("target");
            return;
        }
        if (has("order")) {
            clickButton("order");
            return;
        }
        const picks = [["pay_card", "ownHand"], ["effect_discard", "ownHand"], ["discard", "ownHand"],
                       ["pay_state", "states" + me], ["discard_state", "states" + me],
                       ["push", "headspace"], ["pay_forgotten", "forgottenPicker"], ["recall", "forgottenPicker"]];
        for (const [kind, view] of picks)
            if (has(kind)) {
                clickCard(cardFor(kind, view, false));
                count(kind);
                return;
            }
        // The main phase: play when a card can be played, else take; drag two times in three.
        const drag = ((counts.play || 0) + (counts.take || 0)) % 3 !== 2;
        if (has("play")) {
            const card = cardFor("play", "ownHand", true);
            if (drag)
                dragOnto(card, (counts.play || 0) % 2 === 0 ? named("tableDrop") : named("states" + me));
            else
                clickCard(card);
            count(drag ? "playDragged" : "playClicked");
            count("play");
            return;
        }
        if (has("take")) {
            const card = cardFor("take", "headspace", true);
            if (drag)
                dragOnto(card, named("ownHand"));
            else
                clickCard(card);
            count(drag ? "takeDragged" : "takeClicked");
            count("take");
            return;
        }
        if (has("activate")) {
            clickCard(cardFor("activate", "states" + me, false));
            count("activate");
            return;
        }
        fail("nothing to do on the table: " + JSON.stringify(Session.actions.all().map(a => a.kind)));
    }

    // The dials and the ticks show the engine's figures (between actions).
    function checkFigures(): void {
        for (let s = 0; s < Session.seatCount; ++s) {
            const panel = named("playerPanel" + s);
            compare(findChild(panel, "corpus").value, table.figure(s, "corpus"));
            compare(findChild(panel, "cerebrium").value, table.figure(s, "cerebrium"));
            compare(findChild(panel, "ticks").value, table.figure(s, "ticks"));
        }
        // A tick spent on your turn stays as a token turned down.
        const ticks = findChild(named("playerPanel" + Session.viewSeat), "ticks");
        if (ticks.drawn > ticks.value && ticks.value > 0)
            count("tokenTurnedDown");
    }

    readonly property var goals: ["takeDragged", "takeClicked", "playDragged", "playClicked", "target", "x",
                                  "windowWithReaction", "windowWithout", "reacted", "passed", "tokenTurnedDown"]

    function missing(): var {
        return goals.filter(g => !(counts[g] > 0));
    }

    // The last game's window goes before the next game starts (its table would follow the new
    // game while it is being destroyed).
    function closeWindow(): void {
        if (window)
            window.destroy();
        window = null;
        wait(50);
    }

    function startGame(seed: string): void {
        closeWindow();
        verify(Session.newGame("vendetta", [{ kind: "human", level: "normal", name: "Ann" },
                                            { kind: "ai", level: "easy", name: "Bot" },
                                            { kind: "ai", level: "easy", name: "Rob" }], seed));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        verify(Session.player.enabled, "the table does not play through the event player");
        waitForRendering(table);
    }

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        Session.player.stepShown.connect(ev => {
            if ((ev.kind === "inflict" || ev.kind === "leech") && ev.amount > 0)
                testCase.damage += 1;
            if (ev.kind === "choose_x" && ev.seat === 0)
                testCase.eventX = ev.amount;
        });
        // Every event goes through the event player and the table's cues, shown at once: a whole
        // game at a pace a person watches takes minutes, and the pace has tests of its own.
        Settings.pace = "off";
        // The bots answer at once: the test follows the table, not a spectator's pace.
        TestSupport.setBotPauseMs(Session, 0);
        QmlWarnings.clear();
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function test_gameThroughTheTable(): void {
        // Seeds chosen so that between them every goal is reached.
        for (const seed of ["21", "22", "23", "24", "25", "26"]) {
            if (missing().length === 0)
                break;
            startGame(seed);
            let steps = 0;
            while (!Session.over && steps < 400 && missing().length > 0) {
                tryVerify(() => table.canAct || Session.over, 60000, "the table never came back to the person");
                if (Session.over)
                    break;
                checkFigures();
                const before = published;
                step();
                steps += 1;
                tryVerify(() => published > before || Session.over, 10000, "the choice was not taken: " + lastStep + " " + JSON.stringify(counts));
            }
            console.log("seed " + seed + ": " + JSON.stringify(counts));
        }
        compare(missing(), []);
        verify(damage > 0, "no clone took damage");
        compare(eventX, chosenX);
        compare(QmlWarnings.messages, []);
    }

    // Two people at one screen: every reaction window of the other person passes the screen to
    // them behind the privacy screen, and then the hand at the bottom is theirs, face up.
    function test_hotSeatWindowsPassTheScreen(): void {
        closeWindow();
        counts = {};
        verify(Session.newGame("vendetta", [{ kind: "human", level: "normal", name: "Ann" },
                                            { kind: "human", level: "normal", name: "Ben" }], "31"));
        window = windowComponent.createObject(null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        const privacy = named("privacyScreen");
        let handovers = 0;
        let intoWindows = 0;
        for (let steps = 0; steps < 80 && !Session.over && intoWindows < 2; ++steps) {
            tryVerify(() => table.canAct || Session.privacyScreen || Session.over, 60000, "stuck");
            if (Session.privacyScreen) {
                verify(privacy.visible);
                const next = Session.handoverSeat;
                mouseClick(named("privacyButton"));
                tryVerify(() => !privacy.visible && Session.viewSeat === next, 5000);
                handovers += 1;
                if (has("pass"))
                    intoWindows += 1;
                const hand = named("ownHand");
                compare(hand.zoneId, "p" + next + ".hand");
                for (let i = 0; i < hand.count; ++i)
                    verify(hand.itemAt(i).showingFront, "the person's own card is face down");
                // The other person's hand is drawn small at the top, not as the hand.
                verify(named("hand" + (next === 0 ? 1 : 0)).visible);
                continue;
            }
            const before = published;
            step();
            tryVerify(() => published > before || Session.privacyScreen || Session.over, 10000,
                      "the choice was not taken: " + lastStep + " " + JSON.stringify(counts));
        }
        verify(handovers >= 2, "the screen was handed over " + handovers + " times");
        verify(intoWindows >= 2, "no reaction window was handed over");
        compare(QmlWarnings.messages, []);
    }
}
