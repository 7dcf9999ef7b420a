<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Grudge Match</source>
        <translation>Über Grudge Match</translation>
    </message>
    <message>
        <source>Version %1. Five indie card games at one table, against the computer or friends.</source>
        <translation>Version %1. Fünf Indie-Kartenspiele an einem Tisch, gegen den Computer oder Freunde.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ArtbotDeckBuilder</name>
    <message>
        <source>Deck of %1</source>
        <translation>Deck von %1</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Physisch</translation>
    </message>
    <message>
        <source>Psychological</source>
        <translation>Psychisch</translation>
    </message>
    <message>
        <source>Spiritual</source>
        <translation>Spirituell</translation>
    </message>
    <message>
        <source>Holistic</source>
        <translation>Ganzheitlich</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>Stealing</source>
        <translation>Diebstahl</translation>
    </message>
    <message>
        <source>Glitch</source>
        <translation>Glitch</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Gewöhnlich</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>Super Rare</source>
        <translation>Superselten</translation>
    </message>
    <message>
        <source>%1 cards in the collection</source>
        <translation>%1 Karten in der Sammlung</translation>
    </message>
    <message>
        <source>Auto-build</source>
        <translation>Automatisch bauen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <source>All powers</source>
        <translation>Alle Kräfte</translation>
    </message>
    <message>
        <source>All rarities</source>
        <translation>Alle Seltenheiten</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>im Besitz</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>im Deck</translation>
    </message>
    <message>
        <source>%1 / %2 cards</source>
        <translation>%1 / %2 Karten</translation>
    </message>
    <message>
        <source>×%1  %2</source>
        <translation>×%1  %2</translation>
    </message>
    <message>
        <source>Click to take one out of the deck</source>
        <translation>Klicken, um eine aus dem Deck zu nehmen</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Bereit zum Spielen.</translation>
    </message>
</context>
<context>
    <name>ArtbotMiddle</name>
    <message>
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>KP</translation>
    </message>
    <message>
        <source>Drop a card here to play it</source>
        <translation>Karte hier ablegen, um sie zu spielen</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Heal from your Discard:</source>
        <translation>Aus deinem Ablagestapel heilen:</translation>
    </message>
    <message>
        <source>Bring back from your Discard:</source>
        <translation>Aus deinem Ablagestapel zurückholen:</translation>
    </message>
    <message>
        <source>Glitch pool</source>
        <translation>Glitch-Stapel</translation>
    </message>
</context>
<context>
    <name>ArtbotSeat</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>ArtbotTable</name>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 LP</translation>
    </message>
    <message>
        <source>Cards kept for good</source>
        <translation>Karten, die den Besitzer wechseln</translation>
    </message>
    <message>
        <source>No card changed hands.</source>
        <translation>Keine Karte hat den Besitzer gewechselt.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: stays with %2</source>
        <translation>%1: bleibt bei %2</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <source>Stolen: %1</source>
        <translation>Gestohlen: %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
</context>
<context>
    <name>AutoPassBox</name>
    <message>
        <source>Auto-pass</source>
        <translation>Automatisch passen</translation>
    </message>
    <message>
        <source>Pass by yourself whenever you hold nothing you could respond with, without being asked. The others may notice that you never hesitate.</source>
        <translation>Du passt von selbst, ohne gefragt zu werden, wann immer du nichts hast, womit du reagieren könntest. Die anderen merken vielleicht, dass du nie zögerst.</translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <source>Win rates (95 % intervals)</source>
        <translation>Siegquoten (95-%-Intervalle)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Spiellänge (Aktionen)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>BalanceLabScreen</name>
    <message>
        <source>Balance Lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <source>Export charts (PNG)…</source>
        <translation>Diagramme exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export tables (CSV)…</source>
        <translation>Tabellen exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Choose the cards and the bots, then run a study: the charts appear here.</source>
        <translation>Wähle die Karten und die Bots und starte eine Studie: Die Diagramme erscheinen hier.</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 balance</source>
        <translation>%1 Balance-Studie</translation>
    </message>
    <message>
        <source>Export the charts as a picture for print</source>
        <translation>Die Diagramme als Bild für den Druck exportieren</translation>
    </message>
    <message>
        <source>Export the tables: one CSV file per table, named after this one</source>
        <translation>Die Tabellen exportieren: eine CSV-Datei je Tabelle, nach diesem Namen benannt</translation>
    </message>
</context>
<context>
    <name>BalanceReportSheet</name>
    <message>
        <source>Balance study: %1</source>
        <translation>Balance-Studie: %1</translation>
    </message>
</context>
<context>
    <name>BalanceSetupPanel</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The game&apos;s own cards</source>
        <translation>Die Karten des Spiels</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Mitgelieferte Karten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Card ablation: how much each card is worth to the first bot (one more study per card)</source>
        <translation>Kartenablation: wie viel jede Karte dem ersten Bot wert ist (eine weitere Studie pro Karte)</translation>
    </message>
    <message>
        <source>Run the study</source>
        <translation>Studie starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Bots, one per player; they take turns in every seat (card ablation takes each card from the first)</source>
        <translation>Bots, einer pro Spieler; sie wechseln sich auf jedem Platz ab (die Kartenablation nimmt dem ersten jede Karte weg)</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Can&apos;t be used: %1</source>
        <translation>Nicht nutzbar: %1</translation>
    </message>
</context>
<context>
    <name>CardFileLoader</name>
    <message>
        <source>The card file %1 cannot be used:
%2</source>
        <translation>Die Kartendatei %1 ist nicht verwendbar:
%2</translation>
    </message>
    <message>
        <source>The card file %1 is for %2, not for %3.</source>
        <translation>Die Kartendatei %1 gehört zu %2, nicht zu %3.</translation>
    </message>
    <message>
        <source>The translation beside the card file cannot be used:
%1</source>
        <translation>Die Übersetzung neben der Kartendatei ist nicht verwendbar:
%1</translation>
    </message>
</context>
<context>
    <name>CardLibrary</name>
    <message>
        <source>INSTANT</source>
        <translation>SOFORT</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>EnginesActScreen</name>
    <message>
        <source>Vigilante</source>
        <translation>Rächer</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detektiv</translation>
    </message>
    <message>
        <source>End of Act %1</source>
        <translation>Ende von Akt %1</translation>
    </message>
    <message>
        <source>Acts won</source>
        <translation>Gewonnene Akte</translation>
    </message>
    <message>
        <source>Act %1</source>
        <translation>Akt %1</translation>
    </message>
    <message>
        <source>The roles swap: the new Vigilante takes the first turn.</source>
        <translation>Die Rollen werden getauscht: Der neue Rächer macht den ersten Zug.</translation>
    </message>
    <message>
        <source>Start Act %1 now</source>
        <translation>Akt %1 jetzt starten</translation>
    </message>
    <message>
        <source>Start Act %1</source>
        <translation>Akt %1 starten</translation>
    </message>
</context>
<context>
    <name>EnginesArea</name>
    <message>
        <source>Drag a card from your hand here to play it</source>
        <translation>Ziehe eine Karte aus deiner Hand hierher, um sie auszuspielen</translation>
    </message>
    <message>
        <source>No cards in play</source>
        <translation>Keine Karten im Spiel</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>genommen</translation>
    </message>
</context>
<context>
    <name>EnginesPreview</name>
    <message>
        <source>Exhausted (turned %1°)</source>
        <translation>Erschöpft (um %1° gedreht)</translation>
    </message>
    <message>
        <source>Turned %1°</source>
        <translation>Um %1° gedreht</translation>
    </message>
</context>
<context>
    <name>EnginesSide</name>
    <message>
        <source>☠ Vigilante</source>
        <translation>☠ Rächer</translation>
    </message>
    <message>
        <source>★ Detective</source>
        <translation>★ Detektiv</translation>
    </message>
    <message>
        <source>Acts won</source>
        <translation>Gewonnene Akte</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
</context>
<context>
    <name>EnginesTable</name>
    <message>
        <source>Choose a target on the table (Esc cancels).</source>
        <translation>Wähle ein Ziel auf dem Tisch (Esc bricht ab).</translation>
    </message>
    <message>
        <source>The card was reset: choose which end goes up.</source>
        <translation>Die Karte wurde zurückgesetzt: Wähle, welches Ende nach oben zeigt.</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) to discard to pay for the action.</source>
        <translation>
            <numerusform>Wähle %n Karte, die du ablegst, um die Aktion zu bezahlen.</numerusform>
            <numerusform>Wähle %n Karten, die du ablegst, um die Aktion zu bezahlen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) of your Active Area to score.</source>
        <translation>
            <numerusform>Wähle %n Karte aus deinem Aktivbereich zum Werten.</numerusform>
            <numerusform>Wähle %n Karten aus deinem Aktivbereich zum Werten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) of your deck to give to the other player.</source>
        <translation>
            <numerusform>Wähle %n Karte aus deinem Stapel, die du dem Gegner gibst.</numerusform>
            <numerusform>Wähle %n Karten aus deinem Stapel, die du dem Gegner gibst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: drag a card from your hand onto your Active Area.</source>
        <translation>Du bist am Zug: Ziehe eine Karte aus deiner Hand in deinen Aktivbereich.</translation>
    </message>
    <message>
        <source>Use the actions of your cards (click a glowing card), then end your turn.</source>
        <translation>Nutze die Aktionen deiner Karten (klicke eine leuchtende Karte an) und beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <source>%1&apos;s Active Area</source>
        <translation>Aktivbereich von %1</translation>
    </message>
    <message>
        <source>Your Active Area</source>
        <translation>Dein Aktivbereich</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>The cop-buddy ending!</source>
        <translation>Das Buddy-Cop-Ende!</translation>
    </message>
    <message>
        <source>Acts won %1 · %2 %3</source>
        <translation>Gewonnene Akte %1 · %2 %3</translation>
    </message>
    <message>
        <source>Bodycount</source>
        <translation>Leichenzahl</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beweise</translation>
    </message>
    <message>
        <source>Act %1 of %2</source>
        <translation>Akt %1 von %2</translation>
    </message>
    <message>
        <source>&lt;font color=&quot;%1&quot;&gt;%2&lt;/font&gt; – &lt;font color=&quot;%3&quot;&gt;%4&lt;/font&gt;</source>
        <translation>&lt;font color=&quot;%1&quot;&gt;%2&lt;/font&gt; – &lt;font color=&quot;%3&quot;&gt;%4&lt;/font&gt;</translation>
    </message>
    <message>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>%1 chooses a card face down.</source>
        <translation>%1 wählt verdeckt eine Karte.</translation>
    </message>
    <message>
        <source>%1 does something only they can see.</source>
        <translation>%1 tut etwas, das nur er oder sie sieht.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>INSTANT</source>
        <translation>SOFORT</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>Tempo %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 was knocked down first: the hit on %2 deals no damage.</source>
        <translation>%1 lag zuerst am Boden: der Schlag gegen %2 richtet keinen Schaden an.</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>Grundwert %1</translation>
    </message>
    <message>
        <source>, CRITICAL ×2</source>
        <translation>, KRITISCH ×2</translation>
    </message>
    <message>
        <source>, momentum +%1</source>
        <translation>, Schwung +%1</translation>
    </message>
    <message>
        <source>, reduction −%1</source>
        <translation>, Abwehr −%1</translation>
    </message>
    <message>
        <source>%1 hits %2 for %3 (%4).</source>
        <translation>%1 trifft %2 für %3 (%4).</translation>
    </message>
    <message>
        <source>%1 builds momentum: +%2 for the next hit (%3 in all).</source>
        <translation>%1 holt Schwung: +%2 für den nächsten Treffer (insgesamt %3).</translation>
    </message>
    <message>
        <source>%1 turns over %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>%1 starts Unstable pile %2.</source>
        <translation>%1 beginnt Wackelig-Stapel %2.</translation>
    </message>
    <message>
        <source>%1 is knocked down!</source>
        <translation>%1 geht zu Boden!</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n card(s) from the top of the Stamina to the bottom.</source>
        <translation>
            <numerusform>%1 legt %n Karte von oben unter die Ausdauer.</numerusform>
            <numerusform>%1 legt %n Karten von oben unter die Ausdauer.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, count %2: %3.</source>
        <translation>%1, Zählung %2: %3.</translation>
    </message>
    <message>
        <source>%1 rallies and is back on their feet.</source>
        <translation>%1 rappelt sich auf und steht wieder.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n revealed card(s) on the Discard.</source>
        <translation>
            <numerusform>%1 legt %n aufgedeckte Karte auf den Ablagestapel.</numerusform>
            <numerusform>%1 legt %n aufgedeckte Karten auf den Ablagestapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shuffles the Discard (%n card(s)) into the Stamina.</source>
        <translation>
            <numerusform>%1 mischt den Ablagestapel (%n Karte) in die Ausdauer.</numerusform>
            <numerusform>%1 mischt den Ablagestapel (%n Karten) in die Ausdauer.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 loses: %2.</source>
        <translation>%1 verliert: %2.</translation>
    </message>
    <message>
        <source>The fight is a draw.</source>
        <translation>Der Kampf endet unentschieden.</translation>
    </message>
    <message>
        <source>%1 wins the fight!</source>
        <translation>%1 gewinnt den Kampf!</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>20 or more damage in one turn</source>
        <translation>20 oder mehr Schaden in einer Runde</translation>
    </message>
    <message>
        <source>a third Unstable pile</source>
        <translation>ein dritter Wackelig-Stapel</translation>
    </message>
    <message>
        <source>every Unstable card revealed</source>
        <translation>alle Wackelig-Karten aufgedeckt</translation>
    </message>
    <message>
        <source>ten cards turned without a Rally</source>
        <translation>zehn Karten ohne Rally aufgedeckt</translation>
    </message>
    <message>
        <source>more damage taken over the fight when the final bell rang</source>
        <translation>beim Schlussgong mehr Schaden im ganzen Kampf eingesteckt</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>Vigilante</source>
        <translation>Rächer</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detektiv</translation>
    </message>
    <message>
        <source>the Bodycount</source>
        <translation>die Leichenzahl</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>die Beweise</translation>
    </message>
    <message>
        <source>the Discard</source>
        <translation>die Ablage</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 ausspielen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <source>Use %1 on %2</source>
        <translation>%1 auf %2 einsetzen</translation>
    </message>
    <message>
        <source>Use %1 against its holder</source>
        <translation>%1 gegen den Besitzer einsetzen</translation>
    </message>
    <message>
        <source>Use %1 against its holder, on %2</source>
        <translation>%1 gegen den Besitzer auf %2 einsetzen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Reset %1 with %2 up</source>
        <translation>%1 zurücksetzen, %2 nach oben</translation>
    </message>
    <message>
        <source>Discard %1 to pay</source>
        <translation>%1 zum Bezahlen ablegen</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>%1 werten</translation>
    </message>
    <message>
        <source>Give %1 away</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2 aus.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message numerus="yes">
        <source>%1 shuffles the Discard (%n card(s)) into the deck.</source>
        <translation>
            <numerusform>%1 mischt die Ablage (%n Karte) in den Stapel.</numerusform>
            <numerusform>%1 mischt die Ablage (%n Karten) in den Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses %2 against its holder.</source>
        <translation>%1 setzt %2 gegen den Besitzer ein.</translation>
    </message>
    <message>
        <source>%1 uses %2 against its holder, on %3.</source>
        <translation>%1 setzt %2 gegen den Besitzer auf %3 ein.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 setzt %2 ein.</translation>
    </message>
    <message>
        <source>%1 uses %2 on %3.</source>
        <translation>%1 setzt %2 auf %3 ein.</translation>
    </message>
    <message>
        <source>%1 turns to %2°.</source>
        <translation>%1 dreht sich auf %2°.</translation>
    </message>
    <message>
        <source>%1 turns back to %2°.</source>
        <translation>%1 dreht sich zurück auf %2°.</translation>
    </message>
    <message>
        <source>%1 is reset to its starting position.</source>
        <translation>%1 wird in die Ausgangsstellung zurückgesetzt.</translation>
    </message>
    <message>
        <source>%1 turns into %2.</source>
        <translation>%1 wird zu %2.</translation>
    </message>
    <message>
        <source>%1 is exhausted and goes to the Discard.</source>
        <translation>%1 ist erschöpft und kommt auf die Ablage.</translation>
    </message>
    <message>
        <source>%1 is exhausted and goes to %2 of %3.</source>
        <translation>%1 ist erschöpft und kommt in %2 von %3.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message>
        <source>%1 goes to %2 of %3 (%4 of 4).</source>
        <translation>%1 kommt in %2 von %3 (%4 von 4).</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3) to play.</source>
        <translation>Runde %1: %2 (%3) ist am Zug.</translation>
    </message>
    <message>
        <source>%1 has four in the Bodycount and wins the Act.</source>
        <translation>%1 hat vier in der Leichenzahl und gewinnt den Akt.</translation>
    </message>
    <message>
        <source>%1 has four in Evidence and wins the Act.</source>
        <translation>%1 hat vier Beweise und gewinnt den Akt.</translation>
    </message>
    <message>
        <source>Both reach their goal in the same round: the cop-buddy ending!</source>
        <translation>Beide erreichen ihr Ziel in derselben Runde: das Buddy-Cop-Ende!</translation>
    </message>
    <message>
        <source>The trail goes cold: %1 has the fuller scoring pile.</source>
        <translation>Die Spur verläuft im Sande: %1 hat den volleren Wertungsstapel.</translation>
    </message>
    <message>
        <source>The trail goes cold with both scoring piles equal.</source>
        <translation>Die Spur verläuft im Sande, beide Wertungsstapel sind gleich voll.</translation>
    </message>
    <message>
        <source>The Act ends in a draw.</source>
        <translation>Der Akt endet unentschieden.</translation>
    </message>
    <message>
        <source>Act %1 is won by both players.</source>
        <translation>Akt %1 gewinnen beide Spieler.</translation>
    </message>
    <message>
        <source>Act %1 is a draw.</source>
        <translation>Akt %1 endet unentschieden.</translation>
    </message>
    <message>
        <source>%1 wins Act %2.</source>
        <translation>%1 gewinnt Akt %2.</translation>
    </message>
    <message>
        <source>Act %1 begins: the roles swap, %2 is now the Vigilante.</source>
        <translation>Akt %1 beginnt: Die Rollen werden getauscht, %2 ist jetzt der Rächer.</translation>
    </message>
    <message>
        <source>Both players win the match together!</source>
        <translation>Beide Spieler gewinnen die Partie gemeinsam!</translation>
    </message>
    <message>
        <source>The match is a draw (%1).</source>
        <translation>Die Partie endet unentschieden (%1).</translation>
    </message>
    <message>
        <source>%1 wins the match %2.</source>
        <translation>%1 gewinnt die Partie %2.</translation>
    </message>
    <message>
        <source>Physical Damage</source>
        <translation>Physischer Schaden</translation>
    </message>
    <message>
        <source>Psychological Damage</source>
        <translation>Psychischer Schaden</translation>
    </message>
    <message>
        <source>Spiritual Damage</source>
        <translation>Spiritueller Schaden</translation>
    </message>
    <message>
        <source>Holistic Damage</source>
        <translation>Ganzheitlicher Schaden</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>Stealing</source>
        <translation>Diebstahl</translation>
    </message>
    <message>
        <source>Glitch</source>
        <translation>Glitch</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>%1 zurücklegen</translation>
    </message>
    <message>
        <source>Steal from %1</source>
        <translation>%1 bestehlen</translation>
    </message>
    <message>
        <source>Give %1 only two</source>
        <translation>%1 nur zwei geben</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>%1 angreifen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation>%1 zurückholen</translation>
    </message>
    <message>
        <source>Heal with %1</source>
        <translation>Mit %1 heilen</translation>
    </message>
    <message>
        <source>Turn %1: %2 to play.</source>
        <translation>Runde %1: %2 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 returns %2 to the bottom of the Inactive Deck.</source>
        <translation>%1 legt %2 unter den Inaktivstapel zurück.</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3 %4).</source>
        <translation>%1 spielt %2 aus (%3 %4).</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3).</source>
        <translation>%1 spielt %2 aus (%3).</translation>
    </message>
    <message>
        <source>%1 finds nobody with a card to steal.</source>
        <translation>%1 findet niemanden, dem eine Karte zu stehlen ist.</translation>
    </message>
    <message>
        <source>%1 steals from %2.</source>
        <translation>%1 bestiehlt %2.</translation>
    </message>
    <message>
        <source>%1 chooses %2 to get only two cards.</source>
        <translation>%1 bestimmt, dass %2 nur zwei Karten bekommt.</translation>
    </message>
    <message>
        <source>%1 attacks %2.</source>
        <translation>%1 greift %2 an.</translation>
    </message>
    <message>
        <source>%1 reveals %2 (%3 Rarity Points).</source>
        <translation>%1 deckt %2 auf (%3 Seltenheitspunkte).</translation>
    </message>
    <message>
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <source>%1&apos;s revealed cards outweigh the attack: %2.</source>
        <translation>Die aufgedeckten Karten von %1 überwiegen den Angriff: %2.</translation>
    </message>
    <message>
        <source>Damage to %1: %2.</source>
        <translation>Schaden für %1: %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 under the Inactive Deck.</source>
        <translation>%1 legt %2 unter den Inaktivstapel.</translation>
    </message>
    <message>
        <source>%1 brings %2 back from the Discard.</source>
        <translation>%1 holt %2 aus dem Ablagestapel zurück.</translation>
    </message>
    <message>
        <source>%1 heals: %2 comes back from the Discard.</source>
        <translation>%1 heilt: %2 kommt aus dem Ablagestapel zurück.</translation>
    </message>
    <message>
        <source>%1 steals %2 from %3.</source>
        <translation>%1 stiehlt %2 von %3.</translation>
    </message>
    <message numerus="yes">
        <source>Glitch! %1 shuffles every Active Deck together (%n card(s)) and deals them out.</source>
        <translation>
            <numerusform>Glitch! %1 mischt alle Aktivstapel zusammen (%n Karte) und teilt sie neu aus.</numerusform>
            <numerusform>Glitch! %1 mischt alle Aktivstapel zusammen (%n Karten) und teilt sie neu aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out in %2 place.</source>
        <translation>%1 scheidet auf dem %2 Platz aus.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends in a draw.</source>
        <translation>Das Rundenlimit ist erreicht: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>The turn limit is reached: %1 has the most HP and wins!</source>
        <translation>Das Rundenlimit ist erreicht: %1 hat die meisten LP und gewinnt!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3 for keeps.</source>
        <translation>%1 nimmt %2 von %3 für immer.</translation>
    </message>
    <message>
        <source>Every card the Glitch dealt now belongs to the player who received it, for keeps.</source>
        <translation>Jede vom Glitch ausgeteilte Karte gehört jetzt für immer dem Spieler, der sie erhalten hat.</translation>
    </message>
    <message>
        <source>%1 keeps %2 for good: the Glitch dealt it from %3&apos;s cards.</source>
        <translation>%1 behält %2 für immer: Der Glitch hat sie aus den Karten von %3 ausgeteilt.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Choose the target of the card you played first.</source>
        <translation>Wähle zuerst das Ziel der Karte, die du gespielt hast.</translation>
    </message>
    <message>
        <source>Finish choosing the cards of your power first.</source>
        <translation>Wähle zuerst die Karten deiner Kraft zu Ende aus.</translation>
    </message>
    <message>
        <source>%1 is choosing cards for your power.</source>
        <translation>%1 wählt Karten für deine Kraft aus.</translation>
    </message>
    <message>
        <source>Answer the question first.</source>
        <translation>Beantworte zuerst die Frage.</translation>
    </message>
    <message>
        <source>%1 is choosing.</source>
        <translation>%1 wählt gerade.</translation>
    </message>
    <message>
        <source>You already played a card this turn.</source>
        <translation>Du hast in diesem Zug schon eine Karte gespielt.</translation>
    </message>
    <message>
        <source>Exhausted: it leaves play at the end of the turn.</source>
        <translation>Erschöpft: Die Karte verlässt am Ende des Zuges das Spiel.</translation>
    </message>
    <message>
        <source>Play a card from your hand first.</source>
        <translation>Spiele zuerst eine Karte aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>Its action was used this turn.</source>
        <translation>Ihre Aktion wurde in diesem Zug schon genutzt.</translation>
    </message>
    <message>
        <source>You already used it this turn.</source>
        <translation>Du hast sie in diesem Zug schon genutzt.</translation>
    </message>
    <message numerus="yes">
        <source>You can&apos;t pay its cost: it needs %n card(s).</source>
        <translation>
            <numerusform>Du kannst ihre Kosten nicht bezahlen: Sie verlangen %n Karte.</numerusform>
            <numerusform>Du kannst ihre Kosten nicht bezahlen: Sie verlangen %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its action has no legal target now.</source>
        <translation>Ihre Aktion hat gerade kein gültiges Ziel.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the other player.</source>
        <translation>%1 gibt %2 dem Gegner.</translation>
    </message>
    <message>
        <source>First step of your turn: return one card of your Active Deck to the bottom of your Inactive Deck, face down (nobody else learns which); then you play one of the others. Drag it onto your Inactive Deck, or click it.</source>
        <translation>Erster Schritt deines Zuges: Lege eine Karte deines Aktivstapels verdeckt unter deinen Inaktivstapel (niemand sonst erfährt, welche); dann spielst du eine der anderen. Ziehe sie auf deinen Inaktivstapel oder klicke sie an.</translation>
    </message>
    <message>
        <source>Play a card: drag it onto the middle of the table, or click it.</source>
        <translation>Spiele eine Karte: ziehe sie in die Tischmitte oder klicke sie an.</translation>
    </message>
    <message>
        <source>Choose a target: click an opponent.</source>
        <translation>Wähle ein Ziel: Klicke einen Gegner an.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to discard: click the revealed cards.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Ablegen: Klicke die aufgedeckten Karten an.</numerusform>
            <numerusform>Wähle %n Karten zum Ablegen: Klicke die aufgedeckten Karten an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to bring back from your Discard.</source>
        <translation>
            <numerusform>Wähle %n Karte, die du aus deinem Ablagestapel zurückholst.</numerusform>
            <numerusform>Wähle %n Karten, die du aus deinem Ablagestapel zurückholst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to heal from your Discard.</source>
        <translation>
            <numerusform>Wähle %n Karte aus deinem Ablagestapel, die du heilst.</numerusform>
            <numerusform>Wähle %n Karten aus deinem Ablagestapel, die du heilst.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds a single Active card: nothing to return, it is played.</source>
        <translation>%1 hat nur noch eine Karte im Aktivstapel: Es gibt nichts zurückzulegen, sie wird gespielt.</translation>
    </message>
    <message>
        <source>%1 could still score this turn: ending the turn leaves its action unused.</source>
        <translation>%1 könnte in diesem Zug noch punkten: Wer jetzt den Zug beendet, lässt ihre Aktion ungenutzt.</translation>
    </message>
    <message>
        <source>%1 and one more card could still score this turn: ending the turn leaves their actions unused.</source>
        <translation>%1 und eine weitere Karte könnten in diesem Zug noch punkten: Wer jetzt den Zug beendet, lässt ihre Aktionen ungenutzt.</translation>
    </message>
    <message>
        <source>%1 and %2 more cards could still score this turn: ending the turn leaves their actions unused.</source>
        <translation>%1 und %2 weitere Karten könnten in diesem Zug noch punkten: Wer jetzt den Zug beendet, lässt ihre Aktionen ungenutzt.</translation>
    </message>
</context>
<context>
    <name>FighterSide</name>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Total damage</source>
        <translation>Schaden gesamt</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
    <message>
        <source>Knocked down</source>
        <translation>Am Boden</translation>
    </message>
    <message>
        <source>Unstable %1</source>
        <translation>Wackelig %1</translation>
    </message>
    <message>
        <source>A third pile loses</source>
        <translation>Ein dritter Stapel verliert</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Knocked down: %1 of %2 turned</source>
        <translation>Am Boden: %1 von %2 aufgedeckt</translation>
    </message>
</context>
<context>
    <name>FigureChart</name>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3 {1:?}</translation>
    </message>
    <message>
        <source>%1: %2 %3 (95 %: %4 to %5)</source>
        <translation>%1: %2 %3 (95 %: %4 bis %5)</translation>
    </message>
</context>
<context>
    <name>FigureList</name>
    <message>
        <source>0 (%1)</source>
        <translation>0 (%1)</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Grudge Match saves (*.json)</source>
        <translation>Grudge-Match-Spielstände (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Watch a saved game</source>
        <translation>Ein gespeichertes Spiel ansehen</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Print and play</source>
        <translation>Ausdrucken</translation>
    </message>
    <message>
        <source>Its table is still being built: read the rules and print the cards meanwhile.</source>
        <translation>Der Spieltisch dafür entsteht noch: Lies bis dahin die Regeln und drucke die Karten aus.</translation>
    </message>
    <message>
        <source>Games played: %1</source>
        <translation>Gespielte Partien: %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>Games played: %1. Won against the computer: %2 of %3 (%4)</source>
        <translation>Gespielte Partien: %1. Gegen den Computer gewonnen: %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>In progress: %1</source>
        <translation>Läuft noch: %1</translation>
    </message>
    <message>
        <source>A game in progress that cannot be read (Continue says why).</source>
        <translation>Eine laufende Partie, die sich nicht lesen lässt (Weiterspielen sagt, warum).</translation>
    </message>
    <message>
        <source>Throw away</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>GlossaryPopup</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>IconLegend</name>
    <message>
        <source>On the cards</source>
        <translation>Auf den Karten</translation>
    </message>
</context>
<context>
    <name>KnockdownTable</name>
    <message>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <source>Drag a card here</source>
        <translation>Karte hierher ziehen</translation>
    </message>
    <message>
        <source>Total damage %1 · Unstable piles %2</source>
        <translation>Schaden gesamt %1 · Wackelig-Stapel %2</translation>
    </message>
    <message>
        <source>Fight log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>kein Schaden</translation>
    </message>
    <message>
        <source>+%1 momentum</source>
        <translation>+%1 Schwung</translation>
    </message>
    <message>
        <source>KNOCKDOWN!</source>
        <translation>NIEDERSCHLAG!</translation>
    </message>
    <message>
        <source>%1 to the bottom</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>RALLY!</source>
        <translation>RALLY!</translation>
    </message>
    <message>
        <source>Choose your card</source>
        <translation>Wähle deine Karte</translation>
    </message>
    <message>
        <source>Drag an Action card onto your slot, click it, or pick it with the arrow keys and Enter.</source>
        <translation>Ziehe eine Aktionskarte auf dein Feld, klicke sie an oder wähle sie mit den Pfeiltasten und Enter.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Cards act in speed order, the higher number first.</source>
        <translation>Die Karten wirken nach Tempo, die höhere Zahl zuerst.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Acts before every speed.</source>
        <translation>Wirkt vor jedem Tempo.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>The damage the card deals.</source>
        <translation>Der Schaden, den die Karte austeilt.</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <source>Damage you take is reduced by this, from the card&apos;s speed to the end of the turn.</source>
        <translation>Um so viel sinkt der Schaden, den du nimmst, vom Tempo der Karte bis zum Ende des Zuges.</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
    <message>
        <source>Stored and added to your next hit that lands.</source>
        <translation>Wird gespeichert und deinem nächsten Treffer hinzugefügt.</translation>
    </message>
    <message>
        <source>VS</source>
        <comment>between the two play slots</comment>
        <extracomment>Between the two fighters&apos; play slots, as on a fight poster; not the AGAINST keyword</extracomment>
        <translation>VS</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Grudge Match</source>
        <translation>Grudge Match</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Back to the &amp;menu</source>
        <translation>Zurück zum &amp;Menü</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Print and play…</source>
        <translation>&amp;Drucken und spielen…</translation>
    </message>
    <message>
        <source>&amp;Watch a saved game…</source>
        <translation>Gespeichertes Spiel &amp;ansehen…</translation>
    </message>
    <message>
        <source>Watch the &amp;last game</source>
        <translation>&amp;Letztes Spiel ansehen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Grudge Match</source>
        <translation>Ü&amp;ber Grudge Match</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Round limit (0: none, play to 8 Influence)</source>
        <translation>Rundengrenze (0: keine, bis 8 Einfluss spielen)</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Rookie</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Brawler</source>
        <translation>Raufbold</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Random — enter a number to replay a deal</source>
        <translation>Zufällig – gib eine Zahl ein, um ein Spiel zu wiederholen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Scrapper</source>
        <translation>Kampfhahn</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <source>Bruiser</source>
        <translation>Schläger</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>Platz %1 (%2)</translation>
    </message>
    <message>
        <source>Acts</source>
        <translation>Akte</translation>
    </message>
    <message>
        <source>Best of three Acts (roles swap each Act)</source>
        <translation>Best of three: drei Akte (Rollentausch nach jedem Akt)</translation>
    </message>
    <message>
        <source>A single Act</source>
        <translation>Ein einzelner Akt</translation>
    </message>
    <message>
        <source>Designer&apos;s optional setups for Act 2 and Act 3</source>
        <translation>Optionale Aufbauten des Autors für Akt 2 und Akt 3</translation>
    </message>
    <message>
        <source>Vigilante</source>
        <translation>Rächer</translation>
    </message>
    <message>
        <source>%1 is the Vigilante in Act 1</source>
        <translation>%1 ist in Akt 1 der Rächer</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Tinker</source>
        <translation>Bastler</translation>
    </message>
    <message>
        <source>Colossus</source>
        <translation>Koloss</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Kriegsherr</translation>
    </message>
    <message>
        <source>Slugger</source>
        <translation>Haudrauf</translation>
    </message>
    <message>
        <source>Grinder</source>
        <translation>Zermürber</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deck size</source>
        <translation>Deckgröße</translation>
    </message>
    <message>
        <source>cards per player</source>
        <translation>Karten pro Spieler</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Set A (16 cards)</source>
        <translation>Satz A (16 Karten)</translation>
    </message>
    <message>
        <source>Set B (16 cards)</source>
        <translation>Satz B (16 Karten)</translation>
    </message>
    <message>
        <source>Both sets (32 cards)</source>
        <translation>Beide Sätze (32 Karten)</translation>
    </message>
    <message>
        <source>The game&apos;s own cards</source>
        <translation>Die Karten des Spiels</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Mitgelieferte Karten</translation>
    </message>
    <message>
        <source>Throw away the game in progress?</source>
        <translation>Die laufende Partie verwerfen?</translation>
    </message>
    <message>
        <source>Throw it away and start</source>
        <translation>Verwerfen und neu beginnen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>A game of %1 is in progress: %2 Starting a new one throws it away.</source>
        <translation>Eine Partie %1 läuft noch: %2 Eine neue Partie verwirft sie.</translation>
    </message>
</context>
<context>
    <name>NoTableScreen</name>
    <message>
        <source>This version of Grudge Match has no table for %1 yet, so it cannot be played here.</source>
        <translation>Diese Version von Grudge Match hat noch keinen Tisch für %1, daher kann es hier nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Zurück zum Menü</translation>
    </message>
</context>
<context>
    <name>OpenCardFileButton</name>
    <message>
        <source>Open card file…</source>
        <translation>Kartendatei öffnen…</translation>
    </message>
    <message>
        <source>Open a card file</source>
        <translation>Eine Kartendatei öffnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Card files (*.json)</source>
        <translation>Kartendateien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OwnHand</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
</context>
<context>
    <name>PnpMmSpinBox</name>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
</context>
<context>
    <name>PnpScreen</name>
    <message>
        <source>Print and play: %1</source>
        <translation>Drucken und spielen: %1</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Vorige Seite</translation>
    </message>
    <message>
        <source>No pages</source>
        <translation>Keine Seiten</translation>
    </message>
    <message>
        <source>Page %1 of %2 — %3</source>
        <translation>Seite %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ganz</translation>
    </message>
    <message>
        <source>No pages.</source>
        <translation>Keine Seiten.</translation>
    </message>
    <message>
        <source>%1 × %2 cards a sheet · %3 cards · %4 pages</source>
        <translation>%1 × %2 Karten pro Bogen · %3 Karten · %4 Seiten</translation>
    </message>
    <message>
        <source>Print at actual size (100 %): “fit to page” shrinks the cards.</source>
        <translation>In Originalgröße (100 %) drucken: „An Seite anpassen“ verkleinert die Karten.</translation>
    </message>
    <message>
        <source>Nothing to show: change the settings on the left until the cards fit.</source>
        <translation>Nichts anzuzeigen: Ändere die Einstellungen links, bis die Karten passen.</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Mitgelieferte Karten</translation>
    </message>
    <message>
        <source>Export the print-and-play sheets</source>
        <translation>Druckbögen exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 print sheets</source>
        <translation>%1 Druckbögen</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PnpSettingsPanel</name>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Poker (63 × 88 mm)</source>
        <translation>Poker (63 × 88 mm)</translation>
    </message>
    <message>
        <source>Bridge (57 × 89 mm)</source>
        <translation>Bridge (57 × 89 mm)</translation>
    </message>
    <message>
        <source>Mini (44 × 63 mm)</source>
        <translation>Mini (44 × 63 mm)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Beschnittzugabe</translation>
    </message>
    <message>
        <source>How far the card&apos;s background runs past the cut line, so a slightly off cut shows no white edge.</source>
        <translation>Wie weit der Kartenhintergrund über die Schnittlinie hinausreicht, damit ein leicht versetzter Schnitt keinen weißen Rand zeigt.</translation>
    </message>
    <message>
        <source>Gutter</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Space between neighbouring cards. With none, one cut separates two cards.</source>
        <translation>Platz zwischen benachbarten Karten. Ohne Abstand trennt ein Schnitt zwei Karten.</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Ränder</translation>
    </message>
    <message>
        <source>Kept clear at every paper edge: most printers cannot print there. The crop marks go here.</source>
        <translation>Bleibt an jeder Papierkante frei, weil die meisten Drucker dort nicht drucken können. Hier stehen die Schnittmarken.</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Rückseiten</translation>
    </message>
    <message>
        <source>Double-sided, flip on long edge</source>
        <translation>Duplex lange Kante</translation>
    </message>
    <message>
        <source>Double-sided, flip on short edge</source>
        <translation>Duplex kurze Kante</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Keine Rückseiten</translation>
    </message>
    <message>
        <source>Back offset across</source>
        <translation>Versatz waagerecht</translation>
    </message>
    <message>
        <source>Back offset down</source>
        <translation>Versatz senkrecht</translation>
    </message>
    <message>
        <source>Alignment test page first (to measure the back offset)</source>
        <translation>Zuerst eine Testseite (Versatz messen)</translation>
    </message>
    <message>
        <source>Marks and ink</source>
        <translation>Marken und Tinte</translation>
    </message>
    <message>
        <source>Crop marks run to the paper edge</source>
        <translation>Schnittmarken bis zur Papierkante</translation>
    </message>
    <message>
        <source>Black and white (saves ink)</source>
        <translation>Schwarz-weiß (spart Tinte)</translation>
    </message>
    <message>
        <source>Default settings</source>
        <translation>Standardeinstellungen</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
    <message>
        <source>What the others hold or chose stays hidden. Only %1 should look at the table now.</source>
        <translation>Was die anderen halten oder gewählt haben, bleibt verborgen. Jetzt sollte nur %1 auf den Tisch schauen.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Play the game out</source>
        <translation>Das Spiel ablaufen lassen</translation>
    </message>
    <message>
        <source>One move forwards</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Gezeigter Zug</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Whose view</source>
        <translation>Wessen Sicht</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Wie %1 es sah</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Nicht mehr zusehen</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>The rules page of this game is missing from this build.</source>
        <translation>Die Regelseite dieses Spiels fehlt in dieser Version.</translation>
    </message>
    <message>
        <source>Print and play…</source>
        <translation>Drucken und spielen…</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Begriffe</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <source>Chosen ✓</source>
        <translation>Gewählt ✓</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Wählt…</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>SeatSetupRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>New profile: starter collection (%1 cards)</source>
        <translation>Neues Profil: Startsammlung (%1 Karten)</translation>
    </message>
    <message>
        <source>Collection of %1: %2 cards</source>
        <translation>Sammlung von %1: %2 Karten</translation>
    </message>
    <message>
        <source>fewer than the deck size of %1</source>
        <translation>weniger als die Deckgröße von %1</translation>
    </message>
    <message>
        <source>saved deck of %1</source>
        <translation>gespeichertes Deck mit %1 Karten</translation>
    </message>
    <message>
        <source>Deck…</source>
        <translation>Deck…</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>Platz %1: wer spielt</translation>
    </message>
    <message>
        <source>Seat %1: computer level</source>
        <translation>Platz %1: Computerstufe</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Platz %1: Name</translation>
    </message>
</context>
<context>
    <name>SheetDocument</name>
    <message>
        <source>Alignment test

Print this page double-sided at actual size (100 %, no &quot;fit to page&quot;). The ruler at the top must measure exactly 10 cm from 0 to 10.
Then read the back of this sheet.</source>
        <translation>Ausrichtungstest

Drucke diese Seite doppelseitig in Originalgröße (100 %, nicht „An Seite anpassen“). Das Lineal oben muss von 0 bis 10 genau 10 cm messen.
Lies dann die Rückseite dieses Blatts.</translation>
    </message>
    <message>
        <source>Back of the alignment test

Hold the sheet to a light with this side towards you. Each cross from the front should sit on a cross here. Read on the scales how far it lands (millimetres, + right and down) and add that to the back offset: now %1, %2 mm.</source>
        <translation>Rückseite des Ausrichtungstests

Halte das Blatt mit dieser Seite zu dir gegen das Licht. Jedes Kreuz der Vorderseite sollte auf einem Kreuz hier liegen. Lies an den Skalen ab, wie weit es danebenliegt (Millimeter, + nach rechts und unten), und addiere das zum Rückseitenversatz: jetzt %1, %2 mm.</translation>
    </message>
    <message>
        <source>Alignment test, front</source>
        <translation>Ausrichtungstest, Vorderseite</translation>
    </message>
    <message>
        <source>Alignment test, back</source>
        <translation>Ausrichtungstest, Rückseite</translation>
    </message>
    <message>
        <source>%1: sheet %2 of %3, fronts</source>
        <translation>%1: Bogen %2 von %3, Vorderseiten</translation>
    </message>
    <message>
        <source>%1: sheet %2 of %3, backs</source>
        <translation>%1: Bogen %2 von %3, Rückseiten</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Grudge Match</source>
        <translation>Grudge Match</translation>
    </message>
    <message>
        <source>Indie card games at one table — against the computer or a friend</source>
        <translation>Indie-Kartenspiele an einem Tisch – gegen den Computer oder Freunde</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Balance Lab: test the cards over many AI games</source>
        <translation>Balance-Labor: die Karten in vielen KI-Spielen testen</translation>
    </message>
    <message>
        <source>Throw this game away?</source>
        <translation>Diese Partie verwerfen?</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In progress:</source>
        <translation>Laufende Partien:</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>%1 weiterspielen</translation>
    </message>
</context>
<context>
    <name>StepTrack</name>
    <message>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Both fighters choose a card in secret. Then both cards turn over and resolve in speed order: INSTANT first, then the higher number.</source>
        <translation>Beide Kämpfer wählen geheim eine Karte. Dann werden beide aufgedeckt und nach Tempo abgehandelt: zuerst SOFORT, dann die höhere Zahl.</translation>
    </message>
</context>
<context>
    <name>TableBar</name>
    <message>
        <source>Hide log</source>
        <translation>Protokoll ausblenden</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Protokoll zeigen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Deinen letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>TableFrame</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Before you do that</source>
        <translation>Bevor du das tust</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>Trotzdem tun</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Noch einmal überlegen</translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>The cards are played out…</source>
        <translation>Die Karten werden ausgespielt…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <source>Both have chosen</source>
        <translation>Beide haben gewählt</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Watching the game</source>
        <translation>Du schaust zu</translation>
    </message>
    <message>
        <source>You may still change your choice until %1 has chosen.</source>
        <translation>Du kannst deine Wahl noch ändern, bis %1 gewählt hat.</translation>
    </message>
    <message>
        <source>Watching a replay</source>
        <translation>Du siehst eine Wiederholung</translation>
    </message>
    <message>
        <source>Click the table or press a key to skip.</source>
        <translation>Klicke auf den Tisch oder drücke eine Taste, um zu überspringen.</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face down and is final: both are turned over once yours is down.</source>
        <translation>Die Karte von %1 liegt verdeckt und steht fest: Beide werden aufgedeckt, sobald deine liegt.</translation>
    </message>
</context>
<context>
    <name>VendettaMiddle</name>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Headspace</source>
        <translation>Kopfraum</translation>
    </message>
    <message>
        <source>Pick from your forgotten pile:</source>
        <translation>Wähl aus deinem Vergessen-Stapel:</translation>
    </message>
    <message>
        <source>Resolving</source>
        <translation>Wird abgehandelt</translation>
    </message>
    <message>
        <source>Drop a card here to play it</source>
        <translation>Leg eine Karte hier ab, um sie zu spielen</translation>
    </message>
    <message>
        <source>Being taken</source>
        <translation>Wird genommen</translation>
    </message>
</context>
<context>
    <name>VendettaSeat</name>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Cerebrium</source>
        <translation>Cerebrium</translation>
    </message>
    <message>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <source>Interrogated</source>
        <translation>Im Verhör</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>States in play</source>
        <translation>Zustände im Spiel</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Forgotten</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseite</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Activated</source>
        <translation>Wird aktiviert</translation>
    </message>
    <message>
        <source>States of %1</source>
        <translation>Zustände von %1</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
</context>
<context>
    <name>VendettaTable</name>
    <message>
        <source>Corpus %1 · Cerebrium %2</source>
        <translation>Corpus %1 · Cerebrium %2</translation>
    </message>
    <message>
        <source>Choose X, then pay it.</source>
        <translation>Wähl X und bezahl es.</translation>
    </message>
    <message>
        <source>Choose a clone: click their panel.</source>
        <translation>Wähl einen Klon: Klick auf seine Tafel.</translation>
    </message>
    <message>
        <source>Several abilities trigger at once: choose the one that resolves first.</source>
        <translation>Mehrere Fähigkeiten lösen zugleich aus: Wähl die, die zuerst abgehandelt wird.</translation>
    </message>
    <message>
        <source>Pay the cost: click a card of your hand to discard it.</source>
        <translation>Bezahl die Kosten: Klick eine Handkarte an, um sie abzuwerfen.</translation>
    </message>
    <message>
        <source>Pay the cost: click one of your states to discard it.</source>
        <translation>Bezahl die Kosten: Klick einen deiner Zustände an, um ihn abzuwerfen.</translation>
    </message>
    <message>
        <source>Pay the cost: pick a forgotten card to put under the head.</source>
        <translation>Bezahl die Kosten: Wähl eine vergessene Karte, die unter den Kopf kommt.</translation>
    </message>
    <message>
        <source>Push: click a headspace card to put it under the head.</source>
        <translation>Schieben: Klick eine Karte im Kopfraum an, um sie unter den Kopf zu legen.</translation>
    </message>
    <message>
        <source>Pick a forgotten card to take back into your hand.</source>
        <translation>Wähl eine vergessene Karte, die du wieder auf die Hand nimmst.</translation>
    </message>
    <message>
        <source>Discard: click a card of your hand.</source>
        <translation>Abwerfen: Klick eine Handkarte an.</translation>
    </message>
    <message>
        <source>Discard one of your states: click it.</source>
        <translation>Wirf einen deiner Zustände ab: Klick ihn an.</translation>
    </message>
    <message>
        <source>Too many cards: click the ones to discard down to your hand size.</source>
        <translation>Zu viele Karten: Klick die an, die du bis zur Handgröße abwirfst.</translation>
    </message>
    <message>
        <source>Your turn: drag a headspace card into your hand to take it, drag a card from your hand onto the table to play it, or click a state to use it.</source>
        <translation>Dein Zug: Zieh eine Karte aus dem Kopfraum auf deine Hand, um sie zu nehmen, zieh eine Handkarte auf den Tisch, um sie zu spielen, oder klick einen Zustand an, um ihn zu nutzen.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <source>corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>cerebrium</source>
        <translation>Cerebrium</translation>
    </message>
    <message>
        <source>%1 triggers</source>
        <translation>%1 löst aus</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <source>Negated!</source>
        <translation>Aufgehoben!</translation>
    </message>
    <message>
        <source>−%1 %2</source>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>+%n tick(s)</source>
        <translation>
            <numerusform>+%n Tick</numerusform>
            <numerusform>+%n Ticks</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrogated</source>
        <translation>Im Verhör</translation>
    </message>
    <message>
        <source>Reaction window: drag a reaction from your hand onto the table, or let the action resolve.</source>
        <translation>Reaktionsfenster: Zieh eine Reaktion von deiner Hand auf den Tisch oder lass die Aktion geschehen.</translation>
    </message>
</context>
<context>
    <name>VendettaUi</name>
    <message>
        <source>corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>cerebrium</source>
        <translation>Cerebrium</translation>
    </message>
    <message>
        <source>ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>states</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>forgotten cards</source>
        <translation>vergessene Karten</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>%1 aktivieren</translation>
    </message>
    <message>
        <source>React with %1</source>
        <translation>Mit %1 reagieren</translation>
    </message>
    <message>
        <source>Let it resolve</source>
        <translation>Geschehen lassen</translation>
    </message>
    <message>
        <source>Pay X %1</source>
        <translation>X %1 zahlen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Discard %1 to pay</source>
        <translation>%1 zum Bezahlen abwerfen</translation>
    </message>
    <message>
        <source>Discard %1 from play to pay</source>
        <translation>%1 zum Bezahlen aus dem Spiel abwerfen</translation>
    </message>
    <message>
        <source>Put %1 under the head to pay</source>
        <translation>%1 zum Bezahlen unter den Kopf legen</translation>
    </message>
    <message>
        <source>Push %1 under the head</source>
        <translation>%1 unter den Kopf schieben</translation>
    </message>
    <message>
        <source>Discard %1 from play</source>
        <translation>%1 aus dem Spiel abwerfen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Discard %1 (hand size)</source>
        <translation>%1 abwerfen (Handgröße)</translation>
    </message>
    <message>
        <source>Resolve %1 next</source>
        <translation>%1 als Nächstes abhandeln</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Not enough ticks left this turn.</source>
        <translation>In diesem Zug sind nicht mehr genug Ticks übrig.</translation>
    </message>
    <message>
        <source>Not enough corpus to pay for it.</source>
        <translation>Nicht genug Corpus, um das zu bezahlen.</translation>
    </message>
    <message>
        <source>Not enough cerebrium to pay for it.</source>
        <translation>Nicht genug Cerebrium, um das zu bezahlen.</translation>
    </message>
    <message>
        <source>Not enough other cards in your hand to discard for it.</source>
        <translation>Du hast nicht genug andere Karten auf der Hand, um sie dafür abzuwerfen.</translation>
    </message>
    <message>
        <source>Not enough of your states in play to discard for it.</source>
        <translation>Du hast nicht genug Zustände im Spiel, um sie dafür abzuwerfen.</translation>
    </message>
    <message>
        <source>Not enough cards in your forgotten pile to pay for it.</source>
        <translation>Dein Vergessen-Stapel hat nicht genug Karten, um das zu bezahlen.</translation>
    </message>
    <message>
        <source>A reaction is played only while an action waits to resolve.</source>
        <translation>Eine Reaktion spielst du nur, während eine Aktion darauf wartet, abgehandelt zu werden.</translation>
    </message>
    <message>
        <source>Wait for your turn to react: %1 may react now.</source>
        <translation>Warte, bis du reagieren darfst: Gerade darf %1 reagieren.</translation>
    </message>
    <message>
        <source>It costs ticks, and you have ticks only on your own turn.</source>
        <translation>Das kostet Ticks, und Ticks hast du nur in deinem eigenen Zug.</translation>
    </message>
    <message>
        <source>Under invasive interrogation you must play or activate while you can.</source>
        <translation>Im invasiven Verhör musst du spielen oder aktivieren, solange du kannst.</translation>
    </message>
    <message>
        <source>%1 is choosing.</source>
        <translation>%1 wählt gerade.</translation>
    </message>
    <message>
        <source>Finish the choice in progress first.</source>
        <translation>Schließ zuerst die angefangene Wahl ab.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>Turn %1: %2 to play.</source>
        <translation>Zug %1: %2 ist dran.</translation>
    </message>
    <message>
        <source>%1&apos;s turn begins.</source>
        <translation>Der Zug von %1 beginnt.</translation>
    </message>
    <message>
        <source>%1&apos;s main phase.</source>
        <translation>Hauptphase von %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>Der Zug von %1 endet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n tick(s).</source>
        <translation>
            <numerusform>%1 erhält %n Tick.</numerusform>
            <numerusform>%1 erhält %n Ticks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spends %n tick(s).</source>
        <translation>
            <numerusform>%1 gibt %n Tick aus.</numerusform>
            <numerusform>%1 gibt %n Ticks aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n tick(s).</source>
        <translation>
            <numerusform>%1 verliert %n Tick.</numerusform>
            <numerusform>%1 verliert %n Ticks.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 triggers.</source>
        <translation>%2 von %1 löst aus.</translation>
    </message>
    <message>
        <source>%1 chooses X = %2 for %3.</source>
        <translation>%1 wählt X = %2 für %3.</translation>
    </message>
    <message>
        <source>%1 chooses %2 for %3.</source>
        <translation>%1 wählt %2 für %3.</translation>
    </message>
    <message>
        <source>%1 reacts with %2.</source>
        <translation>%1 reagiert mit %2.</translation>
    </message>
    <message>
        <source>%1 does nothing: it does not react to this action.</source>
        <translation>%1 bewirkt nichts: Die Karte passt nicht zu dieser Aktion.</translation>
    </message>
    <message>
        <source>%1 is negated: it does not resolve.</source>
        <translation>%1 wird aufgehoben und nicht abgehandelt.</translation>
    </message>
    <message>
        <source>%1 is under invasive interrogation: on their next turn they must play or activate whenever they can.</source>
        <translation>%1 steht unter invasivem Verhör: Im nächsten eigenen Zug muss dieser Klon spielen oder aktivieren, wann immer es geht.</translation>
    </message>
    <message numerus="yes">
        <source>The head is empty: every forgotten pile is shuffled into a new head (%n card(s)).</source>
        <translation>
            <numerusform>Der Kopf ist leer: Alle Vergessen-Stapel werden zu einem neuen Kopf gemischt (%n Karte).</numerusform>
            <numerusform>Der Kopf ist leer: Alle Vergessen-Stapel werden zu einem neuen Kopf gemischt (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Headspace is empty: %n card(s) flipped into it from the head.</source>
        <translation>
            <numerusform>Der Kopfraum ist leer: %n Karte wird vom Kopf aufgedeckt.</numerusform>
            <numerusform>Der Kopfraum ist leer: %n Karten werden vom Kopf aufgedeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dies; their cards are set aside.</source>
        <translation>%1 stirbt; die Karten dieses Klons werden beiseitegelegt.</translation>
    </message>
    <message>
        <source>The last clones die at the same moment: the game is a draw.</source>
        <translation>Die letzten Klone sterben im selben Augenblick: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>The turn limit is reached: a draw between the clones still standing.</source>
        <translation>Das Zuglimit ist erreicht: Unentschieden zwischen den Klonen, die noch stehen.</translation>
    </message>
    <message>
        <source>%1 is the last clone standing!</source>
        <translation>%1 ist der letzte Klon, der noch steht!</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 activates %2.</source>
        <translation>%1 aktiviert %2.</translation>
    </message>
    <message>
        <source>%2 comes into play in front of %1.</source>
        <translation>%2 kommt vor %1 ins Spiel.</translation>
    </message>
    <message>
        <source>%2 goes to %1&apos;s forgotten pile.</source>
        <translation>%2 kommt auf den Vergessen-Stapel von %1.</translation>
    </message>
    <message>
        <source>%1 sets %2 aside.</source>
        <translation>%1 legt %2 beiseite.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 pops %2 into headspace.</source>
        <translation>%1 deckt %2 in den Kopfraum auf.</translation>
    </message>
    <message>
        <source>%1 pushes %2 under the head.</source>
        <translation>%1 schiebt %2 unter den Kopf.</translation>
    </message>
    <message>
        <source>%1 takes %2 back from their forgotten pile.</source>
        <translation>%1 holt %2 vom eigenen Vergessen-Stapel zurück.</translation>
    </message>
    <message>
        <source>%1 puts %2 from their forgotten pile under the head to pay.</source>
        <translation>%1 legt zum Bezahlen %2 vom Vergessen-Stapel unter den Kopf.</translation>
    </message>
    <message>
        <source>%1 discards %2 to pay.</source>
        <translation>%1 wirft zum Bezahlen %2 ab.</translation>
    </message>
    <message>
        <source>%1 discards %2 down to their hand size.</source>
        <translation>%1 wirft %2 ab, um auf die Handgröße zu kommen.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 wirft %2 ab.</translation>
    </message>
    <message>
        <source>%1 discards %2 from play to pay.</source>
        <translation>%1 wirft zum Bezahlen %2 aus dem Spiel ab.</translation>
    </message>
    <message>
        <source>%1 discards %2 from play.</source>
        <translation>%1 wirft %2 aus dem Spiel ab.</translation>
    </message>
    <message>
        <source>%1 already has all the %2 they can hold.</source>
        <translation>%1 hat schon so viel %2, wie ein Klon haben kann.</translation>
    </message>
    <message>
        <source>Take %1 back into hand</source>
        <translation>%1 wieder auf die Hand nehmen</translation>
    </message>
    <message>
        <source>%1 goes for %2 in headspace.</source>
        <translation>%1 greift im Kopfraum nach %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n corpus</source>
        <translation>
            <numerusform>%n Corpus</numerusform>
            <numerusform>%n Corpus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cerebrium</source>
        <translation>
            <numerusform>%n Cerebrium</numerusform>
            <numerusform>%n Cerebrium</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tick(s)</source>
        <translation>
            <numerusform>%n Tick</numerusform>
            <numerusform>%n Ticks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n Zustand</numerusform>
            <numerusform>%n Zustände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forgotten card(s)</source>
        <translation>
            <numerusform>%n vergessene Karte</numerusform>
            <numerusform>%n vergessene Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1 pays %2.</source>
        <translation>%1 zahlt %2.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 shields %2 from %3.</source>
        <translation>%1 schützt %2 vor %3.</translation>
    </message>
    <message>
        <source>%1 loses no %2</source>
        <translation>%1 verliert kein %2</translation>
    </message>
    <message>
        <source>%1 leeches %2 from %3</source>
        <translation>%1 zapft %3 %2 ab</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 verliert %2</translation>
    </message>
    <message>
        <source>%1 inflicts %2 on %3</source>
        <translation>%1 fügt %3 Schaden zu: %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 (%2, reduced by %3 by %4).</source>
        <extracomment>%1: the harm (&quot;Ann inflicts 2 corpus on Bo&quot;), %2: what came before the reduction, %3: the points the reduction took off, %4: the cards that took them off.</extracomment>
        <translation>%1 (%2, um %3 verringert durch %4).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>This takes your last %1 (you have %2): your clone dies.</source>
        <translation>Das kostet dein letztes %1 (du hast %2): Dein Klon stirbt.</translation>
    </message>
    <message>
        <source>%1 does not react to this action: you pay for it and it does nothing.</source>
        <translation>%1 reagiert nicht auf diese Aktion: Du bezahlst sie, und sie bewirkt nichts.</translation>
    </message>
</context>
<context>
    <name>VitiumSeat</name>
    <message>
        <source>Sneaking</source>
        <translation>Schleicht</translation>
    </message>
    <message>
        <source>Çint</source>
        <translation>Çint</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Einfluss</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Employ of %1</source>
        <translation>Dienste von %1</translation>
    </message>
    <message>
        <source>Employ</source>
        <translation>In Diensten</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Psych</source>
        <translation>Psycho</translation>
    </message>
    <message>
        <source>Underway events of %1</source>
        <translation>Laufende Ereignisse von %1</translation>
    </message>
    <message>
        <source>Underway</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotage</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Junkyard</source>
        <translation>Schrottplatz</translation>
    </message>
    <message>
        <source>Give Çint</source>
        <translation>Çint schenken</translation>
    </message>
    <message>
        <source>Give Çint to %1</source>
        <translation>Çint an %1 verschenken</translation>
    </message>
    <message>
        <source>D</source>
        <comment>short for Damage on a card&apos;s counter</comment>
        <translation>Sch</translation>
    </message>
    <message>
        <source>P</source>
        <comment>short for Psych (psych damage) on a card&apos;s counter</comment>
        <translation>Psy</translation>
    </message>
    <message>
        <source>P</source>
        <comment>short for Progress on a card&apos;s counter</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>S</source>
        <comment>short for Sabotage on a card&apos;s counter</comment>
        <translation>Sab</translation>
    </message>
</context>
<context>
    <name>VitiumTable</name>
    <message>
        <source>Influence %1 · %2Ç</source>
        <translation>Einfluss %1 · %2Ç</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <source>Intercepted!</source>
        <translation>Abgefangen!</translation>
    </message>
    <message>
        <source>+%1 Influence</source>
        <translation>+%1 Einfluss</translation>
    </message>
    <message>
        <source>+%1Ç</source>
        <translation>+%1Ç</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Ledgermark</source>
        <translation>Ledgermark</translation>
    </message>
    <message>
        <source>Velvet Choir</source>
        <translation>Samtchor</translation>
    </message>
    <message>
        <source>Ironveil</source>
        <translation>Eisenschleier</translation>
    </message>
    <message>
        <source>Driftborn</source>
        <translation>Driftgeborene</translation>
    </message>
    <message>
        <source>%1Ç</source>
        <translation>%1Ç</translation>
    </message>
    <message>
        <source>A gift of Çint</source>
        <translation>Ein Geschenk in Çint</translation>
    </message>
    <message>
        <source>A share of a job&apos;s Influence</source>
        <translation>Ein Anteil am Einfluss eines Auftrags</translation>
    </message>
    <message>
        <source>Work on your event</source>
        <translation>Arbeit an deinem Ereignis</translation>
    </message>
    <message>
        <source>You have %1Ç.</source>
        <translation>Du hast %1Ç.</translation>
    </message>
    <message numerus="yes">
        <source>Your share: %n Influence. Refused, it goes to %1.</source>
        <translation>
            <numerusform>Dein Anteil: %n Einfluss. Lehnst du ab, geht er an %1.</numerusform>
            <numerusform>Dein Anteil: %n Einfluss. Lehnst du ab, geht er an %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Given so far: %1</source>
        <translation>Bisher verteilt: %1</translation>
    </message>
    <message>
        <source>Share out the job&apos;s Influence</source>
        <translation>Den Einfluss des Auftrags verteilen</translation>
    </message>
</context>
<context>
    <name>VitiumUi</name>
    <message>
        <source>Give to %1</source>
        <translation>%1 schenken</translation>
    </message>
    <message>
        <source>Take the offer back</source>
        <translation>Angebot zurücknehmen</translation>
    </message>
    <message>
        <source>How much Çint do you offer %1? Choose the amount, or take the offer back.</source>
        <translation>Wie viel Çint bietest du %1 an? Wähle den Betrag oder nimm das Angebot zurück.</translation>
    </message>
    <message>
        <source>A sneaking card of %1&apos;s works.</source>
        <translation>Eine schleichende Karte von %1 wirkt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 refuses a share of %n Influence: it goes to nobody.</source>
        <translation>
            <numerusform>%1 lehnt einen Anteil von %n Einfluss ab: Er geht an niemanden.</numerusform>
            <numerusform>%1 lehnt einen Anteil von %n Einfluss ab: Er geht an niemanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 seduces %2</source>
        <translation>%1 verführt %2</translation>
    </message>
    <message>
        <source>%1 works on an underway event</source>
        <translation>%1 arbeitet an einem laufenden Ereignis</translation>
    </message>
    <message>
        <source>%1 works on %2</source>
        <translation>%1 arbeitet an %2</translation>
    </message>
    <message>
        <source>%1 sabotages an underway event</source>
        <translation>%1 sabotiert ein laufendes Ereignis</translation>
    </message>
    <message>
        <source>%1 sabotages %2</source>
        <translation>%1 sabotiert %2</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Negotiate (200Ç, draw a card)</source>
        <translation>Verhandeln (200Ç, eine Karte ziehen)</translation>
    </message>
    <message>
        <source>Negotiate: discard %1, pay 200Ç, draw a card</source>
        <translation>Verhandeln: %1 abwerfen, 200Ç zahlen, eine Karte ziehen</translation>
    </message>
    <message>
        <source>Purchase %1</source>
        <translation>%1 kaufen</translation>
    </message>
    <message>
        <source>Get %1 underway</source>
        <translation>%1 in Gang bringen</translation>
    </message>
    <message>
        <source>Complete %1</source>
        <translation>%1 abschließen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <source>Intercept with %1</source>
        <translation>Mit %1 abfangen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>1 Influence to %1</source>
        <translation>1 Einfluss an %1</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Finish the maneuvering step first.</source>
        <translation>Beende zuerst den Manöverschritt.</translation>
    </message>
    <message>
        <source>It costs %1Ç: not enough Çint.</source>
        <translation>Es kostet %1Ç: nicht genug Çint.</translation>
    </message>
    <message>
        <source>Progress %1 of the %2 it needs.</source>
        <translation>Fortschritt %1 von nötigen %2.</translation>
    </message>
    <message>
        <source>Nothing it may be used on now.</source>
        <translation>Jetzt gibt es kein Ziel dafür.</translation>
    </message>
    <message>
        <source>Choose a starting card for your hand: click it (the others do not see which).</source>
        <translation>Wähle eine Startkarte für deine Hand: klicke sie an (die anderen sehen nicht, welche).</translation>
    </message>
    <message>
        <source>Maneuvering step: use a maneuver ability of one of your cards (click it), or pass.</source>
        <translation>Manöverschritt: Nutze eine Manöver-Fähigkeit einer deiner Karten (klicke sie an) oder passe.</translation>
    </message>
    <message>
        <source>Another boss&apos;s pawn wants to work on your event: accept or refuse.</source>
        <translation>Der Handlanger eines anderen Bosses will an deinem Ereignis arbeiten: annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>%1 offers you %2Ç: accept or refuse.</source>
        <translation>%1 bietet dir %2Ç an: annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>Your sabotage earns Influence: choose the House.</source>
        <translation>Deine Sabotage bringt Einfluss: wähle das Haus.</translation>
    </message>
    <message>
        <source>Your turn: drag a card from your hand to your employ to purchase it or to your underway row to get it underway; drag a pawn onto its mark; click a card for its other uses.</source>
        <translation>Dein Zug: Ziehe eine Handkarte in deine Dienste, um sie zu kaufen, oder zu den laufenden Ereignissen, um sie in Gang zu bringen; ziehe einen Handlanger auf sein Ziel; klicke eine Karte für ihre anderen Möglichkeiten an.</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>ein Ereignis</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation>Runde %1: %2 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>%1 shuffles their deck.</source>
        <translation>%1 mischt das eigene Deck.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 chooses a starting card.</source>
        <translation>%1 wählt eine Startkarte.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <translation>%1 wählt %2.</translation>
    </message>
    <message>
        <source>%1 pays %2Ç.</source>
        <translation>%1 zahlt %2Ç.</translation>
    </message>
    <message>
        <source>%1 gains %2Ç.</source>
        <translation>%1 erhält %2Ç.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 works.</source>
        <translation>%2 von %1 wirkt.</translation>
    </message>
    <message>
        <source>%1 declares: %2.</source>
        <translation>%1 sagt an: %2.</translation>
    </message>
    <message>
        <source>%1 gets %2 underway.</source>
        <translation>%1 bringt %2 in Gang.</translation>
    </message>
    <message>
        <source>%1 maneuvers with %2.</source>
        <translation>%1 manövriert mit %2.</translation>
    </message>
    <message>
        <source>%1 intercepts with %2!</source>
        <translation>%1 fängt mit %2 ab!</translation>
    </message>
    <message>
        <source>%1 purchases %2 for %3Ç.</source>
        <translation>%1 kauft %2 für %3Ç.</translation>
    </message>
    <message>
        <source>%1 completes %2.</source>
        <translation>%1 schließt %2 ab.</translation>
    </message>
    <message>
        <source>%1 takes %2 psych damage.</source>
        <translation>%1 erleidet %2 Psychoschaden.</translation>
    </message>
    <message>
        <source>%1 takes %2 damage.</source>
        <translation>%1 erleidet %2 Schaden.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message>
        <source>%1 leaves play with its mark.</source>
        <translation>%1 geht mit seinem Ziel aus dem Spiel.</translation>
    </message>
    <message>
        <source>%1 discards %2 to negotiate.</source>
        <translation>%1 wirft %2 zum Verhandeln ab.</translation>
    </message>
    <message>
        <source>%1 takes %2 sabotage.</source>
        <translation>%1 erleidet %2 Sabotage.</translation>
    </message>
    <message>
        <source>%1 of %2 is sabotaged away.</source>
        <translation>%1 von %2 wird durch Sabotage vereitelt.</translation>
    </message>
    <message>
        <source>%1 offers %2Ç to %3.</source>
        <translation>%1 bietet %3 ein Geschenk von %2Ç an.</translation>
    </message>
    <message>
        <source>%1 accepts %2Ç from %3.</source>
        <translation>%1 nimmt %2Ç von %3 an.</translation>
    </message>
    <message>
        <source>%1 refuses the work on their event.</source>
        <translation>%1 lehnt die Arbeit am eigenen Ereignis ab.</translation>
    </message>
    <message>
        <source>%1 refuses the gift.</source>
        <translation>%1 lehnt das Geschenk ab.</translation>
    </message>
    <message>
        <source>The last round is over: %1 has the most Influence.</source>
        <translation>Die letzte Runde ist vorbei: %1 hat den meisten Einfluss.</translation>
    </message>
    <message>
        <source>The last round is over: a draw between the bosses with the most Influence.</source>
        <translation>Die letzte Runde ist vorbei: Unentschieden zwischen den Bossen mit dem meisten Einfluss.</translation>
    </message>
    <message>
        <source>%1 reaches 8 Influence and rules the underworld!</source>
        <translation>%1 erreicht 8 Einfluss und beherrscht die Unterwelt!</translation>
    </message>
    <message>
        <source>Offer Çint to %1</source>
        <translation>%1 ein Çint-Geschenk anbieten</translation>
    </message>
    <message>
        <source>with House Ledgermark</source>
        <extracomment>The House one has Influence with, after &quot;Influence&quot; (&quot;1 Influence with House Ledgermark&quot;).</extracomment>
        <translation>bei Haus Ledgermark</translation>
    </message>
    <message>
        <source>with the Velvet Choir</source>
        <extracomment>The House one has Influence with, after &quot;Influence&quot;.</extracomment>
        <translation>beim Samtchor</translation>
    </message>
    <message>
        <source>with House Ironveil</source>
        <extracomment>The House one has Influence with, after &quot;Influence&quot;.</extracomment>
        <translation>bei Haus Eisenschleier</translation>
    </message>
    <message>
        <source>with the Driftborn</source>
        <extracomment>The House one has Influence with, after &quot;Influence&quot;.</extracomment>
        <translation>bei den Driftgeborenen</translation>
    </message>
    <message>
        <source>Influence %1</source>
        <extracomment>%1: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>Einfluss %1</translation>
    </message>
    <message>
        <source>It needs %1 Influence %2.</source>
        <extracomment>%2: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>Es braucht %1 Einfluss %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your job is done: give its Influence %1 one point at a time (%n left).</source>
        <extracomment>%1: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>
            <numerusform>Dein Auftrag ist erledigt: Verteile seinen Einfluss %1 Punkt für Punkt (noch %n).</numerusform>
            <numerusform>Dein Auftrag ist erledigt: Verteile seinen Einfluss %1 Punkt für Punkt (noch %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 offers you a share of a job&apos;s Influence %2: accept or refuse.</source>
        <extracomment>%2: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>%1 bietet dir einen Anteil am Einfluss eines Auftrags %2 an: annehmen oder ablehnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n Influence %2.</source>
        <extracomment>%2: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>
            <numerusform>%1 erhält %n Einfluss %2.</numerusform>
            <numerusform>%1 erhält %n Einfluss %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>An event of %1 takes %2 sabotage.</source>
        <translation>Ein Ereignis von %1 erleidet %2 Sabotage.</translation>
    </message>
    <message>
        <source>%1 decides not to offer Çint to %2.</source>
        <translation>%1 bietet %2 doch kein Çint an.</translation>
    </message>
    <message>
        <source>%1 asks %2 to let %3 work on their event.</source>
        <translation>%1 bittet %2, %3 an dessen Ereignis arbeiten zu lassen.</translation>
    </message>
    <message>
        <source>%1 agrees to the work on their event.</source>
        <translation>%1 stimmt der Arbeit am eigenen Ereignis zu.</translation>
    </message>
    <message>
        <source>%1 keeps 1 Influence of the job.</source>
        <translation>%1 behält 1 Einfluss des Auftrags.</translation>
    </message>
    <message>
        <source>%1 gives 1 Influence of the job to %2.</source>
        <translation>%1 gibt %2 1 Einfluss des Auftrags.</translation>
    </message>
</context>
<context>
    <name>ZoneView</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>gm::app::ArtbotCollectionModel</name>
    <message>
        <source>There is no profile called %1.</source>
        <translation>Es gibt kein Profil namens %1.</translation>
    </message>
    <message>
        <source>Every copy you own is already in the deck.</source>
        <translation>Jedes Exemplar, das du besitzt, ist schon im Deck.</translation>
    </message>
    <message>
        <source>The deck is full: take a card out first.</source>
        <translation>Das Deck ist voll: Nimm zuerst eine Karte heraus.</translation>
    </message>
</context>
<context>
    <name>gm::app::ArtbotCollections</name>
    <message>
        <source>The Artbot collections file could not be read and could not be moved aside either, so collections are not saved until %1 is fixed or removed.
What was wrong: %2</source>
        <translation>Die Artbot-Sammlungsdatei konnte weder gelesen noch beiseitegelegt werden. Deshalb werden die Sammlungen erst wieder gespeichert, wenn %1 repariert oder entfernt ist.
Was nicht stimmte: %2</translation>
    </message>
    <message>
        <source>Could not save the Artbot collections: %1</source>
        <translation>Die Artbot-Sammlungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>A deck holds %1 to %2 cards.</source>
        <translation>Ein Deck hat %1 bis %2 Karten.</translation>
    </message>
    <message>
        <source>Two seats are called %1. Each seat plays from the collection of its name, so give them different names.</source>
        <translation>Zwei Plätze heißen %1. Jeder Platz spielt mit der Sammlung seines Namens, gib ihnen also verschiedene Namen.</translation>
    </message>
    <message>
        <source>%1&apos;s collection holds %2 cards, too few for a deck of %3. Choose a smaller deck.</source>
        <translation>Die Sammlung von %1 hat %2 Karten, zu wenige für ein Deck mit %3. Wähle ein kleineres Deck.</translation>
    </message>
    <message>
        <source>%1 of %2 cards: add %3 more.</source>
        <translation>%1 von %2 Karten: Lege %3 weitere hinein.</translation>
    </message>
    <message>
        <source>%1 of %2 cards: take %3 out.</source>
        <translation>%1 von %2 Karten: Nimm %3 heraus.</translation>
    </message>
    <message>
        <source>The deck holds a card this set does not have (%1).</source>
        <translation>Das Deck enthält eine Karte, die es in diesem Set nicht gibt (%1).</translation>
    </message>
    <message>
        <source>The deck holds %1 × %2 but the collection only %3.</source>
        <translation>Das Deck enthält %1 × %2, die Sammlung aber nur %3.</translation>
    </message>
    <message>
        <source>The collection holds %1 cards, too few for a deck of %2.</source>
        <translation>Die Sammlung hat %1 Karten, zu wenige für ein Deck mit %2.</translation>
    </message>
    <message>
        <source>The Artbot collections file %1 was written by a newer version of Grudge Match. It is left as it is, and collections are not saved until you use that version again.
What was wrong: %2</source>
        <translation>Die Artbot-Sammlungsdatei %1 wurde von einer neueren Version von Grudge Match geschrieben. Sie bleibt unverändert, und Sammlungen werden nicht gespeichert, bis Sie wieder diese Version verwenden.
Was nicht stimmte: %2</translation>
    </message>
    <message>
        <source>The Artbot collections file %1 could not be read, so it was put aside as %2 and every profile starts again from a starter collection.
What was wrong: %3</source>
        <translation>Die Artbot-Sammlungsdatei %1 konnte nicht gelesen werden. Sie wurde als %2 beiseitegelegt, und jedes Profil beginnt wieder mit einer Startsammlung.
Was nicht stimmte: %3</translation>
    </message>
    <message>
        <source>The Artbot collections are not saved while the file %1 that could not be read is in the way.</source>
        <translation>Die Artbot-Sammlungen werden nicht gespeichert, solange die unlesbare Datei %1 im Weg ist.</translation>
    </message>
</context>
<context>
    <name>gm::app::BalanceLab</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <source>Choose a game to study.</source>
        <translation>Wähle ein Spiel für die Studie.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1 spielen %2 bis %3 Personen, nicht %4.</translation>
    </message>
    <message>
        <source>There is no bot called &quot;%1&quot;.</source>
        <translation>Es gibt keinen Bot namens „%1“.</translation>
    </message>
    <message>
        <source>Cancelled: the results of the last finished study are still shown.</source>
        <translation>Abgebrochen: Die Ergebnisse der letzten vollständigen Studie bleiben stehen.</translation>
    </message>
    <message>
        <source>The study could not run: %1</source>
        <translation>Die Studie konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>%1 games in %2 s.</source>
        <translation>%1 Spiele in %2 s.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1: %2 games, seed %3. Draws %4 %, games last %5 actions on average.</source>
        <translation>%1: %2 Spiele, Startwert %3. Unentschieden %4 %, ein Spiel dauert im Mittel %5 Aktionen.</translation>
    </message>
    <message>
        <source>Change in the first bot&apos;s win rate without the card (points)</source>
        <translation>Änderung der Siegquote des ersten Bots ohne die Karte (Punkte)</translation>
    </message>
    <message>
        <source>Win rate when the card was played minus when it was not (points)</source>
        <translation>Siegquote mit gespielter Karte minus ohne (Punkte)</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Es gibt noch keine Ergebnisse zum Exportieren.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufällige Züge</translation>
    </message>
    <message>
        <source>Heuristic (rules of thumb)</source>
        <translation>Heuristik (Faustregeln)</translation>
    </message>
    <message>
        <source>Search (default budget)</source>
        <translation>Suche (Standardbudget)</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Spiel: %1</translation>
    </message>
    <message>
        <source>Cards: %1 (%2)</source>
        <translation>Karten: %1 (%2)</translation>
    </message>
    <message>
        <source>Cards: the game&apos;s own (%1)</source>
        <translation>Karten: die mitgelieferten (%1)</translation>
    </message>
    <message>
        <source>Bots: %1</source>
        <translation>Bots: %1</translation>
    </message>
    <message>
        <source>%1 games, seed %2, with ablation</source>
        <translation>%1 Spiele, Startwert %2, mit Kartenablation</translation>
    </message>
    <message>
        <source>%1 games, seed %2</source>
        <translation>%1 Spiele, Startwert %2</translation>
    </message>
    <message>
        <source>Tables written to %1 in %2.</source>
        <translation>%1 in %2 geschrieben.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Charts written to %1.</source>
        <translation>Diagramme in %1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>gm::app::GameCatalog</name>
    <message>
        <source>Two fighters pick their moves in secret, then reveal them at once. Faster moves land first, every hit digs into your Stamina, and the wrong card turned over sends you to the canvas. Stay on your feet longer than your rival.</source>
        <translation>Zwei Kämpfer wählen ihre Züge geheim und decken sie gleichzeitig auf. Schnellere Schläge treffen zuerst, jeder Treffer zehrt an deiner Ausdauer, und die falsche aufgedeckte Karte schickt dich auf die Bretter. Bleib länger stehen als dein Gegner.</translation>
    </message>
    <message>
        <source>A vigilante hunts the city&apos;s crooks while a detective gathers the evidence. Cards turn a quarter every turn until they are spent; time your plays, use each card&apos;s action while it lasts and fill your pile with four first. Three Acts, roles swapping after each.</source>
        <translation>Ein Rächer jagt die Ganoven der Stadt, während ein Detektiv Beweise sammelt. Jede Karte dreht sich pro Zug um eine Vierteldrehung weiter, bis sie verbraucht ist: Spiele zum richtigen Zeitpunkt aus, nutze jede Kartenaktion, solange sie hält, und bringe als Erster vier Karten auf deinen Stapel. Drei Akte, nach jedem werden die Rollen getauscht.</translation>
    </message>
    <message>
        <source>Two to four art robots duel with decks built from their own collections. Hits make you turn over your cards, and rare ones soak up the blow; heal, glitch every hand at the table, and steal the cards you like: whatever you steal is yours for good.</source>
        <translation>Zwei bis vier Kunstroboter duellieren sich mit Decks aus ihren eigenen Sammlungen. Wer getroffen wird, deckt Karten auf, und seltene Karten fangen den Schlag ab. Heile dich, bring mit einem Glitch alle Hände am Tisch durcheinander und stiehl die Karten, die dir gefallen: Was du stiehlst, gehört dir für immer.</translation>
    </message>
    <message>
        <source>Two to four clones of one person, and only one life to go round. Take cards from the shared headspace, pay for them with your own body and mind, cut into every move with reactions, and be the last clone still standing.</source>
        <translation>Zwei bis vier Klone derselben Person, und nur ein Leben für alle. Nimm Karten aus dem gemeinsamen Kopfraum, bezahl sie mit deinem eigenen Körper und Geist, fahr jedem Zug mit Reaktionen dazwischen – und sei der letzte Klon, der noch steht.</translation>
    </message>
    <message>
        <source>Two to four crime bosses of the Eleven Systems. Hire pawns, buy places and devices, set schemes and jobs underway in secret, and win the favour of four great Houses: the first boss with 8 Influence in all takes the underworld.</source>
        <translation>Zwei bis vier Verbrecherbosse der Elf Systeme. Heuere Handlanger an, kaufe Orte und Geräte, bringe heimlich Pläne und Aufträge in Gang und gewinne die Gunst von vier großen Häusern: Der erste Boss mit 8 Einfluss insgesamt übernimmt die Unterwelt.</translation>
    </message>
</context>
<context>
    <name>gm::app::LogModel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 pass(es).</source>
        <extracomment>One line for everyone who passed in a row; %1 is one name or several (&quot;Ann, Bo and Cy&quot;).</extracomment>
        <translation>
            <numerusform>%1 passt.</numerusform>
            <numerusform>%1 passen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gm::app::PnpController</name>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>A %1 × %2 mm card does not fit on this paper inside %3 mm margins.</source>
        <translation>Eine Karte mit %1 × %2 mm passt bei %3 mm Rand nicht auf dieses Papier.</translation>
    </message>
    <message>
        <source>A %1 mm bleed leaves room for %2 cards a page instead of %3.</source>
        <translation>Mit %1 mm Beschnittzugabe passen %2 statt %3 Karten auf eine Seite.</translation>
    </message>
    <message>
        <source>A %1 mm gutter leaves room for %2 cards a page instead of %3.</source>
        <translation>Mit %1 mm Abstand passen %2 statt %3 Karten auf eine Seite.</translation>
    </message>
    <message>
        <source>Bleed and gutter leave room for %1 cards a page instead of %2.</source>
        <translation>Mit Beschnittzugabe und Abstand passen %1 statt %2 Karten auf eine Seite.</translation>
    </message>
    <message>
        <source>A bleed of at most %1 mm keeps %2.</source>
        <translation>Mit höchstens %1 mm Beschnittzugabe bleibt es bei %2.</translation>
    </message>
    <message>
        <source>Without the gutter more cards fit.</source>
        <translation>Ohne Abstand passen mehr Karten.</translation>
    </message>
    <message>
        <source>Portrait holds %1.</source>
        <translation>Im Hochformat passen %1.</translation>
    </message>
    <message>
        <source>Landscape holds %1.</source>
        <translation>Im Querformat passen %1.</translation>
    </message>
    <message>
        <source>Smaller margins may help.</source>
        <translation>Kleinere Ränder können helfen.</translation>
    </message>
    <message>
        <source>A4 paper is a little longer.</source>
        <translation>A4-Papier ist etwas länger.</translation>
    </message>
    <message>
        <source>%1 — print and play</source>
        <translation>%1 — Drucken und spielen</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n page(s) to %1. Print it at actual size (100 %).</source>
        <translation>
            <numerusform>%n Seite in %1 gespeichert. In Originalgröße (100 %) drucken.</numerusform>
            <numerusform>%n Seiten in %1 gespeichert. In Originalgröße (100 %) drucken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing is not available here; export a PDF instead.</source>
        <translation>Drucken ist hier nicht möglich; exportiere stattdessen ein PDF.</translation>
    </message>
    <message>
        <source>Nothing to print: the cards do not fit on the page.</source>
        <translation>Nichts zu drucken: Die Karten passen nicht auf die Seite.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n Seite an den Drucker gesendet.</numerusform>
            <numerusform>%n Seiten an den Drucker gesendet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gm::app::Session</name>
    <message>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation>Es gibt kein Spiel namens „%1“.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1 spielen %2 bis %3 Personen, nicht %4.</translation>
    </message>
    <message>
        <source>Seat %1 must be a human or an AI.</source>
        <translation>Platz %1 muss ein Mensch oder der Computer sein.</translation>
    </message>
    <message>
        <source>The AI of seat %1 must be Easy, Normal or Hard.</source>
        <translation>Der Computer auf Platz %1 muss Leicht, Normal oder Schwer sein.</translation>
    </message>
    <message>
        <source>The seed must be a whole number, or empty for a random game.</source>
        <translation>Der Startwert muss eine ganze Zahl sein oder leer für ein zufälliges Spiel.</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <translation>Das Spiel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>Speichern nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>There is no saved game to resume.</source>
        <translation>Es gibt kein gespeichertes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1): %2</translation>
    </message>
    <message>
        <source>The saved game %1 could not be resumed, so it was put aside as %2.
%3</source>
        <translation>Das gespeicherte Spiel %1 konnte nicht fortgesetzt werden und wurde als %2 beiseitegelegt.
%3</translation>
    </message>
    <message>
        <source>The saved game %1 could not be resumed and could not be put aside either, so games are not saved automatically until it is moved or removed.
%2</source>
        <translation>Das gespeicherte Spiel %1 konnte weder fortgesetzt noch beiseitegelegt werden. Spiele werden daher nicht automatisch gespeichert, bis es verschoben oder entfernt wird.
%2</translation>
    </message>
    <message>
        <source>Could not open %1: it was made with the card file %2, which cannot be used now.
%3</source>
        <translation>%1 lässt sich nicht öffnen: Das Spiel wurde mit der Kartendatei %2 begonnen, die jetzt nicht verwendbar ist.
%3</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>No game has finished here yet.</source>
        <translation>Hier ist noch kein Spiel zu Ende gegangen.</translation>
    </message>
    <message>
        <source>%1, after move %2. Saved %3.</source>
        <translation>%1, nach Aktion %2. Gespeichert am %3.</translation>
    </message>
    <message>
        <source>Could not read the save: %1</source>
        <translation>Der Spielstand konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The saved game %1 was written by a newer version of Grudge Match. It is left as it is, and games are not saved automatically until you resume it with that version or remove it.
%2</source>
        <translation>Der Spielstand %1 stammt von einer neueren Version von Grudge Match. Er bleibt, wie er ist, und Spiele werden nicht automatisch gespeichert, bis du ihn mit jener Version fortsetzt oder entfernst.
%2</translation>
    </message>
    <message>
        <source>%1, %2. Saved %3.</source>
        <comment>players, the turn, when</comment>
        <translation>%1, %2. Gespeichert am %3.</translation>
    </message>
</context>
<context>
    <name>gm::app::Settings</name>
    <message>
        <source>an entry is longer than %1 bytes, nested or long past anything this version writes</source>
        <translation>ein Eintrag ist länger als %1 Bytes, verschachtelt oder weit länger als alles, was diese Version schreibt</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read, so it was put aside as %2 and the defaults are used.
What was wrong: %3</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden; sie wurde als %2 beiseitegelegt, und es gelten die Voreinstellungen.
Was nicht stimmte: %3</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read and could not be put aside either; the defaults are used until it is moved or removed.
What was wrong: %2</source>
        <translation>Die Einstellungsdatei %1 konnte weder gelesen noch beiseitegelegt werden; es gelten die Voreinstellungen, bis sie verschoben oder entfernt wird.
Was nicht stimmte: %2</translation>
    </message>
</context>
<context>
    <name>gm::app::TableView</name>
    <message>
        <source>There is no game.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Only a player can take back their own moves.</source>
        <translation>Nur Spieler können ihre eigenen Züge zurücknehmen.</translation>
    </message>
    <message>
        <source>Only the player whose turn it is can take back a move.</source>
        <translation>Nur wer am Zug ist, kann einen Zug zurücknehmen.</translation>
    </message>
    <message>
        <source>There is no move to take back yet.</source>
        <translation>Noch gibt es keinen Zug zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>%1 has moved since your last move.</source>
        <translation>%1 hat seit deinem letzten Zug gezogen.</translation>
    </message>
    <message>
        <source>Your last move brought chance into play (a shuffle or a draw).</source>
        <translation>Dein letzter Zug hat den Zufall ins Spiel gebracht (Mischen oder Ziehen).</translation>
    </message>
    <message>
        <source>Your last move showed you a card you did not know.</source>
        <translation>Dein letzter Zug hat dir eine Karte gezeigt, die du nicht kanntest.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 win together!</source>
        <translation>%1 gewinnen gemeinsam!</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>New game of %1 (seed %2).</source>
        <translation>Neues Spiel %1 (Startwert %2).</translation>
    </message>
    <message>
        <source>New game of %1 with the cards of %2 (seed %3).</source>
        <translation>Neues Spiel %1 mit den Karten aus %2 (Startwert %3).</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Spiel aus %1 geladen.</translation>
    </message>
    <message>
        <source>Replay of %1.</source>
        <translation>Wiederholung von %1.</translation>
    </message>
    <message>
        <source>%1 changes their choice.</source>
        <translation>%1 ändert die Wahl.</translation>
    </message>
</context>
<context>
    <name>gm::print::PdfExport</name>
    <message>
        <source>Nothing to print: the cards do not fit on the page.</source>
        <translation>Nichts zu drucken: Die Karten passen nicht auf die Seite.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot start the PDF %1.</source>
        <translation>Das PDF %1 kann nicht angelegt werden.</translation>
    </message>
</context>
</TS>
