pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The deck being built: how full it is, one line per card type (click a line, or drag it out, to
// take one card out), and whether the deck can be played (or why not). Highlighted while a card
// is dragged over it.
Rectangle {
    id: panel

    required property var model          // ArtbotCollectionModel
    property bool dropHighlight: false

    signal removeRequested(string face)
    signal dragMoved(string face, point scenePos)
    signal dragDropped(string face, point scenePos)
    signal dragCanceled()

    color: Theme.panel
    radius: Theme.radius
    border.color: dropHighlight ? Theme.gold : Theme.panelBorder
    border.width: dropHighlight ? 3 : 1

    readonly property var powerNames: ({
        physical: qsTr("Physical"), psychological: qsTr("Psychological"),
        spiritual: qsTr("Spiritual"), holistic: qsTr("Holistic"), healing: qsTr("Healing"),
        stealing: qsTr("Stealing"), glitch: qsTr("Glitch")
    })

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 6

        Label {
            text: qsTr("Deck")
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.gold
        }
        Label {
            objectName: "deckTotal"
            text: panel.model ? qsTr("%1 / %2 cards").arg(panel.model.deckCount).arg(panel.model.deckSize) : ""
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: panel.model && panel.model.deckCount === panel.model.deckSize ? Theme.good : Theme.text
        }

        ListView {
            id: list
            objectName: "deckList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.model ? panel.model.deckList : []
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: line
                required property var modelData
                required property int index
                objectName: "deckLine_" + modelData.face
                width: list.width
                height: 28
                radius: 4
                color: lineArea.containsMouse ? "#2a7449" : "#1c5535"
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 8
                    anchors.rightMargin: 8
                    spacing: 6
                    Text {
                        text: "×" + line.modelData.count
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.fontSmall
                        Layout.preferredWidth: 26
                    }
                    Text {
                        Layout.fillWidth: true
                        text: line.modelData.name
                        elide: Text.ElideRight
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                    Text {
                        text: (panel.powerNames[line.modelData.power] || "")
                              + (line.modelData.points > 0 ? " " + line.modelData.points : "")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontTiny
                    }
                }
                MouseArea {
                    id: lineArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    property point pressedAt
                    property bool dragging: false
                    // The grid / list would take a drag over as a flick.
                    preventStealing: true
                    ToolTip.visible: containsMouse && !dragging
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Click or drag out to take one out of the deck")
                    onPressed: mouse => {
                        pressedAt = Qt.point(mouse.x, mouse.y);
                        dragging = false;
                    }
                    onPositionChanged: mouse => {
                        if (!pressed)
                            return;
                        if (!dragging && Math.abs(mouse.x - pressedAt.x) + Math.abs(mouse.y - pressedAt.y) > 10)
                            dragging = true;
                        if (dragging)
                            panel.dragMoved(line.modelData.face, mapToItem(null, mouse.x, mouse.y));
                    }
                    onReleased: mouse => {
                        if (dragging)
                            panel.dragDropped(line.modelData.face, mapToItem(null, mouse.x, mouse.y));
                    }
                    onCanceled: {
                        if (dragging)
                            panel.dragCanceled();
                        dragging = false;
                    }
                    onClicked: {
                        if (!dragging)
                            panel.removeRequested(line.modelData.face);
                        dragging = false;
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                width: parent.width - 20
                visible: list.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("Click cards of your collection (or drag them here) to put them in the deck, or let Auto-build choose.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }

        Label {
            objectName: "deckWhyNot"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall
            color: panel.model && panel.model.valid ? Theme.good : Theme.danger
            text: !panel.model ? "" : panel.model.valid ? qsTr("Ready to play.") : panel.model.whyNot
        }
    }
}
