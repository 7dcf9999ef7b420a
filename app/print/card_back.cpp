// CardPainter::paintBack: the back of a card, symmetric enough that a back printed a little off
// register on a home printer still looks intended; its pattern runs into the bleed.
#include <QPainterPath>
#include <QPen>
#include <cmath>

#include "card_icons.h"
#include "card_painter.h"
#include "card_style.h"
#include "card_text.h"

namespace gm::print {
namespace {

QPainterPath diamond(const QPointF& c, double r) {
  QPainterPath path;
  path.moveTo(c.x(), c.y() - r);
  path.lineTo(c.x() + r, c.y());
  path.lineTo(c.x(), c.y() + r);
  path.lineTo(c.x() - r, c.y());
  path.closeSubpath();
  return path;
}

// A lattice of diagonal lines over `area`, spaced `step` apart, centred on `centre` so the pattern
// is the same on every card of a sheet.
void lattice(QPainter& p, const QRectF& area, const QPointF& centre, double step) {
  const double reach = area.width() + area.height();
  const int n = static_cast<int>(std::ceil(reach / step));
  for (int i = -n; i <= n; ++i) {
    const double o = i * step;
    p.drawLine(QPointF(centre.x() + o - reach, centre.y() - reach),
               QPointF(centre.x() + o + reach, centre.y() + reach));
    p.drawLine(QPointF(centre.x() + o + reach, centre.y() - reach),
               QPointF(centre.x() + o - reach, centre.y() + reach));
  }
}

}  // namespace

void CardPainter::paintBack(QPainter& painter, const rules::CardBack& back, const QRectF& cutIn,
                            const PaintOptions& optionsIn) {
  const DeviceUnits units(painter, cutIn, optionsIn);
  const CardGeometry g(units.cut, units.options);
  const bool bw = units.options.blackAndWhite;
  const double u = g.u;
  const QRectF& cut = g.cut;
  QPainter& p = painter;

  QColor colour(QString::fromStdString(back.colour));
  if (!colour.isValid()) colour = QColor(kDefaultAccent);
  const QColor ground = bw ? QColor(Qt::white) : colour;
  const QColor trim = bw ? QColor(Qt::black) : QColor(0xe6, 0xbc, 0x55);
  QColor pattern =
      bw ? QColor(200, 200, 200) : colour.lighter(colour.lightnessF() < 0.2 ? 260 : 135);
  if (!bw) pattern.setAlpha(120);

  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setClipPath(g.outline(), Qt::IntersectClip);
  p.fillRect(g.outer, ground);

  p.setPen(QPen(pattern, (bw ? 0.25 : 0.35) * u));
  lattice(p, g.outer, cut.center(), 6 * u);

  // Frames: the outer one well inside the cut line, so misregistration never shows an edge.
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(trim, 0.8 * u));
  p.drawRoundedRect(cut.adjusted(5 * u, 5 * u, -5 * u, -5 * u), 3 * u, 3 * u);
  p.setPen(QPen(trim, 0.3 * u));
  p.drawRoundedRect(cut.adjusted(6.8 * u, 6.8 * u, -6.8 * u, -6.8 * u), 2 * u, 2 * u);
  p.setPen(Qt::NoPen);
  p.setBrush(trim);
  p.drawPath(diamond(QPointF(cut.center().x(), cut.top() + 5 * u), 2.4 * u));
  p.drawPath(diamond(QPointF(cut.center().x(), cut.bottom() - 5 * u), 2.4 * u));

  // The medallion with the back's icon.
  const QPointF centre(cut.center().x(), cut.center().y() - 8 * u);
  const double r = 23 * u;
  p.setBrush(bw ? QColor(Qt::white) : colour.darker(140));
  p.setPen(QPen(trim, 1.1 * u));
  p.drawEllipse(centre, r, r);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(trim, 0.35 * u));
  p.drawEllipse(centre, r - 2.2 * u, r - 2.2 * u);
  const QRectF iconBox(centre.x() - 13 * u, centre.y() - 13 * u, 26 * u, 26 * u);
  const QString title = QString::fromStdString(back.title);
  if (CardIcons::has(back.icon)) {
    p.setPen(Qt::NoPen);
    p.setBrush(trim);
    p.drawPath(CardIcons::path(back.icon, iconBox));
  } else {
    // No icon: the title's initials.
    QString initials;
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts))
      if (initials.size() < 3) initials += word.front().toUpper();
    const std::vector<TextBlock> block = {{initials, CardFont::Title}};
    p.setPen(trim);
    drawFitted(p, block, fitText(block, iconBox, Qt::AlignCenter, 18 * u, 6 * u, p.device(), false),
               Qt::AlignCenter, false);
  }

  const std::vector<TextBlock> name = {{title, CardFont::Title}};
  const QRectF nameBox(cut.left() + 10 * u, centre.y() + r + 3 * u, cut.width() - 20 * u, 11 * u);
  p.setPen(trim);
  drawFitted(p, name, fitText(name, nameBox, Qt::AlignCenter, 8.5 * u, 3 * u, p.device()),
             Qt::AlignCenter);
  const std::vector<TextBlock> sub = {{QString::fromStdString(back.subtitle), CardFont::Label}};
  const QRectF subBox(nameBox.left(), nameBox.bottom() + 0.5 * u, nameBox.width(), 6 * u);
  p.setPen(bw ? QColor(60, 60, 60) : QColor(0xf2, 0xec, 0xd8));
  drawFitted(p, sub, fitText(sub, subBox, Qt::AlignCenter, 4.4 * u, 2 * u, p.device(), false),
             Qt::AlignCenter, false);

  if (bw) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(150, 150, 150), 0.3 * u));
    p.drawPath(g.cutOutline());
  }
  p.restore();
}

}  // namespace gm::print
