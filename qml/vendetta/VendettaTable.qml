pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Personal Vendetta table for 2 to 4 clones on the generic frame: the other clones along the
// top in turn order after you, the middle (VendettaMiddle: the head, headspace, the action being
// resolved with its reactions, what to do now and the choices), and at the bottom your clone
// beside your hand. Take a card by dragging it from headspace into your hand, play one by dragging
// it from your hand onto the table (or click them); choose a clone by clicking their panel; X
// with the number in the choice bar. A reaction window asks every person whose window it is,
// whatever they hold, unless they chose to pass by themselves. Every zone is a ZoneView of the
// session's models, every number a figure of the PlayerModel; cue() adds the flourishes: what was
// lost and gained rising over the panels, the reaction that does nothing, the negated action, the
// head rebuilt from the forgotten piles, a clone dying.
TableFrame {
    id: table
    objectName: "vendettaTable"
    ownSeat: mine
    opponentRow: opponentsRow

    property string lastKind: ""          // the kind of the last event shown
    onRestarted: lastKind = ""

    designWidth: 1000
    designHeight: 800
    ownChoiceBar: true
    focusItem: hand
    resultSummary: row => qsTr("Corpus %1 · Cerebrium %2").arg(figure(row.seat, "corpus")).arg(figure(row.seat, "cerebrium"))
    cue: ev => cues.play(ev)
    // How long the table lingers on each event (the pace setting gives the milliseconds).
    beats: ({ turn: "note", phase: "none", refill: "none", game_over: "none", activate: "hit",
              choose_x: "note", shield: "note", target: "hit", trigger: "hit", wasted: "banner",
              negate: "banner", inflict: "hit", leech: "hit", lose: "note", pay: "note",
              gain: "note", ticks: "note", spend: "flip", lose_ticks: "flip",
              interrogate: "banner", death: "banner", rebuild: "shuffle" })

    // A clone's panel flashes red (it was hit, or chosen).
    function flash(s: int): void {
        const item = seatItem(s);
        if (item)
            item.panel.flash();
    }

    // What to do now, or what is going on.
    readonly property string prompt: {
        if (!table.view.active || table.view.over || Session.privacyScreen || playing)
            return "";
        if (canAct) {
            if (canDo("pass"))
                return qsTr("Reaction window: drag a reaction from your hand onto the table, or let the action resolve.");
            if (canDo("x"))
                return qsTr("Choose X, then pay it.");
            if (canDo("target"))
                return qsTr("Choose a clone: click their panel.");
            if (canDo("order"))
                return qsTr("Several abilities trigger at once: choose the one that resolves first.");
            if (canDo("pay_card"))
                return qsTr("Pay the cost: click a card of your hand to discard it.");
            if (canDo("pay_state"))
                return qsTr("Pay the cost: click one of your states to discard it.");
            if (canDo("pay_forgotten"))
                return qsTr("Pay the cost: pick a forgotten card to put under the head.");
            if (canDo("push"))
                return qsTr("Push: click a headspace card to put it under the head.");
            if (canDo("recall"))
                return qsTr("Pick a forgotten card to take back into your hand.");
            if (canDo("effect_discard"))
                return qsTr("Discard: click a card of your hand.");
            if (canDo("discard_state"))
                return qsTr("Discard one of your states: click it.");
            if (canDo("discard"))
                return qsTr("Too many cards: click the ones to discard down to your hand size.");
            return qsTr("Your turn: drag a headspace card into your hand to take it, drag a card from your hand onto the table to play it, or click a state to use it.");
        }
        const acting = table.view.actingSeat;
        if (acting >= 0 && player(acting) && player(acting).thinking)
            return qsTr("%1 is thinking…").arg(seatName(acting));
        if (acting >= 0 && acting !== mySeat)
            return qsTr("Waiting for %1.").arg(seatName(acting));
        return "";
    }

    QtObject {
        id: cues

        function resource(key: string): string {
            return key === "corpus" ? qsTr("corpus") : key === "cerebrium" ? qsTr("cerebrium") : key;
        }

        function note(ev: var): void {
            table.lines = table.lines.concat([ev.text]);
        }

        function play(ev: var): bool {
            const handled = show(ev);
            table.lastKind = ev.kind;
            return handled;
        }

        // Plays one event's flourish; true when the card flight, if any, was taken care of here.
        function show(ev: var): bool {
            const layer = table.flyLayer;
            switch (ev.kind) {
            case "turn":
                table.lines = [];
                return true;
            case "phase":
            case "refill":
            case "game_over":
                return true;
            case "take":
                note(ev);
                return false;
            case "play":
                table.lines = [ev.text];
                return false;
            case "activate":
                table.lines = [ev.text];
                layer.say(layer.anchorOf("p" + ev.seat + ".states", ev.card), ev.name, Theme.gold, false, Theme.hitDuration, false);
                return true;
            case "react":
                note(ev);
                return false;
            case "choose_x":
            case "shield":
                note(ev);
                return true;
            case "target":
                note(ev);
                table.flash(ev.amount);
                return true;
            case "trigger":
                note(ev);
                layer.say(layer.anchorOf("p" + ev.seat + ".states", ev.card), qsTr("%1 triggers").arg(ev.name), Theme.gold, false, Theme.hitDuration, false);
                return true;
            case "wasted":
                note(ev);
                layer.say("resolving", qsTr("No effect"), Theme.textDim, true, Theme.bannerDuration, false);
                return true;
            case "negate":
                note(ev);
                layer.say("resolving", qsTr("Negated!"), Theme.danger, true, Theme.bannerDuration, false);
                return true;
            case "inflict":
            case "leech":
                table.flash(ev.seat);
                table.saySeat(ev.seat, qsTr("−%1 %2").arg(ev.amount).arg(resource(ev.args[0])), Theme.danger, false);
                return true;
            case "lose":
            case "pay":
                table.saySeat(ev.seat, qsTr("−%1 %2").arg(ev.amount).arg(resource(ev.args[0])), Theme.danger, false);
                return true;
            case "gain":
                table.saySeat(ev.seat, qsTr("+%1 %2").arg(ev.amount).arg(resource(ev.args[0])), Theme.good, false);
                return true;
            case "ticks":
                table.saySeat(ev.seat, qsTr("+%n tick(s)", "", ev.amount), Theme.gold, false);
                return true;
            case "spend":
                // A take is declared by its tick alone: new lines for it.
                if (table.lastKind !== "play" && table.lastKind !== "activate")
                    table.lines = [];
                return true;
            case "lose_ticks":
                return true;
            case "interrogate":
                note(ev);
                table.saySeat(ev.seat, qsTr("Interrogated"), Theme.danger, true);
                return true;
            case "death":
                table.saySeat(ev.seat, ev.text, Theme.danger, true);
                return true;
            case "rebuild":
                note(ev);
                for (let s = 0; s < table.view.seatCount; ++s)
                    layer.drift("p" + s + ".forgotten", "head", 3, "vendetta");
                middle.head.shuffle();
                return true;
            }
            return false;
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6 * table.zoom

        OpponentRow {
            id: opponentsRow
            Layout.fillWidth: true
            frame: table
            seat: Component {
                VendettaSeat {
                    required property int modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    frame: table
                    seat: modelData
                    // layout arithmetic: narrower panels when three clones share the top
                    panelWidth: (table.opponents.length > 2 ? 150 : 184) * table.zoom
                }
            }
        }

        VendettaMiddle {
            id: middle
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 160 * table.zoom
            frame: table
            lines: table.lines
            prompt: table.prompt
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * table.zoom
            VendettaSeat {
                id: mine
                Layout.fillWidth: false
                Layout.preferredWidth: table.mainWidth * 0.42
                Layout.alignment: Qt.AlignBottom
                frame: table
                seat: table.mySeat
                cardWidth: Theme.smallCardWidth * 1.2 * table.zoom
            }
            OwnHand {
                id: hand
                host: table
                cardWidth: Math.round(100 * table.zoom)
                acceptsDrops: table.canDo("take")
            }
        }
    }
}
