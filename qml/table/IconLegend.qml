pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// What the icons on a game's cards mean. On paper each icon has its word printed under it; the
// cards on the table are too small for those words, so the table shows each icon as the cards draw
// it (StatIconItem, by the card renderer) with its word beside it and, on hover, a sentence.
// The game gives the entries: [{ icon, text, tip }].
Rectangle {
    id: legend

    property string title: qsTr("On the cards")
    property var entries: []
    property real zoom: 1
    property int columns: 2

    objectName: "iconLegend"
    implicitHeight: column.implicitHeight + 16 * zoom
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    Column {
        id: column
        x: 10 * legend.zoom
        y: 8 * legend.zoom
        width: legend.width - 20 * legend.zoom
        spacing: 4 * legend.zoom

        Label {
            text: legend.title
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontSmall * legend.zoom
            font.bold: true
            color: Theme.gold
        }

        Grid {
            id: grid
            columns: legend.columns
            columnSpacing: 8 * legend.zoom
            rowSpacing: 3 * legend.zoom
            readonly property real cellWidth: (column.width - (columns - 1) * columnSpacing) / columns

            Repeater {
                model: legend.entries
                delegate: Row {
                    id: entry
                    required property var modelData
                    objectName: "legendEntry_" + modelData.icon
                    readonly property string text: modelData.text
                    width: grid.cellWidth
                    spacing: 5 * legend.zoom
                    Accessible.role: Accessible.StaticText
                    Accessible.name: modelData.tip ? modelData.text + ": " + modelData.tip : modelData.text

                    StatIconItem {
                        objectName: "legendIcon"
                        width: 20 * legend.zoom
                        height: width
                        icon: entry.modelData.icon
                    }
                    Label {
                        width: entry.width - 25 * legend.zoom
                        anchors.verticalCenter: parent.verticalCenter
                        text: entry.modelData.text
                        elide: Text.ElideRight
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall * legend.zoom
                    }
                    HoverHandler {
                        id: hover
                    }
                    ToolTip.visible: hover.hovered && (entry.modelData.tip || "") !== ""
                    ToolTip.delay: 400
                    ToolTip.text: entry.modelData.tip || ""
                }
            }
        }
    }
}
