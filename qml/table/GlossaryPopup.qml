import QtQuick
import QtQuick.Controls
import GrudgeMatch

// A glossary entry in a small popup (a link in the log or elsewhere was followed): the term and
// what it means, in the app's language. Escape, a click outside or Close shuts it.
Popup {
    id: popup
    objectName: "glossaryPopup"

    property string gameId
    property var entry: ({})

    // Opens the entry a "gloss:" link names; other links are not the glossary's.
    function showLink(link) {
        const found = Glossary.entry(gameId, link);
        if (Object.keys(found).length === 0)
            return;
        entry = found;
        open();
    }

    width: Math.min(320, parent ? parent.width - 16 : 320)
    padding: 12
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.panelSolid
        border.color: Theme.gold
        radius: Theme.radius
    }

    contentItem: Column {
        spacing: 6
        Label {
            objectName: "glossaryPopupTerm"
            width: parent.width
            text: popup.entry.term ?? ""
            font.bold: true
            font.pixelSize: Theme.fontNormal
            color: Theme.gold
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "glossaryPopupText"
            width: parent.width
            text: popup.entry.text ?? ""
            font.pixelSize: Theme.fontSmall
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        GmButton {
            objectName: "glossaryPopupClose"
            anchors.right: parent.right
            text: qsTr("Close")
            onClicked: popup.close()
        }
    }
}
