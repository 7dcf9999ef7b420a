// The bots at Artbot: the policy hook's choices in constructed positions (which card to return,
// which to play, whom to hit, which revealed cards to give up, which to heal back), every bot kind
// finishing games at 2, 3 and 4 seats, bots that cannot be swayed by hidden cards, and the
// heuristic and the search beating random play by a margin luck cannot explain.
#include <QtTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <thread>

#include "ai/bot_factory.h"
#include "ai/heuristic_bot.h"
#include "ai/player_view.h"
#include "artbot/artbot_state.h"
#include "games/builtin_games.h"

#include "policy_checks.h"
using namespace gm;
using namespace gm::test;
using namespace gm::rules::artbot;
using nlohmann::json;
using rules::ActionId;
using rules::Seat;

namespace {

const rules::Game& artbotGame() {
  const rules::Game* game = rules::builtinGames().find("artbot");
  if (!game) qFatal("artbot is not registered");
  return *game;
}

// Twenty different cards per seat, so a card is named by its type id and its seat.
const std::vector<std::string>& testDeck() {
  static const std::vector<std::string> deck = {
      "easel_swing",    "rust_hook",     "roller_punch",       "chisel_jab",   "kiln_blast",
      "harsh_critique", "muse_drain",    "spectrum_wash",      "gallery_snub", "touch_up",
      "fresh_varnish",  "spare_parts",   "sticky_servo",       "static_smear", "arc_welder_slam",
      "mocking_mural",  "aura_airbrush", "gold_leaf_guardian", "bronze_titan", "critic_prime"};
  return deck;
}

// A table of `seats` players holding testDeck() each; every card starts in its own seat's Inactive
// Deck, the Active Decks empty, so a test places exactly what it needs.
std::unique_ptr<ArtbotState> table(int seats) {
  json decks = json::array();
  for (int s = 0; s < seats; ++s) decks.push_back(testDeck());
  auto made = artbotGame().newGame(rules::GameOptions{seats, 5, {{"decks", decks}}});
  if (!made) qFatal("%s", made.error().c_str());
  std::unique_ptr<ArtbotState> st(static_cast<ArtbotState*>(made.value().release()));
  for (int uid = 0; uid < st->cardCount(); ++uid)
    st->placeForTest(uid, st->originOf(uid), Zone::Inactive);
  return st;
}

int uidOf(const ArtbotState& st, Seat seat, const std::string& id) {
  for (int uid = seat * st.deckSize(); uid < (seat + 1) * st.deckSize(); ++uid)
    if (st.typeCard(uid).id == id) return uid;
  qFatal("no %s in seat %d's deck", id.c_str(), seat);
  return -1;
}

void put(ArtbotState& st, Seat s, Zone z, const std::vector<std::string>& ids) {
  for (const auto& id : ids) st.placeForTest(uidOf(st, s, id), s, z);
}

// Moves all but `keep` cards of seat s's Inactive Deck (the bottom ones) to its Discard.
void shrink(ArtbotState& st, Seat s, int keep) {
  const auto cards = st.cardsIn(s, Zone::Inactive);
  for (int i = 0; i + keep < static_cast<int>(cards.size()); ++i)
    st.placeForTest(cards[i], s, Zone::Discard);
}

// Seat s's Inactive Deck becomes exactly its first `n` Common damage cards (the rest of its
// Inactive Deck goes to its Discard), so seats differ in HP only.
void commonsOnly(ArtbotState& st, Seat s, int n) {
  static const std::vector<std::string> commons = {"easel_swing", "rust_hook",     "roller_punch",
                                                   "chisel_jab",  "kiln_blast",    "harsh_critique",
                                                   "muse_drain",  "spectrum_wash", "gallery_snub"};
  shrink(st, s, 0);
  for (int i = 0; i < n; ++i) st.placeForTest(uidOf(st, s, commons[i]), s, Zone::Inactive);
}

int type(const ArtbotState& st, const std::string& id) {
  return st.cards().findType(id);
}

// Plays one game with `kinds[s]` at seat s (search bots on a small budget) and returns it.
std::unique_ptr<rules::GameState> playGame(const std::vector<std::string>& kinds,
                                           std::uint64_t seed) {
  const int seats = static_cast<int>(kinds.size());
  auto state =
      std::move(artbotGame().newGame(rules::GameOptions{seats, seed, json::object()}).value());
  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (int s = 0; s < seats; ++s)
    bots.push_back(ai::makeBot(kinds[s], seed + s, ai::BotOverrides{.iterations = 60}, "artbot"));
  std::uint64_t step = 0;
  while (!state->isTerminal()) {
    const Seat seat = state->actingSeat();
    const ai::PlayerView view(*state, seat, ++step);
    const ActionId a = bots[seat]->choose(view, {});
    if (!state->isLegal(a)) qFatal("%s chose an illegal action", kinds[seat].c_str());
    state->apply(a);
  }
  return state;
}

}  // namespace

class ArtbotBotsTest : public QObject {
  Q_OBJECT

 private slots:
  void policyReturnsTheWeakestCardOfTheHand() {
    auto st = table(2);
    put(*st, 0, Zone::Active, {"bronze_titan", "kiln_blast", "easel_swing", "roller_punch"});
    st->startTurnForTest(0, 1);
    QCOMPARE(st->phase(), Phase::Return);
    EXPECT_FAVOURITE(*st, st->returnAction(type(*st, "easel_swing")));
  }

  void policyKeepsHealingWhenThereIsNothingToHealYet() {
    // An empty Discard: healing does nothing now, but it is worth more later than a 10 damage.
    auto st = table(2);
    put(*st, 0, Zone::Active, {"bronze_titan", "kiln_blast", "easel_swing", "spare_parts"});
    st->startTurnForTest(0, 1);
    QCOMPARE(st->count(0, Zone::Discard), 0);
    EXPECT_FAVOURITE(*st, st->returnAction(type(*st, "easel_swing")));
  }

  void policyHealsWhenTheDiscardIsBigAndHitsWhenItIsEmpty() {
    auto st = table(2);
    put(*st, 0, Zone::Active, {"spare_parts", "rust_hook", "easel_swing"});
    shrink(*st, 0, 8);  // 9 cards in the Discard
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(type(*st, "easel_swing")));
    QCOMPARE(st->phase(), Phase::Play);
    EXPECT_FAVOURITE(*st, st->playAction(type(*st, "spare_parts")));

    auto fresh = table(2);
    put(*fresh, 0, Zone::Active, {"spare_parts", "rust_hook", "easel_swing"});
    fresh->startTurnForTest(0, 1);
    fresh->apply(fresh->returnAction(type(*fresh, "easel_swing")));
    EXPECT_FAVOURITE(*fresh, fresh->playAction(type(*fresh, "rust_hook")));
  }

  void policyPlaysTheGlitchOverSmallDamage() {
    // A Glitch takes two cards from an opponent and gives them to me; 20 damage takes two at best.
    auto st = table(2);
    put(*st, 0, Zone::Active, {"static_smear", "rust_hook", "easel_swing"});
    put(*st, 1, Zone::Active, {"kiln_blast", "touch_up", "chisel_jab", "muse_drain"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(type(*st, "easel_swing")));
    EXPECT_FAVOURITE(*st, st->playAction(type(*st, "static_smear")));
  }

  void policyHitsTheLeaderInHp() {
    // Three seats, all Common: the opponent with 9 cards is hit, not the one with 4.
    for (const bool swap : {false, true}) {
      auto st = table(3);
      const Seat big = swap ? 1 : 2, small = swap ? 2 : 1;
      put(*st, 0, Zone::Active, {"kiln_blast"});
      commonsOnly(*st, small, 4);
      commonsOnly(*st, big, 9);
      st->startTurnForTest(0, 1);
      st->apply(st->playAction(type(*st, "kiln_blast")));
      QCOMPARE(st->phase(), Phase::Target);
      QCOMPARE(st->hp(big), 90);
      EXPECT_FAVOURITE(*st, st->targetAction(big));
    }
  }

  void policyDoesNotHitARarityWall() {
    // Equal HP; seat 1's Inactive Deck is all Rare and Super Rare (damage would give cards back),
    // seat 2's all Common.
    auto st = table(3);
    put(*st, 0, Zone::Active, {"kiln_blast"});
    shrink(*st, 1, 0);
    shrink(*st, 2, 0);
    for (const char* id : {"arc_welder_slam", "mocking_mural", "aura_airbrush",
                           "gold_leaf_guardian", "bronze_titan", "critic_prime"})
      st->placeForTest(uidOf(*st, 1, id), 1, Zone::Inactive);
    for (const char* id :
         {"easel_swing", "rust_hook", "roller_punch", "chisel_jab", "harsh_critique", "muse_drain"})
      st->placeForTest(uidOf(*st, 2, id), 2, Zone::Inactive);
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(type(*st, "kiln_blast")));
    QCOMPARE(st->hp(1), st->hp(2));
    EXPECT_FAVOURITE(*st, st->targetAction(2));
  }

  void policyStealsFromAndGlitchesTheStrongestRival() {
    // Four seats, each opponent with four Active cards; seat 2 has the most HP: it is robbed, and
    // a Glitch leaves it the two cards.
    for (const char* card : {"sticky_servo", "static_smear"}) {
      auto st = table(4);
      put(*st, 0, Zone::Active, {card});
      for (Seat s = 1; s < 4; ++s)
        put(*st, s, Zone::Active, {"touch_up", "fresh_varnish", "spare_parts", "static_smear"});
      commonsOnly(*st, 1, 5);
      commonsOnly(*st, 2, 9);
      commonsOnly(*st, 3, 7);
      st->startTurnForTest(0, 1);
      st->apply(st->playAction(type(*st, card)));
      QCOMPARE(st->phase(), Phase::Target);
      EXPECT_FAVOURITE(*st, st->targetAction(2));
    }
  }

  void victimDiscardsTheLeastValuableRevealedCard() {
    // 30 damage against a Rare and two Commons: 10 net, one discard. The 10-point Common goes; the
    // Rare (which protects next time) and the stronger Common stay.
    auto st = table(2);
    put(*st, 0, Zone::Active, {"kiln_blast"});
    for (const char* id : {"roller_punch", "easel_swing", "arc_welder_slam"})
      st->placeForTest(uidOf(*st, 1, id), 1, Zone::Inactive);  // arc_welder_slam on top
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(type(*st, "kiln_blast")));
    QCOMPARE(st->phase(), Phase::Discard);
    QCOMPARE(st->actingSeat(), 1);
    EXPECT_FAVOURITE(*st, st->pickAction(type(*st, "easel_swing")));
  }

  void healerAndRecoveringVictimTakeTheBestCardsBack() {
    // Healing 10 with three cards in the Discard: the Super Rare comes back.
    auto st = table(2);
    put(*st, 0, Zone::Active, {"touch_up"});
    put(*st, 0, Zone::Discard, {"easel_swing", "bronze_titan", "rust_hook"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(type(*st, "touch_up")));
    QCOMPARE(st->phase(), Phase::Heal);
    EXPECT_FAVOURITE(*st, st->pickAction(type(*st, "bronze_titan")));

    // 10 damage into a Super Rare: -30, the victim takes cards back from its Discard.
    auto hit = table(2);
    put(*hit, 0, Zone::Active, {"easel_swing"});
    put(*hit, 1, Zone::Discard,
        {"gallery_snub", "rust_hook", "critic_prime", "chisel_jab", "muse_drain"});
    hit->placeForTest(uidOf(*hit, 1, "gold_leaf_guardian"), 1, Zone::Inactive);
    hit->startTurnForTest(0, 1);
    hit->apply(hit->playAction(type(*hit, "easel_swing")));
    QCOMPARE(hit->phase(), Phase::Recover);
    QCOMPARE(hit->actingSeat(), 1);
    EXPECT_FAVOURITE(*hit, hit->pickAction(type(*hit, "critic_prime")));
  }

  // The policy remembers answers it worked out before (per thread); what it answers must not
  // depend on what it was asked earlier. Positions from random games at 2-4 seats, judged in one
  // order on one thread and in the opposite order on another, get the same weights to the bit.
  void policyWeightsDoNotDependOnWhatWasAskedBefore() {
    std::vector<std::unique_ptr<rules::GameState>> positions;
    rules::Rng rng(21);
    for (int game = 0; game < 30; ++game) {
      const int seats = 2 + game % 3;
      auto st = std::move(artbotGame()
                              .newGame(rules::GameOptions{seats, 300u + static_cast<unsigned>(game),
                                                          json::object()})
                              .value());
      while (!st->isTerminal()) {
        const auto legal = st->legalActions();
        const auto phase = static_cast<const ArtbotState&>(*st).phase();
        if (legal.size() > 1 && (phase == Phase::Play || phase == Phase::Target))
          positions.push_back(st->clone());
        st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    QVERIFY(positions.size() > 500);
    const auto judge = [&](bool backwards) {
      std::vector<std::vector<double>> out(positions.size());
      for (std::size_t k = 0; k < positions.size(); ++k) {
        const std::size_t i = backwards ? positions.size() - 1 - k : k;
        const auto legal = positions[i]->legalActions();
        out[i].assign(legal.size(), 0.0);
        positions[i]->heuristicWeights(legal, out[i]);
      }
      return out;
    };
    std::vector<std::vector<double>> forwards, backwards;
    std::thread one([&] { forwards = judge(false); });
    std::thread other([&] { backwards = judge(true); });
    one.join();
    other.join();
    QVERIFY(forwards == backwards);
  }

  void everyBotKindFinishesGamesAtTwoThreeAndFourSeats() {
    const auto& kinds = ai::botKinds();
    for (int seats = 2; seats <= 4; ++seats) {
      std::vector<std::string> atSeat;
      for (int s = 0; s < seats; ++s) atSeat.push_back(kinds[(seats + s) % kinds.size()]);
      const auto st = playGame(atSeat, 40 + seats);
      QVERIFY(st->isTerminal());
      const auto r = st->returns();
      QCOMPARE(static_cast<int>(r.size()), seats);
      const auto winners = std::count(r.begin(), r.end(), 1.0);
      const auto drawn = std::count(r.begin(), r.end(), 0.0);
      QVERIFY2(winners == 1 || (winners == 0 && drawn >= 2), qPrintable(QString::number(seats)));
    }
  }

  void botsDecideTheSameWhateverTheHiddenCardsAre() {
    // Two tables seat 0 cannot tell apart: which of seat 1's cards are in its Active Deck (strong
    // ones or weak ones) and the order of seat 0's own Inactive Deck differ. Every bot, seeded
    // alike, must choose alike at seat 0.
    const auto make = [](bool other) {
      auto st = table(3);
      put(*st, 0, Zone::Active, {"kiln_blast", "sticky_servo", "static_smear", "touch_up"});
      put(*st, 0, Zone::Discard, {"easel_swing", "rust_hook"});
      put(*st, 1, Zone::Active,
          other ? std::vector<std::string>{"bronze_titan", "critic_prime", "gold_leaf_guardian",
                                           "arc_welder_slam"}
                : std::vector<std::string>{"easel_swing", "rust_hook", "gallery_snub", "touch_up"});
      put(*st, 2, Zone::Active, {"muse_drain", "chisel_jab", "roller_punch", "kiln_blast"});
      if (other) {
        // Reorder seat 0's own Inactive Deck too: its order is hidden from everyone.
        for (const char* id : {"spare_parts", "mocking_mural"})
          st->placeForTest(uidOf(*st, 0, id), 0, Zone::Inactive);
      }
      st->startTurnForTest(0, 1);
      return st;
    };
    const auto a = make(false), b = make(true);
    QCOMPARE(a->observe(0), b->observe(0));
    QCOMPARE(a->infoKey(0), b->infoKey(0));
    QVERIFY(a->observe(rules::kNoSeat) != b->observe(rules::kNoSeat));
    for (const std::string kind : {"heuristic", "easy", "normal", "random"}) {
      for (int step = 0; step < 2; ++step) {
        // step 0: the return (a secret commit); step 1: the play after the same return.
        auto x = a->clone(), y = b->clone();
        if (step == 1) {
          x->apply(x->legalActions().front());
          y->apply(y->legalActions().front());
        }
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
          auto botX = ai::makeBot(kind, seed, ai::BotOverrides{.iterations = 300}, "artbot");
          auto botY = ai::makeBot(kind, seed, ai::BotOverrides{.iterations = 300}, "artbot");
          const ActionId cx = botX->choose(ai::PlayerView(*x, 0, seed), {});
          const ActionId cy = botY->choose(ai::PlayerView(*y, 0, seed), {});
          QVERIFY2(cx == cy, kind.c_str());
        }
      }
    }
  }

  void heuristicBeatsRandomAtTwoAndFourSeats() {
    // Under the sanitizers 20 games check the play for memory and UB errors; the margins need the
    // full count and are asserted in the plain build only (tests/sanitizer_scale.h).
    ai::MatchConfig config;
    config.games = gm::test::scaledCount(200, 20);
    config.seed = 77;
    for (const auto& [bots, floor] : std::vector<std::pair<std::vector<std::string>, double>>{
             {{"heuristic", "random"}, 0.6}, {{"heuristic", "random", "random", "random"}, 0.4}}) {
      config.bots = bots;
      const auto summary = ai::runMatch(artbotGame(), config);
      QVERIFY2(summary.ok(), summary.error().c_str());
      const auto& h = summary->bots[0];
      qInfo("heuristic at %zu seats: %d of %d [%.2f, %.2f]", bots.size(), h.wins, summary->games,
            h.winRate95.low, h.winRate95.high);
      QCOMPARE(summary->games, config.games);
      if (!gm::test::kUnderSanitizers) QVERIFY(h.winRate95.low > floor);
    }
  }

  void searchBeatsRandomAtTwoSeats() {
    ai::MatchConfig config;
    config.games = gm::test::scaledCount(100, 10);
    config.seed = 78;
    config.iterations = 300;
    config.bots = {"normal", "random"};
    const auto summary = ai::runMatch(artbotGame(), config);
    QVERIFY2(summary.ok(), summary.error().c_str());
    const auto& n = summary->bots[0];
    qInfo("search (300 iterations): %d of %d [%.2f, %.2f]", n.wins, summary->games, n.winRate95.low,
          n.winRate95.high);
    QCOMPARE(summary->games, config.games);
    if (!gm::test::kUnderSanitizers) QVERIFY(n.winRate95.low > 0.6);
  }
};

QTEST_APPLESS_MAIN(ArtbotBotsTest)
#include "artbot_bots_test.moc"
