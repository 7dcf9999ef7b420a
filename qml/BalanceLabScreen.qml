pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The Balance Lab: a designer chooses a game, its built-in cards or an edited card file, the bots
// and how many games, and runs a balance study (the CLI's `balance`) off the window's thread, with
// a progress bar and Cancel. The results show as charts (win rates with their 95 % intervals, the
// game lengths, each card's impact sorted by effect) and export as PNG pictures and CSV tables.
FeltBackground {
    id: screen
    objectName: "balanceLabScreen"

    property string gameId: GameCatalog.gameIdAt(0)
    readonly property alias lab: lab

    signal backRequested()
    signal errorRaised(string message)

    Keys.onEscapePressed: if (!lab.running) screen.backRequested()
    Component.onCompleted: forceActiveFocus()

    BalanceLab {
        id: lab
        objectName: "balanceLab"
        gameId: screen.gameId
        onErrorOccurred: message => screen.errorRaised(message)
    }

    // Saves one chart as a PNG picture at `file`.
    function saveChart(chart: Item, file: url): void {
        const path = lab.localPath(file);
        chart.grabToImage(result => {
            if (!result.saveToFile(path))
                screen.errorRaised(qsTr("Could not write %1.").arg(path));
        });
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        title: qsTr("Balance Lab")
        backObjectName: "balanceBackButton"
        backEnabled: !lab.running
        onBackClicked: screen.backRequested()
        FileDialogButton {
            objectName: "balanceExportPngButton"
            dialogObjectName: "balancePngDialog"
            acceptLabel: qsTr("Export")
            text: qsTr("Export charts (PNG)…")
            enabled: lab.hasReport && !lab.running
            dialogTitle: qsTr("Export the charts: the file name is given to the three pictures")
            suffix: "png"
            fileName: qsTr("%1 balance").arg(lab.gameName)
            filters: [qsTr("PNG pictures (*.png)")]
            onFileChosen: file => {
                const base = String(file).replace(/\.png$/i, "");
                screen.saveChart(winChart, base + "-win-rates.png");
                screen.saveChart(lengthChart, base + "-lengths.png");
                screen.saveChart(cardChart, base + "-cards.png");
            }
        }
        FileDialogButton {
            objectName: "balanceExportCsvButton"
            dialogObjectName: "balanceCsvDialog"
            acceptLabel: qsTr("Export")
            text: qsTr("Export tables (CSV)…")
            enabled: lab.hasReport && !lab.running
            dialogTitle: qsTr("Export the tables")
            suffix: "csv"
            fileName: qsTr("%1 balance").arg(lab.gameName)
            filters: [qsTr("CSV tables (*.csv)")]
            onFileChosen: file => lab.exportCsv(file)
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
            lab: lab
            onGameChosen: id => screen.gameId = id
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                objectName: "balanceSummary"
                Layout.fillWidth: true
                text: lab.hasReport ? lab.summary
                                    : qsTr("Choose the cards and the bots, then run a study: the charts appear here.")
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
            }

            GridLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: lab.hasReport
                columns: 2
                rowSpacing: Theme.spacing
                columnSpacing: Theme.spacing

                FigureChart {
                    id: winChart
                    objectName: "winRateChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("Win rates (95 % intervals)")
                    unit: qsTr("%")
                    figures: lab.winRates
                }
                FigureChart {
                    id: lengthChart
                    objectName: "lengthChart"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("Game length (actions)")
                    unit: qsTr("games")
                    whiskers: false
                    slantedLabels: false
                    barColor: Theme.info
                    figures: lab.lengths
                }
                FigureChart {
                    id: cardChart
                    objectName: "cardImpactChart"
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: lab.cardImpactTitle
                    unit: qsTr("points")
                    barColor: Theme.good
                    figures: lab.cardImpact
                }
            }
            Item {
                Layout.fillHeight: true
                visible: !lab.hasReport
            }
        }
    }
}
