pragma ComponentBehavior: Bound
import QtQuick
import GrudgeMatch

// One card of the current game, drawn by the shared card renderer (CardFaceItem) from the game's
// card data, or its back. Changing faceUp turns the card over with a flip; the face may be filled in
// while the back is showing, so a hidden card can be revealed in place.
Item {
    id: card

    property string gameId: Session.gameId
    // Which back a hidden card shows: a back id of the game's card set (Game::cardBacks), as the
    // physical game's backs tell its kinds of card apart ("" = the face's own).
    property string cardKind: "action"
    property string back: cardKind
    property string face: ""
    // What the card says, for assistive technology (the picture itself comes from the card data).
    property string name: ""
    property var speed: null          // "instant", a number, or null when the card has no speed
    property int damage: -1           // -1: the card deals no printed damage
    property string text: ""
    property bool faceUp: true
    property int endUp: 0             // which end of a two-ended card is at the top
    property bool blackAndWhite: false
    property bool animateFlip: true
    property bool highlighted: false
    property bool dimmed: false
    property bool lifted: false

    readonly property bool showingFront: d.shownUp
    readonly property real unit: width / 100

    implicitWidth: Theme.handCardWidth
    implicitHeight: Math.round(width * Theme.cardRatio)
    width: implicitWidth
    height: implicitHeight

    Accessible.role: Accessible.Graphic
    Accessible.name: d.shownUp && card.name !== "" ? card.name : qsTr("Card")
    Accessible.description: d.shownUp ? card.text : ""

    function flipNow(): void {
        flip.stop();
        flipScale.xScale = 1;
        d.shownUp = card.faceUp;
    }

    onFaceUpChanged: {
        if (animateFlip && visible && Theme.flipDuration > 0)
            flip.restart();
        else
            flipNow();
    }

    QtObject {
        id: d
        property bool shownUp: card.faceUp

        // The middle of a flip: the card is edge-on, the other side comes into view.
        function turnOver(): void {
            shownUp = card.faceUp;
        }
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
            duration: Theme.flipDuration / 2
            easing.type: Easing.InQuad
        }
        ScriptAction {
            script: d.turnOver()
        }
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 1
            duration: Theme.flipDuration / 2
            easing.type: Easing.OutQuad
        }
    }

    // Drop shadow: larger when the card is lifted (dragged, flying or hovered).
    Rectangle {
        x: card.lifted ? 5 * card.unit : 2 * card.unit
        y: card.lifted ? 7 * card.unit : 3 * card.unit
        width: card.width
        height: card.height
        radius: 5 * card.unit
        color: Theme.shadow
        opacity: card.lifted ? 0.55 : 0.4
    }

    // The card's corners are rounded by the renderer: 5 % of its width.
    CardFaceItem {
        id: body
        anchors.fill: parent
        gameId: card.gameId
        face: card.face
        back: card.back
        faceUp: d.shownUp
        endUp: card.endUp
        blackAndWhite: card.blackAndWhite
    }

    Rectangle {
        anchors.fill: parent
        radius: 5 * card.unit
        color: "transparent"
        border.color: card.highlighted ? Theme.gold : Theme.cardBorder
        border.width: card.highlighted ? Math.max(2, 3 * card.unit) : Math.max(1, 0.6 * card.unit)
        opacity: card.highlighted ? 1 : 0.5
    }

    Rectangle {
        anchors.fill: parent
        radius: 5 * card.unit
        color: "black"
        opacity: card.dimmed ? 0.3 : 0
    }
}
