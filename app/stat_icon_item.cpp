#include "stat_icon_item.h"

#include "card_icons.h"
#include "card_painter.h"

namespace gm::app {

StatIconItem::StatIconItem(QQuickItem* parent) : QQuickPaintedItem(parent) {
  setAntialiasing(true);
}

void StatIconItem::setIcon(const QString& icon) {
  if (icon == m_icon) return;
  m_icon = icon;
  Q_EMIT iconChanged();
  update();
}

void StatIconItem::setValue(const QString& value) {
  if (value == m_value) return;
  m_value = value;
  Q_EMIT valueChanged();
  update();
}

bool StatIconItem::known() const {
  return print::CardIcons::has(m_icon.toStdString());
}

void StatIconItem::paint(QPainter* painter) {
  rules::FaceStat stat;
  stat.icon = m_icon.toStdString();
  stat.value = m_value.toStdString();
  stat.label = stat.icon;
  print::CardPainter::paintStat(*painter, stat, QRectF(0, 0, width(), height()));
}

}  // namespace gm::app
