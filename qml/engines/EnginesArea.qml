pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// One player's Active Area: the cards in play in the order they were played, each at its angle
// (0 and 90 degrees Active, 180 Exhausted) with the end that is up, drawn by a ZoneView whose
// cards may turn. A click on a card uses it or aims at it (TableFrame.cardClicked); your own area
// takes a hand card dropped on it. "taken" marks a card held by the player who took it.
Rectangle {
    id: area

    required property TableFrame frame
    required property int seat
    property string caption
    property real cardWidth: 96
    property bool acceptsDrops: false

    signal chosen(int actionId)
    signal cardHovered(Item card, bool on)

    objectName: "activeArea" + seat
    implicitHeight: zone.implicitHeight + 24
    radius: Theme.radius * 1.5
    color: zone.dragHovering ? "#3340d080" : "#22000000"
    border.color: zone.dragHovering ? Theme.good : acceptsDrops ? Theme.gold : Theme.seatColor(seat)
    border.width: zone.dragHovering || acceptsDrops ? 2 : 1

    Label {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 6
        text: area.caption
        color: Theme.textDim
        font.pixelSize: Theme.fontTiny
        opacity: 0.8
    }

    Label {
        anchors.centerIn: parent
        visible: zone.count === 0
        text: area.acceptsDrops ? qsTr("Drag a card from your hand here to play it") : qsTr("No cards in play")
        color: area.acceptsDrops ? Theme.gold : Theme.textDim
        font.pixelSize: Theme.fontSmall
        opacity: 0.8
    }

    ZoneView {
        id: zone
        objectName: "activeZone" + area.seat
        label: area.caption
        anchors.fill: parent
        anchors.margins: 12
        anchors.topMargin: 16
        anchors.bottomMargin: 8
        frame: area.frame
        model: area.frame.view.zone("p" + area.seat + ".active")
        layout: "row"
        turning: true
        cardWidth: area.cardWidth
        cardName: "activeCard" + area.seat + "_"
        cardActions: true
        dragCards: false
        acceptsDrops: area.acceptsDrops
        dropName: "activeAreaDrop" + area.seat
        tips: true
        markLabels: ({ taken: qsTr("taken") })
        onChosen: actionId => area.chosen(actionId)
        onCardHovered: (card, on) => area.cardHovered(card, on)
    }
}
