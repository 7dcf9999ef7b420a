import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// A game's rules page (markdown embedded with the app) on a parchment sheet, with Back.
FeltBackground {
    id: page
    objectName: "rulesPage"

    property string gameId
    readonly property string rulesMarkdown: gameId === "" ? "" : GameCatalog.rulesText(gameId, AppLanguage.code)

    signal backRequested()
    signal printRequested(string gameId)

    Keys.onEscapePressed: page.backRequested()
    Component.onCompleted: forceActiveFocus()

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        title: qsTr("How to play %1").arg(GameCatalog.gameName(page.gameId))
        backObjectName: "rulesBackButton"
        onBackClicked: page.backRequested()
        GmButton {
            objectName: "rulesPrintButton"
            text: qsTr("Print and play…")
            onClicked: page.printRequested(page.gameId)
        }
    }

    Rectangle {
        id: sheet
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: Theme.margin
        anchors.bottomMargin: Theme.margin
        width: Math.min(parent.width - 2 * Theme.margin, 860)
        radius: 10
        color: Theme.cardFace
        border.color: Theme.cardFaceEdge
        border.width: 2

        ScrollView {
            id: scroll
            anchors.fill: parent
            anchors.margins: 4
            clip: true
            contentWidth: availableWidth

            Text {
                objectName: "rulesText"
                width: scroll.availableWidth
                padding: 32
                textFormat: Text.MarkdownText
                text: page.rulesMarkdown !== "" ? page.rulesMarkdown
                                                : qsTr("The rules page of this game is missing from this build.")
                wrapMode: Text.WordWrap
                color: Theme.textOnCard
                linkColor: Theme.dangerDark
                font.pixelSize: 15
                lineHeight: 1.2
                onLinkActivated: link => Qt.openUrlExternally(link)
            }
        }
    }
}
