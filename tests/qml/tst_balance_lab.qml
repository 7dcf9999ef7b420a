import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// The Balance Lab as a designer reaches and drives it: from the start screen, a tiny study of
// Knockdown runs off the window's thread with a progress bar; the charts show the win rates, the
// game lengths and the cards by name; the tables export as CSV; Cancel stops a long study
// and keeps the last results.
TestCase {
    id: testCase
    name: "BalanceLab"
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

    function test_1_aTinyStudyRunsAndShowsItsCharts(): void {
        // (The button may be below the fold of the start screen: press it as a click would.)
        findNamed("balanceLabButton").clicked();
        tryVerify(() => !findNamed("stack").busy, 5000);
        const screen = findNamed("balanceLabScreen");
        const lab = screen.lab;
        compare(lab.gameId, "knockdown");
        compare(lab.bots, ["random", "random"]);
        lab.games = 60;
        lab.seed = "4";
        lab.ablate = true;
        finished.target = lab;
        finished.clear();
        mouseClick(findNamed("balanceRunButton"));
        verify(lab.running);
        tryVerify(() => !lab.running, 60000);
        compare(finished.count, 1);
        compare(finished.signalArguments[0][0], true);
        verify(lab.hasReport);
        verify(lab.summary.indexOf("60") >= 0, lab.summary);
        // Two seats and the draws, each with its interval around it.
        compare(lab.winRates.count, 3);
        compare(lab.winRates.labels[0], "Seat 1");
        verify(lab.lengths.count > 0);
        // Every Action card that was played, in the order of the names.
        verify(lab.cardImpact.count >= 8, lab.cardImpact.count);
        verify(lab.cardImpactTitle.indexOf("without the card") >= 0);
        const chart = findNamed("winRateChart");
        tryVerify(() => chart.count === 2, 3000);  // the bars and the whiskers
        compare(findNamed("cardImpactChart").figures.count, lab.cardImpact.count);

        const csv = QmlWarnings.scratchDir + "/balance.csv";
        verify(lab.exportCsv("file://" + csv));
        verify(lab.csvTable("figures").indexOf("seat 1 win rate") >= 0);
        verify(lab.message.indexOf("balance-figures.csv") >= 0, lab.message);
        compare(QmlWarnings.messages, [], QmlWarnings.messages.join("\n"));
    }

    function test_2_cancelStopsALongStudyAndKeepsTheLastResults(): void {
        const lab = findNamed("balanceLabScreen").lab;
        lab.games = 1000000;
        lab.ablate = false;
        mouseClick(findNamed("balanceRunButton"));
        verify(lab.running);
        tryVerify(() => lab.progress > 0, 10000);
        verify(findNamed("balanceProgress").visible);
        mouseClick(findNamed("balanceCancelButton"));
        tryVerify(() => !lab.running, 10000);
        verify(lab.message.indexOf("Cancelled") >= 0, lab.message);
        verify(lab.hasReport);
        verify(lab.summary.indexOf("60 games") >= 0, lab.summary);
    }

    SignalSpy {
        id: finished
        signalName: "finished"
    }
}
