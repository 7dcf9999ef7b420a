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

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 1100)
        spacing: 28

        // Title with a small fan of card backs, the house's sign.
        Item {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 360
            Layout.preferredHeight: 120
            Repeater {
                model: 5
                CardView {
                    required property int index
                    width: 58
                    gameId: "knockdown"
                    cardKind: index % 2 === 0 ? "action" : "stamina"
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

        Flow {
            id: tiles
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(parent.width, catalogRepeater.count * (tileWidth + spacing))
            Layout.topMargin: 12
            spacing: 24
            readonly property int tileWidth: 580

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
    }

    Label {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        text: qsTr("Version %1").arg(Qt.application.version)
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        opacity: 0.7
    }
}
