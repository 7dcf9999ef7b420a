pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Knockdown table on the generic frame: the opponent's side at the top, the turn's resolution
// and both play slots in the middle, your side and your hand of Action cards at the bottom. Every
// zone is a ZoneView of the session's models and every figure comes from the PlayerModel; cue()
// adds Knockdown's flourishes to the event player's steps (the reveal, hits, knockdowns, rallies,
// shuffles) and keeps the lines of the turn being shown.
TableFrame {
    id: table
    objectName: "knockdownTable"

    readonly property int oppSeat: table.view.seatCount > 1 && mySeat === 0 ? 1 : 0
    readonly property bool canChoose: canAct
    readonly property bool iHaveChosen: table.view.pendingChoice >= 0 || figure(mySeat, "committed") > 0
    readonly property var lastTurn: table.view.observation.lastTurn || null
    // Shown by the events of the turn being resolved: each seat's card turned over ({face, inPlay})
    // and the seats whose card acts in the current step (the turn's lines are the frame's).
    property var revealed: ({})
    property var activeSeats: []

    logTitle: qsTr("Fight log")
    focusItem: hand
    resultSummary: row => qsTr("Total damage %1 · Unstable piles %2").arg(figure(row.seat, "totalDamage"))
                                                                       .arg(figure(row.seat, "unstablePiles"))
    cue: ev => cues.play(ev)
    // How long the table lingers on each event (the pace setting gives the milliseconds): the two
    // cards turn over, each speed step and hit is read, a pile's cards stream off one by one.
    beats: ({ reveal_action: "flip", step: "line", hit: "hit", momentum: "note",
              stamina_reveal: "quick", knockdown_reveal: "quick", unstable_pile: "note",
              knockdown: "banner", to_bottom: "move", rally: "banner", shuffle: "shuffle",
              revealed_to_discard: "note", return: "none", result: "note", loss: "banner" })

    function side(seat: int): FighterSide {
        return seat === mySeat ? mySide : oppSide;
    }

    function slot(seat: int): ZoneView {
        return seat === mySeat ? mySlot : oppSlot;
    }

    function slotGhost(seat: int): string {
        const shown = revealed[seat];
        if (shown)
            return shown.face;
        return lastTurn && lastTurn.cards && seat < lastTurn.cards.length ? lastTurn.cards[seat].id : "";
    }

    // Nothing of a turn shown stays once the player dropped it or the table shows another moment.
    function forgetTurn(): void {
        revealed = {};
        activeSeats = [];
    }
    Connections {
        target: table.view.player
        function onCleared(): void {
            table.forgetTurn();
        }
    }
    onRestarted: forgetTurn()

    QtObject {
        id: cues

        function line(ev: var): void {
            table.lines = table.lines.concat([{ text: ev.text, kind: ev.kind, seat: ev.seat }]);
        }

        function setRevealed(seat: int, value: var): void {
            const next = Object.assign({}, table.revealed);
            next[seat] = value;
            table.revealed = next;
        }

        // Plays one event's flourish; true when the card flight, if any, was taken care of here.
        function play(ev: var): bool {
            const s = ev.seat;
            const p = "p" + s + ".";
            const layer = table.flyLayer;
            switch (ev.kind) {
            case "reveal_action":
                if (s === 0) {
                    table.lines = [];
                    table.revealed = {};
                }
                setRevealed(s, { face: ev.face, inPlay: true });
                return true;
            case "step":
                table.activeSeats = s < 0 ? [0, 1] : [s];
                line(ev);
                return true;
            case "hit": {
                const defender = [0, 1].find(x => x !== s);  // the other of the two fighters
                line(ev);
                if (ev.amount > 0)
                    table.side(defender).panel.flash();
                layer.say(table.slot(defender), ev.amount > 0 ? "−" + ev.amount : qsTr("no damage"),
                          ev.amount > 0 ? "white" : Theme.textDim, false, Theme.hitDuration, ev.amount > 0);
                return true;
            }
            case "momentum":
                line(ev);
                layer.say(table.side(s).panel, qsTr("+%1 momentum").arg(ev.args[1]), Theme.gold, false, Theme.hitDuration, false);
                return true;
            case "stamina_reveal":
            case "knockdown_reveal":
                layer.fly(ev, null);
                return true;
            case "knockdown":
                line(ev);
                layer.say(p + "stamina", qsTr("KNOCKDOWN!"), Theme.danger, true, Theme.bannerDuration, false);
                return true;
            case "to_bottom":
                layer.drift(p + "stamina", p + "stamina", Math.min(ev.amount, 4), "stamina");
                layer.say(p + "stamina", qsTr("%1 to the bottom").arg(ev.amount), Theme.text, false, Theme.flyDuration * 2, false);
                return true;
            case "rally":
                line(ev);
                layer.say(p + "revealing", qsTr("RALLY!"), Theme.good, true, Theme.bannerDuration, false);
                return true;
            case "shuffle":
                line(ev);
                layer.drift(p + "discard", p + "stamina", Math.min(ev.amount, 6), "stamina");
                table.side(s).staminaView().shuffle();
                return true;
            case "revealed_to_discard":
                layer.drift(p + "revealing", p + "discard", Math.min(ev.amount, 6), "stamina");
                return true;
            case "return":
                setRevealed(s, { face: table.revealed[s] ? table.revealed[s].face : "", inPlay: false });
                table.activeSeats = [];
                return true;
            case "unstable_pile":
            case "result":
                line(ev);
                return true;
            case "loss":
                line(ev);
                layer.say(p + "play", ev.text, Theme.danger, false, Theme.bannerDuration, false);
                return true;
            }
            return false;
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 8 * table.zoom

        FighterSide {
            id: oppSide
            Layout.fillWidth: true
            frame: table
            seat: table.oppSeat
            zoom: table.zoom
            choosing: !table.playing && !table.view.over && table.figure(table.oppSeat, "committed") === 0
                      && table.seatKind(table.oppSeat) === "human"
        }

        // The middle of the ring: the turn's resolution, both play slots, the status.
        RowLayout {
            id: middleRow
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing * 2 * table.zoom

            // The track and the status give way first when the words are long (German).
            StepTrack {
                gameId: table.view.gameId
                Layout.fillWidth: true
                Layout.minimumWidth: 170 * table.zoom
                Layout.preferredWidth: 270 * table.zoom
                Layout.maximumWidth: 270 * table.zoom
                Layout.fillHeight: true
                Layout.maximumHeight: 260 * table.zoom
                Layout.alignment: Qt.AlignVCenter
                zoom: table.zoom
                lines: table.lines
                title: table.playing || table.lines.length === 0 ? qsTr("This turn") : qsTr("Last turn")
            }

            Item {
                Layout.fillWidth: true
            }

            FighterSlot {
                id: mySlot
                table: table
                seat: table.mySeat
                dropName: "playSlotDrop" + table.mySeat
                caption: table.meHuman ? qsTr("Your card") : table.seatName(table.mySeat)
                hint: table.canChoose ? qsTr("Drag a card here") : ""
                acceptsDrops: table.canChoose
                onChosen: actionId => table.choose(actionId)
            }

            Label {
                objectName: "versusLabel"
                Layout.alignment: Qt.AlignVCenter
                //: Between the two fighters' play slots, as on a fight poster; not the AGAINST keyword
                text: qsTr("VS", "between the two play slots")
                font.family: Theme.titleFamily
                font.pixelSize: 30 * table.zoom
                font.bold: true
                color: Theme.gold
                opacity: 0.8
            }

            FighterSlot {
                id: oppSlot
                table: table
                seat: table.oppSeat
                caption: table.seatName(table.oppSeat)
            }

            Item {
                Layout.fillWidth: true
            }

            // What the table waits for, and what the icons on the cards mean.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.minimumWidth: 170 * table.zoom
                Layout.preferredWidth: 250 * table.zoom
                Layout.maximumWidth: 250 * table.zoom
                Layout.alignment: Qt.AlignVCenter
                spacing: 6 * table.zoom

                TableStatus {
                    Layout.fillWidth: true
                    zoom: table.zoom
                    playing: table.playing
                    canChoose: table.canChoose
                    chosen: table.iHaveChosen
                    meHuman: table.meHuman
                    prompt: qsTr("Choose your card")
                    hint: qsTr("Drag an Action card onto your slot, click it, or pick it with the arrow keys and Enter.")
                    opponentName: table.seatName(table.oppSeat)
                    opponentThinking: table.player(table.oppSeat) !== null && table.player(table.oppSeat).thinking
                    opponentChosen: table.figure(table.oppSeat, "committed") > 0
                                    || (table.player(table.oppSeat) !== null && table.player(table.oppSeat).hasChosen)
                    meThinking: table.player(table.mySeat) !== null && table.player(table.mySeat).thinking
                    myName: table.seatName(table.mySeat)
                }

                IconLegend {
                    Layout.fillWidth: true
                    zoom: table.zoom
                    entries: [
                        { icon: "speed", text: qsTr("Speed"), tip: qsTr("Cards act in speed order, the higher number first.") },
                        { icon: "instant", text: qsTr("Instant"), tip: qsTr("Acts before every speed.") },
                        { icon: "damage", text: qsTr("Damage"), tip: qsTr("The damage the card deals.") },
                        { icon: "reduce", text: qsTr("Reduce"), tip: qsTr("Damage you take is reduced by this, from the card's speed to the end of the turn.") },
                        { icon: "momentum", text: qsTr("Momentum"), tip: qsTr("Stored and added to your next hit that lands.") }
                    ]
                }
            }
        }

        FighterSide {
            id: mySide
            Layout.fillWidth: true
            frame: table
            seat: table.mySeat
            zoom: table.zoom
            choosing: table.canChoose && !table.iHaveChosen
        }

        ZoneView {
            id: hand
            objectName: "hand"
            label: qsTr("Your hand")
            // Where the middle's words are long (German on a low window), the hand's cards shrink
            // to the height the rest leaves them rather than leave the window.
            readonly property real room: table.layoutArea.height - oppSide.implicitHeight - middleRow.implicitHeight
                                         - mySide.implicitHeight - 3 * column.spacing
            Layout.fillWidth: true
            Layout.preferredWidth: 0      // the fan takes the width it is given
            Layout.preferredHeight: implicitHeight
            focus: true
            frame: table
            model: table.view.zone("p" + table.mySeat + ".hand")
            layout: "fan"
            cardName: "handCard"
            cardWidth: Math.max(Theme.handCardWidth * table.zoom * 0.6,
                                Math.min(Theme.handCardWidth * table.zoom, Math.floor((room - captionHeight - 24) / Theme.cardRatio)))
            interactive: table.canChoose
            tips: true
            onChosen: actionId => table.choose(actionId)
        }
    }
}
