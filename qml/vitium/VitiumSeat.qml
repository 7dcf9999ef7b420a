pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One boss at the Vitium table: its panel (name, who plays it, its character, Çint, total
// Influence and Influence with each House, the cards in hand), its employ (assets upright or
// turned when exhausted, with their damage and psych counters; ongoing gambits; an alter tucked
// under its mark, as ZoneView tucks any attached card) and its underway row (events face down to
// the others, each with its public progress and sabotage counters), then its deck and junkyard,
// and for another boss its hand face down.
// A card of your hand dropped on your employ is purchased, on your underway row got underway, on
// your junkyard discarded to negotiate; a pawn dropped on a card of any boss takes the pawn
// action on that mark (several: the choice bar asks which). A boss that may be given a job's
// Influence now pulses; a click gives it one point. Another boss's panel carries "Give Çint",
// a menu of the amounts the engine lets you offer that boss now (disabled while it offers none).
GridLayout {
    id: side

    required property TableFrame frame
    required property int seat
    property real cardWidth: Theme.smallCardWidth * frame.zoom
    property real panelWidth: 196 * frame.zoom
    // The panel above the cards, its figures in rows of four (three bosses share the top).
    property bool compact: false
    // The Houses' ids in the engine's order, and their names (VitiumTable).
    property var houses: []
    property var houseNames: ({})

    readonly property bool mine: seat === frame.mySeat
    readonly property string prefix: "p" + seat + "."
    readonly property alias panel: panel
    readonly property alias giftButton: giftButton
    readonly property var allocateAction: {
        const all = frame.seatActions(seat).filter(a => a.kind === "allocate");
        return all.length > 0 ? all[0] : null;
    }
    // The offer of Çint the viewer may make this boss now (its amount is chosen next).
    readonly property var giftAction: mine ? null : (frame.seatActions(seat).find(a => a.kind === "gift") || null)
    // The public progress and sabotage of each underway card, in zone order, as counters.
    readonly property var underwayRows: {
        const extra = side.frame.view.observation.extra;
        return extra && extra.underway ? extra.underway[side.prefix + "underway"] || [] : [];
    }
    readonly property var underwayCounters: underwayRows.map(r => ({ progress: r[0], sabotage: r[1] }))
    // The third figure of a row: 1 once the face-down card's sneak ability worked (public).
    readonly property var underwayBadges: underwayRows.map(r => r[2] ? qsTr("Sneaking") : "")

    objectName: "boss" + seat
    columns: compact ? 1 : 2
    columnSpacing: 6 * frame.zoom
    rowSpacing: 4 * frame.zoom

    SeatPanel {
        id: panel
        objectName: "playerPanel" + side.seat
        Layout.alignment: Qt.AlignTop
        Layout.preferredWidth: side.compact ? -1 : side.panelWidth
        Layout.fillWidth: side.compact
        row: side.frame.player(side.seat)
        zoom: side.frame.zoom
        // (Your own hand lies face up beside you: no count of it.)
        keys: ["cint", "influence"].concat(side.houses.map(h => "inf_" + h)).concat(side.mine ? [] : ["hand"])
        figureColumns: side.compact ? 4 : 2
        labels: {
            const out = { cint: qsTr("Çint"), influence: qsTr("Influence"), hand: qsTr("In hand") };
            for (const h of side.houses)
                out["inf_" + h] = side.houseNames[h] || h;
            return out;
        }
        roleLabels: {
            const out = {};
            const role = row ? row.role : "";
            // Read again when the app's language changes: the character's card then has another title.
            if (role !== "" && AppLanguage.code !== undefined) {
                const face = side.frame.view.cardFace(role);
                out[role] = face.ends && face.ends.length > 0 ? face.ends[0].title : role;
            }
            return out;
        }
        activeText: side.mine && side.frame.meHuman ? qsTr("Your turn") : qsTr("Their turn")
        targetable: side.allocateAction !== null
        targetTip: side.allocateAction ? side.allocateAction.text : ""
        onTargetChosen: side.frame.choose(side.allocateAction.actionId)

        headerExtras: GmButton {
            id: giftButton
            objectName: "giftButton" + side.seat
            visible: !side.mine && side.frame.meHuman && side.frame.view.active && !side.frame.view.over
            enabled: side.giftAction !== null
            implicitHeight: Math.round(24 * side.frame.zoom)
            implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding
            leftPadding: 8 * side.frame.zoom
            rightPadding: 8 * side.frame.zoom
            topPadding: 0
            bottomPadding: 0
            font.pixelSize: Theme.fontSmall * side.frame.zoom
            text: qsTr("Give Çint")
            Accessible.name: qsTr("Give Çint to %1").arg(side.frame.seatName(side.seat))
            // The amount is asked for next, on the choice bar.
            onClicked: side.frame.choose(side.giftAction.actionId)
        }
    }

    // The employ above the other zones, or (compact) all of them in one row, the hand left to
    // the panel's count.
    GridLayout {
        Layout.alignment: Qt.AlignTop
        Layout.fillWidth: true
        Layout.bottomMargin: 18 * side.frame.zoom   // room for the counters under the last line
        // The employ on a line of its own, the other zones under it (another boss's hand only
        // where the top has room for it).
        columns: side.mine || side.compact ? 3 : 4
        columnSpacing: 6 * side.frame.zoom
        rowSpacing: 22 * side.frame.zoom   // room for the counters under the employ's cards

        ZoneView {
            objectName: "employ" + side.seat
            label: qsTr("Employ of %1").arg(side.frame.seatName(side.seat))
            Layout.columnSpan: parent.columns
            Layout.fillWidth: true
            Layout.minimumWidth: side.cardWidth
            Layout.preferredHeight: implicitHeight
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "employ")
            layout: "row"
            turning: true
            wrap: true
            maxLines: 1     // a long employ closes up rather than push the hand off the window
            rowGap: 22 * side.frame.zoom
            cardName: "employ" + side.seat + "_"
            cardWidth: side.cardWidth
            caption: qsTr("Employ")
            counterLabels: ({ damage: qsTr("Damage"), psych: qsTr("Psych") })
            // Where only a short label fits; each differs from the underway row's.
            counterShortLabels: ({ damage: qsTr("D", "short for Damage on a card's counter"),
                                   psych: qsTr("P", "short for Psych (psych damage) on a card's counter") })
            cardActions: true
            tips: true
            acceptsDrops: side.frame.canAct
            acceptKinds: side.mine ? ["purchase"] : []
            onChosen: actionId => side.frame.choose(actionId)
        }

        ZoneView {
            objectName: "underway" + side.seat
            label: qsTr("Underway events of %1").arg(side.frame.seatName(side.seat))
            Layout.fillWidth: true
            Layout.minimumWidth: side.cardWidth
            Layout.preferredHeight: implicitHeight
            Layout.alignment: Qt.AlignTop
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "underway")
            layout: "row"
            wrap: true
            maxLines: 1
            rowGap: 22 * side.frame.zoom
            cardName: "underway" + side.seat + "_"
            cardWidth: side.cardWidth
            caption: qsTr("Underway")
            rowCounters: side.underwayCounters
            rowBadges: side.underwayBadges
            counterLabels: ({ progress: qsTr("Progress"), sabotage: qsTr("Sabotage") })
            counterShortLabels: ({ progress: qsTr("P", "short for Progress on a card's counter"),
                                   sabotage: qsTr("S", "short for Sabotage on a card's counter") })
            cardActions: true
            tips: true
            acceptsDrops: side.frame.canAct
            acceptKinds: side.mine ? ["underway"] : []
            onChosen: actionId => side.frame.choose(actionId)
        }
        ZoneView {
            objectName: "hand" + side.seat
            label: qsTr("Hand of %1").arg(side.frame.seatName(side.seat))
            visible: !side.mine && !side.compact
            Layout.preferredWidth: 1.6 * side.cardWidth
            Layout.alignment: Qt.AlignTop
            frame: side.frame
            model: side.mine ? null : side.frame.view.zone(side.prefix + "hand")
            layout: "fan"
            cardWidth: side.cardWidth * 0.7
            caption: qsTr("Hand")
            tips: true
        }
        ZoneView {
            objectName: "deck" + side.seat
            Layout.alignment: Qt.AlignTop
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "deck")
            layout: "stack"
            cardWidth: side.cardWidth * 0.8
            caption: qsTr("Deck")
        }
        ZoneView {
            objectName: "junkyard" + side.seat
            Layout.alignment: Qt.AlignTop
            frame: side.frame
            model: side.frame.view.zone(side.prefix + "junkyard")
            layout: "stack"
            cardWidth: side.cardWidth * 0.8
            caption: qsTr("Junkyard")
            tips: true
            acceptsDrops: side.mine && side.frame.canAct
            acceptKinds: ["negotiate"]
            onChosen: actionId => side.frame.choose(actionId)
        }
    }
}
