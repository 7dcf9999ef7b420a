#include "free_room.h"

#include <QQuickItem>
#include <algorithm>
#include <vector>

namespace gm::app {

namespace {

void collectText(QQuickItem* item, QQuickItem* layer, QVariantList& out) {
  if (!item || item == layer || !item->isVisible() || item->opacity() <= 0) return;
  const QVariant text = item->property("text");
  if (text.typeId() == QMetaType::QString && !text.toString().isEmpty() && item->width() > 0 &&
      item->height() > 0)
    out.push_back(QVariant::fromValue(item));
  for (QQuickItem* child : item->childItems()) collectText(child, layer, out);
}

double number(const QQuickItem* item, const char* name) {
  const QVariant v = item->property(name);
  return v.isValid() ? v.toDouble() : 0.0;
}

}  // namespace

QVariantList FreeRoom::textItems(QQuickItem* table, QQuickItem* layer) const {
  QVariantList out;
  collectText(table, layer, out);
  return out;
}

QVariantMap FreeRoom::span(QQuickItem* layer, QQuickItem* spot, double top, double bottom) const {
  if (layer)
    for (QQuickItem* other : layer->childItems()) {
      const QVariant area = other->property("area");
      if (!area.isValid() || other->property("spot").value<QQuickItem*>() != spot) continue;
      const QRectF r = area.toRectF();
      top = std::min(top, r.top());
      bottom = std::max(bottom, r.bottom());
    }
  return {{QStringLiteral("top"), top}, {QStringLiteral("bottom"), bottom}};
}

int FreeRoom::countWith(QQuickItem* layer, const QString& name) const {
  int n = 0;
  if (layer)
    for (const QQuickItem* child : layer->childItems())
      if (child->isVisible() &&
          (name.isEmpty() || child->property(name.toLatin1().constData()).isValid()))
        ++n;
  return n;
}

void FreeRoom::destroyChildren(QQuickItem* layer) const {
  if (layer)
    for (QQuickItem* child : layer->childItems()) child->deleteLater();
}

QRectF FreeRoom::paintedRect(QQuickItem* item, QQuickItem* layer) const {
  if (!item || !layer) return {};
  QRectF box(0, 0, item->width(), item->height());
  const QVariant contentWidth = item->property("contentWidth");
  const QVariant horizontal = item->property("horizontalAlignment");
  if (contentWidth.isValid() && horizontal.isValid()) {
    const double w = std::min(item->width(), contentWidth.toDouble() + number(item, "leftPadding") +
                                                 number(item, "rightPadding"));
    const double h =
        std::min(item->height(), number(item, "contentHeight") + number(item, "topPadding") +
                                     number(item, "bottomPadding"));
    const int hAlign = horizontal.toInt();
    const int vAlign = item->property("verticalAlignment").toInt();
    const double left = (hAlign & Qt::AlignRight)     ? item->width() - w
                        : (hAlign & Qt::AlignHCenter) ? (item->width() - w) / 2
                                                      : 0.0;
    const double top = (vAlign & Qt::AlignBottom)    ? item->height() - h
                       : (vAlign & Qt::AlignVCenter) ? (item->height() - h) / 2
                                                     : 0.0;
    box = QRectF(left, top, w, h);
  }
  return item->mapRectToItem(layer, box);
}

QVariantMap FreeRoom::place(QQuickItem* table, QQuickItem* layer, QQuickItem* self,
                            const QVariantList& sizes, QRectF around, double centreX,
                            double ceiling, double rise, bool firstBelow) const {
  if (!table || !layer) return {};
  std::vector<QRectF> texts;
  for (const QVariant& v : textItems(table, layer))
    texts.push_back(paintedRect(v.value<QQuickItem*>(), layer));
  for (QQuickItem* other : layer->childItems()) {
    const QVariant area = other->property("area");
    if (other != self && area.isValid()) texts.push_back(area.toRectF());
  }
  for (int i = 0; i < sizes.size(); ++i) {
    bool below = firstBelow;
    if (const std::optional<QPointF> at = placeOne(texts, layer, sizes[i].toSizeF(), around,
                                                   centreX, ceiling, rise, firstBelow, &below))
      return {{QStringLiteral("x"), at->x()},
              {QStringLiteral("y"), at->y()},
              {QStringLiteral("below"), below},
              {QStringLiteral("size"), i}};
  }
  return {};
}

std::optional<QPointF> FreeRoom::placeOne(const std::vector<QRectF>& texts, const QQuickItem* layer,
                                          QSizeF size, QRectF around, double centreX,
                                          double ceiling, double rise, bool firstBelow,
                                          bool* below) {
  struct Candidate {
    double x, y;
    bool below;
    double cost;
  };
  constexpr double gap = 4;
  const double half = size.width() / 2 + 8;
  const double width = layer->width();
  const auto clampX = [&](double x) { return std::max(half, std::min(width - half, x)); };
  std::vector<Candidate> candidates;
  for (const bool down : {false, true})
    for (double away = 0; away <= 3; away += 0.5) {
      const double y = down ? around.bottom() + gap + size.height() * (0.5 + away)
                            : around.top() - gap - size.height() * (0.5 + away);
      for (int side = -10; side <= 10; ++side)
        // Going the other way from the first place costs as much as two heights away.
        candidates.push_back({clampX(centreX + side * 0.3 * size.width()), y, down,
                              away + std::abs(side) * 0.3 + (down != firstBelow ? 2 : 0)});
    }
  // Beside it, left or right, at any height along it.
  for (const bool right : {false, true}) {
    const double x = right ? around.right() + gap + half : around.left() - gap - half;
    if (x < half || x > width - half) continue;
    for (int step = 0; step <= 10; ++step)
      candidates.push_back({x,
                            around.top() + size.height() / 2 +
                                step * 0.1 * std::max(0.0, around.height() - size.height()),
                            firstBelow, 1.5 + step * 0.1});
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });
  for (const Candidate& c : candidates) {
    // What it covers while it can be read: where it stands and where it moves to.
    const QRectF span(c.x - size.width() / 2, c.y - size.height() / 2 - (c.below ? 0 : rise),
                      size.width(), size.height() + rise);
    if (span.top() < ceiling || span.bottom() > layer->height() || span.intersects(around))
      continue;
    if (std::none_of(texts.begin(), texts.end(),
                     [&](const QRectF& t) { return span.intersects(t); })) {
      *below = c.below;
      return QPointF(c.x, c.y);
    }
  }
  return std::nullopt;
}

}  // namespace gm::app
