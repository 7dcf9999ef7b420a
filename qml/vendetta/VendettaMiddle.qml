pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The middle of the Personal Vendetta table: the head (the shared deck, face down, with its
// count), headspace beside it (drag one of its cards into your hand to take it, or click it; a
// push picks from it; the card being taken is marked), and the action being resolved with the
// reactions played on it, each marked with who played it and its X (drop a card of your hand here
// to play it or to react). Under
// them: what the action's events said, what to do now, and the choices that are not a card on the
// table (X, let it resolve, which trigger first, a clone as a button). While a cost or an effect
// picks from your forgotten pile, the pile is spread out here instead of headspace.
Rectangle {
    id: middle

    required property TableFrame frame
    property var lines: []                // what the action being shown said so far
    property string prompt: ""

    // As large as the height leaves beside the captions, the lines, the prompt and the choice bar.
    readonly property real cardWidth: Math.round(Math.max(44, Math.min(100 * frame.zoom, (height - 60 - 110 * frame.zoom) / Theme.cardRatio)))
    // The forgotten pile a pick comes from now ("" when none).
    readonly property string pickZone: {
        if (frame.actionsRevision < 0 || !frame.canAct)
            return "";
        const pick = middle.frame.view.actions.all().find(a => a.kind === "pay_forgotten" || a.kind === "recall");
        return pick ? pick.fromZone : "";
    }
    readonly property var owners: {
        const out = {};
        for (let s = 0; s < middle.frame.view.seatCount; ++s)
            out["owner:" + s] = frame.seatName(s);
        return out;
    }

    readonly property alias head: head

    objectName: "vendettaMiddle"
    radius: Theme.radius * 2
    color: "#26000000"
    border.color: resolving.acceptsDrops ? Theme.gold : Theme.feltLine
    border.width: resolving.acceptsDrops ? 2 : 1

    onPickZoneChanged: if (pickZone === "") frame.seatItem(frame.mySeat).registerPiles()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8 * middle.frame.zoom
        spacing: 4 * middle.frame.zoom

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 24 * middle.frame.zoom

            ZoneView {
                id: head
                objectName: "head"
                Layout.alignment: Qt.AlignTop
                frame: middle.frame
                model: middle.frame.view.zone("head")
                layout: "stack"
                cardWidth: middle.cardWidth
                caption: qsTr("Head")
            }
            ZoneView {
                objectName: "headspace"
                label: qsTr("Headspace")
                visible: middle.pickZone === ""
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Math.max(implicitWidth, 4 * (middle.cardWidth + 6))
                Layout.maximumWidth: middle.width * 0.5
                frame: middle.frame
                model: middle.frame.view.zone("headspace")
                layout: "row"
                cardName: "headspaceCard"
                cardWidth: middle.cardWidth
                caption: qsTr("Headspace")
                markLabels: ({ declared: qsTr("Being taken") })
                cardActions: true
                tips: true
            }
            ZoneView {
                objectName: "forgottenPicker"
                visible: middle.pickZone !== ""
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Math.min(implicitWidth, middle.width * 0.5)
                frame: middle.frame
                model: middle.pickZone !== "" ? middle.frame.view.zone(middle.pickZone) : null
                layout: "row"
                cardName: "forgottenCard"
                cardWidth: middle.cardWidth
                caption: qsTr("Pick from your forgotten pile:")
                captionColor: Theme.gold
                cardActions: true
                tips: true
            }
            ZoneView {
                id: resolving
                objectName: "resolving"
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Math.max(implicitWidth, middle.cardWidth + 16)
                Layout.maximumWidth: middle.width * 0.3
                frame: middle.frame
                model: middle.frame.view.zone("resolving")
                layout: count > 1 ? "row" : "slot"
                cardName: "resolvingCard"
                cardWidth: middle.cardWidth
                caption: qsTr("Resolving")
                hint: acceptsDrops ? qsTr("Drop a card here to play it") : ""
                dropName: "tableDrop"
                markLabels: middle.owners
                counterLabels: ({ x: "X" })
                tips: true
                acceptsDrops: middle.frame.canAct && (middle.frame.canDo("play") || middle.frame.canDo("react"))
                acceptKinds: ["play", "react"]
                onChosen: actionId => middle.frame.choose(actionId)
            }
        }

        Label {
            objectName: "actionLines"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: middle.lines.join("  ·  ")
            color: Theme.text
            font.pixelSize: Theme.fontNormal * middle.frame.zoom
            font.bold: true
            elide: Text.ElideLeft
        }

        Label {
            objectName: "promptLabel"
            Layout.fillWidth: true
            text: middle.prompt
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            color: middle.frame.canAct ? Theme.gold : Theme.textDim
            font.pixelSize: Theme.fontNormal * middle.frame.zoom
            font.bold: middle.frame.canAct
        }
        ChoiceBar {
            objectName: "vendettaChoiceBar"
            Layout.fillWidth: true
            frame: middle.frame
            color: "transparent"
            border.width: 0
            buttonKinds: ["x", "order", "target"]
            offTableCards: true
        }
    }
}
