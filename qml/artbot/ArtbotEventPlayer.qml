import QtQuick
import GrudgeMatch

// Artbot's event player. On top of the generic zone counts and faces it keeps what the middle of
// the table shows (the card being played, its target, the Rarity Points revealed so far and the
// damage arithmetic), who is out and in which place, the HP of each seat as the cards move, and
// the Glitch pool. Every number comes from an event or from the observation; no rule is decided here.
EventPlayer {
    id: player

    property int turnSeat: -1
    // The card being resolved: {seat, face, name, power, points, target, whatFor, rp, net, cards,
    // revealed} (net is null until the damage is known; cards: what the net gives, from the
    // engine); null between turns.
    property var action: null
    // seat -> place, for the seats that are out.
    property var places: ({})
    // Cards shown so far, by face: {name, power, points, rp, rarity} (from the observation and the
    // events), for the Rarity Points of revealed cards and the captions.
    property var faceInfo: ({})
    // While a Glitch gathers, shuffles and deals, each seat's HP stays as it was before it.
    property var frozenHp: null
    // The seat whose Active Deck is shown as the hand (the viewer): its cards are moved by face.
    property int handSeat: 0
    // seat -> cards in the air between two of its own zones that count for HP (a revealed card on
    // its way), so HP does not blink while they fly.
    property var transit: ({})

    // A seat was hit, healed, robbed, ... : the table pulses its panel ("hit", "heal", "steal",
    // "target", "out").
    signal seatPulse(int seat, string what)
    // The Glitch pool is being shuffled.
    signal poolShuffled()

    function hp(seat: int): int {
        if (places[seat] !== undefined)
            return 0;
        if (frozenHp && frozenHp[seat] !== undefined)
            return frozenHp[seat];
        const p = "p" + seat + ".";
        return 10 * (zoneCount(p + "active") + zoneCount(p + "inactive") + zoneCount(p + "revealed")
                     + zoneCount(p + "played") + (transit[seat] || 0));
    }

    // The seat whose revealed cards lie in the middle (-1 none).
    function revealSeat(): int {
        for (const name in zones)
            if (name.endsWith(".revealed") && zones[name].count > 0)
                return Number(name.substring(1, name.indexOf(".")));
        return action && action.target >= 0 ? action.target : -1;
    }

    // The seat whose card waits in the middle (-1 none).
    function playedSeat(): int {
        for (const name in zones)
            if (name.endsWith(".played") && zones[name].count > 0)
                return Number(name.substring(1, name.indexOf(".")));
        return -1;
    }

    function info(face: string): var {
        return faceInfo[face] || null;
    }

    function rpOf(face: string): int {
        const i = faceInfo[face];
        return i && i.rp !== undefined ? i.rp : 0;
    }

    handler: ev => a.start(ev)
    // The gathering of a Glitch flies every Active card into the pool at once.
    overlaps: ev => ev.kind === "glitch_gather"
    onSynced: a.sync()
    onCleared: {
        action = null;
        frozenHp = null;
        transit = {};
    }

    Component {
        id: artbotFlyer
        FlyingCard {
            cardKind: "artbot"
            gameId: "artbot"
        }
    }
    flyer: artbotFlyer

    QtObject {
        id: a

        // Remembers what a card type is; an event may name only some of it (a reveal has no power),
        // so later sightings fill in what is still missing.
        function learn(card: var): void {
            if (!card || !card.face || card.hidden)
                return;
            const known = player.faceInfo[card.face];
            if (known && known.power !== "" && known.rarity !== "")
                return;
            const old = known || { name: card.face, power: "", points: 0, rp: 0, rarity: "" };
            const copy = Object.assign({}, player.faceInfo);
            copy[card.face] = { name: card.name || old.name, power: card.power || old.power,
                                points: card.points !== undefined ? card.points : old.points,
                                rp: card.rp !== undefined ? card.rp : old.rp, rarity: card.rarity || old.rarity };
            player.faceInfo = copy;
        }

        function sync(): void {
            const obs = player.observation;
            const zl = obs && obs.zones ? obs.zones : [];
            for (let i = 0; i < zl.length; ++i)
                for (const c of (zl[i].cards || []))
                    learn(c);
            player.turnSeat = obs && obs.turnSeat !== undefined ? obs.turnSeat : -1;
            const places = {};
            for (const p of (obs && obs.players ? obs.players : []))
                if (p.out)
                    places[p.seat] = p.place;
            player.places = places;
            player.frozenHp = null;
            player.action = actionOf(obs);
        }

        // What the middle of the table shows when nothing is playing: the pending card, if any.
        function actionOf(obs: var): var {
            const p = obs ? obs.pending : null;
            if (!p || !p.face)
                return null;
            const i = player.faceInfo[p.face] || {};
            const revealed = p.revealed ? p.revealed.length : 0;
            const choosing = obs.phase === "discard" || obs.phase === "recover";
            return { seat: obs.turnSeat, face: p.face, name: i.name || p.face, power: i.power || "",
                     points: p.points || 0, target: p.victim !== undefined ? p.victim : -1, whatFor: p.kind,
                     rp: p.rarity || 0, net: choosing || revealed > 0 ? p.net : null, cards: p.cards || 0,
                     revealed: revealed };
        }

        function setAction(changes: var): void {
            if (!player.action)
                return;
            player.action = Object.assign({}, player.action, changes);
        }

        function seatOf(zoneName: string): int {
            return Number(zoneName.substring(1, zoneName.indexOf(".")));
        }

        function holdsHp(zoneName: string): bool {
            return /\.(active|inactive|revealed|played)$/.test(zoneName);
        }

        function addTransit(seat: int, n: int): void {
            const t = Object.assign({}, player.transit);
            t[seat] = Math.max(0, (t[seat] || 0) + n);
            player.transit = t;
        }

        // Flies the card of `ev`; a known face leaves its zone from its own place (the hand's card
        // with that face, the revealed card with that face), not just the top. `landed` runs when
        // it arrives.
        function move(ev: var, flip: bool, landed: var): int {
            const src = player.zone(ev.fromZone);
            const flight = Object.assign({}, ev);
            const face = ev.face || "";
            if (face !== "" && src.faces.length > 0) {
                const at = src.faces.lastIndexOf(face);
                if (at >= 0) {
                    const faces = src.faces.slice();
                    faces.splice(at, 1);
                    faces.push(face);
                    src.faces = faces;
                    flight.fromIndex = at;
                }
            } else if (ev.fromZone === "p" + player.handSeat + ".active" || ev.fromZone.endsWith(".revealed")) {
                // layout arithmetic: the flight starts from the top card's slot
                flight.fromIndex = Math.max(0, src.count - 1);
            }
            const seat = ev.fromZone.startsWith("p") ? seatOf(ev.fromZone) : -1;
            const within = seat >= 0 && ev.toZone.startsWith("p") && seatOf(ev.toZone) === seat
                           && holdsHp(ev.fromZone) && holdsHp(ev.toZone);
            if (within)
                addTransit(seat, 1);
            player.fly(flight, "artbot", flip, 0, null, () => {
                if (within)
                    addTransit(seat, -1);
                if (landed)
                    landed();
            });
            return Theme.flyDuration * 0.6;
        }

        function place(n: int): string {
            return n === 1 ? qsTr("1st place") : n === 2 ? qsTr("2nd place") : n === 3 ? qsTr("3rd place")
                                                                                      : qsTr("%1th place").arg(n);
        }

        function seatItem(seat: int): Item {
            return player.where("p" + seat + ".inactive", -1);
        }

        function start(ev: var): int {
            const s = ev.seat;
            if (player.frozenHp && !ev.kind.startsWith("glitch_"))
                player.frozenHp = null;
            if (ev.face)
                learn({ face: ev.face, name: ev.name, points: ev.kind === "play" ? Number(ev.args[2] || 0) : undefined,
                        power: ev.kind === "play" ? ev.args[1] : undefined,
                        rp: ev.kind === "reveal" ? ev.amount : undefined });
            switch (ev.kind) {
            case "turn":
                player.turnSeat = s;
                player.action = null;
                return Theme.pauseDuration;
            case "return":
            case "draw":
            case "end":
                return move(ev, false, null);
            case "play":
                player.action = { seat: s, face: ev.face, name: ev.args[0] || ev.name, power: ev.args[1] || "",
                                  points: Number(ev.args[2] || 0), target: -1, whatFor: "", rp: 0, net: null,
                                  revealed: 0 };
                // An opponent's card turns face up on its way; the viewer's own is face up already.
                move(ev, ev.fromZone !== "p" + player.handSeat + ".active", null);
                return Theme.flyDuration + Theme.pauseDuration;
            case "target":
                setAction({ target: ev.amount, whatFor: ev.args[0] || "" });
                player.seatPulse(ev.amount, "target");
                return Theme.hitDuration;
            case "reveal":
                // The sum grows as each card lands face up: the engine gives the Rarity Points and the
                // cards revealed so far.
                move(ev, true, () => setAction({ rp: Number(ev.args[2]), revealed: Number(ev.args[3]) }));
                return Theme.revealDuration + Theme.flyDuration * 0.4;
            case "damage":
                setAction({ net: ev.amount, cards: Number(ev.args[3]) });
                player.seatPulse(s, "hit");
                return Theme.bannerDuration;
            case "discard":
                move(ev, false, null);
                player.say(seatItem(s), qsTr("−10 HP"), Theme.danger, false, Theme.hitDuration, true);
                return Theme.flyDuration * 0.8;
            case "bottom":
                return move(ev, false, null);
            case "recover":
            case "heal":
                move(ev, false, null);
                player.seatPulse(s, "heal");
                player.say(seatItem(s), qsTr("+10 HP"), Theme.good, false, Theme.hitDuration, false);
                return Theme.flyDuration * 0.8;
            case "steal":
            case "final_steal":
                move(ev, true, null);
                player.seatPulse(ev.amount, "steal");
                player.say(seatItem(s), qsTr("Stolen: %1").arg(ev.name || qsTr("a card")), Theme.gold, false,
                           Theme.bannerDuration, false);
                return Theme.flyDuration + Theme.pauseDuration;
            case "glitch_gather": {
                if (!player.frozenHp) {
                    const hp = {};
                    for (let seat = 0; seat < player.seatNames.length; ++seat)
                        hp[seat] = player.hp(seat);
                    player.frozenHp = hp;
                }
                move(ev, false, null);
                const next = player.peek();
                return next && next.kind === "glitch_gather" ? Theme.flyDuration / 8 : Theme.flyDuration;
            }
            case "glitch_shuffle":
                player.poolShuffled();
                return Theme.shuffleDuration;
            case "glitch_deal":
                move(ev, false, null);
                return Theme.flyDuration * 0.35;
            case "out": {
                const places = Object.assign({}, player.places);
                places[s] = ev.amount;
                player.places = places;
                player.seatPulse(s, "out");
                player.say(seatItem(s), qsTr("Out: %1").arg(place(ev.amount)), Theme.danger, true,
                           Theme.bannerDuration, false);
                return Theme.bannerDuration;
            }
            case "game_over":
                player.action = null;
                return Theme.pauseDuration;
            default:
                if (ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone)
                    return move(ev, false, null);
                return 0;
            }
        }
    }
}
