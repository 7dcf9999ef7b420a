// Print-and-play speed: every card of every shipped game as one PDF (target: at most 2 s), one
// page rendered for the preview, and the sheet geometry alone. Needs a QGuiApplication for fonts,
// so this binary has its own main on the offscreen platform.
#include <benchmark/benchmark.h>

#include <QGuiApplication>
#include <QTemporaryDir>

#include "games/builtin_games.h"
#include "pdf_export.h"
#include "sheet_document.h"

namespace {

using namespace gm::print;

std::vector<Deck> everyDeck() {
  std::vector<Deck> decks;
  for (const auto* game : gm::rules::builtinGames().games())
    if (!game->cardFaces().empty()) decks.push_back(deckOf(*game));
  return decks;
}

// The whole export as a user runs it: plan the sheets, paint every front and back, write the file.
void BM_ExportEveryGameAsOnePdf(benchmark::State& state) {
  QTemporaryDir dir;
  const QString path = dir.filePath("all.pdf");
  SheetSettings settings;
  settings.bleed = 1.0;
  int pages = 0, cards = 0;
  qint64 bytes = 0;
  for (auto _ : state) {
    const SheetDocument document(settings, everyDeck());
    const auto written = exportPdf(document, path, QStringLiteral("bench"));
    if (!written) state.SkipWithError(written.error().c_str());
    pages = written ? written->pages : 0;
    bytes = written ? written->bytes : 0;
    cards = document.cardCount();
  }
  state.counters["pages"] = pages;
  state.counters["cards"] = cards;
  state.counters["MiB"] = static_cast<double>(bytes) / (1024.0 * 1024.0);
}
BENCHMARK(BM_ExportEveryGameAsOnePdf)->Unit(benchmark::kMillisecond)->MinTime(3.0);

// One preview page at about screen size (the first front sheet at 100 dpi).
void BM_RenderPreviewPage(benchmark::State& state) {
  const SheetDocument document(SheetSettings{}, everyDeck());
  for (auto _ : state) benchmark::DoNotOptimize(document.renderPage(0, 100).constBits());
}
BENCHMARK(BM_RenderPreviewPage)->Unit(benchmark::kMillisecond);

void BM_SheetGeometry(benchmark::State& state) {
  const std::vector<gm::rules::CardFace> faces = everyDeck().front().faces;
  for (auto _ : state) benchmark::DoNotOptimize(planSheets(SheetSettings{}, faces).pages.size());
}
BENCHMARK(BM_SheetGeometry)->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
