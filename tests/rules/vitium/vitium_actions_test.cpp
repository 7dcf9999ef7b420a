// Vitium's actions: purchase, underway, the pawn actions with exhaustion and risk (the risk
// table's rows), attack both ways, the domains' combat table, work with consent, sabotage and
// the sabotage table's boundaries, complete with its requirements, a job's Çint and the
// allocation of its Influence, and death by Resolve with phys- and psych-damage.
#include "vitium_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

namespace {
constexpr int kLedger = 0, kChoir = 1, kVeil = 2;
}

class VitiumActions : public QObject {
  Q_OBJECT

 private slots:
  void purchaseNeedsItsCostAndItsInfluence() {
    auto st = emptyTable();
    const int warden = put(*st, "vault_warden", 0, Zone::Hand);  // 500Ç, 1 Ledgermark
    st->setCintForTest(0, 499);
    st->setInfluenceForTest(0, kLedger, 1);
    QVERIFY(!legal(*st, encode(Kind::Purchase, warden)));
    st->setCintForTest(0, 500);
    st->setInfluenceForTest(0, kLedger, 0);
    QVERIFY(!legal(*st, encode(Kind::Purchase, warden)));
    st->setInfluenceForTest(0, kLedger, 1);
    play(*st, encode(Kind::Purchase, warden));
    QCOMPARE(st->inst(warden).zone, Zone::Employ);
    QCOMPARE(st->boss(0).cint, 0);
  }

  void swornToMeetsTheRequirementWithTheNamedHouse() {
    auto st = emptyTable();
    // The Gilded Vault Job: Ledgermark 2, sworn to the Velvet Choir.
    const int job = put(*st, "gilded_vault_job", 0, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 8, 0);
    QVERIFY(!legal(*st, encode(Kind::Complete, job)));
    st->setInfluenceForTest(0, kChoir, 2);
    QVERIFY(legal(*st, encode(Kind::Complete, job)));
  }

  void anEventGoesUnderwayFaceDownWithPublicCounters() {
    auto st = emptyTable();
    const int job = put(*st, "collect_old_debts", 0, Zone::Hand);
    play(*st, encode(Kind::Underway, job));
    QCOMPARE(st->inst(job).zone, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 2, 1);
    const SeatView other = st->seatView(1);
    const SeatZone* zone = other.zone("p0.underway");
    QVERIFY(zone && zone->cards.size() == 1);
    QCOMPARE(zone->cards[0].uid, -1);
    QCOMPARE(zone->cards[0].face, std::string());
    QCOMPARE(other.extra["underway"]["p0.underway"][0][0].get<int>(), 2);
    QCOMPARE(other.extra["underway"]["p0.underway"][0][1].get<int>(), 1);
    const SeatView own = st->seatView(0);
    QCOMPARE(own.zone("p0.underway")->cards[0].face, std::string("collect_old_debts"));
    QCOMPARE(own.zone("p0.underway")->cards[0].counters.at("progress"), 2);
  }

  void workPutsTheCunningOfThePawnAsProgressAndExhaustsIt() {
    auto st = emptyTable();
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);  // Cunning 3
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    play(*st, encode(Kind::Work, pawn, job));
    QCOMPARE(int(st->inst(job).progress), 3);
    QVERIFY(st->inst(pawn).exhausted);
    QVERIFY(!legal(*st, encode(Kind::Work, pawn, job)));
    QCOMPARE(int(st->inst(pawn).damage), 0);
  }

  void workOnAnotherBossesEventNeedsItsConsent() {
    auto st = emptyTable();
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    act(*st, encode(Kind::Work, pawn, job));
    QCOMPARE(st->phase(), Phase::Consent);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, encode(Kind::Refuse));
    QCOMPARE(st->phase(), Phase::Main);
    QVERIFY(!st->inst(pawn).exhausted);
    QCOMPARE(int(st->inst(job).progress), 0);
    act(*st, encode(Kind::EndTurn));  // not asked again this turn: on the next one
    act(*st, encode(Kind::EndTurn));
    act(*st, encode(Kind::Work, pawn, job));
    act(*st, encode(Kind::Accept));
    passAll(*st);
    QCOMPARE(int(st->inst(job).progress), 3);
    QVERIFY(st->inst(pawn).exhausted);
  }

  // The boss who refuses work on its face-down event tells nobody which event it was: the refusal
  // names no card, and the working boss still sees the event face down (issue 37).
  void aRefusedWorkShowsNobodyTheEvent() {
    auto st = emptyTable();
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    act(*st, encode(Kind::Work, pawn, job));
    st->setRecordEvents(true);
    act(*st, encode(Kind::Refuse));
    bool refused = false;
    for (const GameEvent& e : st->lastEvents()) {
      if (e.kind != "refuse") continue;
      refused = true;
      QCOMPARE(e.card, -1);
      QCOMPARE(e.face, std::string());
      QCOMPARE(e.args, std::vector<std::string>{"work"});
    }
    QVERIFY(refused);
    const SeatView working = st->seatView(0);
    const SeatZone* underway = working.zone("p1.underway");
    QVERIFY(underway && underway->cards.size() == 1);
    QCOMPARE(underway->cards[0].uid, -1);
  }

  void riskDamageFollowsTheBossesTotalInfluence_data() {
    QTest::addColumn<int>("influence");
    QTest::addColumn<int>("risk");
    QTest::newRow("2 -> 0") << 2 << 0;
    QTest::newRow("3 -> 1") << 3 << 1;
    QTest::newRow("4 -> 1") << 4 << 1;
    QTest::newRow("5 -> 2") << 5 << 2;
  }
  void riskDamageFollowsTheBossesTotalInfluence() {
    QFETCH(int, influence);
    QFETCH(int, risk);
    QCOMPARE(riskDamage(influence), risk);
    auto st = emptyTable();
    // Spread over two Houses: the table reads the total.
    st->setInfluenceForTest(0, kLedger, influence / 2);
    st->setInfluenceForTest(0, kVeil, influence - influence / 2);
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    play(*st, encode(Kind::Work, pawn, job));
    QCOMPARE(int(st->inst(pawn).damage), risk);
  }

  // Risk is a cost: a pawn may pay it with its life, and its action still resolves with its
  // printed values (RULINGS).
  void aPawnMayPayItsRiskWithItsLifeAndStillActs() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 5);                  // risk 2
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);  // Cunning 3, Stealth 1, Resolve 5
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    st->setCountersForTest(pawn, st->resolve(pawn) - 2, 0, 0, 0);
    QVERIFY(st->riskKills(pawn));
    play(*st, encode(Kind::Work, pawn, job));
    QCOMPARE(st->inst(pawn).zone, Zone::Junkyard);
    QCOMPARE(int(st->inst(job).progress), 3);
    QCOMPARE(countEvents(*st, "death"), 0);  // it died as it paid, in the declaration
  }

  void aPawnKilledByItsRiskStillSabotagesAndAttacks() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 6);  // risk 2
    // The seed 246: a Dream Eater at 4 damage of Resolve 5 was offered only the attacks
    // that carry no risk.
    const int eater = put(*st, "dream_eater", 0, Zone::Employ);  // Force 3, Stealth 2, Tormenting
    st->setCountersForTest(eater, 4, 0, 0, 0);
    const int event = put(*st, "collect_old_debts", 1, Zone::Underway);
    const int vault = put(*st, "counting_house", 1, Zone::Employ);  // a location: no Force
    QVERIFY(legal(*st, encode(Kind::Sabotage, eater, event)));
    QVERIFY(legal(*st, encode(Kind::Attack, eater, vault)));
    play(*st, encode(Kind::Sabotage, eater, event));
    QCOMPARE(st->inst(eater).zone, Zone::Junkyard);
    QCOMPARE(int(st->inst(event).sabotage), 2);
    // An attack: the printed Force is dealt and nothing comes back.
    auto two = emptyTable();
    two->setInfluenceForTest(0, kLedger, 6);
    const int ganger = put(*two, "press_ganger", 0, Zone::Employ);  // Force 2
    two->setCountersForTest(ganger, two->resolve(ganger) - 1, 0, 0, 0);
    const int house = put(*two, "counting_house", 1, Zone::Employ);
    play(*two, encode(Kind::Attack, ganger, house));
    QCOMPARE(two->inst(ganger).zone, Zone::Junkyard);
    QCOMPARE(int(two->inst(house).damage), 2);
  }

  void attackDealsForceBothWaysWithoutRiskAgainstAPawn() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 3);  // risk 1, spared against a mark with Force
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);  // Force 2
    const int tally = put(*st, "tallyman", 1, Zone::Employ);       // Force 1
    play(*st, encode(Kind::Attack, ganger, tally));
    QCOMPARE(int(st->inst(tally).damage), 2);
    QCOMPARE(int(st->inst(ganger).damage), 1);  // the mark's Force back, no risk
    QVERIFY(st->inst(ganger).exhausted);
  }

  void attackOnAMarkWithoutForceTakesRisk() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 3);
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int house = put(*st, "counting_house", 1, Zone::Employ);  // a location: no Force
    play(*st, encode(Kind::Attack, ganger, house));
    QCOMPARE(int(st->inst(house).damage), 2);
    QCOMPARE(int(st->inst(ganger).damage), 1);  // risk only
  }

  void damageAtResolveKillsCountingPsychDamage() {
    auto st = emptyTable();
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int tally = put(*st, "tallyman", 1, Zone::Employ);
    // 1 psych + the rest phys, 2 short of its Resolve: the ganger's 2 kill it only because the
    // psych-damage counts.
    st->setCountersForTest(tally, st->resolve(tally) - 3, 1, 0, 0);
    play(*st, encode(Kind::Attack, ganger, tally));
    QCOMPARE(st->inst(tally).zone, Zone::Junkyard);
    QCOMPARE(int(st->inst(tally).damage), 0);
    QCOMPARE(countEvents(*st, "death"), 1);
  }

  void combatTableGivesFullOrHalfDamage_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("domain");
    QTest::addColumn<bool>("full");
    const char* rows[] = {"planetary",  "stowaway", "hacker",      "starborn",
                          "starworthy", "etherial", "low_etherial"};
    const char* domains[] = {"planetary", "stellar", "ethereal"};
    const bool table[7][3] = {{true, false, false}, {true, true, false}, {true, false, true},
                              {false, true, false}, {true, true, false}, {false, false, true},
                              {true, true, true}};
    for (int r = 0; r < 7; ++r)
      for (int d = 0; d < 3; ++d)
        QTest::newRow((std::string(rows[r]) + " -> " + domains[d]).c_str())
            << r << d << table[r][d];
  }
  void combatTableGivesFullOrHalfDamage() {
    QFETCH(int, row);
    QFETCH(int, domain);
    QFETCH(bool, full);
    QCOMPARE(fullDamage(static_cast<DomainRow>(row), static_cast<Domain>(domain)), full);
  }

  void etherialAndEtherealAreOneDomain() {
    QCOMPARE(domainOf(DomainRow::Etherial), Domain::Ethereal);
    QCOMPARE(domainOf(DomainRow::LowEtherial), Domain::Ethereal);
    QCOMPARE(domainOf(DomainRow::Starborn), Domain::Stellar);
    QCOMPARE(domainOf(DomainRow::Stowaway), Domain::Planetary);
  }

  void aPawnDealsHalfDamageRoundedDownToAnotherDomain() {
    auto st = emptyTable();
    const int marine = put(*st, "void_marine", 0, Zone::Employ);  // Starborn, Force 4
    const int tally = put(*st, "tallyman", 1, Zone::Employ);      // Planetary, Force 1
    play(*st, encode(Kind::Attack, marine, tally));
    QCOMPARE(int(st->inst(tally).damage), 2);
    QCOMPARE(int(st->inst(marine).damage), 0);  // 1 halved to 0
  }

  void sabotageTableCompletesAtTheRulingsThresholds_data() {
    QTest::addColumn<int>("progress");
    QTest::addColumn<int>("threshold");
    for (auto [p, t] : {std::pair{0, 3},
                        {1, 8},
                        {5, 8},
                        {6, 7},
                        {11, 7},
                        {12, 6},
                        {17, 6},
                        {18, 5},
                        {23, 5},
                        {24, 4}})
      QTest::newRow(std::to_string(p).c_str()) << p << t;
  }
  void sabotageTableCompletesAtTheRulingsThresholds() {
    QFETCH(int, progress);
    QFETCH(int, threshold);
    QCOMPARE(sabotageThreshold(progress), threshold);
    for (int before : {threshold - 2, threshold - 1}) {
      auto st = emptyTable();
      const int pawn = put(*st, "tallyman", 0, Zone::Employ);  // Stealth 1
      const int job = put(*st, "the_long_ascension", 1, Zone::Underway);
      st->setCountersForTest(job, 0, 0, progress, before);
      play(*st, encode(Kind::Sabotage, pawn, job));
      const bool done = before + 1 >= threshold;
      QCOMPARE(st->inst(job).zone, done ? Zone::Junkyard : Zone::Underway);
      if (!done) QCOMPARE(int(st->inst(job).sabotage), before + 1);
    }
  }

  void sabotagingAnotherBossesJobGivesTheSaboteurAnInfluenceOfItsChoice() {
    auto st = emptyTable();
    const int pawn = put(*st, "whisperer", 0, Zone::Employ);  // Stealth 4
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 0, 0);  // progress 0: 3 completes it
    play(*st, encode(Kind::Sabotage, pawn, job));
    QCOMPARE(st->inst(job).zone, Zone::Junkyard);
    QCOMPARE(st->phase(), Phase::House);
    QCOMPARE(st->actingSeat(), 0);
    act(*st, encode(Kind::House, kNone, kVeil));
    QCOMPARE(int(st->boss(0).influence[kVeil]), 1);
    QCOMPARE(st->phase(), Phase::Main);
  }

  void aSabotagedGambitGivesNoInfluence() {
    auto st = emptyTable();
    const int pawn = put(*st, "whisperer", 0, Zone::Employ);
    const int gambit = put(*st, "rumour_mill", 1, Zone::Underway);
    play(*st, encode(Kind::Sabotage, pawn, gambit));
    QCOMPARE(st->inst(gambit).zone, Zone::Junkyard);
    QCOMPARE(st->phase(), Phase::Main);
    QCOMPARE(st->boss(0).total(), 0);
  }

  void completeNeedsItsProgressAndItsInfluence() {
    auto st = emptyTable();
    const int job = put(*st, "forge_the_bonds", 0, Zone::Underway);  // progress 5, Ledgermark 1
    st->setCountersForTest(job, 0, 0, 4, 0);
    st->setInfluenceForTest(0, kLedger, 1);
    QVERIFY(!legal(*st, encode(Kind::Complete, job)));
    st->setCountersForTest(job, 0, 0, 5, 0);
    QVERIFY(legal(*st, encode(Kind::Complete, job)));
    st->setInfluenceForTest(0, kLedger, 0);
    QVERIFY(!legal(*st, encode(Kind::Complete, job)));
  }

  void aCompletedJobPaysItsCintAndItsBossAllocatesItsInfluence() {
    auto st = emptyTable();
    const int job = put(*st, "forge_the_bonds", 0, Zone::Underway);  // 2 Influence, 300Ç
    st->setInfluenceForTest(0, kLedger, 1);
    st->setCountersForTest(job, 0, 0, 5, 0);
    play(*st, encode(Kind::Complete, job));
    QCOMPARE(st->inst(job).zone, Zone::Junkyard);
    QCOMPARE(st->boss(0).cint, 300);
    QCOMPARE(st->phase(), Phase::Allocate);
    act(*st, encode(Kind::Allocate, kNone, 0));
    act(*st, encode(Kind::Allocate, kNone, 1));
    QCOMPARE(int(st->boss(0).influence[kLedger]), 2);  // its own point at once
    QCOMPARE(st->phase(), Phase::Share);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, encode(Kind::Accept));
    QCOMPARE(int(st->boss(1).influence[kLedger]), 1);
    QCOMPARE(st->phase(), Phase::Main);
  }

  // A refused share goes to nobody (RULINGS): the job's boss at 7 cannot win through another
  // boss's refusal.
  void aRefusedShareGoesToNobody() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kChoir, 7);
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 3, 0);
    play(*st, encode(Kind::Complete, job));
    act(*st, encode(Kind::Allocate, kNone, 1));
    act(*st, encode(Kind::Refuse));
    QCOMPARE(int(st->boss(1).influence[kLedger]), 0);
    QCOMPARE(int(st->boss(0).influence[kLedger]), 0);
    QVERIFY(!st->isTerminal());
    QCOMPARE(countEvents(*st, "refuse"), 1);
  }

  // A boss may sabotage its own underway event and gains no Influence for it (RULINGS).
  void aBossMaySabotageItsOwnEventForNoInfluence() {
    auto st = emptyTable();
    const int pawn = put(*st, "signal_ghost", 0, Zone::Employ);  // Stealth 3
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    QVERIFY(legal(*st, encode(Kind::Sabotage, pawn, job)));
    play(*st, encode(Kind::Sabotage, pawn, job));  // 3 at progress 0: sabotaged away
    QCOMPARE(st->inst(job).zone, Zone::Junkyard);
    QCOMPARE(st->phase(), Phase::Main);  // no House to choose
    QCOMPARE(st->boss(0).total(), 0);
  }

  // An action resolves after its step, and a card being got underway is underway only once its
  // own step is over: a Maneuver gambit of progress 0 cannot be completed in that step (RULINGS).
  void aCardGotUnderwayIsUnderwayOnlyAfterItsOwnStep() {
    auto st = emptyTable();
    const int handshake = put(*st, "golden_handshake", 0, Zone::Hand);  // Maneuver, progress 0
    act(*st, encode(Kind::Underway, handshake));
    QCOMPARE(st->phase(), Phase::Window);
    QCOMPARE(st->inst(handshake).zone, Zone::Underway);  // face down from the declaration
    QVERIFY(!st->underway(handshake));
    QVERIFY(!legal(*st, encode(Kind::Complete, handshake)));
    passAll(*st);
    QVERIFY(st->underway(handshake));
    QVERIFY(legal(*st, encode(Kind::Complete, handshake)));
    // And in the next step, as a maneuver of the boss's own.
    st->setCintForTest(0, kNegotiateCost);
    act(*st, encode(Kind::Negotiate));
    QCOMPARE(st->phase(), Phase::Window);
    QVERIFY(legal(*st, encode(Kind::Complete, handshake)));
    act(*st, encode(Kind::Complete, handshake));
    QCOMPARE(st->boss(0).cint, 300);
  }

  void seductionExhaustsAHumanPawnWithNoMoreCunning() {
    auto st = emptyTable();
    const int singer = put(*st, "velvet_singer", 0, Zone::Employ);  // Cunning 3
    const int tally = put(*st, "tallyman", 1, Zone::Employ);        // Human, Cunning 3
    const int marine = put(*st, "void_marine", 1, Zone::Employ);    // not Human
    QVERIFY(!legal(*st, encode(Kind::Seduce, singer, marine)));
    play(*st, encode(Kind::Seduce, singer, tally));
    QVERIFY(st->inst(tally).exhausted);
    QCOMPARE(int(st->inst(tally).psych), 1);
    QVERIFY(st->inst(singer).exhausted);
  }

  void seductionNeedsNoMoreCunningThanTheSeducer() {
    auto st = emptyTable();
    const int singer = put(*st, "velvet_singer", 0, Zone::Employ);
    const int tally = put(*st, "tallyman", 1, Zone::Employ);
    put(*st, "blackmail_dossier", 1, Zone::Employ, tally);  // Cunning 4
    QVERIFY(!legal(*st, encode(Kind::Seduce, singer, tally)));
  }

  void endingTheTurnIsAlwaysLegal() {
    auto st = emptyTable();
    QVERIFY(legal(*st, encode(Kind::EndTurn)));
    act(*st, encode(Kind::EndTurn));
    QCOMPARE(st->turnSeat(), 1);
    QVERIFY(legal(*st, encode(Kind::EndTurn)));
  }
};

QTEST_APPLESS_MAIN(VitiumActions)
#include "vitium_actions_test.moc"
