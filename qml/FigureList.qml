pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Figures with long names (the Balance Lab's cards), one row each: the name in full on the left
// (elided only when the column is too narrow, the whole name then in a tooltip), a bar from zero
// to the value and a whisker over its 95 % interval on the model's value axis, and the value.
// The rows scroll when they do not fit; implicitHeight shows them all (the exported picture).
Rectangle {
    id: list

    required property FigureTableModel figures
    property string title
    property string unit
    property color barColor: Theme.good
    // Dark on white at `fontSize`, for the exported picture.
    property bool paper: false
    property real fontSize: Theme.fontNormal
    readonly property color ink: list.paper ? Theme.paperInk : Theme.text
    readonly property real rowHeight: Math.round(list.fontSize * 1.8)
    readonly property real pad: Math.round(list.fontSize * 0.6)
    // The columns: names, the track the bars are drawn on, values.
    readonly property real nameWidth: Math.round(Math.min(list.width * 0.32, list.fontSize * 18))
    readonly property real valueWidth: Math.round(list.fontSize * 4)
    readonly property real trackX: list.pad + list.nameWidth + list.pad
    readonly property real trackWidth: Math.max(1, list.width - list.trackX - list.valueWidth - 2 * list.pad)

    function format(value: real): string {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }

    implicitHeight: heading.height + column.height + axis.height + 3 * list.pad
    color: list.paper ? Theme.paper : Theme.panelSolid

    Label {
        id: heading
        anchors.top: parent.top
        anchors.topMargin: list.pad
        width: parent.width
        text: list.title
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: list.ink
        font.pixelSize: list.fontSize
        font.bold: true
    }

    Flickable {
        id: rows
        anchors.top: heading.bottom
        anchors.bottom: axis.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.topMargin: list.pad
        contentHeight: column.height
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        // The zero line.
        Rectangle {
            x: list.trackX + list.trackWidth * list.figures.position(0)
            width: Math.max(1, Math.round(list.fontSize / 12))
            height: column.height
            color: list.paper ? Theme.paperGrid : Theme.panelBorder
        }

        Column {
            id: column
            width: rows.width
            Repeater {
                model: list.figures.count
                delegate: Item {
                    id: row
                    required property int index
                    readonly property var figure: list.figures.rowAt(row.index)
                    width: column.width
                    height: list.rowHeight

                    Label {
                        id: name
                        objectName: "figureName" + row.index
                        x: list.pad
                        width: list.nameWidth
                        anchors.verticalCenter: parent.verticalCenter
                        text: row.figure.label
                        horizontalAlignment: Text.AlignRight
                        elide: Text.ElideRight
                        color: list.ink
                        font.pixelSize: list.fontSize
                        ToolTip.visible: name.truncated && nameHover.hovered
                        ToolTip.text: row.figure.label
                        HoverHandler {
                            id: nameHover
                        }
                    }
                    Rectangle {
                        readonly property real zero: list.trackWidth * list.figures.position(0)
                        readonly property real end: list.trackWidth * list.figures.position(row.figure.value)
                        x: list.trackX + Math.min(zero, end)
                        width: Math.max(1, Math.abs(end - zero))
                        height: Math.round(row.height * 0.5)
                        anchors.verticalCenter: parent.verticalCenter
                        color: list.barColor
                    }
                    Rectangle {
                        readonly property real from: list.trackWidth * list.figures.position(row.figure.low)
                        readonly property real to: list.trackWidth * list.figures.position(row.figure.high)
                        x: list.trackX + from
                        width: Math.max(1, to - from)
                        height: Math.max(1, Math.round(list.fontSize / 8))
                        anchors.verticalCenter: parent.verticalCenter
                        color: list.ink
                    }
                    Label {
                        x: list.trackX + list.trackWidth + list.pad
                        width: list.valueWidth
                        anchors.verticalCenter: parent.verticalCenter
                        text: list.format(row.figure.value)
                        horizontalAlignment: Text.AlignRight
                        color: list.ink
                        font.pixelSize: list.fontSize
                    }
                }
            }
        }
    }

    // The axis under the track: its ends, zero and the unit.
    Item {
        id: axis
        anchors.bottom: parent.bottom
        anchors.bottomMargin: list.pad
        x: list.trackX
        width: list.trackWidth
        height: axisUnit.implicitHeight
        Label {
            text: list.format(list.figures.axisMin)
            color: list.ink
            font.pixelSize: Math.round(list.fontSize * 0.85)
        }
        Label {
            id: axisUnit
            x: Math.round(list.trackWidth * list.figures.position(0) - width / 2)
            text: qsTr("0 (%1)").arg(list.unit)
            color: list.ink
            font.pixelSize: Math.round(list.fontSize * 0.85)
        }
        Label {
            anchors.right: parent.right
            text: list.format(list.figures.axisMax)
            color: list.ink
            font.pixelSize: Math.round(list.fontSize * 0.85)
        }
    }
}
