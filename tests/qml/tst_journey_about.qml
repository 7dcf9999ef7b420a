import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Help > About names the app's version and licence and, for each game, who made it and the terms
// its rulebook states (issue 39). A person opens it from the menu, reads it, and closes it with
// Enter; in German it speaks German.
TestCase {
    id: testCase
    name: "JourneyAbout"
    when: windowShown

    property var main: null

    function initTestCase(): void {
        QmlWarnings.clear();
        main = Qt.createComponent("qrc:/GrudgeMatch/Main.qml").createObject(null);
        verify(main !== null);
        tryVerify(() => main.visible, 5000);
    }

    function cleanupTestCase(): void {
        AppLanguage.language = "";
        if (main)
            main.destroy();
    }

    function openFromTheMenu(): var {
        const bar = main.menuBar;
        const help = bar.menuAt(bar.count - 1);
        compare(help.title.replace("&", ""), AppLanguage.code === "de" ? "Hilfe" : "Help");
        help.actionAt(0).trigger();
        const loader = findChild(main, "aboutLoader");
        const dialog = loader ? loader.item : null;
        verify(dialog !== null, "no About dialog");
        tryVerify(() => dialog.opened, 3000, "the About dialog did not open");
        return dialog;
    }

    function test_aboutNamesEveryGamesMakerAndCloses_data() {
        return [{ tag: "en", language: "en", heading: "The games", licence: "GNU General Public License, version 3 or later" },
                { tag: "de", language: "de", heading: "Die Spiele", licence: "GNU General Public License, Version 3 oder später" }];
    }
    function test_aboutNamesEveryGamesMakerAndCloses(data) {
        AppLanguage.language = data.language;
        const dialog = openFromTheMenu();
        const credits = findChild(dialog.contentItem, "aboutCredits");
        verify(credits !== null);
        verify(credits.text.indexOf(data.heading) >= 0, credits.text);
        verify(credits.text.indexOf(data.licence) >= 0, "no licence in " + credits.text);
        for (let i = 0; i < GameCatalog.count; ++i) {
            const name = GameCatalog.gameName(GameCatalog.gameIdAt(i));
            verify(credits.text.indexOf("**" + name + "**") >= 0, "the credits do not name " + name);
        }
        // The terms Engines of Vengeance's rulebook states, with its author.
        verify(credits.text.indexOf("Chris Lyon") >= 0 && credits.text.indexOf("loveandlossgames.com") >= 0);
        verify(findChild(dialog.contentItem, "aboutVersion").text.indexOf(Qt.application.version) >= 0);
        main.requestActivate();
        tryVerify(() => main.active, 3000);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 3000, "Enter did not close the About dialog");
        compare(QmlWarnings.messages, []);
    }
}
