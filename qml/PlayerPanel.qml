import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// One fighter at a glance: name and who plays it, what they are doing now, and the counters that
// decide the fight (damage this turn against the limit of 20, total damage, momentum).
Rectangle {
    id: panel

    property int seat: 0
    property string name
    property string subtitle
    property bool thinking: false
    property bool chosen: false
    property bool choosing: false
    property bool knockedDown: false
    property int damageThisTurn: 0
    property int totalDamage: 0
    property int momentum: 0
    property int damageLimit: 20
    property real zoom: 1

    implicitWidth: 216 * zoom
    implicitHeight: 128 * zoom
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.seatColor(seat)
    border.width: 2

    // A short flash when the fighter takes a hit.
    function flashHit(): void {
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
        anchors.fill: parent
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
                Layout.fillWidth: true
                text: panel.name
                font.pixelSize: Theme.fontLarge * panel.zoom
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Label {
                Layout.fillWidth: true
                text: panel.subtitle
                font.pixelSize: Theme.fontSmall * panel.zoom
                color: Theme.textDim
                elide: Text.ElideRight
            }
            BusyIndicator {
                palette.dark: Theme.gold
                Layout.preferredWidth: 18 * panel.zoom
                Layout.preferredHeight: 18 * panel.zoom
                running: panel.thinking
                visible: panel.thinking
            }
            Label {
                text: panel.knockedDown ? qsTr("Knocked down")
                    : panel.thinking ? qsTr("Thinking…")
                    : panel.chosen ? qsTr("Chosen ✓")
                    : panel.choosing ? qsTr("Choosing…") : ""
                font.pixelSize: Theme.fontSmall * panel.zoom
                font.bold: true
                color: panel.knockedDown ? Theme.danger : panel.chosen ? Theme.good : Theme.gold
            }
        }

        // Damage this turn, as a bar of the 20 points that lose the fight.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 2
            spacing: 6
            Label {
                text: qsTr("This turn")
                font.pixelSize: Theme.fontSmall * panel.zoom
                color: Theme.textDim
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                objectName: "damageThisTurn"
                text: qsTr("%1 / %2").arg(panel.damageThisTurn).arg(panel.damageLimit)
                font.pixelSize: Theme.fontNormal * panel.zoom
                font.bold: true
                color: panel.damageThisTurn >= panel.damageLimit / 2 ? Theme.danger : Theme.text
            }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 6 * panel.zoom
            radius: height / 2
            color: "#33000000"
            Rectangle {
                width: parent.width * Math.min(1, panel.damageThisTurn / panel.damageLimit)
                height: parent.height
                radius: height / 2
                color: panel.damageThisTurn >= panel.damageLimit / 2 ? Theme.danger : Theme.gold
                Behavior on width {
                    NumberAnimation { duration: Theme.uiDuration * 2 }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            StatChip {
                Layout.fillWidth: true
                label: qsTr("Total damage")
                value: String(panel.totalDamage)
                zoom: panel.zoom
            }
            StatChip {
                Layout.fillWidth: true
                label: qsTr("Momentum")
                value: panel.momentum > 0 ? "+" + panel.momentum : "0"
                highlight: panel.momentum > 0
                zoom: panel.zoom
            }
        }
    }
}
