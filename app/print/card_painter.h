#pragma once
// The one card renderer: draws a card's face or back from its data (rules::CardFace / CardBack)
// with QPainter, so the table (through a painted Quick item), the print preview, the system print
// dialog and the PDF export all draw the same card. Only Qt Gui: the CLI links it too.
//
// Size-independent: everything is laid out relative to `cut`, the cut-line rectangle in the
// painter's current coordinates (pixels on screen, device units of a QPdfWriter, ...). Text and
// shapes stay vectors on vector devices.
#include <QPainter>
#include <QRectF>
#include <QString>
#include <vector>

#include "core/card_face.h"

namespace gm::print {

struct PaintOptions {
  bool blackAndWhite = false;  // ink saving: white ground, outlined frames, greys, icons by shape
  double bleed = 0.0;  // how far (in the same units as `cut`) the background runs past the cut line
  bool rounded = true;  // round the corners (screens); print sheets draw square cut lines
};

class CardPainter {
 public:
  // Draws `face` so that its cut line is `cut`; with two ends the second is drawn upside down in
  // the lower half. `endUp` (0 or 1) chooses which end is at the top, for a double-ended card the
  // table shows turned over.
  static void paintFace(QPainter& p, const rules::CardFace& face, const QRectF& cut,
                        const PaintOptions& options = {}, int endUp = 0);
  static void paintBack(QPainter& p, const rules::CardBack& back, const QRectF& cut,
                        const PaintOptions& options = {});
  // One stat's medallion as the cards show it (its disc, icon and value, if any), in the largest
  // circle centred in `box`: for a legend of what the icons on the cards mean.
  static void paintStat(QPainter& p, const rules::FaceStat& stat, const QRectF& box,
                        const PaintOptions& options = {});

  // One piece of text paintFace draws: the box it was given, the area the wrapped text needs at
  // the size chosen, and that size (pixels of the em, in the units of `cut`). An end drawn upside
  // down reports its boxes as if it were the top end (before the half turn).
  struct TextPlacement {
    QString text;
    QRectF box;
    QRectF needed;
    double pixels = 0;
    bool fits = false;
  };
  // The text layout paintFace(p, face, cut, options, endUp) uses on a painter of `device` with no
  // world transform; nothing is drawn. For tests and tools that check text fits at a given size.
  static std::vector<TextPlacement> faceText(const QPaintDevice* device,
                                             const rules::CardFace& face, const QRectF& cut,
                                             const PaintOptions& options = {}, int endUp = 0);
};

}  // namespace gm::print
