// Scenario tests for the end of a game: going out (places counted from the last), the last player
// standing winning, the winner's final steal of a card each loser owns (ownership and the result's
// transfers), the turn cap (most HP wins; a tie at the top is a draw without steals) and returns.
#include <bit>
#include <set>

#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

namespace {
// Seat `victim` holds only `cards` (top first), everything else of its deck in its Discard.
void leaveOnly(ArtbotState& st, Seat victim, const std::vector<std::string>& cards) {
  discardAllBut(st, victim, 0);
  put(st, victim, Zone::Inactive, cards);
}
}  // namespace

class ArtbotEndTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotPlayerWithoutCardsIsOutAndPlacesCountFromTheLast() {
    auto st = emptyTable(3);
    leaveOnly(*st, 1, {"easel_swing"});
    put(*st, 0, Zone::Active, {"rust_hook"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "rust_hook")));
    st->apply(st->targetAction(1));
    QVERIFY(st->isOut(1));
    QCOMPARE(st->place(1), 3);
    QCOMPARE(firstEvent(*st, "out")->amount, 3);
    QCOMPARE(st->phase(), Phase::Return);  // seat 2 plays on
    QCOMPARE(st->turnSeat(), 2);
    const auto view = st->observe(0);
    QCOMPARE(view["players"][1]["out"].get<bool>(), true);
    QCOMPARE(view["players"][1]["place"].get<int>(), 3);
    QCOMPARE(view["players"][2]["place"].get<int>(), 0);
    QCOMPARE(st->playersIn(), 2);
  }

  void artbotLastPlayerStandingWinsAndStealsFromEachLoser() {
    auto game = emptyTable(3, 3);
    leaveOnly(*game, 1, {"easel_swing"});
    leaveOnly(*game, 2, {"gallery_snub"});
    put(*game, 0, Zone::Active, {"rust_hook", "kiln_blast"});
    game->startTurnForTest(0, 1);
    game->apply(game->returnAction(typeOf(*game, "kiln_blast")));
    game->apply(game->playAction(typeOf(*game, "rust_hook")));
    game->apply(game->targetAction(2));
    QCOMPARE(game->place(2), 3);
    QVERIFY(!game->isTerminal());
    // Seat 1 draws its last card and plays it at the only opponent left (no question asked).
    QCOMPARE(game->turnSeat(), 1);
    QCOMPARE(game->phase(), Phase::Play);
    game->apply(game->playAction(typeOf(*game, "easel_swing")));
    QCOMPARE(game->turnSeat(), 0);
    // Seat 0 finishes it with Rust Hook: the card comes from seat 1's Active Deck.
    for (int uid : game->cardsIn(0, Zone::Active)) game->placeForTest(uid, 0, Zone::Inactive);
    put(*game, 0, Zone::Active, {"rust_hook"});
    game->startTurnForTest(0, 3);
    game->apply(game->playAction(typeOf(*game, "rust_hook")));
    QVERIFY(game->isTerminal());
    QCOMPARE(game->winners(), 1u);
    QCOMPARE(game->place(0), 1);
    QCOMPARE(game->place(1), 2);
    QCOMPARE(game->returns(), (std::vector<double>{1.0, -1.0, -1.0}));
    // One card of each loser's, for keeps.
    int finals = 0;
    for (const auto& e : game->lastEvents())
      if (e.kind == "final_steal") {
        ++finals;
        QCOMPARE(e.seat, 0);
        QCOMPARE(game->ownerOf(e.card), 0);
        QCOMPARE(game->originOf(e.card), e.amount);
      }
    QCOMPARE(finals, 2);
    const auto result = game->observe(kNoSeat)["result"];
    QCOMPARE(result["reason"].get<std::string>(), std::string("last_standing"));
    QCOMPARE(result["winners"], nlohmann::json::array({0}));
    int finalTransfers = 0;
    for (const auto& t : result["transfers"]) {
      QCOMPARE(t["to"].get<int>(), 0);
      if (t["why"] == "final_steal") ++finalTransfers;
    }
    QCOMPARE(finalTransfers, 2);
  }

  // RULINGS (Artbot): one random card among those the loser owns, wherever it lies; never one the
  // winner already owns.
  void artbotFinalStealTakesACardTheLoserOwns() {
    auto st = emptyTable(2);
    // Seat 1 keeps ten of its cards; its other ten lie in seat 0's Inactive Deck, still seat 1's.
    discardAllBut(*st, 1, 10);
    for (int uid : st->cardsIn(1, Zone::Discard)) st->placeForTest(uid, 0, Zone::Inactive);
    // Seat 1's Discard holds a card of seat 0's only.
    const int winners = uidOf(*st, 0, "kiln_blast");
    st->placeForTest(winners, 1, Zone::Discard);
    put(*st, 0, Zone::Active, {"touch_up"});
    st->startTurnForTest(0, st->maxTurns());
    st->apply(st->playAction(typeOf(*st, "touch_up")));  // nothing to heal; the game ends
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u);
    QCOMPARE(countEvents(*st, "final_steal"), 1);
    const GameEvent* steal = firstEvent(*st, "final_steal");
    QCOMPARE(steal->seat, 0);
    QCOMPARE(steal->amount, 1);
    QCOMPARE(st->originOf(steal->card), 1);
    QCOMPARE(st->ownerOf(steal->card), 0);
    QCOMPARE(st->cardsIn(0, Zone::Inactive).front(), steal->card);  // under the winner's deck
    // The winner's own card stays where it was.
    QCOMPARE(st->cardsIn(1, Zone::Discard), (std::vector<int>{winners}));
    QCOMPARE(st->ownerOf(winners), 0);
    // Exactly one card changed hands: the one seat 1 gave up.
    const auto result = st->observe(kNoSeat)["result"];
    QCOMPARE(result["transfers"].size(), std::size_t(1));
    QCOMPARE(result["transfers"][0]["uid"].get<int>(), steal->card);
    QCOMPARE(result["transfers"][0]["why"].get<std::string>(), std::string("final_steal"));
  }

  void artbotFinalStealFromALoserWhoOwnsNothingGivesNothing() {
    auto st = emptyTable(2);
    leaveOnly(*st, 1, {"easel_swing"});
    // Every card seat 1 holds or held is seat 0's now (as if all were stolen or dealt away).
    for (int uid = 0; uid < st->cardCount(); ++uid) st->setOwnerForTest(uid, 0);
    put(*st, 0, Zone::Active, {"rust_hook"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "rust_hook")));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->winners(), 1u);
    QCOMPARE(countEvents(*st, "final_steal"), 0);
    QCOMPARE(st->count(1, Zone::Discard), 20);
  }

  void artbotFinalStealCanTakeTheLosersLastDiscard() {
    auto none = emptyTable(2);
    leaveOnly(*none, 1, {"arc_welder_slam"});
    for (int uid : none->cardsIn(1, Zone::Discard)) none->setOwnerForTest(uid, 0);
    put(*none, 0, Zone::Active, {"gold_leaf_guardian"});  // 50 - 20: the Rare is discarded
    none->startTurnForTest(0, 1);
    none->apply(none->playAction(typeOf(*none, "gold_leaf_guardian")));
    QVERIFY(none->isTerminal());
    // Arc Welder Slam is the one card seat 1 still owns.
    QCOMPARE(countEvents(*none, "final_steal"), 1);
    QCOMPARE(firstEvent(*none, "final_steal")->card, uidOf(*none, 1, "arc_welder_slam"));
    QCOMPARE(none->ownerOf(uidOf(*none, 1, "arc_welder_slam")), 0);
  }

  void artbotTurnCapGivesTheWinToTheMostHp() {
    auto st = emptyTable(2);
    discardAllBut(*st, 1, 10);
    put(*st, 0, Zone::Active, {"touch_up"});
    st->startTurnForTest(0, st->maxTurns());
    QCOMPARE(st->maxTurns(), 2 * kTurnsPerSeat);
    st->apply(st->playAction(typeOf(*st, "touch_up")));  // nothing to heal; the turn ends
    QVERIFY(st->isTerminal());
    QCOMPARE(st->endReason(), EndReason::TurnCap);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0}));
    QCOMPARE(countEvents(*st, "final_steal"), 1);
    QCOMPARE(st->place(1), 2);
    QCOMPARE(st->observe(1)["result"]["reason"].get<std::string>(), std::string("turn_cap"));
  }

  void artbotTurnCapTieIsADrawForTheLeadersWithoutSteals() {
    auto st = emptyTable(3);
    discardAllBut(*st, 1, 5);
    put(*st, 0, Zone::Active, {"touch_up"});
    put(*st, 0, Zone::Discard, {"rust_hook"}, 0);
    st->startTurnForTest(0, st->maxTurns());
    // Seat 0 heals Rust Hook back: 20 cards, like seat 2.
    st->apply(st->playAction(typeOf(*st, "touch_up")));
    QVERIFY(st->isTerminal());
    QCOMPARE(st->hp(0), 200);
    QCOMPARE(st->hp(2), 200);
    QCOMPARE(st->returns(), (std::vector<double>{0.0, -1.0, 0.0}));
    QVERIFY(st->draw());
    QCOMPARE(countEvents(*st, "final_steal"), 0);
    QCOMPARE(st->place(0), 1);
    QCOMPARE(st->place(2), 1);
    QCOMPARE(st->place(1), 3);
    const auto result = st->observe(kNoSeat)["result"];
    QCOMPARE(result["draw"].get<bool>(), true);
    QCOMPARE(result["transfers"].size(), std::size_t(0));
  }

  void artbotRandomGamesEndWithOneWinnerOrACapAndKeepEveryCard() {
    for (int seats = 2; seats <= 4; ++seats) {
      for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        auto made = builtinGames().find("artbot")->newGame({seats, seed, nlohmann::json::object()});
        auto& st = static_cast<ArtbotState&>(*made.value());
        Rng pick(seed);
        while (!st.isTerminal()) {
          const auto legal = st.legalActions();
          st.apply(legal[pick.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
        }
        QVERIFY(static_cast<int>(st.history().size()) <= st.info().maxGameLength);
        if (st.endReason() == EndReason::LastStanding) {
          QCOMPARE(st.playersIn(), 1);
          QCOMPARE(std::popcount(st.winners()), 1);
        }
        std::set<int> places;
        for (Seat s = 0; s < seats; ++s) QVERIFY(st.place(s) >= 1 && st.place(s) <= seats);
        int cards = 0;
        for (Seat s = 0; s < seats; ++s)
          for (int z = 0; z < kZoneCount; ++z) cards += st.count(s, static_cast<Zone>(z));
        QCOMPARE(cards, seats * st.deckSize());
      }
    }
  }
};

QTEST_APPLESS_MAIN(ArtbotEndTest)
#include "artbot_end_test.moc"
