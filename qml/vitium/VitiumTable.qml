pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Vitium table for 2 to 4 bosses on the generic frame: the other bosses along the top in turn
// order after you (VitiumSeat: panel, employ, underway row, hand face down, deck, junkyard), the
// middle (the action waiting for its maneuvering step, what the last action's events said, what
// to do now in the game's words, and the choices that are no card on the table: pass, negotiate,
// a House), and at the bottom your boss beside your hand. A gift of Çint is offered from the
// receiving boss's panel ("Give Çint"); accepting or refusing (a gift, a share of a job's
// Influence, work on your event) and giving out a job's Influence are each one panel over the
// table (DecisionPanel), shown only to the boss who decides. Purchase or get underway by dragging a card of your hand
// onto your employ or your underway row, negotiate by dropping one on your junkyard, send a pawn
// by dragging it onto its mark (or Enter on it, Tab to the mark, Enter). A maneuvering step asks
// every boss in turn the same question whatever they hold; a boss may pass by itself
// (AutoPassBox). Every zone is a ZoneView of the session's models, every number a figure of the
// PlayerModel or an extra of the engine's view.
TableFrame {
    id: table
    objectName: "vitiumTable"
    ownSeat: mine
    opponentRow: opponentsRow

    // The Houses as the figures name them ("inf_<id>"), in the engine's order.
    readonly property var houses: {
        const row = player(mySeat);
        const all = row ? row.figures : [];
        return all.filter(f => f.key.startsWith("inf_")).map(f => f.key.substring(4));
    }
    // Short names of the Houses for the panels' chips (the log and the prompts say them whole).
    readonly property var houseNames: ({ ledger: qsTr("Ledgermark"), choir: qsTr("Velvet Choir"),
                                         veil: qsTr("Ironveil"), drift: qsTr("Driftborn") })
    readonly property var extra: table.view.observation.extra || ({})
    readonly property string phase: extra.phase || ""

    designWidth: 1000
    designHeight: 800
    // Below the frame's least zoom (a 1024x640 window) the cards shrink further, the words not:
    // the own hand stays whole on the window.
    readonly property real cardScale: Math.min(1, layoutArea.height / (designHeight * zoom))
    ownChoiceBar: true
    // A question on a panel has the keyboard while it is open, else the hand.
    focusItem: consentPanel.shown ? consentPanel : allocationPanel.shown ? allocationPanel : hand
    resultSummary: row => qsTr("Influence %1 · %2Ç").arg(figure(row.seat, "influence")).arg(figure(row.seat, "cint"))
    cue: ev => cues.play(ev)
    // How long the table lingers on each event (the pace setting gives the milliseconds).
    beats: ({ turn: "note", declare: "note", maneuver: "banner", intercept: "banner", damage: "hit",
              death: "banner", influence: "note", sabotaged: "banner", offer: "note", gift: "note",
              refuse: "note", complete: "hit", shuffle: "shuffle", game_over: "none" })

    // What to do now (the game's words), or what is going on.
    readonly property string prompt: {
        if (!table.view.active || table.view.over || Session.privacyScreen || playing)
            return "";
        if (canAct)
            return table.view.prompt;
        const acting = table.view.actingSeat;
        if (acting >= 0 && player(acting) && player(acting).thinking)
            return qsTr("%1 is thinking…").arg(seatName(acting));
        if (acting >= 0 && acting !== mySeat)
            return qsTr("Waiting for %1.").arg(seatName(acting));
        return "";
    }
    QtObject {
        id: cues

        function note(ev: var): void {
            table.lines = table.lines.concat([ev.text]);
        }

        function play(ev: var): bool {
            switch (ev.kind) {
            case "turn":
                table.lines = [];
                return true;
            case "game_over":
            case "shuffle":
            case "end_turn":
                return true;
            case "declare":
                table.lines = [ev.text];
                return false;
            case "maneuver":
                note(ev);
                table.saySeat(ev.seat, qsTr("Maneuver"), Theme.gold, true);
                return false;
            case "intercept":
                note(ev);
                table.saySeat(ev.seat, qsTr("Intercepted!"), Theme.danger, true);
                return false;
            case "influence":
                note(ev);
                table.saySeat(ev.seat, qsTr("+%1 Influence").arg(ev.amount), Theme.good, false);
                return true;
            case "cint":
                table.saySeat(ev.seat, ev.amount < 0 ? qsTr("%1Ç").arg(ev.amount) : qsTr("+%1Ç").arg(ev.amount),
                          ev.amount < 0 ? Theme.danger : Theme.good, false);
                return true;
            case "death":
            case "sabotaged":
                note(ev);
                table.saySeat(ev.seat, ev.text, Theme.danger, true);
                return false;
            }
            note(ev);
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
                VitiumSeat {
                    required property int modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    frame: table
                    seat: modelData
                    houses: table.houses
                    houseNames: table.houseNames
                    compact: table.opponents.length > 2
                    // (Wider beside its cards than above them: its role and Give Çint share a line.)
                    panelWidth: (compact ? 180 : 250) * table.zoom
                    cardWidth: Theme.smallCardWidth * table.zoom * table.cardScale
                }
            }
        }

        Rectangle {
            objectName: "vitiumMiddle"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: middleColumn.implicitHeight + 16 * table.zoom
            radius: Theme.radius * 2
            color: "#26000000"
            border.color: Theme.feltLine

            ColumnLayout {
                id: middleColumn
                anchors.fill: parent
                anchors.margins: 8 * table.zoom
                spacing: 4 * table.zoom

                Label {
                    objectName: "actionLines"
                    visible: text !== ""
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: table.lines.join("  ·  ")
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal * table.zoom
                    font.bold: true
                    elide: Text.ElideLeft
                }
                Label {
                    objectName: "promptLabel"
                    Layout.fillWidth: true
                    text: table.prompt
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: table.canAct ? Theme.gold : Theme.textDim
                    font.pixelSize: Theme.fontNormal * table.zoom
                    font.bold: table.canAct
                }
                ChoiceBar {
                    objectName: "vitiumChoiceBar"
                    Layout.fillWidth: true
                    frame: table
                    color: "transparent"
                    border.width: 0
                    standing: [{ kind: "end_turn", text: qsTr("End turn") }]
                    offTableCards: true
                    sliders: false
                    elsewhere: ["gift", "accept", "refuse", "allocate"]
                    // Two lines of buttons (one on a low window), then they scroll: the own employ
                    // and hand stay on screen.
                    maxHeight: table.height < 640 ? Theme.buttonHeight : 2 * Theme.buttonHeight + Theme.spacing
                }
                Item {
                    Layout.fillHeight: true
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * table.zoom
            VitiumSeat {
                id: mine
                Layout.fillWidth: false
                Layout.preferredWidth: table.mainWidth * 0.55
                Layout.alignment: Qt.AlignBottom
                frame: table
                seat: table.mySeat
                houses: table.houses
                houseNames: table.houseNames
                cardWidth: Theme.smallCardWidth * 1.2 * table.zoom * table.cardScale
            }
            OwnHand {
                id: hand
                host: table
                cardWidth: Math.round(84 * table.zoom * table.cardScale)
            }
        }
    }

    // Accept or refuse: who offers what, and what it means for you.
    DecisionPanel {
        id: consentPanel
        objectName: "consentPanel"
        anchors.fill: parent
        frame: table
        kinds: ["accept", "refuse"]
        quietKind: "refuse"
        title: table.phase === "gift" ? qsTr("A gift of Çint")
             : table.phase === "share" ? qsTr("A share of a job's Influence")
             : qsTr("Work on your event")
        text: table.view.prompt
        details: {
            if (table.phase === "gift")
                return qsTr("You have %1Ç.").arg(table.figure(table.mySeat, "cint"));
            if (table.phase === "share" && table.extra.allocation) {
                const alloc = table.extra.allocation;
                return qsTr("Your share: %n Influence. Refused, it goes to %1.", "", alloc.shares[table.mySeat] || 0)
                    .arg(table.seatName(alloc.owner));
            }
            return "";
        }
    }

    // A job's Influence given out one point at a time: to whom, and what is given so far.
    DecisionPanel {
        id: allocationPanel
        objectName: "allocationPanel"
        anchors.fill: parent
        frame: table
        kinds: ["allocate"]
        title: qsTr("Share out the job's Influence")
        text: table.view.prompt
        details: {
            const alloc = table.extra.allocation;
            if (!alloc)
                return "";
            const given = [];
            for (let s = 0; s < alloc.shares.length; ++s)
                if (alloc.shares[s] > 0)
                    given.push(qsTr("%1: %2").arg(table.seatName(s)).arg(alloc.shares[s]));
            return given.length > 0 ? qsTr("Given so far: %1").arg(given.join(" · ")) : "";
        }
    }
}
