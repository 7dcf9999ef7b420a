pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Between two Acts: who won the Act that just ended (or that both did), the match score so far and
// the roles of the next Act, which swap. The table waits behind it until "Start Act n" is pressed.
Rectangle {
    id: screen

    property string headline
    property string detail
    property var names: []                // display name per seat
    property var wins: []                 // Acts won per seat
    property var nextRoles: []            // role key per seat in the next Act
    property int act: 1       // the Act that ended
    property int nextAct: 2
    property bool auto: false             // nobody has to press: it goes on by itself

    signal continueRequested()

    color: "#b3000000"

    function roleName(key: string): string {
        return key === "vigilante" ? qsTr("Vigilante") : key === "detective" ? qsTr("Detective") : "";
    }

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    Keys.onReturnPressed: screen.continueRequested()
    Keys.onEnterPressed: screen.continueRequested()
    onVisibleChanged: {
        if (visible)
            forceActiveFocus();
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 560)
        height: content.implicitHeight + 56
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.gold
        border.width: 2

        ColumnLayout {
            id: content
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 28
            spacing: 14

            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("End of Act %1").arg(screen.act)
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
                font.capitalization: Font.AllUppercase
                font.letterSpacing: 2
            }
            Label {
                objectName: "actHeadline"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: screen.headline
                color: Theme.gold
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontHuge
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                visible: text !== ""
                text: screen.detail
                color: Theme.text
                font.pixelSize: Theme.fontNormal
            }
            // The match so far, and who plays which role next.
            GridLayout {
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                columnSpacing: 24
                rowSpacing: 6
                Label {
                    text: ""
                }
                Label {
                    text: qsTr("Acts won")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                Label {
                    text: qsTr("Act %1").arg(screen.nextAct)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                Repeater {
                    model: screen.names.length * 3
                    Label {
                        required property int index
                        readonly property int seat: Math.floor(index / 3)
                        readonly property int column: index % 3
                        text: column === 0 ? screen.names[seat]
                            : column === 1 ? String(screen.wins[seat] || 0)
                            : screen.roleName(screen.nextRoles[seat] || "")
                        color: column === 0 ? Theme.seatColor(seat) : Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: column !== 2
                        Layout.alignment: column === 1 ? Qt.AlignHCenter : Qt.AlignLeft
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("The roles swap: the new Vigilante takes the first turn.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            GmButton {
                objectName: "nextActButton"
                Layout.alignment: Qt.AlignHCenter
                primary: true
                text: screen.auto ? qsTr("Start Act %1 now").arg(screen.nextAct) : qsTr("Start Act %1").arg(screen.nextAct)
                onClicked: screen.continueRequested()
            }
        }
    }
}
