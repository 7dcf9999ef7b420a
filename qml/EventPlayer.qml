import QtQuick
import GrudgeMatch

// Plays the events of each applied action (Session.eventsReady) one after another and keeps the
// table's displayed zones (counts and visible faces) in step with what has been shown so far. The
// session holds its new observation back until animationsDone(); when the queue is empty the player
// calls it and re-reads the observation, so both always end up equal.
//
// This part knows no game. Each game's player (qml/<game>/) derives from it: `handler` shows one event with the helpers below (fly, drift, say) and returns the pause
// before the next one; `overlaps` says which events may start while cards are still flying; the
// game keeps its own displayed state in step through `synced` and `cleared`.
// No rule is decided here: every number comes from an event or from the observation.
Item {
    id: player

    property var observation: ({})
    property Item stage: null             // where flying cards and messages are drawn
    property var locate: null             // function(zoneName, index) -> Item on the table
    property var seatNames: []            // display name of each seat
    property real zoom: 1                 // the table's scale, for the size of messages
    // function(ev) -> ms to wait before the next event; the default moves a card between zones.
    property var handler: null
    // function(ev) -> bool: the event may start while earlier cards are still in the air.
    property var overlaps: null
    // The card drawn while flying; created with from/to/fromWidth/toWidth/face/faceUp/flipOnTheWay/
    // duration/delay/cardKind and any extra properties fly() is given, and signalling landed().
    property Component flyer: defaultFlyer

    // Displayed zones, replaced (never mutated in place) so bindings follow them.
    property var zones: ({})              // name -> { count, faces: [face or ""] }, bottom first

    readonly property bool playing: d.playing

    // The displayed zones were re-read from the observation: a game resets its own state from it.
    signal synced()
    // reset() dropped everything that was playing.
    signal cleared()

    function enqueue(events: var): void {
        d.queue = d.queue.concat(events);
        if (!d.playing)
            d.playing = true;
        d.pump();
    }

    // Drops whatever is still playing and shows the observation as it is: the viewer changed (the
    // screen passed to another player, whose view must not be built from the previous one's events)
    // or a new game began. The session has already published the new view and waits for nothing,
    // so no animationsDone() here (a late one could release the next game's first animation).
    function reset(): void {
        d.generation += 1;
        d.queue = [];
        d.held = false;
        d.inFlight = 0;
        d.reserved = {};
        gapTimer.stop();
        if (stage) {
            const sprites = stage.children;
            for (let i = 0; i < sprites.length; ++i)
                sprites[i].destroy();
        }
        d.playing = false;
        cleared();
        sync();
    }

    function zoneCount(name: string): int {
        const z = zones[name];
        return z ? z.count : 0;
    }

    function zoneFaces(name: string): var {
        const z = zones[name];
        return z ? z.faces : [];
    }

    function topFace(name: string): string {
        const f = zoneFaces(name);
        return f.length > 0 ? f[f.length - 1] : "";
    }

    // Reads the displayed zones from the observation (nothing is playing).
    function sync(): void {
        const obs = observation;
        const z = {};
        const zl = obs && obs.zones ? obs.zones : [];
        for (let i = 0; i < zl.length; ++i) {
            const faces = [];
            const cards = zl[i].cards || [];
            for (let c = 0; c < cards.length; ++c)
                faces.push(cards[c].hidden ? "" : (cards[c].face || ""));
            z[zl[i].name] = { count: zl[i].count !== undefined ? zl[i].count : cards.length, faces: faces };
        }
        zones = z;
        synced();
    }

    // ---- Helpers for the game players ----------------------------------------------------------

    // The next event waiting in the queue, or null (e.g. to play a run of rotations together).
    function peek(): var {
        return d.queue.length > 0 ? d.queue[0] : null;
    }

    // Stops after the current event until release(): a screen waits for the player to go on.
    function hold(): void {
        d.held = true;
    }

    function release(): void {
        if (!d.held)
            return;
        d.held = false;
        d.pump();
    }

    // The displayed entry of a zone, created empty when unknown; change it, then publishZones().
    function zone(name: string): var {
        if (!zones[name])
            zones[name] = { count: 0, faces: [] };
        return zones[name];
    }

    function publishZones(): void {
        zones = Object.assign({}, zones);
    }

    function seatName(seat: int): string {
        return seat >= 0 && seat < seatNames.length ? seatNames[seat] : qsTr("Player %1").arg(seat + 1);
    }

    function where(zoneName: string, index: int): Item {
        return locate ? locate(zoneName, index) : null;
    }

    function point(item: Item): point {
        return item.mapToItem(stage, 0, 0);
    }

    function centre(item: Item): point {
        return item.mapToItem(stage, item.width / 2, item.height / 2);
    }

    // A message rising over `item` for `duration` ms.
    function say(item: Item, message: string, colour: color, big: bool, duration: int, badge: bool): void {
        if (!item || !stage)
            return;
        const c = centre(item);
        textComponent.createObject(stage, { x: c.x, y: c.y, text: message, color: colour, big: big,
                                            duration: duration, badge: badge === true, zoom: zoom });
    }

    // A card leaves ev.fromZone and lands on ev.toZone; the counts change as it leaves and lands.
    // `extra`: more properties for the flying card (e.g. its rotation; duration 0 lands it at once
    // without a flight). `onLanded`: called after
    // the landing has been counted, before the next event starts.
    // ev.fromIndex, when given, is the place of the card within its zone (a card on a row).
    function fly(ev: var, cardKind: string, flip: bool, delay: int, extra: var, onLanded: var): void {
        const from = where(ev.fromZone, ev.fromIndex !== undefined ? ev.fromIndex : -1);
        const landing = zone(ev.toZone).count + (d.reserved[ev.toZone] || 0);
        const to = where(ev.toZone, landing);
        const src = zone(ev.fromZone);
        src.count = Math.max(0, src.count - 1);
        if (src.faces.length > 0)
            src.faces = src.faces.slice(0, src.faces.length - 1);
        d.reserved[ev.toZone] = (d.reserved[ev.toZone] || 0) + 1;
        publishZones();
        const face = ev.face || "";
        const generation = d.generation;
        const land = () => {
            if (generation !== d.generation)
                return;
            const dst = zone(ev.toZone);
            dst.count += 1;
            dst.faces = dst.faces.concat([face]);
            d.reserved[ev.toZone] = Math.max(0, (d.reserved[ev.toZone] || 1) - 1);
            d.inFlight -= 1;
            publishZones();
            if (onLanded)
                onLanded();
            d.pump();
        };
        d.inFlight += 1;
        // No flight to show (the card is already where it lands, e.g. dropped there by hand).
        if (!from || !to || !stage || (extra && extra.duration === 0)) {
            land();
            return;
        }
        const props = Object.assign({
            from: point(from), to: point(to), fromWidth: from.width, toWidth: to.width,
            cardKind: cardKind, face: face, faceUp: !flip && face !== "", flipOnTheWay: flip && face !== "",
            duration: Theme.flyDuration, delay: delay
        }, extra || {});
        const sprite = flyer.createObject(stage, props);
        sprite.landed.connect(land);
    }

    // Decorative cards (a shuffle, cards tucked under the deck): counts are already updated.
    function drift(fromItem: Item, toItem: Item, cards: int, cardKind: string, extra: var): void {
        if (!fromItem || !toItem || !stage)
            return;
        for (let i = 0; i < cards; ++i) {
            flyer.createObject(stage, Object.assign({
                from: point(fromItem), to: point(toItem), fromWidth: fromItem.width, toWidth: toItem.width,
                cardKind: cardKind, faceUp: false, duration: Theme.shuffleDuration / 2,
                delay: i * Theme.shuffleDuration / 12
            }, extra || {}));
        }
    }

    onObservationChanged: {
        if (!d.playing)
            sync();
    }
    Component.onCompleted: sync()

    Timer {
        id: gapTimer
        onTriggered: d.pump()
    }

    Component {
        id: defaultFlyer
        FlyingCard {}
    }
    Component {
        id: textComponent
        FloatingText {}
    }

    QtObject {
        id: d

        property bool playing: false
        property bool held: false
        property var queue: []
        property int inFlight: 0
        property var reserved: ({})       // zone -> cards on their way to it
        property int generation: 0        // bumped by reset(): cards still flying then are stale

        function pump(): void {
            if (gapTimer.running || held)
                return;
            while (queue.length > 0) {
                const ev = queue[0];
                // Unless the game says so, an event waits until every flying card has landed.
                const together = player.overlaps ? player.overlaps(ev) : false;
                if (!together && inFlight > 0)
                    return;
                queue = queue.slice(1);
                const gap = player.handler ? player.handler(ev) : moveCard(ev);
                if (held)
                    return;
                if (gap > 0) {
                    gapTimer.interval = gap;
                    gapTimer.start();
                    return;
                }
            }
            if (inFlight === 0 && playing) {
                playing = false;
                Session.animationsDone();
                player.sync();
            }
        }

        function moveCard(ev: var): int {
            if (ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone) {
                player.fly(ev, "", false, 0, null, null);
                return Theme.flyDuration * 0.55;
            }
            return 0;
        }
    }
}
