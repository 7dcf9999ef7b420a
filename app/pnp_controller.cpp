#include "pnp_controller.h"

#include <QApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSettings>
#include <algorithm>
#include <cmath>

#include "app_language.h"
#include "card_file_loader.h"
#include "card_library.h"
#include "file_choice.h"
#include "games/builtin_games.h"
#include "pdf_export.h"
#include "pnp_settings.h"

namespace gm::app {
namespace {

using print::SheetSettings;

QString cardsText(int columns, int rows) {
  return PnpController::tr("%1 × %2 = %3").arg(columns).arg(rows).arg(columns * rows);
}

QString mmText(double mm) {
  return QLocale().toString(mm, 'f', mm == std::round(mm) ? 0 : 1);
}

}  // namespace

PnpController::PnpController(QObject* parent) : QObject(parent) {
  QSettings stored;
  m_settings = loadPnpSettings(stored);
  rebuild();
  // The sheets print the faces in the app's language: a switch lays them out again.
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, &PnpController::rebuild);
}

const rules::Game* PnpController::game() const {
  if (m_cards) return m_cards->game.get();
  return rules::builtinGames().find(m_gameId.toStdString());
}

QString PnpController::gameName() const {
  const auto* game = this->game();
  return game ? QString::fromStdString(game->info().name) : QString();
}

QString PnpController::cardFile() const {
  return m_cards ? QString::fromStdString(m_cards->file.path) : QString();
}

void PnpController::setGameId(const QString& gameId) {
  if (gameId == m_gameId) return;
  m_gameId = gameId;
  const bool hadCards = m_cards.has_value();
  m_cards.reset();
  rebuild();
  Q_EMIT gameIdChanged();
  if (hadCards) Q_EMIT cardFileChanged();
}

bool PnpController::openCardFile(const QUrl& url) {
  auto loaded = CardFileLoader::load(localFilePath(url), m_gameId);
  if (!loaded.cards) {
    m_cardFileError = loaded.error;
    return false;
  }
  m_cardFileError.clear();
  m_cards = std::move(loaded.cards);
  rebuild();
  Q_EMIT cardFileChanged();
  return true;
}

void PnpController::useBuiltInCards() {
  if (!m_cards) return;
  m_cards.reset();
  rebuild();
  Q_EMIT cardFileChanged();
}

QString PnpController::paper() const {
  return QString::fromStdString(print::paperName(m_settings.paper));
}

QString PnpController::card() const {
  return QString::fromStdString(print::cardName(m_settings.card));
}

QString PnpController::duplex() const {
  return QString::fromStdString(print::duplexName(m_settings.duplex));
}

void PnpController::setPaper(const QString& paper) {
  SheetSettings next = m_settings;
  if (paper == QLatin1String("a4"))
    next.paper = print::Paper::A4;
  else if (paper == QLatin1String("letter"))
    next.paper = print::Paper::Letter;
  update(next);
}

void PnpController::setLandscape(bool landscape) {
  SheetSettings next = m_settings;
  next.landscape = landscape;
  update(next);
}

void PnpController::setCard(const QString& card) {
  SheetSettings next = m_settings;
  for (auto preset : {print::CardPreset::Poker, print::CardPreset::Bridge, print::CardPreset::Mini,
                      print::CardPreset::Custom}) {
    if (card == QString::fromStdString(print::cardName(preset))) next.card = preset;
  }
  update(next);
}

void PnpController::setCustomWidth(double mm) {
  SheetSettings next = m_settings;
  next.customCard.width = std::clamp(mm, SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide);
  update(next);
}

void PnpController::setCustomHeight(double mm) {
  SheetSettings next = m_settings;
  next.customCard.height = std::clamp(mm, SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide);
  update(next);
}

void PnpController::setBleed(double mm) {
  SheetSettings next = m_settings;
  next.bleed = std::clamp(mm, 0.0, SheetSettings::kMaxBleed);
  update(next);
}

void PnpController::setGutter(double mm) {
  SheetSettings next = m_settings;
  next.gutter = std::clamp(mm, 0.0, SheetSettings::kMaxGutter);
  update(next);
}

void PnpController::setMargin(double mm) {
  SheetSettings next = m_settings;
  next.margin = std::clamp(mm, 0.0, SheetSettings::kMaxMargin);
  update(next);
}

void PnpController::setDuplex(const QString& duplex) {
  SheetSettings next = m_settings;
  for (auto mode : {print::Duplex::None, print::Duplex::LongEdge, print::Duplex::ShortEdge}) {
    if (duplex == QString::fromStdString(print::duplexName(mode))) next.duplex = mode;
  }
  update(next);
}

void PnpController::setCropToEdge(bool on) {
  SheetSettings next = m_settings;
  next.cropToEdge = on;
  update(next);
}

void PnpController::setBlackAndWhite(bool on) {
  SheetSettings next = m_settings;
  next.blackAndWhite = on;
  update(next);
}

void PnpController::setAlignmentPage(bool on) {
  SheetSettings next = m_settings;
  next.alignmentPage = on;
  update(next);
}

void PnpController::setBackOffsetX(double mm) {
  SheetSettings next = m_settings;
  next.backOffsetX = std::clamp(mm, -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset);
  update(next);
}

void PnpController::setBackOffsetY(double mm) {
  SheetSettings next = m_settings;
  next.backOffsetY = std::clamp(mm, -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset);
  update(next);
}

void PnpController::resetSettings() {
  update(SheetSettings{});
}

void PnpController::update(const SheetSettings& next) {
  QSettings stored;
  storePnpSettings(stored, next);
  m_settings = next;
  rebuild();
  Q_EMIT settingsChanged();
}

void PnpController::rebuild() {
  std::vector<print::Deck> decks;
  // The faces as the table shows them (CardLibrary: translated where a translation ships).
  if (const auto* game = this->game()) {
    const CardLibrary cards(*game, cardFile());
    decks.push_back({game->info().name, cards.faces(), cards.backs()});
  }
  m_document = std::make_shared<const print::SheetDocument>(m_settings, std::move(decks));
  Q_EMIT documentChanged();
}

QString PnpController::warning() const {
  using Problem = print::FitAdvice::Problem;
  const print::SheetLayout& layout = m_document->layout();
  const print::FitAdvice& a = layout.advice;
  if (a.problem == Problem::None) return {};
  QString text;
  if (a.problem == Problem::Nothing) {
    text =
        tr("A %1 × %2 mm card does not fit on this paper inside %3 mm margins.")
            .arg(mmText(layout.card.width), mmText(layout.card.height), mmText(m_settings.margin));
  } else {
    const QString now = cardsText(a.columns, a.rows);
    const QString plain = cardsText(a.plainColumns, a.plainRows);
    if (m_settings.gutter <= 0)
      text = tr("A %1 mm bleed leaves room for %2 cards a page instead of %3.")
                 .arg(mmText(m_settings.bleed), now, plain);
    else if (m_settings.bleed <= 0)
      text = tr("A %1 mm gutter leaves room for %2 cards a page instead of %3.")
                 .arg(mmText(m_settings.gutter), now, plain);
    else
      text = tr("Bleed and gutter leave room for %1 cards a page instead of %2.").arg(now, plain);
  }
  if (a.largestBleed >= 0)
    text +=
        QLatin1Char(' ') + tr("A bleed of at most %1 mm keeps %2.")
                               .arg(mmText(a.largestBleed), cardsText(a.plainColumns, a.plainRows));
  if (a.dropGutter) text += QLatin1Char(' ') + tr("Without the gutter more cards fit.");
  if (a.turnedColumns * a.turnedRows > a.columns * a.rows) {
    const QString turned = cardsText(a.turnedColumns, a.turnedRows);
    text += QLatin1Char(' ') + (m_settings.landscape ? tr("Portrait holds %1.").arg(turned)
                                                     : tr("Landscape holds %1.").arg(turned));
  }
  if (a.smallerMargins) text += QLatin1Char(' ') + tr("Smaller margins may help.");
  if (a.tryA4) text += QLatin1Char(' ') + tr("A4 paper is a little longer.");
  return text;
}

QString PnpController::pageTitle(int page) const {
  if (page < 0 || page >= pageCount()) return {};
  return m_document->pageTitle(page);
}

bool PnpController::exportPdf(const QUrl& file) {
  const QString path = withSuffix(localFilePath(file), QStringLiteral("pdf"));
  if (path.isEmpty()) return false;
  const auto written =
      print::exportPdf(*m_document, path, tr("%1 — print and play").arg(gameName()));
  if (!written) {
    setMessage(QString::fromStdString(written.error()));
    return false;
  }
  setMessage(tr("Saved %n page(s) to %1. Print it at actual size (100 %).", nullptr, written->pages)
                 .arg(QFileInfo(path).fileName()));
  return true;
}

void PnpController::printSheets() {
  // Tests and tools run on a QGuiApplication, where widget dialogs cannot open.
  if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
    setMessage(tr("Printing is not available here; export a PDF instead."));
    return;
  }
  if (pageCount() == 0) {
    setMessage(tr("Nothing to print: the cards do not fit on the page."));
    return;
  }
  QPrinter printer(QPrinter::HighResolution);
  printer.setDocName(tr("%1 — print and play").arg(gameName()));
  printer.setPageLayout(QPageLayout(
      QPageSize(m_settings.paper == print::Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
      m_settings.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
      QMarginsF(0, 0, 0, 0)));
  // The page painter measures from the paper's corner, not from the printable area.
  printer.setFullPage(true);
  printer.setColorMode(m_settings.blackAndWhite ? QPrinter::GrayScale : QPrinter::Color);
  printer.setDuplex(m_settings.duplex == print::Duplex::LongEdge    ? QPrinter::DuplexLongSide
                    : m_settings.duplex == print::Duplex::ShortEdge ? QPrinter::DuplexShortSide
                                                                    : QPrinter::DuplexNone);
  QPrintDialog dialog(&printer);
  dialog.setMinMax(1, pageCount());
  dialog.setOption(QAbstractPrintDialog::PrintPageRange);
  if (dialog.exec() != QDialog::Accepted) return;

  const int from = printer.fromPage() > 0 ? printer.fromPage() : 1;
  const int to = printer.toPage() > 0 ? std::min(printer.toPage(), pageCount()) : pageCount();
  QPainter painter;
  if (!painter.begin(&printer)) {
    setMessage(tr("The printer could not be started."));
    return;
  }
  const double unitsPerMm = printer.resolution() / 25.4;
  for (int page = from - 1; page < to; ++page) {
    if (page > from - 1) printer.newPage();
    m_document->paintPage(painter, page, unitsPerMm);
  }
  painter.end();
  setMessage(tr("Sent %n page(s) to the printer.", nullptr, to - from + 1));
}

void PnpController::setMessage(const QString& message) {
  m_message = message;
  Q_EMIT messageChanged();
}

}  // namespace gm::app
