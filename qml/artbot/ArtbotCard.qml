import QtQuick
import QtQuick.Controls
import GrudgeMatch

// One Artbot card on the table, drawn by the shared card renderer (its face, or the Artbot back).
// A card that may be chosen now glows gold, one that may be picked (a discard, a card to bring back)
// pulses red, the selected one is ringed white; `badge` shows a number under it (the Rarity Points
// of a revealed card). Hovering a face-up card shows its full text (CardTip) when `tips` is on.
CardView {
    id: card

    property bool usable: false
    property bool pickable: false
    property bool selected: false
    property string badge: ""
    property color badgeColor: Theme.info
    property bool tips: true
    readonly property bool hovered: hover.hovered

    gameId: "artbot"
    cardKind: "artbot"
    faceUp: face !== ""
    name: tipText.title

    // The face's printed texts, for the tooltip.
    QtObject {
        id: tipText
        readonly property var info: card.face !== "" ? Session.cardFace(card.face) : null
        readonly property var end: info && info.ends && info.ends.length > 0 ? info.ends[0] : null
        readonly property string title: end ? end.title : ""
        readonly property string text: {
            if (!end)
                return "";
            const lines = [end.title + (end.subtitle !== "" ? " — " + end.subtitle : "")];
            if (end.text !== "")
                lines.push(end.text);
            if (end.footer !== "")
                lines.push(end.footer);
            return lines.join("\n");
        }
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: -4 * card.unit
        radius: 8 * card.unit
        color: "transparent"
        visible: card.usable || card.pickable || card.selected
        border.width: Math.max(2, 3.5 * card.unit)
        border.color: card.selected ? "white" : card.pickable ? Theme.danger : Theme.gold
        SequentialAnimation on opacity {
            running: card.pickable && !card.selected
            loops: Animation.Infinite
            alwaysRunToEnd: true
            NumberAnimation { from: 1; to: 0.35; duration: 500 }
            NumberAnimation { from: 0.35; to: 1; duration: 500 }
        }
    }

    Rectangle {
        objectName: "cardBadge"
        visible: card.badge !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: 4
        width: badgeLabel.implicitWidth + 14
        height: badgeLabel.implicitHeight + 4
        radius: height / 2
        color: Theme.panelSolid
        border.color: card.badgeColor
        border.width: 2
        Label {
            id: badgeLabel
            anchors.centerIn: parent
            text: card.badge
            color: card.badgeColor
            font.bold: true
            font.pixelSize: Math.max(10, Theme.fontSmall * card.width / 90)
        }
    }

    HoverHandler {
        id: hover
        enabled: card.tips
    }

    CardTip {
        shown: card.tips && hover.hovered && card.faceUp && tipText.text !== ""
        text: tipText.text
    }
}
