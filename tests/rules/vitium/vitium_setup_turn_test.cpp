// Vitium's setup (characters and the first boss drawn from the seed, the secret choice of starting
// cards, the draw), the turn (unexhaust, income, ending always legal), negotiating, the
// maneuvering step's order and end, the instant win at 8 Influence after each kind of change,
// the round limit, and Çint gifts with the policy's answers.
#include <algorithm>
#include <set>

#include "ai/player_view.h"
#include "vitium_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

namespace {
constexpr int kLedger = 0, kChoir = 1, kDrift = 3;
}

class VitiumSetupAndTurn : public QObject {
  Q_OBJECT

 private slots:
  void setupChoosesStartingCardsInSecretThenDraws() {
    auto st = newGame(2, 11);
    QCOMPARE(st->nodeKind(), NodeKind::SecretCommit);
    const Seat first = st->actingSeat();
    std::array<int, 2> chosen{};
    for (int step = 0; st->phase() == Phase::Choose; ++step) {
      const Seat s = st->actingSeat();
      const auto legal = st->legalActions();
      QVERIFY(!legal.empty());
      const int uid = argA(legal.back());
      st->apply(legal.back());
      ++chosen[s];
      // Nobody else sees which card was chosen.
      QVERIFY(!st->visibleTo(uid, 1 - s));
      QVERIFY(st->visibleTo(uid, s));
    }
    QCOMPARE(st->turnSeat(), first);
    for (Seat s = 0; s < 2; ++s) {
      const Character& ch = st->cards().characters[st->boss(s).character];
      QCOMPARE(chosen[s], ch.chosen);
      QCOMPARE(int(st->boss(s).inZone[static_cast<int>(Zone::Hand)]), ch.chosen + ch.drawn);
      QCOMPARE(st->boss(s).cint, ch.cint + (s == first ? ch.income : 0));
      for (int h = 0; h < kHouses; ++h) QCOMPARE(int(st->boss(s).influence[h]), ch.influence[h]);
    }
  }

  void charactersAndTheFirstBossAreDrawnFromTheSeed() {
    std::set<Seat> firsts;
    std::set<int> characters;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      auto st = newGame(2, seed);
      firsts.insert(st->turnSeat());
      characters.insert(st->boss(0).character);
      auto again = newGame(2, seed);
      QCOMPARE(again->turnSeat(), st->turnSeat());
      QCOMPARE(again->boss(0).character, st->boss(0).character);
    }
    QCOMPARE(firsts.size(), std::size_t(2));
    QVERIFY(characters.size() >= 3);
  }

  void theTurnUnexhaustsOwnCardsAndPaysIncome() {
    auto st = newGame(2, 3);
    st->finishSetupForTest();
    const Seat s = st->turnSeat();
    const int income = st->cards().characters[st->boss(s).character].income;
    const int pawn = [&] {
      for (int u = st->boss(s).first;; ++u)
        if (st->card(u).type == CardType::Pawn && st->inst(u).zone == Zone::Deck) return u;
    }();
    st->placeForTest(pawn, Zone::Employ);
    st->setExhaustedForTest(pawn, true);
    const int before = st->boss(s).cint;
    st->startTurnForTest(s);
    QVERIFY(!st->inst(pawn).exhausted);
    QCOMPARE(st->boss(s).cint, before + income);
  }

  void negotiateCosts200AndDrawsACard() {
    auto st = emptyTable();
    st->setCintForTest(0, 199);
    QVERIFY(!legal(*st, encode(Kind::Negotiate)));
    st->setCintForTest(0, 250);
    play(*st, encode(Kind::Negotiate));
    QCOMPARE(st->boss(0).cint, 50);
    QCOMPARE(int(st->boss(0).inZone[static_cast<int>(Zone::Hand)]), 1);
  }

  void negotiateWithTenCardsDiscardsOneFirst() {
    auto st = emptyTable();
    st->setCintForTest(0, 1000);
    std::vector<int> hand;
    for (int u = st->boss(0).first; hand.size() < 9; ++u) {
      st->placeForTest(u, Zone::Hand);
      hand.push_back(u);
    }
    QVERIFY(legal(*st, encode(Kind::Negotiate)));  // 9 cards: no discard
    for (int h : hand) QVERIFY(!legal(*st, encode(Kind::Negotiate, h)));
    st->placeForTest(st->boss(0).first + 9, Zone::Hand);
    hand.push_back(st->boss(0).first + 9);
    QVERIFY(!legal(*st, encode(Kind::Negotiate)));  // 10 cards: a discard first
    for (int h : hand) QVERIFY(legal(*st, encode(Kind::Negotiate, h)));
    play(*st, encode(Kind::Negotiate, hand[3]));
    QCOMPARE(st->inst(hand[3]).zone, Zone::Junkyard);
    QCOMPARE(int(st->boss(0).inZone[static_cast<int>(Zone::Hand)]), 10);
  }

  void maneuveringStepGivesEverySeatAChanceInTurnOrderFromTheActiveBoss() {
    auto st = emptyTable(3, 1);
    st->setCintForTest(1, 200);
    act(*st, encode(Kind::Negotiate));
    std::vector<Seat> order;
    while (st->phase() == Phase::Window) {
      order.push_back(st->actingSeat());
      // Exactly one pass, whether or not the seat holds a maneuver; only other seats' chances
      // are response windows.
      int passes = 0;
      for (ActionId a : st->legalActions()) passes += st->describe(a).kind == "pass";
      QCOMPARE(passes, 1);
      QCOMPARE(st->isResponseWindow(), st->actingSeat() != 1);
      act(*st, encode(Kind::Pass));
    }
    QCOMPARE(order, (std::vector<Seat>{1, 2, 0}));
    QCOMPARE(int(st->boss(1).inZone[static_cast<int>(Zone::Hand)]), 1);  // resolved after
  }

  void maneuveringStepEndsOnlyWhenAllPassInARow() {
    auto st = emptyTable(3, 1);
    const int handshake = put(*st, "golden_handshake", 2, Zone::Underway);  // Maneuver
    st->setCintForTest(1, 200);
    act(*st, encode(Kind::Negotiate));
    act(*st, encode(Kind::Pass));                                        // seat 1
    act(*st, encode(Kind::Complete, handshake));                         // seat 2 maneuvers
    QCOMPARE(int(st->boss(1).inZone[static_cast<int>(Zone::Hand)]), 0);  // not resolved yet
    std::vector<Seat> order;
    while (st->phase() == Phase::Window) {
      order.push_back(st->actingSeat());
      act(*st, encode(Kind::Pass));
    }
    QCOMPARE(order, (std::vector<Seat>{0, 1, 2}));
    QCOMPARE(int(st->boss(1).inZone[static_cast<int>(Zone::Hand)]), 1);
  }

  void eightInfluenceFromAJobWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 7);
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 3, 0);
    play(*st, encode(Kind::Complete, job));
    act(*st, encode(Kind::Allocate, kNone, 0));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 0);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0}));
  }

  void eightInfluenceFromAnAcceptedShareWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(1, kChoir, 7);
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 3, 0);
    play(*st, encode(Kind::Complete, job));
    act(*st, encode(Kind::Allocate, kNone, 1));
    act(*st, encode(Kind::Accept));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 1);
  }

  void eightInfluenceFromTheSaboteursChoiceWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kDrift, 7);
    // At 7 Influence the risk (2) would kill most pawns: a politically immune one sabotages.
    const int priest = put(*st, "null_priest", 0, Zone::Employ);  // Stealth 1
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 0, 2);
    play(*st, encode(Kind::Sabotage, priest, job));
    act(*st, encode(Kind::House, kNone, kLedger));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 0);
  }

  void eightInfluenceFromANotoriousKillWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 7);
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int informant = put(*st, "masked_informant", 1, Zone::Employ);
    st->setCountersForTest(informant, st->resolve(informant) - 2, 0, 0, 0);  // the ganger deals 2
    play(*st, encode(Kind::Attack, ganger, informant));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 0);
  }

  void eightInfluenceFromAnAbilityWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kDrift, 7);
    const int priest = put(*st, "null_priest", 0, Zone::Employ);
    play(*st, encode(Kind::Activate, priest));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 0);
  }

  void eightInfluenceFromAGambitWinsAtOnce() {
    auto st = emptyTable();
    st->setInfluenceForTest(0, kLedger, 7);
    const int audit = put(*st, "favourable_audit", 0, Zone::Underway);  // 1 Influence
    st->setCountersForTest(audit, 0, 0, 4, 0);
    play(*st, encode(Kind::Complete, audit));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winner(), 0);
  }

  void theRoundLimitGivesTheGameToTheMostInfluence() {
    auto st = emptyTable(2, 0, {}, 16);
    st->setInfluenceForTest(1, kChoir, 3);
    st->setInfluenceForTest(0, kChoir, 2);
    for (int i = 0; i < 2 * 16 + 2 && !st->isTerminal(); ++i) act(*st, encode(Kind::EndTurn));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->round(), 17);
    QCOMPARE(st->winner(), 1);
    QCOMPARE(st->returns(), (std::vector<double>{-1.0, 1.0}));
  }

  void aTieForTheMostInfluenceAtTheRoundLimitIsADraw() {
    auto st = emptyTable(3, 0, {}, 5);
    st->setInfluenceForTest(0, kChoir, 3);
    st->setInfluenceForTest(1, kLedger, 3);
    st->setInfluenceForTest(2, kLedger, 1);
    while (!st->isTerminal()) act(*st, encode(Kind::EndTurn));
    QCOMPARE(st->winner(), kNoSeat);
    QCOMPARE(st->returns(), (std::vector<double>{0.0, 0.0, -1.0}));
  }

  // The rulebook has no round limit: a game ends at 8 Influence unless its players chose one,
  // which the table shows (RULINGS). Bot-only play keeps one of 16 rounds.
  void aGameHasNoRoundLimitUnlessItsPlayersChooseOne() {
    const auto game = shippedGame();
    auto none = game->newGame(GameOptions{2, 3, nlohmann::json::object()});
    QVERIFY(none);
    auto* st = static_cast<VitiumState*>(none.value().get());
    st->finishSetupForTest();
    for (int i = 0; i < 200; ++i) st->apply(encode(Kind::EndTurn));
    QVERIFY(!st->isTerminal());
    QCOMPARE(st->round(), 101);
    QCOMPARE(st->seatView(0).turnLimit, 0);

    auto limited = game->newGame(GameOptions{2, 3, nlohmann::json{{"rounds", 5}}});
    QVERIFY(limited);
    auto* five = static_cast<VitiumState*>(limited.value().get());
    QCOMPARE(five->seatView(1).turnLimit, 5);
    five->finishSetupForTest();
    while (!five->isTerminal()) five->apply(encode(Kind::EndTurn));
    QCOMPARE(five->round(), 6);

    const auto options = game->options();
    QCOMPARE(int(options.size()), 1);
    QCOMPARE(options[0].key, std::string("rounds"));
    QCOMPARE(options[0].defaultValue, 0);
    QCOMPARE(game->botOnlyVariant(), (nlohmann::json{{"rounds", kBotRoundLimit}}));
    for (const char* bad : {R"({"rounds": -1})", R"({"rounds": 100})", R"({"rounds": 4294967297})",
                            R"({"rounds": 2.5})", R"({"rounds": "8"})", R"({"round": 8})"}) {
      const auto refused = game->newGame(GameOptions{2, 3, nlohmann::json::parse(bad)});
      QVERIFY2(!refused, bad);
      QVERIFY2(refused.error().find("round") != std::string::npos, refused.error().c_str());
    }
  }

  void anAcceptedGiftMovesTheCintOfAnyAmount() {
    auto st = emptyTable();
    st->setCintForTest(0, 600);
    act(*st, encode(Kind::Gift, kNone, 1));
    QCOMPARE(st->phase(), Phase::GiftAmount);
    QCOMPARE(st->actingSeat(), 0);
    // Every amount from 1 to all the giver holds, and taking the offer back.
    const auto amounts = st->legalActions();
    QCOMPARE(int(amounts.size()), 601);
    QCOMPARE(st->describe(amounts.back()).number, 600);
    QCOMPARE(st->describe(amounts.front()).kind, std::string("withdraw"));
    act(*st, encodeAmount(137));
    QCOMPARE(st->phase(), Phase::Gift);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, encode(Kind::Accept));
    QCOMPARE(st->boss(0).cint, 463);
    QCOMPARE(st->boss(1).cint, 137);
    QCOMPARE(st->phase(), Phase::Main);
    QCOMPARE(st->actingSeat(), 0);
  }

  // One offer to each boss a step of play, and none again this turn to a boss who refused one
  // (RULINGS): so gifts never keep a game from going on.
  void offersAreLimitedToOneAStepAndNoneAfterARefusal() {
    auto st = emptyTable(3);
    st->setCintForTest(0, 5000);
    giveCint(*st, 0, 1, 100, true);
    QVERIFY(!legal(*st, encode(Kind::Gift, kNone, 1)));  // this step
    giveCint(*st, 0, 2, 100, false);
    QVERIFY(!legal(*st, encode(Kind::Gift, kNone, 2)));
    play(*st, encode(Kind::Negotiate));  // a new step
    QVERIFY(legal(*st, encode(Kind::Gift, kNone, 1)));
    QVERIFY(!legal(*st, encode(Kind::Gift, kNone, 2)));  // refused this turn
    // Taking an offer back counts as the step's offer.
    act(*st, encode(Kind::Gift, kNone, 1));
    act(*st, encodeAmount(0));
    QCOMPARE(st->phase(), Phase::Main);
    QCOMPARE(st->boss(0).cint, 4700);
    QVERIFY(!legal(*st, encode(Kind::Gift, kNone, 1)));
    act(*st, encode(Kind::EndTurn));
    act(*st, encode(Kind::EndTurn));
    act(*st, encode(Kind::EndTurn));
    QVERIFY(legal(*st, encode(Kind::Gift, kNone, 2)));  // a new turn
  }

  // Any boss may give at any decision it has, on another boss's turn too: its maneuver chances
  // and its answers (RULINGS). The decision is still its own afterwards.
  void aGiftMayBeOfferedAtEveryDecisionOfTheGiver() {
    auto st = emptyTable(3);
    st->setCintForTest(1, 1000);
    st->setCintForTest(2, 1000);
    const int pawn = put(*st, "tallyman", 0, Zone::Employ);
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    act(*st, encode(Kind::Work, pawn, job));
    QCOMPARE(st->phase(), Phase::Consent);
    QCOMPARE(st->actingSeat(), 1);
    giveCint(*st, 1, 0, 250, true);  // while asked for consent
    QCOMPARE(st->phase(), Phase::Consent);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, encode(Kind::Accept));
    QCOMPARE(st->phase(), Phase::Window);
    act(*st, encode(Kind::Pass));  // seat 0
    QCOMPARE(st->actingSeat(), 1);
    QVERIFY(!legal(*st, encode(Kind::Gift, kNone, 0)));  // offered in this step already
    giveCint(*st, 1, 2, 300, true);                      // at its maneuver chance
    QCOMPARE(st->phase(), Phase::Window);
    QCOMPARE(st->actingSeat(), 1);
    act(*st, encode(Kind::Pass));
    giveCint(*st, 2, 0, 50, false);
    QCOMPARE(st->actingSeat(), 2);
    act(*st, encode(Kind::Pass));  // the third pass in a row: the gifts broke no run
    QCOMPARE(st->phase(), Phase::Main);
    QCOMPARE(st->boss(0).cint, 250);
    QCOMPARE(st->boss(1).cint, 450);
    QCOMPARE(st->boss(2).cint, 1300);
    QCOMPARE(int(st->inst(job).progress), 3);
  }

  // Every bot chooses from its PlayerView: a gift is legal for the boss, never offered to a bot
  // (a search found gifts harmless to its own odds and gave Çint away 282 times in 100 games).
  void noBotIsOfferedAGift() {
    auto st = emptyTable();
    st->setCintForTest(0, 600);
    const auto isGift = [](ActionId a) { return kindOf(a) == Kind::Gift; };
    const std::vector<ActionId> all = st->legalActions();
    QVERIFY(std::any_of(all.begin(), all.end(), isGift));
    for (ActionId a : all) QCOMPARE(st->botsNeverTake(a), isGift(a));
    const gm::ai::PlayerView seen(*st, 0, 1);
    QVERIFY(!seen.legalActions().empty());
    QVERIFY(std::none_of(seen.legalActions().begin(), seen.legalActions().end(), isGift));
    const auto quick = gm::ai::PlayerView::legalActionsOnly(*st, 0);
    QCOMPARE(quick.legalActions(), seen.legalActions());
    QCOMPARE(quick.legalActions().size(),
             all.size() - std::size_t(std::count_if(all.begin(), all.end(), isGift)));
  }

  void thePolicyNeverGivesCintAndTakesWhatHelpsIt() {
    auto st = emptyTable();
    st->setCintForTest(0, 600);
    std::vector<ActionId> legal = st->legalActions();
    std::vector<double> w(legal.size());
    st->heuristicWeights(legal, w);
    for (std::size_t i = 0; i < legal.size(); ++i)
      if (kindOf(legal[i]) == Kind::Gift) QCOMPARE(w[i], 0.0);
    act(*st, encode(Kind::Gift, kNone, 1));
    act(*st, encodeAmount(100));
    legal = st->legalActions();
    w.assign(legal.size(), 0.0);
    st->heuristicWeights(legal, w);
    QCOMPARE(kindOf(legal[0]), Kind::Accept);
    QVERIFY(w[0] > w[1]);  // the receiver accepts a gift
  }

  void thePolicyKeepsAJobsInfluence() {
    auto st = emptyTable();
    const int job = put(*st, "collect_old_debts", 0, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 3, 0);
    play(*st, encode(Kind::Complete, job));
    const std::vector<ActionId> legal = st->legalActions();
    std::vector<double> w(legal.size());
    st->heuristicWeights(legal, w);
    for (std::size_t i = 0; i < legal.size(); ++i) QCOMPARE(w[i] > 0.0, argB(legal[i]) == 0);
  }

  void randomGamesEndWithinTheLimitsAtEverySeatCount() {
    Rng rng(5);
    std::vector<ActionId> legal;
    for (int seats = 2; seats <= 4; ++seats)
      for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto st = newGame(seats, seed, {}, kBotRoundLimit);
        long actions = 0;
        while (!st->isTerminal()) {
          st->legalActions(legal);
          QVERIFY(!legal.empty());
          st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
          QVERIFY(++actions <= st->info().maxGameLength);
        }
        QVERIFY(st->round() <= kBotRoundLimit + 1);
        const auto r = st->returns();
        QCOMPARE(int(r.size()), seats);
        for (double x : r) QVERIFY(x >= -1.0 && x <= 1.0);
        if (st->winner() != kNoSeat && st->round() <= kBotRoundLimit)
          QVERIFY(st->boss(st->winner()).total() >= kWinInfluence);
      }
  }

  void thePolicyBeatsRandomPlay() {
    // The heuristic policy (best weight, ties at random) against uniform play, seats alternating.
    Rng rng(9);
    std::vector<ActionId> legal;
    std::vector<double> w;
    int wins = 0;
    const int games = 40;
    for (int g = 0; g < games; ++g) {
      auto st = newGame(2, 500 + g, {}, kBotRoundLimit);
      const Seat policy = g % 2;
      while (!st->isTerminal()) {
        st->legalActions(legal);
        std::size_t pick = rng.uniformInt(static_cast<std::uint32_t>(legal.size()));
        if (st->actingSeat() == policy) {
          w.assign(legal.size(), 0.0);
          st->heuristicWeights(legal, w);
          pick = static_cast<std::size_t>(std::max_element(w.begin(), w.end()) - w.begin());
        }
        st->apply(legal[pick]);
      }
      wins += st->winner() == policy;
    }
    QVERIFY2(wins >= 36, qPrintable(QString("%1 of %2").arg(wins).arg(games)));
  }

  void theEstimateCountsInfluenceAndTheProgressOfJobs() {
    auto st = emptyTable();
    QCOMPARE(st->estimate(), (std::vector<double>{0.0, 0.0}));
    st->setInfluenceForTest(1, kChoir, 2);
    QVERIFY(st->estimate()[1] > 0.0 && st->estimate()[0] < 0.0);
    // A job near completion is worth nearly its Influence.
    const int job = put(*st, "the_long_ascension", 0, Zone::Underway);  // 3 Influence
    st->setInfluenceForTest(0, kDrift, 2);
    st->setCountersForTest(job, 0, 0, 8, 0);
    QVERIFY(st->estimate()[0] > 0.0);
    for (double x : st->estimate()) QVERIFY(x >= -1.0 && x <= 1.0);
  }

  // No cap on a turn's actions binds in play (RULINGS): here 42 negotiations in one turn (the old
  // cap was 40).
  void noCapLimitsTheActionsOfATurn() {
    auto st = emptyTable();
    st->setCintForTest(0, kNegotiateCost * 42);
    for (int i = 0; i < 42; ++i) {
      QVERIFY2(hasKind(*st, Kind::Negotiate), qPrintable(QString("action %1").arg(i + 1)));
      if (st->boss(0).inZone[static_cast<int>(Zone::Hand)] >= kHandLimit)
        play(*st, encode(Kind::Negotiate, st->pile(0, Zone::Hand).front()));
      else
        play(*st, encode(Kind::Negotiate));
    }
    QCOMPARE(st->boss(0).cint, 0);
    QVERIFY(!hasKind(*st, Kind::Negotiate));
  }

  // A maneuvering step has no cap: it ends only when every boss passed in a row (RULINGS). The
  // issue's seed 1 at 4 bosses left a Masked Informant only "pass" after 4 maneuvers.
  void aManeuveringStepHasNoCap() {
    const auto cards = testCardsWith([](nlohmann::json& doc) {
      nlohmann::json shrine;
      for (const auto& c : doc["cards"])
        if (c["id"] == "shrine_of_echoes") shrine = c;
      for (int i = 2; i <= 6; ++i) {
        shrine["id"] = "shrine_of_echoes_" + std::to_string(i);
        doc["cards"].push_back(shrine);
      }
    });
    auto st = emptyTable(2, 0, cards);
    const int tally = put(*st, "tallyman", 0, Zone::Employ);
    std::vector<int> shrines{put(*st, "shrine_of_echoes", 0, Zone::Employ)};
    for (int i = 2; i <= 6; ++i)
      shrines.push_back(put(*st, "shrine_of_echoes_" + std::to_string(i), 0, Zone::Employ));
    st->setCintForTest(0, kNegotiateCost);
    act(*st, encode(Kind::Negotiate));
    for (const int shrine : shrines) {
      QCOMPARE(st->phase(), Phase::Window);
      QCOMPARE(st->actingSeat(), 0);
      act(*st, encode(Kind::Activate, shrine, tally));
      act(*st, encode(Kind::Pass));  // the other boss; the chance comes back round
    }
    QCOMPARE(st->phase(), Phase::Window);
    QCOMPARE(st->legalActions(), (std::vector<ActionId>{encode(Kind::Pass)}));
  }

  // A refused consent is not asked again of that boss for that event this turn (RULINGS):
  // asking again and again would be the only loop a turn has.
  void aRefusedConsentIsNotAskedAgainThisTurn() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Employ);
    const int ganger = put(*st, "press_ganger", 0, Zone::Employ);
    const int job = put(*st, "collect_old_debts", 1, Zone::Underway);
    const int other = put(*st, "favourable_audit", 1, Zone::Underway);
    act(*st, encode(Kind::Work, tally, job));
    act(*st, encode(Kind::Refuse));
    QVERIFY(!st->inst(tally).exhausted);  // nothing was paid
    QVERIFY(!legal(*st, encode(Kind::Work, tally, job)));
    QVERIFY(!legal(*st, encode(Kind::Work, ganger, job)));  // whichever pawn asks
    QVERIFY(legal(*st, encode(Kind::Work, tally, other)));
    act(*st, encode(Kind::EndTurn));
    act(*st, encode(Kind::EndTurn));
    QVERIFY(legal(*st, encode(Kind::Work, tally, job)));  // a new turn
  }

  // With no caps, the anti-loop rules keep every turn finite: a walk that never ends a turn or
  // passes while it can do anything else, refuses every consent and offers gifts whenever it
  // can still reaches the end of every turn and of the game.
  void aWalkThatAvoidsEndingTurnsStillEnds() {
    Rng rng(11);
    std::vector<ActionId> legal;
    int longest = 0;
    for (int seats = 2; seats <= 4; ++seats)
      for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto st = newGame(seats, seed, {}, 6);
        int turnActions = 0;
        while (!st->isTerminal()) {
          st->legalActions(legal);
          std::vector<ActionId> keep;
          for (ActionId a : legal) {
            const Kind k = kindOf(a);
            if (k == Kind::EndTurn || k == Kind::Pass) continue;
            if (st->phase() == Phase::Consent && k == Kind::Accept) continue;
            keep.push_back(a);
          }
          const auto& from = keep.empty() ? legal : keep;
          const ActionId a = from[rng.uniformInt(static_cast<std::uint32_t>(from.size()))];
          if (kindOf(a) == Kind::EndTurn) {
            longest = std::max(longest, turnActions);
            turnActions = 0;
          }
          st->apply(a);
          QVERIFY2(++turnActions < 20000, "a turn does not end");
        }
      }
    QVERIFY2(longest > 40, qPrintable(QString::number(longest)));  // the old cap was 40
  }
};

QTEST_APPLESS_MAIN(VitiumSetupAndTurn)
#include "vitium_setup_turn_test.moc"
