import QtQuick
import GrudgeMatch

// What the files of qml/engines/ need to be created on their own in tst_loads.qml.
Item {
    id: fixture
    width: 1280
    height: 800

    EnginesTable {
        id: table
        view: Session.table
        visible: false
    }

    // The initial properties of `file`, or null for a file that is not this game's.
    function initialProperties(file: string): var {
        switch (file) {
        case "EnginesArea.qml":
        case "EnginesSide.qml":
            return { frame: table, seat: 0 };
        case "EnginesActScreen.qml":
            return { frame: table };
        case "EnginesPreview.qml":
            return { area: fixture };
        default:
            return null;
        }
    }
}
