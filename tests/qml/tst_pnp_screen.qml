import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// The print-and-play screen as a user reaches and drives it: from the start screen's game tile,
// the preview pages through fronts and backs, a setting that costs cards shows the fit warning at
// once, and the choice is remembered by the next screen.
TestCase {
    id: testCase
    name: "PrintAndPlayScreen"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function initTestCase(): void {
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

    function test_tileOpensThePreviewAndTheWarningFollowsTheSettings(): void {
        mouseClick(findNamed("printButton_knockdown"));
        const screen = findNamed("pnpScreen");
        tryVerify(() => !findNamed("stack").busy, 5000);
        compare(screen.gameId, "knockdown");
        const pnp = screen.controller;
        compare(pnp.columns * pnp.rows, 9);
        verify(pnp.pageCount > 2);
        const label = findNamed("pnpPageLabel");
        verify(label.text.indexOf("fronts") > 0, label.text);
        mouseClick(findNamed("pnpNextPage"));
        compare(screen.page, 1);
        verify(label.text.indexOf("backs") > 0, label.text);
        compare(findNamed("pnpPage").page, 1);
        mouseClick(findNamed("pnpZoomIn"));
        verify(screen.zoom > 1);

        const warning = findNamed("pnpWarning");
        verify(!warning.visible);
        pnp.paper = "letter";
        pnp.bleed = 3;
        verify(warning.visible);
        verify(pnp.warning.indexOf("0.9") >= 0, pnp.warning);
        compare(pnp.columns * pnp.rows, 4);
        verify(findNamed("pnpSummary").text.indexOf("2 × 2") === 0, findNamed("pnpSummary").text);

        // Back to the menu and in again from the rules page: the settings were kept.
        mouseClick(findNamed("pnpBackButton"));
        tryVerify(() => findChild(main.contentItem.parent, "pnpScreen") === null, 5000);
        tryVerify(() => !findNamed("stack").busy, 5000);
        mouseClick(findNamed("rulesButton_knockdown"));
        tryVerify(() => findChild(main.contentItem.parent, "rulesPage") !== null, 5000);
        tryVerify(() => !findNamed("stack").busy, 5000);
        mouseClick(findNamed("rulesPrintButton"));
        tryVerify(() => findChild(main.contentItem.parent, "pnpScreen") !== null, 5000);
        const again = findNamed("pnpScreen").controller;
        verify(again !== pnp);
        compare(again.paper, "letter");
        compare(again.bleed, 3);
        again.resetSettings();
        compare(QmlWarnings.messages, []);
    }
}
