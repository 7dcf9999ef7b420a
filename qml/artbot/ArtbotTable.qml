pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Artbot table for 2 to 4 players on the generic frame: the opponents along the top in turn
// order, the middle (ArtbotMiddle: the card being played, the victim's revealed cards and the
// damage sum, the Discard to pick from, the Glitch pool), the line saying what to do, and your seat
// beside your Active Deck held as the hand. Drag a card onto your Inactive Deck to return it, onto
// the middle to play it, or click it; click an opponent (or the choice bar) to target them. Every
// zone is a ZoneView of the session's models, HP is the engine's figure, and cue() adds the
// flourishes: the reveal one card at a time with its running sum, HP changes, the Glitch, a player
// going out.
TableFrame {
    id: table
    objectName: "artbotTable"
    ownSeat: mine
    opponentRow: opponentsRow

    readonly property var obs: table.view.observation
    readonly property string phase: obs && obs.phase ? obs.phase : ""
    readonly property int turnSeat: {
        for (let s = 0; s < table.view.seatCount; ++s)
            if (player(s) && player(s).active)
                return s;
        return obs && obs.turnSeat !== undefined ? obs.turnSeat : 0;
    }
    // What the middle shows of the card being resolved beside the frame's lines (the events'
    // texts): the seat whose cards are revealed or picked, and the damage sum as the events give it.
    property int victim: -1
    property string points: ""
    property string eventSum: ""
    property bool soaked: false           // the revealed cards outweigh the attack

    designWidth: 1000
    designHeight: 800
    focusItem: hand
    resultSummary: row => qsTr("%1 HP").arg(figure(row.seat, "hp"))
    resultNotesTitle: resultNotes.length > 0 ? qsTr("Cards kept for good") : qsTr("No card changed hands.")
    resultNotes: {
        void table.view.over;
        const key = table.view.variant && table.view.variant.gameKey ? table.view.variant.gameKey : "";
        if (key === "" || typeof ArtbotCollections === "undefined")
            return [];
        return ArtbotCollections.lastResult(key).slice(0, 12).map(m => m.moved ? qsTr("%1: %2 → %3").arg(m.name).arg(m.from).arg(m.to)
                                                          : qsTr("%1: stays with %2").arg(m.name).arg(m.from));
    }
    // Artbot's rematch deals new decks from the changed collections under a new game key.
    rematch: () => {
        if (typeof ArtbotCollections === "undefined" || !(table.view.variant && table.view.variant.gameKey))
            Session.rematch();
        else
            ArtbotCollections.rematch();
    }
    cue: ev => cues.play(ev)
    // How long the table lingers on each event (the pace setting gives the milliseconds).
    beats: ({ turn: "note", no_return: "note", play: "hit", target: "hit", reveal: "line",
              damage: "banner", hp: "note", steal: "hit", final_steal: "hit", glitch_gather: "quick",
              glitch_deal: "quick", glitch_shuffle: "shuffle", out: "banner" })

    onRestarted: cues.forget()

    Connections {
        target: table.view
        function onObservationChanged(): void {
            const p = table.obs ? table.obs.pending : null;
            if (p && p.victim !== undefined && p.victim >= 0)
                table.victim = p.victim;
        }
    }

    QtObject {
        id: cues

        // A new turn, or another moment on the table: nothing of the card last resolved stays.
        function forget(): void {
            table.lines = [];
            table.victim = -1;
            table.eventSum = "";
            table.soaked = false;
        }

        function play(ev: var): bool {
            switch (ev.kind) {
            case "turn":
                forget();
                return true;
            case "play":
                table.lines = [ev.text];
                table.points = ev.args[2] || "0";
                table.flyLayer.fly(ev, null);
                return true;
            case "target":
                table.lines = table.lines.concat([ev.text]);
                if (ev.amount >= 0) {
                    table.victim = ev.amount;
                    table.seatItem(ev.amount).panel.flash();
                }
                return true;
            case "reveal":
                table.eventSum = qsTr("%1 − %2").arg(table.points).arg(ev.args[2]);
                table.flyLayer.fly(ev, null);
                return true;
            case "damage":
                table.soaked = ev.amount < 0;
                table.eventSum = qsTr("%1 − %2 = %3").arg(ev.args[0]).arg(ev.args[1]).arg(ev.args[2]);
                if (ev.amount > 0)
                    table.seatItem(ev.seat).panel.flash();
                return true;
            case "hp":
                table.saySeat(ev.seat, qsTr("%1 HP").arg(ev.args[0]), ev.amount < 0 ? Theme.danger : Theme.good, false);
                return true;
            case "steal":
            case "final_steal":
                table.saySeat(ev.seat, qsTr("Stolen: %1").arg(ev.name || qsTr("a card")), Theme.gold, false);
                table.flyLayer.fly(ev, null);
                return true;
            case "glitch_gather":
            case "glitch_deal":
                table.flyLayer.fly(ev, null);
                return true;
            case "glitch_shuffle":
                table.lines = table.lines.concat([ev.text]);
                middle.shufflePool();
                return true;
            case "out":
                table.saySeat(ev.seat, ev.text, Theme.danger, true);
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
            Layout.alignment: Qt.AlignHCenter
            frame: table
            seat: Component {
                ArtbotSeat {
                    required property int modelData
                    frame: table
                    seat: modelData
                    pileWidth: 50 * table.zoom
                    stacked: table.opponents.length > 2
                }
            }
        }

        ArtbotMiddle {
            id: middle
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 150
            frame: table
        }

        Label {
            objectName: "promptLabel"
            Layout.fillWidth: true
            text: table.canAct ? table.view.prompt
                  : table.playing || table.view.over ? "" : qsTr("%1's turn").arg(table.seatName(table.turnSeat))
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            color: table.canAct ? Theme.gold : Theme.textDim
            font.pixelSize: Theme.fontNormal * table.zoom
            font.bold: table.canAct
            elide: Text.ElideRight
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * table.zoom
            ArtbotSeat {
                id: mine
                Layout.alignment: Qt.AlignBottom
                frame: table
                seat: table.mySeat
                pileWidth: 62 * table.zoom
            }
            ZoneView {
                id: hand
                objectName: "hand"
                label: qsTr("Your hand")
                Layout.fillWidth: true
                Layout.preferredWidth: 0      // the fan takes the width it is given
                Layout.preferredHeight: implicitHeight
                Layout.alignment: Qt.AlignBottom
                focus: true
                frame: table
                model: table.view.zone("p" + table.mySeat + ".active")
                layout: "fan"
                cardName: "handCard"
                cardWidth: Math.round(120 * table.zoom)
                interactive: table.canAct
                glow: true
                tips: true
                onChosen: actionId => table.choose(actionId)
            }
        }
    }
}
