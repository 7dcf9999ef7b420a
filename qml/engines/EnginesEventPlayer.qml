import QtQuick
import GrudgeMatch

// Engines of Vengeance's event player. On top of the generic zone counts it keeps the cards of both
// hands and both Active Areas as rows (uid, face, end up, angle), so a card stays the same item
// while it turns a quarter, flips to its other end or is used; the match layer (Act, wins, roles);
// and the end-of-Act screen, during which the queue waits for the player to go on.
EventPlayer {
    id: player

    // Rows {key, uid, face, end, angle, hidden, taken}, by zone name.
    readonly property ListModel hand0: ListModel {}
    readonly property ListModel hand1: ListModel {}
    readonly property ListModel active0: ListModel {}
    readonly property ListModel active1: ListModel {}

    // The match as shown so far: {act, acts, wins: [..], roles: [..], results: [..]}.
    property var match: ({ act: 1, acts: 1, wins: [0, 0], roles: ["", ""], results: [] })
    property int turnSeat: -1
    property var topEnds: ({})            // pile zone name -> end up of its top card
    // The Act that just ended while its screen is up (the queue waits): {act, winners, shared,
    // reason, text, nextVigilante}; null otherwise.
    property var actOver: null
    property int usingUid: -1             // the card whose action is being shown
    // A card the viewer dropped on their Active Area: its play event needs no flight.
    property int droppedUid: -1

    // How long the end-of-Act screen stays when nobody has to click (all seats are bots), in ms.
    property int actScreenAutoMs: 0

    signal scored(int seat)
    signal shuffled(int seat)

    function list(zoneName: string): ListModel {
        switch (zoneName) {
        case "p0.hand":
            return hand0;
        case "p1.hand":
            return hand1;
        case "p0.active":
            return active0;
        case "p1.active":
            return active1;
        }
        return null;
    }

    // Goes on after the end-of-Act screen.
    function continueAfterAct(): void {
        if (actOver === null)
            return;
        actOver = null;
        autoContinue.stop();
        release();
    }

    function indexOfUid(model: ListModel, uid: int): int {
        for (let i = 0; model && i < model.count; ++i)
            if (model.get(i).uid === uid)
                return i;
        return -1;
    }

    function row(card: var, index: int): var {
        const hidden = !!card.hidden || card.face === undefined || card.face === "";
        return {
            key: hidden ? "h" + index : "u" + card.uid,
            uid: hidden ? -1 : card.uid,
            face: hidden ? "" : card.face,
            end: card.end || 0,
            angle: card.angle || 0,
            hidden: hidden,
            taken: !!card.taken
        };
    }

    handler: ev => k.start(ev)
    onCleared: {
        actOver = null;
        autoContinue.stop();
        usingUid = -1;
        droppedUid = -1;
    }
    onSynced: k.sync()

    Timer {
        id: autoContinue
        interval: player.actScreenAutoMs
        onTriggered: player.continueAfterAct()
    }

    Component {
        id: enginesFlyer
        FlyingCard {}
    }
    flyer: enginesFlyer

    QtObject {
        id: k

        property string lastActEnd: ""        // why the Act ended, told on the end-of-Act screen

        // Puts `rows` into `model` with the fewest changes, so a card that stays keeps its item
        // (and a changed angle or end animates on it).
        function syncList(model: ListModel, rows: var): void {
            for (let i = 0; i < model.count;) {
                const key = model.get(i).key;
                if (rows.some(r => r.key === key))
                    ++i;
                else
                    model.remove(i);
            }
            for (let i = 0; i < rows.length; ++i) {
                let at = -1;
                for (let j = i; j < model.count; ++j) {
                    if (model.get(j).key === rows[i].key) {
                        at = j;
                        break;
                    }
                }
                if (at < 0) {
                    model.insert(i, rows[i]);
                } else {
                    if (at !== i)
                        model.move(at, i, 1);
                    model.set(i, rows[i]);
                }
            }
        }

        function sync(): void {
            const obs = player.observation;
            const zl = obs && obs.zones ? obs.zones : [];
            const ends = {};
            for (let i = 0; i < zl.length; ++i) {
                const cards = zl[i].cards || [];
                const model = player.list(zl[i].name);
                if (model)
                    syncList(model, cards.map((c, n) => player.row(c, n)));
                else if (cards.length > 0)
                    ends[zl[i].name] = cards[cards.length - 1].end || 0;
            }
            player.topEnds = ends;
            player.turnSeat = obs && obs.turnSeat !== undefined ? obs.turnSeat : -1;
            player.match = matchOf(obs);
            player.usingUid = -1;
            player.droppedUid = -1;
        }

        // The match layer of an observation; a single Act shows as "Act 1 of 1".
        function matchOf(obs: var): var {
            const pl = obs && obs.players ? obs.players : [];
            const roles = pl.map(p => p.role || "");
            const m = obs ? obs.match : null;
            if (!m)
                return { act: 1, acts: 1, winsNeeded: 1, wins: [0, 0], roles: roles, results: [], over: false };
            return { act: m.act, acts: m.acts, winsNeeded: m.winsNeeded, wins: m.wins,
                     roles: m.roles && m.roles.length > 0 ? m.roles : roles, results: m.results || [],
                     over: !!m.over };
        }

        function seatOf(zoneName: string): int {
            return Number(zoneName.substring(1, zoneName.indexOf(".")));
        }

        // Takes the card out of the row it is displayed in; returns the row (or null).
        function takeRow(zoneName: string, uid: int): var {
            const model = player.list(zoneName);
            if (!model)
                return null;
            let at = uid >= 0 ? player.indexOfUid(model, uid) : -1;
            if (at < 0 && zoneName.endsWith(".hand")) {
                // A card the viewer cannot see: the last hidden one of that hand.
                for (let i = 0; i < model.count; ++i)
                    if (model.get(i).hidden)
                        at = i;
            }
            if (at < 0)
                return null;
            const r = Object.assign({}, model.get(at));
            r.index = at;
            model.remove(at);
            return r;
        }

        // Adds a card to the end of a row once it has landed.
        function putRow(zoneName: string, r: var): void {
            const model = player.list(zoneName);
            if (!model)
                return;
            const at = model.count;
            const fixed = Object.assign({}, r);
            delete fixed.index;
            if (fixed.hidden)
                fixed.key = "h" + at + "-" + Date.now();
            model.append(fixed);
        }

        function setRow(uid: int, changes: var): bool {
            for (const model of [player.active0, player.active1, player.hand0, player.hand1]) {
                const at = player.indexOfUid(model, uid);
                if (at >= 0) {
                    for (const key in changes)
                        model.setProperty(at, key, changes[key]);
                    return true;
                }
            }
            return false;
        }

        function rowOf(uid: int): var {
            for (const model of [player.active0, player.active1, player.hand0, player.hand1]) {
                const at = player.indexOfUid(model, uid);
                if (at >= 0)
                    return model.get(at);
            }
            return null;
        }

        // A card moves from one zone to another: out of its row at once, into the new row (or onto
        // a pile) when it lands.
        function move(ev: var, toAngle: int, end: int): int {
            const hidden = (ev.face || "") === "";
            const fromIndex = player.list(ev.fromZone) ? (() => {
                const model = player.list(ev.fromZone);
                const at = player.indexOfUid(model, ev.card);
                if (at >= 0)
                    return at;
                // A card the viewer cannot see: the last hidden one.
                let hiddenAt = -1;
                for (let i = 0; i < model.count; ++i)
                    if (model.get(i).hidden)
                        hiddenAt = i;
                return hiddenAt;
            })() : -1;
            const before = fromIndex >= 0 ? player.list(ev.fromZone).get(fromIndex) : null;
            const fromAngle = before ? before.angle : 0;
            const cardEnd = end >= 0 ? end : before ? before.end : 0;
            const r = {
                key: hidden ? "h" : "u" + ev.card, uid: hidden ? -1 : ev.card, face: ev.face || "",
                end: cardEnd, angle: toAngle, hidden: hidden, taken: before ? before.taken : false
            };
            const flight = Object.assign({}, ev, { fromIndex: fromIndex });
            const skipFlight = ev.kind === "play" && ev.card >= 0 && ev.card === player.droppedUid;
            const landed = () => {
                if (player.list(ev.toZone))
                    putRow(ev.toZone, r);
                else {
                    const ends = Object.assign({}, player.topEnds);
                    ends[ev.toZone] = cardEnd;
                    player.topEnds = ends;
                }
                if (ev.toZone.endsWith(".score"))
                    player.scored(seatOf(ev.toZone));
            };
            const extra = { endUp: cardEnd, fromTurn: fromAngle, toTurn: toAngle };
            if (skipFlight) {
                player.droppedUid = -1;
                // The flight is instant: the card is already where it was dropped.
                extra.duration = 0;
            }
            player.fly(flight, "", false, 0, extra, landed);
            if (fromIndex >= 0)
                player.list(ev.fromZone).remove(fromIndex);
            return skipFlight ? 0 : Theme.flyDuration * 0.6;
        }

        // The rotations of one end of turn play together: wait only after the last of a run.
        function together(kind: string, duration: int): int {
            const next = player.peek();
            return next && next.kind === kind ? 0 : duration;
        }

        function start(ev: var): int {
            const s = ev.seat;
            switch (ev.kind) {
            case "play":
                return move(ev, 0, ev.amount);
            case "draw":
                return move(ev, 0, 0);
            case "discard":
                return move(ev, 0, -1);
            case "take":
                return move(ev, ev.amount, -1);
            case "exhaust":
                return move(ev, 0, -1);
            case "score": {
                // Already on its way by an exhaust or another move: only the count is news.
                if (ev.fromZone && ev.fromZone !== ev.toZone && rowOf(ev.card) !== null)
                    return move(ev, 0, -1);
                player.scored(s);
                return Theme.pauseDuration;
            }
            case "shuffle": {
                const discard = player.zone("p" + s + ".discard");
                const deck = player.zone("p" + s + ".deck");
                const moved = discard.count;
                discard.count = 0;
                discard.faces = [];
                // The engine counts the cards shuffled into the deck (it was empty).
                deck.count = ev.amount;
                player.drift(player.where("p" + s + ".discard", -1), player.where("p" + s + ".deck", -1),
                             Math.min(moved, 6), "", null);
                player.publishZones();
                player.shuffled(s);
                return Theme.shuffleDuration;
            }
            case "use":
                player.usingUid = ev.card;
                player.say(cardItem(ev.card), ev.text, Theme.gold, false, Theme.hitDuration, false);
                return Theme.hitDuration;
            case "rotate":
            case "unrotate":
            case "reset":
                setRow(ev.card, { angle: ev.amount });
                return together(ev.kind, Theme.rotateDuration + 60);
            case "flip":
                setRow(ev.card, { end: ev.amount });
                return Theme.flipDuration * 2 + 60;
            case "turn":
                player.turnSeat = s;
                player.usingUid = -1;
                return 0;
            case "act_end":
                lastActEnd = ev.text;
                player.say(player.where("p" + Math.max(0, s) + ".score", -1), ev.text, Theme.gold, true,
                           Theme.bannerDuration, false);
                return Theme.bannerDuration;
            case "act_over": {
                // The engine gives the match score after this Act: "1-0".
                const m = Object.assign({}, player.match);
                const shared = ev.args && ev.args[1] === "shared";
                if (ev.args && ev.args.length > 2)
                    m.wins = ev.args[2].split("-").map(Number);
                player.match = m;
                // The last Act's end is told by the end-of-match screen.
                const next = player.peek();
                if (next && next.kind === "match_over")
                    return Theme.pauseDuration;
                player.actOver = { act: ev.amount, winner: s, shared: shared,
                                   draw: ev.args && ev.args[1] === "draw", text: lastActEnd !== "" ? lastActEnd : ev.text,
                                   nextVigilante: next && next.kind === "act_start" ? next.seat : -1,
                                   nextAct: next && next.kind === "act_start" ? next.amount : -1 };
                player.hold();
                if (player.actScreenAutoMs > 0)
                    autoContinue.restart();
                return 0;
            }
            case "act_start":
            case "match_over":
                return 0;
            default:
                if (ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone)
                    return move(ev, 0, -1);
                return 0;
            }
        }

        function cardItem(uid: int): Item {
            for (const zone of ["p0.active", "p1.active", "p0.hand", "p1.hand"]) {
                const model = player.list(zone);
                const at = player.indexOfUid(model, uid);
                if (at >= 0)
                    return player.where(zone, at);
            }
            return null;
        }
    }
}
