#include "card_text.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <algorithm>

namespace gm::print {
namespace {

constexpr int kHorizontal = Qt::AlignLeft | Qt::AlignRight | Qt::AlignHCenter | Qt::AlignJustify;

struct Measured {
  std::vector<QRectF> rects;  // text rectangles, stacked from y = 0
  double height = 0;
  double width = 0;
};

Measured measure(const std::vector<TextBlock>& blocks, double width, int flags, double pixels,
                 const QPaintDevice* device, bool wrap) {
  Measured m;
  const int layoutFlags = (flags & kHorizontal) | Qt::AlignTop | (wrap ? Qt::TextWordWrap : 0);
  bool first = true;
  for (const TextBlock& block : blocks) {
    if (block.text.isEmpty()) {
      m.rects.emplace_back();
      continue;
    }
    if (!first) m.height += block.gapBefore * pixels;
    first = false;
    const QFontMetricsF fm(cardFont(block.font, pixels * block.scale, device),
                           const_cast<QPaintDevice*>(device));
    QRectF r = fm.boundingRect(QRectF(0, 0, width, 1e9), layoutFlags, block.text);
    r.moveTop(m.height);
    m.rects.push_back(r);
    m.height += r.height();
    m.width = std::max(m.width, r.width());
  }
  return m;
}

bool fitsIn(const Measured& m, const QRectF& box) {
  // A hair of tolerance: metrics are fractional and a box is never drawn to its last 1/100 unit.
  const double slack = 0.01 * std::max(1.0, box.height());
  return m.height <= box.height() + slack && m.width <= box.width() + slack;
}

}  // namespace

QFont cardFont(CardFont kind, double pixels, const QPaintDevice* device) {
  QFont font;
  switch (kind) {
    case CardFont::Title:
      font.setFamily(QStringLiteral("DejaVu Serif"));
      font.setStyleHint(QFont::Serif);
      font.setBold(true);
      break;
    case CardFont::Body:
      font.setFamily(QStringLiteral("DejaVu Sans"));
      font.setStyleHint(QFont::SansSerif);
      break;
    case CardFont::Flavor:
      font.setFamily(QStringLiteral("DejaVu Serif"));
      font.setStyleHint(QFont::Serif);
      font.setItalic(true);
      break;
    case CardFont::Label:
      font.setFamily(QStringLiteral("DejaVu Sans"));
      font.setStyleHint(QFont::SansSerif);
      font.setBold(true);
      font.setCapitalization(QFont::AllUppercase);
      font.setLetterSpacing(QFont::PercentageSpacing, 106);
      break;
  }
  // Point sizes are what QFont keeps fractional; convert from the device's logical resolution so
  // the em is `pixels` units high whatever the device (screen, image, 1200 dpi PDF).
  const int dpi = device ? device->logicalDpiY() : 96;
  font.setPointSizeF(std::max(0.01, pixels * 72.0 / std::max(1, dpi)));
  font.setHintingPreference(QFont::PreferNoHinting);
  // Cards are painted into images that are then scaled and flipped, and printed in black and
  // white: colour fringes of subpixel text would show.
  font.setStyleStrategy(QFont::NoSubpixelAntialias);
  return font;
}

FittedText fitText(const std::vector<TextBlock>& blocks, const QRectF& box, int flags,
                   double maxPixels, double minPixels, const QPaintDevice* device, bool wrap) {
  FittedText fit;
  if (box.width() <= 0 || box.height() <= 0 || maxPixels <= 0) return fit;
  const double floor = std::min(minPixels, maxPixels / 4);
  auto ok = [&](double px) {
    return fitsIn(measure(blocks, box.width(), flags, px, device, wrap), box);
  };

  double chosen = maxPixels;
  if (!ok(maxPixels)) {
    // Bisect between a size that fits (lo) and one that does not (hi): 14 steps give 1/16000 of
    // the range, finer than any device can show.
    double lo = minPixels;
    if (!ok(lo)) lo = floor;
    double hi = maxPixels;
    if (ok(lo)) {
      for (int i = 0; i < 14; ++i) {
        const double mid = (lo + hi) / 2;
        (ok(mid) ? lo : hi) = mid;
      }
    }
    chosen = lo;
  }
  const Measured m = measure(blocks, box.width(), flags, chosen, device, wrap);
  fit.pixels = chosen;
  fit.fits = fitsIn(m, box);
  double top = box.top();
  if (flags & Qt::AlignVCenter) top += std::max(0.0, (box.height() - m.height) / 2);
  if (flags & Qt::AlignBottom) top += std::max(0.0, box.height() - m.height);
  for (const QRectF& r : m.rects) {
    if (r.isNull()) {
      fit.rects.emplace_back();
      continue;
    }
    fit.rects.emplace_back(box.left(), top + r.top(), box.width(), r.height());
    fit.needed |= r.translated(box.left(), top);
  }
  return fit;
}

void drawFitted(QPainter& p, const std::vector<TextBlock>& blocks, const FittedText& fit, int flags,
                bool wrap) {
  const int drawFlags = (flags & kHorizontal) | Qt::AlignTop | (wrap ? Qt::TextWordWrap : 0);
  for (std::size_t i = 0; i < blocks.size() && i < fit.rects.size(); ++i) {
    if (blocks[i].text.isEmpty() || fit.rects[i].isNull()) continue;
    p.setFont(cardFont(blocks[i].font, fit.pixels * blocks[i].scale, p.device()));
    p.drawText(fit.rects[i], drawFlags, blocks[i].text);
  }
}

}  // namespace gm::print
