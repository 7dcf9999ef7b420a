#pragma once
// A card drawn by the one card renderer (gm::print::CardPainter) on the Qt Quick table: the face of
// `face` in game `gameId`, or a back. Works with the software scene graph (the app's default): the
// item paints into an image that is repainted only when a property or its size changes.
#include <QtQml/qqmlregistration.h>
#include <QQuickPaintedItem>
#include <memory>

namespace gm::app {

class CardLibrary;

class CardFaceItem : public QQuickPaintedItem {
  Q_OBJECT
  QML_ELEMENT
  // The game whose cards these are (its GameInfo::id).
  Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
  // The card type id; "" is a card the viewer may not see, drawn as its back.
  Q_PROPERTY(QString face READ face WRITE setFace NOTIFY faceChanged)
  // The back to draw; "" uses the face's own back (or the game's first back for an unknown face).
  Q_PROPERTY(QString back READ back WRITE setBack NOTIFY backChanged)
  Q_PROPERTY(bool faceUp READ faceUp WRITE setFaceUp NOTIFY faceUpChanged)
  // Which end of a two-ended card is at the top (0 or 1).
  Q_PROPERTY(int endUp READ endUp WRITE setEndUp NOTIFY endUpChanged)
  Q_PROPERTY(
      bool blackAndWhite READ blackAndWhite WRITE setBlackAndWhite NOTIFY blackAndWhiteChanged)
  // True while the face (not a back) is drawn: faceUp and a face the game knows.
  Q_PROPERTY(bool showingFace READ showingFace NOTIFY showingFaceChanged)

 public:
  explicit CardFaceItem(QQuickItem* parent = nullptr);

  QString gameId() const { return m_gameId; }
  QString face() const { return m_face; }
  QString back() const { return m_back; }
  bool faceUp() const { return m_faceUp; }
  int endUp() const { return m_endUp; }
  bool blackAndWhite() const { return m_blackAndWhite; }
  bool showingFace() const;

  void setGameId(const QString& gameId);
  void setFace(const QString& face);
  void setBack(const QString& back);
  void setFaceUp(bool faceUp);
  void setEndUp(int endUp);
  void setBlackAndWhite(bool blackAndWhite);

  void paint(QPainter* painter) override;

 Q_SIGNALS:
  void gameIdChanged();
  void faceChanged();
  void backChanged();
  void faceUpChanged();
  void endUpChanged();
  void blackAndWhiteChanged();
  void showingFaceChanged();

 private:
  // Repaints, and tells QML when what is shown switched between face and back.
  void changed(bool wasShowingFace);

  QString m_gameId;
  QString m_face;
  QString m_back;
  bool m_faceUp = true;
  int m_endUp = 0;
  bool m_blackAndWhite = false;
  std::shared_ptr<const CardLibrary> m_cards;
};

}  // namespace gm::app
