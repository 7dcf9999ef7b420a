pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A hand of Engines cards. Your own shows its faces: play a card by dragging it onto your Active
// Area, by clicking it, or with the keyboard (Left/Right, then Enter; or 1 / 2). A card of your hand
// that must be picked (to pay a cost) is clicked the same way. The other player's hand lies face
// down.
FocusScope {
    id: hand

    required property ListModel cards
    property int seat: 0
    property bool mine: true
    property string back: ""              // the back of cards this seat cannot see
    property real cardWidth: Theme.handCardWidth
    property Item dragLayer: hand
    // function(uid, face, end) -> { usable, targetable, selected, dimmed, tip } from the table.
    property var stateOf: null
    property int currentIndex: 0
    property bool keyboardUsed: false

    readonly property int count: cards.count
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)

    // A card was clicked or chosen with the keyboard.
    signal activated(int uid)
    // The pointer is over a face-up card (on) or left it or started dragging it.
    signal cardHovered(Card card, bool on)

    implicitHeight: cardHeight + (mine ? 26 : 6)
    implicitWidth: FanLayout.naturalWidth(cardWidth, count, 12)
    activeFocusOnTab: mine

    function slotItem(index: int): Item {
        if (index >= 0 && index < repeater.count) {
            const place = repeater.itemAt(index);
            if (place)
                return place.card;
        }
        probe.x = FanLayout.x(width, cardWidth, count, 12, index);
        return probe;
    }

    function activateAt(i: int): void {
        const place = repeater.itemAt(i);
        if (place && place.uid >= 0)
            activated(place.uid);
    }

    Keys.onLeftPressed: {
        keyboardUsed = true;
        currentIndex = Math.max(0, currentIndex - 1);
    }
    Keys.onRightPressed: {
        keyboardUsed = true;
        if (currentIndex + 1 < count)
            currentIndex += 1;
    }
    Keys.onReturnPressed: activateAt(currentIndex)
    Keys.onEnterPressed: activateAt(currentIndex)
    Keys.onSpacePressed: activateAt(currentIndex)
    Keys.onPressed: event => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            const i = event.key - Qt.Key_1;
            if (i < count) {
                currentIndex = i;
                activateAt(i);
            }
            event.accepted = true;
        }
    }

    Item {
        id: probe
        y: hand.mine ? 20 : 3
        width: hand.cardWidth
        height: hand.cardHeight
    }

    Repeater {
        id: repeater
        model: hand.cards

        delegate: Item {
            id: place

            required property int index
            required property int uid
            required property string face
            required property int end
            readonly property alias card: card
            readonly property var st: hand.stateOf && uid >= 0 ? hand.stateOf(uid, face, end) : null
            readonly property bool playable: hand.mine && st !== null && st.usable
            readonly property bool isCurrent: hand.activeFocus && hand.keyboardUsed && index === hand.currentIndex
            readonly property bool previewed: hover.hovered && !card.dragging && face !== ""

            onPreviewedChanged: hand.cardHovered(card, previewed)

            objectName: (hand.mine ? "handCard" : "rivalHandCard") + index
            x: FanLayout.x(hand.width, hand.cardWidth, hand.count, 12, index)
            y: hand.mine ? 20 : 3
            z: card.lifted ? 100 : index
            width: hand.cardWidth
            height: hand.cardHeight

            Behavior on x {
                NumberAnimation { duration: Theme.uiDuration * 2 }
            }

            Card {
                id: card
                objectName: place.uid >= 0 ? "engCard" + place.uid : ""

                readonly property int uid: place.uid
                readonly property bool dragging: dragHandler.active

                width: hand.cardWidth
                anchors.horizontalCenter: place.horizontalCenter
                anchors.verticalCenter: place.verticalCenter
                anchors.verticalCenterOffset: dragging ? 0 : (hover.hovered || place.isCurrent) && place.playable ? -16 : 0
                face: place.face
                back: hand.back
                endUp: place.end
                usable: place.playable || place.isCurrent
                targetable: place.st ? place.st.targetable : false
                lifted: dragging || hover.hovered
                scale: dragging ? 1.05 : hover.hovered && place.playable ? 1.08 : 1

                Drag.active: dragHandler.active
                Drag.source: card
                Drag.keys: ["gm-engines-card"]
                Drag.hotSpot.x: width / 2
                Drag.hotSpot.y: height / 2

                Behavior on anchors.verticalCenterOffset {
                    NumberAnimation { duration: Theme.uiDuration }
                }
                Behavior on scale {
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
                    enabled: place.playable && !(place.st && place.st.targetable)
                    onActiveChanged: {
                        if (!active)
                            card.Drag.drop();
                    }
                }
                TapHandler {
                    enabled: hand.mine && place.uid >= 0
                    onTapped: {
                        hand.keyboardUsed = false;
                        hand.currentIndex = place.index;
                        hand.activated(place.uid);
                    }
                }
                HoverHandler {
                    id: hover
                    enabled: hand.mine
                    cursorShape: place.playable ? Qt.OpenHandCursor : Qt.ArrowCursor
                }
            }

            CardTip {
                objectName: "cardTip" + place.uid
                shown: hover.hovered && place.st !== null && place.st.tip !== "" && !card.dragging
                text: place.st ? place.st.tip : ""
                // Clear of the card, which rises when hovered.
                gap: 22
            }
        }
    }
}
