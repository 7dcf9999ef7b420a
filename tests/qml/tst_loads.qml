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

    // A table frame with a game's layout, for the parts of a table created on their own.
    KnockdownTable {
        id: frame
        visible: false
    }

    PnpController {
        id: pnpController
        gameId: "knockdown"
    }

    EnginesEventPlayer {
        id: enginesPlayer
    }

    EnginesChoices {
        id: enginesChoices
        player: enginesPlayer
    }

    ArtbotEventPlayer {
        id: artbotPlayer
    }

    SeatSetupRow {
        id: seatRow
        index: 0
    }

    ArtbotOptions {
        id: artbotOptions
    }

    // Properties a file needs to be created on its own (required properties of delegates).
    function initialProperties(file: string): var {
        switch (file) {
        case "GameTile.qml":
            return { index: 0, gameId: "knockdown", name: "Knockdown", summary: "A duel.", minSeats: 2, maxSeats: 2, backs: ["action", "stamina"] };
        case "SeatSetupRow.qml":
            return { index: 1 };
        case "GameOptionField.qml":
            return { modelData: { key: "rounds", kind: "int", min: 1, max: 5, defaultValue: 3, label: "Rounds", choices: [], onlyWhenKey: "", onlyWhenValue: 0 } };
        case "ArtbotSeatCollection.qml":
            return { seatRow: seatRow, panel: artbotOptions };
        case "FighterSide.qml":
            return { frame: frame, seat: 0 };
        case "FighterSlot.qml":
            return { table: frame, seat: 0 };
        case "FlyLayer.qml":
        case "ChoiceBar.qml":
            return { frame: frame };
        case "PnpSettingsPanel.qml":
        case "PnpFileDialog.qml":
            return { controller: pnpController };
        case "PnpScreen.qml":
            return { gameId: "knockdown" };
        case "EnginesArea.qml":
        case "EnginesHand.qml":
            return { cards: enginesPlayer.active0 };
        case "EnginesSide.qml":
            return { seat: 0, player: enginesPlayer };
        case "EnginesScoreboard.qml":
            return { player: enginesPlayer };
        case "EnginesPromptBar.qml":
            return { choices: enginesChoices };
        case "EnginesPreview.qml":
            return { area: host };
        case "ArtbotRevealStrip.qml":
            return { player: artbotPlayer };
        case "ArtbotDeckCard.qml":
            return { face: "", name: "", owned: 1, inDeck: 0 };
        case "ArtbotDeckList.qml":
            return { model: null };
        case "ArtbotSeat.qml":
            return { seat: 0, player: artbotPlayer };
        default:
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
            main.showFileDialog(saving);
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
