import QtQuick
import QtTest
import GrudgeMatch
import GrudgeMatchTest

// Reading the game log of a Vitium game against a bot, as a new player did (issue 38): a pawn's
// declared action said only "Ann declares: Tallyman." (neither the action nor its mark), every
// boss's pass in every maneuvering step took a line of its own ("Bot: Pass"), and an offer of
// Çint was logged twice, once for opening the offer and once with its amount. Ann plays through
// the window; the log panel beside the table must tell each move once, with who did what to what,
// and fold the passes of a step into one line.
TableJourney {
    name: "JourneyReadTheLog"

    function test_vitiumLogTellsEachMoveOnceWithItsTarget(): void {
        const table = openTable("vitium", "21");
        // Actions whose mark is in play, face up to everyone (a face-down event stays unnamed).
        const pawnKinds = ["attack", "seduce"];
        let declared = "";    // the button's words of the pawn action Ann took
        let offered = false;  // Ann opened an offer and chose its amount
        let passes = 0;
        for (let steps = 0; steps < 600 && !Session.over; ++steps) {
            if (declared !== "" && offered && passes >= 6)
                break;
            if (!waitForAnn(table))
                break;
            const all = Session.actions.all();
            // A pawn sent onto a face-up mark: its button names the pawn and the mark.
            const pawn = declared === "" ? all.find(a => pawnKinds.includes(a.kind) && a.cards.length === 2
                                                    && a.args.length > 1 && a.args[1] !== "") : undefined;
            const amount = all.filter(a => a.kind === "offer" && a.number > 0)[0];
            const gift = !offered ? all.find(a => a.kind === "gift") : undefined;
            const pass = all.find(a => a.kind === "pass");
            let pick;
            if (amount) {
                pick = amount;
                offered = true;
            } else if (pawn) {
                pick = pawn;
                declared = pawn.text;
            } else if (gift && Session.observation.extra && Session.observation.extra.phase === "main") {
                pick = gift;
            } else if (pass) {
                pick = pass;
                ++passes;
            } else {
                pick = all.find(a => a.kind === "choose" || a.kind === "purchase" || a.kind === "underway"
                                || a.kind === "refuse" || a.kind === "allocate" || a.kind === "house")
                       || all.find(a => a.kind === "end_turn") || all[0];
            }
            take(pick);
        }
        verify(declared !== "", "Ann never sent a pawn onto a face-up mark");
        verify(offered, "Ann never offered Çint");
        waitForAnn(table);
        const lines = logLines(table);
        const texts = lines.map(l => l.text);
        const all = texts.join("\n");

        // The pawn's declaration says who, the action and its mark, in the words of its button.
        verify(texts.some(t => t.startsWith("Ann ") && t.includes(declared)),
               "no line tells Ann's \"" + declared + "\":\n" + all);

        // No pass has a line of its own beside another pass: the passes of a step are one line.
        for (let i = 0; i < lines.length; ++i) {
            verify(!/: Pass\.?$/.test(lines[i].text), "a lone pass: " + lines[i].text);
            if (i > 0)
                verify(!(lines[i].kind === "pass" && lines[i - 1].kind === "pass"),
                       "two pass lines in a row:\n" + lines[i - 1].text + "\n" + lines[i].text);
        }
        verify(texts.some(t => /^(Ann|Bot) and (Ann|Bot) pass\.$/.test(t)),
               "no step's passes folded into one line:\n" + all);

        // The offer of Çint is told once, with its amount, and so is Bot's answer to it.
        const offers = texts.filter(t => t.startsWith("Ann ") && t.includes("Bot") && /offer/i.test(t));
        compare(offers.length, 1, "the offer's lines:\n" + offers.join("\n"));
        verify(/\d+Ç/.test(offers[0]), offers[0]);
        const answers = texts.filter(t => t.startsWith("Bot") && /accept|refuse/i.test(t));
        compare(answers.length, 1, "the answer's lines:\n" + answers.join("\n"));
        main.showStart();
    }
}
