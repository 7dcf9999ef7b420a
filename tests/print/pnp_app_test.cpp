// The print-and-play screen's C++ side: settings remembered between runs and refused when
// damaged, values clamped, the fit warning in words, Export PDF, the system print dialog (a
// QApplication here, as in the app), and the live page item painting the same page as the
// document.
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "pnp_controller.h"
#include "pnp_page_item.h"
#include "pnp_settings.h"

using gm::app::PnpController;

class PnpAppTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

 private Q_SLOTS:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GrudgeMatchPnpTest"));
    QCoreApplication::setApplicationName(QStringLiteral("pnp_app_test"));
    QVERIFY(m_dir.isValid());
  }

  void init() { QSettings().clear(); }

  void settingsAreRememberedForTheNextScreen() {
    {
      PnpController first;
      first.setPaper("letter");
      first.setLandscape(true);
      first.setCard("custom");
      first.setCustomWidth(70);
      first.setBleed(1.5);
      first.setDuplex("short");
      first.setBlackAndWhite(true);
      first.setBackOffsetX(-1.2);
    }
    PnpController second;
    QCOMPARE(second.paper(), QString("letter"));
    QVERIFY(second.landscape());
    QCOMPARE(second.card(), QString("custom"));
    QCOMPARE(second.customWidth(), 70.0);
    QCOMPARE(second.bleed(), 1.5);
    QCOMPARE(second.duplex(), QString("short"));
    QVERIFY(second.blackAndWhite());
    QCOMPARE(second.backOffsetX(), -1.2);
    second.resetSettings();
    QCOMPARE(PnpController().paper(), QString("a4"));
  }

  void damagedStoredSettingsFallBackToDefaults() {
    QSettings s;
    s.setValue("printAndPlay/bleed", "lots");
    s.setValue("printAndPlay/gutter", 500);
    s.setValue("printAndPlay/card", "tarot");
    s.setValue("printAndPlay/duplex", "sideways");
    s.setValue("printAndPlay/backOffsetY", -40);
    s.setValue("printAndPlay/paper", "a4");
    const auto loaded = gm::app::loadPnpSettings(s);
    QCOMPARE(loaded.bleed, 0.0);
    QCOMPARE(loaded.gutter, 0.0);
    QCOMPARE(loaded.card, gm::print::CardPreset::Poker);
    QCOMPARE(loaded.duplex, gm::print::Duplex::LongEdge);
    QCOMPARE(loaded.backOffsetY, 0.0);
    QVERIFY(gm::print::validationError(loaded).empty());
  }

  void valuesAreClampedAndTheWarningSaysWhatToTry() {
    PnpController c;
    c.setGameId("knockdown");
    QCOMPARE(c.gameName(), QString("Knockdown"));
    QVERIFY(c.warning().isEmpty());
    QCOMPARE(c.columns() * c.rows(), 9);
    c.setBleed(9);
    QCOMPARE(c.bleed(), 3.0);
    c.setPaper("letter");
    QCOMPARE(c.columns(), 2);
    QCOMPARE(c.rows(), 2);
    QVERIFY2(c.warning().contains("0.9") && c.warning().contains("3 × 3 = 9"),
             qPrintable(c.warning()));
    c.setCard("custom");
    c.setCustomWidth(400);
    QCOMPARE(c.customWidth(), 300.0);
    QCOMPARE(c.pageCount(), 0);
    QVERIFY(c.warning().contains("does not fit"));
    c.setPaper("a3");  // unknown: ignored
    QCOMPARE(c.paper(), QString("letter"));
  }

  void pagesFollowTheSettings() {
    PnpController c;
    c.setGameId("knockdown");
    const int withBacks = c.pageCount();
    QVERIFY(withBacks > 0 && withBacks % 2 == 0);
    QSignalSpy changed(&c, &PnpController::documentChanged);
    c.setDuplex("none");
    QCOMPARE(changed.count(), 1);
    QCOMPARE(c.pageCount(), withBacks / 2);
    c.setAlignmentPage(true);
    QCOMPARE(c.pageCount(), withBacks / 2 + 1);
    QVERIFY(c.pageTitle(0).contains("Alignment"));
    QVERIFY(c.pageTitle(1).contains("Knockdown"));
    QVERIFY(c.pageTitle(999).isEmpty());
  }

  void exportPdfAddsTheSuffixAndReportsThePages() {
    PnpController c;
    c.setGameId("knockdown");
    QVERIFY(c.exportPdf(QUrl::fromLocalFile(m_dir.filePath("sheets"))));
    QFile pdf(m_dir.filePath("sheets.pdf"));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
    QVERIFY2(c.message().contains(QString::number(c.pageCount())), qPrintable(c.message()));
    QVERIFY(!c.exportPdf(QUrl::fromLocalFile(m_dir.filePath("missing/dir/x.pdf"))));
    QVERIFY(c.message().contains("missing/dir"));
  }

  void printOpensTheSystemDialogAndCancelPrintsNothing() {
    PnpController c;
    c.setGameId("knockdown");
    bool dialogShown = false;
    QTimer closer;
    connect(&closer, &QTimer::timeout, [&] {
      if (QWidget* dialog = QApplication::activeModalWidget()) {
        dialogShown = dialog->inherits("QPrintDialog");
        dialog->close();  // as the user's Cancel
      }
    });
    closer.start(100);
    c.printSheets();
    QVERIFY(dialogShown);
    QVERIFY(c.message().isEmpty());
  }

  void pageItemPaintsTheDocumentsPage() {
    PnpController c;
    c.setGameId("knockdown");
    gm::app::PnpPageItem item;
    item.setController(&c);
    item.setSize(QSizeF(420, 594));  // A4 at 2 px a millimetre
    QImage shown(420, 594, QImage::Format_RGB32);
    shown.fill(Qt::white);
    {
      QPainter p(&shown);
      item.paint(&p);
    }
    QImage expected(420, 594, QImage::Format_RGB32);
    expected.fill(Qt::white);
    {
      QPainter p(&expected);
      c.document()->paintPage(p, 0, 2.0);
    }
    QCOMPARE(shown, expected);
    int ink = 0;
    for (int y = 0; y < shown.height(); ++y)
      for (int x = 0; x < shown.width(); ++x) ink += shown.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY(ink > shown.width() * shown.height() / 2);
    item.setPage(1);
    QImage back(420, 594, QImage::Format_RGB32);
    back.fill(Qt::white);
    {
      QPainter p(&back);
      item.paint(&p);
    }
    QVERIFY(back != shown);
  }
};

QTEST_MAIN(PnpAppTest)
#include "pnp_app_test.moc"
