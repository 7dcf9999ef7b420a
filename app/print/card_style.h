#pragma once
// Shared by the face and back drawing of CardPainter: the colours of a card in colour or
// black-and-white, the card's geometry (card units, bleed, outline) and the switch to device-like
// units. Internal to gm_print.
#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>

#include "card_painter.h"

namespace gm::print {

// The accent of an end that names none: a dark wood brown that reads on every table.
inline constexpr const char* kDefaultAccent = "#5b3a22";

// Every colour a card uses, from its accent; in black-and-white only white, black and greys, so a
// page printed in ink-saving mode has no coloured pixel.
struct CardStyle {
  CardStyle(const QColor& accent, bool blackAndWhite);

  bool bw;
  QColor accent;      // title bar, footer, rules
  QColor frame;       // the border around the panel, runs into the bleed
  QColor ground;      // the panel
  QColor textBox;     // behind the rules text
  QColor tint;        // the stat band
  QColor ink;         // rules text
  QColor inkSoft;     // flavor, labels
  QColor onAccent;    // text on the accent (title, footer)
  QColor accentText;  // the type line, on the ground
};

// A card's geometry in the painter's units. `u` is one hundredth of the card's width (limited by
// its height for unusually wide cards), so everything scales with the card.
struct CardGeometry {
  CardGeometry(const QRectF& cut, const PaintOptions& options);

  QRectF cut;
  QRectF outer;  // cut plus bleed
  double u;
  bool roundedCut;  // screens: round corners, no bleed
  // The area the card paints: the rounded cut, or the square bleed rectangle.
  QPainterPath outline() const;
  // The cut line itself (rounded when roundedCut).
  QPainterPath cutOutline() const;
};

// Draws in units close to the device's: a painter scaled by its world transform (e.g. millimetres
// on a 1200 dpi PDF) would otherwise ask for fonts a fraction of a point high, which font
// rasterisers measure coarsely. Undoes the scale (keeping translation and rotation) and scales
// `cut` and the bleed to match, for the lifetime of this object.
class DeviceUnits {
 public:
  DeviceUnits(QPainter& p, const QRectF& cut, const PaintOptions& options);
  ~DeviceUnits();
  DeviceUnits(const DeviceUnits&) = delete;
  DeviceUnits& operator=(const DeviceUnits&) = delete;

  QRectF cut;
  PaintOptions options;

 private:
  QPainter& m_p;
  bool m_saved = false;
};

}  // namespace gm::print
