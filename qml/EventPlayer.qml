import QtQuick
import GrudgeMatch

// Plays the events of each applied action (Session.eventsReady) one after another and keeps the
// table's displayed state (zone counts, play slots, fighters' counters) in step with what has been
// shown so far. The session holds its new observation back until animationsDone(); when the queue
// is empty the player calls it and re-reads the observation, so both always end up equal.
//
// No rule is decided here: every number comes from an event or from the observation.
Item {
    id: player

    property var observation: ({})
    property Item stage: null             // where flying cards and messages are drawn
    property var locate: null             // function(zoneName, index) -> Item on the table
    property var seatNames: []            // display name of each seat
    property real zoom: 1                 // the table's scale, for the size of messages

    // Displayed state; each property is replaced (never mutated in place) so bindings follow it.
    property var zones: ({})              // name -> { count, faces: [face or ""] }, bottom first
    property var fighters: []             // per seat { damageThisTurn, totalDamage, momentum, committed, knockedDown }
    property var slots: []                // per seat { has, face, faceUp, faded }
    property var revealActive: [false, false]
    property var revealCounts: [0, 0]     // cards turned in the running knockdown, per seat
    property var activeSeats: []          // seats whose card resolves in the step being shown
    property var stepLines: []            // [{ text, kind, seat }] of the turn being shown

    readonly property bool playing: d.playing

    signal hitLanded(int defender, int amount)
    signal shuffled(int seat)

    function enqueue(events: var): void {
        d.queue = d.queue.concat(events);
        if (!d.playing) {
            d.playing = true;
        }
        d.pump();
    }

    // Drops whatever is still playing and shows the observation as it is: the viewer changed (the
    // screen passed to another player, whose view must not be built from the previous one's events)
    // or a new game began. The session has already published the new view and waits for nothing,
    // so no animationsDone() here (a late one could release the next game's first animation).
    function reset(): void {
        d.generation += 1;
        d.queue = [];
        d.inFlight = 0;
        d.reserved = {};
        gapTimer.stop();
        if (stage) {
            const sprites = stage.children;
            for (let i = 0; i < sprites.length; ++i)
                sprites[i].destroy();
        }
        d.playing = false;
        d.linesTurn = -1;
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

    function fighter(seat: int): var {
        return seat >= 0 && seat < fighters.length ? fighters[seat]
                                                   : { damageThisTurn: 0, totalDamage: 0, momentum: 0, committed: false, knockedDown: false };
    }

    function slot(seat: int): var {
        return seat >= 0 && seat < slots.length ? slots[seat] : { has: false, face: "", faceUp: false, faded: false };
    }

    // Reads the displayed state from the observation (nothing is playing).
    function sync(): void {
        const obs = observation;
        const z = {};
        const zl = obs && obs.zones ? obs.zones : [];
        for (let i = 0; i < zl.length; ++i) {
            const faces = [];
            const cards = zl[i].cards || [];
            for (let c = 0; c < cards.length; ++c)
                faces.push(cards[c].hidden ? "" : (cards[c].face || ""));
            z[zl[i].name] = { count: zl[i].count, faces: faces };
        }
        const pl = obs && obs.players ? obs.players : [];
        const f = [];
        const s = [];
        const last = obs ? obs.lastTurn : null;
        for (let p = 0; p < pl.length; ++p) {
            f.push({
                damageThisTurn: pl[p].damageThisTurn || 0,
                totalDamage: pl[p].totalDamage || 0,
                momentum: pl[p].momentum || 0,
                committed: !!pl[p].committed,
                knockedDown: !!pl[p].knockedDownThisTurn
            });
            const play = z["p" + p + ".play"];
            if (play && play.count > 0)
                s.push({ has: true, face: play.faces[0], faceUp: play.faces[0] !== "", faded: false });
            else if (last && last.cards && p < last.cards.length)
                s.push({ has: true, face: last.cards[p].id, faceUp: true, faded: true });
            else
                s.push({ has: false, face: "", faceUp: false, faded: false });
        }
        zones = z;
        fighters = f;
        slots = s;
        revealActive = [false, false];
        revealCounts = [0, 0];
        activeSeats = [];
        if (last && d.linesTurn !== last.turn) {
            d.linesTurn = last.turn;
            stepLines = d.summaryLines(last);
        } else if (!last) {
            d.linesTurn = 0;
            stepLines = [];
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
        id: flyerComponent
        FlyingCard {}
    }
    Component {
        id: textComponent
        FloatingText {}
    }

    QtObject {
        id: d

        property bool playing: false
        property var queue: []
        property int inFlight: 0
        property var reserved: ({})       // zone -> cards on their way to it
        property int linesTurn: -1
        property int generation: 0        // bumped by reset(): cards still flying then are stale

        function pump(): void {
            if (gapTimer.running)
                return;
            while (queue.length > 0) {
                const ev = queue[0];
                // Only reveals overlap; anything else waits until every flying card has landed.
                const overlaps = ev.kind === "stamina_reveal" || ev.kind === "knockdown_reveal";
                if (!overlaps && inFlight > 0)
                    return;
                queue = queue.slice(1);
                const gap = start(ev);
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

        function zone(name: string): var {
            if (!player.zones[name])
                player.zones[name] = { count: 0, faces: [] };
            return player.zones[name];
        }

        function publish(): void {
            player.zones = Object.assign({}, player.zones);
            player.fighters = player.fighters.slice();
            player.slots = player.slots.slice();
        }

        function setFighter(seat: int, changes: var): void {
            if (seat < 0 || seat >= player.fighters.length)
                return;
            player.fighters[seat] = Object.assign({}, player.fighters[seat], changes);
        }

        function setSlot(seat: int, changes: var): void {
            if (seat < 0 || seat >= player.slots.length)
                return;
            player.slots[seat] = Object.assign({}, player.slots[seat], changes);
        }

        function addLine(ev: var): void {
            player.stepLines = player.stepLines.concat([{ text: ev.text, kind: ev.kind, seat: ev.seat }]);
        }

        function name(seat: int): string {
            return seat >= 0 && seat < player.seatNames.length ? player.seatNames[seat] : qsTr("Player %1").arg(seat + 1);
        }

        function summaryLines(last: var): var {
            const lines = [];
            const steps = last.steps || [];
            for (let i = 0; i < steps.length; ++i) {
                const st = steps[i];
                const who = [];
                for (let k = 0; k < st.seats.length; ++k) {
                    const seat = st.seats[k];
                    who.push(qsTr("%1 (%2)").arg(last.cards[seat].name).arg(name(seat)));
                }
                const label = st.speed === "instant" ? qsTr("INSTANT") : qsTr("Speed %1").arg(st.speed);
                lines.push({ text: qsTr("%1: %2").arg(label).arg(who.join(", ")), kind: "step", seat: -1 });
                for (let h = 0; h < st.hits.length; ++h) {
                    const hit = st.hits[h];
                    lines.push({ text: qsTr("%1 deals %2 damage to %3.").arg(last.cards[hit.attacker].name)
                                                                                  .arg(hit.amount).arg(name(hit.defender)),
                                 kind: "hit", seat: hit.attacker });
                }
            }
            return lines;
        }

        function point(item: Item): point {
            return item.mapToItem(player.stage, 0, 0);
        }

        function centre(item: Item): point {
            return item.mapToItem(player.stage, item.width / 2, item.height / 2);
        }

        function say(item: Item, message: string, colour: color, big: bool, duration: int, badge: bool): void {
            if (!item || !player.stage)
                return;
            const c = centre(item);
            textComponent.createObject(player.stage, { x: c.x, y: c.y, text: message, color: colour, big: big,
                                                       duration: duration, badge: badge === true, zoom: player.zoom });
        }

        function where(zoneName: string, index: int): Item {
            return player.locate ? player.locate(zoneName, index) : null;
        }

        // A card leaves one zone and lands on another; the counts change as it leaves and lands.
        function fly(ev: var, cardKind: string, flip: bool, delay: int): void {
            const from = where(ev.fromZone, -1);
            const landing = zone(ev.toZone).count + (reserved[ev.toZone] || 0);
            const to = where(ev.toZone, landing);
            const src = zone(ev.fromZone);
            src.count = Math.max(0, src.count - 1);
            if (src.faces.length > 0)
                src.faces = src.faces.slice(0, src.faces.length - 1);
            reserved[ev.toZone] = (reserved[ev.toZone] || 0) + 1;
            publish();
            const face = ev.face || "";
            const generation = d.generation;
            const land = () => {
                if (generation !== d.generation)
                    return;
                const dst = zone(ev.toZone);
                dst.count += 1;
                dst.faces = dst.faces.concat([face]);
                reserved[ev.toZone] = Math.max(0, (reserved[ev.toZone] || 1) - 1);
                inFlight -= 1;
                publish();
                pump();
            };
            inFlight += 1;
            if (!from || !to || !player.stage) {
                land();
                return;
            }
            const flyer = flyerComponent.createObject(player.stage, {
                from: point(from), to: point(to), fromWidth: from.width, toWidth: to.width,
                cardKind: cardKind, face: face, faceUp: !flip && face !== "", flipOnTheWay: flip && face !== "",
                duration: Theme.flyDuration, delay: delay
            });
            flyer.landed.connect(land);
        }

        // Decorative cards (a shuffle, cards tucked under the deck): counts are already updated.
        function drift(fromItem: Item, toItem: Item, cards: int, cardKind: string): void {
            if (!fromItem || !toItem || !player.stage)
                return;
            for (let i = 0; i < cards; ++i) {
                flyerComponent.createObject(player.stage, {
                    from: point(fromItem), to: point(toItem), fromWidth: fromItem.width, toWidth: toItem.width,
                    cardKind: cardKind, faceUp: false, duration: Theme.shuffleDuration / 2,
                    delay: i * Theme.shuffleDuration / 12
                });
            }
        }

        function startTurn(): void {
            for (let s = 0; s < player.fighters.length; ++s)
                setFighter(s, { damageThisTurn: 0, knockedDown: false });
            player.stepLines = [];
            linesTurn = player.observation && player.observation.turn ? player.observation.turn : -1;
        }

        // Shows one event; returns how long to wait before the next one starts (ms).
        function start(ev: var): int {
            const s = ev.seat;
            const prefix = "p" + s + ".";
            switch (ev.kind) {
            case "commit":
                setSlot(s, { has: true, face: ev.face || "", faceUp: (ev.face || "") !== "", faded: false });
                setFighter(s, { committed: true });
                publish();
                return Theme.pauseDuration;
            case "reveal_action":
                if (s === 0)
                    startTurn();
                setSlot(s, { has: true, face: ev.face || "", faceUp: true, faded: false });
                publish();
                return s === 0 ? Theme.flipDuration / 3 : Theme.revealDuration;
            case "step":
                player.activeSeats = s < 0 ? [0, 1] : [s];
                addLine(ev);
                return Theme.stepDuration;
            case "hit": {
                const defender = 1 - s;
                const def = player.fighter(defender);
                setFighter(defender, { damageThisTurn: def.damageThisTurn + ev.amount, totalDamage: def.totalDamage + ev.amount });
                if (ev.amount > 0)
                    setFighter(s, { momentum: 0 });
                publish();
                addLine(ev);
                player.hitLanded(defender, ev.amount);
                say(where("p" + defender + ".play", -1), ev.amount > 0 ? "−" + ev.amount : qsTr("no damage"),
                    ev.amount > 0 ? "white" : Theme.textDim, false, Theme.hitDuration, ev.amount > 0);
                return Theme.hitDuration;
            }
            case "momentum":
                setFighter(s, { momentum: ev.amount });
                publish();
                addLine(ev);
                say(where(prefix + "panel", -1), qsTr("+%1 momentum").arg(ev.args && ev.args.length > 1 ? ev.args[1] : ev.amount),
                    Theme.gold, false, Theme.hitDuration, false);
                return Theme.pauseDuration;
            case "knockdown_reveal":
                player.revealCounts = s === 0 ? [ev.amount, player.revealCounts[1]] : [player.revealCounts[0], ev.amount];
                fly(ev, "stamina", true, 0);
                return Theme.flyDuration * 0.55;
            case "stamina_reveal":
                fly(ev, "stamina", true, 0);
                return Theme.flyDuration * 0.55;
            case "unstable_pile":
                addLine(ev);
                return Theme.pauseDuration;
            case "knockdown":
                setFighter(s, { knockedDown: true });
                player.revealActive = s === 0 ? [true, player.revealActive[1]] : [player.revealActive[0], true];
                player.revealCounts = s === 0 ? [0, player.revealCounts[1]] : [player.revealCounts[0], 0];
                publish();
                addLine(ev);
                say(where(prefix + "stamina", -1), qsTr("KNOCKDOWN!"), Theme.danger, true, Theme.bannerDuration, false);
                return Theme.bannerDuration;
            case "to_bottom":
                drift(where(prefix + "stamina", -1), where(prefix + "stamina", -1), Math.min(ev.amount, 4), "stamina");
                say(where(prefix + "stamina", -1), qsTr("%1 to the bottom").arg(ev.amount), Theme.text, false, Theme.flyDuration * 2, false);
                return Theme.flyDuration;
            case "rally":
                addLine(ev);
                say(where(prefix + "revealing", Math.max(0, zone(prefix + "revealing").count - 1)), qsTr("RALLY!"), Theme.good, true, Theme.bannerDuration, false);
                return Theme.bannerDuration * 0.7;
            case "shuffle": {
                const discard = zone(prefix + "discard");
                const stamina = zone(prefix + "stamina");
                const moved = discard.count;
                discard.count = 0;
                discard.faces = [];
                stamina.count += moved;
                drift(where(prefix + "discard", -1), where(prefix + "stamina", -1), Math.min(moved, 6), "stamina");
                publish();
                player.shuffled(s);
                addLine(ev);
                return Theme.shuffleDuration;
            }
            case "revealed_to_discard": {
                const faces = zone(prefix + "revealing").faces;
                for (let i = faces.length - 1; i >= 0; --i)
                    fly({ fromZone: prefix + "revealing", toZone: prefix + "discard", face: faces[i] }, "stamina", false,
                        (faces.length - 1 - i) * Theme.flyDuration / 6);
                player.revealActive = s === 0 ? [false, player.revealActive[1]] : [player.revealActive[0], false];
                return Theme.pauseDuration;
            }
            case "return":
                setSlot(s, { faded: true });
                setFighter(s, { committed: false });
                player.activeSeats = [];
                publish();
                return 0;
            case "loss":
                addLine(ev);
                say(where(prefix + "play", -1), ev.text, Theme.danger, false, Theme.bannerDuration, false);
                return Theme.bannerDuration;
            case "result":
                addLine(ev);
                return Theme.pauseDuration;
            default:
                if (ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone) {
                    fly(ev, "stamina", false, 0);
                    return Theme.flyDuration * 0.55;
                }
                return 0;
            }
        }
    }
}
