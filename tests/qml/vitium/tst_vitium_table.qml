import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Vitium against one computer boss on the generic table, played only through the table's
// components with the event player on: the starting cards chosen on the choice bar, cards of the
// hand purchased by dragging them onto the employ and got underway by dragging them onto the
// underway row, a pawn sent by dragging it onto its mark (or, for a face-down event, by clicking it
// and its button), events completed by clicking them, every maneuvering step answered on the table
// (the same prompt whether or not the boss holds a maneuver), and a maneuver played: a Maneuver
// gambit chosen at the start, got underway, then completed in a later step. The panels' Çint and
// Influence are checked against the engine's figures.
TestCase {
    id: testCase
    name: "VitiumGameThroughTheTable"
    width: 1280
    height: 800
    when: windowShown

    property var window: null
    property var table: null
    property var counts: ({})
    property int published: 0
    // The counts when the game under way began: purchases and events got underway are limited
    // per game, so every game buys and starts events of its own.
    property var countsAtStart: ({})
    property string lastStep: ""
    // Refuse what is offered (a gift, a share of a job's Influence) and give a job's Influence
    // to the other boss first (test_refusalsThroughTheDecisionPanels).
    property bool refusing: false
    // The actions declared, as the engine's events showed them.
    property var declared: []

    // The Maneuver gambits of the card set: completed from the underway row during a step.
    readonly property var maneuverCards: ["golden_handshake", "smoke_and_mirrors"]

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias table: vitiumTable
            width: 1280
            height: 800
            visible: true
            VitiumTable {
                id: vitiumTable
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

    function inBar(name: string): var {
        const bar = named("vitiumChoiceBar");
        const item = findChild(bar, name);
        verify(item !== null, "no item named " + name + " on the choice bar");
        // The buttons may scroll, as a player would scroll them; the bar lays them out first (a
        // bar that has just come up has its buttons on top of each other until then).
        for (let p = item.parent; p && p !== bar; p = p.parent)
            verify(waitForItemPolished(p));
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

    function pressX(card: var): real {
        return Math.min(card.width / 2, 10);
    }

    function clickCard(card: var): void {
        mouseClick(card, pressX(card), card.height / 2);
    }

    // Presses on the card, moves in steps past the drag threshold and lets go over the target.
    function dragOnto(card: var, target: var): void {
        const from = card.mapToItem(table, pressX(card), card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    function clickAction(action: var): void {
        const button = inBar("choiceButton_" + action.actionId);
        verify(button.visible, "no button for " + action.text);
        mouseClick(button);
    }

    // A button of the panel asking a decision (DecisionPanel).
    function clickDecision(action: var): void {
        const button = named("decision_" + action.kind + "_" + action.actionId);
        verify(button.visible, "no button for " + action.text);
        // (The panel has just come up: its buttons find their places first.)
        verify(waitForItemPolished(button.parent));
        waitForRendering(button);
        mouseClick(button);
    }

    function clickButton(kind: string): void {
        clickAction(Session.actions.ofKind(kind)[0]);
    }

    // The card drawn for `action` in the zone views named `views`, null when none draws it.
    function cardOf(action: var, views: var): var {
        for (const v of views) {
            const card = named(v).itemForUid(action.card);
            if (card !== null)
                return card;
        }
        return null;
    }

    function isManeuverCard(uid: int): bool {
        const card = named("underway" + Session.viewSeat).itemForUid(uid);
        return card !== null && maneuverCards.indexOf(card.face) >= 0;
    }

    function pawnStep(me: int): bool {
        // Work on one's own events first, so that a job gets done and its Influence allocated.
        const own = named("underway" + me);
        for (const kind of ["work", "attack", "sabotage", "seduce"]) {
            const actions = Session.actions.ofKind(kind);
            if (actions.length === 0)
                continue;
            // Work on another boss's event waits for that boss's consent (the refusals test
            // asks it): work goes to one's own events only.
            const action = actions.find(a => own.itemForUid(a.targets[0]) !== null) || (kind === "work" ? null : actions[0]);
            if (!action)
                continue;
            const pawn = cardOf(action, ["employ" + me]);
            verify(pawn !== null, "the pawn of " + action.text + " is not drawn");
            let mark = null;
            for (let s = 0; s < Session.seatCount && mark === null; ++s)
                mark = cardOf({ card: action.targets[0] }, ["employ" + s, "underway" + s]);
            if (mark !== null) {
                // Another boss's event lies face down: the drop still finds it (the engine's
                // declaration names the pawn and the action).
                const hiddenMark = !mark.showingFront && own.itemForUid(action.targets[0]) === null;
                const declaredBefore = declared.length;
                // The second time, the keyboard's way: Enter on the pawn, Tab to the row, Enter.
                const byKeys = hiddenMark && counts.pawnDraggedOnHiddenEvent > 0 && !(counts.pawnByKeysOnHiddenEvent > 0);
                if (byKeys)
                    aimByKeys(me, pawn, mark, action);
                else
                    dragOnto(pawn, mark);
                if (hiddenMark) {
                    verify(table.aimCard < 0 || table.aimActions.every(a => a.targets[0] === action.targets[0]),
                           "the drop on a face-down event aimed elsewhere");
                    if (table.aimCard >= 0)
                        clickAction(table.aimActions.find(a => a.kind === kind) || table.aimActions[0]);
                    tryVerify(() => declared.slice(declaredBefore).some(ev => ev.card === action.card && ev.seat === me),
                              5000, "the drop on a face-down event declared nothing");
                    count(byKeys ? "pawnByKeysOnHiddenEvent" : "pawnDraggedOnHiddenEvent");
                    count(kind);
                    return true;
                }
                // Several actions of the pawn on one mark: the choice bar asks which.
                if (table.aimCard >= 0) {
                    clickAction(table.aimActions[0]);
                    count("pawnChoiceOnMark");
                }
                count("pawnDragged");
            } else {
                fail("the mark of " + action.text + " is not drawn");
            }
            count(kind);
            return true;
        }
        return false;
    }

    // The index of `card` among the cards of the zone view `zone`.
    function indexIn(zone: var, card: var): int {
        for (let i = 0; i < zone.count; ++i)
            if (zone.itemAt(i) === card)
                return i;
        return -1;
    }

    // Moves the keyboard's card of the focused zone `zone` to `card` with the arrow keys.
    function arrowTo(zone: var, card: var): void {
        const target = indexIn(zone, card);
        verify(target >= 0);
        for (let i = 0; i < zone.count; ++i)
            keyClick(Qt.Key_Left);
        for (let i = 0; i < target; ++i)
            keyClick(Qt.Key_Right);
        compare(zone.currentIndex, target);
    }

    // The keyboard's drag: Enter on the pawn (it aims), Tab to the zone of its mark, the arrows to
    // the mark, Enter.
    function aimByKeys(me: int, pawn: var, mark: var, action: var): void {
        const employ = named("employ" + me);
        // The table gives the keyboard away once a turn comes (deferred, TableFrame.takeFocus):
        // a player's first key comes after that, so this one waits for it too.
        wait(0);
        employ.forceActiveFocus();
        arrowTo(employ, pawn);
        keyClick(Qt.Key_Return);
        tryVerify(() => table.aimCard === action.card, 2000, "Enter did not aim the pawn");
        let zone = null;
        for (let s = 0; s < Session.seatCount && zone === null; ++s)
            if (indexIn(named("underway" + s), mark) >= 0)
                zone = named("underway" + s);
        verify(zone !== null);
        for (let i = 0; i < 80 && !zone.activeFocus; ++i)
            keyClick(Qt.Key_Tab);
        verify(zone.activeFocus, "Tab never reached the row of the face-down event");
        arrowTo(zone, mark);
        keyClick(Qt.Key_Return);
    }

    function step(): void {
        tryVerify(() => named("animationLayer").held.length === 0, 5000, "a card never landed");
        mouseMove(table, table.width - 2, 2);
        tryVerify(() => !tipShown(), 5000, "a tooltip stays up after " + lastStep + " " + JSON.stringify(counts));
        const me = Session.viewSeat;
        if (has("choose")) {
            // The setup: a Maneuver gambit first when the deck has one.
            const all = Session.actions.ofKind("choose");
            const names = maneuverCards.map(id => Session.cardFace(id).ends[0].title);
            const pick = all.find(a => names.some(n => a.text.indexOf(n) >= 0)) || all[0];
            clickAction(pick);
            count("choose");
            return;
        }
        if (has("pass")) {
            // The step asks whatever the boss holds: the same prompt, the pass and the setting.
            verify(named("promptLabel").text.indexOf("Maneuvering step") === 0, named("promptLabel").text);
            verify(inBar("autoPassBox").visible);
            const maneuver = Session.actions.ofKind("complete").find(a => isManeuverCard(a.card));
            count(maneuver ? "stepWithManeuver" : "stepWithout");
            if (maneuver) {
                clickCard(named("underway" + me).itemForUid(maneuver.card));
                count("maneuver");
            } else {
                clickButton("pass");
                count("passed");
            }
            return;
        }
        if (has("allocate")) {
            const action = Session.actions.ofKind("allocate").find(a => (a.targetSeat === me) !== refusing) || Session.actions.ofKind("allocate")[0];
            const panel = named("playerPanel" + action.targetSeat);
            verify(panel.targetable, "the boss to give Influence to does not pulse");
            // The panel of the job asks it, a button per boss.
            verify(named("allocationPanel").visible, "no panel for the job's Influence");
            compare(named("allocationPanel").actions.length, Session.actions.ofKind("allocate").length);
            clickDecision(action);
            count("allocate");
            return;
        }
        if (has("accept")) {
            verify(named("consentPanel").visible, "no panel to accept or refuse: " + Session.prompt);
            if (refusing && refuseOffer(me))
                return;
            clickDecision(Session.actions.ofKind("accept")[0]);
            count("accept");
            return;
        }
        if (has("house")) {
            clickButton("house");
            count("house");
            return;
        }
        // The main phase: get a Maneuver gambit underway, complete, purchase, get underway, send
        // a pawn, and end the turn when nothing is left.
        const underway = Session.actions.ofKind("underway");
        const gambit = underway.find(a => {
            const card = named("ownHand").itemForUid(a.card);
            return card !== null && maneuverCards.indexOf(card.face) >= 0;
        });
        if (gambit) {
            dragOnto(named("ownHand").itemForUid(gambit.card), named("underway" + me));
            count("underwayDragged");
            return;
        }
        const complete = Session.actions.ofKind("complete").find(a => !isManeuverCard(a.card));
        if (complete) {
            clickCard(named("underway" + me).itemForUid(complete.card));
            count("complete");
            return;
        }
        if (has("purchase") && inThisGame("purchase") < 6) {
            const action = Session.actions.ofKind("purchase")[0];
            const card = cardOf(action, ["ownHand"]);
            if (card !== null) {
                dragOnto(card, named("employ" + me));
                count("purchase");
                return;
            }
        }
        if (pawnStep(me))
            return;
        if (has("underway") && inThisGame("underwayDragged") < 4) {
            dragOnto(named("ownHand").itemForUid(underway[0].card), named("underway" + me));
            count("underwayDragged");
            return;
        }
        if (has("gift") && !(counts.gift > 0)) {
            // From the receiving boss's panel: its button, then the amount on the choice bar.
            const action = Session.actions.ofKind("gift")[0];
            const seat = table.seatItem(action.targetSeat);
            verify(findChild(named("vitiumChoiceBar"), "choiceButton_" + action.actionId) === null
                   || !findChild(named("vitiumChoiceBar"), "choiceButton_" + action.actionId).visible,
                   "the gift is still offered on the choice bar");
            verify(seat.giftButton.visible && seat.giftButton.enabled, "the panel offers no gift");
            const before = published;
            mouseClick(seat.giftButton);
            tryVerify(() => published > before && Session.observation.extra.phase === "gift_amount", 10000,
                      "the panel's button did not ask for the amount");
            const give = Session.actions.ofKind("offer");
            compare(give.length, table.figure(me, "cint"), "not every amount up to the Çint held is offered");
            const button = findChild(named("vitiumChoiceBar"), "choiceButton_" + give[0].actionId);
            verify(button !== null && button.visible, "the choice bar offers no amount");
            const offered = published;
            mouseClick(button);
            tryVerify(() => published > offered, 10000, "the amount was not taken");
            count("gift");
            return;
        }
        const end = findChild(named("vitiumChoiceBar"), "standing_end_turn");
        verify(end !== null && end.enabled, "no way to end the turn: " + JSON.stringify(Session.actions.all().map(a => a.kind)));
        mouseClick(end);
        count("endTurn");
    }

    // Refuses a gift or a share on the panel and checks the engine's figures after it: a refused
    // gift moves no Çint, a refused share goes to nobody. False when the
    // question is another (work on one's event).
    function refuseOffer(me: int): bool {
        const extra = Session.observation.extra;
        const panel = named("consentPanel");
        const refuse = Session.actions.ofKind("refuse")[0];
        if (extra.phase === "gift") {
            const from = extra.gift.from;
            const amount = extra.gift.amount;
            verify(findChild(panel, "decisionText").text.indexOf(table.seatName(from)) >= 0, "the panel does not say who offers");
            verify(findChild(panel, "decisionText").text.indexOf(String(amount)) >= 0, "the panel does not say how much");
            const mine = table.figure(me, "cint"), theirs = table.figure(from, "cint");
            const before = published;
            clickDecision(refuse);
            tryVerify(() => published > before, 10000, "the refusal was not taken");
            compare(table.figure(me, "cint"), mine, "a refused gift changed the receiver's Çint");
            compare(table.figure(from, "cint"), theirs, "a refused gift changed the giver's Çint");
            count("giftRefused");
            return true;
        }
        if (extra.phase === "share") {
            const alloc = extra.allocation;
            const share = alloc.shares[me];
            const key = "inf_" + alloc.house;
            verify(share > 0);
            verify(findChild(panel, "decisionText").text.indexOf(table.seatName(alloc.owner)) >= 0, "the panel does not say whose job it is");
            const mine = table.figure(me, key), owner = table.figure(alloc.owner, key);
            const before = published;
            clickDecision(refuse);
            tryVerify(() => published > before, 10000, "the refusal was not taken");
            compare(table.figure(me, key), mine, "a refused share still went to the receiver");
            compare(table.figure(alloc.owner, key), owner, "a refused share went back to the job's boss");
            count("shareRefused");
            return true;
        }
        return false;
    }

    function inThisGame(name: string): int {
        return (counts[name] || 0) - (countsAtStart[name] || 0);
    }

    // The panels' chips show the engine's figures (between actions).
    function checkFigures(): void {
        for (let s = 0; s < Session.seatCount; ++s) {
            const panel = named("playerPanel" + s);
            compare(findChild(panel, "cint").value, String(table.figure(s, "cint")), "the Çint of seat " + s);
            compare(findChild(panel, "influence").value, table.figure(s, "influence") + " / 8", "the Influence of seat " + s);
            for (const house of table.houses)
                compare(findChild(panel, "inf_" + house).value, String(table.figure(s, "inf_" + house)), house + " of seat " + s);
        }
    }

    readonly property var goals: ["choose", "purchase", "underwayDragged", "pawnDragged", "pawnDraggedOnHiddenEvent", "pawnByKeysOnHiddenEvent",
                                  "stepWithManeuver", "stepWithout", "maneuver", "maneuverShown", "passed",
                                  "complete", "allocate", "accept", "endTurn", "gift"]

    function missing(): var {
        return goals.filter(g => !(counts[g] > 0));
    }

    function closeWindow(): void {
        if (window)
            window.destroy();
        window = null;
        wait(50);
    }

    function startGame(seed: string): void {
        countsAtStart = Object.assign({}, counts);
        closeWindow();
        verify(Session.newGame("vitium", [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "ai", level: "easy", name: "Bot" }], seed));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        verify(Session.player.enabled, "the table does not play through the event player");
        waitForRendering(table);
    }

    function initTestCase(): void {
        Session.observationChanged.connect(() => testCase.published += 1);
        // The engine's own word that the person's maneuver was played.
        Session.player.stepShown.connect(ev => {
            if (ev.kind === "maneuver" && ev.seat === 0)
                testCase.count("maneuverShown");
            if (ev.kind === "declare")
                testCase.declared = testCase.declared.concat([ev]);
        });
        Settings.pace = "off";
        QmlWarnings.clear();
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function test_gameThroughTheTable(): void {
        for (const seed of ["21", "22", "23", "24", "25", "26", "27"]) {
            if (missing().length === 0)
                break;
            startGame(seed);
            let steps = 0;
            while (!Session.over && steps < 300 && missing().length > 0) {
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
        compare(QmlWarnings.messages, []);
    }

    // Two people at one screen, each refusing what the other offers, on the panel that only the
    // receiving boss sees after the privacy screen: a gift of Çint (offered from the receiver's
    // panel) and a share of a job's Influence; the engine's figures say what the refusals did.
    function test_refusalsThroughTheDecisionPanels(): void {
        counts = {};
        refusing = true;
        for (const seed of ["41", "42", "43", "44"]) {
            if (counts.giftRefused > 0 && counts.shareRefused > 0)
                break;
            closeWindow();
            verify(Session.newGame("vitium", [{ kind: "human", level: "normal", name: "Ann" },
                                              { kind: "human", level: "normal", name: "Ben" }], seed));
            window = windowComponent.createObject(null);
            tryVerify(() => window.visible, 5000);
            table = window.table;
            countsAtStart = Object.assign({}, counts);
            const privacy = named("privacyScreen");
            for (let steps = 0; steps < 400 && !Session.over && !(counts.giftRefused > 0 && counts.shareRefused > 0); ++steps) {
                tryVerify(() => table.canAct || Session.privacyScreen || Session.over, 60000, "stuck");
                if (Session.privacyScreen) {
                    // Behind the privacy screen the question waits, unseen.
                    verify(!named("consentPanel").visible && !named("allocationPanel").visible, "a panel shows behind the privacy screen");
                    mouseClick(named("privacyButton"));
                    tryVerify(() => !privacy.visible, 5000);
                    continue;
                }
                const before = published;
                step();
                tryVerify(() => published > before || Session.privacyScreen || Session.over, 10000,
                          "the choice was not taken: " + lastStep + " " + JSON.stringify(counts));
            }
            console.log("seed " + seed + ": " + JSON.stringify(counts));
        }
        refusing = false;
        verify(counts.giftRefused > 0, "no gift was refused: " + JSON.stringify(counts));
        verify(counts.shareRefused > 0, "no share was refused: " + JSON.stringify(counts));
        compare(QmlWarnings.messages, []);
    }

    // Two people at one screen: the screen passes between them behind the privacy screen (the
    // secret choice of starting cards included), and each sees their own hand face up and the
    // other's face down (but for a declared purchase), the other's underway events face down with
    // their counters.
    function test_hotSeatKeepsEachBossCardsHidden(): void {
        closeWindow();
        counts = {};
        verify(Session.newGame("vitium", [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "human", level: "normal", name: "Ben" }], "31"));
        window = windowComponent.createObject(null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        const privacy = named("privacyScreen");
        let handovers = 0;
        let hiddenEvents = 0;
        for (let steps = 0; steps < 150 && !Session.over && (handovers < 4 || hiddenEvents === 0); ++steps) {
            tryVerify(() => table.canAct || Session.privacyScreen || Session.over, 60000, "stuck");
            if (Session.privacyScreen) {
                verify(privacy.visible);
                const next = Session.handoverSeat;
                mouseClick(named("privacyButton"));
                tryVerify(() => !privacy.visible && Session.viewSeat === next, 5000);
                handovers += 1;
                const other = next === 0 ? 1 : 0;
                const hand = named("ownHand");
                compare(hand.zoneId, "p" + next + ".hand");
                for (let i = 0; i < hand.count; ++i)
                    verify(hand.itemAt(i).showingFront, "the boss's own card is face down");
                // (The card of a declared purchase is shown to everybody until it resolves.)
                const pending = Session.observation.extra.pending;
                const declared = pending && pending.kind === "purchase" ? pending.card : -1;
                const theirs = named("hand" + other);
                for (let i = 0; i < theirs.count; ++i)
                    verify(!theirs.itemAt(i).showingFront || theirs.itemAt(i).uid === declared,
                           "the other boss's hand shows " + theirs.itemAt(i).face);
                const underway = named("underway" + other);
                for (let i = 0; i < underway.count; ++i) {
                    verify(!underway.itemAt(i).showingFront, "the other boss's underway event shows");
                    verify(underway.itemAt(i).counters.progress !== undefined, "a face-down event has no progress counter");
                    hiddenEvents += 1;
                }
                continue;
            }
            const before = published;
            step();
            tryVerify(() => published > before || Session.privacyScreen || Session.over, 10000,
                      "the choice was not taken: " + lastStep + " " + JSON.stringify(counts));
        }
        verify(handovers >= 4, "the screen was handed over " + handovers + " times");
        verify(hiddenEvents > 0, "no face-down event of the other boss was seen");
        compare(QmlWarnings.messages, []);
    }
}
