import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Every game's table at the three window sizes a player is likely to have (1024x640, 1280x800,
// 1920x1080, less the window's menu bar), in the language of the run (ctest runs it in English and
// in German, whose words are longer): nothing the player needs is pushed off the window or under
// the log. The bar's title is whole, its buttons and the log lie inside the window, the buttons do
// not overlap, and every zone the table draws and its cards stay left of the log.
TestCase {
    id: testCase
    name: "TableLayout"
    when: windowShown

    readonly property int menuBarHeight: 40
    readonly property var sizes: [Qt.size(1024, 640), Qt.size(1280, 800), Qt.size(1920, 1080)]

    Window {
        id: window
        width: 1280
        height: 800
        visible: true
    }

    function init(): void {
        Settings.animationSpeed = 4;
        QmlWarnings.clear();
    }

    function rectOf(item: Item): rect {
        const p = item.mapToItem(window.contentItem, 0, 0);
        return Qt.rect(p.x, p.y, item.width, item.height);
    }

    function describe(item: Item): string {
        const r = rectOf(item);
        return (item.objectName || String(item)) + " at " + Math.round(r.x) + "," + Math.round(r.y)
               + " size " + Math.round(r.width) + "x" + Math.round(r.height);
    }

    function inside(item: Item, where: string): void {
        const r = rectOf(item);
        verify(r.x >= -0.5 && r.x + r.width <= window.width + 0.5 && r.y >= -0.5
               && r.y + r.height <= window.height + 0.5,
               where + ": " + describe(item) + " is not inside the window " + window.width + "x" + window.height);
    }

    function leftOf(item: Item, edge: real, where: string): void {
        const r = rectOf(item);
        verify(r.x + r.width <= edge + 0.5, where + ": " + describe(item) + " reaches under the log at x " + Math.round(edge));
    }

    function test_everyTableFitsItsWindow_data(): var {
        const rows = [];
        for (let i = 0; i < GameCatalog.count; ++i)
            for (const size of sizes)
                rows.push({ tag: GameCatalog.gameIdAt(i) + " " + size.width + "x" + size.height,
                            game: GameCatalog.gameIdAt(i), width: size.width, height: size.height });
        return rows;
    }

    function test_everyTableFitsItsWindow(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        verify(Session.newGame(data.game, [{ kind: "human", level: "normal", name: "Ann" },
                                           { kind: "ai", level: "normal", name: "Computer" }], "7"));
        const table = Qt.createComponent(GameCatalog.tableUrl(data.game)).createObject(window.contentItem,
                                                                                       { width: window.width, height: window.height });
        verify(table !== null, "no table for " + data.game);
        tryVerify(() => table.canAct || Session.over, 60000, "the human never got a move");
        waitForRendering(table);
        const where = data.tag + " (" + Qt.locale().name + ")";

        const title = findChild(table, "gameTitle");
        verify(title !== null);
        verify(!title.truncated, where + ": the title shows only part of \"" + title.text + "\"");
        const log = findChild(table, "gameLog");
        verify(log !== null);
        const logShown = log.visible;
        const edge = logShown ? rectOf(log).x : window.width;
        if (logShown)
            inside(log, where);
        let previous = null;
        for (const name of ["logToggleButton", "undoButton", "tableRulesButton", "tableMenuButton"]) {
            const button = findChild(table, name);
            verify(button !== null, "no " + name);
            inside(button, where);
            leftOf(button, edge, where);
            if (previous)
                verify(rectOf(previous).x + rectOf(previous).width <= rectOf(button).x + 0.5,
                       where + ": " + describe(previous) + " overlaps " + describe(button));
            previous = button;
        }
        for (const id in table.zones) {
            const view = table.zoneView(id);
            if (!view || !view.visible || view.width <= 0)
                continue;
            leftOf(view, edge, where + " zone " + id);
            for (let i = 0; i < view.count; ++i) {
                const card = view.itemAt(i);
                if (card && card.visible)
                    leftOf(card, edge, where + " zone " + id + " card " + i);
            }
        }
        const choices = findChild(table, "choiceBar");
        if (choices && choices.visible)
            leftOf(choices, edge, where);
        table.destroy();
    }
}
