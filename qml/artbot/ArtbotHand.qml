pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Your Active Deck, face up along the bottom of the Artbot table. A card that may be returned or
// played now glows: drag it onto your Inactive Deck (return) or onto the middle of the table
// (play), or click it to select it and confirm with the button of the prompt line (or Enter; a
// double click chooses at once). Left/Right move the selection with the keyboard.
FocusScope {
    id: hand

    property var faces: []
    property real cardWidth: Theme.handCardWidth
    property Item dragLayer: hand
    property bool interactive: false
    // function(face) -> bool: the card may be chosen now.
    property var usable: null
    property int selectedIndex: -1

    readonly property int count: faces.length
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)
    readonly property real pitch: count <= 1 ? cardWidth : Math.min(cardWidth + 10, (width - cardWidth) / (count - 1))
    readonly property real rowWidth: count <= 0 ? 0 : cardWidth + (count - 1) * pitch
    readonly property string selectedFace: selectedIndex >= 0 && selectedIndex < count ? faces[selectedIndex] : ""

    // A card was clicked (select it) or double-clicked / confirmed with Enter (choose it).
    signal selected(int index)
    signal confirmed(string face)

    implicitHeight: cardHeight + 28
    activeFocusOnTab: true

    onFacesChanged: {
        if (selectedIndex >= count)
            selectedIndex = -1;
    }
    onInteractiveChanged: {
        if (!interactive)
            selectedIndex = -1;
    }

    function slotItem(index: int): Item {
        if (index >= 0 && index < repeater.count) {
            const place = repeater.itemAt(index);
            if (place)
                return place.card;
        }
        const n = Math.max(count, index + 1);
        probe.x = (width - (cardWidth + (n - 1) * Math.min(cardWidth + 10, pitch))) / 2 + Math.max(0, index) * pitch;
        return probe;
    }

    function usableAt(i: int): bool {
        return interactive && i >= 0 && i < count && usable !== null && usable(faces[i]);
    }

    Keys.onLeftPressed: selectedIndex = Math.max(0, selectedIndex - 1)
    Keys.onRightPressed: selectedIndex = Math.min(count - 1, selectedIndex + 1)
    Keys.onReturnPressed: if (usableAt(selectedIndex)) confirmed(faces[selectedIndex])
    Keys.onEnterPressed: if (usableAt(selectedIndex)) confirmed(faces[selectedIndex])

    Item {
        id: probe
        y: 22
        width: hand.cardWidth
        height: hand.cardHeight
    }

    Label {
        anchors.centerIn: parent
        visible: hand.count === 0
        text: qsTr("Your Active Deck is empty")
        color: Theme.textDim
        font.pixelSize: Theme.fontNormal
    }

    Repeater {
        id: repeater
        model: hand.faces

        delegate: Item {
            id: place

            required property int index
            required property string modelData
            readonly property alias card: card
            readonly property bool playable: hand.usableAt(index)
            readonly property bool isSelected: index === hand.selectedIndex

            objectName: "handCard" + index
            x: (hand.width - hand.rowWidth) / 2 + index * hand.pitch
            y: 22
            z: card.lifted ? 100 : index
            width: hand.cardWidth
            height: hand.cardHeight

            Card {
                id: card
                gameId: "artbot"
                readonly property bool dragging: dragHandler.active

                width: hand.cardWidth
                anchors.horizontalCenter: place.horizontalCenter
                anchors.verticalCenter: place.verticalCenter
                anchors.verticalCenterOffset: dragging ? 0 : place.isSelected ? -18 : card.hovered && place.playable ? -10 : 0
                face: place.modelData
                usable: place.playable && !place.isSelected
                selected: place.isSelected
                lifted: dragging || card.hovered
                tips: !dragging

                Drag.active: dragHandler.active
                Drag.source: card
                Drag.keys: ["gm-artbot-card"]
                Drag.hotSpot.x: width / 2
                Drag.hotSpot.y: height / 2

                Behavior on anchors.verticalCenterOffset {
                    NumberAnimation { duration: Theme.uiDuration }
                }

                states: State {
                    when: card.dragging
                    ParentChange { target: card; parent: hand.dragLayer }
                    AnchorChanges {
                        target: card
                        anchors.horizontalCenter: undefined
                        anchors.verticalCenter: undefined
                    }
                }

                DragHandler {
                    id: dragHandler
                    enabled: place.playable
                    onActiveChanged: {
                        if (!active)
                            card.Drag.drop();
                    }
                }
                TapHandler {
                    enabled: hand.interactive
                    onTapped: {
                        hand.forceActiveFocus();
                        hand.selectedIndex = place.index;
                        hand.selected(place.index);
                    }
                    onDoubleTapped: {
                        if (place.playable)
                            hand.confirmed(place.modelData);
                    }
                }
            }
        }
    }
}
