#include "keyboard_focus.h"

#include <QCoreApplication>
#include <QEvent>
#include <QJSEngine>
#include <QKeyEvent>

namespace gm::app {

KeyboardFocus* KeyboardFocus::instance() {
  static KeyboardFocus* one = [] {
    auto* made = new KeyboardFocus;
    if (QCoreApplication* app = QCoreApplication::instance()) {
      made->setParent(app);
      app->installEventFilter(made);
    }
    return made;
  }();
  return one;
}

KeyboardFocus* KeyboardFocus::create(QQmlEngine*, QJSEngine*) {
  KeyboardFocus* one = instance();
  QJSEngine::setObjectOwnership(one, QJSEngine::CppOwnership);
  return one;
}

void KeyboardFocus::setVisible(bool visible) {
  if (visible == m_visible) return;
  m_visible = visible;
  Q_EMIT visibleChanged();
}

bool KeyboardFocus::eventFilter(QObject* watched, QEvent* event) {
  switch (event->type()) {
    case QEvent::KeyPress: {
      // A modifier alone (Ctrl held before a click) is not keyboard use.
      const int key = static_cast<QKeyEvent*>(event)->key();
      if (key != Qt::Key_Control && key != Qt::Key_Shift && key != Qt::Key_Alt &&
          key != Qt::Key_Meta)
        setVisible(true);
      break;
    }
    case QEvent::MouseButtonPress:
    case QEvent::TouchBegin:
      setVisible(false);
      break;
    default:
      break;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace gm::app
