<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardLibrary</name>
    <message>
        <source>INSTANT</source>
        <translation>SOFORT</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rally</translation>
    </message>
    <message>
        <source>Ends a knockdown: you are back on your feet.</source>
        <translation>Beendet einen Niederschlag: Du stehst wieder.</translation>
    </message>
    <message>
        <source>Unstable</source>
        <translation>Wackelig</translation>
    </message>
    <message>
        <source>Starts a new Unstable pile and knocks you down.</source>
        <translation>Beginnt einen neuen Wackelig-Stapel und schickt dich zu Boden.</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <source>Absorbs the hit.</source>
        <translation>Fängt den Treffer ab.</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <source>RALLY</source>
        <translation>RALLY</translation>
    </message>
    <message>
        <source>UNSTABLE</source>
        <translation>WACKELIG</translation>
    </message>
    <message>
        <source>STABLE</source>
        <translation>STABIL</translation>
    </message>
    <message>
        <source>INSTANT</source>
        <translation>SOFORT</translation>
    </message>
    <message>
        <source>DMG</source>
        <translation>SCH</translation>
    </message>
</context>
<context>
    <name>EventPlayer</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
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
        <source>%1 deals %2 damage to %3.</source>
        <translation>%1 fügt %3 %2 Schaden zu.</translation>
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
        <source>%1 takes %2 back into hand.</source>
        <translation>%1 nimmt %2 zurück auf die Hand.</translation>
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
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Fight log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
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
</context>
<context>
    <name>HandView</name>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
</context>
<context>
    <name>KnockdownTable</name>
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
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>Mensch</translation>
    </message>
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
        <source>VS</source>
        <translation>GEGEN</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
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
        <source>Total damage %1 · Unstable piles %2</source>
        <translation>Schaden gesamt %1 · Wackelig-Stapel %2</translation>
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
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>Letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>A game was still in progress when Grudge Match last closed. Pick it up where you left off, or throw it away?</source>
        <translation>Beim letzten Beenden von Grudge Match lief noch ein Spiel. Dort weitermachen, wo du aufgehört hast, oder es verwerfen?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
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
        <translation>Raufbold</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <source>Bruiser</source>
        <translation>Schläger</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Knocked down</source>
        <translation>Am Boden</translation>
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
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Total damage</source>
        <translation>Schaden gesamt</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>The other fighter&apos;s choice stays hidden. Only %1 should look at the table now.</source>
        <translation>Die Wahl des anderen Kämpfers bleibt verdeckt. Nur %1 sollte jetzt auf den Tisch schauen.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
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
    <name>RevealStrip</name>
    <message>
        <source>Rally on card %1: back up!</source>
        <translation>Rally bei Karte %1: wieder auf den Beinen!</translation>
    </message>
    <message>
        <source>Knocked down: %1 of %2 turned</source>
        <translation>Am Boden: %1 von %2 aufgedeckt</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>The rules page of this game is missing from this build.</source>
        <translation>Die Regelseite dieses Spiels fehlt in dieser Version.</translation>
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
        <source>Turn %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
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
        <source>Watching the fight</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Choose your card</source>
        <translation>Wähle deine Karte</translation>
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
        <source>Drag an Action card onto your slot, click it, or pick it with the arrow keys and Enter.</source>
        <translation>Ziehe eine Aktionskarte auf dein Feld, klicke sie an oder wähle sie mit den Pfeiltasten und Enter.</translation>
    </message>
    <message>
        <source>You may still change your card until %1 has chosen.</source>
        <translation>Du kannst deine Karte noch ändern, bis %1 gewählt hat.</translation>
    </message>
</context>
<context>
    <name>UnstablePiles</name>
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
</context>
<context>
    <name>gm::app::GameCatalog</name>
    <message>
        <source>Two fighters pick their moves in secret, then reveal them at once. Faster moves land first, every hit digs into your Stamina, and the wrong card turned over sends you to the canvas. Stay on your feet longer than your rival.</source>
        <translation>Zwei Kämpfer wählen ihre Züge geheim und decken sie gleichzeitig auf. Schnellere Schläge treffen zuerst, jeder Treffer zehrt an deiner Ausdauer, und die falsche aufgedeckte Karte schickt dich auf die Bretter. Bleib länger stehen als dein Gegner.</translation>
    </message>
</context>
<context>
    <name>gm::app::Session</name>
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
        <source>New game of %1 (seed %2).</source>
        <translation>Neues Spiel %1 (Startwert %2).</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <translation>Das Spiel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
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
        <source>A draw!</source>
        <translation>Unentschieden!</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <source>Could not open %1: the file is far too large to be a Grudge Match save.</source>
        <translation>%1 konnte nicht geöffnet werden: die Datei ist viel zu groß für einen Grudge-Match-Spielstand.</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Spiel aus %1 geladen.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically (%1): %2</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1): %2</translation>
    </message>
    <message>
        <source>%1 changes their choice.</source>
        <translation>%1 ändert die Wahl.</translation>
    </message>
</context>
</TS>
