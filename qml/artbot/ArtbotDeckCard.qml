import QtQuick
import GrudgeMatch

// One card type of a collection in the deck builder: the card as printed, how many the collection
// holds and how many are in the deck. A click adds one to the deck, the "−" badge takes one out;
// dragging the card (onto the deck list) is reported with scene positions.
Item {
    id: card

    required property string face
    required property string name
    required property int owned
    required property int inDeck
    property bool deckFull: false

    readonly property bool canAdd: inDeck < owned && !deckFull

    signal addRequested()
    signal removeRequested()
    signal dragMoved(point scenePos)
    signal dragDropped(point scenePos)
    signal dragCanceled()

    implicitWidth: 116
    implicitHeight: Math.round(116 * Theme.cardRatio) + 26

    CardFaceItem {
        id: picture
        objectName: "deckCardFace"
        width: parent.width
        height: Math.round(width * Theme.cardRatio)
        gameId: "artbot"
        face: card.face
        faceUp: true
        opacity: card.inDeck >= card.owned ? 0.45 : 1
        scale: area.containsMouse && card.canAdd ? 1.04 : 1
        Behavior on scale {
            NumberAnimation { duration: Theme.uiDuration }
        }
    }

    // In the deck: a gold badge with the count and a "−" to take one out.
    Rectangle {
        visible: card.inDeck > 0
        anchors.right: picture.right
        anchors.top: picture.top
        anchors.margins: -6
        width: 30
        height: 30
        radius: 15
        color: Theme.gold
        border.color: Theme.goldDark
        Text {
            anchors.centerIn: parent
            text: card.inDeck
            font.bold: true
            font.pixelSize: Theme.fontNormal
            color: "#2a1d05"
        }
    }

    MouseArea {
        id: area
        anchors.fill: picture
        hoverEnabled: true
        cursorShape: card.canAdd ? Qt.PointingHandCursor : Qt.ArrowCursor
        property point pressedAt
        property bool dragging: false
        // The grid / list would take a drag over as a flick.
        preventStealing: true
        onPressed: mouse => {
            pressedAt = Qt.point(mouse.x, mouse.y);
            dragging = false;
        }
        onPositionChanged: mouse => {
            if (!pressed)
                return;
            if (!dragging && Math.abs(mouse.x - pressedAt.x) + Math.abs(mouse.y - pressedAt.y) > 10)
                dragging = true;
            if (dragging)
                card.dragMoved(mapToItem(null, mouse.x, mouse.y));
        }
        onReleased: mouse => {
            if (dragging)
                card.dragDropped(mapToItem(null, mouse.x, mouse.y));
            dragging = false;
        }
        onCanceled: {
            if (dragging)
                card.dragCanceled();
            dragging = false;
        }
        onClicked: {
            if (!dragging)
                card.addRequested();
        }
    }

    Row {
        anchors.top: picture.bottom
        anchors.topMargin: 4
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 6
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("owned %1 · deck %2").arg(card.owned).arg(card.inDeck)
            color: Theme.textDim
            font.pixelSize: Theme.fontTiny
        }
        Rectangle {
            objectName: "removeOne"
            visible: card.inDeck > 0
            width: 20
            height: 18
            radius: 4
            color: minusArea.containsMouse ? Theme.dangerDark : "#1c5535"
            border.color: Theme.panelBorder
            Text {
                anchors.centerIn: parent
                text: "−"
                color: Theme.text
                font.bold: true
            }
            MouseArea {
                id: minusArea
                anchors.fill: parent
                hoverEnabled: true
                onClicked: card.removeRequested()
            }
        }
    }
}
