// The balance study: its figures on High Card, whose answers are known by hand; the ablation's
// shortcut (only games where the card was offered are played again) against playing every game;
// the same report for a seed whatever the jobs; shards whose merge is the whole study; reports
// read back as written; and the baseline comparison.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <random>

#include "ai/balance_study.h"
#include "ai/high_card.h"
#include "games/builtin_games.h"

using namespace gm::ai;
using gm::test::HighCardGame;
using nlohmann::json;

namespace {

// `hand`: the cards each seat is dealt (3: all of them).
StudyConfig highCardStudy(int games, int hand) {
  StudyConfig c;
  c.match.bots = {"random", "random"};
  c.match.games = games;
  c.match.seed = 2026;
  if (hand < 3) c.match.variant = {{"hand", hand}};
  c.ablate = true;
  return c;
}

// The report as written, without its clock time.
json withoutSeconds(const BalanceReport& r) {
  json j = r.toJson();
  j.erase("seconds");
  return j;
}

const StudyCard& card(const BalanceReport& r, const std::string& id) {
  return *std::find_if(r.cards.begin(), r.cards.end(),
                       [&](const StudyCard& c) { return c.id == id; });
}

double rate(long wins, long games) {
  return games > 0 ? static_cast<double>(wins) / static_cast<double>(games) : 0.0;
}

}  // namespace

class BalanceStudyTest : public QObject {
  Q_OBJECT

 private slots:
  void differenceIntervalMatchesNewcombesExample() {
    // Newcombe (1998), example (a): 56/70 against 48/80 gives 0.2 with [0.0524, 0.3339].
    const Interval i = differenceInterval(56, 70, 48, 80);
    QVERIFY2(std::abs(i.low - 0.0524) < 5e-4 && std::abs(i.high - 0.3339) < 5e-4,
             qPrintable(QString("%1 %2").arg(i.low).arg(i.high)));
    const Interval none = differenceInterval(1, 0, 3, 4);
    QCOMPARE(none.low, -1.0);
    QCOMPARE(none.high, 1.0);
  }

  // Random bots holding all three cards: every figure near its value worked out by hand.
  void highCardFiguresAreTheKnownOnes() {
    const HighCardGame game;
    const auto r = runStudy(game, highCardStudy(6000, 3));
    QVERIFY2(r, r.error().c_str());
    QCOMPARE(r->games, 6000);
    QCOMPARE(r->cards.size(), std::size_t(3));
    const double tolerance = 0.03;  // about four standard errors at these counts
    QVERIFY(std::abs(rate(r->seatWins[0], r->games) - 1.0 / 3) < tolerance);
    QVERIFY(std::abs(rate(r->draws, r->games) - 1.0 / 3) < tolerance);
    QCOMPARE(r->lengthCounts.size(), std::size_t(3));
    QCOMPARE(r->lengthCounts[2], 6000L);
    QCOMPARE(r->totalLength, 12000L);

    const StudyCard& high = card(*r, "high");
    QCOMPARE(high.name, std::string("High"));
    // Each seat plays one card a game: every seat-game counts once for every card.
    QCOMPARE(high.record.playedIn + high.record.notPlayedIn, 12000L);
    QCOMPARE(high.record.plays, high.record.playedIn);
    QVERIFY(std::abs(rate(high.record.winsPlayed, high.record.playedIn) - 2.0 / 3) < tolerance);
    QVERIFY(std::abs(rate(high.record.winsNotPlayed, high.record.notPlayedIn) - 1.0 / 6) <
            tolerance);

    // Ablation: the first bot's win rate without each card.
    const double base = rate(r->botCounts[0].wins, r->games);
    const std::pair<const char*, double> expected[] = {
        {"low", 1.0 / 2}, {"mid", 1.0 / 3}, {"high", 1.0 / 6}};
    for (const auto& [id, without] : expected) {
      const StudyCard& c = card(*r, id);
      QCOMPARE(c.ablationGames, 6000L);
      QCOMPARE(c.offeredIn, 6000L);  // every card is in every hand
      QCOMPARE(c.forced, 0L);
      const double now = rate(c.ablationWins, c.ablationGames);
      QVERIFY2(std::abs(now - without) < tolerance, qPrintable(QString("%1: %2").arg(id).arg(now)));
      const json j = r->toJson();
      for (const json& written : j["cards"]) {
        if (written["id"] != id) continue;
        QCOMPARE(written["ablation"]["change"].get<double>(), now - base);
        const auto i =
            differenceInterval(c.ablationWins, c.ablationGames, r->botCounts[0].wins, r->games);
        QCOMPARE(written["ablation"]["change95"][0].get<double>(), i.low);
        QVERIFY(i.low < now - base && now - base < i.high);
      }
    }
  }

  // With two cards dealt of three, a card is offered in about two games of three: the games it was
  // not offered in keep their result, and the shortcut gives exactly what playing every game with
  // the card withheld gives.
  void ablationPlaysAgainOnlyTheGamesTheCardWasOfferedIn() {
    const HighCardGame game;
    const StudyConfig config = highCardStudy(900, 2);
    const auto r = runStudy(game, config);
    QVERIFY2(r, r.error().c_str());
    for (int t = 0; t < 3; ++t) {
      const StudyCard& c = r->cards[static_cast<std::size_t>(t)];
      QVERIFY2(c.offeredIn > 450 && c.offeredIn < 750, qPrintable(QString::number(c.offeredIn)));
      MatchConfig all = config.match;
      all.withheldCard = t;
      const auto every = runMatch(game, all);
      QVERIFY(every);
      QCOMPARE(c.ablationGames, static_cast<long>(every->games));
      QCOMPARE(c.ablationWins, static_cast<long>(every->bots[0].wins));
      QCOMPARE(c.forced, every->forcedPlays);
    }
  }

  // Dealt one card, the first bot plays it even when it is the card withheld: each such move is
  // counted as forced, and nothing changes.
  void aWithheldCardThatIsAllTheBotHasIsPlayedAndCounted() {
    const HighCardGame game;
    const auto r = runStudy(game, highCardStudy(600, 1));
    QVERIFY2(r, r.error().c_str());
    for (const StudyCard& c : r->cards) {
      // Offered exactly when dealt, and then it is all the bot has.
      QCOMPARE(c.forced, c.offeredIn);
      QVERIFY2(c.offeredIn > 150 && c.offeredIn < 250, qPrintable(QString::number(c.offeredIn)));
      QCOMPARE(c.ablationWins, static_cast<long>(r->botCounts[0].wins));
    }
    MatchConfig config = highCardStudy(600, 2).match;
    config.withheldCard = 2;
    const auto summary = runMatch(game, config);
    QVERIFY(summary);
    QCOMPARE(summary->forcedPlays, 0L);
  }

  void aStudyIsTheSameForASeedWhateverTheJobs() {
    const HighCardGame highCard;
    StudyConfig config = highCardStudy(700, 2);
    config.match.jobs = 1;
    const auto one = runStudy(highCard, config);
    config.match.jobs = 2;
    const auto two = runStudy(highCard, config);
    QVERIFY(one && two);
    QCOMPARE(withoutSeconds(*two).dump(), withoutSeconds(*one).dump());

    // A real game, with roles and a search bot.
    const auto* engines = gm::rules::builtinGames().find("engines");
    StudyConfig e;
    e.match.bots = {"easy", "random"};
    e.match.games = 6;
    e.match.seed = 11;
    e.match.variant = {{"acts", 1}};
    e.match.jobs = 1;
    const auto a = runStudy(*engines, e);
    e.match.jobs = 2;
    const auto b = runStudy(*engines, e);
    QVERIFY2(a && b, (a ? b.error() : a.error()).c_str());
    QVERIFY(!a->roles.empty());
    QCOMPARE(withoutSeconds(*b).dump(), withoutSeconds(*a).dump());
  }

  void mergedShardsAreTheWholeStudy() {
    const auto* knockdown = gm::rules::builtinGames().find("knockdown");
    StudyConfig config;
    config.match.bots = {"random", "heuristic"};
    config.match.games = 301;
    config.match.seed = 8;
    config.ablate = true;
    const auto whole = runStudy(*knockdown, config);
    QVERIFY2(whole, whole.error().c_str());
    std::vector<BalanceReport> parts;
    config.shards = 4;
    for (int k = 1; k <= 4; ++k) {
      config.shard = k;
      auto part = runStudy(*knockdown, config);
      QVERIFY2(part, part.error().c_str());
      QCOMPARE(part->covers.size(), std::size_t(1));
      parts.push_back(std::move(part.value()));
    }
    QCOMPARE(parts[0].covers.front(), std::make_pair(0, 75));
    QCOMPARE(parts[3].covers.front(), std::make_pair(225, 301));
    // In any order, and through the JSON files the shards write.
    std::swap(parts[0], parts[2]);
    for (auto& p : parts) {
      auto read = BalanceReport::fromJson(p.toJson().dump(), "shard.json");
      QVERIFY2(read, read.error().c_str());
      p = std::move(read.value());
    }
    const auto merged = mergeReports(parts);
    QVERIFY2(merged, merged.error().c_str());
    QCOMPARE(withoutSeconds(*merged).dump(), withoutSeconds(*whole).dump());
  }

  void mergeRefusesReportsOfAnotherStudyOrOverlappingGames() {
    const HighCardGame game;
    StudyConfig config = highCardStudy(40, 3);
    config.shards = 2;
    config.shard = 1;
    const auto first = runStudy(game, config);
    config.shard = 2;
    const auto second = runStudy(game, config);
    QVERIFY(first && second);
    const auto twice = mergeReports({*first, *first});
    QVERIFY(!twice);
    QVERIFY2(twice.error().find("covers games 0-19") != std::string::npos, twice.error().c_str());
    config.match.seed = 9;
    const auto otherSeed = runStudy(game, config);
    QVERIFY(otherSeed);
    const auto mixed = mergeReports({*first, *otherSeed});
    QVERIFY(!mixed);
    QVERIFY2(mixed.error().find("its seed differs") != std::string::npos, mixed.error().c_str());
    QVERIFY(mergeReports({*second, *first}));
  }

  void reportsAreReadBackAsWrittenAndForeignFilesRefused() {
    const HighCardGame game;
    const auto r = runStudy(game, highCardStudy(50, 2));
    QVERIFY(r);
    const auto read = BalanceReport::fromJson(r->toJson().dump(), "r.json");
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->toJson().dump(), r->toJson().dump());
    const auto notJson = BalanceReport::fromJson("{\"format\": ", "x.json");
    QVERIFY(!notJson && notJson.error().rfind("x.json: ", 0) == 0);
    const auto foreign = BalanceReport::fromJson(R"({"format": "grudgematch-save"})", "s.json");
    QVERIFY(!foreign && foreign.error().find("not a balance report") != std::string::npos);
    json broken = r->toJson();
    broken["seats"][0].erase("wins");
    const auto missing = BalanceReport::fromJson(broken.dump(), "m.json");
    QVERIFY(!missing);
    QVERIFY2(missing.error().find("missing") != std::string::npos ||
                 missing.error().find("\"wins\"") != std::string::npos,
             missing.error().c_str());
  }

  // A card that wins more now than in the baseline is flagged; figures that agree are not.
  void baselineFlagsFiguresWhoseIntervalsDoNotOverlap() {
    const HighCardGame game;
    const auto before = runStudy(game, highCardStudy(3000, 3));
    StudyConfig stronger = highCardStudy(3000, 3);
    stronger.match.bots = {"heuristic", "random"};  // all equal weights: still uniform
    stronger.match.seed = 77;
    const auto same = runStudy(game, stronger);
    QVERIFY(before && same);
    const json calm = compareReports(*same, *before, "before.json");
    QVERIFY(calm["compared"].get<int>() > 10);
    // The same game played by the same kind of bots with another seed: nothing (or nearly
    // nothing) stands out at 95 %.
    QVERIFY2(calm["differences"].size() <= 1, calm.dump().c_str());

    BalanceReport tampered = *before;
    tampered.seatWins[0] = tampered.games * 2 / 3;  // seat 1 suddenly wins two games of three
    const json flagged = compareReports(tampered, *before, "before.json");
    bool seatFlagged = false;
    for (const json& d : flagged["differences"])
      if (d["key"] == "seat/0/winRate") seatFlagged = true;
    QVERIFY2(seatFlagged, flagged.dump().c_str());
    QCOMPARE(flagged["path"].get<std::string>(), std::string("before.json"));
  }
};

QTEST_GUILESS_MAIN(BalanceStudyTest)
#include "balance_study_test.moc"
