#pragma once
// Print-and-play sheet geometry in millimetres: where each card, each back and each crop mark goes
// on a page. Pure C++20 (no Qt) so it is tested without rendering and shared by the CLI, the PDF
// export and the app's preview; the page painter only converts these millimetres to device units.
//
// Conventions: the origin is the paper's top-left corner as the page is viewed (landscape pages
// are viewed landscape), x to the right, y down. A card's "cut" rectangle is its final size; its
// bleed area is the cut grown by the bleed on every side. Slots are numbered row by row.
#include <span>
#include <string>
#include <vector>

#include "core/card_face.h"

namespace gm::print {

struct SizeMm {
  double width = 0.0;
  double height = 0.0;
};

struct RectMm {
  double x = 0.0;
  double y = 0.0;
  double width = 0.0;
  double height = 0.0;

  double right() const { return x + width; }
  double bottom() const { return y + height; }
  // Grown by `d` on every side (shrunk for a negative d).
  RectMm grown(double d) const { return {x - d, y - d, width + 2 * d, height + 2 * d}; }
  RectMm moved(double dx, double dy) const { return {x + dx, y + dy, width, height}; }
  // True when the two rectangles share some area (touching edges do not count).
  bool overlaps(const RectMm& o) const;
};

struct LineMm {
  double x1 = 0.0;
  double y1 = 0.0;
  double x2 = 0.0;
  double y2 = 0.0;
};

enum class Paper { A4, Letter };
enum class CardPreset { Poker, Bridge, Mini, Custom };
// How the sheet is turned over between printing the fronts and the backs. Long edge: the paper
// turns about its long edge (a book in portrait); short edge: about its short edge (a notepad).
enum class Duplex { None, LongEdge, ShortEdge };

struct SheetSettings {
  Paper paper = Paper::A4;
  bool landscape = false;
  CardPreset card = CardPreset::Poker;
  SizeMm customCard{63.0, 88.0};  // used when card == Custom
  double bleed = 0.0;             // 0 .. kMaxBleed: art printed past each cut line
  double gutter = 0.0;            // 0 .. kMaxGutter: space between neighbouring bleed areas
  // The least space kept clear at each paper edge: home printers cannot print there, and the
  // crop marks live in it.
  double margin = 5.0;
  Duplex duplex = Duplex::LongEdge;
  bool cropToEdge = false;  // crop marks run on to the paper edge, so the first cut keeps them
  bool blackAndWhite = false;
  // Moves every back on the back pages (mm, + is right/down as the back page is printed), to undo
  // a printer's front-to-back misregistration measured with the alignment page.
  double backOffsetX = 0.0;
  double backOffsetY = 0.0;
  bool alignmentPage = false;  // a test page (and its back) before the cards

  static constexpr double kMaxBleed = 3.0;
  static constexpr double kMaxGutter = 20.0;
  static constexpr double kMaxMargin = 30.0;
  static constexpr double kMaxBackOffset = 10.0;
  static constexpr double kMinCardSide = 20.0;
  static constexpr double kMaxCardSide = 300.0;
};

// Paper size as the page is viewed (landscape swaps the sides).
SizeMm paperSize(Paper paper, bool landscape);
// The cut size of a preset, or `custom` for CardPreset::Custom.
SizeMm cardSize(CardPreset preset, SizeMm custom = {});
// English names used by the CLI and the settings: "a4", "letter", "poker", "long", ...
std::string paperName(Paper paper);
std::string cardName(CardPreset preset);
std::string duplexName(Duplex duplex);

// "" when every value is in range, else a sentence naming the first bad setting and its range.
std::string validationError(const SheetSettings& settings);

// Why a layout holds fewer cards than it could, as data, so the CLI (English) and the app
// (translated) word it themselves, and what would help.
struct FitAdvice {
  enum class Problem {
    None,     // as many cards as the paper holds without bleed and gutter
    Nothing,  // not even one card fits
    Fewer     // bleed or gutter cost cards
  };
  Problem problem = Problem::None;
  int columns = 0, rows = 0;              // what fits with these settings
  int plainColumns = 0, plainRows = 0;    // what fits without bleed and gutter
  int turnedColumns = 0, turnedRows = 0;  // what fits with these settings, the page turned
  double largestBleed =
      -1.0;                 // the largest bleed (0.1 mm steps) that keeps the plain grid; < 0: none
  bool dropGutter = false;  // no bleed is the problem but the gutter is: no gutter keeps more
  bool smallerMargins = false;  // nothing fits and the margins are wider than needed
  bool tryA4 = false;           // nothing fits on portrait Letter
};

// The grid of one sheet: how many cards fit and where, centred on the paper.
struct SheetLayout {
  SizeMm paper;
  SizeMm card;
  double bleed = 0.0;
  double backBleed =
      0.0;  // backs run further past the cut (half the gutter more) to hide misregistration
  int columns = 0;
  int rows = 0;
  RectMm grid;                    // the bounding box of every slot's bleed area
  std::vector<RectMm> cuts;       // the front cut rectangle of each slot, row by row
  std::vector<LineMm> cropMarks;  // all in the margin around `grid`, never over a card or bleed
  FitAdvice advice;

  bool fits() const { return columns > 0 && rows > 0; }
  int perPage() const { return columns * rows; }
};

// Computes the largest grid that fits inside the margins (none when even one card does not fit),
// centres it, and adds the crop marks. Settings must be valid (see validationError).
SheetLayout computeLayout(const SheetSettings& settings);

// The layout's fit problem in English with what to try ("" when there is none); the CLI prints it.
std::string fitWarning(const SheetSettings& settings, const SheetLayout& layout);

// Where the back of the card in `slot` is printed on the back page: the slot mirrored for the
// duplex flip (long edge: columns in portrait, rows in landscape; short edge: the other way), then
// moved by the back offset.
RectMm backCut(const SheetLayout& layout, const SheetSettings& settings, int slot);

enum class PageKind { Fronts, Backs, AlignmentFront, AlignmentBack };

struct Placement {
  int slot = 0;
  int face = -1;  // index into the face list given to planSheets; -1 on alignment pages
  RectMm cut;     // where this card (or back) is cut, on this page
};

struct SheetPage {
  PageKind kind = PageKind::Fronts;
  int sheet = 0;  // 0-based sheet number (the alignment sheet is -1)
  std::vector<Placement> cards;
};

struct SheetPlan {
  SheetLayout layout;
  std::vector<SheetPage> pages;
  int cardCount = 0;   // every face × its copies
  int sheetCount = 0;  // sheets of cards (the alignment sheet not counted)
};

// Every face × its copies, fronts in the given order, perPage a sheet; after each front page its
// back page (unless duplex is None) with each card's back at the mirrored slot. The alignment
// page (and its back) come first when asked for. No pages when the layout does not fit.
SheetPlan planSheets(const SheetSettings& settings, std::span<const rules::CardFace> faces);

}  // namespace gm::print
