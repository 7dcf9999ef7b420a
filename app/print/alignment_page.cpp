// The alignment test page of a SheetDocument: a ruler to check the printer prints at actual size,
// crosses at every card corner on the front, and on the back the same crosses (mirrored for the
// duplex flip, already moved by the current back offset) with millimetre scales, so the offset
// still needed can be read by holding the sheet to a light.
#include <QFont>
#include <QPen>
#include <cmath>

#include "sheet_document.h"

namespace gm::print {
namespace {

constexpr double kLineMm = 0.2;
constexpr double kCrossArmMm = 6.0;
constexpr double kTextMm = 2.6;  // cap-to-descender height of the instructions

QPointF at(double xMm, double yMm, double k) {
  return {xMm * k, yMm * k};
}

QFont fontOfHeight(double mm, double k, bool bold = false) {
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPixelSize(std::max(1, static_cast<int>(std::lround(mm * k))));
  font.setBold(bold);
  return font;
}

// A cross centred on (x, y); with `scale`, 1 mm ticks along both arms (longer every 5 mm).
void drawCross(QPainter& p, double x, double y, double k, bool scale) {
  p.drawLine(at(x - kCrossArmMm, y, k), at(x + kCrossArmMm, y, k));
  p.drawLine(at(x, y - kCrossArmMm, k), at(x, y + kCrossArmMm, k));
  if (!scale) return;
  for (int i = -static_cast<int>(kCrossArmMm); i <= static_cast<int>(kCrossArmMm); ++i) {
    if (i == 0) continue;
    const double tick = i % 5 == 0 ? 1.2 : 0.6;
    p.drawLine(at(x + i, y - tick, k), at(x + i, y + tick, k));
    p.drawLine(at(x - tick, y + i, k), at(x + tick, y + i, k));
  }
}

// Numbers on the scale of one cross: + to the right and down, as the back page is printed.
void labelScale(QPainter& p, double x, double y, double k) {
  p.setFont(fontOfHeight(1.6, k));
  for (int i : {-5, 5}) {
    const QString text = i > 0 ? QStringLiteral("+%1").arg(i) : QString::number(i);
    p.drawText(QRectF(at(x + i - 2, y + 1.4, k), at(x + i + 2, y + 3.4, k)), Qt::AlignCenter, text);
    p.drawText(QRectF(at(x + 1.4, y + i - 1, k), at(x + 5.4, y + i + 1, k)),
               Qt::AlignLeft | Qt::AlignVCenter, text);
  }
}

// A ruler along the top edge of the printable area, numbered every 10 mm.
void drawRuler(QPainter& p, const SizeMm& paper, double margin, double k) {
  const double y = std::max(margin, 3.0);
  const int length = static_cast<int>(std::floor(paper.width - 2 * std::max(margin, 3.0)));
  const double x0 = (paper.width - length) / 2;
  p.drawLine(at(x0, y, k), at(x0 + length, y, k));
  p.setFont(fontOfHeight(1.8, k));
  for (int i = 0; i <= length; ++i) {
    const double tick = i % 10 == 0 ? 3.0 : (i % 5 == 0 ? 2.0 : 1.0);
    p.drawLine(at(x0 + i, y, k), at(x0 + i, y + tick, k));
    if (i % 10 == 0)
      p.drawText(QRectF(at(x0 + i - 4, y + 3.2, k), at(x0 + i + 4, y + 5.4, k)), Qt::AlignCenter,
                 QString::number(i / 10));
  }
}

}  // namespace

void SheetDocument::paintAlignment(QPainter& p, const PageRef& ref, double k) const {
  const bool back = ref.page.kind == PageKind::AlignmentBack;
  QPen pen(Qt::black, kLineMm * k);
  pen.setCapStyle(Qt::FlatCap);
  p.setPen(pen);

  // The card outlines, faint, so the grid reads at a glance.
  QPen outline(QColor(160, 160, 160), kLineMm * k, Qt::DashLine);
  for (const Placement& placed : ref.page.cards) {
    p.setPen(outline);
    const RectMm& c = placed.cut;
    p.drawRect(QRectF(at(c.x, c.y, k), at(c.right(), c.bottom(), k)));
    p.setPen(pen);
    for (double x : {c.x, c.right()}) {
      for (double y : {c.y, c.bottom()}) drawCross(p, x, y, k, back);
    }
  }
  if (ref.page.cards.empty()) return;

  const RectMm& first = ref.page.cards.front().cut;
  if (back)
    labelScale(p, first.x, first.y, k);
  else
    drawRuler(p, m_layout.paper, m_settings.margin, k);

  // Instructions inside the middle card, clear of the crosses at its corners.
  const RectMm& middle = ref.page.cards[ref.page.cards.size() / 2].cut;
  const RectMm box = middle.grown(-std::min(8.0, middle.width / 5));
  QString text;
  if (!back) {
    text =
        tr("Alignment test\n\nPrint this page double-sided at actual size (100 %, no "
           "\"fit to page\"). The ruler at the top must measure exactly 10 cm from 0 to 10.\n"
           "Then read the back of this sheet.");
  } else {
    text = tr("Back of the alignment test\n\nHold the sheet to a light with this side towards "
              "you. Each cross from the front should sit on a cross here. Read on the scales how "
              "far it lands (millimetres, + right and down) and add that to the back offset: now "
              "%1, %2 mm.")
               .arg(m_settings.backOffsetX, 0, 'f', 1)
               .arg(m_settings.backOffsetY, 0, 'f', 1);
  }
  p.setFont(fontOfHeight(kTextMm, k));
  p.drawText(QRectF(at(box.x, box.y, k), at(box.right(), box.bottom(), k)),
             Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, text);
}

}  // namespace gm::print
