#include "sheet_document.h"

#include <QPen>
#include <cassert>
#include <cmath>

#include "card_painter.h"

namespace gm::print {
namespace {

// Crop marks: 1 pt lines, as print shops use.
constexpr double kMarkWidthMm = 25.4 / 72.0;

QRectF toDevice(const RectMm& r, double k) {
  return {r.x * k, r.y * k, r.width * k, r.height * k};
}

}  // namespace

Deck deckOf(const rules::Game& game) {
  return {game.info().name, game.cardFaces(), game.cardBacks()};
}

SheetDocument::SheetDocument(const SheetSettings& settings, std::vector<Deck> decks)
    : m_settings(settings), m_layout(computeLayout(settings)), m_decks(std::move(decks)) {
  assert(validationError(settings).empty());
  SheetSettings withoutAlignment = settings;
  withoutAlignment.alignmentPage = false;
  if (settings.alignmentPage) {
    // The alignment pages do not depend on any deck: plan them from an empty card list.
    for (SheetPage& page : planSheets(settings, {}).pages) m_pages.push_back({-1, std::move(page)});
  }
  for (std::size_t d = 0; d < m_decks.size(); ++d) {
    SheetPlan plan = planSheets(withoutAlignment, m_decks[d].faces);
    m_cardCount += plan.cardCount;
    m_sheetCounts.push_back(plan.sheetCount);
    for (SheetPage& page : plan.pages) m_pages.push_back({static_cast<int>(d), std::move(page)});
  }
}

PageKind SheetDocument::pageKind(int page) const {
  assert(page >= 0 && page < pageCount());
  return m_pages[static_cast<std::size_t>(page)].page.kind;
}

std::vector<SheetDocument::PlacedCard> SheetDocument::cardsOn(int page) const {
  assert(page >= 0 && page < pageCount());
  const PageRef& ref = m_pages[static_cast<std::size_t>(page)];
  std::vector<PlacedCard> cards;
  for (const Placement& p : ref.page.cards) cards.push_back({ref.deck, p.face, p.cut});
  return cards;
}

QString SheetDocument::pageTitle(int page) const {
  assert(page >= 0 && page < pageCount());
  const PageRef& ref = m_pages[static_cast<std::size_t>(page)];
  switch (ref.page.kind) {
    case PageKind::AlignmentFront:
      return tr("Alignment test, front");
    case PageKind::AlignmentBack:
      return tr("Alignment test, back");
    case PageKind::Fronts:
    case PageKind::Backs:
      break;
  }
  const QString name = QString::fromStdString(m_decks[static_cast<std::size_t>(ref.deck)].name);
  const int sheets = m_sheetCounts[static_cast<std::size_t>(ref.deck)];
  return ref.page.kind == PageKind::Fronts
             ? tr("%1: sheet %2 of %3, fronts").arg(name).arg(ref.page.sheet + 1).arg(sheets)
             : tr("%1: sheet %2 of %3, backs").arg(name).arg(ref.page.sheet + 1).arg(sheets);
}

void SheetDocument::paintPage(QPainter& p, int page, double k) const {
  assert(page >= 0 && page < pageCount());
  const PageRef& ref = m_pages[static_cast<std::size_t>(page)];
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  if (ref.deck < 0) {
    paintAlignment(p, ref, k);
  } else {
    paintCards(p, ref, k);
    // Backs carry no marks: the cuts follow the fronts, and marks offset with the backs would
    // only mislead.
    if (ref.page.kind == PageKind::Fronts) paintCropMarks(p, k);
  }
  p.restore();
}

QImage SheetDocument::renderPage(int page, double dpi) const {
  const double k = dpi / 25.4;
  QImage image(static_cast<int>(std::lround(m_layout.paper.width * k)),
               static_cast<int>(std::lround(m_layout.paper.height * k)), QImage::Format_RGB32);
  image.setDotsPerMeterX(static_cast<int>(std::lround(dpi / 0.0254)));
  image.setDotsPerMeterY(static_cast<int>(std::lround(dpi / 0.0254)));
  image.fill(Qt::white);
  QPainter p(&image);
  paintPage(p, page, k);
  return image;
}

const rules::CardBack* SheetDocument::backFor(const Deck& deck, const rules::CardFace& face) const {
  for (const auto& back : deck.backs) {
    if (back.id == face.back) return &back;
  }
  return nullptr;
}

void SheetDocument::paintCards(QPainter& p, const PageRef& ref, double k) const {
  const Deck& deck = m_decks[static_cast<std::size_t>(ref.deck)];
  const bool backs = ref.page.kind == PageKind::Backs;
  PaintOptions options;
  options.blackAndWhite = m_settings.blackAndWhite;
  options.rounded = false;
  options.bleed = (backs ? m_layout.backBleed : m_layout.bleed) * k;
  for (const Placement& placed : ref.page.cards) {
    const auto& face = deck.faces[static_cast<std::size_t>(placed.face)];
    const QRectF cut = toDevice(placed.cut, k);
    if (!backs) {
      CardPainter::paintFace(p, face, cut, options);
    } else if (const rules::CardBack* back = backFor(deck, face)) {
      CardPainter::paintBack(p, *back, cut, options);
    } else {
      // A face naming a back the game does not describe still gets a plain back with the game's
      // name, so the printed deck stays uniform.
      CardPainter::paintBack(p, rules::CardBack{face.back, deck.name, {}, {}, "#505050"}, cut,
                             options);
    }
  }
}

void SheetDocument::paintCropMarks(QPainter& p, double k) const {
  QPen pen(Qt::black, kMarkWidthMm * k);
  pen.setCapStyle(Qt::FlatCap);
  p.setPen(pen);
  for (const LineMm& m : m_layout.cropMarks)
    p.drawLine(QPointF(m.x1 * k, m.y1 * k), QPointF(m.x2 * k, m.y2 * k));
}

}  // namespace gm::print
