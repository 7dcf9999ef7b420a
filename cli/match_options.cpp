#include "match_options.h"

#include <csignal>
#include <cstdio>
#include <ostream>

#include <unistd.h>

#include "ai/bot_factory.h"
#include "core/user_json.h"

namespace gm::cli {
namespace {

// Set by Ctrl-C; see InterruptScope.
volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void onInterrupt(int) {
  g_interrupted = 1;
  std::signal(SIGINT, SIG_DFL);
}

std::string listOf(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& i : items) text += (text.empty() ? "" : ", ") + i;
  return text;
}

std::string seatRange(const rules::GameInfo& info) {
  return info.minSeats == info.maxSeats
             ? std::to_string(info.minSeats)
             : std::to_string(info.minSeats) + " to " + std::to_string(info.maxSeats);
}

}  // namespace

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    items.push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return items;
}

rules::Expected<ai::MatchConfig> matchConfigFrom(const CommandLine& cl, const rules::GameInfo& info,
                                                 const std::string& defaultBot) {
  ai::MatchConfig config;
  std::optional<int> players;
  if (const auto text = cl.value("--players")) {
    auto n = parseUnsigned(*text, "--players", static_cast<std::uint64_t>(info.minSeats),
                           static_cast<std::uint64_t>(info.maxSeats));
    if (!n) return rules::Error{info.name + ": " + n.error()};
    players = static_cast<int>(*n);
  }
  const auto bots = cl.value("--bots");
  if (!bots && defaultBot.empty())
    return rules::Error{
        "--bots is required, e.g. --bots ismcts,random (kinds: " + listOf(ai::botKinds()) + ")"};
  config.bots = bots ? splitList(*bots) : std::vector<std::string>{defaultBot};
  for (const auto& kind : config.bots) {
    if (!ai::isBotKind(kind))
      return rules::Error{"unknown bot '" + kind + "' in --bots (kinds: " + listOf(ai::botKinds()) +
                          ")"};
  }
  if (config.bots.size() == 1 && (players || !defaultBot.empty()))
    config.bots.assign(static_cast<std::size_t>(players.value_or(info.minSeats)), config.bots[0]);
  const int seats = static_cast<int>(config.bots.size());
  if (players && seats != *players)
    return rules::Error{"--players " + std::to_string(*players) +
                        " needs one bot per player in --bots, not " + std::to_string(seats)};
  if (seats < info.minSeats || seats > info.maxSeats) {
    const std::string range = seatRange(info);
    return rules::Error{info.name + " is for " + range + " players, so --bots needs " + range +
                        " names, not " + std::to_string(seats)};
  }

  // A number option's value, its default when absent, or the parse error.
  auto number = [&](const char* name, std::uint64_t absent, std::uint64_t lowest,
                    std::uint64_t highest) -> rules::Expected<std::uint64_t> {
    const auto text = cl.value(name);
    return text ? parseUnsigned(*text, name, lowest, highest) : absent;
  };
  const auto games = number("--games", 100, 1, 10'000'000);
  if (!games) return rules::Error{games.error()};
  const auto iterations = number("--iterations", 0, 1, 1'000'000'000);
  if (!iterations) return rules::Error{iterations.error()};
  const auto budgetMs = number("--budget-ms", 0, 1, 3'600'000);
  if (!budgetMs) return rules::Error{budgetMs.error()};
  const auto jobs = number("--jobs", 1, 1, 256);
  if (!jobs) return rules::Error{jobs.error()};
  const auto seed = seedOption(cl);
  if (!seed) return rules::Error{seed.error()};
  if (const auto variant = cl.value("--variant")) {
    config.variant = rules::userjson::parseUserJson(*variant).doc;  // depth-limited
    if (config.variant.is_discarded() || !config.variant.is_object())
      return rules::Error{"--variant needs a JSON object of game options, e.g. '{\"acts\": 1}'"};
  }
  config.games = static_cast<int>(*games);
  config.iterations = static_cast<int>(*iterations);
  config.budgetMs = static_cast<int>(*budgetMs);
  config.jobs = static_cast<int>(*jobs);
  config.tallyActions = cl.has("--played");
  config.searchStats = cl.has("--search-stats");
  config.uncapped = cl.has("--uncapped");
  config.seed = *seed;
  return config;
}

ProgressLine::ProgressLine(std::ostream& err, std::string unit)
    : m_err(err),
      m_unit(std::move(unit)),
      m_enabled(::isatty(STDERR_FILENO) == 1),
      m_started(std::chrono::steady_clock::now()),
      m_last(m_started - std::chrono::seconds(1)) {}

ProgressLine::~ProgressLine() {
  clear();
}

void ProgressLine::update(long done, long total) {
  if (!m_enabled) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - m_last < std::chrono::milliseconds(250) && done != total) return;
  m_last = now;
  const double elapsed = std::chrono::duration<double>(now - m_started).count();
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0.0;
  // A bar of 20 cells, then the figures.
  const int cells = total > 0 ? static_cast<int>(20 * done / total) : 0;
  char line[160];
  std::snprintf(line, sizeof line, "\r[%s%s] %ld/%ld %s, %.1f/s, %.0f s left   ",
                std::string(static_cast<std::size_t>(cells), '#').c_str(),
                std::string(static_cast<std::size_t>(20 - cells), '.').c_str(), done, total,
                m_unit.c_str(), rate, rate > 0 ? static_cast<double>(total - done) / rate : 0.0);
  m_err << line << std::flush;
  m_shown = true;
}

void ProgressLine::clear() {
  if (!m_shown) return;
  m_err << "\r" << std::string(100, ' ') << "\r" << std::flush;
  m_shown = false;
}

InterruptScope::InterruptScope() {
  g_interrupted = 0;
  m_previous = std::signal(SIGINT, onInterrupt);
}

InterruptScope::~InterruptScope() {
  std::signal(SIGINT, m_previous);
}

bool InterruptScope::interrupted() {
  return g_interrupted != 0;
}

}  // namespace gm::cli
