pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The cards a knocked-down fighter turns over one at a time, laid in front of them: ten numbered
// places, because the tenth without a Rally loses the fight.
Item {
    id: strip

    property var faces: []          // faces laid in front of the fighter so far, in order
    property int revealed: 0        // cards turned in this knockdown, Unstables (sent to their pile) included
    property bool active: false     // a knockdown sequence is running
    property int limit: 10
    property real cardWidth: Theme.smallCardWidth

    readonly property real pitch: Math.min(cardWidth + 4, (width - cardWidth) / Math.max(1, limit - 1))

    implicitHeight: title.height + 6 + Math.round(cardWidth * Theme.cardRatio)
    opacity: active || faces.length > 0 ? 1 : 0
    visible: opacity > 0

    Behavior on opacity {
        NumberAnimation { duration: Theme.uiDuration * 2 }
    }

    // The place of the i-th revealed card (0-based), where a flying card lands.
    function slotCard(i: int): Item {
        const slot = places.itemAt(Math.max(0, Math.min(i, limit - 1)));
        return slot ? slot : strip;
    }

    readonly property bool rallied: faces.indexOf("rally") >= 0

    Label {
        id: title
        width: strip.width
        elide: Text.ElideRight
        text: strip.rallied ? qsTr("Rally on card %1: back up!").arg(strip.revealed)
                            : qsTr("Knocked down: %1 of %2 turned").arg(strip.revealed).arg(strip.limit)
        color: strip.rallied ? Theme.good : strip.revealed >= strip.limit - 3 ? Theme.danger : Theme.gold
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }

    Repeater {
        id: places
        model: strip.limit
        Rectangle {
            id: place
            required property int index
            readonly property string face: index < strip.faces.length ? strip.faces[index] : ""
            x: index * strip.pitch
            y: title.height + 6
            width: strip.cardWidth
            height: Math.round(strip.cardWidth * Theme.cardRatio)
            radius: 4
            color: "#22000000"
            border.color: index === strip.limit - 1 ? Theme.danger : Theme.feltLine
            Label {
                anchors.centerIn: parent
                text: String(place.index + 1)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            CardView {
                visible: place.face !== ""
                width: parent.width
                cardKind: "stamina"
                face: place.face
                animateFlip: false
            }
        }
    }
}
