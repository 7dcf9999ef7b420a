import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// An Act of Engines of Vengeance against the computer on the generic table, played only through
// its controls with the event player on: hand cards (a ZoneView) dragged onto the Active Area
// (some clicked), actions used by clicking their cards, targets chosen by clicking them on the
// table (once cancelled with Esc), other choices and End turn through the ChoiceBar. Checked on the
// way: End turn and a hand card tell the engine's reason when unavailable, a played card turns a
// quarter after its turn (animated, seen mid-way), cards fly while a turn is shown, and the
// end-of-Act screen is passed with its button.
TestCase {
    id: testCase
    name: "EnginesActThroughTheTable"
    width: 1280
    height: 800
    when: windowShown

    property var table: null
    property int dragged: 0
    property int clickedPlays: 0
    property int usedActions: 0
    property int chosenTargets: 0
    property int cancelledAims: 0
    property int flights: 0
    property int turnsSeenMidway: 0

    property var window: null

    // The table in a window of its own, as the app shows it.
    Component {
        id: windowComponent
        ApplicationWindow {
            property alias table: enginesTable
            width: 1280
            height: 800
            visible: true
            EnginesTable {
                id: enginesTable
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

    // Presses on the card, moves in steps past the drag threshold and lets go over the target;
    // positions relative to the table, which does not move.
    function dragOnto(card: var, target: var): void {
        const from = card.mapToItem(table, card.width / 2, card.height / 2);
        const to = target.mapToItem(table, target.width / 2, target.height / 2);
        mousePress(table, from.x, from.y, Qt.LeftButton);
        for (let i = 1; i <= 12; ++i)
            mouseMove(table, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12, 10, Qt.LeftButton);
        mouseRelease(table, to.x, to.y, Qt.LeftButton);
    }

    function settle(): void {
        tryVerify(() => table.canAct || Session.over || named("actScreen").visible, 30000,
                  "the table never came back to the player");
    }

    // The card drawn for `uid` by whichever ZoneView shows it.
    function cardItem(uid: int): var {
        const ids = Session.zoneIds;
        for (let i = 0; i < ids.length; ++i) {
            const view = table.zoneView(ids[i]);
            const item = view ? view.itemForUid(uid) : null;
            if (item)
                return item;
        }
        verify(false, "card " + uid + " is not drawn");
        return null;
    }

    // Moves the pointer onto the item first: a tooltip left over from the last card hides.
    function click(item: var): void {
        mouseMove(item);
        wait(30);
        mouseClick(item);
    }

    function button(actionId: int): var {
        const item = named("choiceButton_" + actionId);
        verify(item.visible, "the button of action " + actionId + " is hidden");
        return item;
    }

    // One step of the human's turn through the controls; returns false when the turn is over.
    function step(): bool {
        const ends = Session.actions.ofKind("choose_end");
        if (ends.length > 0) {
            click(button(ends[0].actionId));
            return true;
        }
        const picks = Session.actions.ofKind("pick");
        if (picks.length > 0) {
            if (table.cardShown(picks[0].card))
                click(cardItem(picks[0].card));
            else
                click(button(picks[0].actionId));
            return true;
        }
        const plays = Session.actions.ofKind("play");
        if (plays.length > 0) {
            const uid = plays[0].card;
            const hand = named("hand");
            const index = Session.zone("p" + Session.viewSeat + ".hand").indexOfUid(uid);
            verify(index >= 0, "the card to play is not in the hand");
            if ((dragged + clickedPlays) % 3 !== 2) {
                dragOnto(hand.itemAt(index), named("activeArea" + Session.viewSeat));
                dragged += 1;
            } else {
                click(hand.itemAt(index));
                clickedPlays += 1;
            }
            return true;
        }
        const uses = Session.actions.ofKind("use").concat(Session.actions.ofKind("rival"));
        if (uses.length > 0 && usedActions < 40) {
            const use = uses[0];
            click(cardItem(use.card));
            usedActions += 1;
            if (table.aimCard >= 0) {
                verify(table.aimTargets.length > 0);
                verify(cardItem(table.aimTargets[0]).targetable, "a legal target is not highlighted");
                if (cancelledAims === 0) {
                    // Esc puts the card back; the next click aims again.
                    keyClick(Qt.Key_Escape);
                    compare(table.aimCard, -1);
                    cancelledAims += 1;
                    click(cardItem(use.card));
                    verify(table.aimCard >= 0);
                }
                click(cardItem(table.aimTargets[0]));
                chosenTargets += 1;
            }
            return true;
        }
        const end = named("standing_end_turn");
        verify(end.enabled, "End turn is not enabled with nothing else to do");
        const turn = Session.turn;
        click(end);
        tryVerify(() => Session.turn !== turn || table.playing || !table.canAct, 5000, "End turn did nothing");
        return false;
    }

    // Right after each event is shown: a card in the air, a card still turning.
    function watch(ev: var): void {
        const layer = findChild(table, "animationLayer");
        for (let i = 0; i < layer.children.length; ++i)
            if (layer.children[i].flipOnTheWay !== undefined && layer.children[i].visible) {
                ++flights;
                break;
            }
        if (ev.kind === "rotate" && ev.card >= 0) {
            const view = table.zoneView("p" + ev.seat + ".active");
            const item = view ? view.itemForUid(ev.card) : null;
            if (item && item.turn === ev.amount && item.rotation !== ev.amount)
                ++turnsSeenMidway;
        }
    }

    function initTestCase(): void {
        Settings.pace = "fast";
        QmlWarnings.clear();
        verify(Session.newGame("engines", [{ kind: "human", level: "normal", name: "Ann" },
                                           { kind: "ai", level: "easy", name: "Bot" }], "8"));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        waitForRendering(table);
        Session.player.stepShown.connect(watch);
    }

    function cleanupTestCase(): void {
        Session.player.stepShown.disconnect(watch);
        if (window)
            window.destroy();
    }

    function test_anActThroughTheTableControls(): void {
        verify(Session.player.enabled, "the table does not animate through the event player");
        settle();
        compare(Session.viewSeat, 0);
        compare(named("actLabel").text, "Act 1 of 3");
        verify(named("roleBadge0").visible);
        // The cards are as large as 1280x800 allows.
        verify(table.areaCardWidth >= 120, "Active Area cards only " + table.areaCardWidth + " px wide");
        verify(table.handCardWidth >= 110, "hand cards only " + table.handCardWidth + " px wide");

        // Hovering a face-up hand card shows it enlarged, clear of the card; leaving hides it.
        const preview = named("cardPreview");
        verify(!preview.visible);
        const handCard = named("handCard0");
        // The hand's cards slide to their places first.
        wait(Theme.uiDuration * 2 + 100);
        const at = handCard.mapToItem(table, 0, 0);
        mouseMove(table, at.x + handCard.width / 2, at.y + handCard.height / 2);
        tryVerify(() => preview.visible, 3000, "no preview while hovering a hand card");
        compare(named("previewCard").face, handCard.face);
        verify(preview.width >= 260, "preview only " + preview.width + " px wide");
        verify(preview.x > at.x + handCard.width || preview.x + preview.width < at.x,
               "the preview covers the hovered card");
        mouseMove(table, at.x + handCard.width / 2, 5);
        tryVerify(() => !preview.visible, 3000, "the preview stays after the pointer left");

        // Turn 1: End turn waits for a card, and says why in the engine's words.
        const endTurn = named("standing_end_turn");
        verify(!endTurn.enabled, "End turn before playing a card");
        compare(named("standingChoice_end_turn").tipText, Session.actions.reasonFor(-1, "end_turn"));
        compare(named("standingChoice_end_turn").tipText, "Play a card from your hand first.");
        // Drag a card onto the Active Area, end the turn; the card turns to 90 degrees.
        const first = Session.actions.ofKind("play")[0].card;
        verify(step(), "the play ended the turn");
        tryVerify(() => table.canAct, 30000);
        // The card left in the hand can't be played now: its tooltip gives the engine's reason.
        const waiting = named("handCard0");
        const why = Session.actions.reasonFor(waiting.uid, "play");
        compare(why, "You already played a card this turn.");
        compare(waiting.reason, why);
        verify(waiting.tipText.indexOf(why) >= 0, "the tooltip does not say why: " + waiting.tipText);
        while (step())
            tryVerify(() => table.canAct, 30000);
        tryVerify(() => !table.playing && table.canAct, 30000);
        const played = cardItem(first);
        tryCompare(played, "rotation", 90, 5000, "the played card did not turn a quarter after its turn");
        compare(played.turn, 90);
        verify(flights > 0, "no card flew while the turns were shown");
        verify(turnsSeenMidway > 0, "no quarter turn was seen on its way");

        // The rest of the Act: every turn through the controls, until the end-of-Act screen.
        const actScreen = named("actScreen");
        let turns = 1;
        while (!actScreen.visible && !Session.over && turns < 80) {
            settle();
            if (actScreen.visible || Session.over)
                break;
            while (step())
                tryVerify(() => table.canAct || actScreen.visible || Session.over, 30000);
            turns += 1;
            tryVerify(() => !table.canAct || actScreen.visible || Session.over, 5000);
        }
        tryVerify(() => actScreen.visible, 30000, "no end-of-Act screen");
        verify(named("actHeadline").text !== "");
        compare(table.figure(0, "matchWins") + table.figure(1, "matchWins"), 1);
        verify(dragged > 0 && clickedPlays > 0, "plays were not both dragged and clicked");
        verify(usedActions > 0, "no action was used");
        verify(chosenTargets > 0, "no target was chosen on the table");
        compare(cancelledAims, 1);

        // Start Act 2: the roles swap and the scoreboard moves on.
        mouseClick(named("nextActButton"));
        tryVerify(() => !actScreen.visible, 5000);
        tryCompare(named("actLabel"), "text", "Act 2 of 3", 10000);
        compare(Session.observation.match.roles[0], "detective");
        compare(table.player(0).role, "detective");

        // The smallest window still shows the whole table: your hand ends inside it.
        settle();
        window.width = 1024;
        window.height = 680;
        waitForRendering(table);
        const hand = named("hand");
        verify(hand.mapToItem(table, 0, 24 + hand.cardHeight).y <= table.height,
               "the hand runs off the 1024x680 window");
        const area = named("activeArea0");
        verify(area.mapToItem(table, 0, area.height).y <= hand.mapToItem(table, 0, 0).y);
        verify(table.areaCardWidth >= 100, "Active Area cards only " + table.areaCardWidth + " px wide");
        compare(QmlWarnings.messages, []);
    }
}
