import QtQuick
import GrudgeMatch

// A Balance Lab export: the button and its Save dialog (made on first use), the chosen file in
// fileChosen.
GmButton {
    id: button

    required property string dialogTitle
    required property string suffix
    required property list<string> filters

    signal fileChosen(url file)

    onClicked: {
        loader.active = true;
        (loader.item as BalanceFileDialog).open();
    }

    Loader {
        id: loader
        visible: false
        active: false
        sourceComponent: BalanceFileDialog {
            title: button.dialogTitle
            suffix: button.suffix
            filters: button.filters
            onChosen: file => button.fileChosen(file)
        }
    }
}
