pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Knockdown table: the opponent's side at the top, the two play slots and the turn's resolution
// in the middle, your side and your hand of Action cards at the bottom, the fight log at the right.
// It shows Session's observation through an EventPlayer and forwards your choice to Session.choose().
FeltBackground {
    id: table
    objectName: "knockdownTable"

    signal menuRequested()
    signal rulesRequested()

    readonly property var obs: Session.observation
    readonly property int mySeat: Math.max(0, Session.viewSeat)
    readonly property int oppSeat: Session.seatCount > 1 ? 1 - mySeat : mySeat
    readonly property bool meHuman: seatKind(mySeat) === "human"
    readonly property bool showLog: bar.logChecked && width > 900
    // Everything on the table scales with the window; 1 fits a 1280 x 800 window with the log shown.
    readonly property real logWidth: Math.max(220, Math.min(Theme.sidePanelWidth, width * 0.23))
    readonly property real mainWidth: width - 2 * Theme.margin - (showLog ? logWidth + Theme.margin : 0)
    readonly property real zoom: Math.max(0.7, Math.min(1.45, Math.min(mainWidth / 950, height / 770)))
    readonly property bool canChoose: Session.active && !Session.over && Session.nodeKind === "commit"
                                      && meHuman && !Session.privacyScreen && !player.playing
    readonly property bool iHaveChosen: Session.pendingChoice >= 0 || player.fighter(mySeat).committed

    // The printed data of every Action card at the table, by face (card id).
    readonly property var cardData: {
        const map = {};
        const players = obs && obs.players ? obs.players : [];
        for (let p = 0; p < players.length; ++p) {
            const actions = players[p].actions || [];
            for (let i = 0; i < actions.length; ++i)
                map[actions[i].id] = { name: actions[i].name, text: actions[i].text, speed: actions[i].speed, damage: actions[i].damage };
        }
        return map;
    }

    // What my slot shows: the choice I may still change, else what the events and observation show.
    readonly property var mySlot: {
        const shown = player.slot(mySeat);
        if (player.playing || Session.pendingChoice < 0)
            return shown;
        const mine = obs && obs.players && mySeat < obs.players.length ? obs.players[mySeat].actions : [];
        const card = mine && Session.pendingChoice < mine.length ? mine[Session.pendingChoice] : null;
        return card ? { has: true, face: card.id, faceUp: true, faded: false } : shown;
    }

    // Reads Session.seats so that bindings using it follow a new game's names.
    function seatName(seat: int): string {
        return seat >= 0 && seat < Session.seats.length ? Session.seatName(seat) : "";
    }

    function seatKind(seat: int): string {
        const seats = Session.seats;
        return seat >= 0 && seat < seats.length ? seats[seat].kind : "";
    }

    function seatSubtitle(seat: int): string {
        const seats = Session.seats;
        if (seat < 0 || seat >= seats.length)
            return "";
        if (seats[seat].kind !== "human") {
            const level = seats[seat].level === "easy" ? qsTr("Easy")
                        : seats[seat].level === "hard" ? qsTr("Hard") : qsTr("Normal");
            return qsTr("Computer · %1").arg(level);
        }
        return qsTr("Human player");
    }

    function side(seat: int): FighterSide {
        return seat === mySeat ? mySide : oppSide;
    }

    // The table item standing for a zone named like "p1.discard" (for the flying cards).
    function locate(zoneName: string, index: int): Item {
        const dot = zoneName.indexOf(".");
        const seat = Number(zoneName.substring(1, dot));
        const kind = zoneName.substring(dot + 1);
        if (kind === "play")
            return seat === mySeat ? mySlotView.card : oppSlotView.card;
        if (kind === "hand")
            return seat === mySeat ? hand : oppSide.zoneItem("panel", -1);
        return side(seat).zoneItem(kind, index);
    }

    function choose(actionId: int): void {
        if (canChoose)
            Session.choose(actionId);
    }

    function thinkingSeat(seat: int): bool {
        const row = seat < playerRows.count ? playerRows.objectAt(seat) : null;
        return row ? row.thinking : false;
    }

    Component.onCompleted: {
        Session.animate = true;
        if (canChoose)
            hand.forceActiveFocus();
    }
    // Without a table the session publishes at once (and releases anything it still waits for).
    Component.onDestruction: Session.animate = false

    // The hand takes the keyboard whenever a card may be chosen, and once the table has slid in
    // (a closing dialog hands focus back to where it came from).
    onCanChooseChanged: {
        if (canChoose)
            hand.forceActiveFocus();
    }
    StackView.onActivated: hand.forceActiveFocus()

    Connections {
        target: Session
        function onEventsReady(events: var): void {
            player.enqueue(events);
        }
        // Another player took the screen, or a new game began (both announce viewSeat).
        function onViewSeatChanged(): void {
            player.reset();
        }
    }

    Instantiator {
        id: playerRows
        model: Session.players
        delegate: QtObject {
            required property int seat
            required property bool thinking
            required property bool hasChosen
        }
    }

    KnockdownEventPlayer {
        id: player
        observation: Session.observation
        stage: overlay
        locate: table.locate
        seatNames: {
            const names = [];
            for (let s = 0; s < Session.seats.length; ++s)
                names.push(table.seatName(s));
            return names;
        }
        zoom: table.zoom
        onHitLanded: (defender, amount) => {
            if (amount > 0)
                table.side(defender).flashHit();
        }
        onShuffled: seat => table.side(seat).shuffle()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin

        Item {
            id: mainArea
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                anchors.fill: parent
                spacing: 8 * table.zoom

                TableBar {
                    id: bar
                    Layout.fillWidth: true
                    zoom: table.zoom
                    turn: table.obs && table.obs.turn ? table.obs.turn : 1
                    maxTurns: table.obs && table.obs.maxTurns ? table.obs.maxTurns : 0
                    onRulesRequested: table.rulesRequested()
                    onMenuRequested: table.menuRequested()
                }

                FighterSide {
                    id: oppSide
                    Layout.fillWidth: true
                    seat: table.oppSeat
                    player: player
                    zoom: table.zoom
                    name: table.seatName(table.oppSeat)
                    subtitle: table.seatSubtitle(table.oppSeat)
                    thinking: table.thinkingSeat(table.oppSeat)
                    choosing: !player.playing && !Session.over && !player.fighter(table.oppSeat).committed
                              && table.seatKind(table.oppSeat) === "human"
                }

                // The middle of the ring: the turn's resolution, both play slots, the status.
                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.spacing * 2 * table.zoom

                    StepTrack {
                        Layout.preferredWidth: 270 * table.zoom
                        Layout.fillHeight: true
                        Layout.maximumHeight: 260 * table.zoom
                        Layout.alignment: Qt.AlignVCenter
                        zoom: table.zoom
                        lines: player.stepLines
                        title: player.playing || player.stepLines.length === 0 ? qsTr("This turn") : qsTr("Last turn")
                    }

                    Item {
                        Layout.fillWidth: true
                    }

                    PlaySlot {
                        id: mySlotView
                        Layout.alignment: Qt.AlignVCenter
                        seat: table.mySeat
                        cardWidth: Theme.slotCardWidth * table.zoom
                        caption: table.meHuman ? qsTr("Your card") : table.seatName(table.mySeat)
                        hasCard: table.mySlot.has
                        face: table.mySlot.face
                        faceUp: table.mySlot.faceUp
                        faded: table.mySlot.faded
                        cards: table.cardData
                        acceptsDrops: table.canChoose
                        active: player.activeSeats.indexOf(table.mySeat) >= 0
                        hint: table.canChoose ? qsTr("Drag a card here") : ""
                        onActionDropped: actionId => table.choose(actionId)
                    }

                    Label {
                        Layout.alignment: Qt.AlignVCenter
                        text: qsTr("VS")
                        font.family: Theme.titleFamily
                        font.pixelSize: 30 * table.zoom
                        font.bold: true
                        color: Theme.gold
                        opacity: 0.8
                    }

                    PlaySlot {
                        id: oppSlotView
                        Layout.alignment: Qt.AlignVCenter
                        seat: table.oppSeat
                        cardWidth: Theme.slotCardWidth * table.zoom
                        caption: table.seatName(table.oppSeat)
                        hasCard: player.slot(table.oppSeat).has
                        face: player.slot(table.oppSeat).face
                        faceUp: player.slot(table.oppSeat).faceUp
                        faded: player.slot(table.oppSeat).faded
                        cards: table.cardData
                        active: player.activeSeats.indexOf(table.oppSeat) >= 0
                    }

                    Item {
                        Layout.fillWidth: true
                    }

                    TableStatus {
                        Layout.preferredWidth: 250 * table.zoom
                        Layout.alignment: Qt.AlignVCenter
                        zoom: table.zoom
                        playing: player.playing
                        canChoose: table.canChoose
                        chosen: table.iHaveChosen
                        meHuman: table.meHuman
                        opponentName: table.seatName(table.oppSeat)
                        opponentThinking: table.thinkingSeat(table.oppSeat)
                        opponentChosen: player.fighter(table.oppSeat).committed
                        meThinking: table.thinkingSeat(table.mySeat)
                        myName: table.seatName(table.mySeat)
                    }
                }

                FighterSide {
                    id: mySide
                    Layout.fillWidth: true
                    seat: table.mySeat
                    player: player
                    zoom: table.zoom
                    name: table.seatName(table.mySeat)
                    subtitle: table.seatSubtitle(table.mySeat)
                    thinking: table.thinkingSeat(table.mySeat)
                    choosing: table.canChoose && !table.iHaveChosen
                }

                HandView {
                    id: hand
                    objectName: "hand"
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    focus: true
                    model: Session.hand
                    cards: table.cardData
                    cardWidth: Theme.handCardWidth * table.zoom
                    interactive: table.canChoose
                    // A choice for the next turn is shown once this turn has played out.
                    pendingChoice: player.playing ? -1 : Session.pendingChoice
                    dragLayer: dragLayer
                    onChosen: actionId => table.choose(actionId)
                }
            }
        }

        GameLog {
            title: qsTr("Fight log")
            Layout.preferredWidth: table.logWidth
            Layout.fillHeight: true
            visible: table.showLog
            model: Session.log
        }
    }

    Item {
        id: dragLayer
        anchors.fill: parent
        z: 50
    }

    Item {
        id: overlay
        objectName: "animationLayer"
        anchors.fill: parent
        z: 60
    }

    ResultScreen {
        objectName: "resultScreen"
        anchors.fill: parent
        z: 90
        visible: Session.over && !player.playing && table.obs && table.obs.node === "terminal"
        readonly property var result: table.obs && table.obs.result ? table.obs.result : null
        won: result !== null && !result.draw && result.winner === table.mySeat && table.meHuman
        // A short verdict; resultText below says who won and why.
        headline: result === null ? "" : result.draw ? qsTr("A draw")
                  : !table.meHuman || table.seatKind(table.oppSeat) === "human" ? qsTr("The fight is over")
                  : result.winner === table.mySeat ? qsTr("Victory!") : qsTr("Defeat")
        resultText: Session.resultText
        lines: {
            const out = [];
            const players = table.obs && table.obs.players ? table.obs.players : [];
            for (let p = 0; p < players.length; ++p)
                out.push({ seat: p, name: table.seatName(p),
                           text: qsTr("Total damage %1 · Unstable piles %2").arg(players[p].totalDamage)
                                 .arg(players[p].unstablePiles ? players[p].unstablePiles.length : 0) });
            return out;
        }
        onRematchRequested: Session.rematch()
        onMenuRequested: table.menuRequested()
    }

    PrivacyScreen {
        objectName: "privacyScreen"
        anchors.fill: parent
        z: 95
        visible: Session.privacyScreen
        nextName: Session.handoverSeat >= 0 ? table.seatName(Session.handoverSeat) : ""
        onAcknowledged: Session.acknowledgePrivacy()
    }
}
