import QtQuick
import GrudgeMatch

// "Open card file…": asks for a designer's card file (the dialog is made on first use, so
// QtQuick.Dialogs costs nothing until then) and hands it over in cardFileChosen.
GmButton {
    id: button

    signal cardFileChosen(url file)

    text: qsTr("Open card file…")
    onClicked: {
        loader.active = true;
        (loader.item as CardFileDialog).open();
    }

    Loader {
        id: loader
        visible: false
        active: false
        sourceComponent: CardFileDialog {
            onCardFileChosen: file => button.cardFileChosen(file)
        }
    }
}
