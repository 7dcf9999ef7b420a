pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The middle of the Artbot table: the card being played and what it does, the victim's revealed
// cards with their Rarity Points and the damage arithmetic ("40 − 20 = 20"), the cards to choose
// among (revealed cards to discard, or cards of a Discard to bring back), and the Glitch pool while
// it gathers, shuffles and deals. A hand card dropped here is played.
Rectangle {
    id: strip

    required property ArtbotEventPlayer player
    property real zoom: 1
    property real cardWidth: 90
    property var seatName: null           // function(seat) -> name
    property bool acceptsPlay: false
    // Faces of revealed cards that may be picked now, and picks offered from a Discard
    // ([{actionId, face}]), both for the viewer.
    property var pickFaces: []
    property var pickerChoices: []
    property string pickerCaption: ""
    // Shown in the middle when no card is on it (whose turn it is).
    property string idleText: ""

    readonly property var act: player.action
    readonly property int playedSeat: player.playedSeat()
    readonly property string playedFace: playedSeat >= 0 ? player.topFace("p" + playedSeat + ".played") : ""
    readonly property int victim: player.revealSeat()
    readonly property var revealed: victim >= 0 ? player.zoneFaces("p" + victim + ".revealed") : []
    readonly property int poolCount: player.zoneCount("pool")
    readonly property bool showPool: poolCount > 0 || player.frozenHp !== null
    readonly property bool showPicker: pickerChoices.length > 0 && revealed.length === 0
    readonly property real cardHeight: Math.round(cardWidth * Theme.cardRatio)
    // The Discard may hold many kinds of card: they share the width beside the played card.
    readonly property real pickerCardWidth: Math.max(40, Math.min(cardWidth,
        (width - cardWidth - 90 * zoom) / Math.max(1, pickerChoices.length) - 8 * zoom))

    signal playDropped(string face)
    signal revealedClicked(string face)
    signal pickerClicked(int actionId)

    function playedItem(): Item {
        return playedCard;
    }

    function revealedItem(index: int): Item {
        if (index >= 0 && index < revealedRepeater.count && revealedRepeater.itemAt(index))
            return revealedRepeater.itemAt(index);
        // Where the next card will lie: the row grows to the right (and stays centred).
        probe.x = row.x + revealedRow.x + Math.max(0, index) * (strip.cardWidth + revealedRow.spacing);
        return probe;
    }

    function poolItem(): Item {
        return pool.topCard;
    }

    function shufflePool(): void {
        pool.shake();
    }

    function name(seat: int): string {
        return seatName ? seatName(seat) : "";
    }

    function powerName(key: string): string {
        switch (key) {
        case "physical": return qsTr("Physical Damage");
        case "psychological": return qsTr("Psychological Damage");
        case "spiritual": return qsTr("Spiritual Damage");
        case "holistic": return qsTr("Holistic Damage");
        case "healing": return qsTr("Healing");
        case "stealing": return qsTr("Stealing");
        case "glitch": return qsTr("Glitch");
        }
        return "";
    }

    // What the card in the middle does, in one line.
    readonly property string caption: {
        if (!act)
            return showPool ? qsTr("Glitch!") : "";
        const who = name(act.seat);
        const power = powerName(act.power);
        let line = act.points > 0 ? qsTr("%1 plays %2 (%3 %4)").arg(who).arg(act.name).arg(power).arg(act.points)
                                  : qsTr("%1 plays %2 (%3)").arg(who).arg(act.name).arg(power);
        if (act.target >= 0 && act.whatFor === "damage")
            line += qsTr(" at %1").arg(name(act.target));
        else if (act.target >= 0 && act.whatFor === "steal")
            line += qsTr(": steals from %1").arg(name(act.target));
        else if (act.target >= 0 && act.whatFor === "glitch")
            line += qsTr(": %1 gets only 2").arg(name(act.target));
        return line;
    }

    // The damage sum: Power Points minus the Rarity Points revealed, and what follows from it.
    readonly property string arithmetic: {
        if (!act || act.whatFor !== "damage" || (act.revealed === 0 && act.net === null))
            return "";
        const sum = act.points + " − " + act.rp;
        return act.net === null ? sum : sum + " = " + (act.net < 0 ? "−" + Math.abs(act.net) : act.net);
    }
    readonly property string outcome: {
        if (!act || act.whatFor !== "damage" || act.net === null)
            return "";
        const v = name(act.target);
        // The engine says how many cards the net damage gives (act.cards).
        if (act.net >= 0)
            return act.cards === 0 ? qsTr("%1 discards nothing; the revealed cards go under the deck.").arg(v)
                                   : qsTr("%1 discards %n of the revealed card(s).", "", act.cards).arg(v);
        return qsTr("Too rare! Up to %n card(s) come back from %1's Discard.", "", act.cards).arg(v);
    }

    objectName: "revealStrip"
    radius: Theme.radius * 2
    color: dropArea.containsDrag ? "#30e6bc55" : "#26000000"
    border.color: acceptsPlay ? Theme.gold : Theme.feltLine
    border.width: acceptsPlay ? 2 : 1

    DropArea {
        id: dropArea
        anchors.fill: parent
        keys: ["gm-artbot-card"]
        enabled: strip.acceptsPlay
        onDropped: drop => {
            if (drop.source && drop.source.face)
                strip.playDropped(drop.source.face);
        }
    }

    Item {
        id: probe
        width: strip.cardWidth
        height: strip.cardHeight
        y: row.y
    }

    Label {
        id: captionLabel
        objectName: "actionCaption"
        anchors.top: parent.top
        anchors.topMargin: 6 * strip.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        width: parent.width - 20
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        text: strip.caption
        color: Theme.text
        font.pixelSize: Theme.fontLarge * strip.zoom
        font.bold: strip.caption !== ""
    }

    Row {
        id: row
        anchors.top: captionLabel.bottom
        anchors.topMargin: 8 * strip.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 18 * strip.zoom

        Card {
            id: playedCard
            gameId: "artbot"
            tips: true
            objectName: "playedCard"
            width: strip.cardWidth
            face: strip.playedFace
            opacity: strip.playedFace !== "" ? 1 : 0
            badge: strip.act && strip.act.points > 0 && strip.playedFace !== "" ? qsTr("%1 PP").arg(strip.act.points) : ""
            badgeColor: Theme.gold
            animated: false
        }

        Label {
            anchors.verticalCenter: parent.verticalCenter
            visible: strip.revealed.length > 0 || strip.showPicker
            text: "→"
            color: Theme.textDim
            font.pixelSize: Theme.fontHuge * strip.zoom
        }

        // The revealed cards, each with its Rarity Points.
        Row {
            id: revealedRow
            spacing: 8 * strip.zoom
            visible: !strip.showPicker
            Repeater {
                id: revealedRepeater
                model: strip.revealed
                delegate: Card {
                    gameId: "artbot"
                    tips: true
                    required property int index
                    required property string modelData
                    objectName: "revealedCard" + index
                    width: strip.cardWidth
                    face: modelData
                    badge: qsTr("%1 RP").arg(strip.player.rpOf(modelData))
                    targetable: strip.pickFaces.indexOf(modelData) >= 0
                    TapHandler {
                        enabled: parent.targetable
                        onTapped: strip.revealedClicked(parent.face)
                    }
                }
            }
        }

        // Cards of a Discard to choose from (bring back after too rare a reveal, or heal).
        Column {
            visible: strip.showPicker
            spacing: 4
            Label {
                text: strip.pickerCaption
                color: Theme.gold
                font.pixelSize: Theme.fontSmall * strip.zoom
                font.bold: true
            }
            Row {
                spacing: 8 * strip.zoom
                Repeater {
                    model: strip.showPicker ? strip.pickerChoices : []
                    delegate: Card {
                        gameId: "artbot"
                        tips: true
                        required property var modelData
                        objectName: "pickerCard" + modelData.actionId
                        width: strip.pickerCardWidth
                        face: modelData.face
                        targetable: true
                        badge: modelData.count > 1 ? qsTr("×%1").arg(modelData.count) : ""
                        TapHandler {
                            onTapped: strip.pickerClicked(parent.modelData.actionId)
                        }
                    }
                }
            }
        }

        // The Glitch pool: every Active Deck, shuffled and dealt out again.
        ArtbotPile {
            id: pool
            objectName: "glitchPool"
            visible: strip.showPool
            cardWidth: strip.cardWidth
            count: strip.poolCount
            caption: qsTr("Glitch pool")
        }
    }

    Label {
        objectName: "idleCaption"
        anchors.centerIn: parent
        visible: strip.caption === "" && strip.playedFace === ""
        horizontalAlignment: Text.AlignHCenter
        text: strip.acceptsPlay ? qsTr("Drop a card here to play it") : strip.idleText
        color: strip.acceptsPlay ? Theme.gold : Theme.feltLine
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHuge * strip.zoom
        font.bold: true
    }

    Column {
        anchors.top: row.bottom
        anchors.topMargin: 32 * strip.zoom
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 2
        Label {
            objectName: "damageMath"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text !== ""
            text: strip.arithmetic
            color: strip.act && strip.act.net !== null && strip.act.net < 0 ? Theme.good : Theme.danger
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHuge * strip.zoom
            font.bold: true
            style: Text.Outline
            styleColor: "#a0000000"
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text !== ""
            text: strip.outcome
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal * strip.zoom
        }
    }
}
