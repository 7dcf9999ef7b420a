#include "card_face_item.h"

#include <QPainter>

#include "app_language.h"
#include "card_library.h"
#include "card_painter.h"

namespace gm::app {

CardFaceItem::CardFaceItem(QQuickItem* parent)
    : QQuickPaintedItem(parent), m_cards(CardLibrary::shared(QString())) {
  setAntialiasing(true);
  // The faces print in the app's language: after a switch the library is the new language's.
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, [this] {
    const bool was = showingFace();
    m_cards = CardLibrary::shared(m_gameId);
    changed(was);
  });
}

bool CardFaceItem::showingFace() const {
  return m_faceUp && m_cards->face(m_face) != nullptr;
}

void CardFaceItem::setGameId(const QString& gameId) {
  if (gameId == m_gameId) return;
  const bool was = showingFace();
  m_gameId = gameId;
  m_cards = CardLibrary::shared(gameId);
  Q_EMIT gameIdChanged();
  changed(was);
}

void CardFaceItem::setFace(const QString& face) {
  if (face == m_face) return;
  const bool was = showingFace();
  m_face = face;
  Q_EMIT faceChanged();
  changed(was);
}

void CardFaceItem::setBack(const QString& back) {
  if (back == m_back) return;
  m_back = back;
  Q_EMIT backChanged();
  update();
}

void CardFaceItem::setFaceUp(bool faceUp) {
  if (faceUp == m_faceUp) return;
  const bool was = showingFace();
  m_faceUp = faceUp;
  Q_EMIT faceUpChanged();
  changed(was);
}

void CardFaceItem::setEndUp(int endUp) {
  endUp = endUp == 1 ? 1 : 0;
  if (endUp == m_endUp) return;
  m_endUp = endUp;
  Q_EMIT endUpChanged();
  update();
}

void CardFaceItem::setBlackAndWhite(bool blackAndWhite) {
  if (blackAndWhite == m_blackAndWhite) return;
  m_blackAndWhite = blackAndWhite;
  Q_EMIT blackAndWhiteChanged();
  update();
}

void CardFaceItem::changed(bool wasShowingFace) {
  if (showingFace() != wasShowingFace) Q_EMIT showingFaceChanged();
  update();
}

void CardFaceItem::paint(QPainter* painter) {
  const QRectF cut(0, 0, width(), height());
  if (cut.isEmpty()) return;
  print::PaintOptions options;
  options.blackAndWhite = m_blackAndWhite;
  if (m_faceUp)
    if (const rules::CardFace* face = m_cards->face(m_face)) {
      print::CardPainter::paintFace(*painter, *face, cut, options, m_endUp);
      return;
    }
  if (const rules::CardBack* back = m_cards->backFor(m_back, m_face)) {
    print::CardPainter::paintBack(*painter, *back, cut, options);
    return;
  }
  // A game without printed cards (or no game yet): a plain back, so a card never shows blank.
  rules::CardBack plain;
  plain.title = "Grudge Match";
  print::CardPainter::paintBack(*painter, plain, cut, options);
}

}  // namespace gm::app
