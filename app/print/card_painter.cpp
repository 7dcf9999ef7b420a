#include "card_painter.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "card_icons.h"
#include "card_style.h"
#include "card_text.h"

namespace gm::print {
namespace {

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

// Draws one card face. With a null painter it only lays the text out and records it, so tests can
// measure exactly what paintFace would draw.
class FaceDrawer {
 public:
  FaceDrawer(QPainter* p, const QPaintDevice* device, const PaintOptions& options,
             std::vector<CardPainter::TextPlacement>* record)
      : m_p(p), m_device(device), m_options(options), m_record(record) {}

  void draw(const rules::CardFace& face, const QRectF& cut, int endUp) {
    const CardGeometry g(cut, m_options);
    m_u = g.u;
    // At hand size (a card under ~160 pixels wide) the flavor and stat captions would be too small
    // to read; leaving them out gives the rules text the room.
    m_small = cut.width() < kSmallWidth;
    const bool twoEnds = face.ends.size() >= 2;
    const int top = twoEnds && endUp == 1 ? 1 : 0;
    const rules::FaceEnd empty;
    const rules::FaceEnd& upper = face.ends.empty() ? empty : face.ends[top];
    const rules::FaceEnd* lower = twoEnds ? &face.ends[1 - top] : nullptr;
    const CardStyle upperStyle(accentOf(upper), m_options.blackAndWhite);

    if (m_p) {
      m_p->save();
      m_p->setRenderHint(QPainter::Antialiasing);
      m_p->setClipPath(g.outline(), Qt::IntersectClip);
      m_p->setPen(Qt::NoPen);
      if (lower) {
        const CardStyle lowerStyle(accentOf(*lower), m_options.blackAndWhite);
        QRectF topHalf = g.outer;
        topHalf.setBottom(cut.center().y());
        QRectF bottomHalf = g.outer;
        bottomHalf.setTop(cut.center().y());
        m_p->fillRect(topHalf, upperStyle.frame);
        m_p->fillRect(bottomHalf, lowerStyle.frame);
      } else {
        m_p->fillRect(g.outer, upperStyle.frame);
      }
    }

    const double f = kFrame * m_u;
    QRectF panel = cut.adjusted(f, f, -f, -f);
    if (lower) panel.setBottom(cut.center().y() - 0.9 * m_u);
    drawEnd(upper, upperStyle, panel, lower != nullptr, face.marks,
            m_small ? QString() : qs(face.flavor));
    if (lower) {
      const CardStyle lowerStyle(accentOf(*lower), m_options.blackAndWhite);
      if (m_p) {
        // The other end is printed upside down: turn half a circle about the card's centre and
        // draw it in the top half.
        m_p->save();
        m_p->translate(cut.center());
        m_p->rotate(180);
        m_p->translate(-cut.center());
      }
      drawEnd(*lower, lowerStyle, panel, true, face.marks, QString());
      if (m_p) m_p->restore();
    }
    if (m_p) {
      if (m_options.blackAndWhite) {
        // On white paper the card's edge would vanish: a fine grey cut line.
        m_p->setBrush(Qt::NoBrush);
        m_p->setPen(QPen(QColor(150, 150, 150), 0.3 * m_u));
        m_p->drawPath(g.cutOutline());
      }
      m_p->restore();
    }
  }

  void drawStat(const rules::FaceStat& stat, const QRectF& box) {
    const double d = std::min(box.width(), box.height());
    if (d <= 0 || !m_p) return;
    m_u = d / 10;
    const CardStyle style(QColor(kDefaultAccent), m_options.blackAndWhite);
    m_p->save();
    m_p->setRenderHint(QPainter::Antialiasing);
    medallion(stat, style, QRectF(box.center().x() - d / 2, box.center().y() - d / 2, d, d));
    m_p->restore();
  }

 private:
  static constexpr double kFrame = 3.4;  // the coloured frame around the panel, in card units
  static constexpr double kSmallWidth = 160;

  QColor accentOf(const rules::FaceEnd& end) const {
    const QColor c(qs(end.accent));
    return c.isValid() ? c : QColor(kDefaultAccent);
  }

  void text(const std::vector<TextBlock>& blocks, const QRectF& box, int flags, double maxPx,
            double minPx, const QColor& colour, bool wrap = true) {
    if (box.width() <= 0 || box.height() <= 0) return;
    const FittedText fit = fitText(blocks, box, flags, maxPx, minPx, m_device, wrap);
    if (m_record)
      for (const TextBlock& b : blocks)
        if (!b.text.isEmpty())
          m_record->push_back({b.text, box, fit.needed, fit.pixels * b.scale, fit.fits});
    if (!m_p) return;
    m_p->setPen(colour);
    drawFitted(*m_p, blocks, fit, flags, wrap);
  }

  void drawEnd(const rules::FaceEnd& end, const CardStyle& s, const QRectF& panel, bool compact,
               const std::vector<rules::FaceStat>& marks, const QString& flavor) {
    const double u = m_u;
    if (m_p) {
      m_p->setPen(s.bw ? QPen(Qt::black, 0.35 * u) : QPen(Qt::NoPen));
      m_p->setBrush(s.ground);
      m_p->drawRoundedRect(panel, 2.4 * u, 2.4 * u);
    }
    const double pad = 1.5 * u;
    const double x0 = panel.left() + pad;
    const double w = panel.width() - 2 * pad;
    double y = panel.top() + pad;

    const double th = (compact ? 11.5 : 13.5) * u;
    titleBar(end, s, QRectF(x0, y, w, th), marks.empty() ? nullptr : &marks.front());
    y += th + 0.6 * u;

    const double tl = (compact ? 5.0 : 6.0) * u;
    typeLine(end, s, QRectF(x0 + 0.8 * u, y, w - 1.6 * u, tl), marks);
    y += tl + 0.5 * u;

    double bottom = panel.bottom() - pad;
    if (!end.footer.empty()) {
      const double fh = (compact ? 5.0 : 6.0) * u;
      const QRectF band(x0, bottom - fh, w, fh);
      if (m_p) {
        m_p->setPen(s.bw ? QPen(Qt::black, 0.3 * u) : QPen(Qt::NoPen));
        m_p->setBrush(s.bw ? QColor(Qt::white) : s.accent);
        m_p->drawRoundedRect(band, 1.4 * u, 1.4 * u);
      }
      text({{qs(end.footer), CardFont::Label}}, band.adjusted(1.5 * u, 0.4 * u, -1.5 * u, -0.4 * u),
           Qt::AlignCenter, 0.6 * fh, 0.35 * fh, s.onAccent, false);
      bottom = band.top() - 0.8 * u;
    }

    if (!end.stats.empty()) y = statBand(end, s, QRectF(x0, y, w, 0), compact) + 0.8 * u;
    textBox(end, s, QRectF(x0, y, w, bottom - y), compact, flavor);
  }

  void titleBar(const rules::FaceEnd& end, const CardStyle& s, const QRectF& bar,
                const rules::FaceStat* emblem) {
    const double u = m_u;
    if (m_p) {
      if (s.bw) {
        m_p->setPen(QPen(Qt::black, 0.45 * u));
        m_p->setBrush(Qt::white);
      } else {
        QLinearGradient g(bar.topLeft(), bar.bottomLeft());
        g.setColorAt(0, s.accent.lighter(125));
        g.setColorAt(1, s.accent.darker(112));
        m_p->setPen(QPen(s.accent.darker(150), 0.3 * u));
        m_p->setBrush(g);
      }
      m_p->drawRoundedRect(bar, 2 * u, 2 * u);
    }
    QRectF room = bar.adjusted(2 * u, 0.6 * u, -2 * u, -0.6 * u);
    if (emblem) {
      const double d = bar.height() - 2 * u;
      const QRectF circle(bar.left() + 1 * u, bar.top() + 1 * u, d, d);
      medallionIcon(*emblem, s, circle, true);
      room.setLeft(circle.right() + 1 * u);
      room.setRight(bar.right() - (d + 2 * u));  // keep the title centred on the card
    }
    const std::vector<TextBlock> title = {{qs(end.title), CardFont::Title}};
    const double maxPx = (m_small ? 0.7 : 0.6) * bar.height();
    // One line if it stays readable, otherwise two lines at a larger size.
    const FittedText single =
        fitText(title, room, Qt::AlignCenter, maxPx, 0.3 * maxPx, m_device, false);
    const bool wrap = !single.fits || single.pixels < 0.62 * maxPx;
    text(title, room, Qt::AlignCenter, maxPx, 0.3 * maxPx, s.onAccent, wrap);
  }

  void typeLine(const rules::FaceEnd& end, const CardStyle& s, const QRectF& line,
                const std::vector<rules::FaceStat>& marks) {
    QRectF room = line;
    // Marks after the first (rarity, set symbols ...) sit at the right end of the type line.
    const double d = 0.95 * line.height();
    double right = line.right();
    for (std::size_t i = 1; i < marks.size(); ++i) {
      const QRectF box(right - d, line.top() + (line.height() - d) / 2, d, d);
      markIcon(marks[i], s, box);
      right -= d + 0.8 * m_u;
    }
    room.setRight(right);
    text({{qs(end.subtitle), CardFont::Label}}, room, Qt::AlignLeft | Qt::AlignVCenter,
         0.62 * line.height(), 0.35 * line.height(), s.accentText, false);
  }

  // The stats as a row of medallions on a tinted band; returns the band's bottom.
  double statBand(const rules::FaceEnd& end, const CardStyle& s, QRectF band, bool compact) {
    const double u = m_u;
    const int n = static_cast<int>(end.stats.size());
    const double gap = 2.6 * u;
    // A lone icon without a value (a Stamina card's kind) is the card's picture: show it large.
    const bool picture = n == 1 && end.stats.front().value.empty();
    double d = (compact ? 12.5 : picture ? 30.0 : m_small ? 24.0 : 21.0) * u;
    d = std::min(d, (band.width() - 2 * u - (n - 1) * gap) / n);
    const double labelH = compact || m_small ? 0.0 : 4.2 * u;
    band.setHeight(d + labelH + 2 * u);
    if (m_p && !s.bw) {
      m_p->setPen(Qt::NoPen);
      m_p->setBrush(s.tint);
      m_p->drawRoundedRect(band, 1.8 * u, 1.8 * u);
    }
    const double total = n * d + (n - 1) * gap;
    double x = band.center().x() - total / 2;
    for (const rules::FaceStat& stat : end.stats) {
      const QRectF circle(x, band.top() + 1 * u, d, d);
      medallion(stat, s, circle);
      if (labelH > 0 && !stat.label.empty())
        text({{qs(stat.label), CardFont::Label}},
             QRectF(x - gap / 2, circle.bottom() + 0.2 * u, d + gap, labelH - 0.2 * u),
             Qt::AlignHCenter | Qt::AlignTop, 2.9 * u, 1.6 * u, s.inkSoft, false);
      x += d + gap;
    }
    return band.bottom();
  }

  QColor statColour(const rules::FaceStat& stat, const CardStyle& s) const {
    const QColor c = CardIcons::colour(stat.icon);
    return c.isValid() ? c : s.accent;
  }

  // A stat: a disc in the stat's colour, its icon above its value (or the icon alone).
  void medallion(const rules::FaceStat& stat, const CardStyle& s, const QRectF& c) {
    const double u = m_u;
    const QColor fill = statColour(stat, s);
    if (m_p) {
      if (s.bw) {
        m_p->setPen(QPen(Qt::black, 0.5 * u));
        m_p->setBrush(Qt::white);
      } else {
        QLinearGradient g(c.topLeft(), c.bottomRight());
        g.setColorAt(0, fill.lighter(130));
        g.setColorAt(1, fill.darker(115));
        m_p->setPen(QPen(QColor(255, 255, 255, 210), std::max(0.4 * u, c.width() * 0.04)));
        m_p->setBrush(g);
      }
      m_p->drawEllipse(c);
    }
    const QColor ink = s.bw ? QColor(Qt::black) : QColor(Qt::white);
    const bool known = CardIcons::has(stat.icon);
    const QString value = qs(stat.value);
    if (value.isEmpty()) {
      medallionIcon(
          stat, s,
          c.adjusted(c.width() * 0.2, c.height() * 0.2, -c.width() * 0.2, -c.height() * 0.2),
          false);
      return;
    }
    const double d = c.width();
    const QRectF iconBox(c.center().x() - d * 0.17, c.top() + d * 0.12, d * 0.34, d * 0.3);
    if (known)
      fillIcon(stat.icon, iconBox, ink);
    else
      text({{qs(stat.label), CardFont::Label}}, iconBox.adjusted(-d * 0.12, 0, d * 0.12, 0),
           Qt::AlignCenter, 0.16 * d, 0.08 * d, ink, false);
    text({{value, CardFont::Title}},
         QRectF(c.left() + d * 0.14, c.top() + d * 0.4, d * 0.72, d * 0.48), Qt::AlignCenter,
         0.5 * d, 0.2 * d, ink, false);
  }

  // An icon alone in `c`: on the title bar (an emblem, on a white disc) or inside a medallion.
  void medallionIcon(const rules::FaceStat& stat, const CardStyle& s, const QRectF& c, bool disc) {
    const QColor colour = s.bw ? QColor(Qt::black) : statColour(stat, s);
    if (disc && m_p) {
      m_p->setPen(s.bw ? QPen(Qt::black, 0.35 * m_u) : QPen(colour.darker(140), 0.3 * m_u));
      m_p->setBrush(s.bw ? QColor(Qt::white) : QColor(255, 253, 246));
      m_p->drawEllipse(c);
    }
    const QRectF inner = disc ? c.adjusted(c.width() * 0.18, c.height() * 0.18, -c.width() * 0.18,
                                           -c.height() * 0.18)
                              : c;
    const QColor ink = disc ? colour : (s.bw ? QColor(Qt::black) : QColor(Qt::white));
    if (CardIcons::has(stat.icon))
      fillIcon(stat.icon, inner, ink);
    else
      text({{qs(stat.label.empty() ? stat.icon : stat.label), CardFont::Label}}, inner,
           Qt::AlignCenter, 0.4 * inner.height(), 0.12 * inner.height(), ink, true);
  }

  void markIcon(const rules::FaceStat& mark, const CardStyle& s, const QRectF& box) {
    const QColor colour = s.bw ? QColor(Qt::black) : statColour(mark, s);
    if (CardIcons::has(mark.icon))
      fillIcon(mark.icon, box, colour);
    else
      text({{qs(mark.label.empty() ? mark.icon : mark.label), CardFont::Label}}, box,
           Qt::AlignCenter, 0.6 * box.height(), 0.3 * box.height(), colour, false);
  }

  void fillIcon(const std::string& name, const QRectF& box, const QColor& colour) {
    if (!m_p) return;
    m_p->setPen(Qt::NoPen);
    m_p->setBrush(colour);
    m_p->drawPath(CardIcons::path(name, box));
  }

  void textBox(const rules::FaceEnd& end, const CardStyle& s, const QRectF& box, bool compact,
               const QString& flavor) {
    const double u = m_u;
    const QString body = qs(end.text);
    if (box.height() < 3 * u || (body.isEmpty() && flavor.isEmpty())) return;
    if (m_p) {
      m_p->setPen(s.bw ? QPen(QColor(140, 140, 140), 0.25 * u)
                       : QPen(s.tint.darker(115), 0.25 * u));
      m_p->setBrush(s.textBox);
      m_p->drawRoundedRect(box, 1.8 * u, 1.8 * u);
    }
    const QRectF inner = box.adjusted(2.2 * u, 1.5 * u, -2.2 * u, -1.5 * u);
    std::vector<TextBlock> blocks = {{body, CardFont::Body}};
    if (!flavor.isEmpty()) blocks.push_back({flavor, CardFont::Flavor, 0.88, 1.0});
    const double maxPx = (compact ? 6.4 : m_small ? 9.0 : 8.0) * u;
    const FittedText fit = fitText(blocks, inner, Qt::AlignCenter, maxPx, 2.4 * u, m_device);
    if (m_record)
      for (const TextBlock& b : blocks)
        if (!b.text.isEmpty())
          m_record->push_back({b.text, inner, fit.needed, fit.pixels * b.scale, fit.fits});
    if (!m_p) return;
    m_p->setPen(s.ink);
    drawFitted(*m_p, {blocks.front()}, fit, Qt::AlignHCenter);
    if (blocks.size() > 1 && !body.isEmpty()) {
      // A short rule between the rules text and the flavor.
      const double mid = (fit.rects[0].bottom() + fit.rects[1].top()) / 2;
      m_p->setPen(QPen(s.bw ? QColor(120, 120, 120) : s.accent.lighter(140), 0.25 * u));
      m_p->drawLine(QPointF(inner.center().x() - inner.width() * 0.18, mid),
                    QPointF(inner.center().x() + inner.width() * 0.18, mid));
    }
    if (blocks.size() > 1) {
      m_p->setPen(s.inkSoft);
      FittedText rest = fit;
      rest.rects.erase(rest.rects.begin());
      drawFitted(*m_p, {blocks.begin() + 1, blocks.end()}, rest, Qt::AlignHCenter);
    }
  }

  QPainter* m_p;
  const QPaintDevice* m_device;
  PaintOptions m_options;
  std::vector<CardPainter::TextPlacement>* m_record;
  double m_u = 1;
  bool m_small = false;
};

}  // namespace

void CardPainter::paintFace(QPainter& p, const rules::CardFace& face, const QRectF& cut,
                            const PaintOptions& options, int endUp) {
  const DeviceUnits units(p, cut, options);
  FaceDrawer(&p, p.device(), units.options, nullptr).draw(face, units.cut, endUp);
}

void CardPainter::paintStat(QPainter& p, const rules::FaceStat& stat, const QRectF& box,
                            const PaintOptions& options) {
  FaceDrawer(&p, p.device(), options, nullptr).drawStat(stat, box);
}

std::vector<CardPainter::TextPlacement> CardPainter::faceText(const QPaintDevice* device,
                                                              const rules::CardFace& face,
                                                              const QRectF& cut,
                                                              const PaintOptions& options,
                                                              int endUp) {
  std::vector<TextPlacement> placed;
  FaceDrawer(nullptr, device, options, &placed).draw(face, cut, endUp);
  return placed;
}

}  // namespace gm::print
