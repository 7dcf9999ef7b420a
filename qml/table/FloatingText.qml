import QtQuick
import GrudgeMatch

// A short message that pops up over the table and fades: damage dealt, a bonus gained, a fall.
// Its position (x, y) is the centre of the message.
Item {
    id: popup

    property alias text: label.text
    property alias color: label.color
    property int duration: Theme.hitDuration
    property real rise: 40
    property bool big: false
    property real zoom: 1
    property bool badge: false          // drawn on a red disc, for damage

    z: 1100
    // Near an edge of the stage the message moves inwards, so it is never cut off.
    transform: Translate {
        readonly property real half: label.implicitWidth / 2 + 8
        x: popup.parent ? Math.max(half - popup.x, Math.min(0, popup.parent.width - half - popup.x)) : 0
    }

    Text {
        id: label
        anchors.centerIn: parent
        leftPadding: popup.badge ? 14 : 0
        rightPadding: popup.badge ? 14 : 0
        topPadding: popup.badge ? 4 : 0
        bottomPadding: popup.badge ? 4 : 0
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
            visible: popup.badge
            anchors.fill: parent
            radius: height / 2
            color: Theme.danger
            border.color: "white"
            border.width: 2
        }

        SequentialAnimation {
            running: true
            ParallelAnimation {
                NumberAnimation { target: label; property: "scale"; to: 1; duration: popup.duration * 0.25; easing.type: Easing.OutBack }
                NumberAnimation { target: lift; property: "y"; to: -popup.rise * 0.4; duration: popup.duration * 0.25 }
            }
            PauseAnimation { duration: popup.duration * 0.45 }
            ParallelAnimation {
                NumberAnimation { target: label; property: "opacity"; to: 0; duration: popup.duration * 0.3 }
                NumberAnimation { target: lift; property: "y"; to: -popup.rise; duration: popup.duration * 0.3 }
            }
            onFinished: popup.destroy()
        }
    }
}
