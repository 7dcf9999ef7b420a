#pragma once
// Writes a SheetDocument as a PDF at actual size: each page the paper's size (A4 or Letter, in
// its orientation), no margins, no scaling, text and shapes as vectors.
#include <QString>

#include "core/expected.h"
#include "sheet_document.h"

namespace gm::print {

struct PdfInfo {
  int pages = 0;
  qint64 bytes = 0;
};

// Writes the document to `path` atomically (QSaveFile): on any failure the file that was there
// stays untouched and the error says what went wrong. `title` becomes the PDF's title.
rules::Expected<PdfInfo> exportPdf(const SheetDocument& document, const QString& path,
                                   const QString& title);

}  // namespace gm::print
