import QtQuick
import QtQuick.Controls
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A designer studies a game in the Balance Lab, looks elsewhere and comes back: leaving with Back
// or Escape keeps the set-up and the last results; a second run lists the cards in the same order
// on the same axes; the exported picture is of print size and the tables come one file each, with
// a header row.
TestCase {
    id: testCase
    name: "JourneyBalanceLab"
    when: windowShown

    property var main: null

    function findNamed(name: string): var {
        let item = findChild(main.contentItem.parent, name);
        if (item === null)
            item = findChild(main, name);
        verify(item !== null, "no item named " + name);
        return item;
    }

    function openLab(): var {
        // (The button may be below the fold of the start screen: press it as a click would.)
        findNamed("balanceLabButton").clicked();
        tryVerify(() => findChild(main.contentItem.parent, "balanceLabScreen") !== null, 5000);
        tryVerify(() => !findNamed("stack").busy, 5000);
        return findNamed("balanceLabScreen");
    }

    function leaveWith(how: string): void {
        if (how === "back")
            mouseClick(findNamed("balanceBackButton"));
        else
            keyClick(Qt.Key_Escape);
        tryVerify(() => findChild(main.contentItem.parent, "balanceLabScreen") === null, 5000);
        tryVerify(() => !findNamed("stack").busy, 5000);
    }

    function runStudy(lab: var): void {
        finished.target = lab;
        finished.clear();
        mouseClick(findNamed("balanceRunButton"));
        tryVerify(() => finished.count === 1, 60000);
        compare(finished.signalArguments[0][0], true);
    }

    // What the charts show: the cards in order, the length bars and both axes.
    function shown(lab: var): var {
        return { cards: lab.cardImpact.labels.join("|"), lengths: lab.lengths.labels.join("|"),
                 cardAxis: [lab.cardImpact.axisMin, lab.cardImpact.axisMax].join(".."),
                 rateAxis: [lab.winRates.axisMin, lab.winRates.axisMax].join(".."),
                 summary: lab.summary };
    }

    // Types `name` into the open Save dialog's name field and presses Enter.
    function saveAs(dialogName: string, name: string): void {
        const dialog = findNamed(dialogName);
        tryVerify(() => dialog.visible, 3000, dialogName + " did not open");
        const field = findNamed("fileNameTextField");
        tryVerify(() => field.activeFocus, 3000);
        for (const c of name)
            keyClick(c);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 3000);
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

    function test_settingsAndResultsOutliveTheScreenAndTheExportsAreComplete(): void {
        let screen = openLab();
        let lab = screen.lab;
        // The set-up through its fields: 40 games, seed 9.
        const games = findNamed("balanceGames");
        games.value = 40;
        games.valueModified();
        const seed = findNamed("balanceSeed");
        mouseClick(seed);
        keySequence("ctrl+a");
        keyClick(Qt.Key_9);
        keyClick(Qt.Key_Tab);
        compare(lab.seed, "9");
        runStudy(lab);
        const first = shown(lab);
        verify(lab.cardImpact.count >= 8, lab.cardImpact.count);

        for (const how of ["back", "escape"]) {
            leaveWith(how);
            screen = openLab();
            lab = screen.lab;
            compare(lab.games, 40, "the games after " + how);
            compare(findNamed("balanceGames").value, 40);
            compare(findNamed("balanceSeed").text, "9", "the seed after " + how);
            verify(lab.hasReport, "the results were lost on " + how);
            compare(shown(lab), first);
            tryVerify(() => findNamed("cardImpactChart").visible, 3000);
        }

        // The same study again: the same cards in the same order, on the same axes.
        runStudy(lab);
        compare(shown(lab), first);

        // The picture: print size, one file.
        mouseClick(findNamed("balanceExportPngButton"));
        saveAs("balancePngDialog", "study");
        const documents = String(FileChoice.documentsFolder());
        tryVerify(() => TestSupport.fileSize(documents + "/study.png") > 0, 10000, "no study.png: " + lab.message);
        const size = TestSupport.imageSize(documents + "/study.png");
        verify(size.width >= 2400, "the picture is " + size.width + " px wide");
        verify(size.height >= 1600, "the picture is " + size.height + " px high");
        compare(TestSupport.imageDotsPerInch(documents + "/study.png"), 300);

        // The tables: one file each, each with its header.
        mouseClick(findNamed("balanceExportCsvButton"));
        saveAs("balanceCsvDialog", "study");
        const headers = { figures: "figure,value,low95,high95\n", lengths: "length,games\n",
                          cards: "card,name,plays," };
        for (const table in headers) {
            const text = TestSupport.readFile(documents + "/study-" + table + ".csv");
            verify(text.startsWith(headers[table]), table + ": " + text.substring(0, 60));
            verify(text.split("\n").length > 3, table + " has no rows");
        }
        verify(lab.message.indexOf("study-cards.csv") >= 0, lab.message);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }

    SignalSpy {
        id: finished
        signalName: "finished"
    }
}
