#include "balance_study.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <stdexcept>

#include "core/user_json.h"

namespace gm::ai {
namespace userjson = rules::userjson;
namespace {
using nlohmann::json;

constexpr const char* kFormatName = "grudgematch-balance";

double share(long part, long whole) {
  return whole > 0 ? static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

json intervalJson(const Interval& i) {
  return json::array({i.low, i.high});
}

Interval wilson(long successes, long trials) {
  const WilsonInterval w = wilsonInterval(static_cast<int>(successes), static_cast<int>(trials));
  return {w.low, w.high};
}

// A proportion with its interval, as the report writes it.
json rateJson(long successes, long trials) {
  return {{"winRate", share(successes, trials)},
          {"wilson95", intervalJson(wilson(successes, trials))}};
}

// A role's record with its win rate and interval (the match runner's summary has no rates).
json roleReportJson(const RoleRecord& r) {
  json j = {{"played", r.played()}, {"wins", r.wins}, {"draws", r.draws}, {"losses", r.losses}};
  j.update(rateJson(r.wins, r.played()));
  return j;
}

// The length figures: mean (with a normal 95 % interval), percentiles by nearest rank.
struct LengthFigures {
  double mean = 0.0;
  Interval mean95;
  int min = 0, median = 0, p10 = 0, p90 = 0, max = 0;
};

LengthFigures lengthFigures(const std::vector<long>& counts, long total, int games) {
  LengthFigures f;
  if (games <= 0) return f;
  f.mean = static_cast<double>(total) / games;
  double squares = 0.0;
  for (std::size_t n = 0; n < counts.size(); ++n)
    squares += static_cast<double>(counts[n]) * (static_cast<double>(n) - f.mean) *
               (static_cast<double>(n) - f.mean);
  const double sd = games > 1 ? std::sqrt(squares / (games - 1)) : 0.0;
  const double half = 1.96 * sd / std::sqrt(static_cast<double>(games));
  f.mean95 = {f.mean - half, f.mean + half};
  auto rank = [&](double q) {
    const long want = std::max<long>(1, static_cast<long>(std::ceil(q * games)));
    long seen = 0;
    for (std::size_t n = 0; n < counts.size(); ++n) {
      seen += counts[n];
      if (seen >= want) return static_cast<int>(n);
    }
    return static_cast<int>(counts.size()) - 1;
  };
  f.min = rank(0.0);
  f.p10 = rank(0.1);
  f.median = rank(0.5);
  f.p90 = rank(0.9);
  f.max = static_cast<int>(counts.size()) - 1;
  return f;
}

// The first bot's games and wins in the main study (what an ablation is measured against).
BotCount firstBot(const BalanceReport& r) {
  return r.botCounts.empty() ? BotCount{} : r.botCounts.front();
}

// Appends the range [first, end) to sorted, non-overlapping `covers`, joining neighbours.
void addRange(std::vector<std::pair<int, int>>& covers, std::pair<int, int> range) {
  covers.push_back(range);
  std::sort(covers.begin(), covers.end());
  std::vector<std::pair<int, int>> joined;
  for (const auto& r : covers) {
    if (!joined.empty() && joined.back().second == r.first)
      joined.back().second = r.second;
    else
      joined.push_back(r);
  }
  covers = std::move(joined);
}

}  // namespace

Interval differenceInterval(long s1, long n1, long s2, long n2) {
  if (n1 <= 0 || n2 <= 0) return {-1.0, 1.0};
  const double p1 = share(s1, n1), p2 = share(s2, n2);
  const Interval w1 = wilson(s1, n1), w2 = wilson(s2, n2);
  const double d = p1 - p2;
  return {d - std::sqrt((p1 - w1.low) * (p1 - w1.low) + (w2.high - p2) * (w2.high - p2)),
          d + std::sqrt((w1.high - p1) * (w1.high - p1) + (p2 - w2.low) * (p2 - w2.low))};
}

std::vector<ReportFigure> reportFigures(const BalanceReport& r) {
  std::vector<ReportFigure> out;
  for (std::size_t s = 0; s < r.seatWins.size(); ++s)
    out.push_back({"seat/" + std::to_string(s) + "/winRate",
                   "seat " + std::to_string(s + 1) + " win rate", share(r.seatWins[s], r.games),
                   wilson(r.seatWins[s], r.games)});
  for (std::size_t b = 0; b < r.botCounts.size(); ++b)
    out.push_back({"bot/" + std::to_string(b) + "/winRate",
                   "bot " + std::to_string(b + 1) + " (" + r.bots[b] + ") win rate",
                   share(r.botCounts[b].wins, r.games), wilson(r.botCounts[b].wins, r.games)});
  for (const auto& [role, rec] : r.roles)
    out.push_back({"role/" + role + "/winRate", role + " win rate", share(rec.wins, rec.played()),
                   wilson(rec.wins, rec.played())});
  out.push_back({"draws/rate", "draw rate", share(r.draws, r.games), wilson(r.draws, r.games)});
  const LengthFigures length = lengthFigures(r.lengthCounts, r.totalLength, r.games);
  out.push_back({"length/mean", "mean game length (actions)", length.mean, length.mean95});
  const BotCount first = firstBot(r);
  for (const StudyCard& c : r.cards) {
    const CardRecord& k = c.record;
    if (k.playedIn == 0) continue;
    out.push_back({"card/" + c.id + "/winRatePlayed", c.name + ": win rate when played",
                   share(k.winsPlayed, k.playedIn), wilson(k.winsPlayed, k.playedIn)});
    out.push_back({"card/" + c.id + "/difference", c.name + ": win rate played minus not played",
                   share(k.winsPlayed, k.playedIn) - share(k.winsNotPlayed, k.notPlayedIn),
                   differenceInterval(k.winsPlayed, k.playedIn, k.winsNotPlayed, k.notPlayedIn)});
    if (r.ablate && c.ablationGames > 0)
      out.push_back({"card/" + c.id + "/change", c.name + ": change in win rate without it",
                     share(c.ablationWins, c.ablationGames) - share(first.wins, r.games),
                     differenceInterval(c.ablationWins, c.ablationGames, first.wins, r.games)});
  }
  return out;
}

json BalanceReport::toJson() const {
  json doc = {{"format", kFormatName}, {"formatVersion", kBalanceFormatVersion},
              {"game", gameId},        {"gameName", gameName},
              {"bots", bots},          {"seed", std::to_string(seed)},
              {"variant", variant},    {"iterations", iterations},
              {"budgetMs", budgetMs},  {"uncapped", uncapped},
              {"ablate", ablate},      {"studyGames", studyGames}};
  if (cardFile) doc["cardFile"] = {{"path", cardFile->path}, {"hash", cardFile->hash}};
  json ranges = json::array();
  for (const auto& [first, end] : covers) ranges.push_back({first, end});
  doc["covers"] = ranges;
  doc["games"] = games;
  doc["draws"] = draws;
  doc["seconds"] = seconds;
  if (interrupted) doc["interrupted"] = true;

  json seats = json::array();
  long allWins = 0;
  for (std::size_t s = 0; s < seatWins.size(); ++s) {
    json seat = {{"seat", s}, {"wins", seatWins[s]}};
    seat.update(rateJson(seatWins[s], games));
    seats.push_back(std::move(seat));
    allWins += seatWins[s];
  }
  doc["seats"] = std::move(seats);
  if (!seatWins.empty() && games > 0) {
    // The first seat against the average seat: positive when moving first helps.
    const double mean =
        share(allWins, static_cast<long>(games) * static_cast<long>(seatWins.size()));
    const Interval first = wilson(seatWins[0], games);
    doc["firstPlayer"] = {{"winRate", share(seatWins[0], games)},
                          {"wilson95", intervalJson(first)},
                          {"meanSeatWinRate", mean},
                          {"advantage", share(seatWins[0], games) - mean},
                          {"advantage95", {first.low - mean, first.high - mean}}};
  }
  json botsJson = json::array();
  for (std::size_t b = 0; b < botCounts.size(); ++b) {
    json bot = {{"bot", bots[b]},
                {"wins", botCounts[b].wins},
                {"draws", botCounts[b].draws},
                {"losses", botCounts[b].losses}};
    bot.update(rateJson(botCounts[b].wins, games));
    botsJson.push_back(std::move(bot));
  }
  doc["botResults"] = std::move(botsJson);
  json rolesJson = json::object();
  for (const auto& [role, r] : roles) rolesJson[role] = roleReportJson(r);
  doc["roles"] = std::move(rolesJson);

  const LengthFigures f = lengthFigures(lengthCounts, totalLength, games);
  json histogram = json::array();
  for (std::size_t n = 0; n < lengthCounts.size(); ++n)
    if (lengthCounts[n] > 0) histogram.push_back({n, lengthCounts[n]});
  doc["length"] = {{"total", totalLength}, {"mean", f.mean}, {"mean95", intervalJson(f.mean95)},
                   {"min", f.min},         {"p10", f.p10},   {"median", f.median},
                   {"p90", f.p90},         {"max", f.max},   {"histogram", histogram}};

  const BotCount first = firstBot(*this);
  json cardsJson = json::array();
  for (const StudyCard& c : cards) {
    const CardRecord& k = c.record;
    json card = {
        {"id", c.id},
        {"name", c.name},
        {"plays", k.plays},
        {"playsPerGame", share(k.plays, games)},
        {"playedIn", k.playedIn},
        {"winsPlayed", k.winsPlayed},
        {"winRatePlayed", share(k.winsPlayed, k.playedIn)},
        {"wilson95Played", intervalJson(wilson(k.winsPlayed, k.playedIn))},
        {"notPlayedIn", k.notPlayedIn},
        {"winsNotPlayed", k.winsNotPlayed},
        {"winRateNotPlayed", share(k.winsNotPlayed, k.notPlayedIn)},
        {"wilson95NotPlayed", intervalJson(wilson(k.winsNotPlayed, k.notPlayedIn))},
        {"difference", share(k.winsPlayed, k.playedIn) - share(k.winsNotPlayed, k.notPlayedIn)},
        {"difference95", intervalJson(differenceInterval(k.winsPlayed, k.playedIn, k.winsNotPlayed,
                                                         k.notPlayedIn))}};
    if (ablate) {
      json ablation = {{"games", c.ablationGames},
                       {"wins", c.ablationWins},
                       {"offeredIn", c.offeredIn},
                       {"forced", c.forced}};
      ablation.update(rateJson(c.ablationWins, c.ablationGames));
      ablation["change"] = share(c.ablationWins, c.ablationGames) - share(first.wins, games);
      ablation["change95"] =
          intervalJson(differenceInterval(c.ablationWins, c.ablationGames, first.wins, games));
      card["ablation"] = std::move(ablation);
    }
    cardsJson.push_back(std::move(card));
  }
  doc["cards"] = std::move(cardsJson);
  if (!baseline.is_null()) doc["baseline"] = baseline;
  return doc;
}

namespace {

// Reading a report: a missing or wrong-typed field is a message naming it.
struct Bad {
  std::string what;
};

const json& field(const json& obj, const char* key) {
  const json* v = userjson::member(obj, key);
  if (!v) throw Bad{std::string("missing \"") + key + "\""};
  return *v;
}

long countOf(const json& obj, const char* key, long max = 2'000'000'000L) {
  const auto v = userjson::integerIn(userjson::member(obj, key), 0, max);
  if (!v)
    throw Bad{std::string("\"") + key + "\" is not a whole number from 0 to " +
              std::to_string(max)};
  return static_cast<long>(*v);
}

std::string text(const json& obj, const char* key) {
  const auto v = userjson::text(userjson::member(obj, key));
  if (!v) throw Bad{std::string("\"") + key + "\" is not a text"};
  return *v;
}

bool flag(const json& obj, const char* key) {
  const json& v = field(obj, key);
  if (!v.is_boolean()) throw Bad{std::string("\"") + key + "\" is not true or false"};
  return v.get<bool>();
}

const json& list(const json& obj, const char* key) {
  const json& v = field(obj, key);
  if (!v.is_array()) throw Bad{std::string("\"") + key + "\" is not a list"};
  return v;
}

}  // namespace

rules::Expected<BalanceReport> BalanceReport::fromJson(std::string_view reportText,
                                                       const std::string& source) {
  auto parsed = userjson::parseUserJson(reportText);
  if (!parsed.ok())
    return rules::Error{source + ": not a balance report (" + *parsed.problem + ")"};
  const json& doc = parsed.doc;
  try {
    if (!doc.is_object() || userjson::text(userjson::member(doc, "format")) != kFormatName)
      throw Bad{"not a balance report of grudgematch-cli"};
    const long version = countOf(doc, "formatVersion");
    if (version > kBalanceFormatVersion)
      throw Bad{"written by a newer version (format version " + std::to_string(version) + ")"};
    BalanceReport r;
    r.gameId = text(doc, "game");
    r.gameName = text(doc, "gameName");
    if (const json* file = userjson::member(doc, "cardFile"))
      r.cardFile = rules::CardFileRef{text(*file, "path"), text(*file, "hash")};
    for (const json& b : list(doc, "bots")) {
      if (!b.is_string()) throw Bad{"\"bots\" lists something that is not a text"};
      r.bots.push_back(b.get<std::string>());
    }
    if (r.bots.empty() || r.bots.size() > static_cast<std::size_t>(rules::kMaxSeats))
      throw Bad{"\"bots\" must list 1 to " + std::to_string(rules::kMaxSeats) + " bots"};
    const std::string seed = text(doc, "seed");
    if (seed.empty() || seed.size() > 20 ||
        seed.find_first_not_of("0123456789") != std::string::npos)
      throw Bad{"\"seed\" is not a whole number"};
    try {
      r.seed = std::stoull(seed);
    } catch (...) {
      throw Bad{"\"seed\" is out of range"};
    }
    r.variant = field(doc, "variant");
    if (!r.variant.is_object()) throw Bad{"\"variant\" is not an object"};
    r.iterations = static_cast<int>(countOf(doc, "iterations"));
    r.budgetMs = static_cast<int>(countOf(doc, "budgetMs"));
    r.uncapped = flag(doc, "uncapped");
    r.ablate = flag(doc, "ablate");
    r.studyGames = static_cast<int>(countOf(doc, "studyGames"));
    for (const json& range : list(doc, "covers")) {
      const auto first = userjson::integerIn(
          range.is_array() && range.size() == 2 ? &range[0] : nullptr, 0, r.studyGames);
      const auto end = userjson::integerIn(
          range.is_array() && range.size() == 2 ? &range[1] : nullptr, 0, r.studyGames);
      if (!first || !end || *first >= *end)
        throw Bad{"\"covers\" holds a range that is not [first, end)"};
      r.covers.emplace_back(static_cast<int>(*first), static_cast<int>(*end));
    }
    r.games = static_cast<int>(countOf(doc, "games"));
    r.draws = static_cast<int>(countOf(doc, "draws"));
    if (const json* s = userjson::member(doc, "seconds"); s && s->is_number())
      r.seconds = s->get<double>();
    for (const json& seat : list(doc, "seats"))
      r.seatWins.push_back(static_cast<int>(countOf(seat, "wins")));
    for (const json& bot : list(doc, "botResults"))
      r.botCounts.push_back({static_cast<int>(countOf(bot, "wins")),
                             static_cast<int>(countOf(bot, "draws")),
                             static_cast<int>(countOf(bot, "losses"))});
    if (r.seatWins.size() != r.bots.size() || r.botCounts.size() != r.bots.size())
      throw Bad{"\"seats\" and \"botResults\" must have one entry per bot"};
    const json& roles = field(doc, "roles");
    if (!roles.is_object()) throw Bad{"\"roles\" is not an object"};
    for (auto it = roles.begin(); it != roles.end(); ++it)
      r.roles[it.key()] = RoleRecord{static_cast<int>(countOf(it.value(), "wins")),
                                     static_cast<int>(countOf(it.value(), "draws")),
                                     static_cast<int>(countOf(it.value(), "losses"))};
    const json& length = field(doc, "length");
    r.totalLength = countOf(length, "total", 4'000'000'000'000L);
    for (const json& bar : list(length, "histogram")) {
      const auto n =
          userjson::integerIn(bar.is_array() && bar.size() == 2 ? &bar[0] : nullptr, 0, 10'000'000);
      const auto games = userjson::integerIn(bar.is_array() && bar.size() == 2 ? &bar[1] : nullptr,
                                             0, 2'000'000'000);
      if (!n || !games) throw Bad{"\"length\" has a histogram bar that is not [length, games]"};
      if (r.lengthCounts.size() <= static_cast<std::size_t>(*n))
        r.lengthCounts.resize(static_cast<std::size_t>(*n) + 1, 0);
      r.lengthCounts[static_cast<std::size_t>(*n)] += static_cast<long>(*games);
    }
    for (const json& card : list(doc, "cards")) {
      StudyCard c;
      c.id = text(card, "id");
      c.name = text(card, "name");
      c.record =
          CardRecord{countOf(card, "plays"), countOf(card, "playedIn"), countOf(card, "winsPlayed"),
                     countOf(card, "notPlayedIn"), countOf(card, "winsNotPlayed")};
      if (r.ablate) {
        const json& a = field(card, "ablation");
        c.ablationGames = countOf(a, "games");
        c.ablationWins = countOf(a, "wins");
        c.offeredIn = countOf(a, "offeredIn");
        c.forced = countOf(a, "forced");
      }
      r.cards.push_back(std::move(c));
    }
    r.interrupted = userjson::member(doc, "interrupted") != nullptr;
    return r;
  } catch (const Bad& bad) {
    return rules::Error{source + ": " + bad.what};
  }
}

rules::Expected<BalanceReport> runStudy(const rules::Game& game, const StudyConfig& config,
                                        std::stop_token stop) {
  const int total = config.match.games;
  if (config.shards < 1 || config.shard < 1 || config.shard > config.shards)
    return rules::Error{"The shard must be K/N with 1 <= K <= N."};
  const int first =
      static_cast<int>(static_cast<long long>(config.shard - 1) * total / config.shards);
  const int end = static_cast<int>(static_cast<long long>(config.shard) * total / config.shards);
  if (end <= first)
    return rules::Error{"Shard " + std::to_string(config.shard) + "/" +
                        std::to_string(config.shards) + " of " + std::to_string(total) +
                        " games has no games; use fewer shards."};
  const auto started = std::chrono::steady_clock::now();

  // Progress over the main games and, once they are known, the ablations' games.
  std::mutex progressMutex;
  long done = 0, expected = end - first;
  auto progress = [&](long step) {
    if (!config.onProgress) return;
    const std::lock_guard lock(progressMutex);
    done += step;
    config.onProgress(done, expected);
  };

  MatchConfig main = config.match;
  main.firstGame = first;
  main.games = end - first;
  main.gameNumbers.clear();
  main.cardStats = true;
  main.trackOffered = config.ablate;
  main.withheldCard = -1;
  main.onGameDone = [&](int) { progress(1); };
  auto summary = runMatch(game, main, stop);
  if (!summary) return rules::Error{summary.error()};

  BalanceReport r;
  const auto& info = game.info();
  r.gameId = info.id;
  r.gameName = info.name;
  r.cardFile = config.cardFile;
  r.bots = config.match.bots;
  r.seed = config.match.seed;
  r.variant = config.match.variant;
  r.iterations = config.match.iterations;
  r.budgetMs = config.match.budgetMs;
  r.uncapped = config.match.uncapped;
  r.studyGames = total;
  r.interrupted = summary->games < main.games;
  r.ablate = config.ablate && !r.interrupted;
  if (summary->games > 0) r.covers.emplace_back(first, first + summary->games);
  r.games = summary->games;
  r.draws = summary->draws;
  r.seatWins = summary->seatWins;
  for (const BotResult& b : summary->bots) r.botCounts.push_back({b.wins, b.draws, b.losses});
  r.roles = summary->roles;
  r.totalLength = summary->totalLength;
  r.lengthCounts = summary->lengthCounts;
  const auto faces = game.cardFaces();
  for (std::size_t t = 0; t < faces.size(); ++t) {
    StudyCard c;
    c.id = faces[t].id;
    c.name = faces[t].ends.empty() ? faces[t].id : faces[t].ends.front().title;
    if (t < summary->cards.size()) c.record = summary->cards[t];
    r.cards.push_back(std::move(c));
  }

  if (r.ablate) {
    // The games each card type was offered in, then those games again with it withheld.
    const int words = summary->offeredWords;
    std::vector<std::vector<int>> offeredGames(faces.size());
    for (int i = 0; i < r.games; ++i)
      for (std::size_t t = 0; t < faces.size(); ++t)
        if ((summary->offered[static_cast<std::size_t>(i * words) + t / 64] >> (t % 64)) & 1u)
          offeredGames[t].push_back(first + i);
    long again = 0;
    for (const auto& g : offeredGames) again += static_cast<long>(g.size());
    {
      const std::lock_guard lock(progressMutex);
      expected += again;
    }
    const long mainWins = r.botCounts.empty() ? 0 : r.botCounts.front().wins;
    for (std::size_t t = 0; t < faces.size() && !r.interrupted; ++t) {
      StudyCard& c = r.cards[t];
      const std::vector<int>& numbers = offeredGames[t];
      c.offeredIn = static_cast<long>(numbers.size());
      c.ablationGames = r.games;
      // Games it was never offered in keep their result.
      long unchangedWins = mainWins;
      for (const int g : numbers)
        unchangedWins -= summary->firstBotWon[static_cast<std::size_t>(g - first)];
      c.ablationWins = unchangedWins;
      if (numbers.empty()) continue;
      MatchConfig ablated = config.match;
      ablated.gameNumbers = numbers;
      ablated.cardStats = false;
      ablated.trackOffered = false;
      ablated.withheldCard = static_cast<int>(t);
      ablated.onGameDone = [&](int) { progress(1); };
      auto result = runMatch(game, ablated, stop);
      if (!result) return rules::Error{result.error()};
      if (result->games < static_cast<int>(numbers.size())) {
        r.interrupted = true;
        break;
      }
      c.ablationWins += result->bots.front().wins;
      c.forced = result->forcedPlays;
    }
    if (r.interrupted) {
      r.ablate = false;
      for (StudyCard& c : r.cards) c.ablationGames = c.ablationWins = c.offeredIn = c.forced = 0;
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return r;
}

rules::Expected<BalanceReport> mergeReports(const std::vector<BalanceReport>& parts) {
  if (parts.empty()) return rules::Error{"There is no report to merge."};
  BalanceReport m = parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const BalanceReport& p = parts[i];
    const std::string which = "report " + std::to_string(i + 1);
    auto differs = [&](const char* what) {
      return rules::Error{which + " is not a shard of the same study as report 1 (its " +
                          std::string(what) + " differs)."};
    };
    if (p.gameId != m.gameId) return differs("game");
    if (p.cardFile.has_value() != m.cardFile.has_value() ||
        (p.cardFile && p.cardFile->hash != m.cardFile->hash))
      return differs("card file");
    if (p.bots != m.bots) return differs("bots");
    if (p.seed != m.seed) return differs("seed");
    if (p.variant != m.variant) return differs("variant");
    if (p.iterations != m.iterations || p.budgetMs != m.budgetMs || p.uncapped != m.uncapped)
      return differs("search budget");
    if (p.ablate != m.ablate) return differs("ablation");
    if (p.studyGames != m.studyGames) return differs("number of games");
    if (p.cards.size() != m.cards.size()) return differs("card set");
    for (std::size_t t = 0; t < p.cards.size(); ++t)
      if (p.cards[t].id != m.cards[t].id) return differs("card set");
    for (const auto& a : p.covers)
      for (const auto& b : m.covers)
        if (a.first < b.second && b.first < a.second)
          return rules::Error{which + " covers games " + std::to_string(a.first) + "-" +
                              std::to_string(a.second - 1) + ", which another report covers too."};
    for (const auto& range : p.covers) addRange(m.covers, range);
    m.games += p.games;
    m.draws += p.draws;
    for (std::size_t s = 0; s < m.seatWins.size(); ++s) m.seatWins[s] += p.seatWins[s];
    for (std::size_t b = 0; b < m.botCounts.size(); ++b) {
      m.botCounts[b].wins += p.botCounts[b].wins;
      m.botCounts[b].draws += p.botCounts[b].draws;
      m.botCounts[b].losses += p.botCounts[b].losses;
    }
    for (const auto& [role, r] : p.roles) {
      RoleRecord& to = m.roles[role];
      to.wins += r.wins;
      to.draws += r.draws;
      to.losses += r.losses;
    }
    m.totalLength += p.totalLength;
    if (m.lengthCounts.size() < p.lengthCounts.size())
      m.lengthCounts.resize(p.lengthCounts.size(), 0);
    for (std::size_t n = 0; n < p.lengthCounts.size(); ++n) m.lengthCounts[n] += p.lengthCounts[n];
    for (std::size_t t = 0; t < m.cards.size(); ++t) {
      StudyCard& to = m.cards[t];
      const StudyCard& from = p.cards[t];
      to.record.plays += from.record.plays;
      to.record.playedIn += from.record.playedIn;
      to.record.winsPlayed += from.record.winsPlayed;
      to.record.notPlayedIn += from.record.notPlayedIn;
      to.record.winsNotPlayed += from.record.winsNotPlayed;
      to.ablationGames += from.ablationGames;
      to.ablationWins += from.ablationWins;
      to.offeredIn += from.offeredIn;
      to.forced += from.forced;
    }
    m.seconds += p.seconds;
    m.interrupted = m.interrupted || p.interrupted;
  }
  // A merged report of every shard reads like the single run (which has no baseline of its own).
  m.baseline = nullptr;
  return m;
}

json compareReports(const BalanceReport& now, const BalanceReport& baseline,
                    const std::string& baselinePath) {
  const auto before = reportFigures(baseline);
  json differences = json::array();
  int compared = 0;
  for (const ReportFigure& f : reportFigures(now)) {
    const auto it = std::find_if(before.begin(), before.end(),
                                 [&](const ReportFigure& b) { return b.key == f.key; });
    if (it == before.end()) continue;
    ++compared;
    if (f.interval.low <= it->interval.high && it->interval.low <= f.interval.high) continue;
    differences.push_back({{"figure", f.label},
                           {"key", f.key},
                           {"now", f.value},
                           {"now95", intervalJson(f.interval)},
                           {"baseline", it->value},
                           {"baseline95", intervalJson(it->interval)}});
  }
  return {{"path", baselinePath},
          {"games", baseline.games},
          {"compared", compared},
          {"differences", differences}};
}

}  // namespace gm::ai
