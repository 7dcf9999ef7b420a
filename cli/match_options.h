#pragma once
// What simulate and balance share: the match options (bots, games, seed, budgets, variant, jobs)
// read from the command line, the progress line on a terminal, and Ctrl-C that stops after the
// games in progress.
#include <chrono>
#include <iosfwd>
#include <stop_token>
#include <string>
#include <vector>

#include "ai/match_runner.h"
#include "command_line.h"
#include "core/expected.h"
#include "core/game_state.h"

namespace gm::cli {

std::vector<std::string> splitList(const std::string& text);

// The match settings of --bots, --players (where the command has it), --games, --seed,
// --iterations, --budget-ms, --variant, --jobs, --played, --search-stats and --uncapped, or a
// usage message. Without --bots, `defaultBot` plays every seat (--players of them, else the
// game's fewest); "" makes --bots required. One bot name with --players N plays all N seats.
rules::Expected<ai::MatchConfig> matchConfigFrom(const CommandLine& cl, const rules::GameInfo& info,
                                                 const std::string& defaultBot = {});

// One line on stderr kept up to date when stderr is a terminal (never in a pipe or a file): items
// done of the total, their rate and the time left, at most a few times a second so a fast run is
// not slowed by its own progress.
class ProgressLine {
 public:
  ProgressLine(std::ostream& err, std::string unit);
  ~ProgressLine();
  void update(long done, long total);
  // Clears the line (before anything else is written to stderr).
  void clear();

 private:
  std::ostream& m_err;
  std::string m_unit;
  bool m_shown = false;
  bool m_enabled = false;
  std::chrono::steady_clock::time_point m_started;
  std::chrono::steady_clock::time_point m_last;
};

// While it lives, Ctrl-C asks `stop` to stop (the run finishes the games in progress and reports
// what was played); a second Ctrl-C ends the program at once.
class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;
  // Whether Ctrl-C was pressed; call often (after each game) and request the stop when it was.
  static bool interrupted();

 private:
  void (*m_previous)(int) = nullptr;
};

}  // namespace gm::cli
