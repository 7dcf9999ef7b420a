import QtQuick
import GrudgeMatch

// A card travelling across the table: from one point to another, growing or shrinking to the
// target's size, turning to the orientation it lands in and optionally turning face up on the way.
// It signals `landed` on arrival and removes itself a moment later (the place under it shows the
// card by then).
Card {
    id: flyer

    property point from
    property point to
    property real fromWidth: Theme.pileCardWidth
    property real toWidth: Theme.pileCardWidth
    property int fromTurn: 0
    property int toTurn: 0
    property int duration: Theme.flyDuration
    property bool flipOnTheWay: false
    property int delay: 0
    property string cardKind: ""          // the back, as the older event players name it

    signal landed()

    x: from.x
    y: from.y
    width: fromWidth
    turn: fromTurn
    back: cardKind
    lifted: true
    z: 1000

    SequentialAnimation {
        running: true
        PauseAnimation { duration: flyer.delay }
        ParallelAnimation {
            NumberAnimation { target: flyer; property: "x"; to: flyer.to.x; duration: flyer.duration; easing.type: Easing.InOutQuad }
            NumberAnimation { target: flyer; property: "y"; to: flyer.to.y; duration: flyer.duration; easing.type: Easing.InOutQuad }
            NumberAnimation { target: flyer; property: "width"; to: flyer.toWidth; duration: flyer.duration; easing.type: Easing.InOutQuad }
            NumberAnimation { target: flyer; property: "rotation"; to: flyer.toTurn; duration: flyer.duration; easing.type: Easing.InOutQuad }
            SequentialAnimation {
                PauseAnimation { duration: flyer.duration * 0.2 }
                PropertyAction { target: flyer.flipOnTheWay ? flyer : null; property: "faceUp"; value: true }
            }
        }
        PropertyAction { target: flyer; property: "lifted"; value: false }
        // Handlers, not script actions: a flight may outlive the table's context as it unloads.
        onFinished: {
            flyer.landed();
            settle.start();
        }
    }
    PauseAnimation {
        id: settle
        duration: 80
        onFinished: flyer.destroy()
    }
}
