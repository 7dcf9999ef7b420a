pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The choices the view seat has now that are not a card on the table (pass, end the turn, choose
// a target, ...), one button each from Session.actions with the engine's translated text. Actions
// that differ only in a number (an X cost) show once, with a spin box and a slider over the legal
// range (numberMin..numberMax; a number outside `numbers` cannot be played). With `cardActions`
// the actions of cards are listed too (for the keyboard, or a game without a hand to click).
Rectangle {
    id: bar

    required property Item frame
    property bool cardActions: false

    // The actions without a card are those whose acting card is -1.
    readonly property int shown: Session.actions.count === 0 ? 0 : cardActions ? Session.actions.count
                                                                              : Session.actions.forCard(-1, "").length

    visible: frame.canAct && shown > 0
    implicitHeight: visible ? flow.implicitHeight + 16 : 0
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.gold

    Flow {
        id: flow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: 8
        spacing: Theme.spacing

        Repeater {
            id: buttons
            model: Session.actions
            delegate: Row {
                id: choice
                required property int actionId
                required property string kind
                required property int card
                required property string text
                required property var numbers
                required property int numberMin
                required property int numberMax
                required property bool groupLead

                readonly property bool hasNumber: numbers.length > 0
                objectName: "choice_" + kind + "_" + actionId
                visible: (bar.cardActions || card < 0) && (!hasNumber || groupLead)
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
                    visible: choice.hasNumber && choice.numberMax - choice.numberMin > 1
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
                    readonly property int chosenAction: choice.hasNumber ? Session.actions.actionForNumber(choice.actionId, spin.value)
                                                                         : choice.actionId
                    objectName: "choiceButton_" + choice.actionId
                    text: choice.hasNumber ? qsTr("%1 (%2)").arg(choice.text).arg(spin.value) : choice.text
                    primary: choice.kind !== "pass"
                    enabled: chosenAction >= 0
                    onClicked: bar.frame.choose(chosenAction)
                }
            }
        }
    }
}
