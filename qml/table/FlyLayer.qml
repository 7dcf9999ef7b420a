import QtQuick
import GrudgeMatch

// The table's animations of the C++ event player (layer.frame.view.player): before an event it notes where
// the moving card is drawn (the card with the event's uid in the zone it leaves, else that zone's
// top card); once the models show the event, it hides the card at its new place, flies a copy
// there (turning it over when it becomes visible on the way) and shows the card on landing. The
// frame's zones are found by id (TableFrame.registerZone); a zone the table does not draw may have
// a stand-in item (an opponent's hand: their panel).
//
// Helpers for a game's cue(event): fly(), say() (a message rising over a zone), drift()
// (decorative cards, e.g. a shuffle) and anchorOf() (where a zone or its card is drawn).
Item {
    id: layer

    required property Item frame
    // A flight lasts its event's time (layer.frame.view.player.stepMs) divided by this share, so the card
    // lands while the next event starts; never longer than Theme.flyDuration.
    property real overlap: 0.6

    property var source: null             // what stepStarting noted for the event being shown
    property var held: []                 // [{zone, item}] hidden until their card lands

    // The card drawn for the moving card of `ev` in `zoneId` (by uid, else the top or last card).
    function cardIn(zoneId: string, uid: int): Item {
        const view = frame.zoneView(zoneId);
        if (!view)
            return null;
        const item = view.itemForUid(uid);
        return item ? item : view.itemAt(view.count - 1);
    }

    // Where a card of `zoneId` is drawn: its card, an empty place, or the zone's stand-in.
    function anchorOf(zoneId: string, uid: int): Item {
        const item = cardIn(zoneId, uid);
        if (item)
            return item;
        const view = frame.zoneView(zoneId);
        return view ? view.placeholder() : frame.zoneItem(zoneId);
    }

    function note(ev: var): var {
        const item = anchorOf(ev.fromZone, ev.card);
        if (!item)
            return null;
        const p = item.mapToItem(layer, 0, 0);
        const isCard = item.face !== undefined && item.showingFront !== undefined;
        const fromView = frame.zoneView(ev.fromZone);
        const toView = frame.zoneView(ev.toZone);
        return { x: p.x, y: p.y, width: item.width, height: item.height, card: isCard,
                 face: isCard ? item.face : "", up: isCard && item.showingFront, turn: isCard ? item.turn : 0,
                 fromCount: fromView ? fromView.count : -1, toCount: toView ? toView.count : -1 };
    }

    // Flies the card of `ev` (fromZone -> toZone) from where stepStarting saw it; `options`:
    // { duration, delay }. Nothing flies while the player shows events at once.
    function fly(ev: var, options: var): void {
        if (layer.frame.view.player.instant)
            return;
        const from = layer.source;
        const view = frame.zoneView(ev.toZone);
        const target = cardIn(ev.toZone, ev.card);
        const to = target ? target : anchorOf(ev.toZone, ev.card);
        const o = options || {};
        if (!from || !to)
            return;
        // Nothing moved that the table shows (e.g. a choice already drawn in its place while it
        // waited for the engine to take it; from a zone drawn only as a stand-in, such as another
        // player's hand, the place it lands tells).
        const fromView = frame.zoneView(ev.fromZone);
        if (view && view.count === from.toCount && (!fromView || fromView.count === from.fromCount))
            return;
        const p = to.mapToItem(layer, 0, 0);
        const landingUp = target ? target.showingFront : false;
        const width = from.card ? from.width : to.width;
        const face = target && target.face !== "" ? target.face : from.face !== "" ? from.face : (ev.face || "");
        const step = layer.frame.view.player.stepMs;
        const duration = o.duration !== undefined ? o.duration
                       : step > 0 ? Math.min(Theme.flyDuration, Math.round(step / overlap)) : Theme.flyDuration;
        const sprite = flyer.createObject(layer, {
            from: Qt.point(from.card ? from.x : from.x + (from.width - width) / 2, from.card ? from.y : from.y + (from.height - width * Theme.cardRatio) / 2),
            to: Qt.point(p.x, p.y), fromWidth: width, toWidth: to.width,
            fromTurn: from.turn, toTurn: target ? target.turn : 0,
            gameId: layer.frame.view.gameId, face: face, back: target ? target.back : "", faceUp: from.up && face !== "",
            flipOnTheWay: !from.up && landingUp, duration: duration, delay: o.delay || 0
        });
        if (target && view) {
            view.hold(target, true);
            held = held.concat([{ zone: view, item: target }]);
            sprite.landed.connect(() => layer.land(view, target));
        }
    }

    function land(view: Item, item: Item): void {
        held = held.filter(h => h.item !== item);
        if (view && item)
            view.hold(item, false);
    }

    // A message about a zone (or an item) for `duration` ms: just above it, or below it where the
    // table has no room above, rising away from it, so it never covers what it speaks of (a
    // panel's figures, a pile and its caption), and where the table has room, none of its other
    // text either (FreeRoom). It is drawn on an opaque backing, so what it may lie over for its
    // moment does not make it hard to read.
    function say(where: var, message: string, colour: color, big: bool, duration: int, badge: bool): void {
        if (layer.frame.view.player.instant)
            return;
        const item = typeof where === "string" ? anchorOf(where, -1) : where;
        if (!item)
            return;
        const avoid = typeof where === "string" ? frame.zoneView(where) || item : item;
        const c = item.mapToItem(layer, item.width / 2, 0);
        const from = avoid.mapToItem(layer, 0, 0).y;
        // Messages still up about the same thing: the new one stands beyond them, not on them.
        const span = FreeRoom.span(layer, avoid, from, from + avoid.height);
        const top = span.top;
        const bottom = span.bottom;
        // (Not over the table's bar: the room above starts at the game's layout.)
        const ceiling = frame.layoutArea ? frame.layoutArea.mapToItem(layer, 0, 0).y : 0;
        const popup = textComponent.createObject(layer, { x: c.x, spot: avoid, ceiling: ceiling, clearTop: top, clearBottom: bottom,
                                                          text: message, color: colour, big: big, duration: duration, badge: badge,
                                                          zoom: frame.zoom });
        // Beside it where that covers no other text of the table: at its size, else a little
        // smaller (a banner is large), else where it first stood.
        const scales = [1, 0.8, 0.65];
        const firstBelow = popup.below;
        const sizes = scales.map(scale => {
            popup.zoom = frame.zoom * scale;
            return Qt.size(popup.size.width, popup.size.height);  // (a copy, not the property)
        });
        const left = avoid.mapToItem(layer, 0, 0).x;
        const spot = FreeRoom.place(frame, layer, popup, sizes, Qt.rect(left, top, avoid.width, bottom - top), c.x,
                                    ceiling, popup.readRise, firstBelow);
        popup.zoom = frame.zoom * (spot.size !== undefined ? scales[spot.size] : 1);
        if (spot.x !== undefined) {
            popup.x = spot.x;
            popup.downward = spot.below;
            popup.centreY = spot.y;
        }
    }

    // `cards` decorative backs flying from one zone to another (the counts are already shown).
    function drift(fromZone: string, toZone: string, cards: int, back: string): void {
        if (layer.frame.view.player.instant)
            return;
        const a = anchorOf(fromZone, -1);
        const b = anchorOf(toZone, -1);
        if (!a || !b)
            return;
        const pa = a.mapToItem(layer, 0, 0);
        const pb = b.mapToItem(layer, 0, 0);
        for (let i = 0; i < cards; ++i)
            flyer.createObject(layer, { gameId: layer.frame.view.gameId, from: pa, to: pb, fromWidth: a.width, toWidth: b.width, back: back,
                                        faceUp: false, duration: Theme.shuffleDuration / 2,
                                        delay: i * Theme.shuffleDuration / 12 });
    }

    // Drops every sprite and shows every held card (the player skipped or was cleared).
    function clear(): void {
        FreeRoom.destroyChildren(layer);
        for (let h = 0; h < held.length; ++h)
            if (held[h].zone && held[h].item)
                held[h].zone.hold(held[h].item, false);
        held = [];
        source = null;
    }

    Connections {
        target: layer.frame.view.player
        function onStepStarting(ev: var): void {
            layer.source = ev.fromZone && ev.toZone ? layer.note(ev) : null;
        }
        function onStepShown(ev: var): void {
            const handled = layer.frame.cue ? layer.frame.cue(ev) === true : false;
            if (!handled && ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone)
                layer.fly(ev, null);
        }
        function onCleared(): void {
            layer.clear();
        }
        function onSkipped(): void {
            layer.clear();
        }
    }

    Component {
        id: flyer
        FlyingCard {}
    }
    Component {
        id: textComponent
        FloatingText {}
    }
}
