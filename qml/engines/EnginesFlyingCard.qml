import QtQuick
import GrudgeMatch

// An Engines card travelling across the table (drawn, played, exhausted, taken): from one point to
// another, growing or shrinking to the target's size and turning to the orientation it lands in.
// The EventPlayer creates it with the properties of FlyingCard; it signals `landed` on arrival and
// removes itself a moment later.
EnginesCard {
    id: flyer

    property point from
    property point to
    property real fromWidth: Theme.pileCardWidth
    property real toWidth: Theme.pileCardWidth
    property int duration: Theme.flyDuration
    property bool flipOnTheWay: false
    property int delay: 0
    property string cardKind: ""          // unused: Engines cards all share one look per owner
    property int fromTurn: 0
    property int toTurn: 0

    signal landed()

    x: from.x
    y: from.y
    width: fromWidth
    turn: fromTurn
    animated: false
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
                ScriptAction { script: if (flyer.flipOnTheWay) flyer.faceUp = true }
            }
        }
        PropertyAction { target: flyer; property: "lifted"; value: false }
        ScriptAction { script: flyer.landed() }
        PauseAnimation { duration: 80 }
        onFinished: flyer.destroy()
    }
}
