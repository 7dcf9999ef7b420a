import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// A German player at three tables (issue 38): Engines' log and buttons named the cards in English
// (WRATH) while the cards on the table said ZORN; Personal Vendetta's top bar and log counted
// "Runde" while its own lines and seats speak of a "Zug"; Knockdown's "VS" between the play
// slots was the word of its AGAINST keyword, which is a glossary link on every card. The player
// picks German as the menu does and looks at what each table shows.
TableJourney {
    name: "JourneyGermanTable"
    language: "de"

    // Every printed title (both ends) of the cards of the observation, as the table draws them.
    function titlesOnTable(): var {
        const titles = [];
        const visit = value => {
            if (Array.isArray(value)) {
                value.forEach(visit);
            } else if (value && typeof value === "object") {
                if (typeof value.face === "string" && value.face !== "") {
                    const face = Session.cardFace(value.face);
                    for (const end of (face.ends || []))
                        if (!titles.includes(end.title))
                            titles.push(end.title);
                }
                Object.keys(value).forEach(k => visit(value[k]));
            }
        };
        visit(Session.observation);
        return titles;
    }

    function test_enginesNamesTheCardsAsTheyArePrinted(): void {
        const table = openTable("engines", "4");
        let played = 0;
        for (let steps = 0; steps < 200 && played < 3 && !Session.over; ++steps) {
            if (!waitForAnn(table))
                break;
            const all = Session.actions.all();
            const titles = titlesOnTable();
            const play = all.find(a => a.kind === "play");
            for (const a of all.filter(a => a.kind === "play"))
                verify(titles.some(t => a.text.includes(t)), "a button names no printed card: " + a.text
                       + " (" + titles.join(", ") + ")");
            const pick = play || all.find(a => a.kind === "end_turn") || all[0];
            if (pick === play)
                ++played;
            take(pick);
        }
        verify(played > 0);
        waitForAnn(table);
        const titles = titlesOnTable();
        const plays = logLines(table).filter(l => l.kind === "play");
        verify(plays.length >= 2, "no card was played");
        for (const line of plays)
            verify(titles.some(t => line.text.includes(t)), "a line names no printed card: " + line.text
                   + " (" + titles.join(", ") + ")");
        main.showStart();
    }

    function test_vendettaCountsItsTurnsInItsOwnWord(): void {
        const table = openTable("vendetta", "3");
        // Ann plays on until a new turn begins.
        for (let steps = 0; steps < 300 && !logLines(table).some(l => l.kind === "turn") && !Session.over; ++steps) {
            if (!waitForAnn(table))
                break;
            const all = Session.actions.all();
            const pick = all.find(a => a.kind === "pass") || all.find(a => a.kind === "take") || all[0];
            take(pick);
        }
        // The game's own line for a new turn ("Zug 1: Ann ist dran.") gives the word.
        const turnLine = logLines(table).find(l => l.kind === "turn").text;
        const word = turnLine.split(" ")[0];
        const label = findChild(table, "turnLabel");
        verify(label !== null);
        compare(label.text.split(" ")[0], word, "the top bar says " + label.text + ", the log " + turnLine);
        // The log's heading over each turn's lines speaks the same word.
        compare(GameCatalog.turnText(Session.gameId, 1, 0).split(" ")[0], word);
        main.showStart();
    }

    // The counters' labels of every zone of the table, as a narrow card shows them: each zone's
    // short label, else the first letter of the label.
    function briefCounterLabels(item: var, out: var): var {
        if (item.counterLabels !== undefined && item.counterLabels !== null) {
            for (const key of Object.keys(item.counterLabels)) {
                const shortLabels = item.counterShortLabels || {};
                out[key] = shortLabels[key] || item.counterLabels[key].charAt(0);
            }
        }
        for (let i = 0; i < item.children.length; ++i)
            briefCounterLabels(item.children[i], out);
        return out;
    }

    // "S" stood for both Schaden (damage) and Sabotage on a narrow card.
    function test_vitiumCountersKeepApartWhereTheyAreShort(): void {
        const table = openTable("vitium", "5");
        const labels = briefCounterLabels(table, {});
        verify(labels.damage !== undefined && labels.sabotage !== undefined, JSON.stringify(labels));
        verify(labels.damage !== labels.sabotage, JSON.stringify(labels));
        verify(labels.damage !== labels.psych && labels.progress !== labels.sabotage, JSON.stringify(labels));
        main.showStart();
    }

    function test_knockdownVersusIsNoKeyword(): void {
        const table = openTable("knockdown", "2");
        const versus = findChild(table, "versusLabel");
        verify(versus !== null, "no VS between the play slots");
        verify(versus.text !== "");
        compare(Glossary.entriesIn("knockdown", versus.text).length, 0,
                "\"" + versus.text + "\" between the slots is a keyword of the cards");
        main.showStart();
    }
}
