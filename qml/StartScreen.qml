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
    signal continueRequested(string gameId)
    signal balanceLabRequested()

    // Bumped whenever the games in progress may have changed, so each tile reads its own again.
    property int refresh: 0
    StackView.onActivating: refresh += 1
    Connections {
        target: Session
        function onAutosavesChanged(): void {
            screen.refresh += 1;
        }
    }

    ConfirmDialog {
        id: discardConfirm
        objectName: "discardConfirm"
        property string gameId
        title: qsTr("Throw this game away?")
        confirmText: qsTr("Throw it away")
        keepText: qsTr("Keep it")
        onConfirmed: Session.discardAutosave(gameId)
    }

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

            // The games in progress, one click from the first screen (their tiles say more).
            Flow {
                objectName: "gamesInProgress"
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                // Read from the autosaves, as each button reads its own (no count kept beside them).
                readonly property int shown: {
                    void screen.refresh;
                    let n = 0;
                    for (let i = 0; i < GameCatalog.count; ++i)
                        if (Session.hasAutosave(GameCatalog.gameIdAt(i)))
                            n += 1;
                    return n;
                }
                visible: shown > 0
                spacing: 10
                Label {
                    height: 40
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("In progress:")
                    color: Theme.gold
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
                Repeater {
                    model: GameCatalog
                    delegate: GmButton {
                        required property string gameId
                        required property string name
                        readonly property bool saved: {
                            void screen.refresh;
                            return Session.hasAutosave(gameId);
                        }
                        objectName: "resumeTop_" + gameId
                        visible: saved
                        primary: true
                        text: qsTr("Continue %1").arg(name)
                        onClicked: screen.continueRequested(gameId)
                    }
                }
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
                        refresh: screen.refresh
                        onNewGameRequested: screen.newGameRequested(gameId)
                        onRulesRequested: screen.rulesRequested(gameId)
                        onPrintRequested: screen.printRequested(gameId)
                        onContinueRequested: screen.continueRequested(gameId)
                        onDiscardRequested: {
                            discardConfirm.gameId = gameId;
                            discardConfirm.text = qsTr("%1: %2").arg(name).arg(inProgress);
                            discardConfirm.open();
                        }
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
