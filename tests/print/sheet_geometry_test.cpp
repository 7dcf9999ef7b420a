// Sheet geometry in millimetres: grid positions, margins, mirrored backs, back offset, crop marks,
// fit warnings and pagination, checked against hand-computed figures (PRINT-NOTES.md).
#include <QtTest>

#include "sheet_geometry.h"

using namespace gm::print;

namespace {

constexpr double kTolerance = 0.1;  // the target: cards within 0.1 mm of the grid

bool near(double a, double b, double tol = 1e-6) {
  return std::abs(a - b) <= tol;
}

std::vector<gm::rules::CardFace> facesWithCopies(std::initializer_list<int> copies) {
  std::vector<gm::rules::CardFace> faces;
  int n = 0;
  for (int c : copies) {
    gm::rules::CardFace f;
    f.id = "card" + std::to_string(n++);
    f.copies = c;
    f.back = "back";
    faces.push_back(f);
  }
  return faces;
}

// A variety of valid layouts, for properties that must hold for all of them.
std::vector<SheetSettings> manySettings() {
  std::vector<SheetSettings> all;
  for (Paper paper : {Paper::A4, Paper::Letter}) {
    for (bool landscape : {false, true}) {
      for (CardPreset card : {CardPreset::Poker, CardPreset::Bridge, CardPreset::Mini}) {
        for (double bleed : {0.0, 1.0, 3.0}) {
          for (double gutter : {0.0, 2.5}) {
            for (bool edge : {false, true}) {
              SheetSettings s;
              s.paper = paper;
              s.landscape = landscape;
              s.card = card;
              s.bleed = bleed;
              s.gutter = gutter;
              s.cropToEdge = edge;
              all.push_back(s);
            }
          }
        }
      }
    }
  }
  return all;
}

}  // namespace

class SheetGeometryTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void paperAndCardSizes() {
    QVERIFY(near(paperSize(Paper::A4, false).width, 210.0));
    QVERIFY(near(paperSize(Paper::A4, true).width, 297.0));
    QVERIFY(near(paperSize(Paper::Letter, false).height, 279.4));
    QVERIFY(near(cardSize(CardPreset::Bridge).width, 57.0));
    QVERIFY(near(cardSize(CardPreset::Mini).height, 63.0));
    QVERIFY(near(cardSize(CardPreset::Custom, {70, 120}).height, 120.0));
  }

  void poker3x3OnA4AtZeroBleedIsCentredOnTheExpectedGrid() {
    const SheetLayout l = computeLayout({});
    QCOMPARE(l.columns, 3);
    QCOMPARE(l.rows, 3);
    QCOMPARE(l.advice.problem, FitAdvice::Problem::None);
    const double xs[] = {10.5, 73.5, 136.5};
    const double ys[] = {16.5, 104.5, 192.5};
    for (int slot = 0; slot < 9; ++slot) {
      const RectMm& cut = l.cuts[static_cast<std::size_t>(slot)];
      QVERIFY2(near(cut.x, xs[slot % 3], kTolerance), qPrintable(QString::number(cut.x)));
      QVERIFY2(near(cut.y, ys[slot / 3], kTolerance), qPrintable(QString::number(cut.y)));
      QVERIFY(near(cut.width, 63.0) && near(cut.height, 88.0));
    }
  }

  void letterPokerLeavesEqualMarginsOnOppositeSides() {
    SheetSettings s;
    s.paper = Paper::Letter;
    const SheetLayout l = computeLayout(s);
    QCOMPARE(l.perPage(), 9);
    QVERIFY(near(l.cuts.front().x, 13.45));
    QVERIFY(near(l.cuts.front().y, 7.7));
    QVERIFY(near(215.9 - l.cuts.back().right(), 13.45));
    QVERIFY(near(279.4 - l.cuts.back().bottom(), 7.7));
  }

  void everyGridIsCentredAndInsideTheMargins() {
    for (const SheetSettings& s : manySettings()) {
      const SheetLayout l = computeLayout(s);
      if (!l.fits()) continue;
      QVERIFY(near(l.grid.x, l.paper.width - l.grid.right()));
      QVERIFY(near(l.grid.y, l.paper.height - l.grid.bottom()));
      QVERIFY(l.grid.x >= s.margin - 1e-9 && l.grid.y >= s.margin - 1e-9);
      // One more column or row would not have fitted.
      QVERIFY(l.grid.width + l.card.width + 2 * s.bleed + s.gutter > l.paper.width - 2 * s.margin);
      QVERIFY(l.grid.height + l.card.height + 2 * s.bleed + s.gutter >
              l.paper.height - 2 * s.margin);
    }
  }

  void bleedAndGutterSpaceTheCardsApart() {
    SheetSettings s;
    s.bleed = 1.0;
    SheetLayout l = computeLayout(s);
    QCOMPARE(l.perPage(), 9);
    QVERIFY(near(l.cuts[0].x, 8.5));
    QVERIFY(near(l.cuts[1].x, 73.5));
    QVERIFY(near(l.cuts[2].x, 138.5));
    QVERIFY(near(l.cuts[3].y, 14.5 + 90.0));
    QVERIFY(near(l.grid.x, 7.5));

    s.bleed = 0.5;
    s.gutter = 2.0;
    l = computeLayout(s);
    QVERIFY(near(l.cuts[1].x - l.cuts[0].right(), 3.0));  // two half-bleeds and the gutter
    QVERIFY(near(l.backBleed, 1.5));
  }

  void a4LandscapeHoldsFourByTwoWithFullBleed() {
    SheetSettings s;
    s.landscape = true;
    s.bleed = 3.0;
    const SheetLayout l = computeLayout(s);
    QCOMPARE(l.columns, 4);
    QCOMPARE(l.rows, 2);
    QCOMPARE(l.advice.problem, FitAdvice::Problem::None);
    QVERIFY(near(l.grid.x, 10.5));
    QVERIFY(near(l.grid.y, 11.0));
    QVERIFY(near(l.cuts[1].x, 82.5));
    QVERIFY(near(l.cuts[4].y, 108.0));
  }

  void customCardSizeIsUsed() {
    SheetSettings s;
    s.card = CardPreset::Custom;
    s.customCard = {70.0, 120.0};
    const SheetLayout l = computeLayout(s);
    QCOMPARE(l.columns, 2);
    QCOMPARE(l.rows, 2);
    QVERIFY(near(l.cuts[0].x, 35.0));
    QVERIFY(near(l.cuts[3].y, 148.5));
    QVERIFY(near(l.cuts[3].width, 70.0));
  }

  void presetsFitTheExpectedCounts() {
    SheetSettings s;
    s.card = CardPreset::Bridge;
    QCOMPARE(computeLayout(s).perPage(), 9);
    s.card = CardPreset::Mini;
    QCOMPARE(computeLayout(s).perPage(), 16);
  }

  void longEdgeBacksMirrorColumnsOnPortrait() {
    SheetSettings s;
    s.duplex = Duplex::LongEdge;
    const SheetLayout l = computeLayout(s);
    for (int slot = 0; slot < 9; ++slot) {
      const RectMm back = backCut(l, s, slot);
      const RectMm& mirror = l.cuts[static_cast<std::size_t>((slot / 3) * 3 + (2 - slot % 3))];
      QVERIFY(near(back.x, mirror.x));
      QVERIFY(near(back.y, mirror.y));
    }
    QVERIFY(near(backCut(l, s, 0).x, 136.5));
  }

  void shortEdgeBacksMirrorRowsOnPortrait() {
    SheetSettings s;
    s.duplex = Duplex::ShortEdge;
    const SheetLayout l = computeLayout(s);
    for (int slot = 0; slot < 9; ++slot) {
      const RectMm back = backCut(l, s, slot);
      const RectMm& mirror = l.cuts[static_cast<std::size_t>((2 - slot / 3) * 3 + slot % 3)];
      QVERIFY(near(back.x, mirror.x));
      QVERIFY(near(back.y, mirror.y));
    }
  }

  void landscapeSwapsWhichWayTheBacksMirror() {
    SheetSettings s;
    s.landscape = true;
    s.duplex = Duplex::LongEdge;  // the long edge is horizontal: the sheet turns like a notepad
    const SheetLayout l = computeLayout(s);
    QCOMPARE(l.columns, 4);
    QCOMPARE(l.rows, 2);
    QVERIFY(near(backCut(l, s, 1).x, l.cuts[1].x));
    QVERIFY(near(backCut(l, s, 1).y, l.cuts[5].y));
    s.duplex = Duplex::ShortEdge;
    QVERIFY(near(backCut(l, s, 1).x, l.cuts[2].x));
    QVERIFY(near(backCut(l, s, 1).y, l.cuts[1].y));
  }

  void backOffsetMovesEveryBack() {
    SheetSettings s;
    s.backOffsetX = 1.5;
    s.backOffsetY = -2.0;
    const SheetLayout l = computeLayout(s);
    SheetSettings plain = s;
    plain.backOffsetX = plain.backOffsetY = 0.0;
    for (int slot = 0; slot < 9; ++slot) {
      QVERIFY(near(backCut(l, s, slot).x, backCut(l, plain, slot).x + 1.5));
      QVERIFY(near(backCut(l, s, slot).y, backCut(l, plain, slot).y - 2.0));
    }
    s.duplex = Duplex::None;  // without duplex the backs stay where the fronts are, offset only
    QVERIFY(near(backCut(l, s, 0).x, l.cuts[0].x + 1.5));
  }

  void cropMarksStayInTheMarginAtEveryCutLine() {
    for (const SheetSettings& s : manySettings()) {
      const SheetLayout l = computeLayout(s);
      if (!l.fits()) continue;
      QVERIFY(!l.cropMarks.empty());
      for (const LineMm& m : l.cropMarks) {
        const RectMm box{std::min(m.x1, m.x2), std::min(m.y1, m.y2), std::abs(m.x2 - m.x1),
                         std::abs(m.y2 - m.y1)};
        QVERIFY(box.x >= 0 && box.y >= 0 && box.right() <= l.paper.width + 1e-9 &&
                box.bottom() <= l.paper.height + 1e-9);
        // A line has no area: grow it slightly so touching a bleed edge would count.
        for (const RectMm& cut : l.cuts) QVERIFY(!box.grown(0.05).overlaps(cut.grown(s.bleed)));
        QVERIFY(!box.grown(0.05).overlaps(l.grid));
        if (s.cropToEdge) {
          const bool reachesEdge = near(m.x2, 0) || near(m.y2, 0) || near(m.x2, l.paper.width) ||
                                   near(m.y2, l.paper.height);
          QVERIFY(reachesEdge);
        }
      }
      // Every cut line has a mark on both sides of the grid.
      for (const RectMm& cut : l.cuts) {
        for (double x : {cut.x, cut.right()}) {
          int found = 0;
          for (const LineMm& m : l.cropMarks) found += near(m.x1, x) && near(m.x2, x);
          QCOMPARE(found, 2);
        }
        for (double y : {cut.y, cut.bottom()}) {
          int found = 0;
          for (const LineMm& m : l.cropMarks) found += near(m.y1, y) && near(m.y2, y);
          QCOMPARE(found, 2);
        }
      }
    }
  }

  void cropMarksAreFiveMillimetresUnlessExtended() {
    const SheetLayout l = computeLayout({});
    // 3×3 poker on A4 butted together: 4 lines each way, marked on both sides.
    QCOMPARE(l.cropMarks.size(), std::size_t{16});
    for (const LineMm& m : l.cropMarks) QVERIFY(near(std::hypot(m.x2 - m.x1, m.y2 - m.y1), 5.0));
  }

  void fullBleedOnLetterWarnsAndSuggestsALesserBleed() {
    SheetSettings s;
    s.paper = Paper::Letter;
    s.bleed = 3.0;
    const SheetLayout l = computeLayout(s);
    QCOMPARE(l.columns, 2);  // 3 columns need 207 mm; Letter has 205.9 inside 5 mm margins
    QCOMPARE(l.rows, 2);
    QCOMPARE(l.advice.problem, FitAdvice::Problem::Fewer);
    QVERIFY(near(l.advice.largestBleed, 0.9));
    const QString warning = QString::fromStdString(fitWarning(s, l));
    QVERIFY2(warning.contains("2 × 2 = 4") && warning.contains("3 × 3 = 9"), qPrintable(warning));
    QVERIFY2(warning.contains("at most 0.9 mm"), qPrintable(warning));
    s.bleed = 0.9;
    QCOMPARE(computeLayout(s).advice.problem, FitAdvice::Problem::None);
    QVERIFY(fitWarning(s, computeLayout(s)).empty());
  }

  void aCardLargerThanThePaperDoesNotFit() {
    SheetSettings s;
    s.card = CardPreset::Custom;
    s.customCard = {250.0, 100.0};
    const SheetLayout l = computeLayout(s);
    QVERIFY(!l.fits());
    QVERIFY(l.cuts.empty() && l.cropMarks.empty());
    QCOMPARE(l.advice.problem, FitAdvice::Problem::Nothing);
    QCOMPARE(l.advice.turnedColumns * l.advice.turnedRows, 2);
    const QString warning = QString::fromStdString(fitWarning(s, l));
    QVERIFY2(warning.contains("does not fit") && warning.contains("landscape holds 1 × 2 = 2"),
             qPrintable(warning));
    QVERIFY(planSheets(s, facesWithCopies({3})).pages.empty());
  }

  void invalidSettingsNameTheSetting() {
    SheetSettings s;
    QVERIFY(validationError(s).empty());
    s.bleed = 3.5;
    QVERIFY(validationError(s).starts_with("bleed"));
    s.bleed = 0;
    s.gutter = -1;
    QVERIFY(validationError(s).starts_with("gutter"));
    s.gutter = 0;
    s.backOffsetY = 12;
    QVERIFY(validationError(s).starts_with("back offset"));
    s.backOffsetY = 0;
    s.card = CardPreset::Custom;
    s.customCard = {10, 88};
    QVERIFY(validationError(s).starts_with("custom card"));
  }

  void plansEveryCopyInOrderWithBacksAtTheMirroredSlot() {
    SheetSettings s;
    const auto faces = facesWithCopies({2, 1, 7});  // 10 cards: two sheets of 3×3
    const SheetPlan plan = planSheets(s, faces);
    QCOMPARE(plan.cardCount, 10);
    QCOMPARE(plan.sheetCount, 2);
    QCOMPARE(plan.pages.size(), std::size_t{4});
    QCOMPARE(plan.pages[0].kind, PageKind::Fronts);
    QCOMPARE(plan.pages[1].kind, PageKind::Backs);
    QCOMPARE(plan.pages[2].cards.size(), std::size_t{1});
    const int expected[] = {0, 0, 1, 2, 2, 2, 2, 2, 2};
    for (int slot = 0; slot < 9; ++slot) {
      const Placement& front = plan.pages[0].cards[static_cast<std::size_t>(slot)];
      const Placement& back = plan.pages[1].cards[static_cast<std::size_t>(slot)];
      QCOMPARE(front.face, expected[slot]);
      QCOMPARE(back.face, front.face);
      QVERIFY(near(back.cut.x, backCut(plan.layout, s, slot).x));
      QVERIFY(near(back.cut.y, front.cut.y));
    }
    QCOMPARE(plan.pages[3].cards[0].face, 2);
    QVERIFY(near(plan.pages[3].cards[0].cut.x, 136.5));

    s.duplex = Duplex::None;
    QCOMPARE(planSheets(s, faces).pages.size(), std::size_t{2});
    s.alignmentPage = true;
    s.duplex = Duplex::ShortEdge;
    const SheetPlan aligned = planSheets(s, faces);
    QCOMPARE(aligned.pages.size(), std::size_t{6});
    QCOMPARE(aligned.pages[0].kind, PageKind::AlignmentFront);
    QCOMPARE(aligned.pages[1].kind, PageKind::AlignmentBack);
    QCOMPARE(aligned.pages[1].cards.size(), std::size_t{9});
    QVERIFY(near(aligned.pages[1].cards[0].cut.y, 192.5));
  }
};

QTEST_GUILESS_MAIN(SheetGeometryTest)
#include "sheet_geometry_test.moc"
