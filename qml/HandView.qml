pragma ComponentBehavior: Bound
import QtQuick
import GrudgeMatch

// The view seat's Action cards, fanned along the bottom of the table. A card is chosen by dragging it
// onto the play slot, by clicking it, or with the keyboard (Left/Right, then Enter; or its number).
// The card already chosen this turn stays in the hand, marked, until the turn resolves.
FocusScope {
    id: hand

    property var model: null          // a ZoneModel with actionId and legal roles
    property var cards: ({})          // face -> printed data of the Action cards
    property bool interactive: false
    property int pendingChoice: -1
    property real cardWidth: Theme.handCardWidth
    property Item dragLayer: hand     // dragged cards are lifted into this item so nothing clips them
    property int currentIndex: 0
    // The keyboard highlight shows only once the keys are used, so it never looks like a choice.
    property bool keyboardUsed: false

    readonly property int count: cards.count
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)
    readonly property real pitch: count <= 1 ? cardWidth
                                            : Math.min(cardWidth + 10, (width - cardWidth) / (count - 1))
    readonly property real rowWidth: count <= 0 ? 0 : cardWidth + (count - 1) * pitch

    signal chosen(int actionId)

    implicitHeight: cardHeight + 30
    activeFocusOnTab: true

    function chooseAt(i: int): void {
        const item = cards.itemAt(i);
        if (interactive && item && item.legal)
            chosen(item.actionId);
    }

    Keys.onLeftPressed: {
        keyboardUsed = true;
        currentIndex = Math.max(0, currentIndex - 1);
    }
    Keys.onRightPressed: {
        keyboardUsed = true;
        currentIndex = Math.min(count - 1, currentIndex + 1);
    }
    Keys.onReturnPressed: chooseAt(currentIndex)
    Keys.onEnterPressed: chooseAt(currentIndex)
    Keys.onSpacePressed: chooseAt(currentIndex)
    Keys.onPressed: event => {
        // 1..9 and 0 pick the first to tenth card directly.
        if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            const i = event.key === Qt.Key_0 ? 9 : event.key - Qt.Key_1;
            if (i < count) {
                currentIndex = i;
                chooseAt(i);
            }
            event.accepted = true;
        }
    }

    Repeater {
        id: cards
        model: hand.model

        delegate: Item {
            id: place

            required property int index
            required property string face
            required property int actionId
            required property bool legal

            readonly property bool isChosen: actionId === hand.pendingChoice && actionId >= 0
            readonly property bool isCurrent: hand.activeFocus && hand.keyboardUsed && index === hand.currentIndex
            readonly property var info: hand.cards[face] || null

            objectName: "handCard" + index
            x: (hand.width - hand.rowWidth) / 2 + index * hand.pitch
            y: 24
            z: card.lifted ? 100 : index
            width: hand.cardWidth
            height: hand.cardHeight

            CardView {
                id: card

                readonly property int actionId: place.actionId
                readonly property bool dragging: dragHandler.active

                width: hand.cardWidth
                anchors.horizontalCenter: place.horizontalCenter
                anchors.verticalCenter: place.verticalCenter
                anchors.verticalCenterOffset: dragging ? 0 : (hover.hovered || place.isCurrent) && hand.interactive ? -22 : 0
                face: place.face
                name: place.info ? place.info.name : ""
                text: place.info ? place.info.text : ""
                speed: place.info ? place.info.speed : ""
                damage: place.info ? place.info.damage : -1
                lifted: dragging || hover.hovered
                highlighted: place.isCurrent || place.isChosen
                dimmed: place.isChosen && !dragging
                opacity: hand.interactive || place.isChosen ? 1 : 0.8
                scale: dragging ? 1.05 : hover.hovered && hand.interactive ? 1.12 : 1

                Drag.active: dragHandler.active
                Drag.source: card
                Drag.keys: ["gm-action-card"]
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
                    enabled: hand.interactive && place.legal
                    onActiveChanged: {
                        if (!active)
                            card.Drag.drop();
                    }
                }
                TapHandler {
                    enabled: hand.interactive && place.legal
                    onTapped: {
                        hand.keyboardUsed = false;
                        hand.currentIndex = place.index;
                        hand.chosen(place.actionId);
                    }
                }
                HoverHandler {
                    id: hover
                    enabled: hand.interactive
                    cursorShape: Qt.OpenHandCursor
                }
            }

            Rectangle {
                visible: place.isChosen
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.top
                anchors.bottomMargin: 2
                width: chosenLabel.implicitWidth + 12
                height: chosenLabel.implicitHeight + 4
                radius: height / 2
                color: Theme.gold
                Text {
                    id: chosenLabel
                    anchors.centerIn: parent
                    text: qsTr("In play")
                    font.pixelSize: Theme.fontTiny
                    font.bold: true
                    color: "#2a1d05"
                }
            }
        }
    }
}
