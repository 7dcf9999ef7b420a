import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// A small labelled number inside a player panel.
Rectangle {
    id: chip

    property string label
    property string value
    property bool highlight: false
    property real zoom: 1

    implicitHeight: 36 * zoom
    radius: 5
    color: "#2a000000"
    border.color: highlight ? Theme.gold : "transparent"

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 0
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: chip.value
            font.pixelSize: Theme.fontNormal * chip.zoom
            font.bold: true
            color: chip.highlight ? Theme.gold : Theme.text
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: chip.label
            font.pixelSize: Theme.fontTiny * chip.zoom
            color: Theme.textDim
        }
    }
}
