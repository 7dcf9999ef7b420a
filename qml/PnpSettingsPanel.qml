pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import GrudgeMatch

// The print-and-play settings: paper, card size, bleed and gutter, duplex backs, marks, ink and
// the printer's back offset. What they give (and the fit warning) shows above the preview.
Rectangle {
    id: panel

    required property PnpController controller

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    component Heading: Label {
        Layout.topMargin: 10
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.capitalization: Font.AllUppercase
        color: Theme.gold
    }
    component Caption: Label {
        Layout.fillWidth: true
        font.pixelSize: Theme.fontNormal
        color: Theme.text
        wrapMode: Text.WordWrap
    }
    component Toggle: CheckBox {
        id: toggle
        Layout.fillWidth: true
        font.pixelSize: Theme.fontNormal
        contentItem: Text {
            leftPadding: toggle.indicator.width + toggle.spacing
            text: toggle.text
            font: toggle.font
            color: Theme.text
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: 4
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth - 28
            x: 14
            spacing: 6

            Heading { text: qsTr("Paper") }
            RowLayout {
                spacing: Theme.spacing
                PnpChoice {
                    objectName: "pnpPaper"
                    Accessible.name: qsTr("Paper")
                    Layout.fillWidth: true
                    model: [{ text: qsTr("A4"), value: "a4" },
                            { text: qsTr("US Letter"), value: "letter" }]
                    value: panel.controller.paper
                    onChosen: value => panel.controller.paper = value
                }
                PnpChoice {
                    objectName: "pnpOrientation"
                    Accessible.name: qsTr("Orientation")
                    Layout.preferredWidth: 150
                    model: [{ text: qsTr("Portrait"), value: "portrait" },
                            { text: qsTr("Landscape"), value: "landscape" }]
                    value: panel.controller.landscape ? "landscape" : "portrait"
                    onChosen: value => panel.controller.landscape = value === "landscape"
                }
            }

            Heading { text: qsTr("Cards") }
            PnpChoice {
                objectName: "pnpCardSize"
                Accessible.name: qsTr("Cards")
                Layout.fillWidth: true
                model: [{ text: qsTr("Poker (63 × 88 mm)"), value: "poker" },
                        { text: qsTr("Bridge (57 × 89 mm)"), value: "bridge" },
                        { text: qsTr("Mini (44 × 63 mm)"), value: "mini" },
                        { text: qsTr("Custom size"), value: "custom" }]
                value: panel.controller.card
                onChosen: value => panel.controller.card = value
            }
            GridLayout {
                visible: panel.controller.card === "custom"
                columns: 2
                columnSpacing: Theme.spacing
                Caption { text: qsTr("Width") }
                PnpMmSpinBox {
                    objectName: "pnpCustomWidth"
                    Accessible.name: qsTr("Width")
                    minimumMm: 20
                    maximumMm: 300
                    stepMm: 1
                    mm: panel.controller.customWidth
                    onMmEdited: mm => panel.controller.customWidth = mm
                }
                Caption { text: qsTr("Height") }
                PnpMmSpinBox {
                    objectName: "pnpCustomHeight"
                    Accessible.name: qsTr("Height")
                    minimumMm: 20
                    maximumMm: 300
                    stepMm: 1
                    mm: panel.controller.customHeight
                    onMmEdited: mm => panel.controller.customHeight = mm
                }
            }
            GridLayout {
                columns: 2
                columnSpacing: Theme.spacing
                Caption { text: qsTr("Bleed") }
                PnpMmSpinBox {
                    objectName: "pnpBleed"
                    Accessible.name: qsTr("Bleed")
                    maximumMm: 3
                    mm: panel.controller.bleed
                    onMmEdited: mm => panel.controller.bleed = mm
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("How far the card's background runs past the cut line, so a slightly off cut shows no white edge.")
                }
                Caption { text: qsTr("Gutter") }
                PnpMmSpinBox {
                    objectName: "pnpGutter"
                    Accessible.name: qsTr("Gutter")
                    maximumMm: 20
                    stepMm: 0.5
                    mm: panel.controller.gutter
                    onMmEdited: mm => panel.controller.gutter = mm
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Space between neighbouring cards. With none, one cut separates two cards.")
                }
                Caption { text: qsTr("Margins") }
                PnpMmSpinBox {
                    objectName: "pnpMargin"
                    Accessible.name: qsTr("Margins")
                    maximumMm: 30
                    stepMm: 0.5
                    mm: panel.controller.margin
                    onMmEdited: mm => panel.controller.margin = mm
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Kept clear at every paper edge: most printers cannot print there. The crop marks go here.")
                }
            }

            Heading { text: qsTr("Backs") }
            PnpChoice {
                objectName: "pnpDuplex"
                Accessible.name: qsTr("Backs")
                Layout.fillWidth: true
                model: [{ text: qsTr("Double-sided, flip on long edge"), value: "long" },
                        { text: qsTr("Double-sided, flip on short edge"), value: "short" },
                        { text: qsTr("No backs"), value: "none" }]
                value: panel.controller.duplex
                onChosen: value => panel.controller.duplex = value
            }
            GridLayout {
                visible: panel.controller.duplex !== "none"
                columns: 2
                columnSpacing: Theme.spacing
                Caption { text: qsTr("Back offset across") }
                PnpMmSpinBox {
                    objectName: "pnpBackOffsetX"
                    Accessible.name: qsTr("Back offset across")
                    minimumMm: -10
                    maximumMm: 10
                    mm: panel.controller.backOffsetX
                    onMmEdited: mm => panel.controller.backOffsetX = mm
                }
                Caption { text: qsTr("Back offset down") }
                PnpMmSpinBox {
                    objectName: "pnpBackOffsetY"
                    Accessible.name: qsTr("Back offset down")
                    minimumMm: -10
                    maximumMm: 10
                    mm: panel.controller.backOffsetY
                    onMmEdited: mm => panel.controller.backOffsetY = mm
                }
            }
            Toggle {
                objectName: "pnpAlignment"
                text: qsTr("Alignment test page first (to measure the back offset)")
                checked: panel.controller.alignmentPage
                onToggled: panel.controller.alignmentPage = checked
            }

            Heading { text: qsTr("Marks and ink") }
            Toggle {
                objectName: "pnpCropToEdge"
                text: qsTr("Crop marks run to the paper edge")
                checked: panel.controller.cropToEdge
                onToggled: panel.controller.cropToEdge = checked
            }
            Toggle {
                objectName: "pnpBlackAndWhite"
                text: qsTr("Black and white (saves ink)")
                checked: panel.controller.blackAndWhite
                onToggled: panel.controller.blackAndWhite = checked
            }

            GmButton {
                objectName: "pnpReset"
                Layout.topMargin: 16
                Layout.bottomMargin: 12
                text: qsTr("Default settings")
                onClicked: panel.controller.resetSettings()
            }
        }
    }
}
