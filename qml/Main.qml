pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import GrudgeMatch

// The main window: menu bar, the screens (start, rules, table) on a StackView, and the dialogs every
// screen shares (new game, resume, errors, open/save files). The start screen is all that is made at
// start: screens are pushed when asked for, and each dialog is loaded the first time it is shown.
ApplicationWindow {
    id: window
    objectName: "mainWindow"

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Grudge Match")
    color: Theme.feltDark

    // Standard controls (menus, combo boxes, text fields, the file dialog) use a light palette, as
    // on a usual desktop; everything drawn on the felt sets its own colours from Theme.
    palette.window: "#f4f1e8"
    palette.windowText: "#1f2a22"
    palette.base: "#ffffff"
    palette.alternateBase: "#f0ece0"
    palette.text: "#1f2a22"
    palette.button: "#e9e4d4"
    palette.buttonText: "#1f2a22"
    palette.brightText: "#ffffff"
    palette.highlight: "#6fb585"
    palette.highlightedText: "#102016"
    palette.light: "#ffffff"
    palette.midlight: "#ece8dc"
    palette.mid: "#bdb6a2"
    palette.dark: "#6d6655"
    palette.shadow: "#000000"
    palette.placeholderText: "#857f70"
    palette.toolTipBase: "#fffbe8"
    palette.toolTipText: "#1f2a22"

    // The game the menu's New and Rules refer to: the running one, else the first playable game.
    readonly property string currentGameId: Session.active ? Session.gameId : GameCatalog.gameIdAt(0)

    function showStart(): void {
        stack.pop(null);
    }

    function showRules(gameId: string): void {
        if (stack.currentItem && stack.currentItem.objectName === "rulesPage") {
            stack.currentItem.gameId = gameId;
            return;
        }
        stack.push(rulesComponent, { gameId: gameId });
    }

    function showPrintAndPlay(gameId: string): void {
        if (stack.currentItem && stack.currentItem.objectName === "pnpScreen") {
            stack.currentItem.gameId = gameId;
            return;
        }
        stack.push(pnpComponent, { gameId: gameId });
    }

    // Each game has its own table (GameCatalog.tableUrl); its root's objectName is "<gameId>Table"
    // and it asks for the menu and the rules (and may ask for a new game) through its signals.
    function showTable(): void {
        if (stack.currentItem && stack.currentItem.objectName === Session.gameId + "Table")
            return;
        stack.pop(null, StackView.Immediate);
        const url = GameCatalog.tableUrl(Session.gameId);
        if (String(url) === "") {
            stack.push(noTableComponent, { gameName: Session.gameName });
            return;
        }
        // Made here, not by the stack, so that it gets its required view (see TableFrame).
        const component = Qt.createComponent(url);
        const table = component.status === Component.Ready ? component.createObject(null, { view: Session.table }) : null;
        if (!table) {
            console.warn("the table of " + Session.gameId + " could not be made: " + component.errorString());
            return;
        }
        stack.push(table);
        table.menuRequested.connect(window.showStart);
        table.rulesRequested.connect(() => window.showRules(Session.gameId));
        if (table.newGameRequested)
            table.newGameRequested.connect(() => window.askNewGame(Session.gameId));
    }

    function askNewGame(gameId: string): void {
        newGameLoader.active = true;
        const dialog = newGameLoader.item as NewGameDialog;
        dialog.gameId = gameId;
        dialog.open();
    }

    function showAbout(): void {
        aboutLoader.active = true;
        (aboutLoader.item as AboutDialog).open();
    }

    function showError(message: string): void {
        if (message === "")
            return;
        errorLoader.active = true;
        const dialog = errorLoader.item as ErrorDialog;
        if (dialog.visible && dialog.message === message)
            return;
        dialog.message = message;
        dialog.open();
    }

    // The window where it was closed; on a first start it fills the screen's free area (a window
    // manager also maximizes it; without one, as under a bare X server, the size alone does it), so
    // a large screen shows a large table rather than 1280x800 in a corner.
    Component.onCompleted: {
        const g = Settings.windowGeometry;
        if (g.width >= minimumWidth && g.height >= minimumHeight) {
            window.x = g.x;
            window.y = g.y;
            window.width = g.width;
            window.height = g.height;
            return;
        }
        const free = Qt.rect(Screen.virtualX, Screen.virtualY, Math.min(Screen.width, Screen.desktopAvailableWidth),
                             Math.min(Screen.height, Screen.desktopAvailableHeight));
        if (free.width >= minimumWidth && free.height >= minimumHeight) {
            window.x = free.x;
            window.y = free.y;
            window.width = free.width;
            window.height = free.height;
            window.showMaximized();
        }
    }

    onClosing: Settings.windowGeometry = Qt.rect(window.x, window.y, window.width, window.height)

    Connections {
        target: Session
        function onErrorOccurred(message: string): void {
            // The new-game dialog shows a refused set-up itself, next to the fields to fix.
            if (!newGameLoader.item || !newGameLoader.item.visible)
                window.showError(message);
        }
    }

    menuBar: MenuBar {
        objectName: "menuBar"
        delegate: MenuBarItem {
            palette.buttonText: Theme.text
            palette.midlight: Theme.feltLight
        }
        background: Rectangle {
            implicitHeight: 36
            color: Theme.panelSolid
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.panelBorder
            }
        }
        Menu {
            title: qsTr("&Game")
            Action {
                text: qsTr("&New…")
                shortcut: StandardKey.New
                enabled: window.currentGameId !== ""
                onTriggered: window.askNewGame(window.currentGameId)
            }
            Action {
                text: qsTr("&Open…")
                shortcut: StandardKey.Open
                onTriggered: window.showFileDialog(false, false)
            }
            Action {
                text: qsTr("&Save…")
                shortcut: StandardKey.Save
                enabled: Session.active && !Session.over && !Session.replaying
                onTriggered: window.showFileDialog(true, false)
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Watch a saved game…")
                onTriggered: window.showFileDialog(false, true)
            }
            Action {
                text: qsTr("Watch the &last game")
                enabled: Session.hasLastGame
                onTriggered: {
                    if (Session.watchLastGame())
                        window.showTable();
                }
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Rules")
                shortcut: "F1"
                enabled: window.currentGameId !== ""
                onTriggered: window.showRules(window.currentGameId)
            }
            Action {
                text: qsTr("&Print and play…")
                shortcut: StandardKey.Print
                enabled: window.currentGameId !== ""
                onTriggered: window.showPrintAndPlay(window.currentGameId)
            }
            Action {
                text: qsTr("Back to the &menu")
                shortcut: "Ctrl+M"
                enabled: stack.depth > 1
                onTriggered: window.showStart()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Quit")
                shortcut: StandardKey.Quit
                onTriggered: window.close()
            }
        }
        Menu {
            title: qsTr("&View")
            Menu {
                title: qsTr("&Animation speed")
                Repeater {
                    model: [
                        { label: qsTr("Slow"), pace: "slow" },
                        { label: qsTr("Normal"), pace: "normal" },
                        { label: qsTr("Fast"), pace: "fast" },
                        { label: qsTr("Off"), pace: "off" }
                    ]
                    delegate: MenuItem {
                        required property var modelData
                        text: modelData.label
                        checkable: true
                        checked: Settings.pace === modelData.pace
                        onTriggered: Settings.pace = modelData.pace
                    }
                }
            }
            // The language of every text, the cards and the rules pages, changed at once. Each
            // language is named in itself, so it can be found whatever language is showing. The
            // model holds no translated text, so switching keeps the items (and closes the menu).
            Menu {
                id: languageMenu
                objectName: "languageMenu"
                title: qsTr("&Language")
                readonly property var names: ({ en: "English", de: "Deutsch" })
                Repeater {
                    model: ["", "en", "de"]
                    delegate: MenuItem {
                        required property string modelData
                        text: modelData === "" ? qsTr("System language") : languageMenu.names[modelData]
                        checkable: true
                        checked: AppLanguage.language === modelData
                        onTriggered: AppLanguage.language = modelData
                    }
                }
            }
        }
        Menu {
            title: qsTr("&Help")
            Action {
                text: qsTr("&About Grudge Match")
                onTriggered: window.showAbout()
            }
        }
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: StartScreen {
            onNewGameRequested: gameId => window.askNewGame(gameId)
            onRulesRequested: gameId => window.showRules(gameId)
            onPrintRequested: gameId => window.showPrintAndPlay(gameId)
            // The game on the table, or another game's autosave (a refusal says why, as an error).
            onContinueRequested: gameId => {
                if ((Session.active && !Session.over && Session.gameId === gameId) || Session.resumeAutosave(gameId))
                    window.showTable();
            }
            onBalanceLabRequested: stack.push(balanceLabComponent)
        }
    }

    Component {
        id: rulesComponent
        RulesPage {
            onBackRequested: stack.pop()
            onPrintRequested: gameId => window.showPrintAndPlay(gameId)
        }
    }

    Component {
        id: pnpComponent
        PnpScreen {
            onBackRequested: stack.pop()
            onCardFileRefused: message => window.showError(message)
        }
    }

    // The Balance Lab's study outlives its screen: its set-up and last results are there again
    // when the designer comes back, and the set-up is remembered for the next start.
    BalanceLab {
        id: balanceLab
        objectName: "balanceLab"
        gameId: GameCatalog.gameIdAt(0)
        Component.onCompleted: remember()
    }

    Component {
        id: balanceLabComponent
        BalanceLabScreen {
            lab: balanceLab
            onBackRequested: stack.pop()
            onErrorRaised: message => window.showError(message)
        }
    }

    Component {
        id: noTableComponent
        NoTableScreen {
            onMenuRequested: window.showStart()
        }
    }

    // The dialogs, each made the first time it is needed.
    Loader {
        id: newGameLoader
        active: false
        source: "NewGameDialog.qml"
    }
    Connections {
        target: newGameLoader.item
        ignoreUnknownSignals: true
        function onStarted(): void {
            window.showTable();
        }
        function onCardFileRefused(message: string): void {
            window.showError(message);
        }
    }

    Loader {
        id: aboutLoader
        objectName: "aboutLoader"
        active: false
        source: "AboutDialog.qml"
    }

    Loader {
        id: errorLoader
        active: false
        source: "ErrorDialog.qml"
    }

    Loader {
        id: fileDialogLoader
        active: false
        source: "GameFileDialog.qml"
    }
    Connections {
        target: fileDialogLoader.item
        ignoreUnknownSignals: true
        function onGameOpened(): void {
            window.showTable();
        }
    }

    // Shows the Open (saving false), Save (saving true) or Watch (watching true) dialog, loading it
    // on first use.
    function showFileDialog(saving: bool, watching: bool): void {
        fileDialogLoader.active = true;
        const dialog = fileDialogLoader.item as GameFileDialog;
        dialog.saving = saving;
        dialog.watching = watching;
        dialog.ask();
    }
}
