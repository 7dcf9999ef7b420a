#pragma once
// A print-and-play document: one or more decks laid out on sheets (sheet_geometry.h) and painted
// page by page with the card renderer. The same painting serves the PDF export, the system printer
// and the app's preview: only the device and its units per millimetre differ.
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QString>
#include <string>
#include <vector>

#include "core/card_face.h"
#include "core/game.h"
#include "sheet_geometry.h"

namespace gm::print {

// The cards of one game as printed: every face (with its copies) and the backs they name.
struct Deck {
  std::string name;  // the game's display name, for page titles
  std::vector<rules::CardFace> faces;
  std::vector<rules::CardBack> backs;
};

// The deck of a game, straight from its card data.
Deck deckOf(const rules::Game& game);

class SheetDocument {
  Q_DECLARE_TR_FUNCTIONS(SheetDocument)

 public:
  // Settings must be valid (validationError(settings) == ""). Decks never share a sheet: each
  // starts on a fresh page. The alignment page, when asked for, comes once at the start.
  SheetDocument(const SheetSettings& settings, std::vector<Deck> decks);

  const SheetSettings& settings() const { return m_settings; }
  const SheetLayout& layout() const { return m_layout; }
  const std::vector<Deck>& decks() const { return m_decks; }
  int pageCount() const { return static_cast<int>(m_pages.size()); }
  int cardCount() const { return m_cardCount; }
  PageKind pageKind(int page) const;
  // Where the cards (or backs) of a page are, with the deck and face each one is.
  struct PlacedCard {
    int deck = 0;
    int face = -1;
    RectMm cut;
  };
  std::vector<PlacedCard> cardsOn(int page) const;
  // "<game name>: sheet 2 of 4, fronts", translated.
  QString pageTitle(int page) const;

  // Paints page `page` (0-based) with the paper's top-left corner at the painter's origin, at
  // `unitsPerMm` device units per millimetre (a QPdfWriter at 1200 dpi: 1200 / 25.4). Draws no
  // paper background: the device's own (white paper, a cleared image) shows through.
  void paintPage(QPainter& painter, int page, double unitsPerMm) const;
  // The page on white at `dotsPerInch`, for previews and tests.
  QImage renderPage(int page, double dotsPerInch) const;

 private:
  struct PageRef {
    int deck = -1;  // -1: the alignment pages
    SheetPage page;
  };
  const rules::CardBack* backFor(const Deck& deck, const rules::CardFace& face) const;
  void paintCards(QPainter& p, const PageRef& ref, double k) const;
  void paintCropMarks(QPainter& p, double k) const;
  void paintAlignment(QPainter& p, const PageRef& ref, double k) const;

  SheetSettings m_settings;
  SheetLayout m_layout;
  std::vector<Deck> m_decks;
  std::vector<PageRef> m_pages;
  std::vector<int> m_sheetCounts;  // per deck
  int m_cardCount = 0;
};

}  // namespace gm::print
