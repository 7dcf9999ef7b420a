pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import GrudgeMatch

// The new-game options a game's engine publishes (GameCatalog.options: whole numbers, switches,
// choices, a seat), one row each, for any game. An option offered only while another has a given
// value is greyed out otherwise and left out of the variant.
ColumnLayout {
    id: optionsPanel

    property string gameId
    property int seatCount: 2
    // How a seat is named in an option's entries ("Seat 1 (Ann)").
    property var seatLabel: seat => qsTranslate("NewGameDialog", "Seat %1").arg(seat + 1)
    readonly property var options: GameCatalog.options(gameId)
    // The current value of every option, by key (kept up to date by the rows).
    property var values: ({})

    objectName: options.length > 0 ? gameId + "Options" : ""
    visible: options.length > 0
    spacing: 8

    function offered(option: var): bool {
        return option.onlyWhenKey === "" || values[option.onlyWhenKey] === option.onlyWhenValue;
    }

    function setValue(key: string, value: var): void {
        if (values[key] === value)
            return;
        const next = Object.assign({}, values);
        next[key] = value;
        values = next;
    }

    // The game's variant: every offered option's value (a switch as true or false).
    function variant(): var {
        const out = {};
        for (const option of options) {
            if (!offered(option) || values[option.key] === undefined)
                continue;
            out[option.key] = option.kind === "bool" ? values[option.key] !== 0 : values[option.key];
        }
        return out;
    }

    onOptionsChanged: values = ({})

    Repeater {
        model: optionsPanel.options
        delegate: GameOptionField {
            Layout.fillWidth: true
            panel: optionsPanel
        }
    }
}
