import QtQuick
import QtQuick.Window
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// The glossary where a player meets it: a hovered card lists the entries of its words beside the
// large card (and in German after the language changes), a word in the log is a link whose click
// opens the entry in a popup, and the rules page ends with the glossary, its words in the body
// linking down to their entries.
TestCase {
    id: testCase
    name: "GlossaryInZoomLogAndRules"
    width: 1024
    height: 640
    when: windowShown

    property var item: null

    Window {
        id: window
        width: 1024
        height: 640
        visible: true
    }

    function init(): void {
        Settings.pace = "off";
        QmlWarnings.clear();
    }

    function cleanup(): void {
        if (item)
            item.destroy();
        item = null;
        AppLanguage.language = "en";
        wait(20);
    }

    function startKnockdown(): void {
        verify(Session.newGame("knockdown", [{ kind: "human", name: "Ann" }, { kind: "ai", level: "easy", name: "Bot" }], "4242"));
        item = Qt.createComponent("qrc:/GrudgeMatch/KnockdownTable.qml").createObject(window.contentItem, { view: Session.table, width: 1024, height: 640 });
        verify(item !== null);
        // Keys go to the active window's focused item, as in the app.
        window.requestActivate();
        tryVerify(() => window.active, 3000, "the window never became active");
        item.forceActiveFocus();
        waitForRendering(item);
    }

    function terms(list: var): var {
        return list.map(e => e.term);
    }

    // A point of `text` over a link, or null.
    function linkPoint(text: var): var {
        for (let y = 2; y < text.height; y += 4)
            for (let x = 2; x < text.width; x += 3)
                if (text.linkAt(x, y) !== "")
                    return { x: x, y: y, link: text.linkAt(x, y) };
        return null;
    }

    function test_aHoveredCardListsItsEntries(): void {
        startKnockdown();
        const hand = findChild(item, "hand");
        // Jab: "Deal 2. AGAINST Haymaker, Uppercut or Feint: deal 3 more."
        let card = null;
        for (let i = 0; i < hand.count && !card; ++i)
            if (hand.itemAt(i).face === "jab")
                card = hand.itemAt(i);
        verify(card !== null, "no Jab in the hand");
        mouseMove(card, card.width / 2, card.height / 2);
        const list = findChild(card, "cardZoomGlossary");
        verify(list !== null, "the zoom lists no glossary");
        tryVerify(() => list.visible, 3000, "the zoom shows no entries");
        // Its type line and the two words of its text, in the order they are printed.
        compare(terms(Glossary.entriesOfCard("knockdown", "jab", 0)), ["Action", "Damage", "AGAINST"]);
        const shownTexts = () => {
            const out = [];
            for (let i = 0; i < list.children.length; ++i)
                if (list.children[i].objectName === "cardZoomEntry")
                    out.push(list.children[i].text);
            return out.join(" | ");
        };
        tryVerify(() => shownTexts().indexOf("<b>AGAINST</b>") >= 0, 3000, "the zoom lists: " + shownTexts());
        // The zoom stays inside the 1024x640 window.
        const tip = findChild(card, "cardZoom");
        const topLeft = list.mapToItem(window.contentItem, 0, 0);
        verify(topLeft.x >= 0 && topLeft.x + list.width <= window.width, "the entries leave the window");
        verify(tip.mapToItem(window.contentItem, 0, 0).y >= 0, "the large card leaves the window");

        AppLanguage.language = "de";
        tryVerify(() => shownTexts().indexOf("<b>GEGEN</b>") >= 0, 3000,
                  "the zoom's entries stay English in German: " + shownTexts());
        mouseMove(item, 5, 5);
        compare(QmlWarnings.messages, []);
    }

    function test_aLogLinkOpensItsEntry(): void {
        startKnockdown();
        tryVerify(() => item.canChoose, 10000, "the table never asked for a card");
        const hand = findChild(item, "hand");
        mouseClick(findChild(hand, "handCard0"));
        // Turns go on until a line of the log names a glossary word.
        const log = findChild(item, "gameLogList");
        verify(log !== null);
        let point = null, line = null;
        for (let turn = 0; turn < 6 && !point; ++turn) {
            tryVerify(() => item.canChoose || Session.over, 20000, "the turn never finished");
            for (let i = 0; i < log.count && !point; ++i) {
                log.positionViewAtIndex(i, ListView.Contain);
                const candidate = log.itemAtIndex(i);
                const text = candidate ? findChild(candidate, "logLineText") : null;
                if (text && text.text.indexOf("gloss:") >= 0) {
                    waitForRendering(text);
                    point = linkPoint(text);
                    line = text;
                }
            }
            if (!point && !Session.over)
                mouseClick(findChild(hand, "handCard" + (turn + 1) % hand.count));
        }
        verify(point !== null, "no log line links a glossary word");
        mouseClick(line, point.x, point.y);
        const popup = findChild(item, "glossaryPopup");
        verify(popup !== null);
        tryVerify(() => popup.opened, 3000, "a click on " + point.link + " opens no popup");
        const term = findChild(popup, "glossaryPopupTerm");
        compare(Glossary.entry("knockdown", point.link).term, term.text);
        verify(findChild(popup, "glossaryPopupText").text.length > 10);
        keyClick(Qt.Key_Escape);
        tryVerify(() => !popup.visible, 3000, "Escape leaves the popup open");

        // By keyboard: the log takes the focus, shows it, and Enter opens the entry of its line.
        log.forceActiveFocus();
        log.currentIndex = log.indexAt(line.x + 1, line.mapToItem(log.contentItem, 0, 0).y + 1);
        verify(findChild(log.parent, "focusFrame").shown, "the log shows no focus");
        verify(findChild(log, "logLineMark").visible, "the log's current line is not marked");
        keyClick(Qt.Key_Return);
        tryVerify(() => popup.opened, 3000, "Enter on a line opens no entry");
        keyClick(Qt.Key_Escape);
        compare(QmlWarnings.messages, []);
    }

    function test_theRulesPageEndsWithTheGlossary(): void {
        item = Qt.createComponent("qrc:/GrudgeMatch/RulesPage.qml").createObject(window.contentItem, { width: 1024, height: 640, gameId: "engines" });
        verify(item !== null);
        waitForRendering(item);
        const entries = Glossary.entries("engines");
        verify(entries.length >= 5);
        const heading = findChild(item, "rulesGlossaryHeading");
        verify(heading.visible);
        compare(heading.text, "Glossary");
        const body = findChild(item, "rulesText");
        verify(body.text.indexOf("(gloss:") >= 0, "the body links no glossary word");
        // A link in the body scrolls the page to its entry and marks it.
        const link = entries[entries.length - 1].link;
        body.linkActivated(link);
        compare(item.shownLink, link);
        const flick = findChild(item, "rulesScroll").contentItem;
        verify(flick.contentY > 0, "the page did not scroll to the entry");

        AppLanguage.language = "de";
        tryVerify(() => heading.text !== "Glossary" && Glossary.entries("engines")[0].term !== entries[0].term, 3000,
                  "the glossary stays English in German");
        compare(QmlWarnings.messages, []);
    }
}
