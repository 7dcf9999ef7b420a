pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Artbot's deck builder for one profile: the collection drawn by the generic ZoneView as a grid of
// cards (filtered by power and rarity), each with how many are owned and in the deck and, as its
// tooltip, why no more may go in; the deck list beside it, Auto-build, Clear and Save. Click a card
// (or drag it onto the deck list) to add it; click a deck line to take one out. Save stores the
// deck with the profile; closing without saving keeps the saved deck.
GmDialog {
    id: builder
    objectName: "artbotDeckBuilder"

    property string profileName
    property int deckSize: 20
    property var deckModel: null        // ArtbotCollectionModel of profileName
    property string message: ""

    readonly property var filters: [
        { key: "power", choices: [["", qsTr("All powers")], ["physical", qsTr("Physical")], ["psychological", qsTr("Psychological")],
                                  ["spiritual", qsTr("Spiritual")], ["holistic", qsTr("Holistic")], ["healing", qsTr("Healing")],
                                  ["stealing", qsTr("Stealing")], ["glitch", qsTr("Glitch")]] },
        { key: "rarity", choices: [["", qsTr("All rarities")], ["common", qsTr("Common")], ["rare", qsTr("Rare")],
                                   ["super_rare", qsTr("Super Rare")]] }
    ]

    parent: Overlay.overlay
    width: parent ? parent.width - 40 : 1000
    height: parent ? parent.height - 40 : 700
    title: qsTr("Deck of %1").arg(profileName)
    closePolicy: Popup.CloseOnEscape
    // Enter saves a valid deck, as the Save button does; it never throws changes away.
    enterAction: () => saveAndClose()

    function saveAndClose(): void {
        if (!deckModel || !deckModel.valid)
            return;
        if (deckModel.save())
            close();
        else
            message = ArtbotCollections.lastError;
    }

    onAboutToShow: {
        message = "";
        deckModel = ArtbotCollections.collection(profileName);
        if (deckModel) {
            deckModel.revert();
            deckModel.deckSize = deckSize;
            deckModel.powerFilter = "";
            deckModel.rarityFilter = "";
        }
    }

    // Where a card being dragged is drawn (what a ZoneView asks of a table frame).
    Item {
        id: dragFrame
        readonly property Item dragLayer: dragFrame
        function registerZone(zoneId: string, view: Item): void {}
        anchors.fill: parent
        z: 10
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.margin

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            RowLayout {
                spacing: 8
                Repeater {
                    model: builder.filters
                    delegate: ComboBox {
                        id: filter
                        required property var modelData
                        objectName: modelData.key + "Filter"
                        model: modelData.choices.map(c => c[1])
                        onActivated: i => builder.deckModel[filter.modelData.key + "Filter"] = filter.modelData.choices[i][0]
                    }
                }
                Label {
                    text: builder.deckModel ? qsTr("%1 cards in the collection").arg(builder.deckModel.ownedCount) : ""
                    color: Theme.textDim
                }
            }

            ScrollView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                ZoneView {
                    id: grid
                    objectName: "collectionGrid"
                    x: columnGap / 2              // room for the counters under the first column
                    width: parent.width - columnGap
                    height: implicitHeight + 30
                    frame: dragFrame
                    model: builder.deckModel
                    layout: "grid"
                    cardWidth: 96
                    gameId: "artbot"
                    rowGap: 34
                    columnGap: 60
                    cardName: "deckCard"
                    counterLabels: ({ owned: qsTr("owned"), deck: qsTr("deck") })
                    interactive: true
                    tips: true
                    onChosen: row => builder.deckModel.add(grid.itemAt(row).face)
                }
            }
        }

        // A fixed width: its wrapped message would otherwise change the row's widths as it lays out.
        ColumnLayout {
            Layout.preferredWidth: 290
            Layout.minimumWidth: 290
            Layout.maximumWidth: 290
            Layout.fillHeight: true
            spacing: 8

            Label {
                objectName: "deckTotal"
                text: builder.deckModel ? qsTr("%1 / %2 cards").arg(builder.deckModel.deckCount).arg(builder.deckModel.deckSize) : ""
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: builder.deckModel && builder.deckModel.valid ? Theme.good : Theme.gold
            }
            ListView {
                id: list
                objectName: "deckList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 2
                model: builder.deckModel ? builder.deckModel.deckList : []
                ScrollBar.vertical: ScrollBar {}
                delegate: ItemDelegate {
                    required property var modelData
                    objectName: "deckLine_" + modelData.face
                    width: ListView.view.width
                    palette.text: Theme.text
                    palette.windowText: Theme.text
                    text: qsTr("×%1  %2").arg(modelData.count).arg(modelData.name)
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Click to take one out of the deck")
                    onClicked: builder.deckModel.remove(modelData.face)
                }
                // A card of the collection dragged here goes into the deck.
                DropArea {
                    anchors.fill: parent
                    keys: ["gm-card"]
                    onDropped: drop => builder.deckModel.add(drop.source.face)
                }
                Rectangle {
                    anchors.fill: parent
                    z: -1
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: Theme.panelBorder
                }
            }
            Label {
                objectName: "deckWhyNot"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: builder.message !== "" ? builder.message : !builder.deckModel ? ""
                    : builder.deckModel.valid ? qsTr("Ready to play.") : builder.deckModel.whyNot
                color: builder.deckModel && builder.deckModel.valid ? Theme.good : Theme.danger
                font.pixelSize: Theme.fontSmall
            }
            GridLayout {
                columns: 2
                Layout.fillWidth: true
                GmButton {
                    objectName: "autoBuildButton"
                    Layout.fillWidth: true
                    text: qsTr("Auto-build")
                    onClicked: builder.deckModel.autoBuild()
                }
                GmButton {
                    objectName: "clearDeckButton"
                    Layout.fillWidth: true
                    text: qsTr("Clear")
                    onClicked: builder.deckModel.clearDeck()
                }
                GmButton {
                    objectName: "closeDeckButton"
                    Layout.fillWidth: true
                    text: builder.deckModel && builder.deckModel.dirty ? qsTr("Discard changes") : qsTr("Close")
                    onClicked: {
                        builder.deckModel.revert();
                        builder.close();
                    }
                }
                GmButton {
                    objectName: "saveDeckButton"
                    Layout.fillWidth: true
                    primary: true
                    enabled: builder.deckModel !== null && builder.deckModel.valid
                    text: qsTr("Save deck")
                    onClicked: builder.saveAndClose()
                }
            }
        }
    }
}
