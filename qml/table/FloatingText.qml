import QtQuick
import GrudgeMatch

// A short message that pops up beside what it speaks of and fades: damage dealt, a bonus gained,
// a fall. `x` is the centre of the message; it stands just above `clearTop` (the upper edge of
// what it must not cover), or below `clearBottom` where there is no room above `ceiling`, and
// rises away; a `centreY` given (FreeRoom's place) puts it there instead, rising `downward` or up.
// It is drawn on an opaque backing (a red disc with `badge`). `area`: where the message stands
// before it rises.
Item {
    id: popup

    property alias text: label.text
    property alias color: label.color
    property int duration: Theme.hitDuration
    property real rise: 40
    property bool big: false
    property real zoom: 1
    property bool badge: false          // drawn on a red disc, for damage
    property real clearTop: 0           // the upper and lower edges of what it must not cover
    property real clearBottom: 0
    readonly property real gap: 4
    property real ceiling: 0            // no room above this
    property Item spot: null            // what it speaks of (FlyLayer.say stacks the messages of one)
    property real centreY: NaN
    // Placed where it covers no text (FreeRoom gave its centre).
    readonly property bool inFreeRoom: !isNaN(centreY)
    property bool downward: false
    readonly property bool below: isNaN(centreY) ? clearTop - gap - label.height < ceiling : downward
    // How far it rises while it can still be read (before it fades).
    readonly property real readRise: 0.4 * rise
    readonly property size size: Qt.size(label.width, label.height)
    readonly property rect area: Qt.rect(x + shift.x - label.width / 2, y - label.height / 2, label.width, label.height)

    y: !isNaN(centreY) ? centreY : below ? clearBottom + gap + label.height / 2 : clearTop - gap - label.height / 2
    z: 1100
    // Near an edge of the stage the message moves inwards, so it is never cut off.
    transform: Translate {
        id: shift
        readonly property real half: label.implicitWidth / 2 + 8
        x: popup.parent ? Math.max(half - popup.x, Math.min(0, popup.parent.width - half - popup.x)) : 0
    }

    Text {
        id: label
        anchors.centerIn: parent
        leftPadding: popup.big || popup.badge ? 14 : 8
        rightPadding: popup.big || popup.badge ? 14 : 8
        topPadding: popup.big || popup.badge ? 4 : 2
        bottomPadding: popup.big || popup.badge ? 4 : 2
        font.family: Theme.titleFamily
        font.pixelSize: (popup.big ? 42 : 24) * popup.zoom
        font.bold: true
        style: Text.Outline
        styleColor: "#c0000000"
        horizontalAlignment: Text.AlignHCenter
        scale: 0.6
        transform: Translate {
            id: lift
        }

        Rectangle {
            z: -1
            anchors.fill: parent
            radius: popup.badge ? height / 2 : Theme.radius
            color: popup.badge ? Theme.danger : Theme.panelSolid
            border.color: popup.badge ? "white" : label.color
            border.width: 2
        }

        SequentialAnimation {
            running: true
            ParallelAnimation {
                NumberAnimation { target: label; property: "scale"; to: 1; duration: popup.duration * 0.25; easing.type: Easing.OutBack }
                NumberAnimation { target: lift; property: "y"; to: popup.below ? popup.readRise : -popup.readRise; duration: popup.duration * 0.25 }
            }
            PauseAnimation { duration: popup.duration * 0.45 }
            ParallelAnimation {
                NumberAnimation { target: label; property: "opacity"; to: 0; duration: popup.duration * 0.3 }
                NumberAnimation { target: lift; property: "y"; to: popup.below ? popup.rise : -popup.rise; duration: popup.duration * 0.3 }
            }
            onFinished: popup.destroy()
        }
    }
}
