import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// The Balance Lab's three charts of a study: the win rates with their 95 % intervals and the game
// lengths side by side, each card's impact below them. On the screen they share its height (the
// cards scroll); on the exported picture (`paper`) the cards take the height they need.
GridLayout {
    id: charts

    required property BalanceLab lab
    property bool paper: false
    property real fontSize: Theme.fontNormal

    columns: 2
    rowSpacing: Theme.spacing
    columnSpacing: Theme.spacing

    // A chart of the top row: half the width, a share of the screen's height or its own on paper.
    component TopChart: FigureChart {
        Layout.fillWidth: true
        Layout.fillHeight: !charts.paper
        Layout.preferredWidth: 1
        Layout.preferredHeight: charts.paper ? charts.fontSize * 22 : 1
        paper: charts.paper
        fontSize: charts.fontSize
    }

    TopChart {
        objectName: "winRateChart"
        title: qsTr("Win rates (95 % intervals)")
        unit: qsTr("%")
        figures: charts.lab.winRates
    }
    TopChart {
        objectName: "lengthChart"
        title: qsTr("Game length (actions)")
        unit: qsTr("games")
        whiskers: false
        slantedLabels: false
        barColor: Theme.info
        figures: charts.lab.lengths
    }
    FigureList {
        objectName: "cardImpactChart"
        Layout.columnSpan: 2
        Layout.fillWidth: true
        Layout.fillHeight: !charts.paper
        Layout.preferredHeight: charts.paper ? implicitHeight : 1
        paper: charts.paper
        fontSize: charts.fontSize
        title: charts.lab.cardImpactTitle
        unit: qsTr("points")
        barColor: charts.paper ? Theme.paperBar : Theme.good
        figures: charts.lab.cardImpact
    }
}
