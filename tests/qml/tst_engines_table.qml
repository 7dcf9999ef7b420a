import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// An Act of Engines of Vengeance against the computer, played only through the table's own
// controls: hand cards dragged onto the Active Area (some clicked), actions used by clicking their
// cards, targets chosen by clicking them on the table (once cancelled with Esc), End turn pressed.
// The first card played is checked at 90 degrees after its turn, the card left in the hand shows
// the engine's reason it can't be played; the end-of-Act screen is passed with its button.
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
        tryVerify(() => table.canAct || Session.over || findChild(table, "actScreen").visible, 30000,
                  "the table never came back to the player");
    }

    function cardItem(uid: int): var {
        return named("engCard" + uid);
    }

    // One step of the human's turn through the controls; returns false when the turn is over.
    function step(): bool {
        const buttons = table.chooseEndActions.concat(table.offTablePicks);
        if (buttons.length > 0) {
            mouseClick(named("choiceButton" + buttons[0].actionId));
            return true;
        }
        const picks = Session.actions.ofKind("pick");
        if (picks.length > 0) {
            mouseClick(cardItem(picks[0].card));
            return true;
        }
        const plays = Session.actions.ofKind("play");
        if (plays.length > 0) {
            const uid = plays[0].card;
            const hand = named("hand");
            let index = -1;
            for (let i = 0; i < hand.count; ++i)
                if (findChild(hand, "handCard" + i) && findChild(hand, "handCard" + i).uid === uid)
                    index = i;
            verify(index >= 0, "the card to play is not in the hand");
            if ((dragged + clickedPlays) % 3 !== 2) {
                dragOnto(named("handCard" + index), named("activeArea" + Session.viewSeat));
                dragged += 1;
            } else {
                mouseClick(named("handCard" + index));
                clickedPlays += 1;
            }
            return true;
        }
        const uses = Session.actions.ofKind("use").concat(Session.actions.ofKind("rival"));
        if (uses.length > 0 && usedActions < 40) {
            const use = uses[0];
            mouseClick(cardItem(use.card));
            usedActions += 1;
            if (table.aimUid >= 0) {
                verify(table.aimTargets.length > 0);
                verify(cardItem(table.aimTargets[0]).targetable, "a legal target is not highlighted");
                if (cancelledAims === 0) {
                    // Esc puts the card back; the next click aims again.
                    keyClick(Qt.Key_Escape);
                    compare(table.aimUid, -1);
                    cancelledAims += 1;
                    mouseClick(cardItem(use.card));
                    verify(table.aimUid >= 0);
                }
                mouseClick(cardItem(table.aimTargets[0]));
                chosenTargets += 1;
            }
            return true;
        }
        const end = named("endTurnButton");
        verify(end.enabled, "End turn is not enabled with nothing else to do");
        mouseClick(end);
        return false;
    }

    function initTestCase(): void {
        Settings.animationSpeed = 4;
        QmlWarnings.clear();
        verify(Session.newGame("engines", [{ kind: "human", level: "normal", name: "Ann" },
                                           { kind: "ai", level: "easy", name: "Bot" }], "7"));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
        table = window.table;
        waitForRendering(table);
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function test_anActThroughTheTableControls(): void {
        settle();
        compare(Session.viewSeat, 0);
        compare(named("actLabel").text, "Act 1 of 3");
        verify(named("roleBadge0").visible);
        // The cards are as large as 1280x800 allows (they were 86 px wide in the Active Areas).
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

        // Turn 1: drag a card onto the Active Area, end the turn; the card turns to 90 degrees.
        verify(!named("endTurnButton").enabled, "End turn before playing a card");
        const first = Session.actions.ofKind("play")[0].card;
        verify(step(), "the play ended the turn");
        tryVerify(() => table.canAct, 30000);
        // The card left in the hand can't be played now: its tooltip gives the engine's reason.
        const waiting = named("handCard0");
        const why = Session.actions.reasonFor(waiting.uid, "play");
        compare(why, "You already played a card this turn.");
        tryVerify(() => waiting.st !== null && waiting.st.tip.indexOf(why) >= 0, 3000,
                  "the tooltip does not say why: " + (waiting.st ? waiting.st.tip : ""));
        while (step())
            tryVerify(() => table.canAct, 30000);
        const played = cardItem(first);
        tryCompare(played, "rotation", 90, 5000, "the played card did not turn a quarter after its turn");
        compare(played.turn, 90);

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
        // Nobody has a turn while the Act is over.
        compare(named("turnLabel0").text, "");
        compare(named("turnLabel1").text, "");
        verify(dragged > 0 && clickedPlays > 0, "plays were not both dragged and clicked");
        verify(usedActions > 0, "no action was used");
        verify(chosenTargets > 0, "no target was chosen on the table");
        compare(cancelledAims, 1);

        // Start Act 2: the roles swap and the scoreboard moves on.
        mouseClick(named("nextActButton"));
        tryVerify(() => !actScreen.visible, 5000);
        tryCompare(named("actLabel"), "text", "Act 2 of 3", 10000);
        compare(Session.observation.match.roles[0], "detective");

        // The smallest window still shows the whole table: your hand ends inside it.
        settle();
        window.width = 1024;
        window.height = 680;
        waitForRendering(table);
        const hand = named("hand");
        verify(hand.mapToItem(table, 0, 20 + hand.cardHeight).y <= table.height,
               "the hand runs off the 1024x680 window");
        const area = named("activeArea0");
        verify(area.mapToItem(table, 0, area.height).y <= hand.mapToItem(table, 0, 0).y);
        verify(table.areaCardWidth >= 100, "Active Area cards only " + table.areaCardWidth + " px wide");
        compare(QmlWarnings.messages, []);
    }
}
