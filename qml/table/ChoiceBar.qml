pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The choices the view seat has now that are not a card on the table (pass, end the turn, choose
// a target, ...), one button each from bar.frame.view.actions with the engine's translated text. Actions
// that differ only in a number (an X cost) show once, with a spin box and a slider over the legal
// range (numberMin..numberMax; a number outside `numbers` cannot be played). With `cardActions`
// the actions of cards are listed too (for the keyboard, or a game without a hand to click).
//
// A game may also ask for: `standing` ([{kind, text}]) buttons always shown while the game runs
// (End turn), disabled when no action of that kind is legal, with the engine's reason as tooltip;
// `buttonKinds`, action kinds that get a button although their card is on the table; and
// `offTableCards`, a button for an action whose card no zone of the table draws; and `elsewhere`,
// action kinds the layout offers with controls of its own (on a seat's panel, in a dialog): no
// button for them here. While the frame
// aims a card (TableFrame.aimCard), its actions without a target show as buttons, with Cancel.
// Beside the pass of a response window goes the player's choice to pass by themself (AutoPassBox).
// A choice that names a card shows the card large under the pointer, with the keyboard's focus
// and on a long press; one the engine warns about says so on the button and in that tip, and the
// frame asks before it is taken (TableFrame.choose).
Rectangle {
    id: bar

    required property Item frame
    property bool cardActions: false
    property var standing: []
    property var buttonKinds: []
    property bool offTableCards: false
    property var elsewhere: []
    // This bar is the one the frame gives the keyboard's default to (TableFrame.takeFocus): the
    // table's own bar, or the one a game places itself (ownChoiceBar).
    property bool keyboardDefault: true
    // A slider beside the spin box of a number with a wider range than two (off: the spin box alone).
    property bool sliders: true
    // The buttons never take more than this: beyond it they scroll (a long choice, such as a
    // starting hand picked from a whole deck, leaves the seat's own cards on screen).
    property real maxHeight: Math.max(120, frame.height * 0.3)

    readonly property int revision: frame.actionsRevision
    readonly property int aimCard: frame.aimCard
    readonly property bool aiming: aimCard >= 0
    // The buttons of the actions offered now (one per number group).
    readonly property int shown: {
        if (!frame.canAct || revision < 0)
            return 0;
        return bar.frame.view.actions.all().filter(a => bar.offers(a.kind, a.card, a.targets, a.actionId) && a.groupLead).length;
    }
    readonly property bool wanted: (frame.canAct && (shown > 0 || aiming))
                                   || (standing.length > 0 && bar.frame.view.active && !bar.frame.view.over)

    visible: wanted
    implicitHeight: visible ? Math.min(flow.implicitHeight, maxHeight) + 16 : 0
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.gold

    // Scrolls the buttons so that `item` (one of them, or inside one) shows whole.
    function reveal(item: Item): void {
        const top = item.mapToItem(flow, 0, 0).y;
        if (top < scroller.contentY)
            scroller.contentY = top;
        else if (top + item.height > scroller.contentY + scroller.height)
            scroller.contentY = top + item.height - scroller.height;
    }

    // The keyboard's button scrolls into view.
    readonly property Item keyboardItem: Window.activeFocusItem
    onKeyboardItemChanged: {
        if (!keyboardItem || !scroller.interactive)
            return;
        for (let p = keyboardItem; p; p = p.parent) {
            if (p === flow) {
                reveal(keyboardItem);
                return;
            }
        }
    }

    // Gives the keyboard to the pass of a response window, if one is offered: there Enter lets the
    // action resolve, and never spends a card or a resource. False when there is none.
    function focusPass(): bool {
        for (let i = 0; i < buttons.count; ++i) {
            const row = buttons.itemAt(i);
            if (row && row.visible && row.kind === "pass") {
                // As Tab would: the focus shows, so the player sees where Enter goes.
                row.button.forceActiveFocus(Qt.TabFocusReason);
                return true;
            }
        }
        return false;
    }

    Component.onCompleted: if (keyboardDefault) frame.choiceBarItem = bar

    function standingKind(kind: string): bool {
        return standing.some(s => s.kind === kind);
    }

    // While aiming, a button for each action of the aimed card that no click on the table takes:
    // one without a target, one whose targets no zone draws (a face-down card), and each action
    // of an aim narrowed to one target (TableFrame.aimAt).
    function offers(kind: string, card: int, targets: var, actionId: int): bool {
        if (standingKind(kind) || elsewhere.indexOf(kind) >= 0)
            return false;
        if (aiming)
            return card === aimCard && (targets.length === 0 || targets.every(t => !frame.cardShown(t))
                                        || (frame.aimTargets.length === 1 && frame.aimActions.some(a => a.actionId === actionId)));
        return cardActions || card < 0 || buttonKinds.indexOf(kind) >= 0 || (offTableCards && !frame.cardShown(card));
    }

    Flickable {
        id: scroller
        anchors.fill: parent
        anchors.margins: 8
        contentWidth: width
        contentHeight: flow.implicitHeight
        // (Before the first layout the bar may have no height yet: nothing is clipped then.)
        interactive: height > 0 && contentHeight > height + 1
        clip: interactive
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Flow {
            id: flow
            width: scroller.width - (scroller.interactive ? 14 : 0)
            spacing: Theme.spacing

            Repeater {
                id: buttons
                model: bar.frame.view.actions.leads
                delegate: Row {
                    id: choice
                    required property int actionId
                    required property string kind
                    required property int card
                    required property var targets
                    required property string text
                    required property var numbers
                    required property int numberMin
                    required property int numberMax
                    required property bool groupLead
                    required property string face

                    readonly property bool hasNumber: numbers.length > 0
                    readonly property alias button: choiceButton
                    objectName: "choice_" + kind + "_" + actionId
                    visible: bar.revision >= 0 && bar.offers(kind, card, targets, actionId) && (!hasNumber || groupLead)
                    spacing: 6

                    SpinBox {
                        id: spin
                        objectName: "choiceNumber_" + choice.actionId
                        visible: choice.hasNumber
                        from: choice.numberMin
                        to: choice.numberMax
                        value: choice.numberMin
                        editable: true
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Slider {
                        visible: bar.sliders && choice.hasNumber && choice.numberMax - choice.numberMin > 1
                        from: choice.numberMin
                        to: choice.numberMax
                        stepSize: 1
                        snapMode: Slider.SnapAlways
                        value: spin.value
                        onMoved: spin.value = value
                        width: 120
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    GmButton {
                        id: choiceButton
                        readonly property int chosenAction: choice.hasNumber ? bar.frame.view.actions.actionForNumber(choice.actionId, spin.value)
                                                                             : choice.actionId
                        readonly property string caution: bar.revision >= 0 && chosenAction >= 0
                                                          ? bar.frame.view.actions.cautionFor(chosenAction) : ""
                        property bool held: false
                        readonly property CardTip tip: choiceTip
                        objectName: "choiceButton_" + choice.actionId
                        text: (caution !== "" ? "⚠ " : "")
                              + (choice.hasNumber ? qsTr("%1 (%2)").arg(choice.text).arg(spin.value) : choice.text)
                        primary: choice.kind !== "pass"
                        enabled: chosenAction >= 0
                        onClicked: bar.frame.choose(chosenAction)
                        // A long press shows the tip instead of choosing (the button then takes no click).
                        onPressAndHold: held = true
                        onReleased: held = false
                        onCanceled: held = false
                        // Enter takes the choice that has the keyboard (a button takes Space alone).
                        Keys.onReturnPressed: if (enabled) clicked()
                        Keys.onEnterPressed: if (enabled) clicked()
                        Accessible.description: caution

                        HoverHandler {
                            id: choiceHover
                        }
                        CardTip {
                            id: choiceTip
                            objectName: "choiceTip_" + choice.actionId
                            shown: (choiceHover.hovered || choiceButton.held || choiceButton.visualFocus)
                                   && (choice.face !== "" || text !== "")
                            gameId: bar.frame.view.gameId
                            face: choice.face
                            text: choiceButton.caution
                        }
                    }
                }
            }

            AutoPassBox {
                view: bar.frame.view
                visible: bar.revision >= 0 && bar.frame.canAct && !bar.aiming && bar.frame.view.actions.ofKind("pass").length > 0
            }

            GmButton {
                objectName: "cancelAimButton"
                visible: bar.aiming
                text: qsTr("Cancel")
                onClicked: bar.frame.cancelAim()
            }

            // The standing buttons: a disabled one still says why (the hover is the wrapper's, as a
            // disabled button gets none).
            Repeater {
                model: bar.standing
                delegate: Item {
                    id: standingItem
                    required property var modelData
                    readonly property var action: {
                        const list = bar.revision >= 0 && bar.frame.canAct && !bar.aiming ? bar.frame.view.actions.ofKind(modelData.kind) : [];
                        return list.length > 0 ? list[0] : null;
                    }
                    readonly property string reason: bar.revision >= 0 ? bar.frame.view.actions.reasonFor(-1, modelData.kind) : ""
                    readonly property string caution: bar.revision >= 0 && action !== null
                                                      ? bar.frame.view.actions.cautionFor(action.actionId) : ""
                    readonly property string tipText: action === null ? reason : caution
                    objectName: "standingChoice_" + modelData.kind
                    implicitWidth: standingButton.implicitWidth
                    implicitHeight: standingButton.implicitHeight

                    GmButton {
                        id: standingButton
                        objectName: "standing_" + standingItem.modelData.kind
                        primary: true
                        text: (standingItem.caution !== "" ? "⚠ " : "") + standingItem.modelData.text
                        enabled: standingItem.action !== null
                        Accessible.description: standingItem.tipText
                        onClicked: bar.frame.choose(standingItem.action.actionId)
                    }
                    HoverHandler {
                        id: standingHover
                    }
                    CardTip {
                        shown: standingHover.hovered && text !== ""
                        text: standingItem.tipText
                    }
                }
            }
        }
    }
}
