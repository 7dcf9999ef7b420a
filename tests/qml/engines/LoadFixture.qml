import QtQuick
import GrudgeMatch

// What the files of qml/engines/ need to be created on their own in tst_loads.qml.
Item {
    id: fixture
    width: 1280
    height: 800

    EnginesEventPlayer {
        id: enginesPlayer
    }

    EnginesChoices {
        id: enginesChoices
        player: enginesPlayer
    }

    // The initial properties of `file`, or null for a file that is not this game's.
    function initialProperties(file: string): var {
        switch (file) {
        case "EnginesArea.qml":
        case "EnginesHand.qml":
            return { cards: enginesPlayer.active0 };
        case "EnginesSide.qml":
            return { seat: 0, player: enginesPlayer };
        case "EnginesScoreboard.qml":
            return { player: enginesPlayer };
        case "EnginesPromptBar.qml":
            return { choices: enginesChoices };
        case "EnginesPreview.qml":
            return { area: fixture };
        default:
            return null;
        }
    }
}
