import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A choice that names a card shows that card: Vitium's starting cards were chosen blind, from
// buttons with names only, out of a deck that lies face down. Under the pointer, with the
// keyboard's focus and on a long press, the button shows the card large; a long press does not
// choose it.
TableJourney {
    name: "JourneyChoicePreview"

    function init(): void {
        QmlWarnings.clear();
    }

    function test_startingCardsShowTheirFace(): void {
        const table = openTable("vitium", "42");
        tryVerify(() => table.canAct && Session.actions.ofKind("choose").length > 0, 30000, "no starting choice");
        const row = Session.actions.ofKind("choose")[0];
        verify(row.face !== "", "the starting card's choice names no card to show");
        const button = findChild(table, "choiceButton_" + row.actionId);
        verify(button !== null && button.visible, "no button for the starting card");
        const tip = button.tip;
        verify(tip !== null && tip.objectName === "choiceTip_" + row.actionId);

        mouseMove(button, button.width / 2, button.height / 2);
        tryVerify(() => tip.visible, 3000, "no preview under the pointer");
        compare(tip.face, row.face);
        mouseMove(table, 2, 2);
        tryVerify(() => !tip.visible, 3000);

        button.forceActiveFocus(Qt.TabFocusReason);
        tryVerify(() => tip.visible, 3000, "no preview with the keyboard's focus");
        table.forceActiveFocus();
        tryVerify(() => !tip.visible, 3000);

        mousePress(button, button.width / 2, button.height / 2);
        wait(Qt.styleHints.mousePressAndHoldInterval + 300);
        tryVerify(() => tip.visible, 3000, "no preview on a long press");
        mouseRelease(button, button.width / 2, button.height / 2);
        verify(Session.actions.indexOfAction(row.actionId) >= 0, "the long press chose the card");
        compare(QmlWarnings.messages, []);
        main.showStart();
    }
}
