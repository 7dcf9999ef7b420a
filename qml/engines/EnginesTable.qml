pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Engines of Vengeance table: the other player's panel and piles, their Active Area and their
// small face-down hand at the top, yours below, your hand along the bottom, the log at the right
// and the Act scoreboard (EnginesScoreboard) in the bar. Hovering a face-up card shows it enlarged
// beside the table (EnginesPreview). You play by dragging a hand card onto your Active Area (or
// clicking it), use a card's action by clicking it (choosing its target on the table, Esc cancels)
// and end your turn with the button of the prompt line (EnginesPromptBar). Everything shown comes
// from Session through an EnginesEventPlayer; what may be chosen, and every choice, goes through
// EnginesChoices to Session.choose() with an id from Session.actions.
FeltBackground {
    id: table
    objectName: "enginesTable"

    signal menuRequested()
    signal rulesRequested()

    readonly property var obs: Session.observation
    readonly property int mySeat: Math.max(0, Session.viewSeat)
    // The other player: the first seat that is not the viewer's.
    readonly property int oppSeat: {
        for (let s = 0; s < Session.seatCount; ++s)
            if (s !== mySeat)
                return s;
        return mySeat;
    }
    readonly property bool meHuman: seatKind(mySeat) === "human"
    readonly property bool showLog: bar.logChecked && width > 900
    readonly property real logWidth: Math.max(220, Math.min(Theme.sidePanelWidth, width * 0.23))
    readonly property real mainWidth: width - 2 * Theme.margin - (showLog ? logWidth + Theme.margin : 0)
    readonly property real zoom: Math.max(0.62, Math.min(1.3, Math.min(mainWidth / 980, height / 800)))
    // The cards are as large as the height allows: the two Active Areas (a card's length square, so
    // it can turn) and your hand share what the bar and the prompt line leave, the hand's cards a
    // little smaller. The side columns and the other player's hand take the width beside them.
    readonly property real sideWidth: 230 * zoom + Theme.spacing * zoom
    readonly property real rivalHandWidth: 150 * zoom + Theme.spacing * zoom
    readonly property real cardSpace: mainColumn.height - bar.implicitHeight - 40 * zoom - 4 * 6 * zoom - 2 * 24 - 26
    readonly property real areaCardWidth: Math.round(Math.max(60, Math.min(
        170, cardSpace / (Theme.cardRatio * 2.9),
        (mainWidth - sideWidth - rivalHandWidth) / (2.4 * Theme.cardRatio))))
    readonly property real handCardWidth: Math.round(areaCardWidth * 0.9)
    // The match or the current Act is over: nobody's turn.
    readonly property bool ended: Session.over || player.actOver !== null
    readonly property bool canAct: Session.active && !Session.over && Session.awaitingHuman && !Session.privacyScreen
                                   && !player.playing
    readonly property var pending: obs && obs.pending ? obs.pending : null
    readonly property string phase: obs && obs.phase ? obs.phase : ""
    readonly property int goal: obs && obs.goal ? obs.goal : 4

    // The choices on offer and the target being chosen (see EnginesChoices).
    property alias aimUid: choices.aimUid
    property alias aimTargets: choices.aimTargets
    property alias chooseEndActions: choices.chooseEndActions
    property alias offTablePicks: choices.offTablePicks

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

    function thinkingSeat(seat: int): bool {
        const row = seat < playerRows.count ? playerRows.objectAt(seat) : null;
        return row ? row.thinking : false;
    }

    function side(seat: int): EnginesSide {
        return seat === mySeat ? mySide : oppSide;
    }

    // The table item standing for a zone (for the flying cards).
    function locate(zoneName: string, index: int): Item {
        const dot = zoneName.indexOf(".");
        const seat = Number(zoneName.substring(1, dot));
        const kind = zoneName.substring(dot + 1);
        if (kind === "active")
            return seat === mySeat ? myArea.slotItem(index) : oppArea.slotItem(index);
        if (kind === "hand")
            return seat === mySeat ? myHand.slotItem(index) : oppHand.slotItem(index);
        return side(seat).pileItem(kind);
    }

    // The line in the middle of the table: what to do now, or what is going on.
    readonly property string promptText: {
        choices.actionsRevision;
        if (!Session.active || Session.over)
            return "";
        if (Session.privacyScreen)
            return "";
        if (canAct && aimUid >= 0)
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
        if (canAct && phase === "play")
            return qsTr("Your turn: drag a card from your hand onto your Active Area.");
        if (canAct)
            return qsTr("Use the actions of your cards (click a glowing card), then end your turn.");
        if (player.playing)
            return "";
        const acting = Session.actingSeat;
        if (acting >= 0 && thinkingSeat(acting))
            return qsTr("%1 is thinking…").arg(seatName(acting));
        if (acting >= 0 && acting !== mySeat)
            return qsTr("Waiting for %1.").arg(seatName(acting));
        return "";
    }

    Component.onCompleted: {
        Session.animate = true;
        myHand.forceActiveFocus();
    }
    Component.onDestruction: Session.animate = false
    StackView.onActivated: myHand.forceActiveFocus()
    onCanActChanged: {
        if (!canAct)
            choices.cancelAim();
        else
            myHand.forceActiveFocus();
    }

    Keys.onEscapePressed: choices.cancelAim()

    Connections {
        target: Session
        function onEventsReady(events: var): void {
            choices.cancelAim();
            player.enqueue(events);
        }
        function onViewSeatChanged(): void {
            choices.cancelAim();
            player.reset();
        }
    }

    EnginesChoices {
        id: choices
        player: player
        canAct: table.canAct
    }

    Instantiator {
        id: playerRows
        model: Session.players
        delegate: QtObject {
            required property int seat
            required property bool thinking
        }
    }

    EnginesEventPlayer {
        id: player
        objectName: "enginesEventPlayer"
        observation: Session.observation
        stage: overlay
        locate: table.locate
        zoom: table.zoom
        seatNames: {
            const names = [];
            for (let s = 0; s < Session.seats.length; ++s)
                names.push(table.seatName(s));
            return names;
        }
        // With nobody to press the button, the end-of-Act screen goes on by itself.
        actScreenAutoMs: table.seatKind(0) !== "human" && table.seatKind(1) !== "human" ? Theme.bannerDuration * 3 : 0
        onScored: seat => table.side(seat).pulse("score")
        onShuffled: seat => table.side(seat).pulse("deck")
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin

        Item {
            id: mainColumn
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                anchors.fill: parent
                spacing: 6 * table.zoom

                TableBar {
                    id: bar
                    Layout.fillWidth: true
                    zoom: table.zoom
                    turn: table.obs && table.obs.turn ? table.obs.turn : 1
                    maxTurns: table.obs && table.obs.maxTurns ? table.obs.maxTurns : 0
                    onRulesRequested: table.rulesRequested()
                    onMenuRequested: table.menuRequested()

                    // The Act scoreboard: which Act, and Acts won by each player.
                    EnginesScoreboard {
                        player: player
                        names: [table.seatName(0), table.seatName(1)]
                        zoom: table.zoom
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing * table.zoom
                    EnginesSide {
                        id: oppSide
                        Layout.alignment: Qt.AlignTop
                        seat: table.oppSeat
                        player: player
                        zoom: table.zoom
                        goal: table.goal
                        ended: table.ended
                        name: table.seatName(table.oppSeat)
                        subtitle: table.seatSubtitle(table.oppSeat)
                        thinking: table.thinkingSeat(table.oppSeat)
                        onCardHovered: (card, on) => preview.track(card, on)
                    }
                    EnginesArea {
                        id: oppArea
                        objectName: "activeArea" + seat
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        Layout.alignment: Qt.AlignTop
                        cards: table.oppSeat === 0 ? player.active0 : player.active1
                        seat: table.oppSeat
                        caption: qsTr("%1's Active Area").arg(table.seatName(table.oppSeat))
                        cardWidth: table.areaCardWidth
                        stateOf: (uid, face, end) => choices.stateOf(uid, face, end, false)
                        onCardClicked: uid => choices.cardClicked(uid)
                        onCardHovered: (card, on) => preview.track(card, on)
                    }
                    // Their hand, face down and small: only how many cards they hold matters.
                    EnginesHand {
                        id: oppHand
                        objectName: "rivalHand"
                        Layout.preferredWidth: 150 * table.zoom
                        Layout.preferredHeight: implicitHeight
                        Layout.alignment: Qt.AlignVCenter
                        cards: table.oppSeat === 0 ? player.hand0 : player.hand1
                        seat: table.oppSeat
                        mine: false
                        back: oppSide.role
                        cardWidth: Theme.pileCardWidth * 0.7 * table.zoom
                    }
                }

                // What to do now, the answers to a question of the rules, and End turn.
                EnginesPromptBar {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 40 * table.zoom
                    choices: choices
                    prompt: table.promptText
                    canAct: table.canAct
                    zoom: table.zoom
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing * table.zoom
                    EnginesSide {
                        id: mySide
                        Layout.alignment: Qt.AlignTop
                        seat: table.mySeat
                        isViewer: table.meHuman
                        player: player
                        zoom: table.zoom
                        goal: table.goal
                        ended: table.ended
                        name: table.seatName(table.mySeat)
                        subtitle: table.seatSubtitle(table.mySeat)
                        thinking: table.thinkingSeat(table.mySeat)
                        onCardHovered: (card, on) => preview.track(card, on)
                    }
                    EnginesArea {
                        id: myArea
                        objectName: "activeArea" + seat
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        Layout.alignment: Qt.AlignTop
                        cards: table.mySeat === 0 ? player.active0 : player.active1
                        seat: table.mySeat
                        mine: true
                        caption: table.meHuman ? qsTr("Your Active Area") : qsTr("%1's Active Area").arg(table.seatName(table.mySeat))
                        cardWidth: table.areaCardWidth
                        acceptsDrops: table.canAct && table.phase === "play" && table.pending === null
                        stateOf: (uid, face, end) => choices.stateOf(uid, face, end, false)
                        onCardClicked: uid => choices.cardClicked(uid)
                        onCardDropped: uid => choices.handDropped(uid)
                        onCardHovered: (card, on) => preview.track(card, on)
                    }
                }

                EnginesHand {
                    id: myHand
                    objectName: "hand"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: implicitHeight
                    focus: true
                    cards: table.mySeat === 0 ? player.hand0 : player.hand1
                    seat: table.mySeat
                    mine: true
                    cardWidth: table.handCardWidth
                    dragLayer: dragLayer
                    stateOf: (uid, face, end) => choices.stateOf(uid, face, end, true)
                    onActivated: uid => choices.handActivated(uid)
                    onCardHovered: (card, on) => preview.track(card, on)
                    Keys.onEscapePressed: choices.cancelAim()
                }
            }
        }

        GameLog {
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

    // The hovered card, enlarged; it takes no input.
    EnginesPreview {
        id: preview
        area: table
        mainWidth: table.mainWidth
        blocked: dragLayer.children.length > 0 || Session.privacyScreen || player.actOver !== null
        z: 70
    }

    Item {
        id: overlay
        objectName: "animationLayer"
        anchors.fill: parent
        z: 60
    }

    EnginesActScreen {
        objectName: "actScreen"
        anchors.fill: parent
        z: 85
        visible: player.actOver !== null && !Session.privacyScreen
        readonly property var info: player.actOver
        headline: {
            if (!info)
                return "";
            if (info.shared)
                return qsTr("Both of you reach your goal!");
            if (info.draw || info.winner < 0)
                return qsTr("The Act is a draw");
            return qsTr("%1 wins Act %2").arg(table.seatName(info.winner)).arg(info.act);
        }
        detail: info ? info.text : ""
        names: [table.seatName(0), table.seatName(1)]
        wins: player.match.wins || []
        // The roles swap between Acts.
        nextRoles: (player.match.roles || []).map(r => r === "vigilante" ? "detective" : r === "detective" ? "vigilante" : r)
        act: info ? info.act : 1
        nextAct: info && info.nextAct > 0 ? info.nextAct : 2
        auto: player.actScreenAutoMs > 0
        onContinueRequested: player.continueAfterAct()
    }

    EnginesResultScreen {
        objectName: "resultScreen"
        anchors.fill: parent
        z: 90
        visible: Session.over && !player.playing && table.obs && table.obs.node === "terminal"
        obs: table.obs
        mySeat: table.mySeat
        meHuman: table.meHuman
        rivalHuman: table.seatKind(table.oppSeat) === "human"
        seatName: table.seatName
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