import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One player at the Artbot table: name, who plays them, whose turn it is, HP (big, with a bar),
// their Active Deck (face down with its count; the viewer's own is the hand instead), Inactive Deck
// and Discard (top card face up). A seat that may be targeted now pulses red and is clicked to
// target it; a seat that is out is greyed with its place. Your own Inactive Deck takes the card you
// return by dragging it there.
Rectangle {
    id: seatPanel

    required property int seat
    required property ArtbotEventPlayer player
    property string name
    property string subtitle
    property color accent: Theme.gold
    property real zoom: 1
    property bool mine: false             // the viewer's seat: its Active Deck is the hand
    property bool thinking: false
    property bool ended: false
    property bool targetable: false
    property string targetHint: ""
    property bool acceptsReturn: false    // a hand card may be dropped on the Inactive Deck now
    property int maxHp: 200
    property real pileWidth: Theme.pileCardWidth * zoom

    readonly property string prefix: "p" + seat + "."
    readonly property int place: player.places[seat] !== undefined ? player.places[seat] : 0
    readonly property bool out: place > 0
    readonly property bool isTurn: player.turnSeat === seat && !ended && !out
    readonly property int hp: player.hp(seat)
    readonly property alias inactivePile: inactive
    readonly property alias discardPile: discard

    signal targetClicked()
    signal returnDropped(string face)

    function pileItem(kind: string): Item {
        if (kind === "active")
            return seatPanel.mine ? inactive.topCard : active.topCard;
        if (kind === "inactive")
            return inactive.topCard;
        if (kind === "discard")
            return discard.topCard;
        return seatPanel;
    }

    function pulse(what: string): void {
        if (what === "hit" || what === "steal" || what === "target")
            flash.flashColor = Theme.danger;
        else if (what === "heal")
            flash.flashColor = Theme.good;
        else
            flash.flashColor = Theme.textDim;
        flashAnim.restart();
    }

    function placeText(n: int): string {
        return n === 1 ? qsTr("1st place") : n === 2 ? qsTr("2nd place") : n === 3 ? qsTr("3rd place")
                                                                                  : qsTr("%1th place").arg(n);
    }

    objectName: "seat" + seat
    implicitWidth: content.implicitWidth + 16 * zoom
    implicitHeight: content.implicitHeight + 12 * zoom
    radius: Theme.radius
    color: Theme.panel
    border.color: targetable ? Theme.danger : isTurn ? Theme.gold : Qt.darker(accent, 1.6)
    border.width: targetable || isTurn ? 3 : 1

    SequentialAnimation on border.width {
        running: seatPanel.targetable
        loops: Animation.Infinite
        alwaysRunToEnd: true
        NumberAnimation { from: 3; to: 6; duration: 450 }
        NumberAnimation { from: 6; to: 3; duration: 450 }
    }

    Rectangle {
        id: flash
        property color flashColor: Theme.danger
        anchors.fill: parent
        radius: parent.radius
        color: flashColor
        opacity: 0
        SequentialAnimation {
            id: flashAnim
            NumberAnimation { target: flash; property: "opacity"; to: 0.35; duration: Theme.uiDuration }
            NumberAnimation { target: flash; property: "opacity"; to: 0; duration: Theme.hitDuration / 2 }
        }
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 6 * seatPanel.zoom
        anchors.leftMargin: 8 * seatPanel.zoom
        anchors.rightMargin: 8 * seatPanel.zoom
        spacing: 3 * seatPanel.zoom
        opacity: seatPanel.out ? 0.4 : 1
        Behavior on opacity {
            NumberAnimation { duration: Theme.bannerDuration }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 6 * seatPanel.zoom
            Rectangle {
                Layout.preferredWidth: 10 * seatPanel.zoom
                Layout.preferredHeight: 10 * seatPanel.zoom
                radius: width / 2
                color: seatPanel.accent
            }
            Label {
                Layout.fillWidth: true
                text: seatPanel.name
                elide: Text.ElideRight
                color: seatPanel.accent
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontLarge * seatPanel.zoom
                font.bold: true
            }
            Label {
                objectName: "turnBadge" + seatPanel.seat
                visible: seatPanel.isTurn || seatPanel.thinking
                text: seatPanel.thinking ? qsTr("thinking…") : seatPanel.mine ? qsTr("Your turn") : qsTr("Turn")
                color: "#2a1d05"
                font.pixelSize: Theme.fontSmall * seatPanel.zoom
                font.bold: true
                leftPadding: 8
                rightPadding: 8
                topPadding: 2
                bottomPadding: 2
                background: Rectangle {
                    radius: height / 2
                    color: Theme.gold
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: seatPanel.subtitle
            elide: Text.ElideRight
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall * seatPanel.zoom
        }

        // HP: ten per card in the Active and Inactive Decks.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8 * seatPanel.zoom
            Label {
                objectName: "hpLabel" + seatPanel.seat
                text: qsTr("%1 HP").arg(seatPanel.hp)
                color: seatPanel.hp <= 30 && !seatPanel.out ? Theme.danger : Theme.text
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontHuge * 0.85 * seatPanel.zoom
                font.bold: true
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 12 * seatPanel.zoom
                Layout.minimumWidth: 40
                radius: height / 2
                color: "#40000000"
                border.color: Theme.panelBorder
                Rectangle {
                    // layout arithmetic: the bar is filled by the HP over the most a seat can have
                    width: parent.width * Math.min(1, seatPanel.hp / Math.max(10, seatPanel.maxHp))
                    height: parent.height
                    radius: height / 2
                    color: seatPanel.hp <= 30 ? Theme.danger : Theme.good
                    Behavior on width {
                        NumberAnimation { duration: Theme.flyDuration }
                    }
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 12 * seatPanel.zoom
            ArtbotPile {
                id: active
                visible: !seatPanel.mine
                objectName: "activePile" + seatPanel.seat
                cardWidth: seatPanel.pileWidth
                count: seatPanel.player.zoneCount(seatPanel.prefix + "active")
                fanned: true
                caption: qsTr("Active")
            }
            ArtbotPile {
                id: inactive
                objectName: "inactivePile" + seatPanel.seat
                cardWidth: seatPanel.pileWidth
                count: seatPanel.player.zoneCount(seatPanel.prefix + "inactive")
                caption: qsTr("Inactive")
                hot: seatPanel.acceptsReturn

                DropArea {
                    anchors.fill: parent
                    anchors.margins: -12
                    keys: ["gm-artbot-card"]
                    enabled: seatPanel.acceptsReturn
                    onDropped: drop => {
                        if (drop.source && drop.source.face)
                            seatPanel.returnDropped(drop.source.face);
                    }
                }
            }
            ArtbotPile {
                id: discard
                objectName: "discardPile" + seatPanel.seat
                cardWidth: seatPanel.pileWidth
                count: seatPanel.player.zoneCount(seatPanel.prefix + "discard")
                topFace: seatPanel.player.topFace(seatPanel.prefix + "discard")
                faceUp: true
                caption: qsTr("Discard")
            }
        }
    }

    // Out: the place it finished in, over the greyed seat.
    Label {
        objectName: "placeLabel" + seatPanel.seat
        anchors.centerIn: parent
        visible: seatPanel.out
        text: qsTr("Out · %1").arg(seatPanel.placeText(seatPanel.place))
        color: Theme.text
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontLarge * seatPanel.zoom
        font.bold: true
        padding: 8
        background: Rectangle {
            radius: 6
            color: "#c0000000"
            border.color: Theme.danger
        }
    }

    MouseArea {
        anchors.fill: parent
        enabled: seatPanel.targetable
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: seatPanel.targetClicked()
        ToolTip.visible: containsMouse && seatPanel.targetHint !== ""
        ToolTip.text: seatPanel.targetHint
        ToolTip.delay: 300
    }
}
