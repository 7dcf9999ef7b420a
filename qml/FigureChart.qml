import QtQuick
import QtCharts
import GrudgeMatch

// One chart of the Balance Lab: a bar per row of a FigureTableModel (column Value) and, with
// `whiskers`, each row's 95 % interval drawn as a whisker from Low to High (a box plot whose box
// has no height). The model says everything; the chart only draws it.
ChartView {
    id: chart

    required property FigureTableModel figures
    property bool whiskers: true
    property string unit
    property color barColor: Theme.gold
    // Slanted category labels, for long names side by side.
    property bool slantedLabels: figures.count > 8

    antialiasing: true
    theme: ChartView.ChartThemeDark
    legend.visible: false
    backgroundColor: Theme.panelSolid
    plotAreaColor: "#103020"
    titleColor: Theme.text
    titleFont.pixelSize: Theme.fontNormal
    titleFont.bold: true
    margins.left: 4
    margins.right: 4
    margins.top: 4
    margins.bottom: 4

    BarCategoryAxis {
        id: categories
        categories: chart.figures.labels
        labelsColor: Theme.text
        labelsAngle: chart.slantedLabels ? -45 : 0
        gridVisible: false
    }
    ValueAxis {
        id: values
        min: 0
        max: 1
        labelsColor: Theme.text
        labelFormat: "%.0f"
        titleText: chart.unit
        gridLineColor: "#2c5a3e"
        tickCount: 6
    }
    // Room above and below the bars and whiskers (never a zero-height range), in round figures.
    function fitValues(): void {
        values.min = Math.min(0, Math.floor(chart.figures.minimum * 1.1));
        values.max = Math.max(1, Math.ceil(chart.figures.maximum * 1.1));
        values.applyNiceNumbers();
    }
    Component.onCompleted: fitValues()
    Connections {
        target: chart.figures
        function onChanged(): void {
            chart.fitValues();
        }
    }

    BarSeries {
        id: bars
        axisX: categories
        axisY: values
        barWidth: 0.6
        VBarModelMapper {
            model: chart.figures
            firstBarSetColumn: FigureTableModel.Value
            lastBarSetColumn: FigureTableModel.Value
            firstRow: 0
        }
        onBarsetsAdded: {
            for (let i = 0; i < bars.count; ++i)
                bars.at(i).color = chart.barColor;
        }
    }

    BoxPlotSeries {
        id: intervals
        axisX: categories
        axisY: values
        visible: chart.whiskers
        boxWidth: 0.25
        HBoxPlotModelMapper {
            model: chart.whiskers ? chart.figures : null
            firstBoxSetRow: 0
            lastBoxSetRow: Math.max(0, chart.figures.count - 1)
            // Low, Value, Value, Value, High: the whisker's ends around a box of no height.
            firstColumn: FigureTableModel.Low
            columnCount: 5
        }
    }
}
