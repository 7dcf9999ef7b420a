import QtQuick
import GrudgeMatch

// The end of an Engines match: who won it (or that both did, the cop-buddy ending) and one line
// per Act telling who won it and in which role.
ResultScreen {
    id: screen

    property var obs: null                // Session.observation
    property int mySeat: 0
    property bool meHuman: false
    property bool rivalHuman: false       // the other seat is played by a person too
    property var seatName: null           // function(seat) -> the seat's name

    readonly property var m: screen.obs && screen.obs.match ? screen.obs.match : null
    readonly property var r: screen.obs && screen.obs.result ? screen.obs.result : null
    readonly property var winners: m ? (m.winners || []) : r ? (r.winners || []) : []
    readonly property bool together: winners.length > 1
    won: winners.indexOf(screen.mySeat) >= 0 && screen.meHuman
    headline: together ? qsTr("The cop-buddy ending!")
              : winners.length === 0 ? qsTr("A draw")
              : !screen.meHuman || screen.rivalHuman ? qsTr("The match is over")
              : winners[0] === screen.mySeat ? qsTr("Victory!") : qsTr("Defeat")
    resultText: Session.resultText
    lines: {
        const out = [];
        const results = m ? (m.results || []) : [];
        for (let i = 0; i < results.length; ++i) {
            const res = results[i];
            const w = res.winners || [];
            const roles = res.roles || [];
            const text = res.shared || w.length > 1 ? qsTr("Both won (cooperative ending)")
                       : w.length === 0 ? qsTr("Draw")
                       : qsTr("%1 won as the %2").arg(screen.seatName(w[0])).arg(screen.roleName(roles[w[0]] || ""));
            out.push({ seat: w.length === 1 ? w[0] : 0, name: qsTr("Act %1").arg(res.act || i + 1), text: text });
        }
        return out;
    }

    function roleName(key: string): string {
        return key === "vigilante" ? qsTr("Vigilante") : key === "detective" ? qsTr("Detective") : "";
    }
}
