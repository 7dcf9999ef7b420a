import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Where a fighter's Action card for this turn lies: face down until both have chosen, then turned
// over. The view seat's slot accepts a hand card dropped on it.
Item {
    id: slot

    property int seat: 0
    property string caption
    property real cardWidth: Theme.slotCardWidth
    property bool hasCard: false
    property bool faceUp: false
    property string face: ""
    property var cards: ({})          // face -> printed data of the Action cards at the table
    property bool acceptsDrops: false
    property bool active: false       // this card resolves in the current step
    property bool faded: false        // the card of a turn already resolved
    property string hint

    readonly property alias card: cardView
    readonly property bool dragHovering: drop.containsDrag

    signal actionDropped(int actionId)

    implicitWidth: cardWidth + 16
    implicitHeight: captionLabel.height + 6 + Math.round(cardWidth * Theme.cardRatio) + 16

    Label {
        id: captionLabel
        anchors.horizontalCenter: parent.horizontalCenter
        text: slot.caption
        color: Theme.seatColor(slot.seat)
        font.pixelSize: Theme.fontNormal
        font.bold: true
        width: slot.width + 40
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
    }

    Rectangle {
        id: frame
        anchors.top: captionLabel.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        width: slot.cardWidth + 16
        height: Math.round(slot.cardWidth * Theme.cardRatio) + 16
        radius: Theme.radius + 2
        color: slot.dragHovering ? "#40e6bc55" : "#26000000"
        border.width: slot.dragHovering || slot.active ? 3 : 2
        border.color: slot.dragHovering || slot.active ? Theme.gold
                      : slot.acceptsDrops ? Theme.feltLine : "#40ffffff"

        Behavior on color {
            ColorAnimation { duration: Theme.uiDuration }
        }

        Label {
            anchors.centerIn: parent
            width: parent.width - 20
            visible: !slot.hasCard
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: slot.hint
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }

        CardView {
            id: cardView
            objectName: "slotCard" + slot.seat
            anchors.centerIn: parent
            width: slot.cardWidth
            visible: slot.hasCard
            highlighted: slot.active
            dimmed: slot.faded
            face: slot.face
            faceUp: slot.faceUp
            readonly property var info: slot.face !== "" ? slot.cards[slot.face] || null : null
            name: info ? info.name : ""
            text: info ? info.text : ""
            speed: info ? info.speed : ""
            damage: info ? info.damage : -1
        }

        DropArea {
            id: drop
            objectName: "playSlotDrop" + slot.seat
            anchors.fill: parent
            anchors.margins: -20
            enabled: slot.acceptsDrops
            keys: ["gm-action-card"]
            onDropped: dropEvent => {
                const actionId = dropEvent.source ? dropEvent.source.actionId : -1;
                if (actionId !== undefined && actionId >= 0) {
                    dropEvent.accept();
                    slot.actionDropped(actionId);
                }
            }
        }
    }
}
