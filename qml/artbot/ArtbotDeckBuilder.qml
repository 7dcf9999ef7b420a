pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Artbot's deck builder for one profile: the collection as a grid of cards (filtered by power and
// rarity) with how many are owned and in the deck, the deck list beside it, Auto-build, Clear and
// Save. Click a card (or drag it onto the deck) to add it; click a deck line (or drag it out, or
// the card's "−") to take one out. The deck is stored with the profile by Save; closing without
// saving keeps the saved deck.
GmDialog {
    id: builder
    objectName: "artbotDeckBuilder"

    property string profileName
    property int deckSize: 20
    property var deckModel: null        // ArtbotCollectionModel of profileName
    property string message: ""

    parent: Overlay.overlay
    width: parent ? parent.width - 40 : 1000
    height: parent ? parent.height - 40 : 700
    title: qsTr("Deck of %1").arg(profileName)
    closePolicy: Popup.CloseOnEscape

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

    QtObject {
        id: d
        property string dragFace: ""
        property bool fromDeck: false
        property point dragPos

        function overDeck(scenePos: point): bool {
            const p = deckList.mapFromItem(null, scenePos.x, scenePos.y);
            return p.x >= 0 && p.y >= 0 && p.x <= deckList.width && p.y <= deckList.height;
        }
        function moved(face: string, fromDeck: bool, scenePos: point): void {
            dragFace = face;
            d.fromDeck = fromDeck;
            dragPos = content.mapFromItem(null, scenePos.x, scenePos.y);
        }
        function dropped(face: string, fromDeck: bool, scenePos: point): void {
            const onDeck = overDeck(scenePos);
            dragFace = "";
            if (!fromDeck && onDeck)
                builder.add(face);
            else if (fromDeck && !onDeck)
                builder.remove(face);
        }
    }

    function add(face: string): void {
        message = "";
        if (deckModel && !deckModel.add(face))
            message = deckModel.deckCount >= deckModel.deckSize
                      ? qsTr("The deck is full: take a card out first.")
                      : qsTr("Every copy you own is already in the deck.");
    }
    function remove(face: string): void {
        message = "";
        if (deckModel)
            deckModel.remove(face);
    }

    readonly property var powers: [
        { key: "", label: qsTr("All") },
        { key: "physical", label: qsTr("Physical") },
        { key: "psychological", label: qsTr("Psychological") },
        { key: "spiritual", label: qsTr("Spiritual") },
        { key: "holistic", label: qsTr("Holistic") },
        { key: "healing", label: qsTr("Healing") },
        { key: "stealing", label: qsTr("Stealing") },
        { key: "glitch", label: qsTr("Glitch") }
    ]
    readonly property var rarities: [
        { key: "", label: qsTr("All") },
        { key: "common", label: qsTr("Common") },
        { key: "rare", label: qsTr("Rare") },
        { key: "super_rare", label: qsTr("Super Rare") }
    ]

    Item {
        id: content
        anchors.fill: parent

        RowLayout {
            anchors.fill: parent
            spacing: Theme.margin

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 8

                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Label {
                        text: qsTr("Power")
                        color: Theme.textDim
                        width: 60
                        height: 30
                        verticalAlignment: Text.AlignVCenter
                    }
                    Repeater {
                        model: builder.powers
                        delegate: GmButton {
                            required property var modelData
                            objectName: "powerFilter_" + (modelData.key || "all")
                            implicitHeight: 30
                            leftPadding: 10
                            rightPadding: 10
                            background.implicitWidth: 40
                            primary: builder.deckModel && builder.deckModel.powerFilter === modelData.key
                            text: modelData.label
                            onClicked: builder.deckModel.powerFilter = modelData.key
                        }
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Label {
                        text: qsTr("Rarity")
                        color: Theme.textDim
                        width: 60
                        height: 30
                        verticalAlignment: Text.AlignVCenter
                    }
                    Repeater {
                        model: builder.rarities
                        delegate: GmButton {
                            required property var modelData
                            objectName: "rarityFilter_" + (modelData.key || "all")
                            implicitHeight: 30
                            leftPadding: 10
                            rightPadding: 10
                            background.implicitWidth: 40
                            primary: builder.deckModel && builder.deckModel.rarityFilter === modelData.key
                            text: modelData.label
                            onClicked: builder.deckModel.rarityFilter = modelData.key
                        }
                    }
                    Label {
                        height: 30
                        leftPadding: 16
                        verticalAlignment: Text.AlignVCenter
                        text: builder.deckModel ? qsTr("%1 cards in the collection").arg(builder.deckModel.ownedCount) : ""
                        color: Theme.textDim
                    }
                }

                GridView {
                    id: grid
                    objectName: "collectionGrid"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    cellWidth: 132
                    cellHeight: Math.round(116 * Theme.cardRatio) + 40
                    model: builder.deckModel
                    ScrollBar.vertical: ScrollBar {}
                    delegate: ArtbotDeckCard {
                        objectName: "deckCard_" + face
                        deckFull: builder.deckModel ? builder.deckModel.deckCount >= builder.deckModel.deckSize : false
                        onAddRequested: builder.add(face)
                        onRemoveRequested: builder.remove(face)
                        onDragMoved: pos => d.moved(face, false, pos)
                        onDragDropped: pos => d.dropped(face, false, pos)
                        onDragCanceled: d.dragFace = ""
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: grid.count === 0
                        text: qsTr("No cards of this kind in the collection.")
                        color: Theme.textDim
                    }
                }
            }

            ColumnLayout {
                Layout.preferredWidth: 290
                Layout.fillHeight: true
                spacing: 8

                ArtbotDeckList {
                    id: deckList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    model: builder.deckModel
                    dropHighlight: d.dragFace !== "" && !d.fromDeck && d.overDeck(content.mapToItem(null, d.dragPos.x, d.dragPos.y))
                    onRemoveRequested: face => builder.remove(face)
                    onDragMoved: (face, pos) => d.moved(face, true, pos)
                    onDragDropped: (face, pos) => d.dropped(face, true, pos)
                    onDragCanceled: d.dragFace = ""
                }

                Label {
                    objectName: "deckMessage"
                    Layout.fillWidth: true
                    visible: text !== ""
                    wrapMode: Text.WordWrap
                    text: builder.message
                    color: Theme.info
                    font.pixelSize: Theme.fontSmall
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    GmButton {
                        objectName: "autoBuildButton"
                        Layout.fillWidth: true
                        text: qsTr("Auto-build")
                        onClicked: {
                            builder.deckModel.autoBuild();
                            builder.message = qsTr("Built from your strongest cards, with some of every power.");
                        }
                    }
                    GmButton {
                        objectName: "clearDeckButton"
                        Layout.fillWidth: true
                        text: qsTr("Clear")
                        onClicked: {
                            builder.deckModel.clearDeck();
                            builder.message = "";
                        }
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
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
                        onClicked: {
                            if (builder.deckModel.save()) {
                                builder.message = qsTr("Deck saved: %1 plays it in the next game.").arg(builder.profileName);
                                builder.close();
                            } else {
                                builder.message = ArtbotCollections.lastError;
                            }
                        }
                    }
                }
            }
        }

        // The card being dragged.
        CardFaceItem {
            visible: d.dragFace !== ""
            x: d.dragPos.x - width / 2
            y: d.dragPos.y - height / 2
            width: 90
            height: Math.round(90 * Theme.cardRatio)
            opacity: 0.85
            gameId: "artbot"
            face: d.dragFace
            faceUp: true
        }
    }
}
