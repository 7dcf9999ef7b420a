import QtQuick

// The places a row's cards keep while `on` (ZoneView.keepPlaces): each card stays at the place it
// had when keeping began, a card taken leaves its place empty, and a card arriving goes after the
// others, so after one pick of several the next click lands on the card the player aimed at.
QtObject {
    id: kept

    property bool on: false
    property Repeater repeater: null     // the row's delegates (each with uid and model.place)
    property var slots: ({})             // uid -> place
    readonly property int count: {
        let most = 0;
        for (const uid in slots)
            most = Math.max(most, slots[uid] + 1);
        return most;
    }

    onOnChanged: {
        const next = {};
        for (let i = 0; on && repeater && i < repeater.count; ++i) {
            const place = repeater.itemAt(i);
            if (place && place.uid >= 0)
                next[place.uid] = place.model.place;
        }
        slots = next;
    }

    // The place of card `uid`: the kept one, else `place` (the model's).
    function slotOf(uid: int, place: int): int {
        return on && slots[uid] !== undefined ? slots[uid] : place;
    }

    // A card arriving while places are kept goes after the others.
    function add(uid: int, place: int): void {
        if (!on || uid < 0 || slots[uid] !== undefined)
            return;
        const next = Object.assign({}, slots);
        next[uid] = Math.max(place, count);
        slots = next;
    }
}
