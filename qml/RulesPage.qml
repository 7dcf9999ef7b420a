pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// A game's rules page (markdown embedded with the app) on a parchment sheet, with Back. The page
// ends with the game's glossary, made from its card file in the page's language; the glossary's
// words in the body link down to their entries.
FeltBackground {
    id: page
    objectName: "rulesPage"

    property string gameId
    readonly property string rulesMarkdown: gameId === "" ? "" : GameCatalog.rulesText(gameId, AppLanguage.code)
    readonly property var glossaryEntries: Glossary.revision >= 0 && gameId !== "" ? Glossary.entries(gameId) : []
    // The entry a link in the body went to, marked for a moment.
    property string shownLink

    // Scrolls the glossary entry a "gloss:" link names into view.
    function showEntry(link) {
        const entry = Glossary.entry(page.gameId, link);
        for (let i = 0; i < glossaryRepeater.count; ++i) {
            const item = glossaryRepeater.itemAt(i);
            if (item && item.modelData.link === entry.link) {
                const flick = scroll.contentItem;
                flick.contentY = Math.max(0, Math.min(item.y + sheetColumn.y - 12, flick.contentHeight - flick.height));
                page.shownLink = entry.link;
                shownTimer.restart();
                return;
            }
        }
    }

    Timer {
        id: shownTimer
        interval: 2500
        onTriggered: page.shownLink = ""
    }

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
            objectName: "rulesScroll"
            anchors.fill: parent
            anchors.margins: 4
            clip: true
            contentWidth: availableWidth

            Column {
                id: sheetColumn
                width: scroll.availableWidth
                padding: 32
                spacing: 10

                Text {
                    objectName: "rulesText"
                    width: parent.width - 2 * parent.padding
                    textFormat: Text.MarkdownText
                    text: page.rulesMarkdown !== "" ? Glossary.linkifyMarkdown(page.gameId, page.rulesMarkdown)
                                                    : qsTr("The rules page of this game is missing from this build.")
                    wrapMode: Text.WordWrap
                    color: Theme.textOnCard
                    linkColor: Theme.dangerDark
                    font.pixelSize: 15
                    lineHeight: 1.2
                    onLinkActivated: link => link.startsWith("gloss:") ? page.showEntry(link) : Qt.openUrlExternally(link)
                }

                Text {
                    objectName: "rulesGlossaryHeading"
                    visible: page.glossaryEntries.length > 0
                    topPadding: 12
                    text: qsTr("Glossary")
                    font.pixelSize: 22
                    font.bold: true
                    color: Theme.textOnCard
                }

                Repeater {
                    id: glossaryRepeater
                    model: page.glossaryEntries
                    Text {
                        id: entryText
                        required property var modelData
                        objectName: "rulesGlossaryEntry"
                        width: sheetColumn.width - 2 * sheetColumn.padding
                        text: modelData.styled
                        textFormat: Text.StyledText
                        wrapMode: Text.WordWrap
                        color: Theme.textOnCard
                        font.pixelSize: 15
                        lineHeight: 1.2
                        Rectangle {
                            z: -1
                            anchors.fill: parent
                            anchors.margins: -4
                            radius: 4
                            color: Theme.gold
                            opacity: 0.35
                            visible: page.shownLink === entryText.modelData.link
                        }
                    }
                }
            }
        }
    }
}
