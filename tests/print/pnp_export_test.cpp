// Print-and-play pages as a user gets them: the PDF's page count and paper size (pdfinfo), every
// card of a game placed once at its slot (word boxes from pdftotext -bbox), cards within 0.1 mm of
// the computed grid (a 254 dpi rendering: 10 px a millimetre), ink where cards are and none in the
// gutters, backs at the mirrored slots, and black-and-white pages without colour.
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

#include "games/builtin_games.h"
#include "pdf_export.h"
#include "sheet_document.h"

using namespace gm::print;

namespace {

QString runTool(const QString& tool, const QStringList& args) {
  QProcess p;
  p.start(tool, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}

std::vector<Deck> everyDeck() {
  std::vector<Deck> decks;
  for (const auto* game : gm::rules::builtinGames().games())
    if (!game->cardFaces().empty()) decks.push_back(deckOf(*game));
  return decks;
}

struct Word {
  QRectF box;  // in points, from the page's top-left corner
  QString text;
};

// The words of every page, from `pdftotext -bbox`.
std::vector<std::vector<Word>> wordsByPage(const QString& pdf) {
  const QString html = runTool(QStringLiteral("pdftotext"), {"-bbox", pdf, "-"});
  std::vector<std::vector<Word>> pages;
  static const QRegularExpression token(
      R"re(<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re");
  for (auto it = token.globalMatch(html); it.hasNext();) {
    const auto m = it.next();
    if (m.captured(0).startsWith("<page")) {
      pages.emplace_back();
      continue;
    }
    const QPointF a(m.captured(1).toDouble(), m.captured(2).toDouble());
    const QPointF b(m.captured(3).toDouble(), m.captured(4).toDouble());
    // The words come XML-escaped (a title's apostrophe as &apos;).
    QString text = m.captured(5);
    text.replace(QStringLiteral("&apos;"), QStringLiteral("'"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    pages.back().push_back({QRectF(a, b), text});
  }
  return pages;
}

QRectF toPoints(const RectMm& r) {
  const double k = 72.0 / 25.4;
  return {r.x * k, r.y * k, r.width * k, r.height * k};
}

bool isWhite(QRgb c) {
  return qRed(c) > 245 && qGreen(c) > 245 && qBlue(c) > 245;
}

// The share of non-white pixels of `image` inside `r` (millimetres at `pxPerMm`).
double inkShare(const QImage& image, const RectMm& r, double pxPerMm) {
  int ink = 0, all = 0;
  for (int y = int(std::ceil(r.y * pxPerMm)); y < int(r.bottom() * pxPerMm); ++y) {
    for (int x = int(std::ceil(r.x * pxPerMm)); x < int(r.right() * pxPerMm); ++x) {
      ++all;
      ink += !isWhite(image.pixel(x, y));
    }
  }
  return all == 0 ? 0.0 : double(ink) / all;
}

}  // namespace

class PnpExportTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!everyDeck().empty(), "no game has printable cards");
    if (QStandardPaths::findExecutable("pdfinfo").isEmpty() ||
        QStandardPaths::findExecutable("pdftotext").isEmpty() ||
        QStandardPaths::findExecutable("pdftoppm").isEmpty())
      QSKIP("poppler-utils (pdfinfo, pdftotext, pdftoppm) is not installed");
  }

  void pdfHasOnePageForEveryFrontAndBackAtPaperSize() {
    SheetSettings s;
    const SheetDocument a4(s, everyDeck());
    int expected = 0;
    for (const Deck& d : a4.decks()) expected += 2 * int(planSheets(s, d.faces).sheetCount);
    QCOMPARE(a4.pageCount(), expected);
    const QString path = m_dir.filePath("a4.pdf");
    const auto info = exportPdf(a4, path, "test");
    QVERIFY2(info.ok(), info.ok() ? "" : info.error().c_str());
    const QString text = runTool("pdfinfo", {path});
    QVERIFY2(text.contains(QRegularExpression(QString("Pages:\\s+%1\\n").arg(expected))),
             qPrintable(text));
    QVERIFY2(text.contains("(A4)"), qPrintable(text));

    s.paper = Paper::Letter;
    s.landscape = true;
    s.duplex = Duplex::None;
    s.alignmentPage = true;
    const SheetDocument letter(s, everyDeck());
    QVERIFY(exportPdf(letter, path, "test").ok());
    const QString letterText = runTool("pdfinfo", {path});
    QVERIFY2(letterText.contains("792 x 612 pts (letter)"), qPrintable(letterText));
    QVERIFY2(letterText.contains(QString("Pages:           %1").arg(letter.pageCount())),
             qPrintable(letterText));
  }

  void pdfPlacesEveryCardOfEveryGameOnceAtItsSlot() {
    SheetSettings s;
    s.bleed = 1.0;
    const SheetDocument doc(s, everyDeck());
    const QString path = m_dir.filePath("cards.pdf");
    QVERIFY(exportPdf(doc, path, "test").ok());
    const auto pages = wordsByPage(path);
    QCOMPARE(int(pages.size()), doc.pageCount());

    std::map<std::pair<int, int>, int> found;  // (deck, face) -> placements whose title is there
    for (int page = 0; page < doc.pageCount(); ++page) {
      if (doc.pageKind(page) != PageKind::Fronts) continue;
      for (const auto& card : doc.cardsOn(page)) {
        const auto& face = doc.decks()[std::size_t(card.deck)].faces[std::size_t(card.face)];
        const QRectF area = toPoints(card.cut);
        const QStringList title =
            QString::fromStdString(face.ends.at(0).title).split(' ', Qt::SkipEmptyParts);
        int present = 0;
        for (const QString& w : title) {
          for (const Word& word : pages[std::size_t(page)]) {
            if (area.contains(word.box.center()) &&
                word.text.compare(w, Qt::CaseInsensitive) == 0) {
              ++present;
              break;
            }
          }
        }
        if (present == title.size()) ++found[{card.deck, card.face}];
      }
    }
    for (std::size_t d = 0; d < doc.decks().size(); ++d) {
      const auto& faces = doc.decks()[d].faces;
      for (std::size_t f = 0; f < faces.size(); ++f) {
        const int copies = found[{int(d), int(f)}];
        QVERIFY2(copies == faces[f].copies, qPrintable(QString("%1: %2 of %3 copies found")
                                                           .arg(QString::fromStdString(faces[f].id))
                                                           .arg(copies)
                                                           .arg(faces[f].copies)));
      }
    }
  }

  void pdfCardsLieWithinATenthOfAMillimetreOfTheGrid() {
    const SheetDocument doc(SheetSettings{}, everyDeck());
    const QString path = m_dir.filePath("grid.pdf");
    QVERIFY(exportPdf(doc, path, "test").ok());
    const QString prefix = m_dir.filePath("grid");
    runTool("pdftoppm", {"-r", "254", "-f", "1", "-l", "1", "-png", "-singlefile", path, prefix});
    const QImage page(prefix + ".png");
    QVERIFY(!page.isNull());
    QCOMPARE(page.width(), 2100);  // 210 mm at 10 px a millimetre
    // Every card's edges, scanning across the card's middle: first ink at the cut line (10 px/mm,
    // so one pixel of slack is 0.1 mm).
    const SheetLayout& l = doc.layout();
    for (const RectMm& cut : l.cuts) {
      const int midY = int(cut.y + cut.height / 2) * 10;
      const int midX = int(cut.x + cut.width / 2) * 10;
      int left = midX, top = midY;
      while (left > 0 && !isWhite(page.pixel(left - 1, midY))) --left;
      while (top > 0 && !isWhite(page.pixel(midX, top - 1))) --top;
      // Neighbours butt together at 0 gutter: only the outer edges end in white.
      if (cut.x - l.grid.x < 0.01)
        QVERIFY2(std::abs(left - cut.x * 10) <= 1, qPrintable(QString::number(left)));
      if (cut.y - l.grid.y < 0.01)
        QVERIFY2(std::abs(top - cut.y * 10) <= 1, qPrintable(QString::number(top)));
    }
  }

  void renderedPagesHaveInkOnCardsAndNoneInTheGutters() {
    SheetSettings s;
    s.gutter = 4.0;
    const SheetDocument doc(s, everyDeck());
    const double pxPerMm = 50 / 25.4;
    for (int page : {0, 1}) {
      const QImage image = doc.renderPage(page, 50);
      QCOMPARE(image.width(), 413);  // 210 mm at 50 dpi
      const auto cards = doc.cardsOn(page);
      for (const auto& card : cards)
        QVERIFY2(inkShare(image, card.cut.grown(-1.0), pxPerMm) > 0.9,
                 qPrintable(QString("page %1 slot at %2").arg(page).arg(card.cut.x)));
      // Fronts: the gutters between columns and rows stay white (a pixel of slack either side).
      // Backs run half the gutter past their cut to hide misregistration, so theirs are inked.
      const SheetLayout& l = doc.layout();
      for (int c = 0; c + 1 < l.columns; ++c) {
        const double x = l.cuts[std::size_t(c)].right();
        const RectMm gutter{x + 0.6, l.grid.y, s.gutter - 1.2, l.grid.height};
        if (page == 0)
          QCOMPARE(inkShare(image, gutter, pxPerMm), 0.0);
        else
          QVERIFY(inkShare(image, gutter, pxPerMm) > 0.9);
      }
      for (int r = 0; r + 1 < l.rows; ++r) {
        const double y = l.cuts[std::size_t(r * l.columns)].bottom();
        const RectMm gutter{l.grid.x, y + 0.6, l.grid.width, s.gutter - 1.2};
        if (page == 0) QCOMPARE(inkShare(image, gutter, pxPerMm), 0.0);
      }
    }
  }

  void backsLandAtTheMirroredSlots() {
    Deck deck = everyDeck().front();
    deck.faces.resize(1);
    deck.faces[0].copies = 2;  // slots 0 and 1 of a 3×3 sheet
    SheetSettings s;
    const SheetDocument doc(s, {deck});
    QCOMPARE(doc.pageCount(), 2);
    const double pxPerMm = 50 / 25.4;
    const QImage front = doc.renderPage(0, 50);
    const QImage back = doc.renderPage(1, 50);
    const auto& cuts = doc.layout().cuts;
    QVERIFY(inkShare(front, cuts[0].grown(-1), pxPerMm) > 0.9);
    QCOMPARE(inkShare(front, cuts[2].grown(-1), pxPerMm), 0.0);
    QVERIFY(inkShare(back, cuts[2].grown(-1), pxPerMm) > 0.9);
    QVERIFY(inkShare(back, cuts[1].grown(-1), pxPerMm) > 0.9);
    QCOMPARE(inkShare(back, cuts[0].grown(-1), pxPerMm), 0.0);
  }

  void blackAndWhitePagesHaveNoColour() {
    SheetSettings s;
    s.blackAndWhite = true;
    const SheetDocument doc(s, everyDeck());
    for (int page : {0, 1}) {
      const QImage image = doc.renderPage(page, 40);
      int coloured = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
          const QRgb c = image.pixel(x, y);
          coloured +=
              std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) >
              12;
        }
      QCOMPARE(coloured, 0);
    }
  }

  void alignmentPageComesFirstWithItsBack() {
    SheetSettings s;
    s.alignmentPage = true;
    const SheetDocument doc(s, everyDeck());
    QCOMPARE(doc.pageKind(0), PageKind::AlignmentFront);
    QCOMPARE(doc.pageKind(1), PageKind::AlignmentBack);
    QCOMPARE(doc.pageKind(2), PageKind::Fronts);
    // The crosses sit on the card corners: ink at the first card's top-left corner.
    const QImage image = doc.renderPage(0, 100);
    const RectMm& c = doc.layout().cuts[0];
    const double k = 100 / 25.4;
    QVERIFY(!isWhite(image.pixel(int(c.x * k), int((c.y - 3) * k))));
    QVERIFY(!isWhite(image.pixel(int((c.x - 3) * k), int(c.y * k))));
  }

  void exportKeepsTheOldFileWhenItCannotWrite() {
    const QString path = m_dir.filePath("no/such/folder/out.pdf");
    const auto result = exportPdf(SheetDocument(SheetSettings{}, everyDeck()), path, "t");
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.error()).contains(path));
    SheetSettings huge;
    huge.card = CardPreset::Custom;
    huge.customCard = {280, 280};
    QVERIFY(!exportPdf(SheetDocument(huge, everyDeck()), m_dir.filePath("x.pdf"), "t").ok());
    QVERIFY(!QFile::exists(m_dir.filePath("x.pdf")));
  }
};

QTEST_MAIN(PnpExportTest)
#include "pnp_export_test.moc"
