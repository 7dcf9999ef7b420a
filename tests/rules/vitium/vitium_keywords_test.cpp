// Vitium's keywords (Unique, Notorious, Long-Ranged, Tormenting, Hardened, Alter, Ongoing,
// Interceptor, Body Guard, Patrol Guard, Elusive, Political Immunity, Maneuver) and ability tags
// (Act, Exhaust, Ç, Deploy, Turn, Sabotage, Maneuver, Sneak), one scenario each.
#include "vitium_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

namespace {
constexpr int kLedger = 0, kChoir = 1, kVeil = 2, kDrift = 3;

// Seat `s` may answer the action declared now with `a` in the maneuvering step: every seat
// before it passes.
void answerWith(VitiumState& st, Seat s, ActionId a) {
  QCOMPARE(st.phase(), Phase::Window);
  while (st.actingSeat() != s) st.apply(encode(Kind::Pass));
  act(st, a);
}
}  // namespace

class VitiumKeywordsAndTags : public QObject {
  Q_OBJECT

 private slots:
  void uniqueKillsEveryOtherAssetOfTheSameName() {
    auto st = emptyTable();
    const int theirs = put(*st, "gunship_ace", 1, Zone::Employ);
    const int mine = put(*st, "gunship_ace", 0, Zone::Hand);
    st->setCintForTest(0, 600);
    st->setInfluenceForTest(0, kVeil, 1);
    play(*st, encode(Kind::Purchase, mine));
    QCOMPARE(st->inst(mine).zone, Zone::Employ);
    QCOMPARE(st->inst(theirs).zone, Zone::Junkyard);
  }

  void notoriousGivesItsKillersBossAnInfluence() {
    auto st = emptyTable();
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int informant = put(*st, "masked_informant", 1, Zone::Employ);     // Choir
    st->setCountersForTest(informant, st->resolve(informant) - 2, 0, 0, 0);  // the ganger deals 2
    play(*st, encode(Kind::Attack, ganger, informant));
    QCOMPARE(st->inst(informant).zone, Zone::Junkyard);
    QCOMPARE(int(st->boss(0).influence[kChoir]), 1);
  }

  void notoriousSabotagedWhileSneakingGivesTheSaboteurAnInfluence() {
    auto st = emptyTable();
    const int whisperer = put(*st, "whisperer", 0, Zone::Employ);   // Stealth 4
    const int ghost = put(*st, "signal_ghost", 1, Zone::Underway);  // Notorious, Drift
    play(*st, encode(Kind::Sabotage, whisperer, ghost));
    QCOMPARE(st->inst(ghost).zone, Zone::Junkyard);
    QCOMPARE(int(st->boss(0).influence[kDrift]), 1);
  }

  void longRangedTakesNoDamageBackFromItsMark() {
    auto st = emptyTable();
    const int ace = put(*st, "gunship_ace", 0, Zone::Employ);     // Starworthy, Force 3
    const int marine = put(*st, "void_marine", 1, Zone::Employ);  // Starborn, Force 4
    play(*st, encode(Kind::Attack, ace, marine));
    QCOMPARE(int(st->inst(marine).damage), 3);
    QCOMPARE(int(st->inst(ace).damage), 0);
  }

  void tormentingDealsPsychDamage() {
    auto st = emptyTable();
    const int eater = put(*st, "dream_eater", 0, Zone::Employ);   // Etherial, Force 3
    const int marine = put(*st, "void_marine", 1, Zone::Employ);  // Starborn
    play(*st, encode(Kind::Attack, eater, marine));
    QCOMPARE(int(st->inst(marine).psych), 1);  // half of 3 to another domain, as psych-damage
    QCOMPARE(int(st->inst(marine).damage), 0);
    QCOMPARE(int(st->inst(eater).damage), 2);  // the marine's 4, halved, phys
  }

  void hardenedIgnoresPsychDamageForDeath() {
    auto st = emptyTable();
    const int eater = put(*st, "dream_eater", 0, Zone::Employ);
    const int warden = put(*st, "vault_warden", 1, Zone::Employ);  // Hardened
    st->setCountersForTest(warden, 0, 9, 0, 0);
    play(*st, encode(Kind::Attack, eater, warden));
    QCOMPARE(st->inst(warden).zone, Zone::Employ);
    QCOMPARE(st->damageTotal(warden), 0);
  }

  void alterAddsItsStatsCannotBeMarkedAndLeavesWithItsMark() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Employ);
    const int armour = put(*st, "plated_armour", 0, Zone::Hand);  // +1 Force, +2 Resolve
    st->setCintForTest(0, 300);
    QVERIFY(!legal(*st, encode(Kind::Purchase, armour)));  // an alter needs its mark
    play(*st, encode(Kind::Purchase, armour, tally));
    QCOMPARE(st->inst(armour).attached, tally);
    QCOMPARE(st->force(tally), st->card(tally).force + 1);
    QCOMPARE(st->resolve(tally), st->card(tally).resolve + 2);
    QCOMPARE(st->seatView(1).zone("p0.employ")->cards.back().attachedTo, tally);
    act(*st, encode(Kind::EndTurn));
    const int ganger = put(*st, "press_ganger", 1, Zone::Employ);
    st->startTurnForTest(1);
    QVERIFY(!legal(*st, encode(Kind::Attack, ganger, armour)));
    st->setCountersForTest(tally, st->resolve(tally) - 2, 0, 0, 0);
    play(*st, encode(Kind::Attack, ganger, tally));
    QCOMPARE(st->inst(tally).zone, Zone::Junkyard);
    QCOMPARE(st->inst(armour).zone, Zone::Junkyard);
  }

  void ongoingGambitStaysInPlayAndItsTurnAbilityWorks() {
    auto st = emptyTable();
    const int racket = put(*st, "protection_racket", 0, Zone::Underway);  // Turn: 200Ç
    st->setInfluenceForTest(0, kLedger, 1);
    st->setCountersForTest(racket, 0, 0, 4, 0);
    play(*st, encode(Kind::Complete, racket));
    QCOMPARE(st->inst(racket).zone, Zone::Employ);
    st->startTurnForTest(0);
    QCOMPARE(st->boss(0).cint, 200);
  }

  void interceptorStopsAPawnWithNoMoreStealthThanItsCunningAndFights() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Employ);  // Stealth 1
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    const int informant = put(*st, "masked_informant", 1, Zone::Employ);  // Cunning 3
    act(*st, encode(Kind::Work, tally, job));
    answerWith(*st, 1, encode(Kind::Intercept, informant));
    passAll(*st);
    QCOMPARE(int(st->inst(job).progress), 0);
    QVERIFY(st->inst(informant).exhausted);
    QCOMPARE(int(st->inst(tally).damage), 1);      // the informant's Force
    QCOMPARE(int(st->inst(informant).damage), 1);  // the tallyman's Force
  }

  void interceptorCannotStopAStealthierPawn() {
    auto st = emptyTable();
    const int whisperer = put(*st, "whisperer", 0, Zone::Employ);  // Stealth 4
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    const int informant = put(*st, "masked_informant", 1, Zone::Employ);
    act(*st, encode(Kind::Work, whisperer, job));
    while (st->actingSeat() != 1) act(*st, encode(Kind::Pass));
    QVERIFY(!legal(*st, encode(Kind::Intercept, informant)));
  }

  void bodyGuardInterceptsAnAttackOnAnotherPawnOfItsBoss() {
    auto st = emptyTable();
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int tally = put(*st, "tallyman", 1, Zone::Employ);
    const int marine = put(*st, "void_marine", 1, Zone::Employ);  // Body Guard
    act(*st, encode(Kind::Attack, ganger, tally));
    answerWith(*st, 1, encode(Kind::Intercept, marine));
    passAll(*st);
    QCOMPARE(int(st->inst(tally).damage), 0);
    QCOMPARE(int(st->inst(ganger).damage), 2);  // the marine's 4, halved (Stellar to Planetary)
  }

  void patrolGuardInterceptsSabotageOfItsBossesEvent() {
    auto st = emptyTable();
    const int whisperer = put(*st, "whisperer", 0, Zone::Employ);  // Stealth 4 > its Cunning 2
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    const int warden = put(*st, "vault_warden", 1, Zone::Employ);  // Patrol Guard
    act(*st, encode(Kind::Sabotage, whisperer, job));
    answerWith(*st, 1, encode(Kind::Intercept, warden));
    passAll(*st);
    QCOMPARE(st->inst(job).zone, Zone::Underway);
    QCOMPARE(int(st->inst(job).sabotage), 0);
  }

  void elusiveMayOnlyBeAttackedWithMoreCunningThanItsStealth() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Employ);       // Cunning 3
    const int whisperer = put(*st, "whisperer", 1, Zone::Employ);  // Elusive, Stealth 4
    QVERIFY(!legal(*st, encode(Kind::Attack, tally, whisperer)));
    auto st2 = emptyTable(2, 0, testCardsWith([](nlohmann::json& doc) {
                            for (auto& c : doc["cards"])
                              if (c["id"] == "whisperer") c["stealth"] = 2;
                          }));
    const int tally2 = put(*st2, "tallyman", 0, Zone::Employ);
    const int whisperer2 = put(*st2, "whisperer", 1, Zone::Employ);  // still Elusive
    QVERIFY(st2->card(whisperer2).has(kElusive));
    QVERIFY(legal(*st2, encode(Kind::Attack, tally2, whisperer2)));
  }

  void politicalImmunitySparesRisk() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kDrift, 5);                        // risk 2
    const int priest = put(*st, "null_priest", 0, Zone::Employ);  // Act: 1 Influence
    play(*st, encode(Kind::Activate, priest));
    QCOMPARE(int(st->inst(priest).damage), 0);
    QCOMPARE(int(st->boss(0).influence[kDrift]), 6);
  }

  void maneuverKeywordLetsAnEventBeCompletedInAnotherBossesStep() {
    auto st = emptyTable();
    const int handshake = put(*st, "golden_handshake", 1, Zone::Underway);  // Maneuver, 300Ç
    st->setCintForTest(0, 200);
    act(*st, encode(Kind::Negotiate));
    answerWith(*st, 1, encode(Kind::Complete, handshake));
    QCOMPARE(st->boss(1).cint, 300);
    passAll(*st);
    QCOMPARE(st->phase(), Phase::Main);
  }

  void actTagIsAPawnActionWithExhaustionAndRisk() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 3);
    const int courier = put(*st, "bonded_courier", 0, Zone::Employ);  // Act: 200Ç
    play(*st, encode(Kind::Activate, courier));
    QCOMPARE(st->boss(0).cint, 200);
    QVERIFY(st->inst(courier).exhausted);
    QCOMPARE(int(st->inst(courier).damage), 1);
    QVERIFY(!legal(*st, encode(Kind::Activate, courier)));
  }

  void exhaustAndCintTagsArePaidToActivate() {
    auto st = emptyTable();
    const int ledger = put(*st, "ledger_of_debts", 0, Zone::Employ);  // Exhaust, 100Ç: draw
    st->setCintForTest(0, 99);
    QVERIFY(!legal(*st, encode(Kind::Activate, ledger)));
    st->setCintForTest(0, 200);
    const int hand = st->boss(0).inZone[static_cast<int>(Zone::Hand)];
    play(*st, encode(Kind::Activate, ledger));
    QCOMPARE(st->boss(0).cint, 100);
    QVERIFY(st->inst(ledger).exhausted);
    QCOMPARE(int(st->boss(0).inZone[static_cast<int>(Zone::Hand)]), hand + 1);
    QVERIFY(!legal(*st, encode(Kind::Activate, ledger)));
    st->startTurnForTest(0);  // unexhausts
    QVERIFY(legal(*st, encode(Kind::Activate, ledger)));
  }

  void deployTagWorksWhenPurchased() {
    auto st = emptyTable();
    const int dock = put(*st, "orbital_dock", 0, Zone::Hand);  // Deploy: draw a card
    st->setCintForTest(0, 500);
    play(*st, encode(Kind::Purchase, dock));
    QCOMPARE(int(st->boss(0).inZone[static_cast<int>(Zone::Hand)]), 1);
  }

  void turnTagWorksAtTheStartOfItsBossesTurn() {
    auto st = emptyTable();
    put(*st, "counting_house", 0, Zone::Employ);  // Turn: 100Ç
    put(*st, "counting_house", 1, Zone::Employ);
    st->startTurnForTest(0);
    QCOMPARE(st->boss(0).cint, 100);
    QCOMPARE(st->boss(1).cint, 0);
  }

  void sabotageTagWorksWhenItsCardIsSabotaged() {
    auto st = emptyTable();
    const int whisperer = put(*st, "whisperer", 0, Zone::Employ);
    const int commune = put(*st, "commune_with_the_drowned", 1, Zone::Underway);  // 300Ç
    play(*st, encode(Kind::Sabotage, whisperer, commune));
    QCOMPARE(st->inst(commune).zone, Zone::Junkyard);
    QCOMPARE(st->boss(1).cint, 300);
  }

  void maneuverTagAbilitiesAreUsedOnlyInAManeuveringStep() {
    auto st = emptyTable();
    const int shrine = put(*st, "shrine_of_echoes", 0, Zone::Employ);  // Exhaust, Maneuver: heal 2
    const int tally = put(*st, "tallyman", 0, Zone::Employ);
    st->setCountersForTest(tally, 2, 0, 0, 0);
    QVERIFY(!legal(*st, encode(Kind::Activate, shrine, tally)));
    st->setCintForTest(0, 200);
    act(*st, encode(Kind::Negotiate));
    answerWith(*st, 0, encode(Kind::Activate, shrine, tally));
    QCOMPARE(int(st->inst(tally).damage), 0);
    QVERIFY(st->inst(shrine).exhausted);
  }

  void sneakingAssetWorksUnderwayAndCanBePurchasedFromThere() {
    auto st = emptyTable();
    const int ghost = put(*st, "signal_ghost", 0, Zone::Hand);  // Sneak: 100Ç a turn
    play(*st, encode(Kind::Underway, ghost));
    QCOMPARE(st->inst(ghost).zone, Zone::Underway);
    QVERIFY(!st->visibleTo(ghost, 1));
    st->startTurnForTest(0);
    QCOMPARE(st->boss(0).cint, 100);
    st->setCintForTest(0, 400);
    play(*st, encode(Kind::Purchase, ghost));
    QCOMPARE(st->inst(ghost).zone, Zone::Employ);
  }

  // A sneak ability shows what it does, never its card (RULINGS): the seed 54 showed a
  // Hollow Saint's underway Signal Ghost to the other boss once it paid.
  void aSneakShowsItsEffectButNeverItsCard() {
    auto st = emptyTable();
    const int ghost = put(*st, "signal_ghost", 0, Zone::Hand);  // Sneak: 100Ç a turn
    const int job = put(*st, "collect_old_debts", 0, Zone::Hand);
    play(*st, encode(Kind::Underway, job));
    play(*st, encode(Kind::Underway, ghost));
    st->startTurnForTest(0);
    QCOMPARE(st->boss(0).cint, 100);
    QVERIFY(!st->visibleTo(ghost, 1));
    // The log: whose sneaking card paid what, never which card.
    bool sawTrigger = false;
    for (const GameEvent& e : st->lastEvents())
      if (e.kind == "trigger") {
        const GameEvent seen = e.seenBy(1);
        QCOMPARE(seen.card, -1);
        QCOMPARE(seen.face, std::string());
        QCOMPARE(seen.seat, 0);
        QCOMPARE(seen.amount, 100);
        sawTrigger = true;
      }
    QVERIFY(sawTrigger);
    // The other boss sees which face-down card sneaks, not what it is.
    const SeatView v = st->seatView(1);
    const SeatZone* under = v.zone("p0.underway");
    QVERIFY(under);
    for (const SeatCard& c : under->cards) {
      QCOMPARE(c.uid, -1);
      QCOMPARE(c.face, std::string());
    }
    const auto rows = v.extra["underway"]["p0.underway"];
    QCOMPARE(int(rows.size()), 2);
    QCOMPARE(rows[0][2].get<int>() + rows[1][2].get<int>(), 1);
    QCOMPARE(rows[std::size_t(st->pile(0, Zone::Underway)[1] == ghost)][2].get<int>(), 1);
    // Every world of the other boss's keeps a card that sneaks for 100Ç in that place.
    Rng rng(3);
    for (int i = 0; i < 30; ++i) {
      auto world = st->resampleFor(1, rng);
      const auto& w = static_cast<const VitiumState&>(*world);
      QVERIFY(w.seatView(1) == v);
      const Ability* sneak = w.card(ghost).withTag(kSneak);
      QVERIFY(sneak && sneak->op == Op::Cint && sneak->amount == 100);
    }
  }
};

QTEST_APPLESS_MAIN(VitiumKeywordsAndTags)
#include "vitium_keywords_test.moc"
