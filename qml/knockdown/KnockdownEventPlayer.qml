import QtQuick
import GrudgeMatch

// Knockdown's event player: on top of the generic zones it keeps each fighter's counters, the two
// play slots, the knockdown reveals and the lines of the turn being resolved in step with the events
// shown so far, and plays Knockdown's event kinds (commits, reveals, speed steps, hits, the Stamina
// reveal, knockdowns and rallies).
EventPlayer {
    id: player

    // Displayed state; each property is replaced (never mutated in place) so bindings follow it.
    property var fighters: []             // per seat { damageThisTurn, totalDamage, momentum, committed, knockedDown }
    property var slots: []                // per seat { has, face, faceUp, faded }
    property var revealActive: [false, false]
    property var revealCounts: [0, 0]     // cards turned in the running knockdown, per seat
    property var activeSeats: []          // seats whose card resolves in the step being shown
    property var stepLines: []            // [{ text, kind, seat }] of the turn being shown

    signal hitLanded(int defender, int amount)
    signal shuffled(int seat)

    function fighter(seat: int): var {
        return seat >= 0 && seat < fighters.length ? fighters[seat]
                                                   : { damageThisTurn: 0, totalDamage: 0, momentum: 0, committed: false, knockedDown: false };
    }

    function slot(seat: int): var {
        return seat >= 0 && seat < slots.length ? slots[seat] : { has: false, face: "", faceUp: false, faded: false };
    }

    handler: ev => k.start(ev)
    overlaps: ev => ev.kind === "stamina_reveal" || ev.kind === "knockdown_reveal"
    onCleared: k.linesTurn = -1
    onSynced: k.sync()

    QtObject {
        id: k

        property int linesTurn: -1

        // Reads the fighters and slots from the observation (nothing is playing).
        function sync(): void {
            const obs = player.observation;
            const z = player.zones;
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
            player.fighters = f;
            player.slots = s;
            player.revealActive = [false, false];
            player.revealCounts = [0, 0];
            player.activeSeats = [];
            if (last && linesTurn !== last.turn) {
                linesTurn = last.turn;
                player.stepLines = summaryLines(last);
            } else if (!last) {
                linesTurn = 0;
                player.stepLines = [];
            }
        }

        function publish(): void {
            player.publishZones();
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

        function summaryLines(last: var): var {
            const lines = [];
            const steps = last.steps || [];
            for (let i = 0; i < steps.length; ++i) {
                const st = steps[i];
                const who = [];
                for (let k = 0; k < st.seats.length; ++k) {
                    const seat = st.seats[k];
                    who.push(qsTr("%1 (%2)").arg(last.cards[seat].name).arg(player.seatName(seat)));
                }
                const label = st.speed === "instant" ? qsTr("INSTANT") : qsTr("Speed %1").arg(st.speed);
                lines.push({ text: qsTr("%1: %2").arg(label).arg(who.join(", ")), kind: "step", seat: -1 });
                for (let h = 0; h < st.hits.length; ++h) {
                    const hit = st.hits[h];
                    lines.push({ text: qsTr("%1 deals %2 damage to %3.").arg(last.cards[hit.attacker].name)
                                                                                  .arg(hit.amount).arg(player.seatName(hit.defender)),
                                 kind: "hit", seat: hit.attacker });
                }
            }
            return lines;
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
                player.say(player.where("p" + defender + ".play", -1), ev.amount > 0 ? "−" + ev.amount : qsTr("no damage"),
                    ev.amount > 0 ? "white" : Theme.textDim, false, Theme.hitDuration, ev.amount > 0);
                return Theme.hitDuration;
            }
            case "momentum":
                setFighter(s, { momentum: ev.amount });
                publish();
                addLine(ev);
                player.say(player.where(prefix + "panel", -1), qsTr("+%1 momentum").arg(ev.args && ev.args.length > 1 ? ev.args[1] : ev.amount),
                    Theme.gold, false, Theme.hitDuration, false);
                return Theme.pauseDuration;
            case "knockdown_reveal":
                player.revealCounts = s === 0 ? [ev.amount, player.revealCounts[1]] : [player.revealCounts[0], ev.amount];
                player.fly(ev, "stamina", true, 0, null, null);
                return Theme.flyDuration * 0.55;
            case "stamina_reveal":
                player.fly(ev, "stamina", true, 0, null, null);
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
                player.say(player.where(prefix + "stamina", -1), qsTr("KNOCKDOWN!"), Theme.danger, true, Theme.bannerDuration, false);
                return Theme.bannerDuration;
            case "to_bottom":
                player.drift(player.where(prefix + "stamina", -1), player.where(prefix + "stamina", -1), Math.min(ev.amount, 4), "stamina", null);
                player.say(player.where(prefix + "stamina", -1), qsTr("%1 to the bottom").arg(ev.amount), Theme.text, false, Theme.flyDuration * 2, false);
                return Theme.flyDuration;
            case "rally":
                addLine(ev);
                player.say(player.where(prefix + "revealing", Math.max(0, player.zone(prefix + "revealing").count - 1)), qsTr("RALLY!"), Theme.good, true, Theme.bannerDuration, false);
                return Theme.bannerDuration * 0.7;
            case "shuffle": {
                const discard = player.zone(prefix + "discard");
                const stamina = player.zone(prefix + "stamina");
                const moved = discard.count;
                discard.count = 0;
                discard.faces = [];
                stamina.count += moved;
                player.drift(player.where(prefix + "discard", -1), player.where(prefix + "stamina", -1), Math.min(moved, 6), "stamina", null);
                publish();
                player.shuffled(s);
                addLine(ev);
                return Theme.shuffleDuration;
            }
            case "revealed_to_discard": {
                const faces = player.zone(prefix + "revealing").faces;
                for (let i = faces.length - 1; i >= 0; --i)
                    player.fly({ fromZone: prefix + "revealing", toZone: prefix + "discard", face: faces[i] }, "stamina",
                               false, (faces.length - 1 - i) * Theme.flyDuration / 6, null, null);
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
                player.say(player.where(prefix + "play", -1), ev.text, Theme.danger, false, Theme.bannerDuration, false);
                return Theme.bannerDuration;
            case "result":
                addLine(ev);
                return Theme.pauseDuration;
            default:
                if (ev.fromZone && ev.toZone && ev.fromZone !== ev.toZone) {
                    player.fly(ev, "stamina", false, 0, null, null);
                    return Theme.flyDuration * 0.55;
                }
                return 0;
            }
        }
    }
}
