import QtQuick
import QtQuick.Controls
import GrudgeMatch

// Help > About: the app's version and licence, and who made each game with the terms its rulebook
// states (GameCatalog.creditsText, in the app's language). Enter and Escape close it.
GmDialog {
    id: about
    objectName: "aboutDialog"

    title: qsTr("About Grudge Match")
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(640, (Overlay.overlay ? Overlay.overlay.width : 700) - 80)
    height: Math.min(620, (Overlay.overlay ? Overlay.overlay.height : 700) - 60)

    Column {
        id: body
        width: about.availableWidth
        height: about.availableHeight
        spacing: 10

        Label {
            objectName: "aboutVersion"
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("Version %1. Five indie card games at one table, against the computer or friends.")
                  .arg(Qt.application.version)
            color: Theme.text
            font.pixelSize: Theme.fontNormal
        }

        ScrollView {
            id: scroll
            width: parent.width
            height: body.height - y
            clip: true
            contentWidth: availableWidth

            Label {
                objectName: "aboutCredits"
                width: scroll.availableWidth
                wrapMode: Text.WordWrap
                textFormat: Text.MarkdownText
                text: GameCatalog.creditsText(AppLanguage.code)
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                onLinkActivated: link => Qt.openUrlExternally(link)
            }
        }
    }

    footer: DialogButtonBox {
        background: Item {}
        padding: 16
        alignment: Qt.AlignRight
        GmButton {
            objectName: "aboutClose"
            primary: true
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
}
