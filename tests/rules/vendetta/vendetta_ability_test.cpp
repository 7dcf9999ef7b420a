// Scenario tests for states: triggered abilities in the three directions (your turn / actions,
// opponents', everyone's) on every event, the active clone ordering beginning-of-turn triggers,
// a state not triggering on its own play, static abilities (armor, hand size, opponents' hand
// size, tick income) and activated abilities.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaAbilityTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaBeginningTriggersInTheActiveClonesChosenOrder() {
    auto st = emptyTable();
    // Both lose at the beginning of seat 0's turn: night terrors (1 corpus), trepanation (1
    // cerebrium); the active clone orders them.
    put(*st, "night_terrors", ZoneKind::States, 0);
    put(*st, "trepanation", ZoneKind::States, 0);
    st->startTurnForTest(0, 2);
    QCOMPARE(st->phase(), Phase::Order);
    QCOMPARE(st->actingSeat(), 0);
    QCOMPARE(ticks(*st, 0), 0);  // triggers first, then ticks
    act(*st, "order", "trepanation");
    const auto events = st->lastEvents();
    QCOMPARE(events.front().kind, std::string("trigger"));
    QCOMPARE(events.front().card, uid(*st, "trepanation"));
    QCOMPARE(corpus(*st, 0), 19);
    QCOMPARE(cerebrium(*st, 0), 19);
    QCOMPARE(ticks(*st, 0), 2);
  }

  void vendettaOpponentsTurnTriggerHitsTheActiveClone() {
    auto st = emptyTable();
    put(*st, "night_terrors", ZoneKind::States, 1);  // opponents' turns: 1 cerebrium to the active
    st->startTurnForTest(0, 2);
    QCOMPARE(cerebrium(*st, 0), 19);
    QCOMPARE(corpus(*st, 1), 20);  // its "your turn" penalty waits for seat 1's turn
  }

  void vendettaEveryonesTurnTriggerResolvesOnEachTurn() {
    auto st = emptyTable();
    put(*st, "quota", ZoneKind::States, 1);  // end of every turn: seat 1 loses 1 corpus
    put(*st, "shiv", ZoneKind::Headspace);
    st->startTurnForTest(0, 1);
    act(*st, "take", "shiv");
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 19);  // at the end of seat 0's turn
  }

  void vendettaTakeTriggersForYouAndForOpponents() {
    auto st = emptyTable();
    put(*st, "lucid_archive", ZoneKind::States, 0);     // whenever you take: lose 1 cerebrium
    put(*st, "overseer_whistle", ZoneKind::States, 1);  // an opponent takes: 1 cerebrium to them
    put(*st, "shiv", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    act(*st, "take", "shiv");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 0), 18);
    QCOMPARE(countEvents(*st, "trigger"), 2);
  }

  void vendettaPlayTriggersAndAStateDoesNotTriggerOnItsOwnPlay() {
    auto st = emptyTable();
    put(*st, "quota", ZoneKind::Hand, 0);  // whenever you play: inflict 1 corpus
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "quota");
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 20);  // not by its own play
    act(*st, "play", "memory_carve");
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 19);
  }

  void vendettaEveryonesPlayTriggerIncludesYourOwnPlays() {
    auto st = emptyTable();
    put(*st, "grey_surgeon", ZoneKind::States, 0);  // any clone plays: lose 1 cerebrium
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 0), 20 - 1 - 1);  // cost, then the trigger
  }

  void vendettaActivateTriggerForYou() {
    auto st = emptyTable();
    put(*st, "lucid_archive", ZoneKind::States, 0);
    put(*st, "mole_eyes", ZoneKind::States, 0);  // whenever you activate: lose 1 cerebrium
    st->startTurnForTest(0, 2);
    act(*st, "activate", "lucid_archive");
    passAll(*st);
    st->apply(st->legalActions().front());  // the archive's discard
    // 1 for the activation's cost, 1 from mole eyes.
    QCOMPARE(cerebrium(*st, 0), 18);
  }

  void vendettaPlayTriggerForOpponents() {
    auto st = emptyTable();
    put(*st, "echo_chamber", ZoneKind::States, 1);  // an opponent plays: 1 cerebrium to them
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    passAll(*st);
    QCOMPARE(cerebrium(*st, 0), 18);
    QCOMPARE(cerebrium(*st, 1), 16);
  }

  void vendettaActivatedAbilityPaysAndResolvesLikeAnAttack() {
    auto st = emptyTable();
    put(*st, "lucid_archive", ZoneKind::States, 0);  // 1 tick 1 cerebrium: draw 2, discard 1
    st->startTurnForTest(0, 2);
    act(*st, "activate", "lucid_archive");
    QCOMPARE(ticks(*st, 0), 1);
    passAll(*st);
    QCOMPARE(st->phase(), Phase::EffectPick);  // which of the two drawn to discard
    QCOMPARE(st->actingSeat(), 0);
    st->apply(st->legalActions().front());
    QCOMPARE(st->clone(0).hand.size(), 1);
    QCOMPARE(st->clone(0).forgotten.size(), 1);
    QCOMPARE(st->zoneOf(uid(*st, "lucid_archive")), ZoneKind::States);  // stays in play
  }

  void vendettaStaticArmorReducesWhatYouAreInflicted() {
    auto st = emptyTable();
    put(*st, "scar_tissue", ZoneKind::States, 1);  // armor 1 corpus
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "scalpel_lunge");
    passAll(*st);
    // 3 - 1; the bonus does not hold: after the 3, seat 0 (19) is not behind seat 1.
    QCOMPARE(corpus(*st, 1), 20 - 2);
  }

  // Issue 37, item 10: armor is a reduction too, and comes off all an action inflicts on the
  // clone in that resource, its benefit and its penalty together (it came off each step).
  void vendettaStaticArmorComesOffTheActionsTotal() {
    auto st = emptyTable();
    put(*st, "scar_tissue", ZoneKind::States, 1);  // armor 1 corpus
    put(*st, "cave_in", ZoneKind::Hand, 0);  // inflict 3 on each opponent; penalty 1 on everyone
    st->startTurnForTest(0, 2);
    act(*st, "play", "cave_in");
    passAll(*st);
    QCOMPARE(corpus(*st, 1), 20 - (3 + 1 - 1));
    QCOMPARE(corpus(*st, 0), 20 - 2 - 1);  // the cost and its own share of the penalty
  }

  // Our ruling 13: an effect that is not an action (here a trigger) has its own total, and a
  // state's reduction comes off that total in the same way.
  void vendettaStaticArmorComesOffATriggersTotal() {
    const auto cards = cardsWith(nlohmann::json::array({nlohmann::json::parse(R"({
      "id": "bad_dreams", "name": "Bad Dreams", "set": "a", "discipline": "mental",
      "type": "state", "cost": {"tick": 1},
      "benefit": [{"trigger": "turn_start", "whose": "opponents", "steps": [
        {"do": "inflict", "res": "corpus", "amount": 2, "who": "active"},
        {"do": "inflict", "res": "corpus", "amount": 2, "who": "active"}]}],
      "penalty": [{"static": "hand_size", "amount": -1}]})")}));
    auto st = emptyTable(2, 7, cards);
    put(*st, "bad_dreams", ZoneKind::States, 0);
    put(*st, "scar_tissue", ZoneKind::States, 1);
    st->startTurnForTest(1, 2);
    QCOMPARE(corpus(*st, 1), 20 - (2 + 2 - 1));
  }

  void vendettaStaticHandSizeChanges() {
    auto st = emptyTable();
    QCOMPARE(st->handSize(0), 4);
    put(*st, "scar_tissue", ZoneKind::States, 0);  // your hand size -1
    QCOMPARE(st->handSize(0), 3);
    put(*st, "trepanation", ZoneKind::States, 1);  // each opponent's hand size -1
    QCOMPARE(st->handSize(0), 2);
    QCOMPARE(st->handSize(1), 4);
    QCOMPARE(st->seatView(1).players[0].figures[4].key, std::string("hand_size"));
    QCOMPARE(st->seatView(1).players[0].figures[4].value, 2);
  }

  // Our ruling 8: the triggers of an action resolve in seat order from the active clone.
  void vendettaActionTriggersResolveInSeatOrderFromTheActiveClone() {
    auto st = emptyTable(3);
    put(*st, "grey_surgeon", ZoneKind::States, 0);  // any clone plays: seat 0 loses 1 cerebrium
    put(*st, "quota", ZoneKind::States, 2);         // you play: inflict 1 corpus on a chosen clone
    put(*st, "memory_carve", ZoneKind::Hand, 2);
    st->startTurnForTest(2, 2);
    act(*st, "play", "memory_carve");
    choose(*st, 1);
    passAll(*st);
    // Seat 2's quota comes first (it asks for its clone), seat 0's surgeon after it.
    QCOMPARE(st->phase(), Phase::Target);
    QCOMPARE(st->actingSeat(), 2);
    QCOMPARE(cerebrium(*st, 0), 15);
    choose(*st, 0);
    QCOMPARE(corpus(*st, 0), 14);
    QCOMPARE(cerebrium(*st, 0), 14);
    std::vector<int> order;
    for (const GameEvent& e : st->lastEvents())
      if (e.kind == "trigger") order.push_back(e.card);
    QCOMPARE(order, std::vector<int>{uid(*st, "grey_surgeon")});
  }

  // Our ruling 6: "gain ticks" off one's own turn does nothing.
  void vendettaTicksGainedOffTurnAreNotKept() {
    const auto cards = cardsWith(nlohmann::json::array({nlohmann::json::parse(R"({
      "id": "second_wind", "name": "Second Wind", "set": "a", "discipline": "physical",
      "type": "reaction", "cost": {"corpus": 1}, "reactingTo": ["play"],
      "benefit": [{"do": "gain", "res": "tick", "amount": 2}],
      "penalty": [{"do": "lose", "res": "cerebrium", "amount": 1}]})")}));
    auto st = emptyTable(2, 7, cards);
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    put(*st, "second_wind", ZoneKind::Hand, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    act(*st, "react", "second_wind");
    QCOMPARE(ticks(*st, 1), 0);
    QCOMPARE(ticks(*st, 0), 1);
  }

  void vendettaStaticTickIncome() {
    auto st = emptyTable();
    put(*st, "adrenal_gland", ZoneKind::States, 0);  // +1 tick a turn
    put(*st, "shiv", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    QCOMPARE(ticks(*st, 0), 3);
  }
};

QTEST_APPLESS_MAIN(VendettaAbilityTest)
#include "vendetta_ability_test.moc"
