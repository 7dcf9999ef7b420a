pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Balance Lab's left panel: the game, its cards, the players and their bots, the size of the
// study; Run and Cancel with the progress of the running study.
Rectangle {
    id: panel

    required property BalanceLab lab

    signal gameChosen(string gameId)

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.panelBorder

    ScrollView {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: controls.top
        anchors.margins: Theme.margin
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: parent.width
            spacing: Theme.spacing
            enabled: !panel.lab.running

            Label {
                text: qsTr("Game")
                color: Theme.textDim
            }
            ComboBox {
                id: gameBox
                objectName: "balanceGameBox"
                Accessible.name: qsTr("Game")
                Layout.fillWidth: true
                model: GameCatalog
                textRole: "name"
                valueRole: "gameId"
                Component.onCompleted: currentIndex = indexOfValue(panel.lab.gameId)
                onActivated: panel.gameChosen(currentValue)
            }

            Label {
                text: qsTr("Cards")
                color: Theme.textDim
            }
            Label {
                objectName: "balanceCardFile"
                Layout.fillWidth: true
                text: panel.lab.cardFile === "" ? qsTr("The game's own cards")
                                                : panel.lab.cardFile.substring(panel.lab.cardFile.lastIndexOf("/") + 1)
                color: Theme.text
                elide: Text.ElideMiddle
            }
            RowLayout {
                spacing: Theme.spacing
                OpenCardFileButton {
                    objectName: "balanceOpenCardFileButton"
                    onFileChosen: file => panel.lab.openCardFile(file)
                }
                GmButton {
                    visible: panel.lab.cardFile !== ""
                    text: qsTr("Built-in cards")
                    onClicked: panel.lab.useBuiltInCards()
                }
            }

            RowLayout {
                visible: panel.lab.maxPlayers > panel.lab.minPlayers
                spacing: Theme.spacing
                Label {
                    text: qsTr("Players")
                    color: Theme.textDim
                    Layout.fillWidth: true
                }
                SpinBox {
                    objectName: "balancePlayers"
                    Accessible.name: qsTr("Players")
                    from: panel.lab.minPlayers
                    to: panel.lab.maxPlayers
                    value: panel.lab.bots.length
                    onValueModified: {
                        const bots = panel.lab.bots.slice(0, value);
                        while (bots.length < value)
                            bots.push(bots.length > 0 ? bots[bots.length - 1] : "random");
                        panel.lab.bots = bots;
                    }
                }
            }

            Label {
                text: qsTr("Bots, one per player; they take turns in every seat (card ablation takes each card from the first)")
                color: Theme.textDim
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: panel.lab.bots.length
                delegate: RowLayout {
                    id: botRow
                    required property int index
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Label {
                        text: qsTr("Bot %1").arg(botRow.index + 1)
                        color: Theme.text
                        Layout.preferredWidth: 70
                    }
                    ComboBox {
                        objectName: "balanceBot" + botRow.index
                        Accessible.name: qsTr("Bot %1").arg(botRow.index + 1)
                        Layout.fillWidth: true
                        model: panel.lab.botLabels
                        currentIndex: panel.lab.botKinds.indexOf(panel.lab.bots[botRow.index])
                        onActivated: index => {
                            const bots = panel.lab.bots.slice();
                            bots[botRow.index] = panel.lab.botKinds[index];
                            panel.lab.bots = bots;
                        }
                    }
                }
            }

            GridLayout {
                columns: 2
                Layout.fillWidth: true
                columnSpacing: Theme.spacing
                Label {
                    text: qsTr("Games")
                    color: Theme.textDim
                    Layout.fillWidth: true
                }
                SpinBox {
                    objectName: "balanceGames"
                    Accessible.name: qsTr("Games")
                    from: 1
                    to: 1000000
                    stepSize: 100
                    editable: true
                    value: panel.lab.games
                    onValueModified: panel.lab.games = value
                }
                Label {
                    text: qsTr("Seed")
                    color: Theme.textDim
                }
                TextField {
                    objectName: "balanceSeed"
                    Accessible.name: qsTr("Seed")
                    Layout.fillWidth: true
                    text: panel.lab.seed
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{1,19}/ }
                    onEditingFinished: panel.lab.seed = text
                }
                Label {
                    text: qsTr("Threads")
                    color: Theme.textDim
                }
                SpinBox {
                    objectName: "balanceJobs"
                    Accessible.name: qsTr("Threads")
                    from: 1
                    to: panel.lab.maxJobs
                    value: panel.lab.jobs
                    onValueModified: panel.lab.jobs = value
                }
            }
            CheckBox {
                objectName: "balanceAblate"
                Layout.fillWidth: true
                text: qsTr("Card ablation: how much each card is worth to the first bot (one more study per card)")
                checked: panel.lab.ablate
                onToggled: panel.lab.ablate = checked
                contentItem: Label {
                    leftPadding: parent.indicator.width + parent.spacing
                    text: parent.text
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }

    ColumnLayout {
        id: controls
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        ProgressBar {
            id: progressBar
            objectName: "balanceProgress"
            Layout.fillWidth: true
            visible: panel.lab.running
            value: panel.lab.progress
            background: Rectangle {
                implicitHeight: 10
                radius: 5
                color: Theme.feltDark
                border.color: Theme.panelBorder
            }
            contentItem: Item {
                implicitHeight: 10
                Rectangle {
                    width: parent.width * progressBar.visualPosition
                    height: parent.height
                    radius: 5
                    color: Theme.gold
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: panel.lab.running
            text: panel.lab.progressText
            color: Theme.text
        }
        Label {
            objectName: "balanceMessage"
            Layout.fillWidth: true
            visible: text !== "" && !panel.lab.running
            text: panel.lab.message
            color: Theme.gold
            wrapMode: Text.WordWrap
        }
        RowLayout {
            spacing: Theme.spacing
            GmButton {
                objectName: "balanceRunButton"
                primary: true
                text: qsTr("Run the study")
                enabled: !panel.lab.running
                onClicked: panel.lab.start()
            }
            GmButton {
                objectName: "balanceCancelButton"
                text: qsTr("Cancel")
                enabled: panel.lab.running
                onClicked: panel.lab.cancel()
            }
        }
    }
}
