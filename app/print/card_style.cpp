#include "card_style.h"

#include <algorithm>
#include <cmath>

namespace gm::print {

CardStyle::CardStyle(const QColor& a, bool blackAndWhite) : bw(blackAndWhite) {
  if (bw) {
    accent = QColor(60, 60, 60);
    frame = ground = textBox = tint = Qt::white;
    ink = onAccent = Qt::black;
    inkSoft = QColor(70, 70, 70);
    accentText = QColor(34, 34, 34);
    return;
  }
  accent = a;
  // Light accents get dark text; the usual saturated ones white.
  const bool light = a.lightnessF() > 0.68;
  frame = a.darker(light ? 125 : 150);
  ground = QColor(0xf6, 0xef, 0xdc);
  textBox = QColor(0xff, 0xfa, 0xf0);
  tint = a;
  tint.setAlpha(34);
  ink = QColor(0x2a, 0x21, 0x18);
  inkSoft = QColor(0x6a, 0x5c, 0x4b);
  onAccent = light ? QColor(0x2a, 0x21, 0x18) : QColor(0xff, 0xfa, 0xf0);
  accentText = a.darker(light ? 260 : 135);
}

CardGeometry::CardGeometry(const QRectF& c, const PaintOptions& options)
    : cut(c),
      outer(c.adjusted(-options.bleed, -options.bleed, options.bleed, options.bleed)),
      u(std::min(c.width() / 100.0, c.height() / 140.0)),
      roundedCut(options.rounded && options.bleed <= 0) {}

QPainterPath CardGeometry::outline() const {
  if (roundedCut) return cutOutline();
  QPainterPath path;
  path.addRect(outer);
  return path;
}

QPainterPath CardGeometry::cutOutline() const {
  QPainterPath path;
  if (roundedCut)
    path.addRoundedRect(cut, 5 * u, 5 * u);
  else
    path.addRect(cut);
  return path;
}

DeviceUnits::DeviceUnits(QPainter& p, const QRectF& c, const PaintOptions& o)
    : cut(c), options(o), m_p(p) {
  const double s = std::sqrt(std::abs(p.worldTransform().determinant()));
  if (s <= 0 || std::abs(s - 1) < 1e-6) return;
  p.save();
  m_saved = true;
  p.setWorldTransform(QTransform::fromScale(1 / s, 1 / s) * p.worldTransform());
  cut = QRectF(c.x() * s, c.y() * s, c.width() * s, c.height() * s);
  options.bleed = o.bleed * s;
}

DeviceUnits::~DeviceUnits() {
  if (m_saved) m_p.restore();
}

}  // namespace gm::print
