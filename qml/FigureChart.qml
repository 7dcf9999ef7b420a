import QtQuick
import QtQuick.Controls
import QtCharts
import GrudgeMatch

// One chart of the Balance Lab: a bar per row of a FigureTableModel (column Value) and, with
// `whiskers`, each row's 95 % interval drawn as a whisker from Low to High (a box plot whose box
// has no height), on the model's value axis. The model says everything; the chart only draws it.
// Hovering a bar names its row in full, with its figures.
ChartView {
    id: chart

    required property FigureTableModel figures
    property bool whiskers: true
    property string unit
    property color barColor: Theme.gold
    // Slanted category labels, for long names side by side.
    property bool slantedLabels: figures.count > 8
    // Dark on white at `fontSize`, for the exported picture.
    property bool paper: false
    property real fontSize: Theme.fontNormal
    readonly property color ink: paper ? Theme.paperInk : Theme.text
    // The row under the pointer, described (or "").
    property string hovered

    function describe(index: int): string {
        const row = chart.figures.rowAt(index);
        const value = Number(row.value).toLocaleString(Qt.locale(), "f", 1);
        if (!chart.whiskers)
            return qsTr("%1: %2 %3").arg(row.label).arg(value).arg(chart.unit);
        return qsTr("%1: %2 %3 (95 %: %4 to %5)").arg(row.label).arg(value).arg(chart.unit)
            .arg(Number(row.low).toLocaleString(Qt.locale(), "f", 1))
            .arg(Number(row.high).toLocaleString(Qt.locale(), "f", 1));
    }

    antialiasing: true
    theme: paper ? ChartView.ChartThemeLight : ChartView.ChartThemeDark
    legend.visible: false
    backgroundColor: paper ? Theme.paper : Theme.panelSolid
    plotAreaColor: paper ? Theme.paperPlot : "#103020"
    titleColor: chart.ink
    titleFont.pixelSize: chart.fontSize
    titleFont.bold: true
    margins.left: 4
    margins.right: 4
    margins.top: 4
    margins.bottom: 4

    ToolTip.visible: chart.hovered !== ""
    ToolTip.text: chart.hovered

    BarCategoryAxis {
        id: categories
        categories: chart.figures.labels
        labelsColor: chart.ink
        labelsFont.pixelSize: Math.round(chart.fontSize * 0.85)
        labelsAngle: chart.slantedLabels ? -45 : 0
        gridVisible: false
    }
    ValueAxis {
        id: values
        min: chart.figures.axisMin
        max: chart.figures.axisMax
        labelsColor: chart.ink
        labelsFont.pixelSize: Math.round(chart.fontSize * 0.85)
        labelFormat: "%.0f"
        titleText: chart.unit
        titleFont.pixelSize: Math.round(chart.fontSize * 0.85)
        gridLineColor: chart.paper ? Theme.paperGrid : "#2c5a3e"
        tickCount: 6
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
        onHovered: (status, index) => chart.hovered = status ? chart.describe(index) : ""
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
