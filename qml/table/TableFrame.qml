pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The frame every game's table sits in: the bar (game, turn, log, rules, menu), the game's layout
// (the default content), the choice bar, the log, the flying cards of the event player, the result
// screen and the hot-seat privacy screen; the window's zoom and the seats' names and rows.
//
// A game's layout (qml/<game>/) places ZoneViews with `frame` set to this frame, SeatPanels with
// `row: tableFrame.player(seat)`, and may give `cue(event)`: called for every event the player shows,
// it plays the game's own flourishes (messages, shakes) with flyLayer's helpers (and tableFrame.view.player's
// hold() for a screen), and returns true when it took care of the event (no generic card flight
// then). `beats` names how long the table lingers on each event kind (app/table_player.h); the
// milliseconds come from the pace the player chose. While an action is shown, a click anywhere on
// the table or a key shows the rest of it at once.
//
// Cards with actions of their own (ZoneView.cardActions): cardClicked(uid) takes the card's action,
// or, when it needs a target, aims (aimCard; the targets pulse) until a target is clicked, the card
// again or Esc. A game that places the choice bar in its own layout sets `ownChoiceBar` and puts a
// ChoiceBar { frame: <this frame> } where it wants it.
FeltBackground {
    id: tableFrame

    signal menuRequested()
    signal rulesRequested()
    // The table shows another moment than the one it followed (a new game or rematch, a move taken
    // back, a replay begun or left, another person at the screen): a layout drops what it kept of
    // the events it showed. `lines` is emptied first.
    signal restarted()

    // What this seat's table shows, built only from the updates the seat receives (Session.table
    // here; a network seat's own view elsewhere). Every part of the table reads the game from it;
    // the session singleton is only asked to act (choose, undo, rematch, the replay's controls) and
    // for this screen's own state (the hot-seat privacy screen, a replay being watched).
    required property TableView view
    default property alias content: layoutArea.data
    property alias barExtras: bar.extras
    property string logTitle: qsTr("Game log")
    property var cue: null
    property var beats: ({})              // event kind -> beat name ("hit", "banner", ...)
    // The size the layout is drawn for at zoom 1 (with the log shown).
    property real designWidth: 950
    property real designHeight: 770
    property Item focusItem: null         // takes the keyboard when the player may act
    property Item choiceBarItem: null     // the choice bar that has the keyboard's default (ChoiceBar)
    // The result screen: the game's headline and one line per seat ("" uses places and returns).
    property string resultHeadline: ""
    property var resultSummary: null      // function(player row) -> text after the seat's name
    // Lines under the seats (what the game changed beyond it, e.g. cards kept), with their title.
    property string resultNotesTitle: ""
    property var resultNotes: []
    // What the events of the move being shown said, for a layout's middle (its cue() adds them).
    property var lines: []
    property var rematch: null            // function() starting the next game; null: Session.rematch()
    property bool ownChoiceBar: false
    // Bumped whenever tableFrame.view.actions or its reasons change, so bindings that ask it through
    // functions follow.
    property int actionsRevision: 0
    // The card whose actions wait for a target (-1: none) and those actions.
    property int aimCard: -1
    property var aimActions: []
    readonly property var aimTargets: {
        const out = [];
        for (const a of aimActions)
            for (const t of a.targets)
                if (out.indexOf(t) < 0)
                    out.push(t);
        return out;
    }

    readonly property int mySeat: Math.max(0, tableFrame.view.seat)
    // The other seats in turn order after mySeat (an OpponentRow draws them left to right).
    readonly property var opponents: {
        const out = [];
        for (let i = 1; i < tableFrame.view.seatCount; ++i)
            out.push((mySeat + i) % tableFrame.view.seatCount); // layout arithmetic: seats in turn order after yours
        return out;
    }
    // The item drawn for the seat in front of the screen, and the row of the others: with them,
    // seatItem(s) and saySeat() find any seat's panel.
    property Item ownSeat: null
    property Item opponentRow: null      // an OpponentRow (typed Item: the row names TableFrame)
    readonly property bool meHuman: seatKind(mySeat) === "human"
    readonly property bool playing: tableFrame.view.player.playing
    // A click or a key skips the rest of the action being shown (not a screen the player dismisses).
    readonly property bool skippable: playing && !tableFrame.view.player.held
    readonly property bool canAct: tableFrame.view.active && !tableFrame.view.over && meHuman && !Session.privacyScreen
                                   && !playing && tableFrame.view.actions.count > 0
    readonly property bool showLog: bar.logChecked && width > 900
    readonly property real logWidth: Math.max(220, Math.min(Theme.sidePanelWidth, width * 0.23))
    readonly property real mainWidth: width - 2 * Theme.margin - (showLog ? logWidth + Theme.margin : 0)
    // The height the layout has: a replay's bar takes its own below it.
    readonly property real layoutHeight: height - (Session.replaying ? replayBar.implicitHeight + Theme.margin : 0)
    readonly property real zoom: Math.max(0.7, Math.min(1.45, Math.min(mainWidth / designWidth, layoutHeight / designHeight)))
    readonly property alias dragLayer: dragLayer
    readonly property alias flyLayer: flyLayer
    readonly property alias layoutArea: layoutArea
    property var zones: ({})              // zone id -> the ZoneView drawing it
    property var standIns: ({})           // zone id -> the item standing for a zone not drawn

    // (Each map is replaced, not changed in place: a var property hands out copies.)
    function registerZone(zoneId: string, view: Item): void {
        const next = Object.assign({}, zones);
        next[zoneId] = view;
        zones = next;
    }

    // `item` stands for a zone the table does not draw (cards leave an opponent's hand from their panel).
    function registerStandIn(zoneId: string, item: Item): void {
        const next = Object.assign({}, standIns);
        next[zoneId] = item;
        standIns = next;
    }

    // The ZoneView of a zone, null when the zone is not drawn (a view may since show another zone).
    function zoneView(zoneId: string): Item {
        const view = zones[zoneId];
        return view && view.zoneId === zoneId ? view : null;
    }

    function zoneItem(zoneId: string): Item {
        return zoneView(zoneId) || standIns[zoneId] || null;
    }

    // The PlayerModel row of a seat: seat, name, kind, level, subtitle, thinking, hasChosen, acting,
    // out, active, place, figures.
    function player(seat: int): var {
        return seat >= 0 && seat < rows.count ? rows.objectAt(seat) : null;
    }

    function figure(seat: int, key: string): int {
        const row = player(seat);
        const all = row ? row.figures : [];
        for (let i = 0; i < all.length; ++i)
            if (all[i].key === key)
                return all[i].value;
        return 0;
    }

    // The item drawn for seat `s` (ownSeat or one of opponentRow's), null if none.
    function seatItem(s: int): Item {
        if (s === mySeat)
            return ownSeat;
        return opponentRow ? opponentRow.seatItem(s) : null;
    }

    // A short message rising over seat `s`'s panel (a seat item's `panel`).
    function saySeat(s: int, text: string, colour: color, big: bool): void {
        const item = seatItem(s);
        if (item && item.panel)
            flyLayer.say(item.panel, text, colour, big, Theme.bannerDuration, !big);
    }

    function seatName(seat: int): string {
        return tableFrame.view.seatName(seat);
    }

    function seatKind(seat: int): string {
        return tableFrame.view.seatKind(seat);
    }

    // Takes a legal action of the viewer; one the engine warns about (it kills the player's own
    // clone, it will do nothing, it leaves a scoring action unused) is asked about first, and the
    // safe answer is the default.
    function choose(actionId: int): void {
        cancelAim();
        if (!canAct)
            return;
        const caution = tableFrame.view.actions.cautionFor(actionId);
        if (caution === "") {
            tableFrame.view.choose(actionId);
            return;
        }
        cautionConfirm.actionId = actionId;
        cautionConfirm.text = qsTr("%1\n\n%2").arg(tableFrame.view.describeAction(actionId)).arg(caution);
        cautionConfirm.open();
    }

    function cancelAim(): void {
        aimCard = -1;
        aimActions = [];
    }

    // The actions of card `uid` the viewer may take now.
    function cardActionsOf(uid: int): var {
        return actionsRevision >= 0 && canAct ? tableFrame.view.actions.forCard(uid, "") : [];
    }

    // Whether the viewer may take an action of `kind` now.
    function canDo(kind: string): bool {
        return actionsRevision >= 0 && canAct && tableFrame.view.actions.ofKind(kind).length > 0;
    }

    // The actions the viewer may take now that choose seat `seat` (a victim, a target): a table
    // offers them on that seat (SeatPanel.targetable).
    function seatActions(seat: int): var {
        return actionsRevision >= 0 && canAct ? tableFrame.view.actions.forSeat(seat) : [];
    }

    // Whether a click on card `uid` does something now: a target while aiming, else an action.
    function canChooseCard(uid: int): bool {
        if (aimCard >= 0)
            return uid === aimCard || aimTargets.indexOf(uid) >= 0;
        return cardActionsOf(uid).length > 0;
    }

    // Whether a drawn zone shows card `uid` (an action of a card not drawn needs a button).
    function cardShown(uid: int): bool {
        for (const id in zones) {
            const view = zoneView(id);
            if (view && view.itemForUid(uid))
                return true;
        }
        return false;
    }

    // A card with actions was clicked: hit the target being aimed at (the choice bar asks which
    // action when several aim at it), put the aimed card back,
    // take its only action, or aim when its actions need a target or are several (the choice bar
    // offers those without a target as buttons).
    function cardClicked(uid: int): void {
        if (!canAct)
            return;
        if (aimCard >= 0) {
            // Several actions on the one target (work on an event or sabotage it): the choice bar
            // asks which, as for a drop.
            const hits = aimActions.filter(a => a.targets.indexOf(uid) >= 0);
            if (hits.length === 1)
                choose(hits[0].actionId);
            else if (hits.length > 1 && hits.length < aimActions.length)
                aimAt(aimCard, hits);
            else if (uid === aimCard)
                cancelAim();
            return;
        }
        const actions = cardActionsOf(uid);
        if (actions.length === 0)
            return;
        if (actions.length === 1 && actions[0].targets.length === 0) {
            choose(actions[0].actionId);
            return;
        }
        aimCard = uid;
        aimActions = actions;
    }

    // Aims card `uid` with only `actions` (a drop on a mark that several of its actions aim at):
    // the choice bar offers them.
    function aimAt(uid: int, actions: var): void {
        aimCard = uid;
        aimActions = actions;
    }

    // The keyboard goes where Enter does what a player most likely means and costs nothing: the pass
    // of a response window (Tab reaches the hand to respond), else the game's focusItem. Deferred,
    // so the choice bar has its buttons for the actions just published.
    function takeFocus(): void {
        Qt.callLater(() => {
            if (!canAct)
                return;
            if (choiceBarItem && choiceBarItem.focusPass())
                return;
            if (focusItem)
                focusItem.forceActiveFocus();
        });
    }

    Component.onCompleted: {
        tableFrame.view.player.beats = beats;
        Session.attachTable(tableFrame);
        takeFocus();
    }
    // Without a table the session shows every outcome at once.
    Component.onDestruction: Session.detachTable(tableFrame)
    // The window makes its table itself and pushes it as an item (Qt 6.4's StackView.push() of a
    // url leaves a page's required properties unset), so the table goes when it leaves the stack.
    StackView.onRemoved: tableFrame.destroy()
    onCanActChanged: {
        if (!canAct)
            cancelAim();
        takeFocus();
    }
    onBeatsChanged: tableFrame.view.player.beats = beats
    // (Not while the privacy screen is up: its button keeps the keyboard over a move still shown.)
    onSkippableChanged: if (skippable && !privacyScreen.visible) skipKeys.forceActiveFocus()
    Keys.onEscapePressed: cancelAim()

    // Every pointer position over the table, so a card's zoom opens only on a real move (CardZoom).
    HoverHandler {
        onPointChanged: CardZoom.track(point.scenePosition)
    }

    Item {
        id: skipKeys
        objectName: "skipKeys"
        Keys.onPressed: event => {
            if (tableFrame.skippable) {
                tableFrame.view.player.skip();
                event.accepted = true;
            }
        }
    }

    Connections {
        target: tableFrame.view.player
        function onRestarted(): void {
            tableFrame.lines = [];
            tableFrame.restarted();
        }
    }

    Connections {
        target: tableFrame.view.actions
        function onModelReset(): void {
            tableFrame.cancelAim();
            tableFrame.actionsRevision += 1;
        }
        function onReasonsChanged(): void {
            tableFrame.actionsRevision += 1;
        }
    }
    // Shown, the table gives the keyboard to the privacy screen when it is up, else as takeFocus().
    StackView.onActivated: {
        if (privacyScreen.visible)
            privacyScreen.takeKeyboard();
        else if (canAct)
            takeFocus();
        else if (focusItem)
            focusItem.forceActiveFocus();
    }

    Instantiator {
        id: rows
        model: tableFrame.view.players
        delegate: QtObject {
            required property int seat
            required property string name
            required property string kind
            required property string level
            required property bool thinking
            required property bool hasChosen
            required property bool acting
            required property bool out
            required property bool active
            required property int place
            required property string role
            required property var figures
            readonly property string subtitle: kind === "human" ? qsTr("Human player")
                : qsTr("Computer · %1").arg(level === "easy" ? qsTr("Easy") : level === "hard" ? qsTr("Hard") : qsTr("Normal"))
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin
        // Behind a screen that waits for the player, the table takes no keys: Tab stays on the
        // screen's buttons.
        enabled: !resultScreen.visible && !privacyScreen.visible

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8 * tableFrame.zoom

            TableBar {
                id: bar
                view: tableFrame.view
                Layout.fillWidth: true
                available: tableFrame.mainWidth
                zoom: tableFrame.zoom
                turn: Math.max(1, tableFrame.view.turn)
                maxTurns: tableFrame.view.turnLimit
                onRulesRequested: tableFrame.rulesRequested()
                onMenuRequested: tableFrame.menuRequested()
            }

            Item {
                id: layoutArea
                Layout.fillWidth: true
                Layout.fillHeight: true
            }

            ChoiceBar {
                objectName: "choiceBar"
                Layout.fillWidth: true
                frame: tableFrame
                visible: wanted && !tableFrame.ownChoiceBar && !Session.replaying
                keyboardDefault: !tableFrame.ownChoiceBar
            }

            // A replay is watched through its own controls; nobody chooses.
            ReplayBar {
                id: replayBar
                view: tableFrame.view
                objectName: "replayBar"
                Layout.fillWidth: true
                Layout.minimumWidth: 0      // it fits itself to the width it gets (compact)
                Layout.preferredWidth: 0
                zoom: tableFrame.zoom
                visible: Session.replaying
                onStopRequested: {
                    Session.stopWatching();
                    tableFrame.menuRequested();
                }
            }
        }

        GameLog {
            objectName: "gameLog"
            gameId: tableFrame.view.gameId
            title: tableFrame.logTitle
            Layout.preferredWidth: tableFrame.logWidth
            Layout.fillHeight: true
            visible: tableFrame.showLog
            model: tableFrame.view.log
        }
    }

    Item {
        id: dragLayer
        // Whether a card is being dragged on it (counted natively: reading `children` in a
        // binding's JavaScript is the list read that crashes Qt 6.4's collector).
        property bool holding: false
        anchors.fill: parent
        z: 50
        onChildrenChanged: holding = FreeRoom.countWith(dragLayer) > 0
    }

    FlyLayer {
        id: flyLayer
        objectName: "animationLayer"
        anchors.fill: parent
        z: 60
        frame: tableFrame
    }

    MouseArea {
        objectName: "skipArea"
        anchors.fill: parent
        z: 80
        // In a replay its bar stays in reach (Pause, a move forwards finishes the one shown).
        enabled: tableFrame.skippable && !Session.replaying
        visible: enabled
        onPressed: tableFrame.view.player.skip()
    }

    ResultScreen {
        id: resultScreen
        objectName: "resultScreen"
        anchors.fill: parent
        z: 90
        // A replay's end shows in its log and its bar; the table stays in view.
        visible: tableFrame.view.over && !tableFrame.playing && !Session.replaying
        readonly property int myPlace: tableFrame.player(tableFrame.mySeat) ? tableFrame.player(tableFrame.mySeat).place : 0
        // Everybody first, or nobody with a winning result (the survivors of a turn limit, the
        // last players falling together while the others were out before).
        readonly property bool draw: {
            const returns = tableFrame.view.returns;
            if (returns.length > 0 && returns.every(r => r <= 0))
                return true;
            for (let s = 0; s < rows.count; ++s)
                if (rows.objectAt(s).place !== 1)
                    return false;
            return rows.count > 1;
        }
        won: myPlace === 1 && !draw && tableFrame.meHuman
        headline: tableFrame.resultHeadline !== "" ? tableFrame.resultHeadline
                : draw ? qsTr("A draw")
                : !tableFrame.meHuman || tableFrame.view.humanCount > 1 ? qsTr("The game is over")
                : myPlace === 1 ? qsTr("Victory!") : qsTr("Defeat")
        resultText: tableFrame.view.resultText
        lines: {
            const out = [];
            for (let s = 0; s < rows.count; ++s) {
                const row = rows.objectAt(s);
                const place = row.place > 0 ? qsTr("Place %1").arg(row.place) : "";
                const summary = tableFrame.resultSummary ? tableFrame.resultSummary(row) : "";
                out.push({ seat: s, name: row.name, text: [place, summary].filter(t => t !== "").join(" · ") });
            }
            return out;
        }
        notesTitle: tableFrame.resultNotesTitle
        notes: tableFrame.resultNotes
        onRematchRequested: tableFrame.rematch ? tableFrame.rematch() : Session.rematch()
        onMenuRequested: tableFrame.menuRequested()
    }

    ConfirmDialog {
        id: cautionConfirm
        objectName: "cautionConfirm"
        property int actionId: -1
        title: qsTr("Before you do that")
        confirmText: qsTr("Do it anyway")
        keepText: qsTr("Think again")
        // Still legal only if nothing moved meanwhile (the dialog stays over a table that waits).
        onConfirmed: if (tableFrame.canAct && tableFrame.view.actions.indexOfAction(actionId) >= 0) tableFrame.view.choose(actionId)
    }

    PrivacyScreen {
        id: privacyScreen
        objectName: "privacyScreen"
        gameId: tableFrame.view.gameId
        anchors.fill: parent
        z: 95
        visible: Session.privacyScreen
        nextName: Session.handoverSeat >= 0 ? tableFrame.seatName(Session.handoverSeat) : ""
        onAcknowledged: Session.acknowledgePrivacy()
    }
}
