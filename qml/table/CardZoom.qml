pragma Singleton
import QtQuick

// Which card shows itself large, for every table: one at a time, and only once the pointer really
// moved onto it (or the keyboard or a long press chose it). A card that slides or flies under a
// pointer standing still is `hovered` but not the `owner`: Qt reports it hovered, yet nobody
// pointed at it, and its zoom would cover the log by itself.
//
// Cards report entering and leaving (enter) and every pointer position they see (track); the
// table frame reports the positions it sees too. A position that differs from the last one is a
// real move: when the events of that move are all delivered, the card under the pointer becomes
// the owner (none: no zoom). `stage`: a game's own enlarged view of the owner (a layout's preview);
// while it is set the cards' tooltips show no face of their own.
QtObject {
    property Item hovered: null
    property Item owner: null
    property Item stage: null
    property point pointer: Qt.point(-1, -1)
    property bool moved: false

    function track(position: point): void {
        if (position.x === pointer.x && position.y === pointer.y)
            return;
        pointer = position;
        if (!moved) {
            moved = true;
            Qt.callLater(settle);
        }
    }

    function settle(): void {
        moved = false;
        owner = hovered;
    }

    function enter(card: Item, on: bool): void {
        if (on)
            hovered = card;
        else if (hovered === card)
            hovered = null;
    }

    // The keyboard's card or a long-pressed one opens its zoom at once, closing any other.
    function claim(card: Item): void {
        owner = card;
    }

    function release(card: Item): void {
        if (owner === card)
            owner = null;
        if (hovered === card)
            hovered = null;
    }
}
