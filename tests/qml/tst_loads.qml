import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Every QML file of the GrudgeMatch module compiles, can be created and lives for a moment
// without a single warning (a missing QML module, a binding error or a type error fails).
TestCase {
    id: testCase
    name: "QmlModuleLoads"
    width: 1280
    height: 800
    when: windowShown

    Item {
        id: host
        width: 1280
        height: 800
    }

    // A table frame (the first game's layout on it), for the generic parts of a table that are
    // created on their own.
    property Item frame: null
    PnpController {
        id: pnpController
        gameId: GameCatalog.gameIdAt(0)
    }
    BalanceLab {
        id: balanceLab
        gameId: GameCatalog.gameIdAt(0)
    }

    // Each game's fixture (tests/qml/<game>/LoadFixture.qml): what the files of its qml/<game>/
    // need to be created on their own. A game whose files need nothing may have none.
    property var fixtures: []

    function initTestCase(): void {
        const made = [];
        for (let i = 0; GameCatalog.gameIdAt(i) !== ""; ++i) {
            const component = Qt.createComponent(Qt.resolvedUrl(GameCatalog.gameIdAt(i) + "/LoadFixture.qml"));
            if (component.status === Component.Ready)
                made.push(component.createObject(testCase));
        }
        fixtures = made;
        frame = Qt.createComponent(GameCatalog.tableUrl(GameCatalog.gameIdAt(0))).createObject(testCase, { view: Session.table, visible: false });
    }

    // Properties a file needs to be created on its own (required properties of delegates).
    function initialProperties(file: string): var {
        const first = GameCatalog.gameIdAt(0);
        // Every game's table is a TableFrame: it shows the session's table view.
        if (file.endsWith("Table.qml"))
            return { view: Session.table };
        switch (file) {
        case "GameTile.qml":
            return { index: 0, gameId: first, name: GameCatalog.gameName(first), summary: "A game.",
                     minSeats: 2, maxSeats: 2, backs: GameCatalog.backsOf(first) };
        case "SeatSetupRow.qml":
            return { index: 1 };
        case "GameOptionField.qml":
            return { modelData: { key: "rounds", kind: "int", min: 1, max: 5, defaultValue: 3, label: "Rounds", choices: [], onlyWhenKey: "", onlyWhenValue: 0 } };
        case "FlyLayer.qml":
        case "ChoiceBar.qml":
        case "DecisionPanel.qml":
        case "OpponentRow.qml":
            return { frame: frame };
        case "TableFrame.qml":
        case "TableBar.qml":
        case "ReplayBar.qml":
        case "AutoPassBox.qml":
            return { view: Session.table };
        case "OwnHand.qml":
            return { host: frame };
        case "PnpSettingsPanel.qml":
            return { controller: pnpController };
        case "PnpScreen.qml":
            return { gameId: first };
        case "ScreenHeader.qml":
            return { title: "A screen" };
        case "FileDialogButton.qml":
            return { dialogTitle: "Export", suffix: "csv", filters: ["CSV (*.csv)"] };
        case "BalanceSetupPanel.qml":
        case "BalanceLabScreen.qml":
        case "BalanceCharts.qml":
        case "BalanceReportSheet.qml":
            return { lab: balanceLab };
        case "FigureList.qml":
            return { figures: balanceLab.cardImpact };
        case "FigureChart.qml":
            return { figures: balanceLab.winRates };
        default:
            for (const fixture of fixtures) {
                const properties = fixture.initialProperties(file);
                if (properties !== null)
                    return properties;
            }
            return {};
        }
    }

    function init(): void {
        QmlWarnings.clear();
    }

    function test_moduleHoldsEverySourceFile(): void {
        verify(QmlWarnings.sourceFiles.length > 0, "no QML files found in the source folder");
        compare(QmlWarnings.moduleFiles, QmlWarnings.sourceFiles,
                "the module's QML files differ from qml/ and qml/<game>/ (re-run CMake?)");
        verify(QmlWarnings.moduleFiles.indexOf("Main.qml") >= 0);
    }

    // Every game of the registry has a table screen, and its own new-game panel (if any) loads.
    function test_everyGameHasItsScreens_data(): var {
        const rows = [];
        for (let i = 0; GameCatalog.gameIdAt(i) !== ""; ++i)
            rows.push({ tag: GameCatalog.gameIdAt(i), gameId: GameCatalog.gameIdAt(i) });
        return rows;
    }

    function test_everyGameHasItsScreens(data: var): void {
        const table = String(GameCatalog.tableUrl(data.gameId));
        verify(table !== "", data.gameId + " has no table");
        const file = table.substring(table.lastIndexOf("/") + 1);
        verify(QmlWarnings.moduleFiles.indexOf(file) >= 0, file + " is not in the module");
        compare(Qt.createComponent(table).status, Component.Ready, table);
        const panel = String(GameCatalog.optionsPanelUrl(data.gameId));
        if (panel !== "")
            compare(Qt.createComponent(panel).status, Component.Ready, panel);
        // Its start-screen tile offers New game exactly when there is a table, and says why not.
        const hasTable = String(GameCatalog.tableUrl(data.gameId)) !== "";
        // On the window itself: the TestCase item is not visible, and nor would the tile's parts be.
        const tile = Qt.createComponent("qrc:/GrudgeMatch/GameTile.qml").createObject(
            testCase.Window.window.contentItem, {
            index: 0, gameId: data.gameId, name: data.gameId, summary: "", minSeats: 2,
            maxSeats: 2, backs: [] });
        verify(tile !== null);
        compare(findChild(tile, "newGameButton_" + data.gameId).enabled, hasTable);
        compare(findChild(tile, "noTableNote_" + data.gameId).visible, !hasTable);
        compare(findChild(tile, "printButton_" + data.gameId).enabled, true);
        tile.destroy();
    }

    function test_themeSingleton(): void {
        verify(Theme.flyDuration > 0);
        compare(Theme.cardRatio, 88 / 63);
        compare(QmlWarnings.messages, []);
    }

    // The Open and Save dialogs load their (non-native) implementation only when shown; a QML
    // module it needs that is not installed shows up here, not in the files' own load.
    function test_fileDialogsOpen(): void {
        const main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
        for (const saving of [false, true]) {
            main.showFileDialog(saving, false);
            const dialog = findChild(main, "fileDialog");
            verify(dialog !== null, "no file dialog");
            compare(dialog.saving, saving);
            wait(200);
            compare(QmlWarnings.messages, [], (saving ? "Save" : "Open") + " dialog warned when opened");
            dialog.close();
        }
        main.destroy();
        wait(20);
    }

    function test_fileLoadsWithoutWarnings_data(): var {
        return QmlWarnings.moduleFiles.filter(f => f !== "Theme.qml").map(f => ({ tag: f, file: f }));
    }

    function test_fileLoadsWithoutWarnings(data: var): void {
        const component = Qt.createComponent("qrc:/GrudgeMatch/" + data.file);
        compare(component.status, Component.Ready, component.errorString());
        const object = component.createObject(host, initialProperties(data.file));
        verify(object !== null, "could not create " + data.file);
        // Let bindings settle, timers fire and short animations run.
        wait(150);
        compare(QmlWarnings.messages, [], data.file + " warned");
        if (object)
            object.destroy();
        wait(20);
        compare(QmlWarnings.messages, [], data.file + " warned while being destroyed");
    }
}
