// The match wrapper (core/match_state.h) on Standoff matches: roles move on every segment, two wins
// of three end the match, 1-1 goes to a third segment, a shared win in the last segment makes both
// winners, events and observe() carry the match layer, saves replay across segments, and no seat
// learns anything across a segment boundary it should not.
#include <QtTest>
#include <nlohmann/json.hpp>
#include <set>

#include "conformance_checker.h"
#include "core/match_state.h"
#include "core/registry.h"
#include "core/save_format.h"
#include "sanitizer_scale.h"
#include "standoff_game.h"

using namespace gm::rules;
using gm::test::StandoffState;
using nlohmann::json;

namespace {

constexpr ActionId Y = StandoffState::kYield;
constexpr ActionId C = StandoffState::kClaim;

const Game& standoff() {
  static const auto game = gm::test::makeStandoffMatchGame();
  return *game;
}

std::unique_ptr<MatchState> newMatch(int seats, std::uint64_t seed, json variant = json::object()) {
  auto created = standoff().newGame(GameOptions{seats, seed, std::move(variant)});
  if (!created) qFatal("%s", created.error().c_str());
  return std::unique_ptr<MatchState>(static_cast<MatchState*>(created.value().release()));
}

void play(GameState& st, std::initializer_list<ActionId> actions) {
  for (const ActionId a : actions) {
    QVERIFY2(st.isLegal(a), "a scripted action is not legal");
    st.apply(a);
  }
}

const StandoffState& segmentOf(const MatchState& m) {
  return static_cast<const StandoffState&>(m.currentSegment());
}

std::vector<std::string> kindsOf(std::span<const GameEvent> events) {
  std::vector<std::string> kinds;
  for (const auto& e : events) kinds.push_back(e.kind);
  return kinds;
}

}  // namespace

class TestMatchState : public QObject {
  Q_OBJECT

 private slots:
  void rolesMoveOnEverySegmentAndTheLeadActsFirst() {
    auto m = newMatch(2, 7);
    QCOMPARE(m->segmentIndex(), 0);
    QCOMPARE(m->seatRole(0), std::string("lead"));
    QCOMPARE(m->seatRole(1), std::string("follow"));
    QCOMPARE(m->actingSeat(), 0);
    play(*m, {C, Y});
    QCOMPARE(m->segmentIndex(), 1);
    QCOMPARE(m->seatRole(0), std::string("follow"));
    QCOMPARE(m->seatRole(1), std::string("lead"));
    QCOMPARE(m->actingSeat(), 1);

    auto three = newMatch(3, 7, {{"lead", 2}});
    QCOMPARE(three->actingSeat(), 2);
    play(*three, {C, Y, Y});
    QCOMPARE(three->segmentIndex(), 1);
    QCOMPARE(three->actingSeat(), 0);
    QCOMPARE(three->seatRole(0), std::string("lead"));
  }

  void twoSegmentsWonEndTheMatchWithoutAThird() {
    auto m = newMatch(2, 11);
    play(*m, {C, Y});  // segment 1: seat 0 leads and claims alone
    QVERIFY(!m->isTerminal());
    play(*m, {Y, C});  // segment 2: seat 1 leads and yields, seat 0 claims
    QVERIFY(m->isTerminal());
    QCOMPARE(m->segmentIndex(), 1);
    QCOMPARE(m->returns(), (std::vector<double>{1.0, -1.0}));
    QCOMPARE(m->matchWinners(), 1u);
    const auto segments = m->finishedSegments();
    QCOMPARE(segments.size(), std::size_t(2));
    QCOMPARE(segments[0].roles, (std::vector<std::string>{"lead", "follow"}));
    QCOMPARE(segments[1].roles, (std::vector<std::string>{"follow", "lead"}));
    QCOMPARE(segments[1].returns, (std::vector<double>{1.0, -1.0}));
    QVERIFY(m->legalActions().empty());
    QCOMPARE(m->actingSeat(), kNoSeat);
  }

  void oneWinEachGoesToAThirdSegment() {
    auto m = newMatch(2, 12);
    play(*m, {C, Y, C, Y});  // seat 0 wins the first, seat 1 (leading) the second
    QVERIFY(!m->isTerminal());
    QCOMPARE(m->segmentIndex(), 2);
    QCOMPARE(m->wins(0), 1);
    QCOMPARE(m->wins(1), 1);
    play(*m, {Y, C});
    QVERIFY(m->isTerminal());
    QCOMPARE(m->returns(), (std::vector<double>{-1.0, 1.0}));
  }

  void aSharedWinInTheLastSegmentMakesBothWinners() {
    auto m = newMatch(2, 13);
    play(*m, {C, Y, C, Y, C, C});
    QVERIFY(m->isTerminal());
    QCOMPARE(m->segmentWinners(2), 3u);
    QCOMPARE(m->matchWinners(), 3u);
    QCOMPARE(m->returns(), (std::vector<double>{1.0, 1.0}));
    const json match = m->observe(0)["match"];
    QCOMPARE(match["winners"], json({0, 1}));
    QCOMPARE(match["results"][2]["shared"], json(true));
  }

  void sharedWinsAreOfferedOnlyInTheLastSegment() {
    auto m = newMatch(2, 14);
    QVERIFY(!segmentOf(*m).sharedWins());
    play(*m, {C, C});  // both claim in segment 1: the higher card takes it alone
    QCOMPARE(m->wins(0) + m->wins(1), 1);
    QVERIFY(!segmentOf(*m).sharedWins());
    play(*m, {Y, Y});  // segment 2 drawn
    QCOMPARE(m->segmentIndex(), 2);
    QVERIFY(segmentOf(*m).sharedWins());

    auto single = newMatch(2, 14, {{"segments", 1}});
    QVERIFY(segmentOf(*single).sharedWins());
  }

  void drawnSegmentsCountForNobody() {
    auto drawn = newMatch(2, 15);
    play(*drawn, {Y, Y, Y, Y, Y, Y});
    QVERIFY(drawn->isTerminal());
    QCOMPARE(drawn->returns(), (std::vector<double>{0.0, 0.0}));
    QCOMPARE(drawn->matchWinners(), 0u);

    auto ahead = newMatch(2, 15);
    play(*ahead, {Y, Y, Y, C, Y, Y});  // segment 2 to seat 0, the others drawn
    QVERIFY(ahead->isTerminal());
    QCOMPARE(ahead->returns(), (std::vector<double>{1.0, -1.0}));
  }

  void eventsMarkTheSegmentBoundaryAndTheEnd() {
    auto m = newMatch(2, 16);
    m->setRecordEvents(true);
    m->apply(C);
    QCOMPARE(kindsOf(m->lastEvents()), (std::vector<std::string>{"claim"}));
    m->apply(Y);
    QCOMPARE(kindsOf(m->lastEvents()),
             (std::vector<std::string>{"yield", "segment_over", "segment_start"}));
    const GameEvent over = m->lastEvents()[1];
    QCOMPARE(over.seat, 0);
    QCOMPARE(over.amount, 1);
    QCOMPARE(over.args, (std::vector<std::string>{"1", "win", "1-0"}));
    QCOMPARE(over.messageKey, std::string("standoff.event.segment_over"));
    QCOMPARE(over.text, std::string("Segment 1 is over: player 1 wins."));
    const GameEvent start = m->lastEvents()[2];
    QCOMPARE(start.seat, 1);
    QCOMPARE(start.amount, 2);
    play(*m, {Y, C});
    QCOMPARE(kindsOf(m->lastEvents()),
             (std::vector<std::string>{"claim", "segment_over", "match_over"}));
    const GameEvent end = m->lastEvents()[2];
    QCOMPARE(end.seat, 0);
    QCOMPARE(end.args, (std::vector<std::string>{"win", "2-0"}));
  }

  void observeAddsTheMatchLayer() {
    auto m = newMatch(2, 17);
    play(*m, {C, Y});
    const json view = m->observe(1);
    QCOMPARE(view["game"], json("standoff"));
    const json& match = view["match"];
    QCOMPARE(match["segment"], json(2));
    QCOMPARE(match["segments"], json(3));
    QCOMPARE(match["winsNeeded"], json(2));
    QCOMPARE(match["wins"], json({1, 0}));
    QCOMPARE(match["roles"], json({"follow", "lead"}));
    QCOMPARE(match["over"], json(false));
    QCOMPARE(match["results"].size(), std::size_t(1));
    QCOMPARE(match["results"][0]["winners"], json::array({0}));
    QCOMPARE(match["results"][0]["roles"], json({"lead", "follow"}));
  }

  void infoKeyCoversTheMatchLayer() {
    // Both matches deal segment 2 from the same seed; only segment 1's outcome differs.
    auto a = newMatch(2, 18);
    auto b = newMatch(2, 18);
    play(*a, {C, Y});
    play(*b, {Y, C});
    for (Seat s = 0; s < 2; ++s) {
      QCOMPARE(a->currentSegment().infoKey(s), b->currentSegment().infoKey(s));
      QVERIFY(a->infoKey(s) != b->infoKey(s));
    }
  }

  void aSaveReplaysAcrossSegments() {
    GameRegistry registry;
    registry.add(gm::test::makeStandoffMatchGame());
    auto m = newMatch(2, 19);
    play(*m, {C, Y, C, Y, C});
    SaveData data;
    data.gameId = "standoff";
    data.rulesVersion = standoff().info().rulesVersion;
    data.options = GameOptions{2, 19, json::object()};
    data.seats = defaultSeats(2);
    data.actions.assign(m->history().begin(), m->history().end());
    auto loaded = loadSave(serializeSave(data), registry);
    QVERIFY2(loaded.ok(), loaded.error().c_str());
    const GameState& back = *loaded->state;
    QCOMPARE(back.observe(kNoSeat), m->observe(kNoSeat));
    QVERIFY(back.rng() == m->rng());
    for (Seat s = 0; s < 2; ++s) QCOMPARE(back.infoKey(s), m->infoKey(s));
    QCOMPARE(static_cast<const MatchState&>(back).segmentIndex(), 2);
  }

  void aCloneIsIndependentOfItsOriginal() {
    auto m = newMatch(2, 20);
    play(*m, {C});
    const json before = m->observe(kNoSeat);
    auto copy = m->clone();
    QCOMPARE(copy->observe(kNoSeat), before);
    play(*copy, {Y, Y, C});
    QVERIFY(copy->isTerminal());
    QCOMPARE(m->observe(kNoSeat), before);
    QCOMPARE(m->segmentIndex(), 0);
    play(*m, {Y});
    QCOMPARE(m->segmentIndex(), 1);
  }

  void resampledWorldsDealTheNextSegmentAfresh() {
    // Seat 1 ends segment 1 in worlds resampled for it: the deal of segment 2 must come from the
    // world's own generator, not the truth's (which would tell seat 1 its coming cards).
    auto m = newMatch(2, 21);
    play(*m, {C});
    auto truth = m->clone();
    truth->apply(Y);
    const int trueCard = segmentOf(static_cast<const MatchState&>(*truth)).card(0);
    std::set<int> dealt;
    Rng rng(5);
    for (int i = 0; i < 24; ++i) {
      auto world = m->resampleFor(1, rng);
      QCOMPARE(world->observe(1), m->observe(1));
      QCOMPARE(world->infoKey(1), m->infoKey(1));
      world->apply(Y);
      dealt.insert(segmentOf(static_cast<const MatchState&>(*world)).card(0));
    }
    QVERIFY2(dealt.size() >= 3, "worlds deal segment 2 the way the truth does");
    QVERIFY(dealt.size() > 1 || *dealt.begin() != trueCard);

    // After the boundary, seat 1's worlds keep its view and redraw seat 0's new card.
    std::set<int> seen;
    for (int i = 0; i < 24; ++i) {
      auto world = truth->resampleFor(1, rng);
      QCOMPARE(world->observe(1), truth->observe(1));
      QCOMPARE(world->history().size(), truth->history().size());
      seen.insert(segmentOf(static_cast<const MatchState&>(*world)).card(0));
    }
    QVERIFY(seen.size() >= 3);
    const json zones = truth->observe(1)["zones"];
    for (const auto& zone : zones)
      if (zone["name"] == "p0.hand") QVERIFY(!zone["cards"][0].contains("uid"));
  }

  void theConformanceBatteryPassesForAMatch_data() {
    QTest::addColumn<int>("seats");
    QTest::newRow("2 seats") << 2;
    QTest::newRow("3 seats") << 3;
  }

  void theConformanceBatteryPassesForAMatch() {
    QFETCH(int, seats);
    GameRegistry registry;
    registry.add(gm::test::makeStandoffMatchGame());
    gm::test::ConformanceOptions options;
    // Under the sanitizers (about 30x slower; 91 s of a CI run at 300) 40 games still cross
    // every segment boundary many times.
    options.games = gm::test::scaledCount(300, 40);
    const auto report = gm::test::checkConformance(registry, "standoff", seats, options);
    QVERIFY2(report.ok(), report.text().c_str());
    QCOMPARE(report.games, long(options.games));
    QVERIFY(report.hiddenViews > 0);
    QVERIFY(report.changedResamples > 0);
  }
};

QTEST_APPLESS_MAIN(TestMatchState)
#include "tst_match_state.moc"
