import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Tab through every screen: the start screen, the New game dialog, a rules page, print-and-play,
// the Balance Lab and every game's table (where the human is to move). Each screen's Tab stops are
// found in its item tree (an item with activeFocusOnTab, or a control that takes the focus by Tab,
// visible and enabled); then Tab is pressed round the screen, twice as many times as it has stops,
// and the item with the focus is recorded each time. The test fails when a stop is never reached
// (focus stuck in a cycle that leaves it out, or an item the keyboard cannot get to), and when a
// focused stop shows no focus: the app's own stops must show a FocusFrame aimed at them (its
// `focusFrame` marks it, `shown` says it is drawn), a standard control of the Basic style its
// visualFocus (the style draws its highlight border then); a text field shows its cursor.
TestCase {
    id: testCase
    name: "KeyboardReach"
    when: windowShown

    property var window: null

    function init(): void {
        Settings.pace = "fast";
        QmlWarnings.clear();
        if (!window) {
            window = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
            verify(window !== null, "the main window did not load");
            tryVerify(() => window.visible, 5000);
        }
    }

    function cleanupTestCase(): void {
        if (window)
            window.destroy();
    }

    function isControl(item: var): bool {
        return item.hoverEnabled !== undefined
               && (item.focusPolicy !== undefined || item.echoMode !== undefined);
    }

    function shownOnScreen(item: var): bool {
        for (let it = item; it; it = it.parent)
            if (!it.visible || it.opacity === 0)
                return false;
        return true;
    }

    // Whether Tab should land on `item`.
    function isStop(item: var): bool {
        if (!item.visible || !item.enabled || item.width <= 0 || item.height <= 0)
            return false;
        return item.activeFocusOnTab === true
               || (isControl(item) && item.focusPolicy !== undefined && (item.focusPolicy & Qt.TabFocus) !== 0);
    }

    function describe(item: var): string {
        if (!item)
            return "nothing";
        const text = item.text !== undefined && item.text !== "" ? " \"" + item.text + "\"" : "";
        return (item.objectName !== "" ? item.objectName : String(item).split("(")[0]) + text;
    }

    // The Tab stops under `root` (a stop's own parts, like a spin box's text field, are its).
    function stops(root: var): var {
        const out = [];
        const walk = item => {
            if (!item || !item.visible)
                return;
            if (isStop(item)) {
                out.push(item);
                if (isControl(item))
                    return;
            }
            const children = item.children || [];
            for (let i = 0; i < children.length; ++i)
                walk(children[i]);
        };
        walk(root);
        return out;
    }

    // Every FocusFrame under `root`.
    function frames(root: var): var {
        const out = [];
        const walk = item => {
            if (!item)
                return;
            if (item.focusFrame === true)
                out.push(item);
            const children = item.children || [];
            for (let i = 0; i < children.length; ++i)
                walk(children[i]);
        };
        walk(root);
        return out;
    }

    // The stop among `all` that has the focus: the focused item or the nearest stop holding it.
    function stopOf(focused: var, all: var): var {
        for (let it = focused; it; it = it.parent)
            if (all.indexOf(it) >= 0)
                return it;
        return null;
    }

    // Why the focus on `stop` is not visible ("" when it is). A FocusFrame aimed at the stop or at
    // an item holding the focus must be shown; else the focused text shows its cursor, or the
    // standard control holding the focus (a spin box round its text) has visualFocus.
    function unseenFocus(stop: var, focused: var, root: var): string {
        const holders = [];
        for (let it = focused; it; it = it.parent) {
            holders.push(it);
            if (it === stop)
                break;
        }
        const mine = frames(root).filter(f => holders.indexOf(f.target) >= 0);
        if (mine.length > 0)
            return mine.some(f => f.shown && shownOnScreen(f)) ? "" : "its FocusFrame is not shown";
        if (focused.cursorVisible === true)
            return "";
        let control = null;
        for (let it = focused; it && !control; it = it.parent)
            if (isControl(it))
                control = it;
        if (control)
            return control.visualFocus === true ? "" : "a standard control without visualFocus";
        return "no FocusFrame aims at it";
    }

    // Presses Tab round `root`'s stops and fails on a stop never reached or a focus not shown.
    function tabRound(root: var, where: string): void {
        const all = stops(root);
        verify(all.length > 0, where + ": no Tab stop at all");
        const reached = [];
        const order = [];
        const presses = 2 * all.length + 4;
        for (let i = 0; i < presses; ++i) {
            keyClick(Qt.Key_Tab);
            const focused = window.activeFocusItem;
            const stop = focused ? stopOf(focused, all) : null;
            order.push(describe(stop || focused));
            if (!stop)
                continue;
            if (reached.indexOf(stop) < 0)
                reached.push(stop);
            const why = unseenFocus(stop, focused, root);
            verify(why === "", where + ": " + describe(stop) + " has the focus but shows none: " + why);
        }
        const missing = all.filter(s => reached.indexOf(s) < 0).map(describe);
        verify(missing.length === 0, where + ": Tab never reaches " + missing.join(", ")
                                     + "\n  the focus went: " + order.join(" → "));
        // Shift+Tab goes back the same way.
        const back = window.activeFocusItem;
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_Backtab);
        compare(window.activeFocusItem, back, where + ": Shift+Tab does not go back");
    }

    function test_1_startScreen(): void {
        window.showStart();
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.depth === 1 && !stack.busy, 5000);
        waitForRendering(window.contentItem);
        tabRound(stack.currentItem, "start screen");

        // A mouse press hides the focus; the next key shows it again.
        const focused = window.activeFocusItem;
        const frame = frames(stack.currentItem).find(f => f.target === focused);
        verify(frame !== undefined && frame.shown, describe(focused) + " shows no frame");
        mouseClick(window.contentItem, 4, window.contentItem.height - 4);
        verify(!KeyboardFocus.visible, "a mouse press leaves the keyboard's focus shown");
        verify(!frame.visible, "the frame stays after a mouse press");
        keyClick(Qt.Key_Tab);
        verify(KeyboardFocus.visible && frames(stack.currentItem).some(f => f.shown && f.visible), "a key does not show the focus again");
        compare(QmlWarnings.messages, []);
    }

    function test_2_newGameDialog(): void {
        window.askNewGame(GameCatalog.gameIdAt(0));
        tryVerify(() => window.Overlay.overlay.children.length > 0, 5000);
        const dialog = findChild(window.Overlay.overlay, "newGameDialog") || window.Overlay.overlay.children[0];
        tryVerify(() => dialog.opened === undefined || dialog.opened, 5000);
        waitForRendering(window.contentItem);
        tabRound(window.Overlay.overlay, "New game dialog");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !dialog.visible, 5000, "Escape leaves the dialog open");
        compare(QmlWarnings.messages, []);
    }

    function test_3_rulesPrintAndPlayAndLab_data(): var {
        return [{ tag: "rules" }, { tag: "print-and-play" }, { tag: "balance lab" }];
    }

    function test_3_rulesPrintAndPlayAndLab(data: var): void {
        window.showStart();
        const gameId = GameCatalog.gameIdAt(0);
        const stack = findChild(window.contentItem, "stack");
        if (data.tag === "rules")
            window.showRules(gameId);
        else if (data.tag === "print-and-play")
            window.showPrintAndPlay(gameId);
        else
            findChild(window.contentItem, "balanceLabButton").clicked();
        tryVerify(() => stack.depth === 2 && !stack.busy, 5000);
        waitForRendering(stack.currentItem);
        tabRound(stack.currentItem, data.tag);
        window.showStart();
        compare(QmlWarnings.messages, []);
    }

    function test_4_everyTable_data(): var {
        const rows = [];
        for (let i = 0; i < GameCatalog.count; ++i)
            if (String(GameCatalog.tableUrl(GameCatalog.gameIdAt(i))) !== "")
                rows.push({ tag: GameCatalog.gameIdAt(i) });
        return rows;
    }

    function test_4_everyTable(data: var): void {
        verify(Session.newGame(data.tag, [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "ai", level: "normal", name: "Computer" }], "7"));
        window.showTable();
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === data.tag + "Table" && !stack.busy, 5000);
        const table = stack.currentItem;
        tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the human never got a move");
        verify(!Session.over);
        waitForRendering(table);
        // The table gives the keyboard to the zone to play from.
        verify(table.focusItem !== null && table.focusItem.activeFocus, data.tag + ": the table does not take the keyboard");
        tabRound(table, data.tag + " table");
        window.showStart();
        compare(QmlWarnings.messages, []);
    }
}
