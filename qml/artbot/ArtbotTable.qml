pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Artbot table for 2 to 4 players: the opponents along the top in turn order (each with HP,
// Active Deck face down, Inactive Deck and Discard), the middle of the table (the card being played,
// the victim's revealed cards with the damage arithmetic, the Glitch pool), the line saying what to
// do, and at the bottom your own seat beside your Active Deck held as a hand; the log at the right.
// You return a card by dragging it onto your Inactive Deck and play one by dragging it onto the
// middle (or click it, then confirm), target an opponent by clicking their seat and pick cards by
// clicking them in the middle. Everything shown comes from Session through an ArtbotEventPlayer;
// every choice goes through ArtbotChoices to Session.choose().
FeltBackground {
    id: table
    objectName: "artbotTable"

    signal menuRequested()
    signal rulesRequested()
    signal newGameRequested()

    readonly property var obs: Session.observation
    // The event player, for the children whose own property is also called `player` (a bare
    // `player: player` there would name the child's own property).
    readonly property ArtbotEventPlayer events: player
    readonly property int seatCount: Math.max(1, Session.seatCount)
    readonly property int mySeat: Math.max(0, Session.viewSeat)
    // The opponents in turn order after you, left to right along the top.
    readonly property var opponents: {
        const out = [];
        for (let i = 1; i < seatCount; ++i)
            out.push((mySeat + i) % seatCount); // layout arithmetic: seats in turn order after yours
        return out;
    }
    readonly property bool showLog: bar.logChecked && width > 900
    readonly property real logWidth: Math.max(220, Math.min(Theme.sidePanelWidth, width * 0.23))
    readonly property real mainWidth: width - 2 * Theme.margin - (showLog ? logWidth + Theme.margin : 0)
    readonly property real zoom: Math.max(0.6, Math.min(1.3, Math.min(mainWidth / 1000, height / 800)))
    readonly property real handCardWidth: Math.round(128 * zoom)
    readonly property real middleCardWidth: Math.round(Math.min(104 * zoom, (middle.height - 130 * zoom) / Theme.cardRatio))
    readonly property int maxHp: obs && obs.maxHp ? obs.maxHp : 200
    readonly property bool canAct: Session.active && !Session.over && Session.awaitingHuman && !Session.privacyScreen
                                   && !player.playing
    readonly property alias selectedFace: hand.selectedFace
    // What the viewer may choose now (for tests and tools).
    readonly property alias choices: chooser
    // Plays the events of every action (the app); false shows each new state at once (tests).
    property bool animated: true

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
        if (seats[seat].kind !== "human")
            return qsTr("Computer · %1").arg(seats[seat].level === "easy" ? qsTr("Easy")
                                           : seats[seat].level === "hard" ? qsTr("Hard") : qsTr("Normal"));
        return seat === mySeat ? qsTr("You") : qsTr("Human player");
    }

    function seatColour(seat: int): color {
        return ["#f0a860", "#86b8f0", "#c49af0", "#7fd0a8"][Math.max(0, seat) % 4]; // layout arithmetic: a colour per seat
    }

    function thinkingSeat(seat: int): bool {
        const row = seat < playerRows.count ? playerRows.objectAt(seat) : null;
        return row ? row.thinking : false;
    }

    function seatPanel(seat: int): ArtbotSeat {
        if (seat === mySeat)
            return mySeatPanel;
        const i = opponents.indexOf(seat);
        return i >= 0 ? opponentRepeater.itemAt(i) as ArtbotSeat : null;
    }

    // The table item standing for a zone (for the flying cards).
    function locate(zoneName: string, index: int): Item {
        if (zoneName === "pool")
            return middle.poolItem();
        const dot = zoneName.indexOf(".");
        const seat = Number(zoneName.substring(1, dot));
        const kind = zoneName.substring(dot + 1);
        if (kind === "played")
            return middle.playedItem();
        if (kind === "revealed")
            return middle.revealedItem(index);
        if (kind === "active" && seat === mySeat)
            return hand.slotItem(index);
        const panel = seatPanel(seat);
        return panel ? panel.pileItem(kind) : null;
    }

    readonly property string promptText: {
        chooser.actionsRevision;
        let thinking = -1;
        for (let s = 0; s < seatCount; ++s)
            if (thinkingSeat(s))
                thinking = s;
        return chooser.prompt(player.playing, thinking);
    }

    Component.onCompleted: {
        Session.animate = animated;
        hand.forceActiveFocus();
    }
    onAnimatedChanged: Session.animate = animated
    Component.onDestruction: Session.animate = false
    StackView.onActivated: hand.forceActiveFocus()

    Connections {
        target: Session
        function onEventsReady(events: var): void {
            if (Session.animate)
                player.enqueue(events);
        }
        function onViewSeatChanged(): void {
            player.reset();
        }
    }

    ArtbotChoices {
        id: chooser
        player: table.events
        canAct: table.canAct
        mySeat: table.mySeat
        seatName: table.seatName
    }

    Instantiator {
        id: playerRows
        model: Session.players
        delegate: QtObject {
            required property int seat
            required property bool thinking
        }
    }

    ArtbotEventPlayer {
        id: player
        objectName: "artbotEventPlayer"
        observation: Session.observation
        stage: overlay
        locate: table.locate
        zoom: table.zoom
        handSeat: table.mySeat
        seatNames: {
            const names = [];
            for (let s = 0; s < Session.seats.length; ++s)
                names.push(table.seatName(s));
            return names;
        }
        onSeatPulse: (seat, what) => {
            const panel = table.seatPanel(seat);
            if (panel)
                panel.pulse(what);
        }
        onPoolShuffled: middle.shufflePool()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6 * table.zoom

            TableBar {
                id: bar
                Layout.fillWidth: true
                zoom: table.zoom
                turn: table.obs && table.obs.turn ? table.obs.turn : 1
                maxTurns: table.obs && table.obs.maxTurns ? table.obs.maxTurns : 0
                onRulesRequested: table.rulesRequested()
                onMenuRequested: table.menuRequested()
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing * table.zoom
                Item {
                    Layout.fillWidth: true
                    visible: table.opponents.length < 3
                }
                Repeater {
                    id: opponentRepeater
                    model: table.opponents
                    delegate: ArtbotSeat {
                        required property int modelData
                        seat: modelData
                        player: table.events
                        Layout.fillWidth: true
                        Layout.maximumWidth: 440 * table.zoom
                        Layout.preferredHeight: implicitHeight
                        Layout.alignment: Qt.AlignTop
                        zoom: table.zoom
                        pileWidth: 50 * table.zoom
                        name: table.seatName(seat)
                        subtitle: table.seatSubtitle(seat)
                        accent: table.seatColour(seat)
                        thinking: table.thinkingSeat(seat)
                        ended: Session.over
                        maxHp: table.maxHp
                        targetable: chooser.targetSeats.indexOf(seat) >= 0
                        targetHint: {
                            const a = chooser.targetAction(seat);
                            return a ? a.text : "";
                        }
                        onTargetClicked: chooser.target(seat)
                    }
                }
                Item {
                    Layout.fillWidth: true
                    visible: table.opponents.length < 3
                }
            }

            ArtbotRevealStrip {
                id: middle
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 150
                player: table.events
                zoom: table.zoom
                cardWidth: table.middleCardWidth
                seatName: table.seatName
                acceptsPlay: table.canAct && chooser.phase === "play"
                pickFaces: chooser.pickFaces
                pickerChoices: chooser.pickerChoices
                pickerCaption: chooser.phase === "heal" ? qsTr("Heal from your Discard:")
                                                        : qsTr("Bring back from your Discard:")
                idleText: {
                    const s = player.turnSeat;
                    if (s < 0 || Session.over)
                        return "";
                    return s === table.mySeat && table.seatKind(s) === "human" ? qsTr("Your turn")
                                                                             : qsTr("%1's turn").arg(table.seatName(s));
                }
                onPlayDropped: face => chooser.playFace(face)
                onRevealedClicked: face => chooser.pickRevealed(face)
                onPickerClicked: id => chooser.choose(id)
            }

            // What to do now, and the confirm button of a selected hand card.
            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: 40 * table.zoom
                spacing: Theme.spacing
                Label {
                    objectName: "promptLabel"
                    Layout.fillWidth: true
                    text: table.promptText
                    color: table.canAct ? Theme.gold : Theme.textDim
                    font.pixelSize: Theme.fontNormal * table.zoom
                    font.bold: table.canAct
                    elide: Text.ElideRight
                }
                Repeater {
                    model: chooser.targetActions
                    delegate: GmButton {
                        required property var modelData
                        objectName: "targetButton" + chooser.seatOfTarget(modelData)
                        text: modelData.text
                        implicitHeight: 34 * table.zoom
                        onClicked: chooser.choose(modelData.actionId)
                    }
                }
                GmButton {
                    id: confirmButton
                    objectName: "confirmButton"
                    readonly property var handChoice: chooser.handAction(table.selectedFace)
                    visible: table.canAct && handChoice !== null
                    primary: true
                    text: handChoice ? handChoice.text : ""
                    implicitHeight: 36 * table.zoom
                    onClicked: chooser.choose(handChoice.actionId)
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing * table.zoom
                ArtbotSeat {
                    id: mySeatPanel
                    Layout.alignment: Qt.AlignBottom
                    Layout.preferredWidth: Math.max(implicitWidth, 250 * table.zoom)
                    seat: table.mySeat
                    player: table.events
                    mine: true
                    zoom: table.zoom
                    pileWidth: 62 * table.zoom
                    name: table.seatName(table.mySeat)
                    subtitle: table.seatSubtitle(table.mySeat)
                    accent: table.seatColour(table.mySeat)
                    thinking: table.thinkingSeat(table.mySeat)
                    ended: Session.over
                    maxHp: table.maxHp
                    acceptsReturn: table.canAct && chooser.phase === "return"
                    onReturnDropped: face => chooser.returnFace(face)
                }
                ArtbotHand {
                    id: hand
                    objectName: "hand"
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignBottom
                    Layout.preferredHeight: implicitHeight
                    focus: true
                    faces: player.zoneFaces("p" + table.mySeat + ".active")
                    cardWidth: table.handCardWidth
                    dragLayer: dragLayer
                    interactive: table.canAct
                    usable: face => chooser.handAction(face) !== null
                    onConfirmed: face => chooser.chooseHand(face)
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

    Item {
        id: overlay
        objectName: "animationLayer"
        anchors.fill: parent
        z: 60
    }

    ArtbotResultScreen {
        objectName: "resultScreen"
        anchors.fill: parent
        z: 90
        visible: Session.over && !player.playing && table.obs && table.obs.node === "terminal"
        obs: table.obs
        mySeat: table.mySeat
        seatName: table.seatName
        seatColour: table.seatColour
        // Artbot's rematch deals new decks from the changed collections under a new game key.
        onRematchRequested: {
            // A game without collections (no game key) simply starts again with the same options.
            const keyed = Session.variant && Session.variant.gameKey;
            if (typeof ArtbotCollections === "undefined" || !keyed)
                Session.rematch();
            else
                ArtbotCollections.rematch();
        }
        onNewGameRequested: table.newGameRequested()
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
