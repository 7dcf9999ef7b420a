import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Artbot's set-up through the window's own controls: the new-game dialog at 3 players (a player
// count only games of more than two offer), each seat's collection, the deck builder opened from
// a human seat (its collection drawn by the generic ZoneView: a card dragged onto the deck, the rest
// added by clicking, one taken out again, the reason a card can't go in as its tooltip, filters,
// Save), and a game started with that deck.
TestCase {
    id: testCase
    name: "ArtbotDeckBuilder"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    // The grid's card of row i, scrolled into view.
    function gridCard(grid: var, i: int): var {
        const item = grid.itemAt(i);
        verify(item !== null, "no card at row " + i);
        let flick = grid.parent;          // the ScrollView's Flickable
        while (flick && flick.contentY === undefined)
            flick = flick.parent;
        const y = item.mapToItem(flick, 0, 0).y + flick.contentY;
        flick.contentY = Math.max(0, Math.min(y - 20, flick.contentHeight - flick.height));
        waitForRendering(grid);
        return item;
    }

    function initTestCase(): void {
        Settings.pace = "fast";
        Settings.lastSeats = [{ kind: "human", level: "normal", name: "Ann" },
                              { kind: "ai", level: "easy", name: "" }];
        Settings.seatsByCount = {};
        QmlWarnings.clear();
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
        waitForRendering(main.contentItem);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_1_knockdownOffersNoPlayerCount(): void {
        mouseClick(findNamed("newGameButton_knockdown"));
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000);
        compare(dialog.seatCount, 2);
        verify(!findNamed("playerCountRow").visible);
        // A game's own options exist only while the dialog is set up for that game.
        const options = findChild(main.contentItem.parent, "artbotOptions") || findChild(main, "artbotOptions");
        verify(options === null || !options.visible);
        mouseClick(findNamed("cancelNewGameButton"));
        tryVerify(() => !dialog.visible, 3000);
    }

    function test_2_buildADeckAndStartAtThreePlayers(): void {
        // (The Artbot tile may be below the fold of the start screen: open as its button does.)
        main.askNewGame("artbot");
        const dialog = findNamed("newGameDialog");
        tryVerify(() => dialog.opened, 3000);
        // The dialog grows with the Artbot rows and centres again: wait until it has settled.
        waitForRendering(dialog.contentItem);
        tryVerify(() => dialog.height > 400, 3000);
        wait(50);
        verify(findNamed("artbotOptions").visible);
        compare(findNamed("deckSizeBox").value, ArtbotCollections.defaultDeckSize);
        mouseClick(findNamed("playerCount3"));
        compare(dialog.seatCount, 3);
        compare(findNamed("seatName0").text, "Ann");   // kept from the 2-player set-up
        verify(findNamed("seatCollection2").text.startsWith("New profile: starter collection"),
               findNamed("seatCollection2").text);
        verify(findNamed("seatDeck0").visible);
        verify(!findNamed("seatDeck1").visible, "no deck builder for the computer");

        mouseClick(findNamed("seatDeck0"));
        const builder = findNamed("artbotDeckBuilder");
        tryVerify(() => builder.opened, 3000);
        waitForRendering(builder.contentItem);
        const model = builder.deckModel;
        verify(model !== null);
        compare(model.profileName, "Ann");
        compare(model.deckCount, 0);
        verify(!findNamed("saveDeckButton").enabled);
        const grid = findNamed("collectionGrid");
        verify(grid.count > 0);

        // A card dragged onto the deck list goes in.
        const first = gridCard(grid, 0);
        const list = findNamed("deckList");
        const from = first.mapToItem(builder.contentItem, first.width / 2, first.height / 2);
        const to = list.mapToItem(builder.contentItem, list.width / 2, list.height / 2);
        mousePress(builder.contentItem, from.x, from.y);
        for (let step = 1; step <= 10; ++step)
            mouseMove(builder.contentItem, from.x + (to.x - from.x) * step / 10,
                      from.y + (to.y - from.y) * step / 10);
        mouseRelease(builder.contentItem, to.x, to.y);
        compare(model.deckCount, 1);

        // The rest by clicking, card by card, until the deck is full.
        for (let i = 0; i < grid.count && model.deckCount < model.deckSize; ++i) {
            const card = gridCard(grid, i);
            while (card.choosable && model.deckCount < model.deckSize)
                mouseClick(card);
        }
        compare(model.deckCount, 20);
        compare(findNamed("deckTotal").text, "20 / 20 cards");
        compare(findNamed("deckWhyNot").text, "Ready to play.");
        // A full deck takes no more: the cards say why.
        const last = gridCard(grid, grid.count - 1);
        verify(!last.choosable);
        compare(last.reason, last.counters.owned > last.counters.deck ? "The deck is full: take a card out first."
                                                                      : "Every copy you own is already in the deck.");

        // One out by clicking its deck line, and in again.
        const firstFace = model.deckList[0].face;
        mouseClick(findNamed("deckLine_" + firstFace));
        compare(model.deckCount, 19);
        verify(!findNamed("saveDeckButton").enabled);
        keyClick(Qt.Key_Return);  // Enter saves only a deck that is ready
        verify(builder.visible);
        compare(model.deckCount, 19);
        mouseClick(gridCard(grid, model.indexOfFace(firstFace)));
        compare(model.deckCount, 20);

        // Filters show one power at a time.
        const power = findNamed("powerFilter");
        power.currentIndex = 5;
        power.activated(5);
        compare(model.powerFilter, "healing");
        verify(grid.count > 0);
        compare(gridCard(grid, 0).face.length > 0, true);
        for (let r = 0; r < grid.count; ++r)
            compare(model.data(model.index(r, 0), 259 /* PowerRole */), "healing");
        power.currentIndex = 0;
        power.activated(0);
        compare(model.powerFilter, "");

        const built = model.deckList;
        keyClick(Qt.Key_Return);  // as the Save button does
        tryVerify(() => !builder.visible, 3000);
        verify(findNamed("seatCollection0").text.indexOf("saved deck of 20") >= 0,
               findNamed("seatCollection0").text);

        findNamed("seedField").text = "17";
        mouseClick(findNamed("startGameButton"));
        tryVerify(() => findChild(main.contentItem, "artbotTable") !== null && !dialog.visible, 5000,
                  "no table after Start");
        compare(Session.seatCount, 3);
        compare(Session.variant.owners, ["Ann", "Scrapper", "Slugger"]);
        compare(Session.variant.deckSize, 20);
        verify(Session.variant.gameKey.length > 10);
        // Seat 0 plays the deck just built.
        const deck = Session.variant.decks[0].slice().sort();
        let expected = [];
        for (const line of built)
            for (let k = 0; k < line.count; ++k)
                expected.push(line.face);
        compare(deck, expected.sort());
        compare(Settings.seatsByCount["3"].length, 3);
        compare(QmlWarnings.messages, []);
    }

    // The result of a finished game reaches the collections without any Artbot screen open: the
    // singleton is attached to the Session from the start (app/artbot_collections.h).
    function test_3_aFinishedGameChangesTheCollections(): void {
        main.showStart();
        const seats = [{ kind: "ai", level: "easy", name: "Ann" },
                       { kind: "ai", level: "easy", name: "Scrapper" },
                       { kind: "ai", level: "easy", name: "Slugger" }];
        const variant = ArtbotCollections.prepareVariant(seats, 10);
        verify(variant.error === undefined, variant.error);
        // Only the end matters here, not a spectator's pace between the bots' moves (this file's
        // last test, so no other test meets the change).
        TestSupport.setBotPauseMs(Session, 0);
        verify(Session.newGame("artbot", seats, "23", variant));
        tryVerify(() => Session.over, 120000, "the bots did not finish");
        compare(ArtbotCollections.lastAppliedKey, variant.gameKey);
        let total = 0;
        for (const p of ArtbotCollections.profiles)
            total += p.cardCount;
        // Three profiles, each created with the starter collection; cards only moved between them.
        compare(ArtbotCollections.profiles.length, 3);
        compare(total, 3 * ArtbotCollections.profile("Somebody New").cardCount);
        verify(ArtbotCollections.lastResult(variant.gameKey).length > 0, "nothing changed owners");
    }
}
