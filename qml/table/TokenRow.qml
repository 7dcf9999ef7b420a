pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A figure that is spent one unit at a time (ticks, actions) as a row of tokens: each unit left is
// a token face up. While `keepSpent` holds (the seat's turn) a unit spent turns its token face down
// instead of taking it away, so the row shows what there was and what is left; otherwise only
// the units left are drawn.
Row {
    id: row

    property int value: 0
    property bool keepSpent: true
    property string label
    property real zoom: 1
    property color colour: Theme.gold
    // The tokens drawn: every unit left, and while keepSpent those spent since.
    property int drawn: 0
    readonly property real tokenSize: 16 * zoom

    spacing: 4 * zoom

    function follow(): void {
        drawn = keepSpent ? Math.max(drawn, value) : Math.max(0, value);
    }

    onValueChanged: follow()
    onKeepSpentChanged: follow()
    Component.onCompleted: follow()

    Label {
        visible: row.label !== ""
        anchors.verticalCenter: parent.verticalCenter
        text: row.label
        font.pixelSize: Theme.fontTiny * row.zoom
        color: Theme.textDim
    }

    Repeater {
        model: row.drawn
        delegate: Rectangle {
            id: token

            required property int index
            readonly property bool unspent: index < row.value
            property bool shownUnspent: unspent

            objectName: "token" + index
            anchors.verticalCenter: parent.verticalCenter
            width: row.tokenSize
            height: width
            radius: width / 2
            color: shownUnspent ? row.colour : "transparent"
            border.color: row.colour
            border.width: Math.max(1, 2 * row.zoom)
            opacity: shownUnspent ? 1 : 0.55

            onUnspentChanged: {
                flipIn.stop();
                flipOut.restart();
            }

            transform: Scale {
                id: turnOver
                origin.x: token.width / 2
            }
            // Two halves joined by a handler (as a card's flip: no script action in a dying context).
            NumberAnimation {
                id: flipOut
                target: turnOver; property: "xScale"; to: 0; duration: Theme.flipDuration / 2
                onFinished: {
                    token.shownUnspent = token.unspent;
                    flipIn.restart();
                }
            }
            NumberAnimation {
                id: flipIn
                target: turnOver; property: "xScale"; to: 1; duration: Theme.flipDuration / 2
            }
            // The face down side shows a dot, like the back of a coin.
            Rectangle {
                anchors.centerIn: parent
                visible: !token.shownUnspent
                width: parent.width / 3
                height: width
                radius: width / 2
                color: row.colour
            }
        }
    }
}
