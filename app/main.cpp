// Grudge Match: starts the Qt Quick app. Everything else lives in the grudgematch_app library.
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

#include "app_language.h"
#include "settings.h"

Q_IMPORT_QML_PLUGIN(GrudgeMatchPlugin)

int main(int argc, char* argv[]) {
  // The software scene graph starts faster and needs far less memory than OpenGL on a software
  // rasteriser, and a card table needs no shaders. GM_OPENGL=1 opts back into the default.
  if (qEnvironmentVariableIntValue("GM_OPENGL") == 0)
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
  // A QApplication (not QGuiApplication) because print-and-play's Print… opens the system print
  // dialog, a Qt Widgets dialog; the window itself stays Qt Quick.
  QApplication app(argc, argv);
  QGuiApplication::setOrganizationName(QStringLiteral("GrudgeMatch"));
  QGuiApplication::setApplicationName(QStringLiteral("grudgematch"));
  QGuiApplication::setApplicationDisplayName(QStringLiteral("Grudge Match"));
  QGuiApplication::setApplicationVersion(QStringLiteral(GM_VERSION));
  // The table is styled by our Theme on top of Basic, the lightest Controls style.
  QQuickStyle::setStyle(QStringLiteral("Basic"));
  QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/grudgematch.svg")));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Indie card games at one table."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption lang(QStringLiteral("lang"),
                                QStringLiteral("Language of the interface, e.g. de or en."),
                                QStringLiteral("code"));
  parser.addOption(lang);
  if (!parser.parse(QGuiApplication::arguments())) {
    qCritical("%s\nTry --help.", qPrintable(parser.errorText()));
    return 2;
  }
  if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
  if (parser.isSet(QStringLiteral("version"))) parser.showVersion();

  // --lang, else the language chosen in the settings, else the system's. Numbers, dates and spin
  // boxes follow it too (1.000 and 19,6 in German); View > Language changes it while running.
  QString language = parser.value(lang);
  if (language.isEmpty()) language = gm::app::Settings().language();
  gm::app::AppLanguage::instance()->apply(language);

  QQmlApplicationEngine engine;
  QObject::connect(
      &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
      [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
  engine.load(QUrl(QStringLiteral("qrc:/GrudgeMatch/Main.qml")));
  return QGuiApplication::exec();
}
