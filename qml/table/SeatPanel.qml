pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One seat at a glance, from its PlayerModel row (TableFrame.player(seat)): name, who plays it, what
// it is doing now, and its public figures drawn by their hint: "meter" as a bar of value / max,
// "number" and "score" as labelled chips, "flag" as a status word while set. The game's layout
// names the figures to show (`keys`, in order) and gives their labels (`labels`: key -> text); a
// figure listed in `flagTexts` shows that text while its flag is set. A game with roles names them
// in `roleLabels` (role -> text, shown as a badge in `roleColors`' colour); `activeText` is the
// status of the seat whose turn it is ("Your turn").
//
// With `dials` the meters are round dials side by side (FigureDial) instead of bars; the figures in
// `tokens` are rows of tokens (TokenRow: spent ones turn face down during the seat's turn).
// `targetable`: the seat may be chosen now (a victim, a target): its border pulses red, it is a Tab
// stop, and a click, Enter or Space signals targetChosen(); `targetTip` says what choosing it does.
// `headerExtras` puts a game's small controls for that seat at the end of the line under its name.
Rectangle {
    id: panel

    property var row: null                // TableFrame.player(seat)
    property var keys: []
    property var labels: ({})
    property var flagTexts: ({})
    property var signs: ({})              // key -> true: a positive value shows with a "+"
    property var healthy: ({})            // key -> true: a meter that is good when full (HP)
    property var roleLabels: ({})
    property var roleColors: ({})
    property string activeText: ""
    property bool choosing: false
    property real zoom: 1
    property bool dials: false
    property var tokens: []
    // The number chips in rows of this many (0: all in one row).
    property int figureColumns: 0
    property bool targetable: false
    property string targetTip: ""
    // Small controls of the game at the end of the line under the name (a Vitium boss's "Give
    // Çint"), where the subtitle gives way to them.
    property alias headerExtras: headerExtras.data

    signal targetChosen()

    readonly property int seat: row ? row.seat : 0
    readonly property var figures: {
        const all = row ? row.figures : [];
        const byKey = {};
        for (let i = 0; i < all.length; ++i)
            byKey[all[i].key] = all[i];
        return byKey;
    }
    readonly property string flag: {
        for (const key in flagTexts)
            if (figures[key] && figures[key].value > 0)
                return flagTexts[key];
        return "";
    }
    readonly property string status: row === null ? ""
        : row.out ? qsTr("Out")
        : flag !== "" ? flag
        : row.thinking ? qsTr("Thinking…")
        : row.hasChosen ? qsTr("Chosen ✓")
        : choosing ? qsTr("Choosing…")
        : row.active ? activeText : ""

    // The width that shows the role, the subtitle and the game's controls on one line.
    readonly property real naturalWidth: 18 * zoom + secondLine.naturalWidth

    implicitWidth: 216 * zoom
    implicitHeight: column.implicitHeight + 18 * zoom
    radius: Theme.radius
    color: Theme.panel
    border.color: targetable ? Theme.danger : Theme.seatColor(seat)
    border.width: row && row.active ? 3 : 2
    opacity: row && row.out ? 0.7 : 1

    SequentialAnimation on border.width {
        running: panel.targetable
        loops: Animation.Infinite
        alwaysRunToEnd: true
        NumberAnimation { from: 3; to: 6; duration: 450 }
        NumberAnimation { from: 6; to: 3; duration: 450 }
    }

    activeFocusOnTab: targetable || activeFocus   // (Qt refuses to turn it off while focused)
    Accessible.role: targetable ? Accessible.Button : Accessible.Pane
    Accessible.name: row ? row.name : ""
    Accessible.description: targetable ? targetTip : status
    Accessible.focusable: targetable
    Accessible.onPressAction: if (targetable) targetChosen()
    Keys.onReturnPressed: event => choose(event)
    Keys.onEnterPressed: event => choose(event)
    Keys.onSpacePressed: event => choose(event)

    // A key that chooses the seat; it goes on to the table when the seat may not be chosen.
    function choose(event: var): void {
        event.accepted = targetable;
        if (targetable)
            targetChosen();
    }

    function figure(key: string): var {
        return figures[key] || { key: key, value: 0, max: 0, hint: "number" };
    }

    // A short red flash (the seat took a hit).
    function flash(): void {
        hitFlash.restart();
    }

    Rectangle {
        id: hitOverlay
        anchors.fill: parent
        radius: parent.radius
        color: Theme.danger
        opacity: 0
        SequentialAnimation {
            id: hitFlash
            NumberAnimation { target: hitOverlay; property: "opacity"; to: 0.55; duration: Theme.hitDuration / 5 }
            NumberAnimation { target: hitOverlay; property: "opacity"; to: 0; duration: Theme.hitDuration / 2 }
        }
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 9 * panel.zoom
        spacing: 4 * panel.zoom

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Rectangle {
                Layout.preferredWidth: 10 * panel.zoom
                Layout.preferredHeight: 10 * panel.zoom
                radius: 5 * panel.zoom
                color: Theme.seatColor(panel.seat)
            }
            Label {
                id: nameLabel
                objectName: "seatName" + panel.seat
                Layout.fillWidth: true
                text: panel.row ? panel.row.name : ""
                font.pixelSize: Theme.fontLarge * panel.zoom
                // A long name in a narrow panel (four seats, German) shrinks before it is cut.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontSmall * panel.zoom
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            // The status beside the name, never cut: the name shrinks first, then the
            // subtitle below it gives way to the role.
            Label {
                objectName: "seatStatus" + panel.seat
                Layout.minimumWidth: implicitWidth
                text: panel.status
                font.pixelSize: Theme.fontSmall * panel.zoom
                font.bold: true
                color: panel.flag !== "" || (panel.row && panel.row.out) ? Theme.danger
                     : panel.row && panel.row.hasChosen ? Theme.good : Theme.gold
            }
        }

        // The role, the subtitle and the game's controls on one line; where the subtitle would be
        // cut there, it takes a line of its own under them.
        GridLayout {
            id: secondLine
            readonly property real spacingWidth: 6
            readonly property real naturalWidth: (roleBadge.visible ? roleBadge.implicitWidth + spacingWidth : 0)
                                                 + subtitle.implicitWidth + spacingWidth + trailing.implicitWidth
            readonly property bool subtitleInline: width >= naturalWidth
            Layout.fillWidth: true
            columns: 3
            columnSpacing: spacingWidth
            rowSpacing: 2
            Rectangle {
                id: roleBadge
                readonly property string label: panel.row ? panel.roleLabels[panel.row.role] || "" : ""
                objectName: "roleBadge" + panel.seat
                visible: label !== ""
                Layout.row: 0
                Layout.column: 0
                // It gives way (its name cut short) before the game's controls at the line's end.
                Layout.fillWidth: !secondLine.subtitleInline
                Layout.minimumWidth: Math.min(implicitWidth, 40 * panel.zoom)
                Layout.preferredWidth: implicitWidth
                Layout.maximumWidth: implicitWidth
                // (Whole pixels: a layout rounds the badge down, and the name would be cut.)
                implicitWidth: Math.ceil(roleLabel.implicitWidth) + 12
                implicitHeight: roleLabel.implicitHeight + 4
                radius: height / 2
                color: panel.row ? panel.roleColors[panel.row.role] || Theme.seatColor(panel.seat) : "transparent"
                Label {
                    id: roleLabel
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.width - 12)
                    elide: Text.ElideRight
                    text: parent.label
                    color: "white"
                    font.pixelSize: Theme.fontSmall * panel.zoom
                    font.bold: true
                }
            }
            // The subtitle takes what is left on the line, or a line of its own.
            Label {
                id: subtitle
                objectName: "seatSubtitle" + panel.seat
                Layout.row: secondLine.subtitleInline ? 0 : 1
                Layout.column: secondLine.subtitleInline ? 1 : 0
                Layout.columnSpan: secondLine.subtitleInline ? 1 : 3
                Layout.fillWidth: true
                Layout.preferredWidth: 0
                text: panel.row ? panel.row.subtitle : ""
                font.pixelSize: Theme.fontSmall * panel.zoom
                color: Theme.textDim
                elide: Text.ElideRight
            }
            Row {
                id: trailing
                Layout.row: 0
                Layout.column: 2
                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                spacing: 4
                BusyIndicator {
                    palette.dark: Theme.gold
                    width: 18 * panel.zoom
                    height: 18 * panel.zoom
                    running: panel.row !== null && panel.row.thinking
                    visible: running
                }
                Row {
                    id: headerExtras
                    spacing: 4
                    visible: children.length > 0
                }
            }
        }

        // Meters first, each on its own line (or as dials in one row); then the tokens; then the
        // other figures as chips in one row.
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            visible: panel.dials
            spacing: 10 * panel.zoom
            Repeater {
                model: panel.dials ? panel.keys.filter(k => panel.figure(k).hint === "meter") : []
                delegate: FigureDial {
                    required property string modelData
                    readonly property var f: panel.figure(modelData)
                    objectName: modelData
                    label: panel.labels[modelData] || modelData
                    value: f.value
                    max: f.max
                    healthy: panel.healthy[modelData] === true
                    zoom: panel.zoom
                }
            }
        }

        Repeater {
            model: panel.keys.filter(k => panel.tokens.indexOf(k) >= 0)
            delegate: TokenRow {
                required property string modelData
                objectName: modelData
                Layout.fillWidth: true
                Layout.preferredHeight: tokenSize
                label: panel.labels[modelData] || modelData
                value: panel.figure(modelData).value
                keepSpent: panel.row !== null && panel.row.active
                zoom: panel.zoom
            }
        }

        Repeater {
            model: panel.dials ? [] : panel.keys.filter(k => panel.figure(k).hint === "meter")
            delegate: ColumnLayout {
                id: meter
                required property string modelData
                readonly property var f: panel.figure(modelData)
                // A meter of damage warns when half full; one of health when a quarter full or less.
                readonly property bool high: panel.healthy[modelData] ? f.max > 0 && f.value * 4 <= f.max
                                                                     : f.max > 0 && f.value * 2 >= f.max
                Layout.fillWidth: true
                spacing: 2
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        text: panel.labels[meter.modelData] || meter.modelData
                        font.pixelSize: Theme.fontSmall * panel.zoom
                        color: Theme.textDim
                    }
                    Label {
                        objectName: meter.modelData
                        text: meter.f.max > 0 ? qsTr("%1 / %2").arg(meter.f.value).arg(meter.f.max) : String(meter.f.value)
                        font.pixelSize: Theme.fontNormal * panel.zoom
                        font.bold: true
                        color: meter.high ? Theme.danger : Theme.text
                    }
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 6 * panel.zoom
                    radius: height / 2
                    color: "#33000000"
                    Rectangle {
                        width: meter.f.max > 0 ? parent.width * Math.min(1, meter.f.value / meter.f.max) : 0
                        height: parent.height
                        radius: height / 2
                        color: meter.high ? Theme.danger : panel.healthy[meter.modelData] ? Theme.good : Theme.gold
                        Behavior on width {
                            NumberAnimation { duration: Theme.uiDuration * 2 }
                        }
                    }
                }
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: panel.figureColumns > 0 ? panel.figureColumns : Math.max(1, panel.keys.length)
            columnSpacing: 6
            rowSpacing: 4 * panel.zoom
            Repeater {
                model: panel.keys.filter(k => (panel.figure(k).hint === "number" || panel.figure(k).hint === "score")
                                              && panel.tokens.indexOf(k) < 0)
                delegate: StatChip {
                    id: chip
                    required property string modelData
                    readonly property var f: panel.figure(modelData)
                    objectName: modelData
                    Layout.fillWidth: true
                    label: panel.labels[modelData] || modelData
                    value: f.hint === "score" && f.max > 0 ? qsTr("%1 / %2").arg(f.value).arg(f.max)
                         : panel.signs[modelData] && f.value > 0 ? "+" + f.value : String(f.value)
                    highlight: panel.signs[modelData] === true && f.value > 0
                    zoom: panel.zoom
                }
            }
        }
    }

    FocusFrame {
        target: panel
    }

    // Where the name or the subtitle is cut after all (a very narrow panel), hovering the panel
    // says them whole.
    HoverHandler {
        id: panelHover
    }
    ToolTip {
        objectName: "seatNameTip" + panel.seat
        visible: panelHover.hovered && !panel.targetable && (nameLabel.truncated || subtitle.truncated)
        delay: 350
        text: panel.row ? panel.row.name + "\n" + panel.row.subtitle : ""
    }

    MouseArea {
        anchors.fill: parent
        enabled: panel.targetable
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: panel.targetChosen()
        ToolTip.visible: (containsMouse || (panel.activeFocus && KeyboardFocus.visible)) && panel.targetTip !== ""
        ToolTip.text: panel.targetTip
    }
}
