pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// One player's Active Area: the cards in play in the order they were played, each at its angle
// (0 and 90 degrees Active, 180 Exhausted) with the end that is up. Your own area takes a hand card
// dropped on it. A click on a card asks the table to use it or to aim at it; hovering tells what
// the card does and, when it can't be used, why.
Rectangle {
    id: area

    required property ListModel cards
    property int seat: 0
    property bool mine: false
    property string caption
    property real cardWidth: 96
    property bool acceptsDrops: false
    // function(uid, face, end) -> { usable, targetable, selected, dimmed, tip } from the table.
    property var stateOf: null

    readonly property real slotSize: Math.round(cardWidth * Theme.cardRatio) + 8
    readonly property int count: cards.count
    readonly property bool dragOver: drop.containsDrag

    signal cardClicked(int uid)
    signal cardDropped(int uid)
    // The pointer is over a card (on) or left it: the table shows it enlarged.
    signal cardHovered(Card card, bool on)

    implicitHeight: slotSize + 16
    radius: Theme.radius * 1.5
    color: dragOver ? "#3340d080" : "#22000000"
    border.color: dragOver ? Theme.good : acceptsDrops ? Theme.gold : Theme.seatColor(seat)
    border.width: dragOver || acceptsDrops ? 2 : 1
    opacity: 1

    // The item where a card at `index` of this row is (or would land), for the flying cards.
    function slotItem(index: int): Item {
        if (index >= 0 && index < repeater.count) {
            const place = repeater.itemAt(index);
            if (place)
                return place.card;
        }
        // Inside the 12 px margins, centred in its slot.
        probe.x = FanLayout.x(width - 24, slotSize, count, 10, index < 0 ? count : index) + 12 + (slotSize - cardWidth) / 2;
        probe.y = 8 + (slotSize - probe.height) / 2;
        return probe;
    }

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
        visible: area.count === 0
        text: area.acceptsDrops ? qsTr("Drag a card from your hand here to play it") : qsTr("No cards in play")
        color: area.acceptsDrops ? Theme.gold : Theme.textDim
        font.pixelSize: Theme.fontSmall
        opacity: 0.8
    }

    Item {
        id: probe
        width: area.cardWidth
        height: Math.round(area.cardWidth * Theme.cardRatio)
    }

    DropArea {
        id: drop
        objectName: "activeAreaDrop" + area.seat
        anchors.fill: parent
        enabled: area.acceptsDrops
        keys: ["gm-engines-card"]
        onDropped: dropEvent => {
            const uid = dropEvent.source && dropEvent.source.uid !== undefined ? dropEvent.source.uid : -1;
            if (uid >= 0) {
                dropEvent.accept();
                area.cardDropped(uid);
            }
        }
    }

    Repeater {
        id: repeater
        model: area.cards

        delegate: Item {
            id: place

            required property int index
            required property int uid
            required property string face
            required property int end
            required property int angle
            required property bool taken
            readonly property alias card: card
            readonly property var st: area.stateOf ? area.stateOf(uid, face, end) : null

            objectName: "activeCard" + area.seat + "_" + index
            x: FanLayout.x(area.width - 24, area.slotSize, area.count, 10, index) + 12
            y: 8
            z: hover.hovered ? 50 : index
            width: area.slotSize
            height: area.slotSize

            Behavior on x {
                NumberAnimation { duration: Theme.uiDuration * 2 }
            }

            Card {
                id: card
                objectName: "engCard" + place.uid
                readonly property int uid: place.uid
                anchors.centerIn: parent
                width: area.cardWidth
                face: place.face
                endUp: place.end
                turn: place.angle
                usable: place.st ? place.st.usable : false
                targetable: place.st ? place.st.targetable : false
                selected: place.st ? place.st.selected : false
                dimmed: place.st ? place.st.dimmed : false
                lifted: hover.hovered
                scale: hover.hovered && (usable || targetable) ? 1.06 : 1

                Behavior on scale {
                    NumberAnimation { duration: Theme.uiDuration }
                }
            }

            // "Taken" marks a card held by the player who took it from the other.
            Rectangle {
                visible: place.taken
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                width: takenLabel.implicitWidth + 10
                height: takenLabel.implicitHeight + 2
                radius: height / 2
                color: Theme.info
                Text {
                    id: takenLabel
                    anchors.centerIn: parent
                    text: qsTr("taken")
                    font.pixelSize: Theme.fontTiny
                    font.bold: true
                    color: "#10202c"
                }
            }

            HoverHandler {
                id: hover
                cursorShape: card.usable || card.targetable ? Qt.PointingHandCursor : Qt.ArrowCursor
                onHoveredChanged: area.cardHovered(card, hovered)
            }
            TapHandler {
                onTapped: area.cardClicked(place.uid)
            }
            CardTip {
                objectName: "cardTip" + place.uid
                shown: hover.hovered && place.st !== null && place.st.tip !== ""
                text: place.st ? place.st.tip : ""
                // Under the other player's cards (the top of the table), above your own.
                below: !area.mine
            }
        }
    }
}
