import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// What a screen reader and a keyboard user meet on every screen: the start screen with its menu,
// the New game dialog, a rules page, print-and-play, the Balance Lab and every game's table. The
// test walks each screen's item tree and fails on an item a player can reach with Tab or click
// that a screen reader could not name: a control (its role is its type's) whose accessible name is
// empty or only a sign ("?", "≡") and that is not a button with a word on it (a button reads its
// text), or another reachable item (a card, a zone) without an accessible role or name. A
// control's own parts (a spin box's text field) are the control's, and not walked.
TestCase {
    id: testCase
    name: "Accessibility"
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

    // A Qt Quick Controls control or text field (its accessible role comes with its type).
    function isControl(item: var): bool {
        return item.hoverEnabled !== undefined
               && (item.focusPolicy !== undefined || item.echoMode !== undefined);
    }

    // Whether a player can reach `item`: Tab lands on it, or it is a control that takes focus.
    function reachable(item: var): bool {
        if (!item.visible || !item.enabled || item.width <= 0 || item.height <= 0)
            return false;
        return item.activeFocusOnTab || (isControl(item) && (item.focusPolicy & Qt.TabFocus) !== 0);
    }

    function spoken(text: var): bool {
        return !!text && /[A-Za-zÀ-ÿ0-9]/.test(String(text));
    }

    function nameless(item: var): string {
        if (spoken(item.Accessible.name))
            return isControl(item) || item.Accessible.role !== Accessible.NoRole ? "" : "no accessible role";
        // A button reads the word on it.
        if (isControl(item) && item.checkable !== undefined && item.pressed !== undefined && spoken(item.text))
            return "";
        return "no accessible name (\"" + (item.Accessible.name || "") + "\")";
    }

    function describe(item: var): string {
        const text = item.text !== undefined ? " text \"" + item.text + "\"" : "";
        return (item.objectName !== "" ? item.objectName : String(item).split("(")[0]) + text;
    }

    // Whether Tab reaches a part of `item` (a spin box's text field).
    function hasReachablePart(item: var): bool {
        const children = item.children || [];
        for (let i = 0; i < children.length; ++i)
            if (children[i].visible && (children[i].activeFocusOnTab || hasReachablePart(children[i])))
                return true;
        return false;
    }

    // An input control the player reaches: it speaks for its parts (a spin box's text field).
    function isInput(item: var): bool {
        return isControl(item) && (reachable(item)
                                   || ((item.stepSize !== undefined || item.textRole !== undefined)
                                       && hasReachablePart(item)));
    }

    // Every reachable item under `root` that a screen reader could not name, as text.
    function problems(root: var, where: string): var {
        const out = [];
        const check = item => {
            const problem = nameless(item);
            if (problem !== "")
                out.push(where + ": " + describe(item) + ": " + problem);
        };
        const walk = item => {
            if (!item || !item.visible)
                return;
            if (isInput(item)) {
                if (item.enabled && item.width > 0 && item.height > 0)
                    check(item);
                return;
            }
            if (reachable(item))
                check(item);
            const children = item.children || [];
            for (let i = 0; i < children.length; ++i)
                walk(children[i]);
        };
        walk(root);
        return out;
    }

    function expectNone(root: var, where: string): void {
        const found = problems(root, where);
        verify(found.length === 0, found.join("\n"));
    }

    function test_1_startScreenAndMenu(): void {
        expectNone(window.contentItem, "start screen");
        expectNone(window.menuBar, "menu bar");
    }

    function test_2_newGameDialog(): void {
        window.askNewGame(GameCatalog.gameIdAt(0));
        tryVerify(() => window.Overlay.overlay.children.length > 0, 5000);
        waitForRendering(window.contentItem);
        expectNone(window.Overlay.overlay, "New game dialog");
        keyClick(Qt.Key_Escape);
    }

    function test_3_rulesPrintAndPlayAndLab_data(): var {
        return [{ tag: "rules" }, { tag: "print-and-play" }, { tag: "balance lab" }];
    }

    function test_3_rulesPrintAndPlayAndLab(data: var): void {
        window.showStart();
        const gameId = GameCatalog.gameIdAt(0);
        if (data.tag === "rules")
            window.showRules(gameId);
        else if (data.tag === "print-and-play")
            window.showPrintAndPlay(gameId);
        else
            findChild(window.contentItem, "stack").push(Qt.createComponent("qrc:/GrudgeMatch/BalanceLabScreen.qml"));
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.depth === 2 && !stack.busy, 5000);
        waitForRendering(stack.currentItem);
        expectNone(stack.currentItem, data.tag);
        window.showStart();
    }

    function test_4_everyTable_data(): var {
        const rows = [];
        for (let i = 0; i < GameCatalog.count; ++i)
            rows.push({ tag: GameCatalog.gameIdAt(i) });
        return rows;
    }

    function test_4_everyTable(data: var): void {
        verify(Session.newGame(data.tag, [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "ai", level: "normal", name: "Computer" }], "7"));
        window.showTable();
        const stack = findChild(window.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === data.tag + "Table", 5000);
        const table = stack.currentItem;
        tryVerify(() => table.canAct || Session.over, 60000, "the human never got a move");
        waitForRendering(table);
        expectNone(table, data.tag + " table");
        window.showStart();
    }
}
