pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// Print and play for one game: the sheet settings on the left (remembered), a live preview of
// every page on the right (page through, zoom), and Print… / Export PDF…. "Open card file…" prints
// the cards of a designer's edited card file; a file the game refuses is reported through
// cardFileRefused (the window's error dialog) and the sheets stay as they were.
FeltBackground {
    id: screen
    objectName: "pnpScreen"

    property string gameId
    // The page shown (0-based) and the zoom (1: the whole page fits the preview).
    property int page: 0
    property real zoom: 1
    readonly property alias controller: pnp

    signal backRequested()
    signal cardFileRefused(string message)

    function showPage(index: int): void {
        screen.page = Math.max(0, Math.min(index, pnp.pageCount - 1));
    }
    function setZoom(value: real): void {
        screen.zoom = Math.max(0.5, Math.min(value, 6));
    }
    function openCardFile(file: url): void {
        if (!pnp.openCardFile(file))
            screen.cardFileRefused(pnp.cardFileError());
    }

    Keys.onEscapePressed: screen.backRequested()
    Keys.onLeftPressed: screen.showPage(screen.page - 1)
    Keys.onRightPressed: screen.showPage(screen.page + 1)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Plus || event.key === Qt.Key_Equal)
            screen.setZoom(screen.zoom * 1.25);
        else if (event.key === Qt.Key_Minus)
            screen.setZoom(screen.zoom / 1.25);
    }
    Component.onCompleted: forceActiveFocus()

    PnpController {
        id: pnp
        gameId: screen.gameId
        onDocumentChanged: screen.showPage(screen.page)
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        title: qsTr("Print and play: %1").arg(pnp.gameName)
        backObjectName: "pnpBackButton"
        onBackClicked: screen.backRequested()
        Label {
            objectName: "pnpCardFile"
            Layout.maximumWidth: 260
            visible: pnp.cardFile !== ""
            text: qsTr("Cards: %1").arg(pnp.cardFile.substring(pnp.cardFile.lastIndexOf("/") + 1))
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            elide: Text.ElideMiddle
        }
        GmButton {
            objectName: "pnpBuiltInCardsButton"
            visible: pnp.cardFile !== ""
            text: qsTr("Built-in cards")
            onClicked: pnp.useBuiltInCards()
        }
        OpenCardFileButton {
            objectName: "pnpOpenCardFileButton"
            onFileChosen: file => screen.openCardFile(file)
        }
        GmButton {
            objectName: "pnpPrintButton"
            text: qsTr("Print…")
            enabled: pnp.pageCount > 0
            onClicked: pnp.printSheets()
        }
        FileDialogButton {
            objectName: "pnpExportButton"
            primary: true
            text: qsTr("Export PDF…")
            enabled: pnp.pageCount > 0
            dialogTitle: qsTr("Export the print-and-play sheets")
            dialogObjectName: "pnpFileDialog"
            acceptLabel: qsTr("Export")
            suffix: "pdf"
            fileName: qsTr("%1 print sheets").arg(pnp.gameName)
            filters: [qsTr("PDF documents (*.pdf)")]
            onFileChosen: file => pnp.exportPdf(file)
        }
    }

    RowLayout {
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        spacing: Theme.margin

        PnpSettingsPanel {
            Layout.preferredWidth: 360
            Layout.fillHeight: true
            controller: pnp
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                GmButton {
                    objectName: "pnpPreviousPage"
                    text: "◀"
                    implicitWidth: 44
                    enabled: screen.page > 0
                    onClicked: screen.showPage(screen.page - 1)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Previous page")
                    Accessible.name: ToolTip.text
                }
                Label {
                    objectName: "pnpPageLabel"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: pnp.pageCount === 0
                          ? qsTr("No pages")
                          : qsTr("Page %1 of %2 — %3").arg(screen.page + 1).arg(pnp.pageCount)
                                                      .arg(pnp.pageTitle(screen.page))
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                    elide: Text.ElideRight
                }
                GmButton {
                    objectName: "pnpNextPage"
                    text: "▶"
                    implicitWidth: 44
                    enabled: screen.page + 1 < pnp.pageCount
                    onClicked: screen.showPage(screen.page + 1)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Next page")
                    Accessible.name: ToolTip.text
                }
                Item { Layout.preferredWidth: Theme.spacing }
                GmButton {
                    objectName: "pnpZoomOut"
                    text: "−"
                    implicitWidth: 44
                    onClicked: screen.setZoom(screen.zoom / 1.25)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Zoom out")
                    Accessible.name: ToolTip.text
                }
                Label {
                    Layout.preferredWidth: 56
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("%1 %").arg(Math.round(screen.zoom * 100))
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
                GmButton {
                    objectName: "pnpZoomIn"
                    text: "+"
                    implicitWidth: 44
                    onClicked: screen.setZoom(screen.zoom * 1.25)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Zoom in")
                    Accessible.name: ToolTip.text
                }
                GmButton {
                    objectName: "pnpZoomFit"
                    text: qsTr("Fit")
                    implicitWidth: Math.max(64, implicitContentWidth + leftPadding + rightPadding)
                    onClicked: screen.setZoom(1)
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label {
                    objectName: "pnpSummary"
                    text: pnp.pageCount === 0
                          ? qsTr("No pages.")
                          : qsTr("%1 × %2 cards a sheet · %3 cards · %4 pages")
                                .arg(pnp.columns).arg(pnp.rows).arg(pnp.cardCount).arg(pnp.pageCount)
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    text: qsTr("Print at actual size (100 %): “fit to page” shrinks the cards.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                }
            }
            Rectangle {
                objectName: "pnpWarning"
                Layout.fillWidth: true
                visible: pnp.warning !== ""
                implicitHeight: warningText.implicitHeight + 20
                radius: 6
                color: "#5a1a15"
                border.color: Theme.danger
                border.width: 2
                Label {
                    id: warningText
                    anchors.fill: parent
                    anchors.margins: 10
                    text: "⚠  " + pnp.warning
                    wrapMode: Text.WordWrap
                    color: "#ffe1dc"
                    font.pixelSize: Theme.fontNormal
                }
            }

            Flickable {
                id: preview
                objectName: "pnpPreview"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: Math.max(width, sheet.width + 2 * Theme.margin)
                contentHeight: Math.max(height, sheet.height + 2 * Theme.margin)
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                ScrollBar.horizontal: ScrollBar {}

                // The scale at zoom 1: the whole page inside the preview.
                readonly property real fitScale: Math.max(0.1, Math.min(
                    (width - 2 * Theme.margin) / Math.max(1, pnp.paperWidth),
                    (height - 2 * Theme.margin) / Math.max(1, pnp.paperHeight)))

                WheelHandler {
                    acceptedModifiers: Qt.ControlModifier
                    onWheel: event => screen.setZoom(screen.zoom * (event.angleDelta.y > 0 ? 1.25 : 0.8))
                }

                Rectangle {
                    // The sheet's shadow on the felt.
                    x: sheet.x + 4
                    y: sheet.y + 5
                    width: sheet.width
                    height: sheet.height
                    color: Theme.shadow
                }
                PnpPageItem {
                    id: sheet
                    objectName: "pnpPage"
                    controller: pnp
                    page: screen.page
                    width: Math.round(pnp.paperWidth * preview.fitScale * screen.zoom)
                    height: Math.round(pnp.paperHeight * preview.fitScale * screen.zoom)
                    x: Math.max(Theme.margin, (preview.width - width) / 2)
                    y: Math.max(Theme.margin, (preview.height - height) / 2)
                    visible: pnp.pageCount > 0
                }
                Label {
                    anchors.centerIn: parent
                    width: Math.min(preview.width - 40, 520)
                    visible: pnp.pageCount === 0
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Nothing to show: change the settings on the left until the cards fit.")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                }
            }

            Label {
                objectName: "pnpMessage"
                Layout.fillWidth: true
                visible: text !== ""
                text: pnp.message
                color: Theme.gold
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
            }
        }
    }
}
