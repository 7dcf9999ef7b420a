pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The first screen: the title and one tile per playable game with New game and Rules.
FeltBackground {
    id: screen
    objectName: "startScreen"

    signal newGameRequested(string gameId)
    signal rulesRequested(string gameId)
    signal printRequested(string gameId)
    signal continueRequested()
    signal balanceLabRequested()

    // Scrolls when the games do not fit (five games at 1024x680); centred when they do.
    Flickable {
        id: flick
        objectName: "startScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column
            x: Math.round((flick.width - width) / 2)
            y: Math.max(Theme.margin, Math.round((flick.height - implicitHeight) / 2))
            width: Math.min(flick.width - 2 * Theme.margin, 1180)
            spacing: 28

            // Title with a small fan of card backs, the house's sign.
            Item {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: 360
                Layout.preferredHeight: 120
                Repeater {
                    id: fan
                    // The backs of the first game on the list.
                    readonly property string gameId: GameCatalog.gameIdAt(0)
                    readonly property var backs: GameCatalog.backsOf(gameId)
                    model: backs.length > 0 ? 5 : 0
                    Card {
                        required property int index
                        width: 58
                        gameId: fan.gameId
                        back: fan.backs[index % fan.backs.length]
                        faceUp: false
                        x: 151 + (index - 2) * 30
                        y: 18 + Math.abs(index - 2) * 6
                        rotation: (index - 2) * 11
                        transformOrigin: Item.Bottom
                    }
                }
            }
            Label {
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Grudge Match")
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.gold
            }
            Label {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: -18
                text: qsTr("Indie card games at one table — against the computer or a friend")
                font.pixelSize: Theme.fontLarge
                color: Theme.textDim
            }

            // For designers: many AI games of a card set and what they say about its cards. Above
            // the tiles, so it is in view without scrolling.
            GmButton {
                objectName: "balanceLabButton"
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Balance Lab: test the cards over many AI games")
                onClicked: screen.balanceLabRequested()
            }

            // As many columns of tiles as fit at a readable width, the tiles sharing the row.
            Flow {
                id: tiles
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: columns * tileWidth + (columns - 1) * spacing
                Layout.topMargin: 12
                spacing: 24
                readonly property int columns: Math.max(1, Math.min(catalogRepeater.count,
                                                                    Math.floor((column.width + spacing) / (440 + spacing))))
                readonly property int tileWidth: Math.floor((column.width - (columns - 1) * spacing) / columns)

                Repeater {
                    id: catalogRepeater
                    model: GameCatalog
                    delegate: GameTile {
                        width: tiles.tileWidth
                        onNewGameRequested: screen.newGameRequested(gameId)
                        onRulesRequested: screen.rulesRequested(gameId)
                        onPrintRequested: screen.printRequested(gameId)
                        onContinueRequested: screen.continueRequested()
                    }
                }
            }

            Label {
                Layout.alignment: Qt.AlignRight
                text: qsTr("Version %1").arg(Qt.application.version)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                opacity: 0.7
            }
        }
    }
}
