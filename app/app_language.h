#pragma once
// The language the app speaks, changeable while it runs: the one Qt Linguist translator, the
// default locale (numbers, dates), the card faces (CardLibrary) and the rules pages all follow it.
// main.cpp applies the language of --lang or the settings at start; the View menu's Language
// applies and stores another one at once, with no restart.
#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTranslator>
#include <memory>

class QQmlEngine;
class QJSEngine;

namespace gm::app {

class AppLanguage : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  // The chosen language: a locale name such as "de" or "en", "" for the system's. Setting it
  // applies it at once and stores it in the settings for the next start.
  Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
  // The language the texts are in now, as a two-letter code ("de", "en").
  Q_PROPERTY(QString code READ code NOTIFY languageChanged)

 public:
  // The one instance (QML's singleton too), made on first use; it lives as long as the
  // application object (or the program, when there is none yet).
  static AppLanguage* instance();
  // The QML singleton's factory: the one instance, and `engine` is retranslated on every change.
  static AppLanguage* create(QQmlEngine* engine, QJSEngine*);

  QString language() const { return m_language; }
  void setLanguage(const QString& language);
  // The code of the default locale: what card faces and rules pages are looked up by.
  static QString code();

  // Installs the translation of `language` ("" = the system's; a language without a translation
  // shows the English texts), makes it the default locale, retranslates every QML engine using
  // the singleton and emits languageChanged. Does not store it.
  void apply(const QString& language);

 Q_SIGNALS:
  void languageChanged();

 private:
  AppLanguage() = default;

  QString m_language;
  std::unique_ptr<QTranslator> m_translator;
  QList<QPointer<QQmlEngine>> m_engines;
};

}  // namespace gm::app
