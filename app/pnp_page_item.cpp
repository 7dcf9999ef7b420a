#include "pnp_page_item.h"

#include <QPainter>

namespace gm::app {

PnpPageItem::PnpPageItem(QQuickItem* parent) : QQuickPaintedItem(parent) {
  setFillColor(Qt::white);
  setAntialiasing(true);
}

void PnpPageItem::setController(PnpController* controller) {
  if (controller == m_controller) return;
  if (m_controller) disconnect(m_controller, nullptr, this, nullptr);
  m_controller = controller;
  if (m_controller)
    connect(m_controller, &PnpController::documentChanged, this, [this] { update(); });
  update();
  Q_EMIT controllerChanged();
}

void PnpPageItem::setPage(int page) {
  if (page == m_page) return;
  m_page = page;
  update();
  Q_EMIT pageChanged();
}

void PnpPageItem::paint(QPainter* painter) {
  if (!m_controller) return;
  const auto document = m_controller->document();
  if (m_page < 0 || m_page >= document->pageCount()) return;
  // The item keeps the paper's proportions (QML sizes it); the width sets the scale.
  const double unitsPerMm = width() / document->layout().paper.width;
  document->paintPage(*painter, m_page, unitsPerMm);
}

}  // namespace gm::app
