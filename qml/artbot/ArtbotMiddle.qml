pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The middle of the Artbot table: what the card being played does (the events' lines), the card
// itself with its Power Points, the victim's revealed cards with their Rarity Points and the damage
// sum ("40 − 20 = 20", from the engine's events or its pending choice), the viewer's Discard to
// pick from while healing or recovering, and the Glitch pool while it gathers, shuffles and deals.
// A hand card dropped on the played slot is played.
Rectangle {
    id: middle

    required property TableFrame frame    // the Artbot table
    readonly property real cardWidth: Math.round(Math.min(104 * frame.zoom, (height - 110 * frame.zoom) / Theme.cardRatio))
    readonly property var pending: frame.obs ? frame.obs.pending : null
    // Cards to bring back are being picked (one after another: the row keeps its places meanwhile).
    readonly property bool pickPhase: frame.phase === "recover" || frame.phase === "heal"
    readonly property bool picking: frame.canAct && pickPhase
    readonly property string sum: frame.eventSum !== "" ? frame.eventSum
        : pending && pending.kind === "damage" && pending.revealed.length > 0
          ? qsTr("%1 − %2 = %3").arg(pending.points).arg(pending.rarity).arg(pending.net) : ""

    function shufflePool(): void {
        pool.shuffle();
    }

    onPickingChanged: if (!picking) frame.seatItem(frame.mySeat).registerPiles()
    onPickPhaseChanged: if (!pickPhase) frame.seatItem(frame.mySeat).registerPiles()
    objectName: "revealStrip"
    radius: Theme.radius * 2
    color: "#26000000"
    border.color: played.acceptsDrops ? Theme.gold : Theme.feltLine
    border.width: played.acceptsDrops ? 2 : 1

    Label {
        id: caption
        objectName: "actionCaption"
        anchors.top: parent.top
        anchors.topMargin: 6 * middle.frame.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        width: parent.width - 20
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        text: middle.frame.lines.join("  ·  ")
        color: Theme.text
        font.pixelSize: Theme.fontLarge * middle.frame.zoom
        font.bold: true
    }

    Row {
        id: row
        anchors.top: caption.bottom
        anchors.topMargin: 6 * middle.frame.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 18 * middle.frame.zoom

        ZoneView {
            id: played
            frame: middle.frame
            model: middle.frame.view.zone("p" + middle.frame.turnSeat + ".played")
            layout: "slot"
            cardName: "playedCard"
            cardWidth: middle.cardWidth
            tips: true
            counterLabels: ({ pp: qsTr("PP") })
            hint: acceptsDrops ? qsTr("Drop a card here to play it") : ""
            dropName: "playDrop"
            acceptsDrops: middle.frame.canAct && middle.frame.phase === "play"
            onChosen: actionId => middle.frame.choose(actionId)
        }
        ZoneView {
            id: revealed
            objectName: "revealed"
            visible: !middle.picking
            width: Math.min(implicitWidth, middle.width - 2 * middle.cardWidth - 100)
            frame: middle.frame
            model: middle.frame.victim >= 0 ? middle.frame.view.zone("p" + middle.frame.victim + ".revealed") : null
            layout: "row"
            cardName: "revealedCard"
            cardWidth: middle.cardWidth
            tips: true
            counterLabels: ({ rp: qsTr("RP") })
            interactive: middle.frame.canAct && middle.frame.phase === "discard"
            // Picked one by one: each card stays where it was aimed at.
            keepPlaces: middle.frame.phase === "discard"
            glow: true
            onChosen: actionId => middle.frame.choose(actionId)
        }
        ZoneView {
            objectName: "picker"
            visible: middle.picking
            width: Math.min(implicitWidth, middle.width - 2 * middle.cardWidth - 100)
            frame: middle.frame
            model: middle.pickPhase ? middle.frame.view.zone("p" + middle.frame.mySeat + ".discard") : null
            layout: "row"
            cardName: "pickerCard"
            cardWidth: middle.cardWidth
            caption: middle.frame.phase === "heal" ? qsTr("Heal from your Discard:") : qsTr("Bring back from your Discard:")
            captionColor: Theme.gold
            tips: true
            interactive: middle.picking
            keepPlaces: middle.pickPhase
            glow: true
            onChosen: actionId => middle.frame.choose(actionId)
        }
        ZoneView {
            id: pool
            objectName: "glitchPool"
            opacity: count > 0 ? 1 : 0
            frame: middle.frame
            model: middle.frame.view.zone("pool")
            layout: "stack"
            cardWidth: middle.cardWidth
            caption: qsTr("Glitch pool")
            Behavior on opacity {
                NumberAnimation { duration: Theme.uiDuration }
            }
        }
    }

    Label {
        objectName: "damageMath"
        anchors.top: row.bottom
        anchors.topMargin: 26 * middle.frame.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        text: middle.sum
        color: middle.frame.soaked ? Theme.good : Theme.danger
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHuge * middle.frame.zoom
        font.bold: true
        style: Text.Outline
        styleColor: "#a0000000"
    }
}
