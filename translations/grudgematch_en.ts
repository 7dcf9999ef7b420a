<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>EnginesTable</name>
    <message numerus="yes">
        <source>Pick %n card(s) to discard to pay for the action.</source>
        <translation>
            <numerusform>Pick %n card to discard to pay for the action.</numerusform>
            <numerusform>Pick %n cards to discard to pay for the action.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) of your Active Area to score.</source>
        <translation>
            <numerusform>Pick %n card of your Active Area to score.</numerusform>
            <numerusform>Pick %n cards of your Active Area to score.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) of your deck to give to the other player.</source>
        <translation>
            <numerusform>Pick %n card of your deck to give to the other player.</numerusform>
            <numerusform>Pick %n cards of your deck to give to the other player.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <source>Choose %n card(s) to discard: click the revealed cards.</source>
        <translation>
            <numerusform>Choose %n card to discard: click the revealed cards.</numerusform>
            <numerusform>Choose %n cards to discard: click the revealed cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to bring back from your Discard.</source>
        <translation>
            <numerusform>Choose %n card to bring back from your Discard.</numerusform>
            <numerusform>Choose %n cards to bring back from your Discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to heal from your Discard.</source>
        <translation>
            <numerusform>Choose %n card to heal from your Discard.</numerusform>
            <numerusform>Choose %n cards to heal from your Discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Glitch! %1 shuffles every Active Deck together (%n card(s)) and deals them out.</source>
        <translation>
            <numerusform>Glitch! %1 shuffles every Active Deck together (%n card) and deals them out.</numerusform>
            <numerusform>Glitch! %1 shuffles every Active Deck together (%n cards) and deals them out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can&apos;t pay its cost: it needs %n card(s).</source>
        <translation>
            <numerusform>You can&apos;t pay its cost: it needs %n card.</numerusform>
            <numerusform>You can&apos;t pay its cost: it needs %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shuffles the Discard (%n card(s)) into the deck.</source>
        <translation>
            <numerusform>%1 shuffles the Discard (%n card) into the deck.</numerusform>
            <numerusform>%1 shuffles the Discard (%n cards) into the deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n card(s) from the top of the Stamina to the bottom.</source>
        <translation>
            <numerusform>%1 moves %n card from the top of the Stamina to the bottom.</numerusform>
            <numerusform>%1 moves %n cards from the top of the Stamina to the bottom.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n revealed card(s) on the Discard.</source>
        <translation>
            <numerusform>%1 puts %n revealed card on the Discard.</numerusform>
            <numerusform>%1 puts %n revealed cards on the Discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shuffles the Discard (%n card(s)) into the Stamina.</source>
        <translation>
            <numerusform>%1 shuffles the Discard (%n card) into the Stamina.</numerusform>
            <numerusform>%1 shuffles the Discard (%n cards) into the Stamina.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VendettaTable</name>
    <message numerus="yes">
        <source>+%n tick(s)</source>
        <translation>
            <numerusform>+%n tick</numerusform>
            <numerusform>+%n ticks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VendettaUi</name>
    <message numerus="yes">
        <source>%n corpus</source>
        <translation>
            <numerusform>%n corpus</numerusform>
            <numerusform>%n corpus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cerebrium</source>
        <translation>
            <numerusform>%n cerebrium</numerusform>
            <numerusform>%n cerebrium</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tick(s)</source>
        <translation>
            <numerusform>%n tick</numerusform>
            <numerusform>%n ticks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n state</numerusform>
            <numerusform>%n states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forgotten card(s)</source>
        <translation>
            <numerusform>%n forgotten card</numerusform>
            <numerusform>%n forgotten cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n tick(s).</source>
        <translation>
            <numerusform>%1 gains %n tick.</numerusform>
            <numerusform>%1 gains %n ticks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spends %n tick(s).</source>
        <translation>
            <numerusform>%1 spends %n tick.</numerusform>
            <numerusform>%1 spends %n ticks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n tick(s).</source>
        <translation>
            <numerusform>%1 loses %n tick.</numerusform>
            <numerusform>%1 loses %n ticks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The head is empty: every forgotten pile is shuffled into a new head (%n card(s)).</source>
        <translation>
            <numerusform>The head is empty: every forgotten pile is shuffled into a new head (%n card).</numerusform>
            <numerusform>The head is empty: every forgotten pile is shuffled into a new head (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Headspace is empty: %n card(s) flipped into it from the head.</source>
        <translation>
            <numerusform>Headspace is empty: %n card flipped into it from the head.</numerusform>
            <numerusform>Headspace is empty: %n cards flipped into it from the head.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VitiumTable</name>
    <message numerus="yes">
        <source>Your share: %n Influence. Refused, it goes to %1.</source>
        <translation>
            <numerusform>Your share: %n Influence. Refused, it goes to %1.</numerusform>
            <numerusform>Your share: %n Influence. Refused, it goes to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VitiumUi</name>
    <message numerus="yes">
        <source>Your job is done: give its Influence %1 one point at a time (%n left).</source>
        <extracomment>%1: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>
            <numerusform>Your job is done: give its Influence %1 one point at a time (%n left).</numerusform>
            <numerusform>Your job is done: give its Influence %1 one point at a time (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n Influence %2.</source>
        <extracomment>%2: a House with its preposition (&quot;with House Ironveil&quot;).</extracomment>
        <translation>
            <numerusform>%1 gains %n Influence %2.</numerusform>
            <numerusform>%1 gains %n Influence %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 refuses a share of %n Influence: it goes to nobody.</source>
        <translation>
            <numerusform>%1 refuses a share of %n Influence: it goes to nobody.</numerusform>
            <numerusform>%1 refuses a share of %n Influence: it goes to nobody.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gm::app::LogModel</name>
    <message numerus="yes">
        <source>%1 pass(es).</source>
        <extracomment>One line for everyone who passed in a row; %1 is one name or several (&quot;Ann, Bo and Cy&quot;).</extracomment>
        <translation>
            <numerusform>%1 passes.</numerusform>
            <numerusform>%1 pass.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gm::app::PnpController</name>
    <message numerus="yes">
        <source>Saved %n page(s) to %1. Print it at actual size (100 %).</source>
        <translation>
            <numerusform>Saved %n page to %1. Print it at actual size (100 %).</numerusform>
            <numerusform>Saved %n pages to %1. Print it at actual size (100 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Sent %n page to the printer.</numerusform>
            <numerusform>Sent %n pages to the printer.</numerusform>
        </translation>
    </message>
</context>
</TS>
