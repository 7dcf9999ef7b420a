pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Between two Acts: who won the Act that just ended (or that both did) and why, in the engine's
// words, the match score so far and the roles of the next Act, which swap (the figures and roles of
// the PlayerModel, already the next Act's). The table waits behind it until "Start Act n" is pressed.
TableScreen {
    id: screen

    required property TableFrame frame
    // {ended, next, headline, detail} from the act_over and act_start events; null when not shown.
    property var info: null
    property bool auto: false             // nobody has to press: it goes on by itself

    readonly property int act: info ? info.ended : 0
    readonly property int nextAct: info ? info.next : 0

    signal continueRequested()

    function roleName(key: string): string {
        return key === "vigilante" ? qsTr("Vigilante") : key === "detective" ? qsTr("Detective") : "";
    }

    Keys.onReturnPressed: screen.continueRequested()
    Keys.onEnterPressed: screen.continueRequested()
    onVisibleChanged: {
        if (visible)
            forceActiveFocus();
    }

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
        text: screen.info ? screen.info.headline : ""
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
        text: screen.info ? screen.info.detail : ""
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
            // layout arithmetic: three cells (name, Acts won, next role) per seat of the grid
            model: screen.frame.view.seatCount * 3
            Label {
                required property int index
                // layout arithmetic: the cell's seat and column in the grid
                readonly property int seat: Math.floor(index / 3)
                readonly property int column: index % 3
                readonly property var row: screen.frame.player(seat)
                text: column === 0 ? screen.frame.seatName(seat)
                    : column === 1 ? String(screen.frame.figure(seat, "matchWins"))
                    : screen.roleName(row ? row.role : "")
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
