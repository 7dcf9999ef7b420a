#pragma once
// One page of a PnpController's document, painted live at the item's size (a white sheet; the
// cards drawn by the same page painter as the PDF and the printer), for the print-and-play preview.
#include <QtQml/qqmlregistration.h>
#include <QPointer>
#include <QQuickPaintedItem>

#include "pnp_controller.h"

namespace gm::app {

class PnpPageItem : public QQuickPaintedItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(gm::app::PnpController* controller READ controller WRITE setController NOTIFY
                 controllerChanged)
  // 0-based; a page outside the document paints a blank sheet.
  Q_PROPERTY(int page READ page WRITE setPage NOTIFY pageChanged)

 public:
  explicit PnpPageItem(QQuickItem* parent = nullptr);

  PnpController* controller() const { return m_controller; }
  void setController(PnpController* controller);
  int page() const { return m_page; }
  void setPage(int page);

  void paint(QPainter* painter) override;

 Q_SIGNALS:
  void controllerChanged();
  void pageChanged();

 private:
  QPointer<PnpController> m_controller;
  int m_page = 0;
};

}  // namespace gm::app
