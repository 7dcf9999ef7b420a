pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// One card of any game, drawn by the shared card renderer (CardFaceItem) from the game's card data:
// its face or its back, the end that is up and its turn on the table. A change of faceUp or endUp
// turns the card over with a flip (the face may be filled in while the back shows, so a hidden card
// is revealed in place); a change of `turn` animates the quarter turn. Highlights: `highlighted`
// (the keyboard's or the step's card), `usable` (may be used now), `targetable` (a possible target,
// pulsing), `selected` (the card being aimed). `counters` (name -> number, from the zone model) and
// `badge` show under the card, upright however it is turned; `tips` shows the card large on hover, a long press or while it is the
// keyboard's card (`keyboardCurrent`), with `reason`
// (the engine's word on why the card can't be used now, from the zone model) under it; `hoverZoom`
// enlarges it a little in place.
Item {
    id: card

    property string gameId: ""            // whose card this is (its faces and backs)
    property string face: ""              // card type id; "" = a card the viewer may not see
    property string back: ""              // a back id of the game's cards; "" = the face's own
    property bool faceUp: true
    property int endUp: 0                 // which end of a two-ended card is at the top
    property int turn: 0                  // degrees clockwise on the table
    property bool animated: true
    property bool blackAndWhite: false
    property string name: info.title      // what the card is called, for assistive technology
    property string text: info.text

    property bool highlighted: false
    property bool usable: false
    property bool targetable: false
    property bool selected: false
    property bool dimmed: false
    property bool lifted: false
    property var counters: ({})
    property var counterLabels: ({})      // counter name -> its translated label
    property var counterShortLabels: ({}) // counter name -> its short label (else its first letter)
    property string badge: ""
    property color badgeColor: Theme.info
    property bool tips: false
    property bool keyboardCurrent: false  // the card the arrow keys are on, in a zone with focus
    property string reason: ""
    property bool hoverZoom: false

    readonly property bool showingFront: d.shownUp && face !== ""
    readonly property int shownEnd: d.shownEnd
    readonly property bool hovered: hover.hovered
    // The pointer was moved onto it (not: it slid under a pointer standing still), or the keyboard
    // or a long press chose it: its zoom is the one open (CardZoom).
    // Its tooltip shows it large now (for tests: one zoom at a time).
    readonly property bool zoomShown: cardTip.shown && cardTip.face !== ""
    readonly property bool tipShown: cardTip.shown
    readonly property bool pointed: CardZoom.owner === card && (hover.hovered || press.pressed || keyboardCurrent)
    readonly property real unit: width / 100
    // The tooltip: the printed texts of the face, then why it can't be used.
    readonly property string tipText: [showingFront ? info.title + (info.text !== "" ? "\n" + info.text : "") : "",
                                       reason !== "" ? qsTr("Can't be used: %1").arg(reason) : ""].filter(t => t !== "").join("\n")

    implicitWidth: Theme.handCardWidth
    implicitHeight: Math.round(width * Theme.cardRatio)
    width: implicitWidth
    height: implicitHeight
    rotation: turn
    scale: hoverZoom && pointed ? 1.12 : 1
    z: hoverZoom && pointed ? 50 : 0

    Accessible.role: Accessible.Graphic
    Accessible.name: card.showingFront && card.name !== "" ? card.name : qsTr("Card")
    Accessible.description: card.showingFront ? card.text : ""

    function flipNow(): void {
        flipOut.stop();
        flipIn.stop();
        flipScale.xScale = 1;
        d.shownUp = card.faceUp;
        d.shownEnd = card.endUp;
    }

    function flip(): void {
        flipIn.stop();
        flipOut.restart();
    }

    onFaceUpChanged: animated && visible && Theme.flipDuration > 0 ? flip() : flipNow()
    onKeyboardCurrentChanged: keyboardCurrent ? CardZoom.claim(card) : CardZoom.release(card)
    Component.onDestruction: CardZoom.release(card)
    onEndUpChanged: animated && visible && Theme.flipDuration > 0 ? flip() : flipNow()

    Behavior on rotation {
        enabled: card.animated
        NumberAnimation { duration: Theme.rotateDuration; easing.type: Easing.InOutCubic }
    }
    Behavior on scale {
        NumberAnimation { duration: Theme.uiDuration }
    }

    QtObject {
        id: d
        property bool shownUp: card.faceUp
        property int shownEnd: card.endUp

        // The middle of a flip: the card is edge-on, the other side comes into view.
        function turnOver(): void {
            shownUp = card.faceUp;
            shownEnd = card.endUp;
        }
    }

    // The printed texts of the face (title and rules), for the tooltip and the accessible name.
    QtObject {
        id: info
        readonly property var data: {
            // Read again when the app's language changes: the faces then print other words.
            const language = AppLanguage.code;
            return card.face !== "" && language !== undefined ? GameCatalog.cardFace(card.gameId, card.face) : null;
        }
        readonly property var end: data && data.ends && data.ends.length > 0 ? data.ends[Math.min(card.endUp, data.ends.length - 1)] : null
        readonly property string title: end ? end.title : ""
        readonly property string text: end ? [end.subtitle, end.text, end.footer].filter(s => s !== "").join("\n") : ""
    }

    transform: Scale {
        id: flipScale
        origin.x: card.width / 2
        origin.y: card.height / 2
    }

    // A flip in two halves joined by a signal handler, not a ScriptAction: a card whose table is being
    // unloaded may still be animating, and a script action then runs in a context already gone.
    NumberAnimation {
        id: flipOut
        target: flipScale; property: "xScale"; to: 0; duration: Theme.flipDuration / 2; easing.type: Easing.InQuad
        onFinished: {
            d.turnOver();
            flipIn.restart();
        }
    }
    NumberAnimation {
        id: flipIn
        target: flipScale; property: "xScale"; to: 1; duration: Theme.flipDuration / 2; easing.type: Easing.OutQuad
    }

    // Drop shadow: larger while the card is lifted (dragged, flying or hovered).
    Rectangle {
        x: card.lifted ? 5 * card.unit : 2 * card.unit
        y: card.lifted ? 7 * card.unit : 3 * card.unit
        width: card.width
        height: card.height
        radius: Theme.cardRadius * card.unit
        color: Theme.shadow
        opacity: card.lifted ? 0.55 : 0.4
    }

    // The renderer rounds the card's corners itself.
    CardFaceItem {
        anchors.fill: parent
        gameId: card.gameId
        face: card.face
        back: card.back
        faceUp: d.shownUp
        endUp: d.shownEnd
        blackAndWhite: card.blackAndWhite
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.cardRadius * card.unit
        color: "transparent"
        border.color: card.highlighted || card.activeFocus ? Theme.gold : Theme.cardBorder
        border.width: card.highlighted || card.activeFocus ? Math.max(2, 3 * card.unit) : Math.max(1, 0.6 * card.unit)
        opacity: card.highlighted || card.activeFocus ? 1 : 0.5
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.cardRadius * card.unit
        color: "black"
        opacity: card.dimmed ? 0.32 : 0
    }

    // The keyboard's card: ringed in the focus colour outside every other highlight.
    Rectangle {
        objectName: "keyboardMark"
        anchors.fill: parent
        anchors.margins: -8 * card.unit
        radius: (Theme.cardRadius + 6) * card.unit
        color: "transparent"
        visible: card.keyboardCurrent
        border.width: Math.max(3, 3 * card.unit)
        border.color: Theme.focus
    }

    // A usable card glows gold, a possible target pulses red, the card being aimed is ringed white.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -4 * card.unit
        radius: (Theme.cardRadius + 3) * card.unit
        color: "transparent"
        visible: card.usable || card.targetable || card.selected
        border.width: Math.max(2, 3.5 * card.unit)
        border.color: card.selected ? "white" : card.targetable ? Theme.danger : Theme.gold
        SequentialAnimation on opacity {
            running: card.targetable && !card.selected
            loops: Animation.Infinite
            alwaysRunToEnd: true
            NumberAnimation { from: 1; to: 0.35; duration: 500 }
            NumberAnimation { from: 0.35; to: 1; duration: 500 }
        }
    }

    // The counters on the card (damage, progress, ...) and the badge, in a row under the card as
    // it lies: they turn back against the card's own turn, so an exhausted (turned) card's counters
    // stay upright under it. Where the row is wider than the card's place, each chip shows its
    // short label, else the first letter of its label (its accessible name keeps the whole word), and
    // where even that is too wide, the chips stand in a column.
    Item {
        id: upright
        readonly property bool across: Math.round(Math.abs(card.rotation) / 90) % 2 === 1
        readonly property var chips: Object.keys(card.counters || {}).map(k => ({ key: k, value: card.counters[k] }))
                                     .filter(c => c.value !== 0).concat(card.badge !== "" ? [{ key: "", value: card.badge }] : [])
        readonly property real fontSize: Math.max(10, Theme.fontSmall * card.width / 90)
        // The room under the card: its own width, or its length when it lies across.
        readonly property real room: (across ? card.height : card.width) + 6
        readonly property bool shortLabels: rowWidth(false) > room
        readonly property bool column: shortLabels && rowWidth(true) > room

        function label(chip: var, brief: bool): string {
            if (chip.key === "")
                return String(chip.value);
            const name = card.counterLabels[chip.key] || chip.key;
            const abbreviation = card.counterShortLabels[chip.key] || name.charAt(0);
            return qsTr("%1 %2").arg(brief ? abbreviation : name).arg(chip.value);
        }
        function rowWidth(brief: bool): real {
            let sum = 0;
            for (const chip of chips)
                sum += metrics.advanceWidth(label(chip, brief)) + 14 + 4;
            return sum - 4;
        }

        anchors.centerIn: parent
        width: across ? card.height : card.width
        height: across ? card.width : card.height
        rotation: -card.rotation

        FontMetrics {
            id: metrics
            font.pixelSize: upright.fontSize
            font.bold: true
        }

        Grid {
            objectName: "cardCounters"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.bottom
            anchors.topMargin: 4
            columns: upright.column ? 1 : Math.max(1, upright.chips.length)
            spacing: upright.column ? 2 : 4
            horizontalItemAlignment: Grid.AlignHCenter
            Repeater {
                model: upright.chips
                delegate: Rectangle {
                    id: chip
                    required property var modelData
                    objectName: chip.modelData.key === "" ? "cardBadge" : "counter_" + chip.modelData.key
                    width: chipLabel.implicitWidth + 14
                    height: chipLabel.implicitHeight + 4
                    radius: height / 2
                    color: Theme.panelSolid
                    border.color: card.badgeColor
                    border.width: 2
                    Accessible.role: Accessible.StaticText
                    Accessible.name: upright.label(chip.modelData, false)
                    Label {
                        id: chipLabel
                        anchors.centerIn: parent
                        text: upright.label(chip.modelData, upright.shortLabels)
                        color: card.badgeColor
                        font.bold: true
                        font.pixelSize: upright.fontSize
                    }
                }
            }
        }
    }

    HoverHandler {
        id: hover
        enabled: card.tips || card.hoverZoom
        onHoveredChanged: hovered ? CardZoom.enter(card, true) : CardZoom.release(card)
        onPointChanged: if (hovered) CardZoom.track(point.scenePosition)
    }

    // Hovered (or long-pressed on a touch screen), a card that shows its face is shown large
    // beside itself with why it can't be used; a hidden one only says why.
    TapHandler {
        id: press
        acceptedDevices: PointerDevice.TouchScreen | PointerDevice.Stylus
        enabled: card.tips
        onPressedChanged: if (pressed) CardZoom.claim(card)
    }

    CardTip {
        id: cardTip
        // A game's own enlarged view (CardZoom.stage) shows the face and its texts instead: the
        // tip then says only why the card can't be used.
        readonly property bool staged: card.showingFront && info.title !== "" && CardZoom.stage !== null
        readonly property bool zoomed: card.showingFront && info.title !== "" && !staged
        // Only in a window: a card being taken off the table (or drawn off-screen) has none to open in.
        shown: card.Window.window !== null && card.tips && card.pointed && (zoomed || text !== "")
        gameId: card.gameId
        face: zoomed ? card.face : ""
        endUp: card.shownEnd
        text: zoomed || staged ? (card.reason !== "" ? qsTr("Can't be used: %1").arg(card.reason) : "") : card.tipText
    }
}
