#pragma once
// Text on cards: the renderer's fonts, sized in the painter's own units so a card lays out the same
// at any size and on any device, and the fitting that wraps and shrinks text until it fits its box.
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <vector>

namespace gm::print {

enum class CardFont {
  Title,   // the card's name: the system serif, bold
  Body,    // rules text: the system sans
  Flavor,  // flavor line: the serif, italic
  Label,   // type line, stat labels, footers: the sans, bold capitals, spaced
};

// A font of kind `kind` whose em is `pixels` high in the logical units of `device` (the painter's
// coordinates before any world transform).
QFont cardFont(CardFont kind, double pixels, const QPaintDevice* device);

// One paragraph group of a text box; blocks are stacked top to bottom with a gap between them.
struct TextBlock {
  QString text;
  CardFont font = CardFont::Body;
  double scale = 1.0;       // size relative to the box's chosen size
  double gapBefore = 0.45;  // space above it when a block precedes it, in ems of the chosen size
};

struct FittedText {
  double pixels = 0;          // the size chosen for scale 1.0
  std::vector<QRectF> rects;  // where each block is drawn (its full-width line box)
  QRectF needed;              // the area the wrapped text covers
  bool fits = false;          // false only when even the smallest size overflows the box
};

// The largest size between `minPixels` and `maxPixels` at which `blocks`, word-wrapped to the box's
// width with `flags` alignment (horizontal part), fit inside `box`; the stack is centred vertically
// when `flags` has Qt::AlignVCenter. Below `minPixels` it keeps shrinking to a quarter of
// `maxPixels` before it gives up (fits = false).
FittedText fitText(const std::vector<TextBlock>& blocks, const QRectF& box, int flags,
                   double maxPixels, double minPixels, const QPaintDevice* device,
                   bool wrap = true);

// Draws blocks laid out by fitText.
void drawFitted(QPainter& p, const std::vector<TextBlock>& blocks, const FittedText& fit, int flags,
                bool wrap = true);

}  // namespace gm::print
