import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// One fighter's half of the table: their panel, Stamina, Discard, Unstable piles and, during a
// knockdown, the cards they turn over. All counts come from the EventPlayer's displayed state.
RowLayout {
    id: side

    required property int seat
    required property KnockdownEventPlayer player
    property string name
    property string subtitle
    property bool thinking: false
    property bool choosing: false
    property real zoom: 1

    readonly property string prefix: "p" + seat + "."
    readonly property var stats: player.fighter(seat)

    spacing: Theme.spacing * 1.4 * zoom

    // The item standing for one of this fighter's zones (`index`: the place within it, when it has
    // places, as for the knockdown reveal and the Unstable piles).
    function zoneItem(kind: string, index: int): Item {
        if (kind === "stamina")
            return stamina.topCard;
        if (kind === "discard")
            return discard.topCard;
        if (kind === "revealing")
            return reveal.slotCard(Math.max(0, index));
        if (kind.indexOf("unstable") === 0)
            return piles.slotCard(Number(kind.substring(8)));
        return panel;
    }

    function flashHit(): void {
        panel.flashHit();
    }

    function shuffle(): void {
        stamina.shuffle();
    }

    PlayerPanel {
        id: panel
        objectName: "playerPanel" + side.seat
        Layout.alignment: Qt.AlignTop
        seat: side.seat
        zoom: side.zoom
        name: side.name
        subtitle: side.subtitle
        thinking: side.thinking
        choosing: side.choosing
        chosen: side.stats.committed
        knockedDown: side.stats.knockedDown && side.player.playing
        damageThisTurn: side.stats.damageThisTurn
        totalDamage: side.stats.totalDamage
        momentum: side.stats.momentum
    }

    PileView {
        id: stamina
        objectName: "stamina" + side.seat
        Layout.alignment: Qt.AlignTop
        cardWidth: Theme.pileCardWidth * side.zoom
        count: side.player.zoneCount(side.prefix + "stamina")
        cardKind: "stamina"
        faceUp: false
        caption: qsTr("Stamina")
        accent: Theme.gold
    }

    PileView {
        id: discard
        objectName: "discard" + side.seat
        Layout.alignment: Qt.AlignTop
        cardWidth: Theme.pileCardWidth * side.zoom
        count: side.player.zoneCount(side.prefix + "discard")
        topFace: side.player.topFace(side.prefix + "discard")
        faceUp: true
        cardKind: "stamina"
        caption: qsTr("Discard")
    }

    UnstablePiles {
        id: piles
        Layout.alignment: Qt.AlignTop
        Layout.leftMargin: 6 * side.zoom
        cardWidth: Theme.pileCardWidth * side.zoom
        piles: [side.player.zoneCount(side.prefix + "unstable0"),
                side.player.zoneCount(side.prefix + "unstable1"),
                side.player.zoneCount(side.prefix + "unstable2")]
    }

    RevealStrip {
        id: reveal
        Layout.alignment: Qt.AlignTop
        Layout.fillWidth: true
        Layout.minimumWidth: 160
        cardWidth: Theme.smallCardWidth * side.zoom
        faces: side.player.zoneFaces(side.prefix + "revealing")
        active: side.player.revealActive[side.seat] === true
        revealed: side.player.revealCounts[side.seat] || 0
    }
}
