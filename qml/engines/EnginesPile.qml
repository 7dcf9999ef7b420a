import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A pile of Engines cards: the deck (face down), the Discard or a scoring pile (top card face up,
// the end that is up on top). The badge gives the count, or the count toward the goal ("3 / 4")
// for a scoring pile, which glows when it is one card short.
Item {
    id: pile

    property int count: 0
    property string topFace: ""
    property int topEnd: 0
    property bool faceUp: true
    property string back: ""
    property string caption
    property int goal: 0                  // > 0: a scoring pile counting toward it
    property color accent: Theme.textDim
    property real cardWidth: Theme.pileCardWidth

    readonly property alias topCard: top
    readonly property real unit: cardWidth / Theme.pileCardWidth
    readonly property int layers: count <= 0 ? 0 : Math.min(4, 1 + Math.floor((count - 1) / 3))
    readonly property real layerStep: Math.max(1, cardWidth / 30)
    readonly property bool close: goal > 0 && count === goal - 1

    implicitWidth: Math.max(cardWidth + 4 * layerStep, captionLabel.implicitWidth)
    implicitHeight: Math.round(cardWidth * Theme.cardRatio) + 4 * layerStep + captionLabel.height + 4

    // The pointer is over the face-up top card (on) or left it.
    signal topHovered(bool on)

    // A card arrived: the pile pulses.
    function pulse(): void {
        bump.restart();
    }

    function shuffle(): void {
        shake.restart();
    }

    Item {
        id: stack
        anchors.horizontalCenter: parent.horizontalCenter
        width: pile.cardWidth + 4 * pile.layerStep
        height: Math.round(pile.cardWidth * Theme.cardRatio) + 4 * pile.layerStep

        SequentialAnimation {
            id: shake
            loops: 2
            NumberAnimation { target: stack; property: "rotation"; to: -6; duration: Theme.shuffleDuration / 8 }
            NumberAnimation { target: stack; property: "rotation"; to: 6; duration: Theme.shuffleDuration / 4 }
            NumberAnimation { target: stack; property: "rotation"; to: 0; duration: Theme.shuffleDuration / 8 }
        }
        SequentialAnimation {
            id: bump
            NumberAnimation { target: stack; property: "scale"; to: 1.12; duration: Theme.uiDuration }
            NumberAnimation { target: stack; property: "scale"; to: 1; duration: Theme.uiDuration * 2 }
        }

        Rectangle {
            y: 4 * pile.layerStep
            width: pile.cardWidth
            height: Math.round(pile.cardWidth * Theme.cardRatio)
            radius: Theme.cardRadius * pile.cardWidth / 100
            color: "#22000000"
            border.color: pile.accent
            border.width: 1
            visible: pile.count === 0
            opacity: 0.7
            Label {
                anchors.centerIn: parent
                width: parent.width - 6
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("empty")
                color: Theme.textDim
                font.pixelSize: Math.max(8, Theme.fontTiny * pile.unit)
            }
        }

        Repeater {
            model: Math.max(0, pile.layers - 1)
            Rectangle {
                required property int index
                x: index * pile.layerStep
                y: (4 - index) * pile.layerStep
                width: pile.cardWidth
                height: Math.round(pile.cardWidth * Theme.cardRatio)
                radius: Theme.cardRadius * pile.cardWidth / 100
                color: "#3a2e24"
                border.color: "#66000000"
            }
        }

        Card {
            id: top
            visible: pile.count > 0
            x: Math.max(0, pile.layers - 1) * pile.layerStep
            y: (4 - Math.max(0, pile.layers - 1)) * pile.layerStep
            width: pile.cardWidth
            face: pile.faceUp ? pile.topFace : ""
            back: pile.back
            endUp: pile.topEnd
            animated: false

            HoverHandler {
                id: topHover
                enabled: top.visible && top.faceUp
                onHoveredChanged: pile.topHovered(hovered)
            }
        }

        Rectangle {
            objectName: "pileCount"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -5 * pile.unit
            width: Math.max(height, countLabel.implicitWidth + 12)
            height: Math.round(22 * pile.unit)
            radius: height / 2
            color: pile.close ? Theme.goldDark : Theme.panelSolid
            border.color: pile.goal > 0 ? Theme.gold : pile.accent
            border.width: pile.goal > 0 ? 2 : 1
            Label {
                id: countLabel
                anchors.centerIn: parent
                // A scoring pile counts toward its goal, e.g. "3 / 4".
                text: pile.goal > 0 ? qsTr("%1 / %2").arg(pile.count).arg(pile.goal) : String(pile.count)
                font.pixelSize: Math.max(9, Theme.fontSmall * pile.unit)
                font.bold: true
                color: Theme.text
            }
        }
    }

    Label {
        id: captionLabel
        anchors.top: stack.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        horizontalAlignment: Text.AlignHCenter
        text: pile.caption
        color: pile.goal > 0 ? Theme.gold : Theme.textDim
        font.pixelSize: Math.max(9, Theme.fontSmall * pile.unit)
        font.bold: pile.goal > 0
    }
}
