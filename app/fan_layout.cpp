#include "fan_layout.h"

#include <algorithm>

namespace gm::app {

double FanLayout::pitch(double width, double cardWidth, int count, double gap) const {
  if (count <= 1) return cardWidth + gap;
  return std::max(0.0, std::min(cardWidth + gap, (width - cardWidth) / (count - 1)));
}

double FanLayout::x(double width, double cardWidth, int count, double gap, int index) const {
  const int n = std::max({count, index + 1, 1});
  const double step = pitch(width, cardWidth, n, gap);
  const double row = cardWidth + (n - 1) * step;
  return (width - row) / 2 + std::max(0, index) * step;
}

double FanLayout::naturalWidth(double cardWidth, int count, double gap) const {
  return count <= 0 ? cardWidth : cardWidth + (count - 1) * (cardWidth + gap);
}

}  // namespace gm::app
