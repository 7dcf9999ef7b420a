#include "sheet_geometry.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

namespace gm::print {
namespace {

// Crop marks start this far from the outermost bleed edge, so a slightly wide cut never leaves a
// mark on the card, and are this long unless they run on to the paper edge.
constexpr double kMarkGap = 1.0;
constexpr double kMarkLength = 5.0;
// Below this much room between the grid and the paper edge a mark would be too short to cut by.
constexpr double kMinMarkRoom = 2.0;
// Positions closer than this are one cut line (neighbours butted together share it).
constexpr double kSameLine = 0.01;

// A millimetre figure for messages: one decimal, without a trailing ".0".
std::string mm(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string s = text;
  if (s.ends_with(".0")) s.resize(s.size() - 2);
  return s;
}

// How many items of `item` with `gap` between them fit in `room`.
int fitCount(double room, double item, double gap) {
  if (item <= 0.0 || room < item) return 0;
  // The small epsilon keeps an exact fit (3 × 63 in 189) from being lost to rounding.
  return static_cast<int>(std::floor((room + gap + 1e-9) / (item + gap)));
}

struct Fit {
  int columns = 0;
  int rows = 0;
};

Fit fitGrid(SizeMm paper, SizeMm card, double bleed, double gutter, double margin) {
  const double roomW = paper.width - 2 * margin;
  const double roomH = paper.height - 2 * margin;
  return {fitCount(roomW, card.width + 2 * bleed, gutter),
          fitCount(roomH, card.height + 2 * bleed, gutter)};
}

// The largest bleed (to 0.1 mm, rounded down) that still fits `want` cards across `room`, or a
// negative number when even no bleed does.
double largestBleed(double room, double card, double gutter, int want) {
  if (want <= 0) return -1.0;
  const double perCard = (room - (want - 1) * gutter) / want;
  const double bleed = (perCard - card) / 2;
  return bleed < 0 ? bleed : std::floor(bleed * 10 + 1e-9) / 10;
}

std::string gridText(int columns, int rows) {
  return std::to_string(columns) + " × " + std::to_string(rows) + " = " +
         std::to_string(columns * rows);
}

FitAdvice adviseOnFit(const SheetSettings& s, SizeMm card, Fit fit) {
  FitAdvice a;
  const SizeMm paper = paperSize(s.paper, s.landscape);
  const Fit plain = fitGrid(paper, card, 0.0, 0.0, s.margin);
  const Fit turned = fitGrid(paperSize(s.paper, !s.landscape), card, s.bleed, s.gutter, s.margin);
  a.columns = fit.columns;
  a.rows = fit.rows;
  a.plainColumns = plain.columns;
  a.plainRows = plain.rows;
  a.turnedColumns = turned.columns;
  a.turnedRows = turned.rows;
  if (fit.columns == 0 || fit.rows == 0)
    a.problem = FitAdvice::Problem::Nothing;
  else if (fit.columns * fit.rows < plain.columns * plain.rows)
    a.problem = FitAdvice::Problem::Fewer;
  else
    return a;
  if (plain.columns > 0 && plain.rows > 0) {
    const double best =
        std::min(largestBleed(paper.width - 2 * s.margin, card.width, s.gutter, plain.columns),
                 largestBleed(paper.height - 2 * s.margin, card.height, s.gutter, plain.rows));
    if (s.bleed > 0 && best >= 0) a.largestBleed = best;
    a.dropGutter = s.gutter > 0 && a.largestBleed < 0;
  }
  if (a.problem == FitAdvice::Problem::Nothing) {
    a.smallerMargins = s.margin > 3.0;
    a.tryA4 = s.paper == Paper::Letter && !s.landscape;
  }
  return a;
}

// Marks along both sides of the grid at every distinct cut position, in the margin only.
void addCropMarks(SheetLayout& layout, const SheetSettings& s) {
  std::vector<double> xs;
  std::vector<double> ys;
  for (const RectMm& cut : layout.cuts) {
    xs.push_back(cut.x);
    xs.push_back(cut.right());
    ys.push_back(cut.y);
    ys.push_back(cut.bottom());
  }
  auto distinct = [](std::vector<double>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end(),
                        [](double a, double b) { return std::abs(a - b) < kSameLine; }),
            v.end());
  };
  distinct(xs);
  distinct(ys);

  const RectMm& g = layout.grid;
  const SizeMm& paper = layout.paper;
  // The far end of a mark: a fixed length, or the paper edge; never past the edge.
  auto outward = [&](double start, double edge) {
    const double dir = edge < start ? -1.0 : 1.0;
    if (s.cropToEdge) return edge;
    const double end = start + dir * kMarkLength;
    return dir < 0 ? std::max(end, edge) : std::min(end, edge);
  };
  const double top = g.y - kMarkGap;
  const double bottom = g.bottom() + kMarkGap;
  const double left = g.x - kMarkGap;
  const double right = g.right() + kMarkGap;
  if (top >= kMinMarkRoom) {
    for (double x : xs) layout.cropMarks.push_back({x, top, x, outward(top, 0.0)});
  }
  if (paper.height - bottom >= kMinMarkRoom) {
    for (double x : xs) layout.cropMarks.push_back({x, bottom, x, outward(bottom, paper.height)});
  }
  if (left >= kMinMarkRoom) {
    for (double y : ys) layout.cropMarks.push_back({left, y, outward(left, 0.0), y});
  }
  if (paper.width - right >= kMinMarkRoom) {
    for (double y : ys) layout.cropMarks.push_back({right, y, outward(right, paper.width), y});
  }
}

}  // namespace

bool RectMm::overlaps(const RectMm& o) const {
  return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
}

SizeMm paperSize(Paper paper, bool landscape) {
  const SizeMm portrait = paper == Paper::A4 ? SizeMm{210.0, 297.0} : SizeMm{215.9, 279.4};
  return landscape ? SizeMm{portrait.height, portrait.width} : portrait;
}

SizeMm cardSize(CardPreset preset, SizeMm custom) {
  switch (preset) {
    case CardPreset::Poker:
      return {63.0, 88.0};
    case CardPreset::Bridge:
      return {57.0, 89.0};
    case CardPreset::Mini:
      return {44.0, 63.0};
    case CardPreset::Custom:
      return custom;
  }
  return {63.0, 88.0};
}

std::string paperName(Paper paper) {
  return paper == Paper::A4 ? "a4" : "letter";
}

std::string cardName(CardPreset preset) {
  switch (preset) {
    case CardPreset::Poker:
      return "poker";
    case CardPreset::Bridge:
      return "bridge";
    case CardPreset::Mini:
      return "mini";
    case CardPreset::Custom:
      return "custom";
  }
  return "poker";
}

std::string duplexName(Duplex duplex) {
  switch (duplex) {
    case Duplex::None:
      return "none";
    case Duplex::LongEdge:
      return "long";
    case Duplex::ShortEdge:
      return "short";
  }
  return "long";
}

std::string validationError(const SheetSettings& s) {
  auto outside = [](double v, double lo, double hi) { return !(v >= lo && v <= hi); };
  if (outside(s.bleed, 0.0, SheetSettings::kMaxBleed))
    return "bleed must be 0 to " + mm(SheetSettings::kMaxBleed) + " mm";
  if (outside(s.gutter, 0.0, SheetSettings::kMaxGutter))
    return "gutter must be 0 to " + mm(SheetSettings::kMaxGutter) + " mm";
  if (outside(s.margin, 0.0, SheetSettings::kMaxMargin))
    return "margin must be 0 to " + mm(SheetSettings::kMaxMargin) + " mm";
  if (outside(s.backOffsetX, -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset) ||
      outside(s.backOffsetY, -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset))
    return "back offset must be -" + mm(SheetSettings::kMaxBackOffset) + " to " +
           mm(SheetSettings::kMaxBackOffset) + " mm in each direction";
  if (s.card == CardPreset::Custom &&
      (outside(s.customCard.width, SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide) ||
       outside(s.customCard.height, SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide)))
    return "custom card sides must be " + mm(SheetSettings::kMinCardSide) + " to " +
           mm(SheetSettings::kMaxCardSide) + " mm";
  return {};
}

SheetLayout computeLayout(const SheetSettings& s) {
  assert(validationError(s).empty());
  SheetLayout layout;
  layout.paper = paperSize(s.paper, s.landscape);
  layout.card = cardSize(s.card, s.customCard);
  layout.bleed = s.bleed;
  layout.backBleed = s.bleed + s.gutter / 2;
  const Fit fit = fitGrid(layout.paper, layout.card, s.bleed, s.gutter, s.margin);
  layout.advice = adviseOnFit(s, layout.card, fit);
  if (fit.columns == 0 || fit.rows == 0) return layout;
  layout.columns = fit.columns;
  layout.rows = fit.rows;

  const double pitchX = layout.card.width + 2 * s.bleed + s.gutter;
  const double pitchY = layout.card.height + 2 * s.bleed + s.gutter;
  const double gridW = fit.columns * pitchX - s.gutter;
  const double gridH = fit.rows * pitchY - s.gutter;
  layout.grid = {(layout.paper.width - gridW) / 2, (layout.paper.height - gridH) / 2, gridW, gridH};
  for (int r = 0; r < fit.rows; ++r) {
    for (int c = 0; c < fit.columns; ++c) {
      layout.cuts.push_back({layout.grid.x + s.bleed + c * pitchX,
                             layout.grid.y + s.bleed + r * pitchY, layout.card.width,
                             layout.card.height});
    }
  }
  addCropMarks(layout, s);
  return layout;
}

std::string fitWarning(const SheetSettings& s, const SheetLayout& layout) {
  const FitAdvice& a = layout.advice;
  if (a.problem == FitAdvice::Problem::None) return {};
  const std::string paper = std::string(s.paper == Paper::A4 ? "A4" : "US Letter") +
                            (s.landscape ? " landscape" : " portrait");
  std::string extras = s.bleed > 0 ? mm(s.bleed) + " mm bleed" : std::string();
  if (s.gutter > 0) extras += (extras.empty() ? "" : " and ") + mm(s.gutter) + " mm gutter";
  std::string text;
  if (a.problem == FitAdvice::Problem::Nothing) {
    text = "A " + mm(layout.card.width) + " × " + mm(layout.card.height) + " mm card" +
           (extras.empty() ? "" : " with " + extras) + " does not fit on " + paper + " inside " +
           mm(s.margin) + " mm margins.";
  } else {
    text = "With " + extras + ", " + paper + " holds " + gridText(a.columns, a.rows) +
           " cards a page instead of " + gridText(a.plainColumns, a.plainRows) + ".";
  }
  std::vector<std::string> tips;
  if (a.largestBleed >= 0)
    tips.push_back("a bleed of at most " + mm(a.largestBleed) + " mm keeps " +
                   gridText(a.plainColumns, a.plainRows));
  if (a.dropGutter) tips.push_back("no gutter");
  if (a.turnedColumns * a.turnedRows > a.columns * a.rows)
    tips.push_back(std::string(s.landscape ? "portrait" : "landscape") + " holds " +
                   gridText(a.turnedColumns, a.turnedRows));
  if (a.smallerMargins) tips.push_back("smaller margins");
  if (a.tryA4) tips.push_back("A4 paper");
  for (std::size_t i = 0; i < tips.size(); ++i) text += (i == 0 ? " Try: " : "; ") + tips[i];
  if (!tips.empty()) text += ".";
  return text;
}

RectMm backCut(const SheetLayout& layout, const SheetSettings& s, int slot) {
  assert(slot >= 0 && slot < static_cast<int>(layout.cuts.size()));
  RectMm cut = layout.cuts[static_cast<std::size_t>(slot)];
  // Turning the paper about a vertical axis mirrors x, about a horizontal axis mirrors y. The long
  // edge is vertical on a portrait page and horizontal on a landscape one.
  const bool flipsAboutVertical = (s.duplex == Duplex::LongEdge) != s.landscape;
  if (s.duplex != Duplex::None) {
    if (flipsAboutVertical)
      cut.x = layout.paper.width - cut.right();
    else
      cut.y = layout.paper.height - cut.bottom();
  }
  return cut.moved(s.backOffsetX, s.backOffsetY);
}

SheetPlan planSheets(const SheetSettings& s, std::span<const rules::CardFace> faces) {
  SheetPlan plan;
  plan.layout = computeLayout(s);
  for (const auto& f : faces) plan.cardCount += std::max(0, f.copies);
  if (!plan.layout.fits()) return plan;
  const int perPage = plan.layout.perPage();
  const bool backs = s.duplex != Duplex::None;

  if (s.alignmentPage) {
    SheetPage front{PageKind::AlignmentFront, -1, {}};
    SheetPage back{PageKind::AlignmentBack, -1, {}};
    for (int slot = 0; slot < perPage; ++slot) {
      front.cards.push_back({slot, -1, plan.layout.cuts[static_cast<std::size_t>(slot)]});
      back.cards.push_back({slot, -1, backCut(plan.layout, s, slot)});
    }
    plan.pages.push_back(std::move(front));
    if (backs) plan.pages.push_back(std::move(back));
  }

  std::vector<int> order;  // the face index of every printed card, in print order
  order.reserve(static_cast<std::size_t>(plan.cardCount));
  for (std::size_t i = 0; i < faces.size(); ++i)
    order.insert(order.end(), static_cast<std::size_t>(std::max(0, faces[i].copies)),
                 static_cast<int>(i));
  plan.sheetCount = (plan.cardCount + perPage - 1) / perPage;
  for (int sheet = 0; sheet < plan.sheetCount; ++sheet) {
    SheetPage front{PageKind::Fronts, sheet, {}};
    SheetPage back{PageKind::Backs, sheet, {}};
    for (int slot = 0; slot < perPage; ++slot) {
      const std::size_t index = static_cast<std::size_t>(sheet * perPage + slot);
      if (index >= order.size()) break;
      front.cards.push_back({slot, order[index], plan.layout.cuts[static_cast<std::size_t>(slot)]});
      back.cards.push_back({slot, order[index], backCut(plan.layout, s, slot)});
    }
    plan.pages.push_back(std::move(front));
    if (backs) plan.pages.push_back(std::move(back));
  }
  return plan;
}

}  // namespace gm::print
