#include "match_runner.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <ctime>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>
#include <utility>

#include "bot_factory.h"
#include "core/match_state.h"
#include "core/seat_view.h"
#include "ismcts_bot.h"

namespace gm::ai {
namespace {

std::string knownKinds() {
  std::string list;
  for (const auto& kind : botKinds()) list += (list.empty() ? "" : ", ") + kind;
  return list;
}

bool wonBy(unsigned winners, rules::Seat seat) {
  return (winners >> seat) & 1u;
}

void record(RoleRecord& r, unsigned winners, rules::Seat seat) {
  if (winners == 0) {
    ++r.draws;
  } else if (wonBy(winners, seat)) {
    ++r.wins;
  } else {
    ++r.losses;
  }
}

nlohmann::json roleJson(const RoleRecord& r) {
  return {{"played", r.played()}, {"wins", r.wins}, {"draws", r.draws}, {"losses", r.losses}};
}

struct Tally {
  long played = 0;
  long byWinner = 0;
};

}  // namespace

WilsonInterval wilsonInterval(int successes, int trials, double z) {
  if (trials <= 0) return {};
  const double n = trials;
  const double p = successes / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double BotResult::winRate() const {
  const int games = wins + draws + losses;
  return games > 0 ? static_cast<double>(wins) / games : 0.0;
}

nlohmann::json MatchSummary::toJson() const {
  nlohmann::json bots = nlohmann::json::array();
  for (const auto& b : this->bots) {
    nlohmann::json bot = {{"bot", b.kind},
                          {"name", b.name},
                          {"wins", b.wins},
                          {"draws", b.draws},
                          {"losses", b.losses},
                          {"winRate", b.winRate()},
                          {"wilson95", {b.winRate95.low, b.winRate95.high}}};
    if (!b.roles.empty()) {
      nlohmann::json roles = nlohmann::json::object();
      for (const auto& [role, r] : b.roles) {
        const auto interval = wilsonInterval(r.wins, r.played());
        roles[role] = roleJson(r);
        roles[role]["winRate"] = r.played() > 0 ? static_cast<double>(r.wins) / r.played() : 0.0;
        roles[role]["wilson95"] = {interval.low, interval.high};
      }
      bot["roles"] = std::move(roles);
    }
    if (b.search.moves > 0) {
      nlohmann::json search = {{"moves", b.search.moves},
                               {"reachedBudget", b.search.reachedBudget},
                               {"fewestIterations", b.search.fewestIterations}};
      for (const auto& [prefix, times] : {std::pair{"ms", &b.search.milliseconds},
                                          std::pair{"cpuMs", &b.search.cpuMilliseconds}}) {
        std::vector<float> ms = *times;
        std::sort(ms.begin(), ms.end());
        // Nearest rank: the smallest time at least that share of the moves took no longer than.
        auto percentile = [&ms](double share) {
          const auto rank =
              static_cast<std::size_t>(std::ceil(share * static_cast<double>(ms.size())));
          return static_cast<double>(ms[std::max<std::size_t>(rank, 1) - 1]);
        };
        search[std::string(prefix) + "Median"] = percentile(0.5);
        search[std::string(prefix) + "P95"] = percentile(0.95);
        search[std::string(prefix) + "Max"] = static_cast<double>(ms.back());
      }
      bot["search"] = std::move(search);
    }
    bots.push_back(std::move(bot));
  }
  nlohmann::json roles = nlohmann::json::object();
  for (const auto& [role, r] : this->roles) roles[role] = roleJson(r);
  nlohmann::json played = nlohmann::json::object();
  for (const auto& t : actions) {
    played[t.kind][t.label] = {{"count", t.played}, {"byWinner", t.playedByWinner}};
  }
  nlohmann::json summary = {{"game", gameId},           {"seed", std::to_string(seed)},
                            {"games", games},           {"bots", bots},
                            {"seatWins", seatWins},     {"draws", draws},
                            {"meanLength", meanLength}, {"maxLength", maxLength},
                            {"seconds", seconds},       {"roles", roles}};
  if (!actions.empty()) summary["played"] = std::move(played);
  return summary;
}

namespace {

// Times each seat played each card type in one game ([seat * types + type]). The usual sizes live
// in the record itself, so a game allocates nothing for its per-card figures.
class PlayCounts {
 public:
  void reset(std::size_t size) {
    m_size = size;
    if (size <= kInline)
      std::fill_n(m_inline.begin(), size, std::uint16_t{0});
    else
      m_heap.assign(size, 0);
  }
  std::size_t size() const { return m_size; }
  std::uint16_t& operator[](std::size_t i) { return m_size <= kInline ? m_inline[i] : m_heap[i]; }
  std::uint16_t operator[](std::size_t i) const {
    return m_size <= kInline ? m_inline[i] : m_heap[i];
  }

 private:
  static constexpr std::size_t kInline = 128;
  std::size_t m_size = 0;
  std::array<std::uint16_t, kInline> m_inline;
  std::vector<std::uint16_t> m_heap;
};

// One finished game, as much as the summary needs of it.
struct GameRecord {
  int index = 0;
  unsigned winners = 0;
  // With cardStats: [seat * cardTypes + type] times played; with trackOffered the types offered to
  // the first bot (bits); moves where the withheld card was forced.
  PlayCounts cardPlays;
  std::vector<std::uint64_t> offered;
  int forced = 0;
  std::vector<int> botAt;  // by seat
  std::vector<rules::SegmentResult> segments;
  int length = 0;
  std::vector<std::pair<rules::Seat, std::pair<std::string, std::string>>> plays;  // if tallied
  std::vector<std::string> moves;                                                  // if logged
  std::vector<SearchRecord> searches;  // by bot, with searchStats
};

// Game g of a match, played to its end, or nullopt when `stop` cut it short (or the game refused
// its options: `error` says why).
// The CPU time the calling thread has used (POSIX).
double threadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Adds the search `bot` just ran to `into` (nothing for a bot that does not search or a move it
// played without searching).
void noteSearch(const Bot& bot, double cpuSeconds, SearchRecord& into) {
  const auto* search = dynamic_cast<const IsmctsBot*>(&bot);
  if (!search) return;
  const SearchStats& stats = search->lastSearch();
  if (stats.seconds <= 0.0) return;  // a single legal action, played at once
  const int budget = search->config().iterations;
  into.fewestIterations =
      into.moves == 0 ? stats.iterations : std::min<long>(into.fewestIterations, stats.iterations);
  ++into.moves;
  if (budget > 0 && stats.iterations >= budget) ++into.reachedBudget;
  into.milliseconds.push_back(static_cast<float>(stats.seconds * 1000.0));
  into.cpuMilliseconds.push_back(static_cast<float>(cpuSeconds * 1000.0));
}

// `withRoles`: whether the game shows roles in its seat views (the whole truth's view is taken at
// the end of a game only then: for the shortest games it costs more than a whole random game).
// `cardTypes`: the number of the game's card types (cardFaces()), for the per-card figures.
std::optional<GameRecord> playGame(const rules::Game& game, const MatchConfig& config, int g,
                                   bool withRoles, int cardTypes, const std::stop_token& stop,
                                   std::string& error) {
  const int seats = static_cast<int>(config.bots.size());
  const BotOverrides overrides{config.iterations, config.budgetMs, config.uncapped};
  const rules::SearchSettings settings = game.searchSettings();
  const std::uint64_t gameSeed = rules::mixHash(config.seed, static_cast<std::uint64_t>(g));
  auto created = game.newGame(rules::GameOptions{seats, gameSeed, config.variant});
  if (!created) {
    error = created.error();
    return std::nullopt;
  }
  auto state = std::move(created.value());

  // Bot i sits at seat (i + g) % seats.
  GameRecord record;
  record.index = g;
  std::vector<std::unique_ptr<Bot>> atSeat(seats);
  record.botAt.assign(seats, 0);
  if (config.searchStats) record.searches.resize(static_cast<std::size_t>(seats));
  if (config.cardStats) record.cardPlays.reset(static_cast<std::size_t>(seats * cardTypes));
  if (config.trackOffered)
    record.offered.assign(static_cast<std::size_t>((cardTypes + 63) / 64), 0);
  const auto playsWithheld = [&](rules::ActionId a) {
    return state->playedCardType(a) == config.withheldCard;
  };
  for (int i = 0; i < seats; ++i) {
    const int seat = (i + g) % seats;
    record.botAt[seat] = i;
    atSeat[seat] = makeBot(config.bots[i], rules::mixHash(gameSeed, 1000 + i), overrides, settings);
  }
  const bool anyWorld =
      std::any_of(atSeat.begin(), atSeat.end(), [](const auto& bot) { return bot->needsWorld(); });

  // The start of the current round of secret commits (the session's rule: consecutive commits
  // until a seat comes round again), so a seat committing after others can search the round.
  std::unique_ptr<rules::GameState> roundStart;
  unsigned committed = 0;
  bool lastWasCommit = false;
  std::uint64_t step = 0;
  PlayerView legalOnly = PlayerView::legalActionsOnly(*state, state->actingSeat());
  while (!state->isTerminal() && !stop.stop_requested()) {
    const rules::Seat seat = state->actingSeat();
    const bool commit = state->nodeKind() == rules::NodeKind::SecretCommit;
    if (anyWorld && commit && (!lastWasCommit || ((committed >> seat) & 1u))) {
      roundStart = state->clone();
      committed = 0;
    }
    lastWasCommit = commit;
    if (commit) committed |= 1u << seat;
    ++step;
    Bot& bot = *atSeat[seat];
    const bool firstBot = record.botAt[seat] == 0;
    const bool withhold = firstBot && config.withheldCard >= 0;
    rules::ActionId action;
    const double cpuBefore = config.searchStats ? threadCpuSeconds() : 0.0;
    if (bot.needsWorld()) {
      PlayerView view(*state, seat, rules::mixHash(gameSeed, step),
                      commit ? roundStart.get() : nullptr);
      if (withhold) view.withhold(playsWithheld);
      action = bot.choose(view, stop);
    } else {
      legalOnly.refillLegalActionsOnly(*state, seat);
      if (withhold) legalOnly.withhold(playsWithheld);
      action = bot.choose(legalOnly, stop);
    }
    if (withhold && playsWithheld(action)) ++record.forced;
    if (config.cardStats) {
      const int type = state->playedCardType(action);
      if (type >= 0 && type < cardTypes)
        ++record.cardPlays[static_cast<std::size_t>(seat * cardTypes + type)];
      if (config.trackOffered && firstBot) {
        // The legal actions as the first bot was offered them, before any was withheld.
        legalOnly.refillLegalActionsOnly(*state, seat);
        for (const rules::ActionId a : legalOnly.legalActions()) {
          const int t = state->playedCardType(a);
          if (t >= 0 && t < cardTypes) record.offered[t / 64] |= std::uint64_t{1} << (t % 64);
        }
      }
    }
    if (config.searchStats) {
      noteSearch(bot, threadCpuSeconds() - cpuBefore, record.searches[record.botAt[seat]]);
    }
    if (config.tallyActions || config.onGameMoves) {
      const rules::ActionView described = state->describe(action);
      if (config.tallyActions) {
        record.plays.emplace_back(
            seat, std::make_pair(described.kind,
                                 described.args.empty() ? described.text : described.args.front()));
      }
      if (config.onGameMoves) {
        record.moves.push_back("seat " + std::to_string(seat) + " (" +
                               config.bots[record.botAt[seat]] + "): " + described.text);
      }
    }
    state->apply(action);
  }
  // A game cut short by a stop request is not counted (its last moves were not thought through).
  if (!state->isTerminal()) return std::nullopt;

  record.winners = rules::winnerMask(state->returns());
  // Roles: per finished segment of a match, else once for the game with the roles its view shows
  // at the end.
  if (const auto* match = dynamic_cast<const rules::MatchState*>(state.get()))
    record.segments = match->finishedSegments();
  if (record.segments.empty()) {
    rules::SegmentResult whole{state->returns(), std::vector<std::string>(seats)};
    if (withRoles) {
      for (const rules::SeatPlayer& p : state->seatView(rules::kNoSeat).players)
        if (p.seat >= 0 && p.seat < seats) whole.roles[static_cast<std::size_t>(p.seat)] = p.role;
    }
    record.segments.push_back(std::move(whole));
  }
  record.length = static_cast<int>(state->history().size());
  return record;
}

// Adds one game to the summary (games must be added in order for the sums to be reproducible
// bit for bit: only meanLength is a floating sum, and it is taken at the end).
void addGame(MatchSummary& summary, const GameRecord& played,
             std::map<std::pair<std::string, std::string>, Tally>& tallies) {
  const int seats = static_cast<int>(played.botAt.size());
  const unsigned winners = played.winners;
  const auto cardTypes = static_cast<int>(summary.cards.size());
  // Only the seats that played a card are counted here; those that did not follow from the totals
  // at the end (every seat-game either played it or not).
  if (played.cardPlays.size() > 0) {
    for (int seat = 0; seat < seats; ++seat) {
      const bool won = wonBy(winners, seat);
      for (int t = 0; t < cardTypes; ++t) {
        const int plays = played.cardPlays[static_cast<std::size_t>(seat * cardTypes + t)];
        if (plays == 0) continue;
        CardRecord& card = summary.cards[static_cast<std::size_t>(t)];
        card.plays += plays;
        ++card.playedIn;
        card.winsPlayed += won;
      }
    }
  }
  if (!played.offered.empty()) {
    const auto first = static_cast<rules::Seat>(
        std::find(played.botAt.begin(), played.botAt.end(), 0) - played.botAt.begin());
    summary.firstBotWon.push_back(wonBy(winners, first) ? 1 : 0);
    summary.offered.insert(summary.offered.end(), played.offered.begin(), played.offered.end());
  }
  summary.forcedPlays += played.forced;
  for (const auto& [seat, key] : played.plays) {
    Tally& t = tallies[key];
    ++t.played;
    if (wonBy(winners, seat)) ++t.byWinner;
  }
  for (int seat = 0; seat < seats; ++seat) {
    BotResult& bot = summary.bots[played.botAt[seat]];
    if (winners == 0) {
      ++bot.draws;
    } else if (wonBy(winners, seat)) {
      ++bot.wins;
      ++summary.seatWins[seat];
    } else {
      ++bot.losses;
    }
  }
  if (winners == 0) ++summary.draws;
  for (const auto& segment : played.segments) {
    const unsigned segmentWinners = rules::winnerMask(segment.returns);
    for (int seat = 0; seat < seats; ++seat) {
      const std::string& role = segment.roles[seat];
      if (role.empty()) continue;
      record(summary.bots[played.botAt[seat]].roles[role], segmentWinners, seat);
      record(summary.roles[role], segmentWinners, seat);
    }
  }
  for (std::size_t i = 0; i < played.searches.size(); ++i) {
    const SearchRecord& from = played.searches[i];
    SearchRecord& to = summary.bots[i].search;
    if (from.moves == 0) continue;
    to.fewestIterations = to.moves == 0 ? from.fewestIterations
                                        : std::min(to.fewestIterations, from.fewestIterations);
    to.moves += from.moves;
    to.reachedBudget += from.reachedBudget;
    to.milliseconds.insert(to.milliseconds.end(), from.milliseconds.begin(),
                           from.milliseconds.end());
    to.cpuMilliseconds.insert(to.cpuMilliseconds.end(), from.cpuMilliseconds.begin(),
                              from.cpuMilliseconds.end());
  }
  summary.totalLength += played.length;
  if (summary.lengthCounts.size() <= static_cast<std::size_t>(played.length))
    summary.lengthCounts.resize(static_cast<std::size_t>(played.length) + 1, 0);
  ++summary.lengthCounts[static_cast<std::size_t>(played.length)];
  summary.maxLength = std::max(summary.maxLength, played.length);
  ++summary.games;
}

}  // namespace

rules::Expected<MatchSummary> runMatch(const rules::Game& game, const MatchConfig& given,
                                       std::stop_token stop) {
  // Bots only: a game given no options plays with those the game keeps for bot-only play.
  MatchConfig config = given;
  if (config.variant.is_object() && config.variant.empty()) config.variant = game.botOnlyVariant();
  const auto& info = game.info();
  const int seats = static_cast<int>(config.bots.size());
  for (const auto& kind : config.bots) {
    if (!isBotKind(kind)) {
      return rules::Error{"Unknown bot '" + kind + "' (known: " + knownKinds() + ")."};
    }
  }
  if (seats < info.minSeats || seats > info.maxSeats) {
    const std::string needs =
        info.minSeats == info.maxSeats
            ? std::to_string(info.minSeats)
            : std::to_string(info.minSeats) + " to " + std::to_string(info.maxSeats);
    const std::string given =
        seats == 1 ? "1 bot was given" : std::to_string(seats) + " bots were given";
    return rules::Error{info.name + " needs " + needs + " players; " + given + "."};
  }
  if (config.gameNumbers.empty() && config.games <= 0)
    return rules::Error{"The number of games must be at least 1."};
  if (config.firstGame < 0 || (!config.gameNumbers.empty() && config.gameNumbers.front() < 0))
    return rules::Error{"Game numbers must not be negative."};
  // The games to play, by their number in the match.
  const int count =
      config.gameNumbers.empty() ? config.games : static_cast<int>(config.gameNumbers.size());
  const auto numberOf = [&](int i) {
    return config.gameNumbers.empty() ? config.firstGame + i
                                      : config.gameNumbers[static_cast<std::size_t>(i)];
  };
  if (config.jobs <= 0) return rules::Error{"The number of jobs must be at least 1."};
  if (config.iterations < 0 || config.budgetMs < 0) {
    return rules::Error{"Iterations and the time budget must not be negative."};
  }
  // Options the game refuses are refused before any thread starts.
  auto probe = game.newGame(rules::GameOptions{seats, config.seed, config.variant});
  if (!probe) return rules::Error{probe.error()};
  // A seat's role is the truth's from the deal on (a match deals its segments' roles at their
  // start), so a game that shows none at the start has none to count.
  const auto probePlayers = probe.value()->seatView(rules::kNoSeat).players;
  const bool withRoles = std::any_of(probePlayers.begin(), probePlayers.end(),
                                     [](const rules::SeatPlayer& p) { return !p.role.empty(); });

  const BotOverrides overrides{config.iterations, config.budgetMs, config.uncapped};
  const rules::SearchSettings settings = game.searchSettings();
  MatchSummary summary;
  summary.gameId = info.id;
  summary.seed = config.seed;
  summary.seatWins.assign(seats, 0);
  for (const auto& kind : config.bots) {
    BotResult result;
    result.kind = kind;
    result.name = makeBot(kind, 0, overrides, settings)->name();
    summary.bots.push_back(std::move(result));
  }

  const int cardTypes =
      config.cardStats || config.withheldCard >= 0 ? static_cast<int>(game.cardFaces().size()) : 0;
  if (config.cardStats) summary.cards.assign(static_cast<std::size_t>(cardTypes), CardRecord{});
  if (config.trackOffered) summary.offeredWords = (cardTypes + 63) / 64;
  std::map<std::pair<std::string, std::string>, Tally> tallies;
  const auto start = std::chrono::steady_clock::now();

  // Workers take game numbers in turn; finished games wait in `done` until every game before them
  // has been added, so the sums are made in game order whatever the jobs.
  std::mutex mutex;
  int nextGame = 0;
  int nextToAdd = 0;
  bool dropped = false;  // a game was cut short or refused: later games are not counted
  std::string error;
  std::map<int, GameRecord> done;
  // A worker takes a run of consecutive games at a time and hands them in together, so short games
  // (a random game can take a few microseconds) do not queue at the mutex twice each: the run
  // doubles while a run takes under a millisecond and halves past ten, so long games still go one
  // at a time and keep every job busy to the end. Which worker plays a game never changes it.
  auto work = [&] {
    using Clock = std::chrono::steady_clock;
    std::string gameError;
    std::vector<std::pair<int, GameRecord>> finished;
    int run = 1;
    for (;;) {
      int first, last;
      {
        const std::lock_guard lock(mutex);
        if (dropped || nextGame >= count || stop.stop_requested()) return;
        first = nextGame;
        last = std::min(count, first + run);
        nextGame = last;
      }
      const auto started = Clock::now();
      finished.clear();
      bool failed = false;
      for (int g = first; g < last && !failed; ++g) {
        auto record = playGame(game, config, numberOf(g), withRoles, cardTypes, stop, gameError);
        if (record) {
          finished.emplace_back(g, std::move(*record));
        } else {
          failed = true;
        }
      }
      const auto took = Clock::now() - started;
      if (took < std::chrono::milliseconds(1)) run = std::min(run * 2, 256);
      if (took > std::chrono::milliseconds(10)) run = std::max(run / 2, 1);

      const std::lock_guard lock(mutex);
      for (auto& [g, record] : finished) done.emplace(g, std::move(record));
      if (failed) {
        dropped = true;
        if (!gameError.empty() && error.empty()) error = gameError;
      }
      // Nothing is added once a stop is asked for (the caller's onGameDone may ask mid-run).
      for (auto it = done.begin();
           it != done.end() && it->first == nextToAdd && !stop.stop_requested();
           it = done.erase(it)) {
        addGame(summary, it->second, tallies);
        if (config.onGameMoves) config.onGameMoves(it->second.index, it->second.moves);
        ++nextToAdd;
        if (config.onGameDone) config.onGameDone(summary.games);
      }
      if (failed) return;
    }
  };
  {
    std::vector<std::jthread> workers;
    for (int j = 1; j < std::min(config.jobs, count); ++j) workers.emplace_back(work);
    work();
  }
  if (!error.empty()) return rules::Error{error};

  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (summary.games > 0) {
    summary.meanLength = static_cast<double>(summary.totalLength) / summary.games;
  }
  for (auto& bot : summary.bots) bot.winRate95 = wilsonInterval(bot.wins, summary.games);
  const long seatGames = static_cast<long>(summary.games) * seats;
  const long seatWins = std::accumulate(summary.seatWins.begin(), summary.seatWins.end(), 0L);
  for (CardRecord& card : summary.cards) {
    card.notPlayedIn = seatGames - card.playedIn;
    card.winsNotPlayed = seatWins - card.winsPlayed;
  }
  for (const auto& [key, t] : tallies) {
    summary.actions.push_back(ActionTally{key.first, key.second, t.played, t.byWinner});
  }
  return summary;
}

}  // namespace gm::ai
