import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// Every game's table at the three window sizes a player is likely to have (1024x640, 1280x800,
// 1920x1080, less the window's menu bar), in the language of the run (ctest runs it in English and
// in German, whose words are longer): nothing the player needs is pushed off the window or under
// the log. The bar's title is whole, its buttons and the log lie inside the window, the buttons do
// not overlap, and every zone the table draws and its cards stay left of the log. Each game is laid
// out for two seats and for as many as it takes (four Vitium bosses pushed the hand off the
// window): every card the table draws, with the counters and badges under it, lies inside the
// window, and every seat's name and subtitle is shown whole.
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
        Settings.pace = "fast";
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

    Instantiator {
        id: catalog
        model: GameCatalog
        delegate: QtObject {
            required property string gameId
            required property int maxSeats
        }
    }

    // The names the new-game dialog gives (the computers' are the normal level's).
    readonly property var seatNames: ["Player 1", "Brawler", "Bruiser", "Grinder"]

    function seatsOf(count: int): var {
        const out = [];
        for (let s = 0; s < count; ++s)
            out.push({ kind: s === 0 ? "human" : "ai", level: "normal", name: seatNames[s] });
        return out;
    }

    function test_everyTableFitsItsWindow_data(): var {
        const rows = [];
        for (let i = 0; i < catalog.count; ++i) {
            const game = catalog.objectAt(i);
            const counts = game.maxSeats > 2 ? [2, game.maxSeats] : [2];
            for (const seats of counts)
                for (const size of sizes)
                    rows.push({ tag: game.gameId + " " + seats + " seats " + size.width + "x" + size.height,
                                game: game.gameId, seats: seats, width: size.width, height: size.height });
        }
        return rows;
    }

    // The card and the chips under it (counters, badge) inside the window and left of the log.
    function cardInside(card: Item, edge: real, where: string): void {
        inside(card, where);
        leftOf(card, edge, where);
        const chips = findChild(card, "cardCounters");
        if (chips && chips.visible && chips.width > 0) {
            inside(chips, where + " counters");
            leftOf(chips, edge, where + " counters");
        }
    }

    function test_everyTableFitsItsWindow(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        verify(Session.newGame(data.game, seatsOf(data.seats), "7"));
        checkTable(data.game, data.seats, data.tag);
    }

    // Games saved where a player met a layout that did not fit: the table as it stood then.
    readonly property var savedGames: [
        // Four bosses, three cards in your hand, an event underway: the hand fell off the window.
        { game: "vitium", seats: 4, file: "vitium/four_bosses.json" }
    ]

    function test_aSavedGameFitsItsWindow_data(): var {
        const rows = [];
        for (const saved of savedGames)
            for (const size of sizes)
                rows.push({ tag: saved.file + " " + size.width + "x" + size.height, game: saved.game,
                            seats: saved.seats, file: saved.file, width: size.width, height: size.height });
        return rows;
    }

    function test_aSavedGameFitsItsWindow(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        verify(Session.open(Qt.resolvedUrl(data.file)), "could not open " + data.file);
        checkTable(data.game, data.seats, data.tag);
    }

    function checkTable(game: string, seats: int, tag: string): void {
        const table = Qt.createComponent(GameCatalog.tableUrl(game)).createObject(window.contentItem,
                                                                                  { view: Session.table, width: window.width, height: window.height });
        verify(table !== null, "no table for " + game);
        tryVerify(() => table.canAct || Session.over, 60000, "the human never got a move");
        waitForRendering(table);
        const where = tag + " (" + Qt.locale().name + ")";

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
            // A pile's count shows its whole number.
            const count = findChild(view, "pileCount");
            if (count && count.visible) {
                const number = findChild(count, "pileCountText");
                verify(number.implicitHeight <= count.height + 0.5 && number.implicitWidth <= count.width + 0.5,
                       where + " zone " + id + ": the count " + number.text + " (" + Math.round(number.implicitWidth) + "x"
                       + Math.round(number.implicitHeight) + ") is cut by its badge " + describe(count));
            }
            for (let i = 0; i < view.count; ++i) {
                const card = view.itemAt(i);
                if (card && card.visible)
                    cardInside(card, edge, where + " zone " + id + " card " + i);
            }
        }
        for (let seat = 0; seat < seats; ++seat) {
            for (const name of ["seatName" + seat, "seatSubtitle" + seat]) {
                const label = findChild(table, name);
                verify(label !== null, where + ": no " + name);
                if (!label.visible)
                    continue;
                verify(!label.truncated, where + ": " + name + " shows only part of \"" + label.text + "\"");
                inside(label, where);
            }
        }
        const choices = findChild(table, "choiceBar");
        if (choices && choices.visible)
            leftOf(choices, edge, where);
        table.destroy();
    }

    // The seat panels a table draws (every SeatPanel under it).
    function seatPanels(item: Item): var {
        let out = item.figureColumns !== undefined && item.flash !== undefined ? [item] : [];
        for (let i = 0; i < item.children.length; ++i)
            out = out.concat(seatPanels(item.children[i]));
        return out;
    }

    function intersects(a: rect, b: rect): bool {
        return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
    }

    function rectIn(item: Item, layer: Item): rect {
        const p = item.mapToItem(layer, 0, 0);
        return Qt.rect(p.x, p.y, item.width, item.height);
    }

    // The messages a table puts up (a "+2 ticks" over a seat, a "KNOCKDOWN!" banner over a pile)
    // stand beside what they speak of, inside the table, and never over it: not over a panel's
    // figures, not over a zone and its caption. Where the table has room near it, a message covers
    // none of the table's other text either (a neighbour's caption, a figure, the prompt).
    function test_messagesStandBesideWhatTheySpeakOf_data(): var {
        const rows = [];
        for (let i = 0; i < catalog.count; ++i) {
            const game = catalog.objectAt(i);
            for (const seats of game.maxSeats > 2 ? [2, game.maxSeats] : [2])
                for (const size of sizes)
                    rows.push({ tag: game.gameId + " " + seats + " seats " + size.width + "x" + size.height,
                                game: game.gameId, seats: seats, width: size.width, height: size.height });
        }
        return rows;
    }

    function test_messagesStandBesideWhatTheySpeakOf(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        verify(Session.newGame(data.game, seatsOf(data.seats), "7"));
        const table = Qt.createComponent(GameCatalog.tableUrl(data.game)).createObject(window.contentItem,
                                                                                       { view: Session.table, width: window.width, height: window.height });
        tryVerify(() => table.canAct || Session.over, 60000, "the human never got a move");
        waitForRendering(table);
        verify(!Session.player.instant);
        const layer = table.flyLayer;
        const where = data.tag + " (" + Qt.locale().name + ")";
        const targets = seatPanels(table).map(p => ({ say: p, avoid: p, name: "seat panel " + p.seat }));
        verify(targets.length >= data.seats, where + ": only " + targets.length + " seat panels found");
        for (const id in table.zones) {
            const view = table.zoneView(id);
            if (view && view.visible && view.width > 0)
                targets.push({ say: id, avoid: view, name: "zone " + id });
        }
        let clear = 0;
        for (const target of targets) {
            for (const big of [false, true]) {
                layer.clear();
                const before = [];
                for (let i = 0; i < layer.children.length; ++i)
                    before.push(layer.children[i]);
                layer.say(target.say, big ? "KNOCKDOWN!" : "+2 ticks", Theme.gold, big, 60000, !big);
                const texts = [];
                for (let i = 0; i < layer.children.length; ++i)
                    if (layer.children[i].area !== undefined && before.indexOf(layer.children[i]) < 0)
                        texts.push(layer.children[i]);
                compare(texts.length, 1, where + ": no message over " + target.name);
                const area = texts[0].area;
                const avoid = rectIn(target.avoid, layer);
                const shown = (big ? "banner" : "label") + " at " + Math.round(area.x) + "," + Math.round(area.y) + " "
                              + Math.round(area.width) + "x" + Math.round(area.height);
                verify(!intersects(area, avoid), where + ": the " + shown + " covers " + target.name + " at "
                       + Math.round(avoid.x) + "," + Math.round(avoid.y) + " " + Math.round(avoid.width) + "x" + Math.round(avoid.height));
                // Nor over any other text of the table, while it can be read (as it rises).
                const read = Qt.rect(area.x, texts[0].below ? area.y : area.y - texts[0].readRise, area.width,
                                     area.height + texts[0].readRise);
                // (Where the table has no such place within reach, the message keeps its place
                // beside what it speaks of, on its opaque backing: counted below.)
                if (texts[0].inFreeRoom)
                    ++clear;
                for (const t of texts[0].inFreeRoom ? FreeRoom.textItems(table, layer) : []) {
                    const r = FreeRoom.paintedRect(t, layer);
                    verify(!intersects(read, r), where + ": the " + shown + " for " + target.name + " covers the text \""
                           + t.text + "\" at " + Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "x" + Math.round(r.height));
                }
                verify(area.y >= rectIn(table.layoutArea, layer).y - 0.5, where + ": the " + shown + " for " + target.name
                       + " lies over the table's bar");
                verify(area.x >= -0.5 && area.y >= -0.5 && area.x + area.width <= layer.width + 0.5
                       && area.y + area.height <= layer.height + 0.5, where + ": the " + shown + " for " + target.name + " leaves the table");
                // A second message about the same thing while the first is up (KNOCKDOWN! and
                // "1 to the bottom" on one Stamina) stands beside the first, not on it.
                layer.say(target.say, "1 to the bottom", Theme.text, false, 60000, false);
                const next = layer.children[layer.children.length - 1];
                verify(next !== texts[0] && next.area !== undefined);
                verify(!intersects(next.area, area), where + ": two messages about " + target.name + " lie on each other");
                verify(!intersects(next.area, avoid), where + ": the second message covers " + target.name);
            }
        }
        console.log(where + ": " + clear + " of " + 2 * targets.length + " messages stand clear of all text");
        verify(clear > 0, where + ": no message found a place clear of the table's text");
        layer.clear();
        table.destroy();
    }

    Component {
        id: resultComponent
        ResultScreen {}
    }

    // The item under `item` showing exactly `text`, or null.
    function findText(item: Item, text: string): var {
        if (item.text === text)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = findText(item.children[i], text);
            if (found)
                return found;
        }
        return null;
    }

    function test_theResultScreenScrollsToItsLastNote_data(): var {
        return sizes.map(size => ({ tag: size.width + "x" + size.height, width: size.width, height: size.height }));
    }

    // Four Artbot players who stole many cards: the result lists every card kept for good, and
    // the last of them is reached with the mouse wheel, Rematch staying on the window.
    function test_theResultScreenScrollsToItsLastNote(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        const notes = [];
        for (let i = 1; i <= 40; ++i)
            notes.push("Bruiser keeps card " + i + " of Grinder");
        const screen = resultComponent.createObject(window.contentItem, {
            width: window.width, height: window.height, headline: "Defeat", resultText: "Brawler wins.",
            lines: seatNames.map((name, seat) => ({ seat: seat, name: name, text: "Place " + (seat + 1) })),
            notesTitle: "Cards kept for good", notes: notes });
        verify(screen !== null);
        waitForRendering(screen);
        const where = data.tag + " result";
        inside(findChild(screen, "rematchButton"), where);
        inside(findChild(screen, "resultMenuButton"), where);
        const first = findText(screen, "• " + notes[0]);
        verify(first !== null, where + ": the first note is not shown");
        inside(first, where);
        const last = "• " + notes[notes.length - 1];
        const at = rectOf(first);
        const list = findChild(screen, "resultNotes");
        // Shown whole: inside the window, and inside the list's view where the notes scroll.
        const whole = item => {
            if (!item || !item.visible)
                return false;
            const r = rectOf(item);
            const v = list ? rectOf(list) : Qt.rect(0, 0, window.width, window.height);
            return r.y >= Math.max(0, v.y) - 0.5 && r.y + r.height <= Math.min(window.height, v.y + v.height) + 0.5;
        };
        for (let step = 0; step < 80 && !whole(findText(screen, last)); ++step) {
            mouseWheel(window.contentItem, at.x + 20, at.y + at.height / 2, 0, -120);
            waitForRendering(screen);
        }
        const item = findText(screen, last);
        verify(item !== null, where + ": the last note never showed");
        verify(whole(item), where + ": the last note cannot be scrolled into view: " + describe(item));
        inside(findChild(screen, "rematchButton"), where + " after scrolling");
        screen.destroy();
    }

    function test_theReplayBarFitsItsWindow_data(): var {
        return sizes.map(size => ({ tag: size.width + "x" + size.height, width: size.width, height: size.height }));
    }

    // A replay's bar takes the choice bar's place: its controls stay inside and left of the log.
    function test_theReplayBarFitsItsWindow(data: var): void {
        window.width = data.width;
        window.height = data.height - menuBarHeight;
        verify(Session.newGame("knockdown", [{ kind: "human", level: "normal", name: "Ann" },
                                             { kind: "ai", level: "normal", name: "Computer" }], "7"));
        tryVerify(() => Session.awaitingHuman, 20000);
        const file = "file://" + QmlWarnings.scratchDir + "/replayed.json";
        verify(Session.save(file));
        verify(Session.watch(file));
        const table = Qt.createComponent(GameCatalog.tableUrl("knockdown")).createObject(window.contentItem,
                                                                                         { view: Session.table, width: window.width, height: window.height });
        verify(table !== null);
        waitForRendering(table);
        const where = data.tag + " replay (" + Qt.locale().name + ")";
        const log = findChild(table, "gameLog");
        const edge = log.visible ? rectOf(log).x : window.width;
        for (const name of ["replayStart", "replayBack", "replayPlay", "replayForward", "replayEnd",
                            "replaySlider", "replaySeat", "replayStop"]) {
            const item = findChild(table, name);
            verify(item !== null, "no " + name);
            inside(item, where);
            leftOf(item, edge, where);
        }
        Session.stopWatching();
        table.destroy();
    }
}
