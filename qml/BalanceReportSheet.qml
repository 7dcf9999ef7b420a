import QtQuick
import GrudgeMatch

// The Balance Lab's exported picture of a study, for print: 3508 pixels wide (A4 landscape at
// 300 dpi), dark on white, what was studied (the game, the card file and its hash, the bots, the
// games and the seed) above the three charts, as tall as the cards need.
Rectangle {
    id: sheet

    required property BalanceLab lab
    // 10 pt at 300 dpi.
    readonly property real textSize: 42
    readonly property real margin: 150

    width: 3508
    height: Math.max(2480, content.height + 2 * sheet.margin)
    color: Theme.paper

    Column {
        id: content
        x: sheet.margin
        y: sheet.margin
        width: sheet.width - 2 * sheet.margin
        spacing: sheet.textSize

        Text {
            width: content.width
            text: qsTr("Balance study: %1").arg(sheet.lab.gameName)
            color: Theme.paperInk
            font.family: Theme.titleFamily
            font.pixelSize: Math.round(sheet.textSize * 1.6)
            font.bold: true
        }
        Text {
            objectName: "balanceSheetInfo"
            width: content.width
            text: sheet.lab.studyInfo.join("\n") + "\n" + sheet.lab.summary
            color: Theme.paperInk
            font.pixelSize: sheet.textSize
            wrapMode: Text.WordWrap
            lineHeight: 1.2
        }
        BalanceCharts {
            width: content.width
            height: implicitHeight
            lab: sheet.lab
            paper: true
            fontSize: sheet.textSize
        }
    }
}
