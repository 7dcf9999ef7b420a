import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A figure with a maximum as a round dial: an arc filled to value / max that sweeps to each new
// value, the value in its middle and the label under it. It turns red when the figure is low
// (`healthy`: a quantity that is good when full, warned at a quarter or less) or high (a meter of
// damage, warned from half full), as SeatPanel's bars do.
Item {
    id: dial

    property string label
    property int value: 0
    property int max: 0
    property bool healthy: true
    property color colour: Theme.gold
    property real zoom: 1

    readonly property bool warn: healthy ? max > 0 && value * 4 <= max : max > 0 && value * 2 >= max
    readonly property real share: max > 0 ? Math.max(0, Math.min(1, value / max)) : 0
    property real shownShare: share

    implicitWidth: 58 * zoom
    implicitHeight: implicitWidth + caption.implicitHeight

    Behavior on shownShare {
        NumberAnimation { duration: Theme.uiDuration * 3; easing.type: Easing.OutCubic }
    }
    onShownShareChanged: arc.requestPaint()
    onWarnChanged: arc.requestPaint()
    onColourChanged: arc.requestPaint()

    Canvas {
        id: arc
        width: dial.implicitWidth
        height: width
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const line = 6 * dial.zoom;
            const radius = width / 2 - line;
            // A three-quarter ring open at the bottom, filled clockwise from its left end.
            const start = Math.PI * 0.75;
            const sweep = Math.PI * 1.5;
            ctx.lineWidth = line;
            ctx.lineCap = "round";
            ctx.strokeStyle = Qt.rgba(0, 0, 0, 0.3);
            ctx.beginPath();
            ctx.arc(width / 2, height / 2, radius, start, start + sweep, false);
            ctx.stroke();
            if (dial.shownShare > 0) {
                ctx.strokeStyle = dial.warn ? Theme.danger : dial.colour;
                ctx.beginPath();
                ctx.arc(width / 2, height / 2, radius, start, start + sweep * dial.shownShare, false);
                ctx.stroke();
            }
        }
    }

    Label {
        objectName: "dialValue"
        anchors.centerIn: arc
        text: String(dial.value)
        font.pixelSize: Theme.fontLarge * dial.zoom
        font.bold: true
        color: dial.warn ? Theme.danger : Theme.text
    }

    Label {
        id: caption
        anchors.top: arc.bottom
        anchors.topMargin: -6 * dial.zoom
        width: Math.max(dial.width, arc.width)
        horizontalAlignment: Text.AlignHCenter
        text: dial.label
        font.pixelSize: Theme.fontTiny * dial.zoom
        color: Theme.textDim
        elide: Text.ElideRight
    }
}
