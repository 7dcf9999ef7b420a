#pragma once
// Whether the focus is drawn: while the player uses the keyboard, every Tab stop with the focus
// shows its focus frame (qml/table/FocusFrame.qml) and a zone marks its current card; a press of
// the mouse or a touch hides them again, so a player who clicks sees no frame round the hand that
// holds the focus for the keys. (Qt 6.4's Item has no focus reason; Controls' visualFocus covers
// only Controls.) One instance watches the application's input events.
#include <QtQml/qqmlregistration.h>
#include <QObject>

class QQmlEngine;
class QJSEngine;

namespace gm::app {

class KeyboardFocus : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  // True from a key press until the next mouse press or touch. A test may set it.
  Q_PROPERTY(bool visible READ isVisible WRITE setVisible NOTIFY visibleChanged)

 public:
  // The one instance (QML's singleton too), made on first use; it filters the application's events.
  static KeyboardFocus* instance();
  static KeyboardFocus* create(QQmlEngine* engine, QJSEngine*);

  bool isVisible() const { return m_visible; }
  void setVisible(bool visible);

 Q_SIGNALS:
  void visibleChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  KeyboardFocus() = default;

  bool m_visible = false;
};

}  // namespace gm::app
