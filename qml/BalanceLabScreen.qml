pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Balance Lab: a designer chooses a game, its built-in cards or an edited card file, the bots
// and how many games, and runs a balance study (the CLI's `balance`) off the window's thread, with
// a progress bar and Cancel. The results show as charts (win rates with their 95 % intervals, the
// game lengths, each card's impact in the order of the names) and export as a picture for print
// and as CSV tables. The study belongs to the window (`lab`), so leaving the screen loses nothing.
FeltBackground {
    id: screen
    objectName: "balanceLabScreen"

    required property BalanceLab lab

    signal backRequested()
    signal errorRaised(string message)

    Keys.onEscapePressed: if (!screen.lab.running) screen.backRequested()
    Component.onCompleted: forceActiveFocus()

    Connections {
        target: screen.lab
        function onErrorOccurred(message: string): void {
            screen.errorRaised(message);
        }
    }

    // Draws the study's picture off the screen, at print size, and saves it at `file`.
    function exportPicture(file: url): void {
        sheetLoader.file = file;
        sheetLoader.setSource("BalanceReportSheet.qml", { lab: screen.lab });
        // Qt Charts draws its charts a moment after they are made.
        sheetTimer.restart();
    }
    Loader {
        id: sheetLoader
        property url file
        // Beside the window, where nobody sees it; it is drawn only for the picture.
        x: screen.width + 100
    }
    Timer {
        id: sheetTimer
        interval: 400
        onTriggered: {
            (sheetLoader.item as BalanceReportSheet).grabToImage(result => {
                screen.lab.savePicture(result.image, sheetLoader.file);
                sheetLoader.source = "";
            });
        }
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        title: qsTr("Balance Lab")
        backObjectName: "balanceBackButton"
        backEnabled: !screen.lab.running
        onBackClicked: screen.backRequested()
        FileDialogButton {
            objectName: "balanceExportPngButton"
            dialogObjectName: "balancePngDialog"
            acceptLabel: qsTr("Export")
            text: qsTr("Export charts (PNG)…")
            enabled: screen.lab.hasReport && !screen.lab.running
            dialogTitle: qsTr("Export the charts as a picture for print")
            suffix: "png"
            fileName: qsTr("%1 balance").arg(screen.lab.gameName)
            filters: [qsTr("PNG pictures (*.png)")]
            onFileChosen: file => screen.exportPicture(file)
        }
        FileDialogButton {
            objectName: "balanceExportCsvButton"
            dialogObjectName: "balanceCsvDialog"
            acceptLabel: qsTr("Export")
            text: qsTr("Export tables (CSV)…")
            enabled: screen.lab.hasReport && !screen.lab.running
            dialogTitle: qsTr("Export the tables: one CSV file per table, named after this one")
            suffix: "csv"
            fileName: qsTr("%1 balance").arg(screen.lab.gameName)
            filters: [qsTr("CSV tables (*.csv)")]
            onFileChosen: file => screen.lab.exportCsv(file)
        }
    }

    RowLayout {
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        spacing: Theme.margin

        BalanceSetupPanel {
            Layout.preferredWidth: 330
            Layout.fillHeight: true
            lab: screen.lab
            onGameChosen: id => screen.lab.gameId = id
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                objectName: "balanceSummary"
                Layout.fillWidth: true
                text: screen.lab.hasReport ? screen.lab.summary
                                    : qsTr("Choose the cards and the bots, then run a study: the charts appear here.")
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
            }

            BalanceCharts {
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: screen.lab.hasReport
                lab: screen.lab
            }
            Item {
                Layout.fillHeight: true
                visible: !screen.lab.hasReport
            }
        }
    }
}
