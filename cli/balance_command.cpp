// balance: a balance study of a card set (ai/balance_study.h does the playing and the figures),
// written as a JSON report, with a short reading of it on stdout; balance merge adds up the reports
// of a study's shards.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stop_token>
#include <string>
#include <tuple>
#include <vector>

#include "ai/balance_study.h"
#include "command_line.h"
#include "commands.h"
#include "core/atomic_file.h"
#include "game_choice.h"
#include "match_options.h"

namespace gm::cli {
namespace {

constexpr std::string_view kCmd = "balance";

std::string percent(double share) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %%", 100.0 * share);
  return text;
}

std::string points(double share) {
  char text[32];
  // A difference that rounds to zero is shown as +0.0, never -0.0.
  const double p = std::abs(share) < 0.0005 ? 0.0 : 100.0 * share;
  std::snprintf(text, sizeof text, "%+.1f", p);
  return text;
}

std::string range(const ai::Interval& i, bool signedPoints) {
  char text[64];
  std::snprintf(text, sizeof text, signedPoints ? "[%+.1f, %+.1f]" : "[%.1f, %.1f]", 100.0 * i.low,
                100.0 * i.high);
  return text;
}

// "K/N" with 1 <= K <= N.
rules::Expected<std::pair<int, int>> parseShard(const std::string& text) {
  const auto slash = text.find('/');
  const std::string bad = "--shard must be K/N with 1 <= K <= N (e.g. 2/8), not '" + text + "'";
  if (slash == std::string::npos) return rules::Error{bad};
  const auto n = parseUnsigned(text.substr(slash + 1), "--shard", 1, 10'000);
  if (!n) return rules::Error{bad};
  const auto k = parseUnsigned(text.substr(0, slash), "--shard", 1, *n);
  if (!k) return rules::Error{bad};
  return std::pair{static_cast<int>(*k), static_cast<int>(*n)};
}

// The report at `path`, or a file error naming it.
rules::Expected<ai::BalanceReport> readReport(const std::string& path) {
  auto text = rules::readTextFile(path);
  if (!text) return rules::Error{text.error()};
  return ai::BalanceReport::fromJson(*text, path);
}

// A reading of the report for a person: the main figures, the cards by effect, the differences
// from the baseline. The JSON has everything.
void printReading(std::ostream& out, const ai::BalanceReport& r, const std::string& path) {
  std::string bots;
  for (const auto& b : r.bots) bots += (bots.empty() ? "" : ", ") + b;
  out << r.gameName << ": " << r.games << " games (seed " << r.seed << ", bots " << bots
      << "); report written to " << path << "\n";
  const auto figures = ai::reportFigures(r);
  auto find = [&](const std::string& key) {
    return std::find_if(figures.begin(), figures.end(),
                        [&](const ai::ReportFigure& f) { return f.key == key; });
  };
  out << " ";
  for (std::size_t s = 0; s < r.seatWins.size(); ++s) {
    const auto f = find("seat/" + std::to_string(s) + "/winRate");
    out << " seat " << s + 1 << " wins " << percent(f->value) << " " << range(f->interval, false)
        << ";";
  }
  out << " draws " << percent(r.games > 0 ? static_cast<double>(r.draws) / r.games : 0.0) << "\n";
  if (r.seatWins.size() > 1 && r.games > 0) {
    const nlohmann::json first = r.toJson()["firstPlayer"];
    out << "  first player: " << points(first["advantage"].get<double>()) << " points "
        << range({first["advantage95"][0].get<double>(), first["advantage95"][1].get<double>()},
                 true)
        << " against the mean seat\n";
  }
  if (std::adjacent_find(r.bots.begin(), r.bots.end(), std::not_equal_to<>()) != r.bots.end()) {
    for (std::size_t b = 0; b < r.bots.size(); ++b) {
      const auto f = find("bot/" + std::to_string(b) + "/winRate");
      out << "  bot " << b + 1 << " (" << r.bots[b] << ") wins " << percent(f->value) << " "
          << range(f->interval, false) << "\n";
    }
  }
  for (const auto& [role, rec] : r.roles) {
    const auto f = find("role/" + role + "/winRate");
    out << "  " << role << " wins " << percent(f->value) << " " << range(f->interval, false)
        << " of " << rec.played() << "\n";
  }
  const auto length = find("length/mean");
  char line[160];
  std::snprintf(line, sizeof line, "  game length: mean %.2f actions [%.2f, %.2f], longest %zu\n",
                length->value, length->interval.low, length->interval.high,
                r.lengthCounts.empty() ? std::size_t{0} : r.lengthCounts.size() - 1);
  out << line;

  auto ranked = [&](const std::string& suffix, const char* title) {
    std::vector<const ai::ReportFigure*> cards;
    for (const auto& f : figures)
      if (f.key.starts_with("card/") && f.key.ends_with(suffix)) cards.push_back(&f);
    if (cards.empty()) return;
    std::stable_sort(cards.begin(), cards.end(),
                     [](const auto* a, const auto* b) { return a->value > b->value; });
    out << "  " << title << " (points, 95 % interval):\n";
    for (const auto* f : cards) {
      const std::string name = f->label.substr(0, f->label.find(':'));
      std::snprintf(line, sizeof line, "    %-24s %6s %s\n", name.c_str(), points(f->value).c_str(),
                    range(f->interval, true).c_str());
      out << line;
    }
  };
  ranked("/difference", "cards by win rate when played minus when not played");
  ranked("/change", "cards by change in the first bot's win rate without them");
  if (r.baseline.is_object()) {
    const auto& d = r.baseline["differences"];
    out << "  against the baseline " << r.baseline["path"].get<std::string>() << ": " << d.size()
        << " of " << r.baseline["compared"].get<int>()
        << " figures differ (95 % intervals apart)\n";
    for (const auto& x : d) {
      std::snprintf(line, sizeof line, "    %s: %.4g now [%.4g, %.4g], %.4g before [%.4g, %.4g]\n",
                    x["figure"].get<std::string>().c_str(), x["now"].get<double>(),
                    x["now95"][0].get<double>(), x["now95"][1].get<double>(),
                    x["baseline"].get<double>(), x["baseline95"][0].get<double>(),
                    x["baseline95"][1].get<double>());
      out << line;
    }
  }
}

// Compares with --baseline (when given) and writes the report; the exit code.
int finish(ai::BalanceReport& report, const CommandLine& cl, const std::string& output, Io io) {
  if (const auto path = cl.value("--baseline")) {
    auto baseline = readReport(*path);
    if (!baseline) return fail(io, kExitFileError, "balance: " + baseline.error());
    if (baseline->gameId != report.gameId)
      return fail(io, kExitFileError,
                  "balance: the baseline " + *path + " is a study of " + baseline->gameName +
                      ", not of " + report.gameName);
    report.baseline = ai::compareReports(report, *baseline, *path);
  }
  if (auto written = rules::writeTextFileAtomically(output, report.toJson().dump(1) + "\n");
      !written)
    return fail(io, kExitFileError, "balance: " + written.error());
  printReading(io.out, report, output);
  return kExitOk;
}

int runMerge(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"-o"}, {"--baseline"}, {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "balance merge: " + cl.error(), kCmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(kCmd), kExitOk;
  if (cl->positionals().empty())
    return fail(io, kExitUsage, "balance merge: no report to merge", kCmd);
  const auto output = cl->value("-o");
  if (!output) return fail(io, kExitUsage, "balance merge: -o FILE is required", kCmd);
  std::vector<ai::BalanceReport> parts;
  for (const auto& path : cl->positionals()) {
    auto report = readReport(path);
    if (!report) return fail(io, kExitFileError, "balance merge: " + report.error());
    parts.push_back(std::move(report.value()));
  }
  auto merged = ai::mergeReports(parts);
  if (!merged) return fail(io, kExitFileError, "balance merge: " + merged.error());
  return finish(*merged, *cl, *output, io);
}

}  // namespace

int runBalance(Args args, Io io) {
  if (!args.empty() && args.front() == "merge") return runMerge(args.subspan(1), io);
  static constexpr OptionSpec kSpecs[] = {
      {"--game"},          {"--cards"},           {"--players"},
      {"--bots"},          {"--games"},           {"--seed"},
      {"--jobs"},          {"--shard"},           {"--baseline"},
      {"--ablate", false}, {"--variant"},         {"--iterations"},
      {"--budget-ms"},     {"--uncapped", false}, {"-o"},
      {"--help", false}};
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "balance: " + cl.error(), kCmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(kCmd), kExitOk;
  if (!cl->positionals().empty())
    return fail(io, kExitUsage, "balance: unexpected argument '" + cl->positionals()[0] + "'",
                kCmd);
  const GameChoice chosen = chooseGame(*cl);
  if (!chosen) return fail(io, chosen.code, "balance: " + chosen.error, kCmd);
  auto match = matchConfigFrom(*cl, chosen.game->info(), "random");
  if (!match) return fail(io, kExitUsage, "balance: " + match.error(), kCmd);
  if (!cl->has("--seed"))
    return fail(io, kExitUsage, "balance: --seed is required (a study is replayed by its seed)",
                kCmd);
  const auto output = cl->value("-o");
  if (!output) return fail(io, kExitUsage, "balance: -o REPORT.json is required", kCmd);

  ai::StudyConfig config;
  config.match = std::move(match.value());
  config.ablate = cl->has("--ablate");
  if (const auto shard = cl->value("--shard")) {
    auto parsed = parseShard(*shard);
    if (!parsed) return fail(io, kExitUsage, "balance: " + parsed.error(), kCmd);
    std::tie(config.shard, config.shards) = *parsed;
  }
  if (chosen.cards) config.cardFile = chosen.cards->file;
  // A baseline that cannot be read is refused before the study is played.
  if (const auto path = cl->value("--baseline")) {
    if (auto baseline = readReport(*path); !baseline)
      return fail(io, kExitFileError, "balance: " + baseline.error());
  }

  std::stop_source stopSource;
  ProgressLine progress(io.err, "games");
  config.onProgress = [&](long done, long total) {
    progress.update(done, total);
    if (InterruptScope::interrupted()) stopSource.request_stop();
  };
  rules::Expected<ai::BalanceReport> report = rules::Error{""};
  {
    const InterruptScope interrupts;
    report = ai::runStudy(*chosen.game, config, stopSource.get_token());
  }
  progress.clear();
  if (!report) return fail(io, kExitUsage, "balance: " + report.error(), kCmd);
  if (report->interrupted)
    io.err << "Interrupted: the report covers the " << report->games << " games played"
           << (config.ablate ? ", without the ablation" : "") << ".\n";
  return finish(*report, *cl, *output, io);
}

}  // namespace gm::cli
