#pragma once
// One stat medallion of the cards (an icon on its coloured disc, with a value or without), drawn by
// the card renderer (gm::print::CardPainter::paintStat): a table's legend of what the icons on its
// cards mean shows exactly the icons the cards show.
#include <QtQml/qqmlregistration.h>
#include <QQuickPaintedItem>

namespace gm::app {

class StatIconItem : public QQuickPaintedItem {
  Q_OBJECT
  QML_ELEMENT
  // The icon's name as in the card data (rules::FaceStat::icon), e.g. "speed", "damage".
  Q_PROPERTY(QString icon READ icon WRITE setIcon NOTIFY iconChanged)
  // The value shown under the icon; "" draws the icon alone.
  Q_PROPERTY(QString value READ value WRITE setValue NOTIFY valueChanged)
  // Whether the renderer knows the icon (else it prints the icon's name in the disc).
  Q_PROPERTY(bool known READ known NOTIFY iconChanged)

 public:
  explicit StatIconItem(QQuickItem* parent = nullptr);

  QString icon() const { return m_icon; }
  void setIcon(const QString& icon);
  QString value() const { return m_value; }
  void setValue(const QString& value);
  bool known() const;

  void paint(QPainter* painter) override;

 Q_SIGNALS:
  void iconChanged();
  void valueChanged();

 private:
  QString m_icon;
  QString m_value;
};

}  // namespace gm::app
