import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Enter in a response window does what costs nothing: it lets the action resolve. Seen in Personal
// Vendetta: the hand had the keyboard, and Enter played the reaction under it. A person plays
// against two computer clones by the keyboard alone in every window that offers a reaction, and the
// hand keeps its cards; elsewhere the first action is taken through the session.
TestCase {
    id: testCase
    name: "JourneyEnterInWindows"
    when: windowShown

    property var main: null
    property var table: null

    function has(kind: string): bool {
        return Session.actions.ofKind(kind).length > 0;
    }

    function initTestCase(): void {
        Settings.pace = "off";
        QmlWarnings.clear();
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
    }

    function cleanupTestCase(): void {
        if (main)
            main.destroy();
    }

    function test_enterLetsAReactionWindowResolve(): void {
        verify(Session.newGame("vendetta", [{ kind: "human", level: "normal", name: "Ann" },
                                            { kind: "ai", level: "easy", name: "Bot" },
                                            { kind: "ai", level: "easy", name: "Rob" }], "21"));
        TestSupport.setBotPauseMs(Session, 0);
        main.showTable();
        const stack = findChild(main.contentItem, "stack");
        tryVerify(() => stack.currentItem && stack.currentItem.objectName === "vendettaTable" && !stack.busy, 5000);
        table = stack.currentItem;
        let windowsWithAReaction = 0;
        for (let steps = 0; steps < 300 && windowsWithAReaction < 2 && !Session.over; ++steps) {
            tryVerify(() => (table.canAct && !table.playing) || Session.over, 60000, "the table never came back to Ann");
            if (Session.over)
                break;
            if (has("pass") && has("react")) {
                windowsWithAReaction += 1;
                // The cards Ann could react with: after Enter they are still in her hand.
                const reactions = Session.actions.ofKind("react").map(a => a.card).filter(c => c >= 0);
                verify(reactions.length > 0);
                const pass = Session.actions.ofKind("pass")[0];
                // The keyboard is on the pass, which says so; Enter takes it.
                tryVerify(() => main.activeFocusItem && main.activeFocusItem.objectName === "choiceButton_" + pass.actionId,
                          3000, "the pass does not have the keyboard: " + (main.activeFocusItem ? main.activeFocusItem.objectName : "nothing"));
                const logged = Session.log.count;
                keyClick(Qt.Key_Return);
                tryVerify(() => Session.log.count > logged, 5000, "Enter did nothing");
                for (const uid of reactions)
                    verify(Session.hand.indexOfUid(uid) >= 0, "Enter in a reaction window played card " + uid + " from the hand");
                continue;
            }
            const first = Session.actions.all().find(a => a.kind !== "pass") || Session.actions.all()[0];
            Session.choose(first.actionId);
        }
        verify(windowsWithAReaction > 0, "no reaction window with a reaction in hand was reached");
        compare(QmlWarnings.messages, []);
    }
}
