#include "pdf_export.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace gm::print {
namespace {

// Device units per inch of the PDF: fine enough that rounding never moves a card by more than
// 0.03 mm (the page painter works in these units).
constexpr int kPdfResolution = 1200;

}  // namespace

rules::Expected<PdfInfo> exportPdf(const SheetDocument& document, const QString& path,
                                   const QString& title) {
  if (document.pageCount() == 0)
    return rules::Error{
        QCoreApplication::translate("gm::print::PdfExport",
                                    "Nothing to print: the cards do not fit on the page.")
            .toStdString()};
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return rules::Error{QCoreApplication::translate("gm::print::PdfExport", "Cannot write %1: %2")
                            .arg(path, file.errorString())
                            .toStdString()};
  {
    QPdfWriter writer(&file);
    const SheetSettings& s = document.settings();
    const QPageSize size(s.paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter);
    writer.setPageLayout(QPageLayout(
        size, s.landscape ? QPageLayout::Landscape : QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setResolution(kPdfResolution);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Grudge Match"));
    QPainter painter;
    if (!painter.begin(&writer)) {
      file.cancelWriting();
      return rules::Error{
          QCoreApplication::translate("gm::print::PdfExport", "Cannot start the PDF %1.")
              .arg(path)
              .toStdString()};
    }
    const double unitsPerMm = kPdfResolution / 25.4;
    for (int page = 0; page < document.pageCount(); ++page) {
      if (page > 0) writer.newPage();
      document.paintPage(painter, page, unitsPerMm);
    }
    painter.end();
  }
  const qint64 bytes = file.size();
  if (!file.commit())
    return rules::Error{QCoreApplication::translate("gm::print::PdfExport", "Cannot write %1: %2")
                            .arg(path, file.errorString())
                            .toStdString()};
  return PdfInfo{document.pageCount(), bytes};
}

}  // namespace gm::print
