pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A pile of Artbot cards with its count: an Inactive Deck (face down), a Discard (its top card face
// up) or an opponent's Active Deck (face down, fanned a little). `dropKeys` makes it a drop target
// (your Inactive Deck takes the card you return); `hot` glows it while a card may be dropped there.
Item {
    id: pile

    property int count: 0
    property string topFace: ""
    property bool faceUp: false
    property bool fanned: false
    property string caption
    property real cardWidth: Theme.pileCardWidth
    property bool hot: false
    property bool dim: false

    readonly property alias topCard: top
    readonly property real unit: cardWidth / Theme.pileCardWidth
    readonly property int layers: count <= 0 ? 0 : Math.min(4, 1 + Math.floor((count - 1) / 4))
    readonly property real layerStep: Math.max(1, cardWidth / 30)
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)

    implicitWidth: Math.max(stack.width, captionLabel.implicitWidth)
    implicitHeight: stack.height + captionLabel.height + 4

    function pulse(): void {
        bump.restart();
    }

    function shake(): void {
        shaker.restart();
    }

    Item {
        id: stack
        anchors.horizontalCenter: parent.horizontalCenter
        width: pile.cardWidth + (pile.fanned ? 2 * pile.cardWidth * 0.18 : 4 * pile.layerStep)
        height: pile.cardHeight + 4 * pile.layerStep

        SequentialAnimation {
            id: bump
            NumberAnimation { target: stack; property: "scale"; to: 1.12; duration: Theme.uiDuration }
            NumberAnimation { target: stack; property: "scale"; to: 1; duration: Theme.uiDuration * 2 }
        }
        SequentialAnimation {
            id: shaker
            loops: 3
            NumberAnimation { target: stack; property: "rotation"; to: -8; duration: Theme.shuffleDuration / 12 }
            NumberAnimation { target: stack; property: "rotation"; to: 8; duration: Theme.shuffleDuration / 6 }
            NumberAnimation { target: stack; property: "rotation"; to: 0; duration: Theme.shuffleDuration / 12 }
        }

        Rectangle {
            y: 4 * pile.layerStep
            width: pile.cardWidth
            height: pile.cardHeight
            radius: 5 * pile.cardWidth / 100
            color: pile.hot ? "#40e6bc55" : "#22000000"
            border.color: pile.hot ? Theme.gold : Theme.panelBorder
            border.width: pile.hot ? 2 : 1
            visible: pile.count === 0 || pile.hot
            Label {
                anchors.centerIn: parent
                width: parent.width - 6
                visible: pile.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("empty")
                color: Theme.textDim
                font.pixelSize: Math.max(8, Theme.fontTiny * pile.unit)
            }
        }

        // The cards under the top one: a few edges, or a small fan for a hand held face down.
        Repeater {
            // layout arithmetic: the edges drawn under the top card
            model: pile.fanned ? Math.min(2, Math.max(0, pile.count - 1)) : Math.max(0, pile.layers - 1)
            Rectangle {
                required property int index
                x: pile.fanned ? (index + 1) * pile.cardWidth * 0.18 : index * pile.layerStep
                y: pile.fanned ? 4 * pile.layerStep : (4 - index) * pile.layerStep
                rotation: pile.fanned ? (index + 1) * 7 : 0
                width: pile.cardWidth
                height: pile.cardHeight
                radius: 5 * pile.cardWidth / 100
                color: "#4a2f5e"
                border.color: "#88000000"
            }
        }

        Card {
            id: top
            gameId: "artbot"
            tips: true
            visible: pile.count > 0
            x: pile.fanned ? 0 : Math.max(0, pile.layers - 1) * pile.layerStep
            y: pile.fanned ? 4 * pile.layerStep : (4 - Math.max(0, pile.layers - 1)) * pile.layerStep
            rotation: pile.fanned ? -5 : 0
            width: pile.cardWidth
            face: pile.faceUp ? pile.topFace : ""
            animated: false
            dimmed: pile.dim
            usable: pile.hot && pile.count > 0
        }

        Rectangle {
            objectName: "pileCount"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -5 * pile.unit
            width: Math.max(height, countLabel.implicitWidth + 12)
            height: Math.round(22 * pile.unit)
            radius: height / 2
            color: Theme.panelSolid
            border.color: Theme.textDim
            Label {
                id: countLabel
                anchors.centerIn: parent
                text: String(pile.count)
                font.pixelSize: Math.max(9, Theme.fontSmall * pile.unit)
                font.bold: true
                color: Theme.text
            }
        }
    }

    Label {
        id: captionLabel
        anchors.top: stack.bottom
        anchors.topMargin: 4
        anchors.horizontalCenter: parent.horizontalCenter
        text: pile.caption
        color: Theme.textDim
        font.pixelSize: Math.max(9, Theme.fontSmall * pile.unit * 0.9)
    }
}
