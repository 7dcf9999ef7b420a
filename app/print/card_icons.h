#pragma once
// The card renderer's icon set: small vector shapes (QPainterPath) drawn by name, so icons stay
// sharp at hand size and on paper and a PDF keeps them as vectors. Games refer to icons by name in
// their card data (rules::FaceStat::icon); an unknown name has no path and the renderer prints the
// stat's label instead. Icons differ by shape, not only by colour, for black-and-white printing.
#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <string>
#include <string_view>
#include <vector>

namespace gm::print {

class CardIcons {
 public:
  // True when `name` (or one of its aliases, e.g. "shield" for "reduce") is a known icon.
  static bool has(std::string_view name);
  // The icon's filled outline, fitted into the largest square centred in `box`; empty when unknown.
  static QPainterPath path(std::string_view name, const QRectF& box);
  // The colour a stat with this icon gets on a colour card; invalid for an unknown icon (the
  // renderer then uses the end's accent).
  static QColor colour(std::string_view name);
  // Every icon name (without aliases), sorted.
  static std::vector<std::string> names();
};

}  // namespace gm::print
