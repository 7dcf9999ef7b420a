// The Engines of Vengeance match: the match wrapper (core/match_state.h) over real Acts, as the
// registered game "engines" builds it. Outcomes are found by playing random matches from a fixed
// range of seeds, so each test runs a match that really ended the way it checks.
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

#include "ai/match_runner.h"
#include "core/match_state.h"
#include "core/save_format.h"
#include "core/seat_view.h"
#include "engines/engines_act.h"
#include "games/builtin_games.h"

using namespace gm::rules;
using gm::rules::engines::ActState;
using nlohmann::json;

namespace {

const Game& enginesGame() {
  const Game* game = builtinGames().find("engines");
  if (!game) qFatal("engines is not registered");
  return *game;
}

std::unique_ptr<GameState> newGame(std::uint64_t seed, json variant = json::object()) {
  auto created = enginesGame().newGame(GameOptions{2, seed, std::move(variant)});
  if (!created) qFatal("%s", created.error().c_str());
  return std::move(created.value());
}

const MatchState& matchOf(const GameState& st) {
  return dynamic_cast<const MatchState&>(st);
}

const ActState& actOf(const GameState& st) {
  return dynamic_cast<const ActState&>(matchOf(st).currentSegment());
}

ActionId randomLegal(const GameState& st, Rng& rng) {
  const auto legal = st.legalActions();
  return legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))];
}

// Plays at random from `st` until `stop` holds after an action (or the match ends).
void playUntil(GameState& st, Rng& rng, const std::function<bool(const GameState&)>& stop) {
  while (!st.isTerminal()) {
    st.apply(randomLegal(st, rng));
    if (stop(st)) return;
  }
}

struct Found {
  std::uint64_t seed = 0;
  std::vector<ActionId> actions;
};

// The first random match (game seed and play seed i, i = 1, 2, ...) whose Act winners, in order,
// are `acts` (bit masks).
Found findMatch(const std::vector<unsigned>& acts) {
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    auto st = newGame(seed);
    Rng rng(seed);
    playUntil(*st, rng, [](const GameState&) { return false; });
    const auto& m = matchOf(*st);
    std::vector<unsigned> got;
    for (int i = 0; i <= m.segmentIndex(); ++i) got.push_back(m.segmentWinners(i));
    if (got == acts) return {seed, {st->history().begin(), st->history().end()}};
  }
  qFatal("no random match in 2000 seeds went that way");
  return {};
}

// Replays a found match with events recorded; `each` sees the state after every action.
std::unique_ptr<GameState> replay(const Found& f,
                                  const std::function<void(const GameState&)>& each = {}) {
  auto st = newGame(f.seed);
  st->setRecordEvents(true);
  for (const ActionId a : f.actions) {
    st->apply(a);
    if (each) each(*st);
  }
  return st;
}

std::vector<std::string> matchEventKinds(std::span<const GameEvent> events) {
  std::vector<std::string> kinds;
  for (const auto& e : events)
    if (e.kind == "act_over" || e.kind == "act_start" || e.kind == "match_over")
      kinds.push_back(e.kind);
  return kinds;
}

}  // namespace

class EnginesMatchTest : public QObject {
  Q_OBJECT

 private slots:
  void actsSwapRolesAndTheVigilanteStartsEachAct() {
    auto st = newGame(3);
    QCOMPARE(matchOf(*st).seatRole(0), std::string("vigilante"));
    QCOMPARE(matchOf(*st).seatRole(1), std::string("detective"));
    QCOMPARE(st->actingSeat(), 0);
    QVERIFY(!actOf(*st).options().cooperativeEnding);
    Rng rng(3);
    playUntil(*st, rng, [](const GameState& s) { return matchOf(s).segmentIndex() == 1; });
    QCOMPARE(matchOf(*st).segmentIndex(), 1);
    QCOMPARE(matchOf(*st).seatRole(0), std::string("detective"));
    QCOMPARE(matchOf(*st).seatRole(1), std::string("vigilante"));
    // The match deals the roles; the Act's own view agrees with it.
    for (const SeatPlayer& p : st->seatView(kNoSeat).players)
      QCOMPARE(p.role, matchOf(*st).seatRole(p.seat));
    QCOMPARE(st->actingSeat(), 1);
    QCOMPARE(actOf(*st).turn(), 1);
    const json match = st->observe(0)["match"];
    QCOMPARE(match["act"], json(2));
    QCOMPARE(match["acts"], json(3));
    QCOMPARE(match["roles"], json({"detective", "vigilante"}));
    QCOMPARE(match["results"][0]["roles"], json({"vigilante", "detective"}));

    auto swapped = newGame(3, {{"vigilante", 1}});
    QCOMPARE(matchOf(*swapped).seatRole(1), std::string("vigilante"));
    QCOMPARE(swapped->actingSeat(), 1);
  }

  void twoActsWonEndTheMatchWithoutAThird() {
    for (const unsigned winner : {1u, 2u}) {
      const Found f = findMatch({winner, winner});
      std::vector<std::string> lastKinds;
      auto st = replay(f, [&](const GameState& s) {
        if (!matchEventKinds(s.lastEvents()).empty()) lastKinds = matchEventKinds(s.lastEvents());
      });
      QVERIFY(st->isTerminal());
      QCOMPARE(matchOf(*st).segmentIndex(), 1);
      QCOMPARE(matchOf(*st).finishedSegments().size(), std::size_t(2));
      const Seat w = winner == 1u ? 0 : 1;
      QCOMPARE(st->returns()[w], 1.0);
      QCOMPARE(st->returns()[1 - w], -1.0);
      QCOMPARE(lastKinds, (std::vector<std::string>{"act_over", "match_over"}));
      QCOMPARE(st->lastEvents().back().args, (std::vector<std::string>{"win", w ? "0-2" : "2-0"}));
    }
  }

  void oneActEachGoesToAThirdActWithTheCooperativeEndingOn() {
    const Found f = findMatch({1u, 2u, 1u});
    bool checkedBoundary = false;
    auto st = replay(f, [&](const GameState& s) {
      const auto& m = matchOf(s);
      if (m.segmentIndex() == 2 && !checkedBoundary) {
        checkedBoundary = true;
        QVERIFY(!s.isTerminal());
        QCOMPARE(m.wins(0), 1);
        QCOMPARE(m.wins(1), 1);
        QVERIFY(actOf(s).options().cooperativeEnding);
        QCOMPARE(actOf(s).vigilanteSeat(), 0);
        QCOMPARE(matchEventKinds(s.lastEvents()),
                 (std::vector<std::string>{"act_over", "act_start"}));
      }
      if (m.segmentIndex() < 2) QVERIFY(!actOf(s).options().cooperativeEnding);
    });
    QVERIFY(checkedBoundary);
    QCOMPARE(st->returns(), (std::vector<double>{1.0, -1.0}));
  }

  void theCooperativeEndingMakesBothWinTheMatch() {
    const Found f = findMatch({1u, 2u, 3u});
    auto st = replay(f);
    QVERIFY(st->isTerminal());
    QVERIFY(actOf(*st).cooperative());
    QCOMPARE(st->returns(), (std::vector<double>{1.0, 1.0}));
    QCOMPARE(matchOf(*st).matchWinners(), 3u);
    const json match = st->observe(1)["match"];
    QCOMPARE(match["winners"], json({0, 1}));
    QCOMPARE(match["results"][2]["shared"], json(true));
    const GameEvent& end = st->lastEvents().back();
    QCOMPARE(end.kind, std::string("match_over"));
    QCOMPARE(end.args[0], std::string("shared"));
    QCOMPARE(end.messageKey, std::string("engines.event.match_over"));
  }

  void aSaveReplaysAcrossActs() {
    const Found f = findMatch({1u, 2u, 1u});
    auto st = newGame(f.seed);
    std::size_t i = 0;
    while (matchOf(*st).segmentIndex() < 2 || actOf(*st).turn() < 3) st->apply(f.actions[i++]);
    SaveData data{"engines",
                  enginesGame().info().rulesVersion,
                  GameOptions{2, f.seed, json::object()},
                  defaultSeats(2),
                  std::vector<ActionId>(f.actions.begin(), f.actions.begin() + i),
                  std::nullopt};
    auto loaded = loadSave(serializeSave(data), builtinGames());
    QVERIFY2(loaded.ok(), loaded.error().c_str());
    GameState& back = *loaded->state;
    QCOMPARE(back.observe(kNoSeat), st->observe(kNoSeat));
    QVERIFY(back.rng() == st->rng());
    for (Seat s = 0; s < 2; ++s) QCOMPARE(back.infoKey(s), st->infoKey(s));
    for (; i < f.actions.size(); ++i) {
      back.apply(f.actions[i]);
      st->apply(f.actions[i]);
    }
    QVERIFY(back.isTerminal());
    QCOMPARE(back.returns(), st->returns());
  }

  void noLeakAcrossTheActBoundary() {
    // The last decision of Act 1: worlds resampled for the acting seat must deal Act 2 from their
    // own generator, and after the boundary each seat's worlds keep its view and redraw the rest.
    auto st = newGame(5);
    Rng rng(5);
    std::unique_ptr<GameState> before;
    while (matchOf(*st).segmentIndex() == 0) {
      before = st->clone();
      st->apply(randomLegal(*st, rng));
    }
    const Seat last = before->actingSeat();
    const ActionId ending = st->history().back();
    auto handOf = [](const GameState& s, Seat seat) {
      json cards = json::array();
      const json view = s.observe(kNoSeat);
      for (const auto& z : view["zones"])
        if (z["name"] == "p" + std::to_string(seat) + ".hand") cards = z["cards"];
      return cards.dump();
    };
    std::set<std::string> dealt;
    Rng worlds(9);
    for (int i = 0; i < 16; ++i) {
      auto world = before->resampleFor(last, worlds);
      QVERIFY(world->isLegal(ending));
      world->apply(ending);
      QCOMPARE(matchOf(*world).segmentIndex(), 1);
      dealt.insert(handOf(*world, 1 - last) + handOf(*world, last));
    }
    QVERIFY2(dealt.size() > 4, "worlds deal Act 2 the way the truth does");

    for (Seat s = 0; s < 2; ++s) {
      std::set<std::string> others;
      for (int i = 0; i < 16; ++i) {
        auto world = st->resampleFor(s, worlds);
        QCOMPARE(world->observe(s), st->observe(s));
        QCOMPARE(world->infoKey(s), st->infoKey(s));
        QCOMPARE(world->history().size(), st->history().size());
        others.insert(handOf(*world, 1 - s));
      }
      QVERIFY(others.size() > 1);
      const json view = st->observe(s);
      for (const auto& z : view["zones"])
        if (z["name"] == "p" + std::to_string(1 - s) + ".hand")
          for (const auto& card : z["cards"]) QVERIFY(!card.contains("face"));
    }
  }

  void winsAreCountedPerRole() {
    gm::ai::MatchConfig config;
    config.bots = {"random", "random"};
    config.games = 20;
    config.seed = 4;
    config.variant = {{"acts", 1}};
    const auto single = gm::ai::runMatch(enginesGame(), config);
    QVERIFY2(single.ok(), single.error().c_str());
    QCOMPARE(single->roles.at("vigilante").played(), 20);
    QCOMPARE(single->roles.at("detective").played(), 20);
    QCOMPARE(single->bots[0].roles.at("vigilante").played(), 10);
    QCOMPARE(single->bots[0].roles.at("detective").played(), 10);
    QCOMPARE(
        single->roles.at("vigilante").wins + single->roles.at("detective").wins + single->draws,
        20);

    config.variant = json::object();
    const auto matches = gm::ai::runMatch(enginesGame(), config);
    QVERIFY2(matches.ok(), matches.error().c_str());
    const int acts = matches->roles.at("vigilante").played();
    QVERIFY(acts >= 40 && acts <= 60);
    QCOMPARE(matches->roles.at("detective").played(), acts);
  }

  void badOptionsAreRefusedWithAMessage() {
    for (const auto& [variant, words] : std::vector<std::pair<json, std::string>>{
             {{{"acts", 2}}, "\"acts\" must be 1"},
             {{{"vigilante", 2}}, "\"vigilante\" must be"},
             {{{"setups", "yes"}}, "\"setups\" must be true or false"},
             {{{"speed", 1}}, "no option \"speed\""}}) {
      const auto created = enginesGame().newGame(GameOptions{2, 1, variant});
      QVERIFY(!created.ok());
      QVERIFY2(created.error().find(words) != std::string::npos, created.error().c_str());
    }
    QVERIFY(!enginesGame().newGame(GameOptions{3, 1, json::object()}).ok());
  }
};

QTEST_APPLESS_MAIN(EnginesMatchTest)
#include "engines_match_test.moc"
