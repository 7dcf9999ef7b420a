import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// A whole turn of every game against a bot, played with the keyboard alone (no mouse event at
// all): Tab and Shift+Tab to a zone, a button or a seat, the arrows to a card, Enter or Space to
// choose, Enter on a card with a target to aim it and then Enter on the target, Escape to put an
// aimed card back. Which action to take is read from the session; how to reach it is only keys.
// Each game's turn is checked in the engine: Knockdown's card of the turn is the one chosen,
// Engines of Vengeance's played card lies in the Active Area, Artbot's returned card in the
// Inactive Deck, Personal Vendetta's taken or played card and Vitium's bought or underway card left
// where they were; the turn moves on and
// comes back to the player after the bot's. Beside the turns: the keyboard's drag (an aimed card
// onto a zone that takes it), the arrows in a grid, and the hot-seat screen keeping the keyboard.
TestCase {
    id: testCase
    name: "KeyboardTurns"
    when: windowShown

    property var window: null
    property var table: null
    property var done: []                 // the kinds taken, in order

    function init(): void {
        Settings.pace = "off";
        QmlWarnings.clear();
        done = [];
        if (!window) {
            window = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
            verify(window !== null, "the main window did not load");
            tryVerify(() => window.visible, 5000);
        }
    }

    function cleanup(): void {
        if (window)
            window.showStart();
        table = null;
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function startGame(gameId: string, bots: int): void {
        const seats = [{ kind: "human", level: "normal", name: "Ann" }];
        for (let i = 0; i < bots; ++i)
            seats.push({ kind: "ai", level: "easy", name: "Bot " + (i + 1) });
        verify(Session.newGame(gameId, seats, "11"));
        TestSupport.setBotPauseMs(Session, 0);
        window.showTable();
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === gameId + "Table" && !stack.busy, 5000);
        table = stack.currentItem;
        waitForRendering(table);
        ready();
    }

    // Waits until the player may choose and nothing is being shown.
    function ready(): void {
        tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the table never came back to the player");
        verify(!Session.over, "the game ended");
    }

    function focusedIn(target: var): bool {
        for (let it = window.activeFocusItem; it; it = it.parent)
            if (it === target)
                return true;
        return false;
    }

    // Presses Tab until `target` holds the focus; fails after more presses than the table has stops.
    function tabTo(target: var, what: string): void {
        verify(target !== null && target.visible, what + " is not on the table");
        for (let i = 0; i < 80 && !focusedIn(target); ++i)
            keyClick(Qt.Key_Tab);
        verify(focusedIn(target), "Tab never reaches " + what);
    }

    // Once a key was pressed, what has the focus shows its frame.
    function expectFrame(target: var, what: string): void {
        const frame = findChild(target, "focusFrame");
        verify(frame !== null && frame.target === target, what + " has no focus frame");
        verify(frame.shown, what + " has the focus but shows no frame");
    }

    // The zone view drawing card `uid` that the keyboard can reach.
    function zoneOf(uid: int): var {
        const ids = Session.zoneIds;
        for (let i = 0; i < ids.length; ++i) {
            const view = table.zoneView(ids[i]);
            if (view && view.visible && view.itemForUid(uid) && view.activeFocusOnTab)
                return view;
        }
        return null;
    }

    // Tabs to the zone of card `uid`, moves the keyboard's card onto it with the arrows and
    // presses Enter (or Space).
    function enterCard(uid: int, key: int): void {
        const view = zoneOf(uid);
        verify(view !== null, "no zone the keyboard reaches shows card " + uid);
        tabTo(view, view.objectName || view.zoneId);
        const index = view.model.indexOfUid(uid);
        // (The zone may have had the focus already, before any key.)
        keyClick(Qt.Key_Right);
        keyClick(Qt.Key_Left);
        for (let i = 0; i < 30 && view.currentIndex > index; ++i)
            keyClick(Qt.Key_Left);
        for (let i = 0; i < 30 && view.currentIndex < index; ++i)
            keyClick(Qt.Key_Right);
        compare(view.currentIndex, index, "the arrows do not reach card " + uid);
        expectFrame(view, view.objectName || view.zoneId);
        verify(view.itemAt(index).keyboardCurrent, "the keyboard's card is not marked");
        keyClick(key);
    }

    function shownItem(name: string): var {
        const item = findChild(table, name);
        return item && item.visible && item.enabled ? item : null;
    }

    function pressButton(button: var, what: string): void {
        tabTo(button, what);
        verify(button.visualFocus, what + ": the button has no visual focus");
        expectFrame(button, what);
        keyClick(done.length % 2 === 0 ? Qt.Key_Space : Qt.Key_Return);
    }

    // Takes action `a` with keys only, the way a player would: a seat that may be chosen, the
    // card on the table (aiming it first when it needs a target), else its button.
    function take(a: var): void {
        const revision = table.actionsRevision;
        const panel = a.targetSeat !== undefined && a.targetSeat >= 0 ? shownItem("playerPanel" + a.targetSeat) : null;
        if (panel && panel.targetable) {
            tabTo(panel, "the panel of seat " + a.targetSeat);
            keyClick(Qt.Key_Return);
            expectFrame(panel, "the panel of seat " + a.targetSeat);
        } else if (a.card >= 0 && zoneOf(a.card) !== null) {
            enterCard(a.card, done.length % 2 === 0 ? Qt.Key_Return : Qt.Key_Space);
            if (table.aimCard === a.card) {
                // The card waits for its target (or for one of its buttons).
                if (a.targets.length > 0) {
                    enterCard(a.targets[0], Qt.Key_Return);
                } else {
                    const button = shownItem("choiceButton_" + a.actionId);
                    verify(button !== null, "no button for " + a.text + " while its card is aimed");
                    pressButton(button, a.text);
                }
            }
        } else {
            const button = shownItem("choiceButton_" + a.actionId) || shownItem("standing_" + a.kind);
            verify(button !== null, "no way to " + a.text + " on the table");
            pressButton(button, a.text);
        }
        tryVerify(() => table.actionsRevision !== revision || table.playing || !table.canAct || Session.over, 5000,
                  "the keys did not take " + a.text);
        done = done.concat([a.kind]);
    }

    // The next action: the first legal one of the first kind in `prefer`, else the first legal one
    // (a number group by its lead).
    function next(prefer: var): var {
        const all = Session.actions.all().filter(a => a.numbers.length === 0 || a.groupLead);
        for (const kind of prefer) {
            const found = all.find(a => a.kind === kind);
            if (found)
                return found;
        }
        return all[0];
    }

    // Plays with keys until the player has taken an action of a kind in `main` (their turn's own
    // move, not an answer during the bot's turn), that turn is over and the player is to move again
    // (after the bot's turn); `after(a)` checks each action in the engine.
    function playTurn(prefer: var, main: var, after: var): void {
        let turn = -1;                     // the turn of the player's first main action
        for (let steps = 0; (turn < 0 || Session.turn === turn) && steps < 60; ++steps) {
            tryVerify(() => (table.canAct && !table.playing) || (turn >= 0 && Session.turn !== turn) || Session.over, 60000,
                      "the table never came back to the player");
            if ((turn >= 0 && Session.turn !== turn) || Session.over)
                break;
            const a = next(prefer);
            if (turn < 0 && main.indexOf(a.kind) >= 0)
                turn = Session.turn;
            take(a);
            if (after)
                after(a);
        }
        verify(turn >= 0, "the player never made a move of their own: " + done.join(", "));
        verify(Session.turn > turn, "the turn never ended: " + done.join(", "));
        ready();
    }

    // What a ZoneView needs of its frame while a card is aimed (TableFrame's aimCard, aimActions).
    Component {
        id: standInFrame
        Item {
            property int aimCard: -1
            property var aimActions: []
            property int actionsRevision: 0
            property Item dragLayer: this
            function registerZone(zoneId: string, view: Item): void {}
            function canChooseCard(uid: int): bool { return false; }
            function cardClicked(uid: int): void {}
        }
    }

    Component {
        id: zoneComponent
        ZoneView {
            objectName: "dropZone"
            width: 400
            height: 200
            layout: "row"
            acceptsDrops: true
            cardActions: false
        }
    }

    SignalSpy {
        id: chosenSpy
        signalName: "chosen"
    }

    // The keyboard's way to drag a card onto a zone: while a card is aimed whose action leads to a
    // zone that takes drops (its toZone, or a kind in acceptKinds), that zone is a Tab stop and
    // Enter there takes that action; with nothing aimed it is no stop and Enter takes nothing.
    function test_anAimedCardGoesOntoAZoneByKeyboard(): void {
        verify(Session.newGame("vendetta", [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }], "11"));
        const frame = standInFrame.createObject(window.contentItem);
        const zone = zoneComponent.createObject(window.contentItem, { frame: frame, model: Session.zone("p0.states") });
        verify(zone !== null);
        chosenSpy.target = zone;
        chosenSpy.clear();
        verify(!zone.activeFocusOnTab, "a zone with nothing aimed at it is a Tab stop");
        zone.layout = "slot";
        verify(!Qt.colorEqual(findChild(zone, "zoneFrame").border.color, Theme.gold), "a slot with nothing aimed at it is marked");
        zone.layout = "row";
        zone.forceActiveFocus();
        keyClick(Qt.Key_Return);
        compare(chosenSpy.count, 0, "Enter on a zone with nothing aimed took an action");

        // A card aimed with two actions: one onto this zone, one elsewhere.
        frame.aimActions = [{ actionId: 41, kind: "discard", toZone: "p0.forgotten", targets: [] },
                            { actionId: 42, kind: "play", toZone: "p0.states", targets: [] }];
        frame.aimCard = 7;
        verify(zone.activeFocusOnTab, "the zone an aimed card may go to is no Tab stop");
        compare(zone.dropActions.length, 1);
        zone.layout = "slot";
        verify(Qt.colorEqual(findChild(zone, "zoneFrame").border.color, Theme.gold), "the slot the aimed card may go to is not marked");
        keyClick(Qt.Key_Return);
        compare(chosenSpy.count, 1, "Enter on the zone did not take the aimed card's action");
        compare(chosenSpy.signalArguments[0][0], 42);

        // A kind the zone accepts wherever it leads.
        frame.aimActions = [{ actionId: 43, kind: "react", toZone: "resolving", targets: [] }];
        verify(zone.dropActions.length === 0);
        zone.acceptKinds = ["react"];
        keyClick(Qt.Key_Space);
        compare(chosenSpy.count, 2);
        compare(chosenSpy.signalArguments[1][0], 43);
        zone.destroy();
        frame.destroy();
        compare(QmlWarnings.messages, []);
    }

    // In a grid the arrows move by card (Left, Right) and by row (Up, Down); elsewhere Up and Down
    // are left to the table.
    function test_theArrowsInAGrid(): void {
        verify(Session.newGame("vendetta", [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }], "11"));
        const frame = standInFrame.createObject(window.contentItem);
        const zone = zoneComponent.createObject(window.contentItem, { frame: frame, model: Session.zone("head"),
                                                                      layout: "grid", cardWidth: 74, width: 400 });
        verify(zone.count > 12, "the head has too few cards for three rows");
        compare(zone.columns, 5);
        zone.forceActiveFocus();
        keyClick(Qt.Key_Right);
        compare(zone.currentIndex, 1);
        keyClick(Qt.Key_Down);
        compare(zone.currentIndex, 6);
        keyClick(Qt.Key_Down);
        compare(zone.currentIndex, 11);
        keyClick(Qt.Key_Up);
        compare(zone.currentIndex, 6);
        keyClick(Qt.Key_Left);
        compare(zone.currentIndex, 5);
        verify(zone.itemAt(5).keyboardCurrent, "the keyboard's card is not marked");
        zone.layout = "row";
        keyClick(Qt.Key_Down);
        compare(zone.currentIndex, 5, "Down moves along a row");
        zone.destroy();
        frame.destroy();
        compare(QmlWarnings.messages, []);
    }

    // Hot seat: after the first person's card the screen covering the table keeps the keyboard
    // (Tab does not wander onto the hidden table), Enter hands over, and the next person's hand
    // takes the keyboard.
    function test_hotSeatScreenKeepsTheKeyboard(): void {
        verify(Session.newGame("knockdown", [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }], "11"));
        window.showTable();
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === "knockdownTable" && !stack.busy, 5000);
        table = stack.currentItem;
        // The game opens behind the privacy screen for Ann; Enter there hands the screen to her.
        const privacy = findChild(table, "privacyScreen");
        tryVerify(() => privacy.visible && findChild(privacy, "privacyButton").activeFocus, 5000,
                  "the new game does not open behind the privacy screen, with the keyboard on its button");
        keyClick(Qt.Key_Return);
        tryVerify(() => !privacy.visible && Session.viewSeat === 0, 3000, "Enter does not show Ann's cards");
        ready();
        const hand = findChild(table, "hand");
        enterCard(hand.itemAt(0).uid, Qt.Key_Return);
        tryVerify(() => privacy.visible, 5000, "no privacy screen after the first choice");
        const button = findChild(privacy, "privacyButton");
        tryVerify(() => button.activeFocus, 3000, "the privacy screen's button does not take the keyboard");
        for (let i = 0; i < 4; ++i) {
            keyClick(Qt.Key_Tab);
            verify(button.activeFocus, "Tab leaves the privacy screen for " + String(window.activeFocusItem));
        }
        keyClick(Qt.Key_Return);
        tryVerify(() => !privacy.visible && Session.viewSeat === 1, 3000, "Enter does not hand over");
        ready();
        tryVerify(() => hand.activeFocus, 3000, "the next person's hand does not take the keyboard");
        compare(QmlWarnings.messages, []);
    }

    function test_knockdown(): void {
        startGame("knockdown", 1);
        const hand = findChild(table, "hand");
        verify(hand.activeFocus, "the hand does not have the keyboard");
        verify(hand.count >= 2);
        // The second card, reached with the arrows.
        const uid = hand.model.uidAt !== undefined ? hand.model.uidAt(1) : hand.itemAt(1).uid;
        const face = hand.itemAt(1).face;
        const turn = Session.turn;
        enterCard(uid, Qt.Key_Return);
        tryVerify(() => Session.turn === turn + 1 && !table.playing, 60000, "the turn never resolved");
        compare(Session.observation.lastTurn.cards[Session.viewSeat].id, face, "the card of the turn is not the one chosen");
        ready();
        compare(QmlWarnings.messages, []);
    }

    function test_engines(): void {
        startGame("engines", 1);
        let played = [];
        let aimed = 0;
        // Two turns: a card played from the hand, and once an action with a target (aimed with
        // Enter, put back with Escape, aimed again and its target chosen with the arrows and Enter).
        const turn = a => {
            if (a.kind === "play") {
                played.push(a.card);
                tryVerify(() => Session.zone("p" + Session.viewSeat + ".active").indexOfUid(a.card) >= 0, 5000,
                          "the played card is not in the Active Area");
            }
            tryVerify(() => (table.canAct && !table.playing) || !table.canAct, 5000);
            const use = table.canAct ? Session.actions.all().find(u => u.card >= 0 && u.targets.length > 0 && zoneOf(u.card) !== null
                                                                       && zoneOf(u.targets[0]) !== null) : undefined;
            if (use && aimed === 0) {
                enterCard(use.card, Qt.Key_Return);
                compare(table.aimCard, use.card, "Enter does not aim a card with a target");
                keyClick(Qt.Key_Escape);
                compare(table.aimCard, -1, "Escape does not put the aimed card back");
                take(use);
                compare(table.aimCard, -1);
                aimed += 1;
            }
        };
        playTurn(["choose_end", "pick", "play", "end_turn"], ["play"], turn);
        playTurn(["choose_end", "pick", "play", "end_turn"], ["play"], turn);
        compare(played.length, 2, "a card was not played each turn");
        verify(done.indexOf("end_turn") >= 0, "the turn did not end with End turn");
        compare(aimed, 1, "no action with a target was taken by keyboard");
        compare(QmlWarnings.messages, []);
    }

    function test_artbot(): void {
        // Three players: the one to attack is chosen on their seat panel.
        startGame("artbot", 2);
        const inactiveBefore = Session.zone("p" + Session.viewSeat + ".inactive").count;
        playTurn([], ["return", "play"], a => {
            // (The Inactive Deck is face down: the card is seen leaving the hand, the deck growing.)
            if (a.kind === "return") {
                compare(a.toZone, "p" + Session.viewSeat + ".inactive");
                tryVerify(() => Session.zone(a.fromZone).indexOfUid(a.card) < 0, 5000, "the returned card is still in " + a.fromZone);
                tryCompare(Session.zone(a.toZone), "count", inactiveBefore + 1, 5000, "the Inactive Deck did not take the card");
            }
        });
        verify(done.indexOf("play") >= 0, "no card was played: " + done.join(", "));
        verify(done.indexOf("target") >= 0, "no opponent was targeted: " + done.join(", "));
        compare(QmlWarnings.messages, []);
    }

    function test_vendetta(): void {
        startGame("vendetta", 1);
        let moved = [];
        playTurn(["pass", "x", "target", "order", "pay_card", "effect_discard", "discard", "pay_state",
                  "discard_state", "push", "pay_forgotten", "recall", "take", "play"], ["take", "play"], a => {
            if (a.kind === "take" || a.kind === "play")
                moved.push(a);
        });
        verify(moved.length > 0, "nothing was taken or played: " + done.join(", "));
        // A take or a play resolves after the window for reactions: by the next turn the card
        // has left where it was.
        for (const a of moved)
            verify(Session.zone(a.fromZone).indexOfUid(a.card) < 0, "the card of " + a.text + " is still in " + a.fromZone);
        compare(QmlWarnings.messages, []);
    }

    function test_vitium(): void {
        // The starting cards on the choice bar, a purchase or an event got underway from the hand,
        // a pawn aimed at its mark, every maneuvering step passed, and End turn.
        startGame("vitium", 1);
        let moved = [];
        playTurn(["choose", "accept", "allocate", "house", "pass", "purchase", "underway", "attack", "end_turn"],
                 ["purchase", "underway", "attack", "end_turn"], a => {
            if (a.kind === "purchase" || a.kind === "underway")
                moved.push(a);
        });
        verify(done.indexOf("end_turn") >= 0, "the turn did not end with End turn: " + done.join(", "));
        verify(moved.length > 0, "nothing was bought or got underway: " + done.join(", "));
        for (const a of moved)
            verify(Session.zone(a.fromZone).indexOfUid(a.card) < 0, "the card of " + a.text + " is still in " + a.fromZone);
        compare(QmlWarnings.messages, []);
    }
}
