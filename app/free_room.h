#pragma once
// Where a short-lived message may stand on a table without covering any of its text: the table's
// labels, figures, captions and buttons, and the other messages still up. A message is tried just
// above what it speaks of (or below, where it would first stand below), then further away and to
// either side, and beside it; the nearest place clear of all text wins. It never covers what it
// speaks of. The walk over the table's items is native: walking thousands of items' `children`
// from QML's JavaScript crashed Qt 6.4's garbage collector (in QmlListWrapper, which every read of
// a list property like `children` makes), so the flight layer's own walks over its messages and
// sprites are native too (span, countWith, destroyChildren).
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVariantList>
#include <QVariantMap>
#include <optional>
#include <vector>

class QQuickItem;

namespace gm::app {

class FreeRoom : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  explicit FreeRoom(QObject* parent = nullptr) : QObject(parent) {}

  // Every visible item under `table` that shows text (an item with a non-empty `text`), except
  // those under `layer`.
  Q_INVOKABLE QVariantList textItems(QQuickItem* table, QQuickItem* layer) const;
  // Where `item` paints its text, in `layer`'s coordinates: a Text's (or Label's) lines within its
  // box, another item's (a button's) whole box.
  Q_INVOKABLE QRectF paintedRect(QQuickItem* item, QQuickItem* layer) const;
  // The messages on `layer` (its children with an `area`) that speak of `spot`, and how far they
  // reach up and down: {top, bottom} of their areas joined with `top` and `bottom`.
  Q_INVOKABLE QVariantMap span(QQuickItem* layer, QQuickItem* spot, double top,
                               double bottom) const;
  // How many visible children of `layer` have the property `name` (the flights of a table's
  // flight layer, say); every visible child when `name` is "".
  Q_INVOKABLE int countWith(QQuickItem* layer, const QString& name = {}) const;
  // Destroys every child of `layer` (later, as QML's destroy() does).
  Q_INVOKABLE void destroyChildren(QQuickItem* layer) const;
  // Where a message about `around` (in `layer`'s coordinates) whose middle is at `centreX` may
  // stand: {x, y, below, size} for the first of `sizes` (its sizes, largest first) that has a
  // place within a few of that size clear of all text, and which way it then moves; empty where
  // none has. `ceiling`: no room above it; `rise`: how far the message moves (up, or down when
  // below) while it can be read. The messages on `layer` (its children with an `area`) count as
  // text, except `self`. The table's items are walked once for all sizes.
  Q_INVOKABLE QVariantMap place(QQuickItem* table, QQuickItem* layer, QQuickItem* self,
                                const QVariantList& sizes, QRectF around, double centreX,
                                double ceiling, double rise, bool firstBelow) const;

 private:
  static std::optional<QPointF> placeOne(const std::vector<QRectF>& texts, const QQuickItem* layer,
                                         QSizeF size, QRectF around, double centreX, double ceiling,
                                         double rise, bool firstBelow, bool* below);
};

}  // namespace gm::app
