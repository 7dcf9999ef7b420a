// Scenario tests for the shape of a turn: who starts, the mandatory play, the draw and its
// reshuffle, actions once per turn, the quarter turn at the end of a turn, exhausted cards and
// where they go (one-ended to their printed pile, double-ended flipping into the Discard).
#include <map>
#include <set>

#include "../undo_barrier_check.h"
#include "engines_fixture.h"

using namespace gm::rules;
using namespace gm::rules::engines;
using namespace gm::rules::engines::test;

class EnginesTurnTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesVigilanteTakesTheFirstTurn() {
    for (Seat v : {0, 1}) {
      ActState st(shippedCards(), ActOptions{.vigilanteSeat = v}, 3);
      QCOMPARE(st.actingSeat(), v);
      QCOMPARE(st.turnSeat(), v);
      QCOMPARE(st.seatRole(v), std::string("vigilante"));
      QCOMPARE(st.seatRole(1 - v), std::string("detective"));
      QCOMPARE(st.count(v, Zone::Hand), kHandSize);
      QCOMPARE(st.count(1 - v, Zone::Hand), kHandSize);
      QCOMPARE(st.count(v, Zone::Deck), 9 - kHandSize);
      // Every card starts in its owner's deck or hand, Active end up.
      for (int uid = 0; uid < st.cardCount(); ++uid) {
        QCOMPARE(st.sideOf(uid), st.seatOf(st.ownerOf(uid)));
        QCOMPARE(st.endOf(uid), 0);
      }
    }
  }

  // Which uid is which card is dealt from the seed, each among its owner's deck (issue 37): the
  // first WRATH carries other numbers across seeds, and a uid keeps its owner's back.
  void enginesCardNumbersAreDealtFromTheSeed() {
    std::set<int> wraths;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      ActState st(shippedCards(), {}, seed);
      wraths.insert(uidOf(st, "wrath"));
      const CardSet& set = st.cards();
      for (int uid = 0; uid < st.cardCount(); ++uid)
        QCOMPARE(st.ownerOf(uid), set.types[set.deckList[uid]].owner);
    }
    QVERIFY(wraths.size() > 3);
  }

  // A match numbers its cards once: every Act's uid names the same card (a uid names one card
  // for the whole game).
  void enginesMatchKeepsEachUidsCardFromActToAct() {
    auto game = builtinGames().find("engines")->newGame({2, 11, nlohmann::json::object()});
    QVERIFY(game);
    GameState& st = *game.value();
    const auto facesOf = [](const GameState& g) {
      std::map<int, std::string> faces;
      for (const SeatZone& z : g.seatView(kNoSeat).zones)
        for (const SeatCard& c : z.cards) faces[c.uid] = c.face;
      return faces;
    };
    const auto first = facesOf(st);
    Rng pick(3);
    int acts = 1;
    while (!st.isTerminal()) {
      const auto legal = st.legalActions();
      st.setRecordEvents(true);
      st.apply(legal[pick.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
      for (const GameEvent& e : st.lastEvents()) acts += e.kind == "act_start" ? 1 : 0;
      QCOMPARE(facesOf(st), first);
    }
    QVERIFY(acts > 1);
  }

  void enginesPlayIsMandatoryWhileTheHandHoldsACard() {
    ActState st(shippedCards(), {}, 11);
    const auto legal = st.legalActions();
    QCOMPARE(legal.size(), std::size_t(2));
    for (ActionId a : legal) {
      QVERIFY(a >= kPlayBase && a < kUseBase);
      QCOMPARE(st.zoneOf(a - kPlayBase), Zone::Hand);
      QCOMPARE(st.sideOf(a - kPlayBase), kV);
    }
    QVERIFY(!isLegal(st, kEndTurn));
    st.apply(legal[0]);
    QCOMPARE(st.phase(), Phase::Actions);
    QVERIFY(isLegal(st, kEndTurn));
  }

  void enginesPlayedCardKeepsTheEndItWasDrawnWith() {
    auto st = emptyTable();
    const int tail = uidOf(*st, "tail");
    st->placeForTest(uidOf(*st, "wrath"), kV, Zone::Active, 0);
    st->setPhaseForTest(Phase::Actions);
    st->placeForTest(tail, kD, Zone::Hand, 0, 1);  // drawn INTERROGATE side up
    st->apply(kEndTurn);
    QCOMPARE(st->turnSeat(), kD);
    st->apply(playAction(tail));
    QCOMPARE(st->zoneOf(tail), Zone::Active);
    QCOMPARE(st->endOf(tail), 1);
    QCOMPARE(st->upEnd(tail).name, std::string("INTERROGATE"));
    QCOMPARE(st->angleOf(tail), 0);
  }

  void enginesDrawFollowsThePlay() {
    auto st = emptyTable();
    const int a = uidOf(*st, "wrath", 0), b = uidOf(*st, "subvert");
    st->placeForTest(a, kV, Zone::Hand);
    const int top = st->cardAt(kV, Zone::Deck, st->count(kV, Zone::Deck) - 1);
    const int deck = st->count(kV, Zone::Deck);
    QVERIFY(top != b);
    st->apply(playAction(a));
    QCOMPARE(st->count(kV, Zone::Hand), 1);
    QCOMPARE(st->zoneOf(top), Zone::Hand);
    QCOMPARE(st->count(kV, Zone::Deck), deck - 1);
    QVERIFY(hasEvent(*st, "draw", top));
    // The opponent does not learn what was drawn.
    for (const auto& e : st->lastEvents())
      if (e.kind == "draw") QCOMPARE(e.seenBy(kD).card, -1);
  }

  void enginesEmptyDeckShufflesTheDiscardBeforeTheDraw() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int played = uidOf(table, "wrath", 0);
    // Everything else of the Vigilante's goes to its Discard; the deck is empty.
    for (int uid = 0; uid < table.cardCount(); ++uid)
      if (table.ownerOf(uid) == Role::Vigilante && uid != played)
        st->placeForTest(uid, kV, Zone::Discard);
    st->placeForTest(uidOf(table, "fixer"), kV, Zone::Discard, 0, 1);  // TURNCOAT side up
    st->placeForTest(played, kV, Zone::Hand);
    QCOMPARE(st->count(kV, Zone::Deck), 0);
    st->apply(playAction(played));
    QVERIFY(hasEvent(*st, "shuffle"));
    QCOMPARE(st->count(kV, Zone::Discard), 0);
    QCOMPARE(st->count(kV, Zone::Hand), 1);
    QCOMPARE(st->count(kV, Zone::Deck), 7);
    // A card shuffled back in keeps the end it showed in the Discard.
    QCOMPARE(st->endOf(uidOf(table, "fixer")), 1);
  }

  void enginesNothingIsDrawnWhenDeckAndDiscardAreEmpty() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int played = uidOf(table, "wrath", 0);
    for (int uid = 0; uid < table.cardCount(); ++uid)
      if (table.ownerOf(uid) == Role::Vigilante && uid != played)
        st->placeForTest(uid, kV, Zone::Score);
    st->placeForTest(played, kV, Zone::Hand);
    st->apply(playAction(played));
    QCOMPARE(st->count(kV, Zone::Hand), 0);
    QCOMPARE(st->phase(), Phase::Actions);
    QVERIFY(!hasEvent(*st, "draw"));
  }

  void enginesEmptyHandSkipsThePlayButStillDraws() {
    auto st = emptyTable();
    st->setPhaseForTest(Phase::Actions);
    const int deck = st->count(kD, Zone::Deck);
    st->apply(kEndTurn);  // the Detective's turn starts with an empty hand
    QCOMPARE(st->turnSeat(), kD);
    QCOMPARE(st->phase(), Phase::Actions);
    QCOMPARE(st->count(kD, Zone::Hand), 1);
    QCOMPARE(st->count(kD, Zone::Deck), deck - 1);
  }

  void enginesEachActionOncePerTurn() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int enforcer = uidOf(table, "enforcer"), snitch = uidOf(table, "snitch");
    const int runner = uidOf(table, "runner");
    st->placeForTest(enforcer, kV, Zone::Active, 0);
    st->placeForTest(snitch, kD, Zone::Active, 0);
    st->placeForTest(runner, kD, Zone::Active, 0);
    st->setPhaseForTest(Phase::Actions);
    QVERIFY(isLegal(*st, useAction(enforcer, snitch)));
    st->apply(useAction(enforcer, snitch));
    QCOMPARE(st->angleOf(snitch), 90);
    QVERIFY(st->actionUsed(enforcer));
    QVERIFY(!isLegal(*st, useAction(enforcer, runner)));
    QVERIFY(!isLegal(*st, useAction(enforcer, snitch)));
    st->apply(kEndTurn);
    // Next Vigilante turn: usable again.
    st->apply(kEndTurn);
    QCOMPARE(st->turnSeat(), kV);
    st->setPhaseForTest(Phase::Actions);
    QVERIFY(isLegal(*st, useAction(enforcer, runner)));
  }

  void enginesCardsTurnAQuarterAtTheEndOfTheirOwnersTurnOnly() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int subvert = uidOf(table, "subvert"), snitch = uidOf(table, "snitch");
    st->placeForTest(subvert, kV, Zone::Active, 0);
    st->placeForTest(snitch, kD, Zone::Active, 0);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->angleOf(subvert), 90);
    QCOMPARE(st->angleOf(snitch), 0);  // not the Detective's turn that ended
    bool sawRotate = false;
    for (const auto& e : st->lastEvents())
      if (e.kind == "rotate" && e.card == subvert) {
        sawRotate = true;
        QCOMPARE(e.args, (std::vector<std::string>{"SUBVERT", "0", "90"}));
      }
    QVERIFY(sawRotate);
    st->apply(kEndTurn);
    QCOMPARE(st->angleOf(snitch), 90);
    QCOMPARE(st->angleOf(subvert), 90);
    st->apply(kEndTurn);
    // 180: exhausted, and dealt with at once: SUBVERT prints "discard".
    QCOMPARE(st->zoneOf(subvert), Zone::Discard);
    QCOMPARE(st->sideOf(subvert), kV);
  }

  void enginesOneEndedCardsExhaustToThePrintedPile() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int wrath = uidOf(table, "wrath"), enforcer = uidOf(table, "enforcer");
    const int subvert = uidOf(table, "subvert");
    for (int uid : {wrath, enforcer, subvert}) st->placeForTest(uid, kV, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(wrath), Zone::Score);  // WRATH feeds Evidence
    QCOMPARE(st->sideOf(wrath), kD);
    QCOMPARE(st->zoneOf(enforcer), Zone::Score);  // the gang member ends in Bodycount
    QCOMPARE(st->sideOf(enforcer), kV);
    QCOMPARE(st->zoneOf(subvert), Zone::Discard);
    QCOMPARE(st->sideOf(subvert), kV);
    QCOMPARE(st->score(kV), 1);
    QCOMPARE(st->score(kD), 1);
    for (const auto& e : st->lastEvents())
      if (e.kind == "exhaust" && e.card == wrath) QCOMPARE(e.toZone, std::string("p1.score"));
  }

  void enginesDoubleEndedCardsFlipAsTheyExhaust() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int tail = uidOf(table, "tail", 0), interrogate = uidOf(table, "tail", 1);
    const int fixer = uidOf(table, "fixer");
    st->placeForTest(fixer, kV, Zone::Active, 90, 0);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(fixer), Zone::Discard);
    QCOMPARE(st->endOf(fixer), 1);  // FIXER goes to the Discard as TURNCOAT
    QVERIFY(hasEvent(*st, "flip", fixer));
    st->placeForTest(tail, kD, Zone::Active, 90, 0);
    st->placeForTest(interrogate, kD, Zone::Active, 90, 1);
    st->apply(kEndTurn);  // the Detective's turn ends: both exhaust
    QCOMPARE(st->zoneOf(tail), Zone::Discard);
    QCOMPARE(st->endOf(tail), 1);  // TAIL -> INTERROGATE
    QCOMPARE(st->zoneOf(interrogate), Zone::Discard);
    QCOMPARE(st->endOf(interrogate), 0);  // INTERROGATE -> TAIL
  }

  void enginesTurncoatExhaustsIntoEvidenceWithoutFlipping() {
    auto st = emptyTable();
    const int fixer = uidOf(*st, "fixer");
    st->placeForTest(fixer, kV, Zone::Active, 90, 1);
    st->setPhaseForTest(Phase::Actions);
    st->apply(kEndTurn);
    QCOMPARE(st->zoneOf(fixer), Zone::Score);
    QCOMPARE(st->sideOf(fixer), kD);
    QCOMPARE(st->endOf(fixer), 1);
  }

  void enginesCardExhaustedMidTurnIsNoLongerActive() {
    auto st = emptyTable();
    const ActState& table = *st;
    const int enforcer = uidOf(table, "enforcer"), snitch = uidOf(table, "snitch");
    const int hiredGun = uidOf(table, "hired_gun");
    st->placeForTest(enforcer, kV, Zone::Active, 0);
    st->placeForTest(hiredGun, kV, Zone::Active, 0);
    st->placeForTest(snitch, kD, Zone::Active, 90);
    st->setPhaseForTest(Phase::Actions);
    st->apply(useAction(enforcer, snitch));
    QCOMPARE(st->angleOf(snitch), 180);
    QCOMPARE(st->zoneOf(snitch), Zone::Active);           // waits for the end of the turn
    QVERIFY(!isLegal(*st, useAction(hiredGun, snitch)));  // not a target any more
    st->apply(kEndTurn);
    // Exhausted in the Detective's area during the Vigilante's turn: dealt with now, as printed.
    QCOMPARE(st->zoneOf(snitch), Zone::Score);
    QCOMPARE(st->sideOf(snitch), kD);
  }
  // Undo: a card played is followed by the mover's draw, so it is a barrier, as are a shuffle and
  // a new Act; using a card's action that draws nothing is not.
  void enginesUndoBarrierAtPlaysAndShufflesNotAtActions() {
    using gm::rules::test::hasEvent;
    gm::rules::test::checkUndoBarrier(
        {.game = "engines",
         .games = 6,
         .mustBlock =
             [](auto events, Seat actor) {
               return hasEvent(events, "shuffle") || hasEvent(events, "draw", actor) ||
                      hasEvent(events, "act_start");
             },
         .mustAllow =
             [](const ActionView& view, auto events) {
               if (view.kind != "use" && view.kind != "rival") return false;
               for (const char* kind :
                    {"draw", "shuffle", "give", "turn", "act_over", "act_start", "match_over"})
                 if (hasEvent(events, kind)) return false;
               return true;
             }});
  }
};

QTEST_APPLESS_MAIN(EnginesTurnTest)
#include "engines_turn_test.moc"
