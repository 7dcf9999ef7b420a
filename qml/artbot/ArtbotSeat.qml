pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One player at the Artbot table: their panel (name, who plays them, HP as the engine counts it)
// beside their piles: the Active Deck face down (not the viewer's, which is the hand), the
// Inactive Deck (the viewer's takes a returned card) and the Discard. An opponent who may be
// targeted now is ringed and pulses; a click targets them. `stacked` puts the piles under the
// panel (three opponents along the top).
GridLayout {
    id: side

    required property TableFrame frame
    required property int seat
    property real pileWidth: Theme.pileCardWidth
    property bool stacked: false

    readonly property bool mine: seat === frame.mySeat
    readonly property string prefix: "p" + seat + "."
    readonly property alias panel: panel
    readonly property var targetAction: {
        void side.frame.view.observation;         // read again whenever the actions change
        const all = frame.canAct ? side.frame.view.actions.ofKind("target") : [];
        return all.find(a => Number(a.args[0]) === side.seat) || null;
    }

    // The piles stand for their zones again (the middle draws the Discard while it is picked from).
    function registerPiles(): void {
        for (let i = 0; i < piles.count; ++i)
            frame.registerZone((piles.itemAt(i) as ZoneView).zoneId, piles.itemAt(i));
    }

    objectName: "seat" + seat
    columns: stacked ? piles.count : piles.count + 1  // layout arithmetic: the panel beside the piles
    columnSpacing: 8 * frame.zoom
    rowSpacing: 4 * frame.zoom

    SeatPanel {
        id: panel
        objectName: "playerPanel" + side.seat
        Layout.alignment: Qt.AlignTop
        Layout.columnSpan: side.stacked ? side.columns : 1
        Layout.fillWidth: side.stacked
        row: side.frame.player(side.seat)
        zoom: side.frame.zoom
        keys: ["hp"]
        labels: ({ hp: qsTr("HP") })
        healthy: ({ hp: true })
        targetable: side.targetAction !== null
        targetTip: side.targetAction ? side.targetAction.text : ""
        onTargetChosen: side.frame.choose(side.targetAction.actionId)

        Label {
            objectName: "placeLabel" + side.seat
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 8
            visible: panel.row !== null && panel.row.out
            text: panel.row ? qsTr("Place %1").arg(panel.row.place) : ""
            color: Theme.danger
            font.bold: true
        }
    }

    Repeater {
        id: piles
        model: [{ zone: "active", caption: qsTr("Active") }, { zone: "inactive", caption: qsTr("Inactive") },
                { zone: "discard", caption: qsTr("Discard") }].filter(z => !side.mine || z.zone !== "active")
        ZoneView {
            required property var modelData
            objectName: modelData.zone + "Pile" + side.seat
            Layout.alignment: Qt.AlignTop | Qt.AlignHCenter
            frame: side.frame
            model: side.frame.view.zone(`${side.prefix}${modelData.zone}`)
            layout: "stack"
            cardWidth: side.pileWidth
            caption: modelData.caption
            tips: true
            acceptsDrops: side.mine && modelData.zone === "inactive" && side.frame.canAct
            onChosen: actionId => side.frame.choose(actionId)
        }
    }
}
