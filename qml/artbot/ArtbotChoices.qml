import QtQuick
import GrudgeMatch

// What the viewer may do on the Artbot table now, from Session.actions: which hand cards may be
// returned or played (actions name a representative card; the table matches cards by face), which
// seats may be targeted, which revealed or Discard cards may be picked; and the line that says what
// to do. Every choice goes to Session.choose() with the id of one of those actions. An Item (not a
// QtObject) so that its Connections is a child that lives as long as it does.
Item {
    id: choices

    property ArtbotEventPlayer player: null
    property bool canAct: false
    property int mySeat: 0
    property var seatName: null           // function(seat) -> name

    // Bumped whenever Session.actions changes, so bindings that ask it through functions follow.
    property int actionsRevision: 0

    readonly property var obs: Session.observation
    readonly property string phase: obs && obs.phase ? obs.phase : ""
    readonly property var pending: obs && obs.pending ? obs.pending : null
    readonly property int remaining: pending && pending.remaining ? pending.remaining : 1

    // uid -> face of every card the viewer can see (the actions' representative cards among them).
    readonly property var uidFaces: {
        const out = {};
        for (const z of (obs && obs.zones ? obs.zones : []))
            for (const c of (z.cards || []))
                if (!c.hidden && c.face)
                    out[c.uid] = c.face;
        return out;
    }

    readonly property var handActions: {
        actionsRevision;
        return canAct ? Session.actions.ofKind("return").concat(Session.actions.ofKind("play")) : [];
    }
    readonly property var targetActions: {
        actionsRevision;
        // A plain array (a list returned from C++ does not keep its rows in a var property).
        return canAct ? Array.from(Session.actions.ofKind("target")) : [];
    }
    readonly property var targetSeats: targetActions.map(a => choices.seatOfTarget(a))
    readonly property string targetPurpose: targetActions.length > 0 && targetActions[0].args.length > 1
                                            ? targetActions[0].args[1] : ""
    // Revealed cards the viewer may discard, by face.
    readonly property var pickFaces: {
        actionsRevision;
        return canAct ? Session.actions.ofKind("discard").map(a => choices.faceOf(a.card)) : [];
    }
    // Cards of a Discard to bring back or heal: [{actionId, face, count}].
    readonly property var pickerChoices: {
        actionsRevision;
        if (!canAct)
            return [];
        const list = Session.actions.ofKind("recover").concat(Session.actions.ofKind("heal"));
        return list.map(a => {
            const face = choices.faceOf(a.card);
            const faces = player ? player.zoneFaces(a.fromZone) : [];
            return { actionId: a.actionId, face: face, count: faces.filter(f => f === face).length };
        });
    }

    Connections {
        target: Session.actions
        function onModelReset(): void {
            choices.actionsRevision += 1;
        }
    }

    function faceOf(uid: int): string {
        return uidFaces[uid] || "";
    }

    function seatOfTarget(a: var): int {
        return a.args && a.args.length > 0 ? Number(a.args[0]) : -1;
    }

    // The return or play action for a hand card of this face, or null.
    function handAction(face: string): var {
        return handActions.find(a => choices.faceOf(a.card) === face) || null;
    }

    function targetAction(seat: int): var {
        return targetActions.find(a => choices.seatOfTarget(a) === seat) || null;
    }

    function choose(actionId: int): void {
        if (canAct && actionId >= 0)
            Session.choose(actionId);
    }

    function chooseHand(face: string): void {
        const a = handAction(face);
        if (a)
            choose(a.actionId);
    }

    function returnFace(face: string): void {
        const a = handAction(face);
        if (a && a.kind === "return")
            choose(a.actionId);
    }

    function playFace(face: string): void {
        const a = handAction(face);
        if (a && a.kind === "play")
            choose(a.actionId);
    }

    function target(seat: int): void {
        const a = targetAction(seat);
        if (a)
            choose(a.actionId);
    }

    function pickRevealed(face: string): void {
        const a = Session.actions.ofKind("discard").find(x => choices.faceOf(x.card) === face);
        if (a)
            choose(a.actionId);
    }

    function name(seat: int): string {
        return seatName ? seatName(seat) : "";
    }

    // What to do now, or what is going on.
    function prompt(playing: bool, thinkingSeat: int): string {
        actionsRevision;
        if (!Session.active || Session.over || Session.privacyScreen)
            return "";
        if (canAct) {
            switch (phase) {
            case "return":
                return qsTr("Return a card to the bottom of your Inactive Deck: drag it there, or click it and confirm.");
            case "play":
                return qsTr("Play a card: drag it onto the table, or click it and confirm.");
            case "target":
                return targetPurpose === "steal" ? qsTr("Choose a target: click the opponent to steal from.")
                     : targetPurpose === "glitch" ? qsTr("Choose a target: click the opponent who gets only 2 cards.")
                     : qsTr("Choose a target: click the opponent to damage.");
            case "discard":
                return qsTr("Choose %n card(s) to discard: click the revealed cards.", "", remaining);
            case "recover":
                return qsTr("Choose %n card(s) to bring back from your Discard.", "", remaining);
            case "heal":
                return qsTr("Choose %n card(s) to heal from your Discard.", "", remaining);
            }
            return "";
        }
        if (playing)
            return "";
        if (thinkingSeat >= 0)
            return qsTr("%1 is thinking…").arg(name(thinkingSeat));
        const acting = Session.actingSeat;
        if (acting >= 0 && acting !== mySeat)
            return qsTr("Waiting for %1.").arg(name(acting));
        return "";
    }
}
