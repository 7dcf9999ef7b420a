#pragma once
// The pace a player chooses for the table's animations, and every duration that follows from it:
// one table of named beats (how long the table lingers on one event before the next), a factor per
// pace for the animations themselves, and a budget that bounds the events of one action. A game's
// table only says which beat each of its event kinds is (TablePlayer::beats); the milliseconds are
// all here, so every game keeps the same pace.
//
// Paces: "off" shows every outcome at once; "fast", "normal" (the default) and "slow" play the
// beats at a factor of their normal length, and squeeze the steps of one action proportionally
// when they would run past that pace's budget (a turn of a duel where both fighters fall has some
// forty events; at "normal" it is scheduled for at most 3 s, so it resolves within 4 s).
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <vector>

namespace gm::app {

enum class Pace { Off, Fast, Normal, Slow };

namespace pace {

// "off", "fast", "normal", "slow" (the names Settings stores and QML uses).
QString name(Pace pace);
// The pace of `name`; an unknown name is Normal, with *ok false.
Pace fromName(const QString& name, bool* ok = nullptr);
QStringList names();

// How long the animations of `pace` take compared with "normal" (0 for "off").
double factor(Pace pace);
// At most this many milliseconds from the first event of one action to the last (0 for "off").
int actionBudgetMs(Pace pace);

// The beats, by name, at "normal" pace; an unknown name is 0 ms ("none").
//   none 0      the next event follows at once
//   quick 120   one card of a stream (a pile turned over card by card)
//   flip 250    a card turning over on its place
//   move 300    a card flying to another zone (it lands while the next event starts)
//   note 350    a short message (a bonus, a pause between phases)
//   line 500    a step worth reading (a line of the resolution)
//   hit 600     damage landing
//   shuffle 700 a pile shuffled
//   banner 900  a big message (a fall, a death, the end of a round of play)
int beatMs(const QString& beat);
QStringList beatNames();
// Every beat's length at `pace` (before an action's budget squeezes it): name -> ms. The QML
// Theme's animation durations come from here.
QVariantMap durations(Pace pace);

// The milliseconds each step of one action lingers at `pace`, given each step's beat length at
// "normal": scaled by factor(pace) (rounded) and, when their sum would pass actionBudgetMs(pace),
// all shortened in proportion so that it does not (rounded down, so the sum never passes it).
std::vector<int> schedule(const std::vector<int>& normalMs, Pace pace);

}  // namespace pace
}  // namespace gm::app
