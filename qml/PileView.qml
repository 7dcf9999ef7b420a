pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A pile of cards: its thickness follows the count, the top card shows face up or down, a badge gives
// the exact count and a caption names the pile. An empty pile is a dashed outline.
Item {
    id: pile

    property int count: 0
    property string topFace: ""
    property bool faceUp: false
    property string cardKind: "stamina"
    property string caption
    property string emptyText: qsTr("empty")
    property color accent: Theme.textDim
    property real cardWidth: Theme.pileCardWidth
    property bool warn: false

    // Where a card lands on (or leaves) this pile, for the flying animations.
    readonly property alias topCard: top

    readonly property real unit: cardWidth / Theme.pileCardWidth
    readonly property int layers: count <= 0 ? 0 : Math.min(5, 1 + Math.floor((count - 1) / 8))
    readonly property real layerStep: Math.max(1, cardWidth / 40)

    implicitWidth: cardWidth + 5 * layerStep
    implicitHeight: Math.round(cardWidth * Theme.cardRatio) + 5 * layerStep + captionLabel.height + 4

    // The deck is shuffled: the cards shake sideways for a moment.
    function shuffle(): void {
        shake.restart();
    }

    Item {
        id: stack
        width: pile.cardWidth + 5 * pile.layerStep
        height: Math.round(pile.cardWidth * Theme.cardRatio) + 5 * pile.layerStep

        SequentialAnimation {
            id: shake
            loops: 2
            NumberAnimation { target: stack; property: "rotation"; to: -6; duration: Theme.shuffleDuration / 8 }
            NumberAnimation { target: stack; property: "rotation"; to: 6; duration: Theme.shuffleDuration / 4 }
            NumberAnimation { target: stack; property: "rotation"; to: 0; duration: Theme.shuffleDuration / 8 }
        }

        Rectangle {
            width: pile.cardWidth
            height: Math.round(pile.cardWidth * Theme.cardRatio)
            y: 5 * pile.layerStep
            radius: Theme.cardRadius * pile.cardWidth / 100
            color: "#22000000"
            border.color: pile.warn ? Theme.danger : pile.accent
            border.width: 1
            visible: pile.count === 0
            opacity: 0.7
            Label {
                anchors.centerIn: parent
                width: parent.width - 8
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: pile.emptyText
                color: pile.warn ? Theme.danger : Theme.textDim
                font.pixelSize: Math.max(8, Theme.fontTiny * pile.unit)
            }
        }

        Repeater {
            model: Math.max(0, pile.layers - 1)
            Rectangle {
                required property int index
                width: pile.cardWidth
                height: Math.round(pile.cardWidth * Theme.cardRatio)
                x: index * pile.layerStep
                y: (5 - index) * pile.layerStep
                radius: Theme.cardRadius * pile.cardWidth / 100
                color: pile.cardKind === "stamina" ? Theme.staminaBack : Theme.actionBack
                border.color: "#55000000"
            }
        }

        CardView {
            id: top
            visible: pile.count > 0
            width: pile.cardWidth
            x: Math.max(0, pile.layers - 1) * pile.layerStep
            y: (5 - Math.max(0, pile.layers - 1)) * pile.layerStep
            cardKind: pile.cardKind
            face: pile.topFace
            faceUp: pile.faceUp && pile.topFace !== ""
            animateFlip: false
        }

        Rectangle {
            visible: pile.count > 0
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -4 * pile.unit
            width: Math.max(height, countLabel.implicitWidth + 10)
            height: Math.round(22 * pile.unit)
            radius: height / 2
            color: pile.warn ? Theme.danger : Theme.panelSolid
            border.color: pile.warn ? "white" : pile.accent
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
        anchors.horizontalCenter: stack.horizontalCenter
        width: pile.width + 4
        horizontalAlignment: Text.AlignHCenter
        text: pile.caption
        color: pile.warn ? Theme.danger : Theme.textDim
        font.pixelSize: Math.max(9, Theme.fontSmall * pile.unit)
        elide: Text.ElideRight
    }
}
