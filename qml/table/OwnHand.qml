import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// The hand of the seat the table is drawn for, fanned along the bottom of a game's table: it has
// the keyboard first, its cards offer their actions and show their tips, and its caption says
// whose hand it is when that seat is not a person's. A game's table sets its card width (and
// whatever drops it takes).
ZoneView {
    id: hand

    required property TableFrame host

    objectName: "ownHand"
    label: qsTr("Your hand")
    Layout.fillWidth: true
    Layout.preferredWidth: 0      // the fan takes the width it is given
    Layout.minimumWidth: 2 * cardWidth
    Layout.preferredHeight: implicitHeight
    Layout.alignment: Qt.AlignBottom
    focus: true
    frame: host
    model: host.view.zone("p" + host.mySeat + ".hand")
    layout: "fan"
    cardName: "handCard"
    caption: host.meHuman ? qsTr("Your hand") : qsTr("%1's hand").arg(host.seatName(host.mySeat))
    cardActions: true
    tips: true
    onChosen: actionId => host.choose(actionId)
}
