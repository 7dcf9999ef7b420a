import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The controls of a replay (Session.watch), in place of the choice bar: to the start, a move back,
// play or pause, a move forwards, to the end, a slider over every move, whose view is shown (a
// seat's, or everything once the game is over) and Stop watching. The log follows the move shown.
Rectangle {
    id: bar

    required property TableView view   // the table's (TableFrame.view)

    property real zoom: 1
    // Where the words do not all fit (a small window, German), the bar leaves out its title and
    // the move count (the slider still shows it) and Stop watching shows a sign.
    readonly property real wordsWidth: replayLabel.implicitWidth + positionLabel.implicitWidth
                                       + stopButton.wordWidth + 5 * 45 + 170 + 140
                                       + 9 * Theme.spacing + 12
    readonly property bool compact: width < wordsWidth
    signal stopRequested()

    implicitHeight: row.implicitHeight + 12
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.gold

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 6
        spacing: Theme.spacing

        Label {
            id: replayLabel
            visible: !bar.compact
            text: qsTr("Replay")
            color: Theme.gold
            font.bold: true
            font.pixelSize: Theme.fontNormal
        }
        SignButton {
            objectName: "replayStart"
            sign: "\u21E4"
            word: qsTr("To the start")
            enabled: Session.replayStep > 0
            onClicked: Session.replayTo(0)
        }
        SignButton {
            objectName: "replayBack"
            sign: "\u2190"
            word: qsTr("One move back")
            enabled: Session.replayStep > 0
            onClicked: Session.replayBack()
        }
        SignButton {
            objectName: "replayPlay"
            sign: Session.replayPlaying ? "\u275A\u275A" : "\u25B6"
            word: Session.replayPlaying ? qsTr("Pause") : qsTr("Play the game out")
            enabled: Session.replayStep < Session.replayLength
            onClicked: Session.setReplayPlaying(!Session.replayPlaying)
        }
        SignButton {
            objectName: "replayForward"
            sign: "\u2192"
            word: qsTr("One move forwards")
            enabled: Session.replayStep < Session.replayLength
            onClicked: Session.replayForward()
        }
        SignButton {
            objectName: "replayEnd"
            sign: "\u21E5"
            word: qsTr("To the end")
            enabled: Session.replayStep < Session.replayLength
            onClicked: Session.replayTo(Session.replayLength)
        }
        Slider {
            objectName: "replaySlider"
            Layout.fillWidth: true
            Layout.minimumWidth: 60
            from: 0
            to: Math.max(1, Session.replayLength)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: Session.replayStep
            Accessible.name: qsTr("Move shown")
            onMoved: Session.replayTo(Math.round(value))
        }
        Label {
            id: positionLabel
            objectName: "replayPosition"
            visible: !bar.compact
            text: qsTr("Move %1 of %2").arg(Session.replayStep).arg(Session.replayLength)
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        ComboBox {
            id: seatBox
            objectName: "replaySeat"
            Layout.preferredWidth: bar.compact ? 130 : 170
            Accessible.name: qsTr("Whose view")
            // Each seat's view, and everything once the game is over.
            model: {
                const out = [];
                for (let s = 0; s < bar.view.seatCount; ++s)
                    out.push({ label: qsTr("As %1 saw it").arg(bar.view.seatName(s)), seat: s });
                if (Session.replayFinished)
                    out.push({ label: qsTr("Everything"), seat: -1 });
                return out;
            }
            textRole: "label"
            valueRole: "seat"
            currentIndex: Math.max(0, indexOfValue(bar.view.seat))
            onActivated: Session.setReplaySeat(currentValue)
        }
        SignButton {
            id: stopButton
            objectName: "replayStop"
            word: qsTr("Stop watching")
            sign: "\u2715"
            compact: bar.compact
            onClicked: bar.stopRequested()
        }
    }
}
