// Grudge Match: starts the Qt Quick app. Everything else lives in the grudgematch_app library.
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

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
  // The names and the arguments come first: --help, --version and a wrong option answer without
  // a display (the application, which needs one, is made after).
  QCoreApplication::setOrganizationName(QStringLiteral("GrudgeMatch"));
  QCoreApplication::setApplicationName(QStringLiteral("grudgematch"));
  QCoreApplication::setApplicationVersion(QStringLiteral(GM_VERSION));
  QStringList arguments;
  for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Five indie card games at one table, against the computer or friends."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption lang(QStringLiteral("lang"),
                                QStringLiteral("Language of the interface, e.g. de or en."),
                                QStringLiteral("code"));
  parser.addOption(lang);
  if (!parser.parse(arguments)) {
    std::fprintf(stderr, "grudgematch: %s\nTry --help.\n", qPrintable(parser.errorText()));
    return 2;
  }
  if (parser.isSet(QStringLiteral("help"))) {
    // (Without an application the parser knows no program name.)
    std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("<executable_name>"),
                                                    QStringLiteral("grudgematch"))),
               stdout);
    return 0;
  }
  if (parser.isSet(QStringLiteral("version"))) {
    std::printf("grudgematch %s\n", GM_VERSION);
    return 0;
  }

  // A QApplication (not QGuiApplication) because print-and-play's Print… opens the system print
  // dialog, a Qt Widgets dialog; the window itself stays Qt Quick.
  QApplication app(argc, argv);
  QGuiApplication::setApplicationDisplayName(QStringLiteral("Grudge Match"));
  // The table is styled by our Theme on top of Basic, the lightest Controls style.
  QQuickStyle::setStyle(QStringLiteral("Basic"));
  QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/grudgematch.svg")));

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
