pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Engines of Vengeance table on the generic frame: the other player's seat and piles, their
// Active Area and their small face-down hand at the top, the prompt line with the choices in the
// middle, yours below and your hand along the bottom; the Act scoreboard sits in the bar. Every
// zone is a ZoneView of the session's models, every number a figure of the PlayerModel. You play a
// card by dragging it onto your Active Area (or clicking it), use a card's action by clicking it
// (choosing its target on the table, Esc cancels) and end your turn with End turn, which tells the
// engine's reason when it is not available. cue() adds the game's flourishes to the event player's
// steps: the quarter turns, the actions' words, the shuffles and the screen between two Acts.
TableFrame {
    id: table
    objectName: "enginesTable"

    readonly property var obs: table.view.observation
    // The other player: the first seat that is not the viewer's.
    readonly property int oppSeat: mySeat === 0 ? 1 : 0
    readonly property var pending: obs && obs.pending ? obs.pending : null
    readonly property var match: obs && obs.match ? obs.match : null
    // The cards are as large as the height allows: the two Active Areas (a card's length square,
    // so it can turn) and your hand share what the prompt line leaves, the hand's cards a little
    // smaller; the seat columns and the other player's hand take the width beside them. Beside the
    // cards go the areas' frames and the hand's lift (72 px) and the prompt line with the spacing.
    // layout arithmetic: card sizes from the space the window gives
    readonly property real areaCardWidth: Math.round(Math.max(60, Math.min(170, (layoutArea.height - 72 - 68 * zoom) / (Theme.cardRatio * 2.9),
                                                                          (mainWidth - 400 * zoom) / (2.4 * Theme.cardRatio))))
    readonly property real handCardWidth: Math.round(areaCardWidth * 0.9)
    // The screen between two Acts while it is up: {ended, next, headline, detail}; null otherwise.
    property var actBreak: null
    property var actEnd: ({ act: 0, headline: "", detail: "" })

    designWidth: 980
    designHeight: 800
    ownChoiceBar: true
    logTitle: qsTr("Game log")
    focusItem: myHand
    resultHeadline: {
        const m = match ? match : obs && obs.result ? obs.result : null;
        return m && m.winners && m.winners.length > 1 ? qsTr("The cop-buddy ending!") : "";
    }
    resultSummary: row => qsTr("Acts won %1 · %2 %3").arg(figure(row.seat, "matchWins"))
                                                       .arg(pileName(player(row.seat) ? player(row.seat).role : ""))
                                                       .arg(figure(row.seat, "score"))
    cue: ev => cues.play(ev)
    // How long the table lingers on each event (the pace setting gives the milliseconds).
    beats: ({ use: "hit", rotate: "flip", unrotate: "flip", reset: "flip", flip: "flip",
              shuffle: "shuffle", score: "note", act_end: "banner", act_over: "none",
              act_start: "none", turn: "none", match_over: "none" })

    function side(seat: int): EnginesSide {
        return seat === mySeat ? mySide : oppSide;
    }

    function pileName(role: string): string {
        return role === "vigilante" ? qsTr("Bodycount") : qsTr("Evidence");
    }

    // Goes on after the screen between two Acts.
    function continueAfterAct(): void {
        if (actBreak === null)
            return;
        actBreak = null;
        autoContinue.stop();
        table.view.player.release();
    }

    // The line in the middle of the table: what to do now, or what is going on.
    readonly property string promptText: {
        if (!table.view.active || table.view.over || Session.privacyScreen || playing)
            return "";
        if (canAct && aimCard >= 0)
            return qsTr("Choose a target on the table (Esc cancels).");
        if (canAct && pending) {
            if (pending.kind === "choose_end")
                return qsTr("The card was reset: choose which end goes up.");
            if (pending.kind === "pay_cost")
                return qsTr("Pick %n card(s) to discard to pay for the action.", "", pending.remaining);
            if (pending.kind === "exhaust_bonus")
                return qsTr("Pick %n card(s) of your Active Area to score.", "", pending.remaining);
            if (pending.kind === "exchange")
                return qsTr("Pick %n card(s) of your deck to give to the other player.", "", pending.remaining);
        }
        if (canAct && obs.phase === "play")
            return qsTr("Your turn: drag a card from your hand onto your Active Area.");
        if (canAct)
            return qsTr("Use the actions of your cards (click a glowing card), then end your turn.");
        const acting = table.view.actingSeat;
        if (acting >= 0 && player(acting) && player(acting).thinking)
            return qsTr("%1 is thinking…").arg(seatName(acting));
        if (acting >= 0 && acting !== mySeat)
            return qsTr("Waiting for %1.").arg(seatName(acting));
        return "";
    }

    barExtras: Rectangle {
        objectName: "actScoreboard"
        radius: 4
        color: "#33000000"
        border.color: Theme.gold
        implicitWidth: scoreRow.implicitWidth + 16
        implicitHeight: scoreRow.implicitHeight + 6
        Row {
            id: scoreRow
            anchors.centerIn: parent
            spacing: 10
            Label {
                objectName: "actLabel"
                text: qsTr("Act %1 of %2").arg(table.match ? table.match.act : 1).arg(table.match ? table.match.acts : 1)
                color: Theme.gold
                font.bold: true
                font.pixelSize: Theme.fontSmall * table.zoom
            }
            // Acts won, each in its seat's colour (the colour of its panel).
            Label {
                objectName: "matchScore"
                text: qsTr("<font color=\"%1\">%2</font> – <font color=\"%3\">%4</font>")
                      .arg(Theme.seatColor(0)).arg(table.figure(0, "matchWins"))
                      .arg(Theme.seatColor(1)).arg(table.figure(1, "matchWins"))
                textFormat: Text.StyledText
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontSmall * table.zoom
                Accessible.name: qsTr("%1 %2 – %3 %4").arg(table.seatName(0)).arg(table.figure(0, "matchWins"))
                                 .arg(table.figure(1, "matchWins")).arg(table.seatName(1))
            }
        }
    }

    Connections {
        target: table.view.player
        function onCleared(): void {
            table.actBreak = null;
            autoContinue.stop();
        }
    }

    Timer {
        id: autoContinue
        // With nobody to press the button, the screen between two Acts goes on by itself.
        interval: Theme.bannerDuration * 3
        onTriggered: table.continueAfterAct()
    }

    QtObject {
        id: cues

        // Plays one event's flourish; true when the card flight, if any, was taken care of here.
        function play(ev: var): bool {
            const layer = table.flyLayer;
            const player = table.view.player;
            const mine = "p" + ev.seat + ".";  // the zones of the event's seat
            switch (ev.kind) {
            case "use":
                layer.say(layer.anchorOf(mine + "active", ev.card), ev.text, Theme.gold, false, Theme.hitDuration, false);
                return true;
            case "rotate":
            case "unrotate":
            case "reset":
                // The card turns on its place (Card animates its rotation); turns follow closely.
                return true;
            case "flip":
                return true;
            case "shuffle":
                layer.drift(mine + "discard", mine + "deck", 6, table.side(ev.seat).role);
                table.side(ev.seat).deckView.shuffle();
                return true;
            case "score":
                table.side(ev.seat).pulse();
                if (ev.fromZone !== "" && ev.fromZone !== ev.toZone)
                    return false;
                return true;
            case "act_end":
                table.actEnd = { act: 0, headline: "", detail: ev.text };
                layer.say(mine + "score", ev.text, Theme.gold, true, Theme.bannerDuration, false);
                return true;
            case "act_over":
                table.actEnd = { act: ev.amount, headline: ev.text, detail: table.actEnd.detail };
                return true;
            case "act_start":
                // The new Act is dealt behind the screen; the table waits until it is dismissed.
                table.actBreak = { ended: table.actEnd.act, next: ev.amount, headline: table.actEnd.headline,
                                   detail: table.actEnd.detail };
                player.hold();
                if (!table.meHuman && table.seatKind(table.oppSeat) !== "human")
                    autoContinue.restart();
                return true;
            case "turn":
            case "match_over":
                return true;
            }
            return false;
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6 * table.zoom

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * table.zoom
            EnginesSide {
                id: oppSide
                Layout.alignment: Qt.AlignTop
                frame: table
                seat: table.oppSeat
                onCardHovered: (card, on) => preview.track(card, on)
            }
            EnginesArea {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                frame: table
                seat: table.oppSeat
                caption: qsTr("%1's Active Area").arg(table.seatName(table.oppSeat))
                cardWidth: table.areaCardWidth
                onCardHovered: (card, on) => preview.track(card, on)
            }
            // Their hand, face down and small: only how many cards they hold matters.
            ZoneView {
                objectName: "rivalHand"
                Layout.preferredWidth: 150 * table.zoom
                Layout.alignment: Qt.AlignVCenter
                frame: table
                model: table.view.zone("p" + table.oppSeat + ".hand")
                layout: "fan"
                cardWidth: Theme.pileCardWidth * 0.7 * table.zoom
            }
        }

        // What to do now, and the choices that are not a card: End turn, which end goes up, ...
        RowLayout {
            id: controlRow
            objectName: "controlRow"
            Layout.fillWidth: true
            Layout.preferredHeight: 50 * table.zoom
            spacing: Theme.spacing
            Label {
                objectName: "promptLabel"
                Layout.fillWidth: true
                Layout.preferredWidth: table.mainWidth * 0.55
                text: table.promptText
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                color: table.canAct ? Theme.gold : Theme.textDim
                font.pixelSize: Theme.fontNormal * table.zoom
                font.bold: table.canAct
                elide: Text.ElideRight
            }
            ChoiceBar {
                objectName: "enginesChoiceBar"
                frame: table
                Layout.fillWidth: true
                Layout.preferredWidth: table.mainWidth * 0.45
                color: "transparent"
                border.width: 0
                standing: [{ kind: "end_turn", text: qsTr("End turn") }]
                buttonKinds: ["choose_end"]
                offTableCards: true
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * table.zoom
            EnginesSide {
                id: mySide
                Layout.alignment: Qt.AlignTop
                frame: table
                seat: table.mySeat
                onCardHovered: (card, on) => preview.track(card, on)
            }
            EnginesArea {
                id: myArea
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                frame: table
                seat: table.mySeat
                caption: table.meHuman ? qsTr("Your Active Area") : qsTr("%1's Active Area").arg(table.seatName(table.mySeat))
                cardWidth: table.areaCardWidth
                acceptsDrops: table.canAct && table.actionsRevision >= 0 && table.view.actions.ofKind("play").length > 0
                onChosen: actionId => table.choose(actionId)
                onCardHovered: (card, on) => preview.track(card, on)
            }
        }

        ZoneView {
            id: myHand
            objectName: "hand"
            label: qsTr("Your hand")
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: implicitHeight
            Layout.preferredWidth: 0      // the fan takes the width it is given
            focus: true
            frame: table
            model: table.view.zone("p" + table.mySeat + ".hand")
            layout: "fan"
            cardName: "handCard"
            cardWidth: table.handCardWidth
            cardActions: true
            tips: true
            onCardHovered: (card, on) => preview.track(card, on)
        }
    }

    // The hovered card, enlarged; it takes no input.
    EnginesPreview {
        id: preview
        parent: table
        area: table
        mainWidth: table.mainWidth
        keepClear: [controlRow]
        blocked: table.dragLayer.holding || Session.privacyScreen || table.actBreak !== null
        z: 70
    }

    EnginesActScreen {
        objectName: "actScreen"
        parent: table
        anchors.fill: parent
        z: 85
        visible: table.actBreak !== null && !Session.privacyScreen
        frame: table
        info: table.actBreak
        auto: autoContinue.running
        onContinueRequested: table.continueAfterAct()
    }
}
