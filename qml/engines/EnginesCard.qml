import QtQuick
import GrudgeMatch

// One Engines of Vengeance card, drawn by the shared card renderer: its face (or its back), the end
// that is up and its orientation on the table. A change of `turn` (degrees clockwise: 0, 90, 180)
// animates the quarter turn; a change of `endUp` (a double-ended card turning into its other end)
// flips the card over. Highlights show a usable card, a possible target and the card being used.
Item {
    id: card

    property string face: ""              // card type id; "" = a card this seat cannot see
    property string back: ""
    property bool faceUp: face !== ""
    property int endUp: 0
    property int turn: 0
    property bool animated: true
    property bool usable: false           // its action may be used now
    property bool targetable: false       // a legal target of the action being chosen
    property bool selected: false         // the card whose action is being aimed
    property bool dimmed: false
    property bool lifted: false

    readonly property real unit: width / 100
    readonly property int shownEnd: d.shownEnd

    implicitWidth: Theme.handCardWidth
    implicitHeight: Math.round(width * Theme.cardRatio)
    width: implicitWidth
    height: implicitHeight
    rotation: turn

    Behavior on rotation {
        enabled: card.animated
        NumberAnimation {
            duration: Theme.rotateDuration
            easing.type: Easing.InOutCubic
        }
    }

    onEndUpChanged: {
        if (animated && visible && Theme.flipDuration > 0)
            flip.restart();
        else
            d.shownEnd = endUp;
    }

    QtObject {
        id: d
        property int shownEnd: card.endUp
    }

    transform: Scale {
        id: flipScale
        origin.x: card.width / 2
        origin.y: card.height / 2
    }

    SequentialAnimation {
        id: flip
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 0
            duration: Theme.flipDuration
            easing.type: Easing.InQuad
        }
        ScriptAction {
            script: d.shownEnd = card.endUp
        }
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 1
            duration: Theme.flipDuration
            easing.type: Easing.OutQuad
        }
    }

    // Drop shadow, larger while the card is lifted.
    Rectangle {
        x: card.lifted ? 5 * card.unit : 2 * card.unit
        y: card.lifted ? 7 * card.unit : 3 * card.unit
        width: card.width
        height: card.height
        radius: Theme.cardRadius * card.unit
        color: Theme.shadow
        opacity: card.lifted ? 0.55 : 0.4
    }

    CardFaceItem {
        id: painted
        anchors.fill: parent
        gameId: "engines"
        face: card.face
        back: card.back
        faceUp: card.faceUp && card.face !== ""
        endUp: d.shownEnd
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.cardRadius * card.unit
        color: "black"
        opacity: card.dimmed ? 0.35 : 0
    }

    // A usable card glows gold; a possible target pulses red; the card being aimed is ringed white.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -4 * card.unit
        radius: (Theme.cardRadius + 3) * card.unit
        color: "transparent"
        visible: card.usable || card.targetable || card.selected
        border.width: Math.max(2, 3.5 * card.unit)
        border.color: card.selected ? "white" : card.targetable ? Theme.danger : Theme.gold
        SequentialAnimation on opacity {
            running: card.targetable
            loops: Animation.Infinite
            alwaysRunToEnd: true
            NumberAnimation { from: 1; to: 0.35; duration: 500 }
            NumberAnimation { from: 0.35; to: 1; duration: 500 }
        }
    }
}
