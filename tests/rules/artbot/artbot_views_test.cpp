// What each seat sees: an opponent's Active Deck hidden, every Inactive Deck's order hidden (its
// own seat gets the faces as counts), decklists public, the pending damage, and events hiding the
// cards they must (returns, draws, Glitch deals) while showing reveals and steals to everyone.
// Also the resample rule: a seat's own cards stay, the other players' hidden cards are redealt.
#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;
using nlohmann::json;

namespace {
const json& zone(const json& view, const std::string& name) {
  for (const auto& z : view["zones"])
    if (z["name"] == name) return z;
  qFatal("no zone %s", name.c_str());
  static const json none;
  return none;
}
}  // namespace

class ArtbotViewsTest : public QObject {
  Q_OBJECT

 private slots:
  // Our turn limit is a safety limit, shown at the table: every seat sees the turn and the limit
  // under the keys all games share (100 turns a player).
  void artbotObservationShowsTheTurnAndTheTurnLimit() {
    for (int seats = 2; seats <= 4; ++seats) {
      auto st = emptyTable(seats);
      put(*st, 0, Zone::Active, {"touch_up"});
      st->startTurnForTest(0, 12);
      for (Seat s = kNoSeat; s < seats; ++s) {
        const auto view = st->observe(s);
        QCOMPARE(view["turn"].get<int>(), 12);
        QCOMPARE(view["maxTurns"].get<int>(), 100 * seats);
      }
    }
  }

  void artbotOpponentsActiveDeckIsHidden() {
    auto made = builtinGames().find("artbot")->newGame({3, 4, json::object()});
    const auto& st = static_cast<const ArtbotState&>(*made.value());
    const json view = st.observe(1);
    QCOMPARE(view["game"].get<std::string>(), std::string("artbot"));
    QCOMPARE(view["node"].get<std::string>(), std::string("commit"));
    const json& own = zone(view, "p1.active");
    QCOMPARE(own["cards"].size(), std::size_t(4));
    QVERIFY(own["cards"][0].contains("face"));
    QCOMPARE(own["cards"][0]["origin"].get<int>(), 1);
    const json& other = zone(view, "p0.active");
    QCOMPARE(other["count"].get<int>(), 4);
    for (const auto& c : other["cards"]) {
      QCOMPARE(c, json({{"hidden", true}}));
    }
  }

  void artbotInactiveOrderIsHiddenFromEveryone() {
    auto made = builtinGames().find("artbot")->newGame({2, 4, json::object()});
    const auto& st = static_cast<const ArtbotState&>(*made.value());
    for (Seat s : {0, 1}) {
      const json view = st.observe(s);
      for (Seat t : {0, 1}) {
        const json& z = zone(view, "p" + std::to_string(t) + ".inactive");
        QCOMPARE(z["count"].get<int>(), 16);
        QCOMPARE(z["cards"].size(), std::size_t(0));
      }
      // Its own Inactive Deck's content, as counts; nobody else's.
      QVERIFY(view["players"][s].contains("inactiveFaces"));
      QVERIFY(!view["players"][1 - s].contains("inactiveFaces"));
      int n = 0;
      for (const auto& [id, count] : view["players"][s]["inactiveFaces"].items())
        n += count.get<int>();
      QCOMPARE(n, 16);
    }
    const json truth = st.observe(kNoSeat);
    QCOMPARE(zone(truth, "p0.inactive")["cards"].size(), std::size_t(16));
    // The top card is listed last.
    QCOMPARE(zone(truth, "p0.inactive")["cards"].back()["uid"].get<int>(),
             st.cardsIn(0, Zone::Inactive).back());
  }

  void artbotDecklistsArePublic() {
    auto made = builtinGames().find("artbot")->newGame({2, 4, json::object()});
    const auto& st = static_cast<const ArtbotState&>(*made.value());
    const json view = st.observe(0);
    std::vector<std::string> expected;
    for (int uid = 20; uid < 40; ++uid) expected.push_back(st.typeCard(uid).id);
    std::sort(expected.begin(), expected.end());
    QCOMPARE(view["players"][1]["decklist"].get<std::vector<std::string>>(), expected);
  }

  void artbotPendingDamageIsPublic() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"roller_punch"});
    put(*st, 1, Zone::Inactive, {"arc_welder_slam", "rust_hook", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "roller_punch")));
    const json view = st->observe(0);
    QCOMPARE(view["phase"].get<std::string>(), std::string("discard"));
    QCOMPARE(view["acting"].get<int>(), 1);
    const json& p = view["pending"];
    QCOMPARE(p["kind"].get<std::string>(), std::string("damage"));
    QCOMPARE(p["points"].get<int>(), 30);
    QCOMPARE(p["victim"].get<int>(), 1);
    QCOMPARE(p["rarity"].get<int>(), 20);
    QCOMPARE(p["net"].get<int>(), 10);
    QCOMPARE(p["remaining"].get<int>(), 1);
    QCOMPARE(p["revealed"].size(), std::size_t(3));
    QCOMPARE(zone(view, "p1.revealed")["cards"][0]["face"].get<std::string>(),
             std::string("arc_welder_slam"));
    QCOMPARE(zone(view, "p0.played")["cards"][0]["face"].get<std::string>(),
             std::string("roller_punch"));
  }

  void artbotEventsHideReturnsAndDrawsButShowRevealsAndSteals() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"sticky_servo", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "easel_swing")));
    const GameEvent* ret = firstEvent(*st, "return");
    QVERIFY(ret != nullptr);
    QCOMPARE(ret->seenBy(0).face, std::string("easel_swing"));
    QCOMPARE(ret->seenBy(1).face, std::string());
    QCOMPARE(ret->seenBy(1).card, -1);
    st->apply(st->playAction(typeOf(*st, "sticky_servo")));
    QCOMPARE(firstEvent(*st, "play")->seenBy(1).face, std::string("sticky_servo"));
    const GameEvent* steal = firstEvent(*st, "steal");
    QVERIFY(!steal->seenBy(1).face.empty());
    for (const auto& e : st->lastEvents())
      if (e.kind == "draw") QVERIFY(e.seenBy(e.seat == 0 ? 1 : 0).face.empty());
    QCOMPARE(steal->messageKey, std::string("artbot.event.steal"));
  }

  void artbotInfoKeyIgnoresWhatTheSeatCannotSee() {
    auto a = emptyTable();
    put(*a, 0, Zone::Active, {"rust_hook", "easel_swing"});
    put(*a, 1, Zone::Active, {"chisel_jab", "muse_drain"});
    a->startTurnForTest(0, 1);
    auto b = emptyTable();
    put(*b, 0, Zone::Active, {"rust_hook", "easel_swing"});
    put(*b, 1, Zone::Active, {"kiln_blast", "touch_up"});  // seat 1 holds other cards
    b->startTurnForTest(0, 1);
    QCOMPARE(a->infoKey(0), b->infoKey(0));
    QVERIFY(a->infoKey(1) != b->infoKey(1));
    // Which card seat 0 returned is unknown to seat 1.
    auto c = a->clone();
    a->apply(a->returnAction(typeOf(*a, "rust_hook")));
    c->apply(static_cast<ArtbotState&>(*c).returnAction(typeOf(*a, "easel_swing")));
    QCOMPARE(a->infoKey(1), c->infoKey(1));
    QVERIFY(a->infoKey(0) != c->infoKey(0));
  }

  void artbotResampleKeepsOwnCardsAndRedealsTheOthersHiddenCards() {
    auto made = builtinGames().find("artbot")->newGame({3, 8, json::object()});
    const auto& st = static_cast<const ArtbotState&>(*made.value());
    Rng rng(5);
    bool moved = false;
    for (int i = 0; i < 10; ++i) {
      auto world = st.resampleFor(0, rng);
      const auto& w = static_cast<const ArtbotState&>(*world);
      QCOMPARE(w.cardsIn(0, Zone::Active), st.cardsIn(0, Zone::Active));
      auto own = w.cardsIn(0, Zone::Inactive), truth = st.cardsIn(0, Zone::Inactive);
      std::sort(own.begin(), own.end());
      std::sort(truth.begin(), truth.end());
      QCOMPARE(own, truth);
      for (Seat s : {1, 2}) {
        QCOMPARE(w.count(s, Zone::Active), 4);
        QCOMPARE(w.count(s, Zone::Inactive), 16);
        for (int uid : w.cardsIn(s, Zone::Active)) moved = moved || st.originOf(uid) != s;
      }
      QCOMPARE(w.observe(0), st.observe(0));
    }
    QVERIFY(moved);  // the hidden cards form one pool across opponents
  }

  // The AI's policy reads each Inactive Deck as totals kept as cards move: after every move of
  // random games at 2-4 seats, and in every seat's resampled world, they are what the decks'
  // cards add up to.
  void artbotPileTotalsFollowEveryCardMove() {
    const auto check = [](const ArtbotState& st) {
      for (Seat s = 0; s < st.seatCount(); ++s) {
        PileTotals recount;
        for (int uid : st.cardsIn(s, Zone::Inactive)) recount.add(st.typeCard(uid), +1);
        if (!(st.inactiveTotals(s) == recount)) return false;
      }
      return true;
    };
    Rng rng(11);
    std::vector<ActionId> legal;
    int steals = 0, glitches = 0;
    for (int game = 0; game < 12; ++game) {
      const int seats = 2 + game % 3;
      auto made = builtinGames().find("artbot")->newGame(
          {seats, 100u + static_cast<unsigned>(game), json::object()});
      auto& st = static_cast<ArtbotState&>(*made.value());
      QVERIFY(check(st));
      while (!st.isTerminal()) {
        st.legalActions(legal);
        const ActionId a = legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))];
        if (st.phase() == Phase::Play) {
          const Power p = st.cards().types[a - st.typeCount()].power;
          steals += p == Power::Stealing;
          glitches += p == Power::Glitch;
        }
        st.apply(a);
        QVERIFY2(check(st), "after a move");
        const auto world = st.resampleFor(
            static_cast<Seat>(rng.uniformInt(static_cast<std::uint32_t>(seats))), rng);
        QVERIFY2(check(static_cast<const ArtbotState&>(*world)), "in a resampled world");
      }
    }
    QVERIFY(steals > 0 && glitches > 0);  // the games moved cards in every way there is
    // And a position placed by hand (the scenario tests' way).
    auto st = emptyTable(3);
    put(*st, 1, Zone::Active, {"easel_swing", "static_smear"});
    QVERIFY(check(*st));
  }

  void artbotResampledHistoryDoesNotNameTheReturnedCard() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"easel_swing", "kiln_blast"});
    st->startTurnForTest(0, 1);
    const ActionId secret = st->returnAction(typeOf(*st, "easel_swing"));
    QVERIFY(secret != st->returnAction(0));
    st->apply(secret);
    Rng rng(3);
    const auto world = st->resampleFor(1, rng);
    QCOMPARE(world->history().size(), std::size_t(1));
    QCOMPARE(world->history()[0], st->returnAction(0));
    QCOMPARE(st->history()[0], secret);
  }
};

QTEST_APPLESS_MAIN(ArtbotViewsTest)
#include "artbot_views_test.moc"
