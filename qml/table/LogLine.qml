import QtQuick
import GrudgeMatch

// One line of a log: a dot in the colour of the seat it is about, then the text in the tone of its
// kind (every game's "loss", "result" and "turn", and the game's own kinds from GameCatalog.logTones).
// The glossary's words in it are links (underlined); following one emits glossaryLinkActivated.
Row {
    id: line

    property string text
    property string gameId
    property int seat: -1
    property string kind
    property real zoom: 1
    property var tones: ({})
    // "heading" lines (e.g. a step of a turn) show no dot.
    readonly property string tone: kind === "loss" ? "danger" : kind === "result" ? "result"
                                 : kind === "turn" ? "quiet" : tones[kind] ?? ""

    signal glossaryLinkActivated(string link)

    spacing: 6

    Rectangle {
        width: 6
        height: 6
        radius: 3
        y: 6
        visible: line.tone !== "heading"
        color: line.seat >= 0 ? Theme.seatColor(line.seat) : Theme.textDim
    }
    Text {
        id: lineText
        objectName: "logLineText"
        width: parent.width - 12
        text: Glossary.revision >= 0 ? Glossary.linkify(line.gameId, line.text) : ""
        textFormat: Text.StyledText
        linkColor: color
        onLinkActivated: link => line.glossaryLinkActivated(link)
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.fontSmall * line.zoom
        font.bold: line.tone === "danger" || line.tone === "result" || line.tone === "heading"
        color: line.tone === "danger" ? Theme.danger
             : line.tone === "result" || line.tone === "heading" ? Theme.gold
             : line.tone === "good" ? Theme.good
             : line.tone === "quiet" ? Theme.textDim
             : Theme.text
        HoverHandler {
            cursorShape: lineText.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
        }
    }
}
