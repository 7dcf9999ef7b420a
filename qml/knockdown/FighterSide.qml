pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// One fighter's half of the table: their panel, Stamina, Discard, three Unstable piles (the third
// loses the fight) and, during a knockdown, the cards they turn over on ten numbered places.
RowLayout {
    id: side

    required property TableFrame frame
    required property int seat
    property bool choosing: false
    property real zoom: 1

    readonly property string prefix: "p" + seat + "."
    readonly property alias panel: panel

    spacing: Theme.spacing * 1.4 * zoom

    function staminaView(): Item {
        return piles.itemAt(0);
    }

    // The fighter's hand is not drawn for the other side: cards leave it from their panel.
    Component.onCompleted: frame.registerStandIn(prefix + "hand", panel)
    onPrefixChanged: frame.registerStandIn(prefix + "hand", panel)

    SeatPanel {
        id: panel
        objectName: "playerPanel" + side.seat
        Layout.alignment: Qt.AlignTop
        Layout.preferredHeight: 128 * side.zoom
        row: side.frame.player(side.seat)
        zoom: side.zoom
        choosing: side.choosing
        keys: ["damageThisTurn", "totalDamage", "momentum"]
        labels: ({ damageThisTurn: qsTr("This turn"), totalDamage: qsTr("Total damage"), momentum: qsTr("Momentum") })
        signs: ({ momentum: true })
        flagTexts: ({ knockedDown: qsTr("Knocked down") })
    }

    // Stamina, Discard and the three Unstable piles, the last of which loses the fight.
    Repeater {
        id: piles
        model: [{ zone: "stamina", caption: qsTr("Stamina"), accent: Theme.gold, layer: Theme.staminaBack },
                { zone: "discard", caption: qsTr("Discard"), accent: Theme.textDim, layer: Theme.staminaBack },
                { zone: "unstable0", caption: qsTr("Unstable %1").arg(1), accent: Theme.unstable, layer: Theme.unstable },
                { zone: "unstable1", caption: qsTr("Unstable %1").arg(2), accent: Theme.unstable, layer: Theme.unstable },
                { zone: "unstable2", caption: qsTr("Unstable %1").arg(3), accent: Theme.unstable, layer: Theme.unstable,
                  warn: true, empty: qsTr("A third pile loses") }]
        ZoneView {
            required property var modelData
            readonly property bool unstable: modelData.accent === Theme.unstable
            objectName: `${modelData.zone}${side.seat}`
            Layout.alignment: Qt.AlignTop
            Layout.leftMargin: modelData.zone === "unstable0" ? 6 * side.zoom : 0
            frame: side.frame
            model: side.frame.view.zone(`${side.prefix}${modelData.zone}`)
            cardWidth: Theme.pileCardWidth * side.zoom
            caption: modelData.caption
            emptyText: modelData.empty || qsTr("empty")
            accent: modelData.accent
            layerColor: modelData.layer
            warn: modelData.warn === true
            opacity: !unstable || count > 0 ? 1 : 0.75
        }
    }

    ZoneView {
        id: reveal
        objectName: "revealing" + side.seat
        Layout.alignment: Qt.AlignTop
        Layout.fillWidth: true
        Layout.minimumWidth: 160
        Layout.preferredWidth: 160
        frame: side.frame
        model: side.frame.view.zone(side.prefix + "revealing")
        layout: "row"
        showPlaces: true
        cardWidth: Theme.smallCardWidth * side.zoom
        caption: count > 0 || side.frame.figure(side.seat, "knockedDown") > 0
                 ? qsTr("Knocked down: %1 of %2 turned").arg(count).arg(capacity) : ""
        captionColor: Theme.gold
        opacity: caption !== "" ? 1 : 0
        Behavior on opacity {
            NumberAnimation { duration: Theme.uiDuration * 2 }
        }
    }
}
