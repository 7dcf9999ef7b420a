import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The face-up card under the pointer, enlarged on the half of the table away from it, with how far
// it has turned. It takes no input, so dragging and clicking go on underneath. It never covers the
// items it is told to keep clear of (the prompt and End turn): it stands in the taller band of the
// table above or below them, as large as that band allows.
Item {
    id: preview
    objectName: "cardPreview"

    // The table it is placed over (its parent): the preview is as tall as the table allows.
    required property Item area
    // The width of the table's main column (the log beside it excluded), from its left margin.
    property real mainWidth: 0
    // A card is being dragged or a screen covers the table: no preview.
    property bool blocked: false
    property Card source: null
    property bool onRight: true
    // Items the preview never covers, each across the main column.
    property list<Item> keepClear
    // The band of the table the preview stands in (set when a card is hovered).
    property real bandTop: Theme.margin
    property real bandHeight: area.height - 2 * Theme.margin
    readonly property real mainRight: Theme.margin + mainWidth

    // A face-up card was hovered (on) or left: show it enlarged on the half of the table away from it.
    function track(card: Card, on: bool): void {
        if (!on) {
            if (source === card)
                source = null;
            return;
        }
        if (!card || !card.faceUp || card.face === "")
            return;
        const centre = card.mapToItem(area, card.width / 2, card.height / 2);
        onRight = centre.x < Theme.margin + mainWidth / 2;
        placeInBand();
        source = card;
    }

    // The tallest stretch of the table's height that none of `keepClear` crosses.
    function placeInBand(): void {
        let bands = [[Theme.margin, area.height - Theme.margin]];
        for (let i = 0; i < keepClear.length; ++i) {
            const item = keepClear[i];
            if (!item || !item.visible)
                continue;
            const top = item.mapToItem(area, 0, 0).y - Theme.spacing;
            const bottom = top + item.height + 2 * Theme.spacing;
            const split = [];
            for (const b of bands) {
                split.push([b[0], Math.min(b[1], top)]);
                split.push([Math.max(b[0], bottom), b[1]]);
            }
            bands = split.filter(b => b[1] > b[0]);
        }
        const tallest = bands.reduce((best, b) => b[1] - b[0] > best[1] - best[0] ? b : best, [0, 0]);
        bandTop = tallest[0];
        bandHeight = tallest[1] - tallest[0];
    }

    // It is the table's one zoom: the cards' tooltips show no face of their own beside it.
    Component.onCompleted: CardZoom.stage = preview
    Component.onDestruction: if (CardZoom.stage === preview) CardZoom.stage = null

    visible: source !== null && source.visible && source.face !== "" && !blocked
    // Room for the caption below the card, whether or not this card has one.
    readonly property real captionRoom: turnLabel.implicitHeight + 12
    width: Math.max(0, Math.round(Math.min(290, mainWidth * 0.36, (bandHeight - captionRoom) / Theme.cardRatio)))
    height: previewCardItem.height + (turnCaption.visible ? turnCaption.height + 6 : 0)
    x: onRight ? mainRight - width - Theme.margin : 2 * Theme.margin
    y: bandTop + Math.max(0, (bandHeight - height) / 2)

    Card {
        id: previewCardItem
        objectName: "previewCard"
        width: preview.width
        animated: false
        lifted: true
        gameId: preview.source ? preview.source.gameId : ""
        face: preview.source ? preview.source.face : ""
        endUp: preview.source ? preview.source.shownEnd : 0
    }
    Rectangle {
        id: turnCaption
        visible: preview.source !== null && preview.source.turn !== 0
        anchors.top: previewCardItem.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        width: turnLabel.implicitWidth + 16
        height: turnLabel.implicitHeight + 6
        radius: height / 2
        color: Theme.panelSolid
        border.color: Theme.gold
        Label {
            id: turnLabel
            anchors.centerIn: parent
            text: preview.source && preview.source.turn >= 180 ? qsTr("Exhausted (turned %1°)").arg(preview.source.turn)
                                                               : qsTr("Turned %1°").arg(preview.source ? preview.source.turn : 0)
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
}
