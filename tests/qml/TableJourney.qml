import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// What a journey at a table needs: the app's window (Main.qml) with the pace off, a game against
// one computer opponent opened on its table, the moves the person takes, and the lines of the log
// panel as the window shows them. A journey file is a TableJourney with its test functions.
TestCase {
    id: journey
    when: windowShown

    property var main: null
    // The language the person picks (as View > Language does) before the window opens; "" keeps
    // English.
    property string language: ""
    // How many views the table has been shown: a move is taken once it shows a new one.
    property int published: 0

    function initTestCase(): void {
        Session.observationChanged.connect(() => journey.published += 1);
        Settings.pace = "off";
        if (language !== "")
            AppLanguage.language = language;
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
        if (language !== "")
            AppLanguage.language = "en";
    }

    // A new game of `game`, Ann against the computer Bot, shown on its table.
    function openTable(game: string, seed: string): var {
        verify(Session.newGame(game, [{ kind: "human", level: "normal", name: "Ann" },
                                      { kind: "ai", level: "easy", name: "Bot" }], seed));
        TestSupport.setBotPauseMs(Session, 0);
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === game + "Table" && !stack.busy, 5000);
        return stack.currentItem;
    }

    // Waits until Ann may act at `table` (or the game is over); false when it is over.
    function waitForAnn(table: var): bool {
        tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the table never came back to Ann");
        return !Session.over;
    }

    // Ann takes `action` (a row of Session.actions); returns once the table has shown it.
    function take(action: var): void {
        const shown = journey.published;
        Session.choose(action.actionId);
        tryVerify(() => journey.published > shown || Session.over, 60000, "the move was not taken");
    }

    // The lines of the log panel of `table`, as {text, kind}.
    function logLines(table: var): var {
        const list = findChild(table, "gameLogList");
        verify(list !== null, "no log panel on the table");
        const model = list.model;
        const out = [];
        for (let i = 0; i < model.rowCount(); ++i) {
            const at = model.index(i, 0);
            out.push({ text: model.data(at, 0), kind: model.data(at, Qt.UserRole + 3 /* LogModel::KindRole */) });
        }
        return out;
    }
}
