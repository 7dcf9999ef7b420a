import QtQuick
import GrudgeMatch

// What the viewer may do on the Engines table now, and the target being chosen ("aiming"): the
// offered actions by kind, the highlights and tooltip of each card (with the engine's reason when
// it can't be used), and what a click, a keypress or a drop on a card chooses. Every choice goes to Session.choose() with an id from
// Session.actions. EnginesTable owns one and sends the clicks of its areas and hand here.
QtObject {
    id: choices

    // The table's event player: its zones tell where a card is shown and whose turn it is.
    property EnginesEventPlayer player: null
    property bool canAct: false

    // Bumped whenever Session.actions or its reasons change, so bindings that ask it through
    // functions follow.
    property int actionsRevision: 0
    // Aiming: the card whose action waits for a target, and its actions with targets.
    property int aimUid: -1
    property var aimActions: []

    readonly property var endTurnAction: {
        actionsRevision;
        const list = canAct ? Session.actions.ofKind("end_turn") : [];
        return list.length > 0 ? list[0] : null;
    }
    readonly property var chooseEndActions: {
        actionsRevision;
        return canAct ? Session.actions.ofKind("choose_end") : [];
    }
    // Picks of cards that are not on the table (a deck card to give away): offered as buttons.
    readonly property var offTablePicks: {
        actionsRevision;
        if (!canAct)
            return [];
        return Session.actions.ofKind("pick").filter(a => choices.zoneOfUid(a.card) === "");
    }
    readonly property var aimUntargeted: aimActions.filter(a => a.targets.length === 0)
    readonly property var aimTargets: {
        const out = [];
        for (const a of aimActions)
            for (const t of a.targets)
                if (out.indexOf(t) < 0)
                    out.push(t);
        return out;
    }

    readonly property Connections actionsWatch: Connections {
        target: Session.actions
        function onModelReset(): void {
            choices.actionsRevision += 1;
        }
        function onReasonsChanged(): void {
            choices.actionsRevision += 1;
        }
    }

    // The zone ("p0.active", "p1.hand" ...) where the table shows card `uid`, "" when not shown.
    function zoneOfUid(uid: int): string {
        for (const zone of ["p0.active", "p1.active", "p0.hand", "p1.hand"])
            if (player.indexOfUid(player.list(zone), uid) >= 0)
                return zone;
        return "";
    }

    function choose(actionId: int): void {
        cancelAim();
        if (canAct)
            Session.choose(actionId);
    }

    function cancelAim(): void {
        aimUid = -1;
        aimActions = [];
    }

    // The card's actions the viewer may use now ("use", or "rival" on the other player's card).
    function usesOf(uid: int): var {
        return Session.actions.forCard(uid).filter(a => a.kind === "use" || a.kind === "rival");
    }

    function pickOf(uid: int): var {
        const list = Session.actions.forCard(uid, "pick");
        return list.length > 0 ? list[0] : null;
    }

    // A card on the table was clicked: aim, use, pick or hit the target being chosen.
    function cardClicked(uid: int): void {
        if (!canAct)
            return;
        if (aimUid >= 0) {
            if (uid === aimUid) {
                cancelAim();
                return;
            }
            const hit = aimActions.find(a => a.targets.indexOf(uid) >= 0);
            if (hit)
                choose(hit.actionId);
            return;
        }
        const pick = pickOf(uid);
        if (pick) {
            choose(pick.actionId);
            return;
        }
        const uses = usesOf(uid);
        if (uses.length === 0)
            return;
        if (uses.every(a => a.targets.length === 0)) {
            choose(uses[0].actionId);
            return;
        }
        aimUid = uid;
        aimActions = uses;
    }

    // A card of the viewer's hand was clicked or chosen with the keyboard.
    function handActivated(uid: int): void {
        if (!canAct)
            return;
        if (aimUid >= 0) {
            cardClicked(uid);
            return;
        }
        const pick = pickOf(uid);
        if (pick) {
            choose(pick.actionId);
            return;
        }
        const play = Session.actions.forCard(uid, "play");
        if (play.length > 0)
            choose(play[0].actionId);
    }

    function handDropped(uid: int): void {
        const play = canAct ? Session.actions.forCard(uid, "play") : [];
        if (play.length === 0)
            return;
        player.droppedUid = uid;
        choose(play[0].actionId);
    }

    // What a card does (the end that is up) and, when it can't be used now, why (the engine's
    // reason, Session.actions.reasonFor).
    function tipFor(uid: int, face: string, end: int, usable: bool): string {
        const info = Session.cardFace(face);
        const ends = info && info.ends ? info.ends : [];
        const e = ends.length > end ? ends[end] : null;
        let tip = e ? (e.text !== "" ? e.title + " — " + e.text : e.title) : "";
        if (e && e.footer !== "")
            tip += "\n" + e.footer;
        const why = usable ? "" : Session.actions.reasonFor(uid);
        if (why === "")
            return tip;
        return tip === "" ? why : tip + "\n" + qsTr("Can't be used: %1").arg(why);
    }

    // The highlights and tooltip of a card on the table or in the viewer's hand.
    function stateOf(uid: int, face: string, end: int, inHand: bool): var {
        actionsRevision;
        const selected = uid === aimUid && aimUid >= 0;
        const targetable = canAct && (aimUid >= 0 ? aimTargets.indexOf(uid) >= 0 : pickOf(uid) !== null);
        let usable = false;
        if (canAct && aimUid < 0 && !targetable)
            usable = inHand ? Session.actions.forCard(uid, "play").length > 0 : usesOf(uid).length > 0;
        const dimmed = aimUid >= 0 && !selected && !targetable;
        const tip = tipFor(uid, face, end, usable || targetable);
        return { usable: usable, targetable: targetable, selected: selected, dimmed: dimmed, tip: tip };
    }
}
