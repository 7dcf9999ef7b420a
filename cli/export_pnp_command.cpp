// export-pnp: a game's print-and-play sheets as a PDF. The only command that needs Qt (fonts and
// QPdfWriter), so it alone starts a QGuiApplication, on the "offscreen" platform: it runs with no
// display and the other commands stay free of Qt entirely.
#include <QGuiApplication>
#include <cctype>
#include <charconv>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "commands.h"
#include "game_choice.h"
#include "games/builtin_games.h"
#include "pdf_export.h"
#include "sheet_document.h"

namespace gm::cli {
namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// A decimal number of millimetres in [lo, hi], the whole text; `what` names the option.
rules::Expected<double> parseMm(const std::string& text, std::string_view what, double lo,
                                double hi) {
  double v = 0.0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec != std::errc() || ptr != end || !(v >= lo && v <= hi)) {
    char range[64];
    std::snprintf(range, sizeof range, "%g to %g", lo, hi);
    return rules::Error{std::string(what) + " must be a number of millimetres from " + range +
                        ", not '" + text + "'"};
  }
  return v;
}

// "A,B" (or "AxB") as two millimetre figures.
rules::Expected<std::pair<double, double>> parsePair(const std::string& text, char separator,
                                                     std::string_view what, double lo, double hi,
                                                     std::string_view example) {
  const auto at = text.find(separator);
  if (at == std::string::npos)
    return rules::Error{std::string(what) + " must be two numbers like " + std::string(example) +
                        ", not '" + text + "'"};
  const auto a = parseMm(text.substr(0, at), what, lo, hi);
  if (!a) return rules::Error{a.error()};
  const auto b = parseMm(text.substr(at + 1), what, lo, hi);
  if (!b) return rules::Error{b.error()};
  return std::pair{*a, *b};
}

rules::Expected<print::SheetSettings> settingsFrom(const CommandLine& cl) {
  using print::SheetSettings;
  SheetSettings s;
  if (const auto paper = cl.value("--paper")) {
    const std::string p = lower(*paper);
    if (p == "a4")
      s.paper = print::Paper::A4;
    else if (p == "letter")
      s.paper = print::Paper::Letter;
    else
      return rules::Error{"--paper must be a4 or letter, not '" + *paper + "'"};
  }
  s.landscape = cl.has("--landscape");
  if (const auto card = cl.value("--card")) {
    const std::string c = lower(*card);
    if (c == "poker")
      s.card = print::CardPreset::Poker;
    else if (c == "bridge")
      s.card = print::CardPreset::Bridge;
    else if (c == "mini")
      s.card = print::CardPreset::Mini;
    else if (c.find('x') != std::string::npos) {
      const auto size = parsePair(c, 'x', "--card", SheetSettings::kMinCardSide,
                                  SheetSettings::kMaxCardSide, "70x120");
      if (!size) return rules::Error{size.error()};
      s.card = print::CardPreset::Custom;
      s.customCard = {size->first, size->second};
    } else {
      return rules::Error{
          "--card must be poker, bridge, mini or WIDTHxHEIGHT in mm (e.g. 70x120), "
          "not '" +
          *card + "'"};
    }
  }
  struct NumberOption {
    const char* name;
    double* target;
    double highest;
  };
  for (const NumberOption& o : {NumberOption{"--bleed", &s.bleed, SheetSettings::kMaxBleed},
                                NumberOption{"--gutter", &s.gutter, SheetSettings::kMaxGutter},
                                NumberOption{"--margin", &s.margin, SheetSettings::kMaxMargin}}) {
    if (const auto text = cl.value(o.name)) {
      const auto v = parseMm(*text, o.name, 0.0, o.highest);
      if (!v) return rules::Error{v.error()};
      *o.target = *v;
    }
  }
  if (const auto duplex = cl.value("--duplex")) {
    const std::string d = lower(*duplex);
    if (d == "long")
      s.duplex = print::Duplex::LongEdge;
    else if (d == "short")
      s.duplex = print::Duplex::ShortEdge;
    else if (d == "none")
      s.duplex = print::Duplex::None;
    else
      return rules::Error{"--duplex must be long, short or none, not '" + *duplex + "'"};
  }
  s.blackAndWhite = cl.has("--bw");
  s.cropToEdge = cl.has("--crop-to-edge");
  s.alignmentPage = cl.has("--alignment");
  if (const auto offset = cl.value("--back-offset")) {
    const auto xy = parsePair(*offset, ',', "--back-offset", -SheetSettings::kMaxBackOffset,
                              SheetSettings::kMaxBackOffset, "1.5,-0.5");
    if (!xy) return rules::Error{xy.error()};
    s.backOffsetX = xy->first;
    s.backOffsetY = xy->second;
  }
  if (const std::string problem = print::validationError(s); !problem.empty())
    return rules::Error{problem};
  return s;
}

}  // namespace

int runExportPnp(Args args, Io io) {
  static constexpr OptionSpec kSpecs[] = {{"--game"},
                                          {"--cards"},
                                          {"--paper"},
                                          {"--landscape", false},
                                          {"--card"},
                                          {"--bleed"},
                                          {"--gutter"},
                                          {"--margin"},
                                          {"--duplex"},
                                          {"--bw", false},
                                          {"--back-offset"},
                                          {"--crop-to-edge", false},
                                          {"--alignment", false},
                                          {"-o"},
                                          {"--help", false}};
  constexpr std::string_view cmd = "export-pnp";
  auto cl = CommandLine::parse(args, kSpecs);
  if (!cl) return fail(io, kExitUsage, "export-pnp: " + cl.error(), cmd);
  if (cl->has("--help")) return io.out << "Usage: grudgematch-cli " << commandUsage(cmd), kExitOk;
  if (!cl->positionals().empty())
    return fail(io, kExitUsage, "export-pnp: unexpected argument '" + cl->positionals()[0] + "'",
                cmd);
  const GameChoice chosen = chooseGame(*cl, "all");
  if (!chosen.error.empty()) return fail(io, chosen.code, "export-pnp: " + chosen.error, cmd);
  std::vector<const rules::Game*> games;
  if (!chosen) {
    for (const auto* g : rules::builtinGames().games())
      if (!g->cardFaces().empty()) games.push_back(g);
  } else {
    if (chosen.game->cardFaces().empty())
      return fail(io, kExitUsage,
                  "export-pnp: " + chosen.game->info().name + " has no printable cards yet", cmd);
    games.push_back(chosen.game);
  }
  const auto output = cl->value("-o");
  if (!output) return fail(io, kExitUsage, "export-pnp: -o FILE.pdf is required", cmd);
  const auto settings = settingsFrom(*cl);
  if (!settings) return fail(io, kExitUsage, "export-pnp: " + settings.error(), cmd);
  const print::SheetLayout layout = print::computeLayout(*settings);
  if (!layout.fits())
    return fail(io, kExitUsage, "export-pnp: " + print::fitWarning(*settings, layout), cmd);
  if (const std::string warning = print::fitWarning(*settings, layout); !warning.empty())
    io.err << "grudgematch-cli: warning: " << warning << "\n";

  // Fonts and QPdfWriter need a QGuiApplication; the offscreen platform needs no display.
  qputenv("QT_QPA_PLATFORM", "offscreen");
  static int argc = 1;
  static char name[] = "grudgematch-cli";
  static char* argv[] = {name, nullptr};
  const auto app = std::make_unique<QGuiApplication>(argc, argv);

  std::vector<print::Deck> decks;
  std::string title;
  for (const auto* g : games) {
    decks.push_back(print::deckOf(*g));
    title += (title.empty() ? "" : ", ") + g->info().name;
  }
  const print::SheetDocument document(*settings, std::move(decks));
  const auto written = print::exportPdf(document, QString::fromStdString(*output),
                                        QString::fromStdString(title + " (print and play)"));
  if (!written) return fail(io, kExitFileError, "export-pnp: " + written.error());
  io.out << "Wrote " << *output << ": " << written->pages << " pages, " << document.cardCount()
         << " cards, " << layout.columns << " x " << layout.rows << " a sheet on "
         << (settings->paper == print::Paper::A4 ? "A4" : "US Letter")
         << (settings->landscape ? " landscape" : "")
         << ". Print at actual size (100 %), not \"fit to page\".\n";
  return kExitOk;
}

}  // namespace gm::cli
