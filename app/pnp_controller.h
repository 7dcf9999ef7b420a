#pragma once
// The print-and-play screen's model: one game's sheet settings (remembered in QSettings), the sheet
// document they give, the fit warning in words, and the two ways out: the system print dialog and
// a PDF file. PnpPageItem paints its pages.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QUrl>
#include <memory>
#include <optional>

#include "core/registry.h"
#include "sheet_document.h"

namespace gm::app {

class PnpController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  // The game whose cards are printed; "" or an unknown id gives an empty document.
  Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
  Q_PROPERTY(QString gameName READ gameName NOTIFY gameIdChanged)
  // The card file printed instead of the game's built-in cards (a local path), "" for the built-in
  // ones; a new gameId goes back to the built-in cards.
  Q_PROPERTY(QString cardFile READ cardFile NOTIFY cardFileChanged)

  // The settings. Text values use the CLI's names: paper "a4"/"letter", card
  // "poker"/"bridge"/"mini"/"custom", duplex "long"/"short"/"none". Out-of-range numbers are
  // clamped; unknown names are ignored.
  Q_PROPERTY(QString paper READ paper WRITE setPaper NOTIFY settingsChanged)
  Q_PROPERTY(bool landscape READ landscape WRITE setLandscape NOTIFY settingsChanged)
  Q_PROPERTY(QString card READ card WRITE setCard NOTIFY settingsChanged)
  Q_PROPERTY(double customWidth READ customWidth WRITE setCustomWidth NOTIFY settingsChanged)
  Q_PROPERTY(double customHeight READ customHeight WRITE setCustomHeight NOTIFY settingsChanged)
  Q_PROPERTY(double bleed READ bleed WRITE setBleed NOTIFY settingsChanged)
  Q_PROPERTY(double gutter READ gutter WRITE setGutter NOTIFY settingsChanged)
  Q_PROPERTY(double margin READ margin WRITE setMargin NOTIFY settingsChanged)
  Q_PROPERTY(QString duplex READ duplex WRITE setDuplex NOTIFY settingsChanged)
  Q_PROPERTY(bool cropToEdge READ cropToEdge WRITE setCropToEdge NOTIFY settingsChanged)
  Q_PROPERTY(bool blackAndWhite READ blackAndWhite WRITE setBlackAndWhite NOTIFY settingsChanged)
  Q_PROPERTY(bool alignmentPage READ alignmentPage WRITE setAlignmentPage NOTIFY settingsChanged)
  Q_PROPERTY(double backOffsetX READ backOffsetX WRITE setBackOffsetX NOTIFY settingsChanged)
  Q_PROPERTY(double backOffsetY READ backOffsetY WRITE setBackOffsetY NOTIFY settingsChanged)

  // What the settings give.
  Q_PROPERTY(int pageCount READ pageCount NOTIFY documentChanged)
  Q_PROPERTY(int cardCount READ cardCount NOTIFY documentChanged)
  Q_PROPERTY(int columns READ columns NOTIFY documentChanged)
  Q_PROPERTY(int rows READ rows NOTIFY documentChanged)
  Q_PROPERTY(double paperWidth READ paperWidth NOTIFY documentChanged)    // mm, as viewed
  Q_PROPERTY(double paperHeight READ paperHeight NOTIFY documentChanged)  // mm, as viewed
  // The fit problem and what to try, translated; "" when the layout is fine.
  Q_PROPERTY(QString warning READ warning NOTIFY documentChanged)
  // The outcome of the last export or print, for a status line.
  Q_PROPERTY(QString message READ message NOTIFY messageChanged)

 public:
  explicit PnpController(QObject* parent = nullptr);

  QString gameId() const { return m_gameId; }
  QString gameName() const;
  void setGameId(const QString& gameId);
  QString cardFile() const;

  QString paper() const;
  bool landscape() const { return m_settings.landscape; }
  QString card() const;
  double customWidth() const { return m_settings.customCard.width; }
  double customHeight() const { return m_settings.customCard.height; }
  double bleed() const { return m_settings.bleed; }
  double gutter() const { return m_settings.gutter; }
  double margin() const { return m_settings.margin; }
  QString duplex() const;
  bool cropToEdge() const { return m_settings.cropToEdge; }
  bool blackAndWhite() const { return m_settings.blackAndWhite; }
  bool alignmentPage() const { return m_settings.alignmentPage; }
  double backOffsetX() const { return m_settings.backOffsetX; }
  double backOffsetY() const { return m_settings.backOffsetY; }
  void setPaper(const QString& paper);
  void setLandscape(bool landscape);
  void setCard(const QString& card);
  void setCustomWidth(double mm);
  void setCustomHeight(double mm);
  void setBleed(double mm);
  void setGutter(double mm);
  void setMargin(double mm);
  void setDuplex(const QString& duplex);
  void setCropToEdge(bool on);
  void setBlackAndWhite(bool on);
  void setAlignmentPage(bool on);
  void setBackOffsetX(double mm);
  void setBackOffsetY(double mm);

  int pageCount() const { return m_document->pageCount(); }
  int cardCount() const { return m_document->cardCount(); }
  int columns() const { return m_document->layout().columns; }
  int rows() const { return m_document->layout().rows; }
  double paperWidth() const { return m_document->layout().paper.width; }
  double paperHeight() const { return m_document->layout().paper.height; }
  QString warning() const;
  QString message() const { return m_message; }

  // The document as it stands; replaced (not changed) when a setting changes.
  std::shared_ptr<const print::SheetDocument> document() const { return m_document; }
  const print::SheetSettings& settings() const { return m_settings; }

  Q_INVOKABLE QString pageTitle(int page) const;
  // Prints the cards of the card file at `url` (for this game). On a refusal nothing changes:
  // false, with the reason (translated) in cardFileError.
  Q_INVOKABLE bool openCardFile(const QUrl& url);
  // Back to the game's built-in cards.
  Q_INVOKABLE void useBuiltInCards();
  // Why the last openCardFile() refused its file.
  Q_INVOKABLE QString cardFileError() const { return m_cardFileError; }
  // Writes the PDF (".pdf" added when missing); false with `message` saying why.
  Q_INVOKABLE bool exportPdf(const QUrl& file);
  // Opens the system print dialog (needs the app's QApplication) and prints the chosen pages.
  Q_INVOKABLE void printSheets();
  // Back to the defaults (A4, poker, no bleed, long-edge backs ...).
  Q_INVOKABLE void resetSettings();

 Q_SIGNALS:
  void gameIdChanged();
  void cardFileChanged();
  void settingsChanged();
  void documentChanged();
  void messageChanged();

 private:
  // Applies a change: the settings are stored and the document rebuilt.
  void update(const print::SheetSettings& next);
  void rebuild();
  void setMessage(const QString& message);

  // The game printed: the card file's, else the built-in one of m_gameId (null when unknown).
  const rules::Game* game() const;

  QString m_gameId;
  std::optional<rules::CardFileGame> m_cards;
  QString m_cardFileError;
  print::SheetSettings m_settings;
  std::shared_ptr<const print::SheetDocument> m_document;
  QString m_message;
};

}  // namespace gm::app
