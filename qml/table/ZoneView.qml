pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// One zone of any game, drawn from its ZoneModel (a table view's zone(id) or hand) with a layout
// policy: "stack" (a pile: the top card, a thickness that follows the count, a count badge), "fan"
// (overlapping cards, a hand), "row" (side by side; with `showPlaces` the zone's capacity as
// numbered places), "grid" (rows and columns) or "slot" (one framed place). The layout comes from
// the engine's hint unless the game's layout sets it.
//
// Choosing: when `interactive`, a legal card (the model's `legal` and `actionId`) is chosen by a
// click, by dragging it onto a zone that `acceptsDrops` and that its action leads to (ActionModel's
// toZone, or one of the zone's `acceptKinds`: "the table" taking any play wherever it leads; dropped
// on a card of the zone that its actions aim at, that action, or the choice among several), or
// with the keyboard (Left/Right then Enter or Space, or its number). Both the zone the card comes
// from and the zone it is dropped on signal chosen(actionId). The keyboard's way to drag: while the
// frame aims a card (Enter on it), a zone that would take its drop is a Tab stop, and Enter there
// plays it there (`dropActions`).
// The focus shows as a FocusFrame round the zone and its current card raised and ringed
// (Card.keyboardCurrent), while the keyboard is in use (KeyboardFocus).
// With `cardActions` a card is choosable when the seat has any action of that card, wherever it
// lies (a card in play that is used, a card picked to pay a cost): a click goes to the frame's
// cardClicked(uid), which takes the action or first asks for its target (the targets pulse, the
// aimed card is ringed, the others dim; TableFrame.aimCard). A face-down card that an action of the
// seat aims at (another's event underway) goes by the uid that action names it by (the model's
// aimUid): it takes the drop, the click and the keyboard's Enter like a card the seat can see.
//
// `turning`: the cards may turn a quarter, so a row gives each card a square place of its length.
// `wrap`: a row too narrow for its cards side by side goes on in further lines (`rowGap` apart)
// instead of laying them over each other.
// Tucking: in a row, a card attached to another card of the zone (an alter on its mark) lies under
// that mark, its top edge with its title showing above it (several under one mark a step further
// each), and takes no place of its own: ZoneModel's `place` and `tuck` say where, its `places` how
// many places the row needs. Only the part of a tucked card that shows takes the pointer, so
// hovering that edge shows its tip and a click or a drop there is on it, not on its mark.
// `markLabels` (mark -> text) shows a card's first labelled mark as its badge. cardHovered(card, on)
// tells when the pointer is over a face-up card (a table may show it enlarged).
//
// Flying cards: the zone registers itself with `frame` by its id; itemAt(i) and itemForUid(uid)
// give the card drawn for a row, hold(item, on) hides one while a copy of it flies there.
FocusScope {
    id: zone

    property var model: null
    property Item frame: null
    readonly property string zoneId: model ? model.zoneName : ""
    property string layout: model ? model.layout : "stack"
    property real cardWidth: Theme.pileCardWidth
    property string caption
    // What a screen reader calls the zone: its caption, or a label where the table shows none.
    property string label: caption
    property string hint                  // what an empty slot says
    property string dropName: ""          // objectName of the drop area
    property color captionColor: warn ? Theme.danger : Theme.textDim
    property string emptyText: layout === "stack" ? qsTr("empty") : ""
    property color accent: Theme.textDim
    property color layerColor: Theme.panelSolid
    property bool warn: false
    property bool interactive: false
    property bool acceptsDrops: false
    property var acceptKinds: []          // action kinds a drop here takes wherever they lead
    property bool showPlaces: false
    property bool active: false
    property string cardName: ""          // objectName of the cards: cardName + row ("slot": cardName)
    property string ghostFace: ""         // an empty slot shows this face, dimmed
    property string ghostBack: ""
    property var faceOverrides: ({})      // uid or "row:<i>" -> a face the events showed (a reveal)
    property var counterLabels: ({})
    property var counterShortLabels: ({})
    // Counters per row (name -> number) for cards the model gives none: the public counters of a
    // face-down card, which the engine publishes beside the zone.
    property var rowCounters: []
    // A badge per row for such a card (a public fact about it, "" for none), beside its counters.
    property var rowBadges: []
    property bool tips: false
    property bool glow: false             // cards that may be chosen now glow
    // Whose cards these are: the table's game (a screen outside a game names it).
    property string gameId: zone.frame && zone.frame.view ? zone.frame.view.gameId : ""
    property real rowGap: 6               // between the rows of a grid (room for counters)
    property real columnGap: 6            // between the columns of a grid
    property bool cardActions: false
    property bool dragCards: true         // a choosable card may be dragged onto a drop zone
    property bool turning: false
    property bool wrap: false
    property int maxLines: 0              // a wrapping row's most lines (0: as many as it needs)
    // While set, a row's cards keep the places they had (a card taken leaves its place empty), so
    // after one pick of several the next click lands on the card the player aimed at.
    property bool keepPlaces: false
    property var markLabels: ({})
    property int currentIndex: 0
    // The keyboard's card shows while the zone has the focus and the keyboard is in use.
    readonly property bool keyboardUsed: KeyboardFocus.visible && activeFocus

    readonly property int count: model ? model.count : 0
    readonly property int capacity: model ? model.capacity : 0
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)
    // The width a card takes in a row: its length when it may turn a quarter.
    readonly property real placeWidth: turning ? cardHeight : cardWidth
    readonly property real layerStep: Math.max(1, cardWidth / 40)
    readonly property real pileWidth: cardWidth + 5 * layerStep
    readonly property int layers: count <= 0 ? 0 : Math.min(5, 1 + Math.floor((count - 1) / 8))
    readonly property int places: showPlaces && capacity > 0 ? capacity
                                : layout === "row" && model ? Math.max(model.places, keepPlaces ? kept.count : 0) : count
    // How far each card tucked under its mark shows above it, and the room a row's lines keep for
    // them above their cards (none while nothing is tucked).
    readonly property real tuckStep: Math.round(cardHeight * 0.18)
    readonly property real tuckRoom: layout === "row" && model ? model.deepestTuck * tuckStep : 0
    readonly property real captionHeight: caption !== "" ? captionLabel.implicitHeight + 4 : 0
    // The places in one line of a wrapping row (0: not wrapping), and its lines.
    // With `maxLines` a wrapping row keeps to that many lines: its places then close up (overlap),
    // so a long row never pushes what lies under it off the window.
    readonly property int fittingLength: Math.max(1, Math.floor((width + 6) / (placeWidth + 6)))
    readonly property int lineLength: layout !== "row" || !wrap ? 0
                                    : maxLines > 0 ? Math.max(fittingLength, Math.ceil(places / maxLines)) : fittingLength
    readonly property int lines: lineLength > 0 ? Math.max(1, Math.ceil(places / lineLength)) : 1
    readonly property real pitch: {
        if (lineLength > fittingLength)
            return Math.max(1, (width - placeWidth) / (lineLength - 1));
        if (lineLength > 0)
            return placeWidth + 6;
        if (layout === "fan")
            return count <= 1 ? cardWidth : Math.min(cardWidth + 10, (width - cardWidth) / (count - 1));
        return places <= 1 ? placeWidth : Math.min(placeWidth + 6, (width - placeWidth) / (places - 1));
    }
    readonly property int columns: Math.max(1, Math.floor((width + columnGap) / (cardWidth + columnGap)))
    readonly property bool dragHovering: drop.containsDrag
    // While the frame aims a card: the actions of that card a drop here would take.
    readonly property var dropActions: acceptsDrops && frame && frame.aimCard >= 0
                                       ? frame.aimActions.filter(a => a.toZone === zoneId || acceptKinds.indexOf(a.kind) >= 0)
                                       : []
    property bool topHeld: false

    signal chosen(int actionId)
    signal cardHovered(Item card, bool on)

    // A pile or a slot is at least as wide as its caption, so the caption is never cut; the pile
    // or the slot is centred.
    implicitWidth: layout === "stack" ? Math.max(pileWidth, captionLabel.implicitWidth)
                 : layout === "slot" ? Math.max(cardWidth + 16, captionLabel.implicitWidth)
                 : layout === "grid" ? Math.min(count, 6) * (cardWidth + columnGap)
                 : layout === "fan" ? cardWidth + Math.max(0, places - 1) * (cardWidth + 10)
                 : placeWidth + Math.max(0, places - 1) * (placeWidth + 6)
    implicitHeight: captionHeight + (layout === "stack" ? cardHeight + 5 * layerStep
                                   : layout === "slot" ? cardHeight + 16
                                   : layout === "fan" ? cardHeight + 24
                                   : layout === "grid" ? Math.ceil(Math.max(1, count) / columns) * (cardHeight + rowGap)
                                   : lines * (cardHeight + tuckRoom) + (lines - 1) * rowGap)
    Accessible.role: Accessible.List
    Accessible.name: label
    activeFocusOnTab: interactive || cardActions || dropActions.length > 0 || activeFocus   // (Qt refuses to turn it off while focused)

    function itemAt(i: int): Item {
        const place = cards.itemAt(i);
        return place ? place.card : null;
    }

    // The uid of the card drawn at (x, y) of `item` (the topmost; a face-down card's aimUid), -1
    // where there is none.
    function uidAt(item: Item, x: real, y: real): int {
        for (let i = count - 1; i >= 0; --i) {
            const place = cards.itemAt(i);
            if (!place || !place.card.visible)
                continue;
            const p = place.card.mapFromItem(item, x, y);
            if (place.card.contains(p))
                return place.handle;
        }
        return -1;
    }

    // The card drawn for `uid`: a card the seat sees, or a face-down one its actions aim at by it.
    function itemForUid(uid: int): Item {
        if (uid < 0 || !model)
            return null;
        const seen = itemAt(model.indexOfUid(uid));
        if (seen)
            return seen;
        for (let i = 0; i < count; ++i) {
            const place = cards.itemAt(i);
            if (place && place.uid < 0 && place.handle === uid)
                return place.card;
        }
        return null;
    }

    // Where a card of this zone is drawn when none is: an empty slot's frame, a pile's place.
    function placeholder(): Item {
        return layout === "slot" ? frameRect : base;
    }

    // Hides (or shows again) a card while a copy of it is in the air.
    function hold(item: Item, on: bool): void {
        if (!item)
            return;
        item.held = on;
        if (layout === "stack" && item === itemAt(count - 1))
            topHeld = on;
    }

    // The deck is shuffled: it shakes sideways for a moment.
    function shuffle(): void {
        shake.restart();
    }

    function chooseAt(i: int): void {
        const place = cards.itemAt(i);
        if (cardActions && place && place.card.choosable)
            frame.cardClicked(place.handle);
        else if (interactive && place && place.legal && place.actionId >= 0)
            chosen(place.actionId);
        else if (dropActions.length > 0)
            chosen(dropActions[0].actionId);
    }

    onCountChanged: currentIndex = Math.max(0, Math.min(currentIndex, count - 1))
    KeptPlaces {
        id: kept
        on: zone.keepPlaces
        repeater: cards
    }
    // A pile's keyboard card is its top card, the one drawn.
    onActiveFocusChanged: if (activeFocus && layout === "stack") currentIndex = Math.max(0, count - 1)

    onZoneIdChanged: if (frame && zoneId !== "") frame.registerZone(zoneId, zone)
    onFrameChanged: if (frame && zoneId !== "") frame.registerZone(zoneId, zone)
    Component.onCompleted: if (frame && zoneId !== "") frame.registerZone(zoneId, zone)

    Keys.onLeftPressed: currentIndex = Math.max(0, currentIndex - 1)
    Keys.onRightPressed: currentIndex = Math.max(0, Math.min(count - 1, currentIndex + 1))
    // A grid's rows: up and down move by a row.
    Keys.onUpPressed: event => {
        event.accepted = layout === "grid";
        if (event.accepted)
            currentIndex = Math.max(0, currentIndex - columns);
    }
    Keys.onDownPressed: event => {
        event.accepted = layout === "grid";
        if (event.accepted)
            currentIndex = Math.max(0, Math.min(count - 1, currentIndex + columns));
    }
    Keys.onReturnPressed: chooseAt(currentIndex)
    Keys.onEnterPressed: chooseAt(currentIndex)
    Keys.onSpacePressed: chooseAt(currentIndex)
    Keys.onPressed: event => {
        // 1..9 and 0 pick the first to tenth card directly.
        if ((interactive || cardActions) && event.key >= Qt.Key_0 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            const i = event.key === Qt.Key_0 ? 9 : event.key - Qt.Key_1;
            if (i < count) {
                currentIndex = i;
                chooseAt(i);
            }
            event.accepted = true;
        }
    }

    FocusFrame {
        target: zone
    }

    Label {
        id: captionLabel
        visible: zone.caption !== ""
        width: Math.max(zone.width, 40)
        horizontalAlignment: zone.layout === "stack" || zone.layout === "slot" ? Text.AlignHCenter : Text.AlignLeft
        text: zone.caption
        color: zone.captionColor
        font.pixelSize: Math.max(9, Theme.fontSmall * zone.cardWidth / Theme.pileCardWidth)
        font.bold: zone.layout === "slot" || zone.layout === "row"
        elide: Text.ElideRight
    }

    // The cards' area, under the caption.
    Item {
        id: base
        x: zone.layout === "stack" ? Math.max(0, (zone.width - zone.pileWidth) / 2) : 0
        y: zone.captionHeight
        width: zone.layout === "stack" ? Math.min(zone.width, zone.pileWidth) : zone.width
        height: zone.height - zone.captionHeight

        SequentialAnimation {
            id: shake
            loops: 2
            NumberAnimation { target: base; property: "rotation"; to: -6; duration: Theme.shuffleDuration / 8 }
            NumberAnimation { target: base; property: "rotation"; to: 6; duration: Theme.shuffleDuration / 4 }
            NumberAnimation { target: base; property: "rotation"; to: 0; duration: Theme.shuffleDuration / 8 }
        }

        // A slot's frame, or an empty pile's dashed outline; gold while a drop here is wanted (a
        // card dragged over it, or aimed where it would take it).
        Rectangle {
            id: frameRect
            objectName: "zoneFrame"
            visible: zone.layout === "slot" || (zone.layout === "stack" && zone.count === 0)
            x: zone.layout === "slot" ? (base.width - width) / 2 : 0
            y: zone.layout === "slot" ? 0 : 5 * zone.layerStep
            width: zone.cardWidth + (zone.layout === "slot" ? 16 : 0)
            height: zone.cardHeight + (zone.layout === "slot" ? 16 : 0)
            radius: Theme.cardRadius * zone.cardWidth / 100 + (zone.layout === "slot" ? 4 : 0)
            color: zone.dragHovering ? "#40e6bc55" : zone.layout === "slot" ? "#26000000" : "#22000000"
            border.width: zone.dragHovering || zone.active || zone.dropActions.length > 0 ? 3 : zone.layout === "slot" ? 2 : 1
            border.color: zone.dragHovering || zone.active || zone.dropActions.length > 0 ? Theme.gold : zone.warn ? Theme.danger
                        : zone.acceptsDrops ? Theme.feltLine : zone.layout === "slot" ? "#40ffffff" : zone.accent
            opacity: zone.layout === "slot" ? 1 : 0.7
            Label {
                anchors.centerIn: parent
                width: parent.width - 10
                visible: zone.count === 0 && zone.ghostFace === ""
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: zone.layout === "slot" ? zone.hint : zone.emptyText
                color: zone.warn ? Theme.danger : Theme.textDim
                font.pixelSize: Math.max(8, Theme.fontSmall * zone.cardWidth / Theme.slotCardWidth)
            }
            Behavior on color {
                ColorAnimation { duration: Theme.uiDuration }
            }
        }

        // The numbered places of a row with a capacity; the last one marks the limit.
        Repeater {
            model: zone.showPlaces && zone.layout === "row" ? zone.capacity : 0
            Rectangle {
                required property int index
                x: index * zone.pitch
                width: zone.cardWidth
                height: zone.cardHeight
                radius: 4
                color: "#22000000"
                border.color: index === zone.capacity - 1 ? Theme.danger : Theme.feltLine
                Label {
                    anchors.centerIn: parent
                    text: String(parent.index + 1)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
        }

        // A pile's thickness.
        Repeater {
            model: zone.layout === "stack" ? Math.max(0, zone.layers - 1) : 0
            Rectangle {
                required property int index
                width: zone.cardWidth
                height: zone.cardHeight
                x: index * zone.layerStep
                y: (5 - index) * zone.layerStep
                radius: Theme.cardRadius * zone.cardWidth / 100
                color: zone.layerColor
                border.color: "#55000000"
            }
        }

        // What an empty slot keeps showing: the card that lay there last, dimmed.
        Card {
            objectName: visible ? zone.cardName : ""
            visible: zone.layout === "slot" && zone.count === 0 && zone.ghostFace !== ""
            gameId: zone.gameId
            x: frameRect.x + 8
            y: 8
            width: zone.cardWidth
            face: zone.ghostFace
            back: zone.ghostBack
            dimmed: true
            animated: false
        }

        Repeater {
            id: cards
            model: zone.model

            delegate: Item {
                id: place

                required property int index
                required property var model
                required property int uid
                required property string face
                required property int actionId
                required property bool legal

                readonly property alias card: card
                // What the seat's actions call this card: its uid, or for a face-down card one
                // of them aims at, the uid that action names (ZoneModel's aimUid).
                readonly property int handle: uid >= 0 ? uid : model.aimUid !== undefined ? model.aimUid : -1
                readonly property bool isCurrent: zone.keyboardUsed && index === zone.currentIndex
                // The place it is drawn at: a row's place from the model (shared with its mark
                // while tucked), elsewhere its index.
                readonly property int slot: zone.layout !== "row" ? index
                                          : kept.slotOf(uid, model.place)
                readonly property int tucked: zone.layout === "row" ? model.tuck : 0
                readonly property int row: zone.layout === "grid" ? Math.floor(index / zone.columns)
                                         : zone.lineLength > 0 ? Math.floor(slot / zone.lineLength) : 0
                readonly property int column: zone.layout === "grid" ? index % zone.columns
                                            : zone.lineLength > 0 ? slot % zone.lineLength : slot
                readonly property string shownFace: zone.faceOverrides[uid >= 0 ? uid : "row:" + index] || face

                Component.onCompleted: kept.add(uid, model.place)

                x: zone.layout === "stack" ? Math.max(0, zone.layers - 1) * zone.layerStep
                 : zone.layout === "slot" ? frameRect.x + 8
                 : zone.layout === "fan" ? (base.width - (zone.cardWidth + (zone.count - 1) * zone.pitch)) / 2 + index * zone.pitch
                 : zone.layout === "grid" ? column * (zone.cardWidth + zone.columnGap)
                 : column * zone.pitch + (zone.placeWidth - zone.cardWidth) / 2
                y: zone.layout === "stack" ? (5 - Math.max(0, zone.layers - 1)) * zone.layerStep
                 : zone.layout === "slot" ? 8
                 : zone.layout === "fan" ? 24
                 : zone.layout === "grid" ? row * (zone.cardHeight + zone.rowGap)
                 : row * (zone.cardHeight + zone.tuckRoom + zone.rowGap) + zone.tuckRoom - tucked * zone.tuckStep
                // A tucked card under its mark, the deeper the lower; the card in hand (lifted,
                // or the keyboard's while tucked) over all.
                z: card.lifted ? 10000 : isCurrent && tucked > 0 ? 9999 : zone.layout === "row" ? slot * 10 - tucked : index
                width: zone.cardWidth
                height: zone.cardHeight
                visible: zone.layout !== "stack" || index === zone.count - 1 || (zone.topHeld && index === zone.count - 2)

                Card {
                    id: card

                    readonly property int actionId: place.actionId
                    readonly property int uid: place.uid
                    readonly property bool dragging: dragHandler.active
                    readonly property bool choosable: zone.cardActions ? zone.frame.canChooseCard(place.handle)
                                                                       : zone.interactive && place.legal && place.actionId >= 0
                    readonly property bool aiming: zone.cardActions && zone.frame.aimCard >= 0
                    // Raised under the pointer only once it was pointed at (a card with tips:
                    // not merely one that slid under a pointer standing still, CardZoom).
                    readonly property bool raised: hover.hovered && (!tips || pointed)
                    property bool held: false     // a copy of it is still flying here

                    objectName: zone.cardName === "" ? "" : zone.layout === "slot" ? zone.cardName : zone.cardName + place.index
                    visible: !held
                    width: zone.cardWidth
                    anchors.horizontalCenter: place.horizontalCenter
                    anchors.verticalCenter: place.verticalCenter
                    anchors.verticalCenterOffset: dragging ? 0 : (raised || place.isCurrent) && choosable ? -22 : 0
                    gameId: zone.gameId
                    face: place.shownFace
                    back: place.model.back
                    // The model gives a face only where the viewer may see it; an event may reveal one.
                    faceUp: place.shownFace !== ""
                    endUp: place.model.end
                    turn: place.model.rotation
                    counters: place.index < zone.rowCounters.length && place.uid < 0 ? zone.rowCounters[place.index] : place.model.counters
                    counterLabels: zone.counterLabels
                    counterShortLabels: zone.counterShortLabels
                    tips: zone.tips && !dragging
                    reason: place.model.reason
                    badge: (place.uid < 0 && place.index < zone.rowBadges.length ? zone.rowBadges[place.index] : "")
                           || (place.model.marks || []).map(m => zone.markLabels[m] || "").filter(t => t !== "")[0] || ""
                    usable: (zone.cardActions || zone.glow) && choosable && !aiming && !dragging
                    targetable: aiming && choosable && place.handle !== zone.frame.aimCard
                    selected: aiming && place.handle === zone.frame.aimCard
                    dimmed: aiming && !choosable
                    lifted: dragging || (raised && choosable)
                    highlighted: place.isCurrent || (zone.active && zone.layout === "slot")
                    keyboardCurrent: place.isCurrent
                    opacity: !zone.interactive || choosable ? 1 : 0.8
                    onPointedChanged: zone.cardHovered(card, pointed && showingFront)
                    scale: dragging ? 1.05 : raised && choosable ? 1.12 : 1
                    Accessible.focusable: choosable
                    // A tucked card takes the pointer only where it shows, out from under its mark.
                    containmentMask: place.tucked > 0 ? uncovered : null

                    QtObject {
                        id: uncovered

                        function contains(point: point): bool {
                            if (point.x < 0 || point.y < 0 || point.x > card.width || point.y > card.height)
                                return false;
                            for (let i = 0; i < zone.count; ++i) {
                                const other = cards.itemAt(i);
                                if (!other || other === place || other.slot !== place.slot || other.tucked >= place.tucked || !other.card.visible)
                                    continue;
                                const p = card.mapToItem(other.card, point.x, point.y);
                                if (p.x >= 0 && p.y >= 0 && p.x <= other.card.width && p.y <= other.card.height)
                                    return false;
                            }
                            return true;
                        }
                    }

                    Drag.active: dragHandler.active
                    Drag.source: card
                    Drag.keys: ["gm-card"]
                    Drag.hotSpot.x: width / 2
                    Drag.hotSpot.y: height / 2

                    Behavior on anchors.verticalCenterOffset {
                        NumberAnimation { duration: Theme.uiDuration }
                    }

                    states: State {
                        when: card.dragging && zone.frame !== null
                        ParentChange { target: card; parent: zone.frame.dragLayer }
                        AnchorChanges {
                            target: card
                            anchors.horizontalCenter: undefined
                            anchors.verticalCenter: undefined
                        }
                    }

                    DragHandler {
                        id: dragHandler
                        enabled: card.choosable && zone.dragCards && !card.aiming
                        onActiveChanged: if (!active) card.Drag.drop()
                    }
                    TapHandler {
                        enabled: card.choosable
                        onTapped: {
                            zone.currentIndex = place.index;
                            if (zone.cardActions)
                                zone.frame.cardClicked(place.handle);
                            else
                                zone.chosen(place.actionId);
                        }
                    }
                    HoverHandler {
                        id: hover
                        enabled: card.choosable
                        cursorShape: Qt.OpenHandCursor
                    }
                }
            }
        }

        // A pile's exact count (never lower than its number: a small pile keeps a readable font).
        Rectangle {
            objectName: "pileCount"
            visible: zone.layout === "stack" && zone.count > 0
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -4 * zone.cardWidth / Theme.pileCardWidth
            z: 200
            width: Math.max(height, countLabel.implicitWidth + 10)
            height: Math.max(Math.round(22 * zone.cardWidth / Theme.pileCardWidth), Math.ceil(countLabel.implicitHeight) + 2)
            radius: height / 2
            color: zone.warn ? Theme.danger : Theme.panelSolid
            border.color: zone.warn ? "white" : zone.accent
            Label {
                id: countLabel
                objectName: "pileCountText"
                anchors.centerIn: parent
                text: String(zone.count)
                font.pixelSize: Math.max(9, Theme.fontSmall * zone.cardWidth / Theme.pileCardWidth)
                font.bold: true
                color: Theme.text
            }
        }

        // A card dragged here plays the action of that card that leads to this zone.
        DropArea {
            id: drop
            objectName: zone.dropName
            anchors.fill: parent
            anchors.margins: -20
            enabled: zone.acceptsDrops
            keys: ["gm-card"]
            onDropped: dropEvent => {
                const source = dropEvent.source;
                if (!source || source.uid === undefined)
                    return;
                const actions = zone.frame && zone.frame.view ? zone.frame.view.actions.forCard(source.uid, "") : [];
                // Dropped on a card its actions aim at: that action, or the choice among them.
                const mark = zone.uidAt(drop, dropEvent.x, dropEvent.y);
                const onMark = mark >= 0 ? actions.filter(a => a.targets.indexOf(mark) >= 0) : [];
                if (onMark.length > 0) {
                    dropEvent.accept();
                    if (onMark.length === 1)
                        zone.chosen(onMark[0].actionId);
                    else
                        zone.frame.aimAt(source.uid, onMark);
                    return;
                }
                const here = actions.filter(a => a.toZone === zone.zoneId);
                const kinds = actions.filter(a => zone.acceptKinds.indexOf(a.kind) >= 0);
                const actionId = here.length > 0 ? here[0].actionId : kinds.length > 0 ? kinds[0].actionId
                               : actions.length === 0 ? source.actionId : -1;
                if (actionId >= 0) {
                    dropEvent.accept();
                    zone.chosen(actionId);
                }
            }
        }
    }
}
