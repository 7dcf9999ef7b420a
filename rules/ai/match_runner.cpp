#include "match_runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <utility>

#include "bot_factory.h"
#include "core/match_state.h"

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
    bots.push_back(std::move(bot));
  }
  nlohmann::json roles = nlohmann::json::object();
  for (const auto& [role, r] : this->roles) roles[role] = roleJson(r);
  nlohmann::json played = nlohmann::json::object();
  for (const auto& t : actions) {
    played[t.kind][t.label] = {{"count", t.played}, {"byWinner", t.playedByWinner}};
  }
  return {{"game", gameId},
          {"seed", std::to_string(seed)},
          {"games", games},
          {"bots", bots},
          {"seatWins", seatWins},
          {"draws", draws},
          {"meanLength", meanLength},
          {"maxLength", maxLength},
          {"seconds", seconds},
          {"played", played},
          {"roles", roles}};
}

rules::Expected<MatchSummary> runMatch(const rules::Game& game, const MatchConfig& config,
                                       std::stop_token stop) {
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
  if (config.games <= 0) return rules::Error{"The number of games must be at least 1."};
  if (config.iterations < 0 || config.budgetMs < 0) {
    return rules::Error{"Iterations and the time budget must not be negative."};
  }

  const BotOverrides overrides{config.iterations, config.budgetMs};
  MatchSummary summary;
  summary.gameId = info.id;
  summary.seed = config.seed;
  summary.seatWins.assign(seats, 0);
  for (const auto& kind : config.bots) {
    BotResult result;
    result.kind = kind;
    result.name = makeBot(kind, 0, overrides, info.id)->name();
    summary.bots.push_back(std::move(result));
  }

  std::map<std::pair<std::string, std::string>, Tally> tallies;
  std::vector<std::pair<rules::Seat, std::pair<std::string, std::string>>> plays;
  long totalLength = 0;
  const auto start = std::chrono::steady_clock::now();

  for (int g = 0; g < config.games && !stop.stop_requested(); ++g) {
    const std::uint64_t gameSeed = rules::mixHash(config.seed, static_cast<std::uint64_t>(g));
    auto created = game.newGame(rules::GameOptions{seats, gameSeed, config.variant});
    if (!created) return rules::Error{created.error()};
    auto state = std::move(created.value());

    // Bot i sits at seat (i + g) % seats.
    std::vector<std::unique_ptr<Bot>> atSeat(seats);
    std::vector<int> botAt(seats);
    for (int i = 0; i < seats; ++i) {
      const int seat = (i + g) % seats;
      botAt[seat] = i;
      atSeat[seat] =
          makeBot(config.bots[i], rules::mixHash(gameSeed, 1000 + i), overrides, info.id);
    }

    plays.clear();
    std::uint64_t step = 0;
    while (!state->isTerminal() && !stop.stop_requested()) {
      const rules::Seat seat = state->actingSeat();
      const PlayerView view(*state, seat, rules::mixHash(gameSeed, ++step));
      const rules::ActionId action = atSeat[seat]->choose(view, stop);
      const rules::ActionView described = state->describe(action);
      plays.emplace_back(
          seat, std::make_pair(described.kind,
                               described.args.empty() ? described.text : described.args.front()));
      state->apply(action);
    }

    // A game cut short by a stop request is not counted (its last moves were not thought through).
    if (!state->isTerminal()) break;
    const unsigned winners = rules::winnerMask(state->returns());
    for (const auto& [seat, key] : plays) {
      Tally& t = tallies[key];
      ++t.played;
      if (wonBy(winners, seat)) ++t.byWinner;
    }
    for (int seat = 0; seat < seats; ++seat) {
      BotResult& bot = summary.bots[botAt[seat]];
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

    // Roles: per finished Act of a match, else once for the game with its final roles.
    auto segments = state->finishedSegments();
    if (segments.empty()) {
      rules::SegmentResult whole{state->returns(), {}};
      for (int seat = 0; seat < seats; ++seat) whole.roles.push_back(state->seatRole(seat));
      segments.push_back(std::move(whole));
    }
    for (const auto& segment : segments) {
      const unsigned segmentWinners = rules::winnerMask(segment.returns);
      for (int seat = 0; seat < seats; ++seat) {
        const std::string& role = segment.roles[seat];
        if (role.empty()) continue;
        record(summary.bots[botAt[seat]].roles[role], segmentWinners, seat);
        record(summary.roles[role], segmentWinners, seat);
      }
    }
    const int length = static_cast<int>(state->history().size());
    totalLength += length;
    summary.maxLength = std::max(summary.maxLength, length);
    ++summary.games;
    if (config.onGameDone) config.onGameDone(summary.games);
  }

  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (summary.games > 0) {
    summary.meanLength = static_cast<double>(totalLength) / summary.games;
  }
  for (auto& bot : summary.bots) bot.winRate95 = wilsonInterval(bot.wins, summary.games);
  for (const auto& [key, t] : tallies) {
    summary.actions.push_back(ActionTally{key.first, key.second, t.played, t.byWinner});
  }
  return summary;
}

}  // namespace gm::ai
