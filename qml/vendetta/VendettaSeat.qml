pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One clone at the Personal Vendetta table: its panel (name, who plays it, corpus and cerebrium as
// dials, its ticks as tokens, the cards in its hand and its hand size, "Interrogated" or "Chosen"
// while it is)
// beside its states in play, its forgotten pile and its set-aside cards, and for another clone its
// hand face down (a card it took in sight of everyone shows). A state's activated ability, the
// order of triggers and a state picked for a cost or an effect are clicked on the state; a card
// of your hand dropped on your states is played. A clone that may be chosen now pulses; a click
// chooses it.
RowLayout {
    id: side

    required property TableFrame frame
    required property int seat
    property real cardWidth: Theme.smallCardWidth * frame.zoom
    property real panelWidth: 184 * frame.zoom

    readonly property bool mine: seat === frame.mySeat
    readonly property string prefix: "p" + seat + "."
    readonly property alias panel: panel
    readonly property var targetAction: {
        const all = frame.seatActions(seat);
        return all.length > 0 ? all[0] : null;
    }

    // The forgotten pile stands for its zone again (the middle spreads it out while it is picked
    // from).
    function registerPiles(): void {
        frame.registerZone(forgotten.zoneId, forgotten);
    }

    objectName: "clone" + seat
    spacing: 8 * frame.zoom

    SeatPanel {
        id: panel
        objectName: "playerPanel" + side.seat
        Layout.alignment: Qt.AlignTop
        Layout.preferredWidth: side.panelWidth
        row: side.frame.player(side.seat)
        zoom: side.frame.zoom
        dials: true
        keys: ["corpus", "cerebrium", "ticks", "hand", "hand_size"]
        tokens: ["ticks"]
        labels: ({ corpus: qsTr("Corpus"), cerebrium: qsTr("Cerebrium"), ticks: qsTr("Ticks"),
                   hand: qsTr("In hand"), hand_size: qsTr("Hand size") })
        healthy: ({ corpus: true, cerebrium: true })
        flagTexts: ({ interrogated: qsTr("Interrogated"), chosen: qsTr("Chosen") })
        activeText: side.mine && side.frame.meHuman ? qsTr("Your turn") : qsTr("Their turn")
        targetable: side.targetAction !== null
        targetTip: side.targetAction ? side.targetAction.text : ""
        onTargetChosen: side.frame.choose(side.targetAction.actionId)
    }

    ColumnLayout {
        Layout.alignment: Qt.AlignTop
        Layout.fillWidth: true
        spacing: 4 * side.frame.zoom

        ZoneView {
            objectName: "states" + side.seat
            label: qsTr("States of %1").arg(side.frame.seatName(side.seat))
            Layout.fillWidth: true
            Layout.minimumWidth: side.cardWidth
            Layout.preferredHeight: implicitHeight
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "states")
            layout: "row"
            cardName: "state" + side.seat + "_"
            cardWidth: side.cardWidth
            caption: qsTr("States in play")
            markLabels: ({ declared: qsTr("Activated") })
            cardActions: true
            dragCards: false
            tips: true
            acceptsDrops: side.mine && side.frame.canAct
            acceptKinds: ["play"]
            onChosen: actionId => side.frame.choose(actionId)
        }

        RowLayout {
            spacing: 8 * side.frame.zoom
            ZoneView {
                objectName: "hand" + side.seat
                label: qsTr("Hand of %1").arg(side.frame.seatName(side.seat))
                visible: !side.mine
                Layout.fillWidth: true
                Layout.preferredWidth: 2 * side.cardWidth
                Layout.minimumWidth: side.cardWidth
                Layout.alignment: Qt.AlignTop
                frame: side.frame
                model: side.mine ? null : side.frame.view.zone(side.prefix + "hand")
                layout: "fan"
                cardWidth: side.cardWidth * 0.8
                caption: qsTr("Hand")
                tips: true
            }
            ZoneView {
                id: forgotten
                objectName: "forgotten" + side.seat
                Layout.alignment: Qt.AlignTop
                frame: side.frame
                model: side.frame.view.zone(side.prefix + "forgotten")
                layout: "stack"
                cardWidth: side.cardWidth
                caption: qsTr("Forgotten")
                tips: true
            }
            // Set-aside cards are few: the pile shows once there are some.
            ZoneView {
                objectName: "aside" + side.seat
                visible: count > 0
                Layout.alignment: Qt.AlignTop
                frame: side.frame
                model: side.frame.view.zone(side.prefix + "aside")
                layout: "stack"
                cardWidth: side.cardWidth
                caption: qsTr("Set aside")
                tips: true
            }
        }
    }
}
