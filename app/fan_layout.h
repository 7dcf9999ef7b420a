#pragma once
// Where the cards of a row sit: spread apart by a gap while they fit the width, overlapping evenly
// once they don't, the row centred. A table's hands and areas call it from QML, so the QML lays
// cards out without counting them itself.
#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace gm::app {

class FanLayout : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  explicit FanLayout(QObject* parent = nullptr) : QObject(parent) {}

  // The distance between the left edges of neighbouring cards: `cardWidth + gap` while `count`
  // cards fit `width`, less (overlapping) once they don't, never below 0.
  Q_INVOKABLE double pitch(double width, double cardWidth, int count, double gap) const;
  // The x of card `index` of `count` in a row centred in `width` (an index past the end gives the
  // slot a card arriving there will take).
  Q_INVOKABLE double x(double width, double cardWidth, int count, double gap, int index) const;
  // The width `count` cards take with the gap and no overlap (an implicit width).
  Q_INVOKABLE double naturalWidth(double cardWidth, int count, double gap) const;
};

}  // namespace gm::app
