pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The end of an Artbot game: who won, every player's place, the winner's final steals and the
// cards that changed collections for keeps ("Rust Hook: Ada → Rustbucket"), read from the
// collections once the result was applied (ArtbotCollections.lastResult), else from the game's own
// transfers and the profile names of the variant. Rematch, New game and Menu.
Rectangle {
    id: screen

    property var obs: null                // Session.observation
    property int mySeat: 0
    property var seatName: null           // function(seat) -> name
    property var seatColour: null         // function(seat) -> colour

    readonly property var result: obs && obs.result ? obs.result : null
    readonly property var winners: result ? (result.winners || []) : []
    readonly property bool draw: result ? !!result.draw : false
    readonly property bool collections: typeof ArtbotCollections !== "undefined"
    readonly property string gameKey: Session.variant && Session.variant.gameKey ? Session.variant.gameKey : ""
    property int appliedRevision: 0

    signal rematchRequested()
    signal newGameRequested()
    signal menuRequested()

    function name(seat: int): string {
        return seatName ? seatName(seat) : "";
    }

    function owner(seat: int): string {
        const owners = Session.variant && Session.variant.owners ? Session.variant.owners : [];
        return seat >= 0 && seat < owners.length && owners[seat] !== "" ? owners[seat] : name(seat);
    }

    function cardName(face: string): string {
        const info = Session.cardFace(face);
        return info && info.ends && info.ends.length > 0 ? info.ends[0].title : face;
    }

    function placeText(n: int): string {
        return n === 1 ? qsTr("1st") : n === 2 ? qsTr("2nd") : n === 3 ? qsTr("3rd") : qsTr("%1th").arg(n);
    }

    // Every seat with its place, best first.
    readonly property var places: {
        const out = [];
        for (const p of (obs && obs.players ? obs.players : [])) {
            const won = winners.indexOf(p.seat) >= 0;
            out.push({ seat: p.seat, place: won ? 1 : p.place > 0 ? p.place : 1, won: won, hp: p.hp });
        }
        // By place (the engine's), then the most HP first.
        return out.sort((x, y) => x.place !== y.place ? (x.place < y.place ? -1 : 1)
                                                      : x.hp === y.hp ? 0 : x.hp > y.hp ? -1 : 1);
    }

    readonly property var finalSteals: {
        const out = [];
        for (const t of (result && result.transfers ? result.transfers : []))
            if (t.why === "final_steal")
                out.push(qsTr("%1 takes %2 from %3").arg(name(t.to)).arg(cardName(t.face)).arg(name(t.from)));
        return out;
    }

    // What moved between collections, one line per card.
    readonly property var kept: {
        appliedRevision;
        const out = [];
        const applied = collections && gameKey !== "" ? ArtbotCollections.lastResult(gameKey) : [];
        if (applied.length > 0) {
            for (const m of applied)
                out.push(m.moved ? qsTr("%1: %2 → %3").arg(m.name).arg(m.from).arg(m.to)
                                 : qsTr("%1: stays with %2 (no longer in the collection)").arg(m.name).arg(m.from));
            return out;
        }
        for (const t of (result && result.transfers ? result.transfers : []))
            out.push(qsTr("%1: %2 → %3").arg(cardName(t.face)).arg(owner(t.from)).arg(owner(t.to)));
        return out;
    }

    readonly property string headline: {
        if (draw || winners.length === 0)
            return qsTr("A draw");
        if (winners.length > 1)
            return qsTr("A shared win");
        const humans = Session.seats.filter(s => s.kind === "human").length;
        if (humans === 1 && Session.seats[mySeat] && Session.seats[mySeat].kind === "human")
            return winners[0] === mySeat ? qsTr("Victory!") : qsTr("Defeat");
        return qsTr("%1 wins!").arg(name(winners[0]));
    }

    color: "#b3000000"

    Connections {
        target: screen.collections ? ArtbotCollections : null
        ignoreUnknownSignals: true
        function onResultApplied(): void {
            screen.appliedRevision += 1;
        }
    }
    onVisibleChanged: appliedRevision += 1

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 620)
        height: Math.min(parent.height - 40, content.implicitHeight + 48)
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.gold
        border.width: 2

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 24
            spacing: 10

            Label {
                objectName: "resultHeadline"
                Layout.alignment: Qt.AlignHCenter
                text: screen.headline
                font.family: Theme.titleFamily
                font.pixelSize: 38
                font.bold: true
                color: Theme.gold
            }
            Label {
                objectName: "resultText"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: Session.resultText
                font.pixelSize: Theme.fontLarge
                color: Theme.text
            }
            Repeater {
                model: screen.places
                delegate: RowLayout {
                    id: placeRow
                    required property var modelData
                    objectName: "placeRow" + modelData.seat
                    Layout.fillWidth: true
                    spacing: 10
                    Label {
                        Layout.preferredWidth: 44
                        text: screen.placeText(placeRow.modelData.place)
                        color: placeRow.modelData.won ? Theme.gold : Theme.textDim
                        font.bold: true
                        font.pixelSize: Theme.fontLarge
                    }
                    Rectangle {
                        Layout.preferredWidth: 10
                        Layout.preferredHeight: 10
                        radius: 5
                        color: screen.seatColour ? screen.seatColour(placeRow.modelData.seat) : Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        text: screen.name(placeRow.modelData.seat)
                        color: Theme.text
                        font.bold: placeRow.modelData.won
                        elide: Text.ElideRight
                    }
                    Label {
                        text: placeRow.modelData.won ? qsTr("winner · %1 HP").arg(placeRow.modelData.hp)
                                                     : qsTr("%1 HP").arg(placeRow.modelData.hp)
                        color: Theme.textDim
                    }
                }
            }
            Label {
                visible: screen.finalSteals.length > 0
                text: qsTr("Final steals")
                color: Theme.gold
                font.bold: true
                Layout.topMargin: 6
            }
            Repeater {
                model: screen.finalSteals
                delegate: Label {
                    required property string modelData
                    Layout.fillWidth: true
                    text: "• " + modelData
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
            Label {
                Layout.topMargin: 6
                text: screen.kept.length > 0 ? qsTr("Cards kept for good") : qsTr("No card changed hands.")
                color: Theme.gold
                font.bold: true
            }
            ListView {
                objectName: "keptList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: Math.min(contentHeight, 150)
                Layout.minimumHeight: Math.min(contentHeight, 60)
                clip: true
                model: screen.kept
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: Label {
                    required property string modelData
                    width: ListView.view.width
                    text: "• " + modelData
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: 8
                spacing: 14
                GmButton {
                    objectName: "rematchButton"
                    primary: true
                    text: qsTr("Rematch")
                    onClicked: screen.rematchRequested()
                }
                GmButton {
                    objectName: "newGameButton"
                    text: qsTr("New game")
                    onClicked: screen.newGameRequested()
                }
                GmButton {
                    objectName: "resultMenuButton"
                    text: qsTr("Menu")
                    onClicked: screen.menuRequested()
                }
            }
        }
    }
}
