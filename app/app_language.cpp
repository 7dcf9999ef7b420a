#include "app_language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

#include "logging.h"
#include "settings.h"

namespace gm::app {

AppLanguage* AppLanguage::instance() {
  static QPointer<AppLanguage> one;
  if (!one) {
    one = new AppLanguage;
    // Gone with the application, before Qt's own globals are; without one it is never deleted.
    if (QCoreApplication* app = QCoreApplication::instance()) one->setParent(app);
  }
  return one;
}

AppLanguage* AppLanguage::create(QQmlEngine* engine, QJSEngine*) {
  AppLanguage* one = instance();
  QJSEngine::setObjectOwnership(one, QJSEngine::CppOwnership);
  if (engine && !one->m_engines.contains(engine)) one->m_engines.append(engine);
  return one;
}

QString AppLanguage::code() {
  return QLocale::languageToCode(QLocale().language());
}

void AppLanguage::setLanguage(const QString& language) {
  Settings settings;
  // A language chosen for one run (--lang) is stored once it is chosen here too.
  if (language == m_language && language == settings.language()) return;
  settings.setLanguage(language);
  apply(settings.language());  // what the settings keep: an unusable name is the system's
}

void AppLanguage::apply(const QString& language) {
  const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
  QLocale::setDefault(locale);
  auto next = std::make_unique<QTranslator>();
  // A language without a translation is shown in English, with English plural forms ("1 card",
  // "2 cards"), which the English file holds.
  const bool found = next->load(locale, QStringLiteral("grudgematch"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")) ||
                     next->load(QStringLiteral(":/i18n/grudgematch_en.qm"));
  if (m_translator) QCoreApplication::removeTranslator(m_translator.get());
  m_translator.reset();
  if (found && QCoreApplication::installTranslator(next.get())) m_translator = std::move(next);
  qCInfo(lcLanguage) << "language" << (language.isEmpty() ? QStringLiteral("(system)") : language)
                     << "translation" << (m_translator ? "installed" : "none: English");
  m_language = language;
  for (const QPointer<QQmlEngine>& engine : std::as_const(m_engines))
    if (engine) engine->retranslate();
  Q_EMIT languageChanged();
}

}  // namespace gm::app
