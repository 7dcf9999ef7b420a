// Runs the Qt Quick Tests of the GrudgeMatch QML module (tst_*.qml in this folder) against the real
// app library. The setup gives each run private settings and data folders, makes qrc:/ an import
// path (Qt 6.4 does not by default) and records every warning, so a test can fail on a QML warning
// instead of letting it scroll by: the QML side reads them from the GrudgeMatchTest.QmlWarnings
// singleton, which also lists the module's files for the load test.
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QImage>
#include <QMutex>
#include <QMutexLocker>
#include <QObject>
#include <QQmlEngine>
#include <QSize>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQuickTest>

#include "app_language.h"
#include "session.h"
#include "zone_model.h"

Q_IMPORT_QML_PLUGIN(GrudgeMatchPlugin)

namespace {

// Warnings seen since the last clear(); filled from any thread by the message handler.
class QmlWarnings : public QObject {
  Q_OBJECT
  Q_PROPERTY(QStringList messages READ messages NOTIFY changed)
  Q_PROPERTY(QStringList moduleFiles READ moduleFiles CONSTANT)
  Q_PROPERTY(QStringList sourceFiles READ sourceFiles CONSTANT)
  // A folder of this run (removed at its end) where a test may write files.
  Q_PROPERTY(QString scratchDir READ scratchDir CONSTANT)

 public:
  static QmlWarnings& instance() {
    static QmlWarnings warnings;
    return warnings;
  }

  QStringList messages() const {
    QMutexLocker lock(&m_mutex);
    return m_messages;
  }
  QString scratchDir() const { return m_scratchDir; }
  void setScratchDir(const QString& dir) { m_scratchDir = dir; }
  // Also puts the recorder back on top: Qt Test installs its own handler when a test file starts
  // logging, and that one passes nothing on, so a recorder installed only at start-up heard
  // nothing.
  Q_INVOKABLE void clear();
  void add(const QString& message) {
    {
      QMutexLocker lock(&m_mutex);
      m_messages.append(message);
    }
    QMetaObject::invokeMethod(this, &QmlWarnings::changed, Qt::QueuedConnection);
  }

  // The QML files compiled into the module, and those in the source folder: the load test checks
  // both lists are the same, so a file missing from the build cannot go unnoticed.
  QStringList moduleFiles() const {
    return QDir(QStringLiteral(":/GrudgeMatch"))
        .entryList({QStringLiteral("*.qml")}, QDir::Files, QDir::Name);
  }
  // qml/ and its game folders (qml/<game>/), whose files the module holds under their bare names.
  QStringList sourceFiles() const {
    QStringList files;
    QDirIterator it(QStringLiteral(GM_QML_SOURCE_DIR), {QStringLiteral("*.qml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) files.append(QFileInfo(it.next()).fileName());
    files.sort();
    return files;
  }

 Q_SIGNALS:
  void changed();

 private:
  mutable QMutex m_mutex;
  QStringList m_messages;
  QString m_scratchDir;
};

// What a test may change in the app's objects that the app itself keeps fixed.
class TestSupport : public QObject {
  Q_OBJECT

 public:
  static TestSupport& instance() {
    static TestSupport support;
    return support;
  }
  // The pause between moves of a game of bots only (a spectator's pace): a test that waits for
  // such a game to end, not for its pace, sets 0.
  Q_INVOKABLE void setBotPauseMs(QObject* session, int ms) {
    auto* s = qobject_cast<gm::app::Session*>(session);
    if (!s) qFatal("TestSupport.setBotPauseMs: not the Session");
    s->setBotPauseMs(ms);
  }
  // As if the app had been closed and started again: the session holds no game (the autosaves
  // stay), so what follows is what a person finds at the next start.
  Q_INVOKABLE void forgetGame(QObject* session) {
    auto* s = qobject_cast<gm::app::Session*>(session);
    if (!s) qFatal("TestSupport.forgetGame: not the Session");
    s->forgetGame();
  }
  // A zone of its own for a generic component's test, laid out in a row: `cards` lists maps of
  // uid, face and attachedTo (-1 or absent: attached to nothing), shown face up. The model
  // belongs to the test support and lives until the run ends.
  Q_INVOKABLE QObject* rowZone(const QString& name, const QVariantList& cards) {
    auto* zone = new gm::app::ZoneModel(name, this);
    zone->setZoneInfo(-1, QStringLiteral("everyone"), QStringLiteral("row"), 0);
    std::vector<gm::app::ZoneCard> list;
    for (const QVariant& v : cards) {
      const QVariantMap m = v.toMap();
      gm::app::ZoneCard c;
      c.uid = m.value(QStringLiteral("uid"), -1).toInt();
      c.face = m.value(QStringLiteral("face")).toString();
      c.hidden = false;
      c.faceUp = true;
      c.attachedTo = m.value(QStringLiteral("attachedTo"), -1).toInt();
      list.push_back(std::move(c));
    }
    zone->setCards(std::move(list));
    return zone;
  }
  // The bytes of the file at `path` (a path or a file: URL) as Latin-1 text, "" when it cannot
  // be read: a journey test checks what an export or a save wrote.
  Q_INVOKABLE QString readFile(const QString& path) const {
    QFile file(localPath(path));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromLatin1(file.readAll());
  }
  // The size in bytes of the file at `path`, -1 when there is none.
  Q_INVOKABLE qint64 fileSize(const QString& path) const {
    const QFileInfo info(localPath(path));
    return info.isFile() ? info.size() : -1;
  }
  // The picture at `path` (width, height; 0 when it cannot be read) and its resolution.
  Q_INVOKABLE QSize imageSize(const QString& path) const { return QImage(localPath(path)).size(); }
  Q_INVOKABLE int imageDotsPerInch(const QString& path) const {
    return qRound(QImage(localPath(path)).dotsPerMeterX() * 0.0254);
  }

 private:
  static QString localPath(const QString& path) {
    return path.startsWith(QLatin1String("file:")) ? QUrl(path).toLocalFile() : path;
  }
};

QtMessageHandler g_previous = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message);

void QmlWarnings::clear() {
  {
    QMutexLocker lock(&m_mutex);
    m_messages.clear();
  }
  const QtMessageHandler current = qInstallMessageHandler(recordWarnings);
  if (current != recordWarnings) g_previous = current;
  Q_EMIT changed();
}

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  // The test environment itself (no runtime dir for root, offscreen platform notes) is not the
  // QML module's fault; everything else at warning level or above is.
  const bool environment = message.contains(QLatin1String("XDG_RUNTIME_DIR")) ||
                           message.contains(QLatin1String("propagateSizeHints"));
  if (type != QtDebugMsg && type != QtInfoMsg && !environment)
    QmlWarnings::instance().add(QStringLiteral("%1: %2").arg(
        QString::fromLatin1(context.category ? context.category : "default"), message));
  if (g_previous) g_previous(type, context, message);
}

class Setup : public QObject {
  Q_OBJECT

 public Q_SLOTS:
  void applicationAvailable() {
    // Settings, autosave and caches go to a folder of this run, never the user's own.
    const QString root = m_home.path();
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(root + QStringLiteral("/config")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(root + QStringLiteral("/data")));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(root + QStringLiteral("/cache")));
    QDir(root).mkpath(QStringLiteral("scratch"));
    // The documents folder, where every file dialog starts, is one of this run's folders too.
    QDir(root).mkpath(QStringLiteral("config"));
    QFile dirs(root + QStringLiteral("/config/user-dirs.dirs"));
    if (dirs.open(QIODevice::WriteOnly))
      dirs.write("XDG_DOCUMENTS_DIR=\"" + QFile::encodeName(root) + "/documents\"\n");
    QmlWarnings::instance().setScratchDir(root + QStringLiteral("/scratch"));
    g_previous = qInstallMessageHandler(recordWarnings);
    // GM_TEST_LANGUAGE=de runs the tests in that language, applied as the app applies it (the
    // translation is embedded in the app library this runner links), cards and rules included.
    // Else English, as the app starts in it (with English plural forms).
    const QString language = qEnvironmentVariable("GM_TEST_LANGUAGE");
    gm::app::AppLanguage::instance()->apply(language.isEmpty() ? QStringLiteral("en") : language);
    if (!language.isEmpty()) {
      if (QCoreApplication::translate("Main", "&Game") == QLatin1String("&Game"))
        qFatal("No %s translation embedded in the app", qPrintable(language));
    }
  }

  void qmlEngineAvailable(QQmlEngine* engine) {
    engine->addImportPath(QStringLiteral("qrc:/"));
    // The registration is global; the engine of every test file sees it.
    static const bool registered = [] {
      qmlRegisterSingletonInstance("GrudgeMatchTest", 1, 0, "QmlWarnings",
                                   &QmlWarnings::instance());
      qmlRegisterSingletonInstance("GrudgeMatchTest", 1, 0, "TestSupport",
                                   &TestSupport::instance());
      return true;
    }();
    Q_UNUSED(registered);
  }

 private:
  QTemporaryDir m_home;
};

}  // namespace

// QUICK_TEST_MAIN_WITH_SETUP, but with a QApplication made first (the test runner then uses it):
// Qt Charts, which the Balance Lab draws with, needs one, as the app itself has.
int main(int argc, char** argv) {
  QTEST_SET_MAIN_SOURCE_PATH
  QApplication app(argc, argv);
  Setup setup;
  return quick_test_main_with_setup(argc, argv, "grudgematch_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "qml_test_main.moc"
