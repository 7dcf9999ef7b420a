pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The tooltip of a card on the table, next to the card it belongs to (above it, or below it with
// `below`) instead of across the whole window, kept inside the window. With a `face` it shows that
// card large, upright and readable (its printed text is on it), then `text` under it; without, the
// text alone, at most 360 px wide. Beside a card shown large stand the glossary entries of the words
// its text uses, so they are read without a click.
ToolTip {
    id: tip

    property bool shown: false
    property bool below: false
    property real gap: 6
    // The card to show large: its game, face and the end that is up ("" face: text only).
    property string gameId: ""
    property string face: ""
    property int endUp: 0
    readonly property real zoomWidth: 250
    readonly property real entriesWidth: 210
    readonly property var entries: Glossary.revision >= 0 && face !== ""
                                   ? Glossary.entriesOfCard(gameId, face, endUp) : []
    readonly property real zoomRowWidth: zoomWidth + (entries.length > 0 ? entriesWidth + 8 : 0)

    visible: shown
    delay: 350
    margins: 8
    width: face !== "" ? zoomRowWidth + leftPadding + rightPadding : Math.min(implicitWidth, 360)
    x: ((parent ? parent.width : 0) - width) / 2
    y: below ? (parent ? parent.height : 0) + gap : -height - gap

    contentItem: Column {
        spacing: 6
        Row {
            visible: tip.face !== ""
            spacing: 8
            CardFaceItem {
                objectName: "cardZoom"
                width: tip.zoomWidth
                height: Math.round(tip.zoomWidth * Theme.cardRatio)
                gameId: tip.gameId
                face: tip.face
                faceUp: true
                endUp: tip.endUp
            }
            Column {
                objectName: "cardZoomGlossary"
                visible: tip.entries.length > 0
                width: tip.entriesWidth
                spacing: 6
                Repeater {
                    model: tip.entries
                    Text {
                        required property var modelData
                        objectName: "cardZoomEntry"
                        width: tip.entriesWidth
                        text: modelData.styled
                        textFormat: Text.StyledText
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall
                        color: tip.palette.toolTipText
                    }
                }
            }
        }
        Text {
            objectName: "cardTipText"
            visible: text !== ""
            // (Measured apart: a wrapping text's own implicit width follows its width.)
            width: tip.face !== "" ? tip.zoomRowWidth : Math.min(Math.ceil(textWidth.advanceWidth) + 1, 360 - tip.leftPadding - tip.rightPadding)
            TextMetrics {
                id: textWidth
                font: tip.font
                text: tip.text
            }
            text: tip.text
            wrapMode: Text.WordWrap
            font: tip.font
            color: tip.palette.toolTipText
        }
    }
}
