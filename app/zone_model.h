#pragma once
// The cards of one zone as the viewing seat sees them. A hidden card has hidden = true, uid -1 and
// an empty face: the model is built from the engine's typed view for that seat
// (rules::SeatView, GameState::seatView), so it never holds what the seat may not see. The zone's
// owner, visibility, layout hint and capacity come from the same view.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <QVariantMap>
#include <vector>

namespace gm::app {

struct ZoneCard {
  int uid = -1;  // card instance id, -1 when hidden
  QString face;  // card type id ("jab", "rally"), "" when hidden
  bool hidden = true;
  QString name;        // display name, "" when hidden
  QString text;        // rules text, "" when none
  QString speed;       // speed badge: a translated "INSTANT" or a number; "" when the card has none
  int damage = -1;     // base damage, -1 when the card has none
  int actionId = -1;   // the action that plays this card for the viewing seat, -1 when none
  bool legal = false;  // the viewing seat may play it now
  QString reason;      // why the viewing seat may not use it now (translated), "" when none given
  QString back;        // the id of the card's back (rules::CardBack)
  bool faceUp = false;   // lies face up for everybody
  int end = 0;           // the end that is up (cards with two ends)
  int rotation = 0;      // degrees clockwise
  QVariantMap counters;  // name -> number
  QStringList marks;     // public markers
  int attachedTo = -1;   // uid of the card this one is attached to
  // A hidden card that one of the viewing seat's legal actions aims at (work on another's face-down
  // event): the uid that action names it by, so a drop or a click on it can take the action. The
  // seat holds that uid already (its actions), nothing more; -1 otherwise.
  int aimUid = -1;

  bool operator==(const ZoneCard&) const = default;
};

class ZoneModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Zones come from a table view (TableView.hand, TableView.zone(id))")
  Q_PROPERTY(QString zoneName READ zoneName CONSTANT)
  Q_PROPERTY(int count READ count NOTIFY countChanged)
  // From the engine's view: the owning seat (-1 shared), who may see the faces ("everyone",
  // "owner", "nobody"), the layout hint ("stack", "fan", "row", "grid", "slot"), the capacity
  // (0 unbounded).
  Q_PROPERTY(int owner READ owner NOTIFY zoneInfoChanged)
  Q_PROPERTY(QString visibility READ visibility NOTIFY zoneInfoChanged)
  Q_PROPERTY(QString layout READ layout NOTIFY zoneInfoChanged)
  Q_PROPERTY(int capacity READ capacity NOTIFY zoneInfoChanged)
  // Where the cards lie in a row: a card attached to another card of this zone (an alter on its
  // mark) is tucked under it and takes no place of its own. `places` counts the places the zone
  // needs, `deepestTuck` the most cards tucked under one mark (0: none).
  Q_PROPERTY(int places READ places NOTIFY placesChanged)
  Q_PROPERTY(int deepestTuck READ deepestTuck NOTIFY placesChanged)

 public:
  enum Role {
    UidRole = Qt::UserRole + 1,
    FaceRole,
    NameRole,
    TextRole,
    HiddenRole,
    ActionIdRole,
    LegalRole,
    SpeedRole,
    DamageRole,
    BackRole,
    FaceUpRole,
    EndRole,
    RotationRole,
    CountersRole,
    MarksRole,
    AttachedToRole,
    ReasonRole,
    AimUidRole,
    PlaceRole,  // the index of the place the card lies at
    TuckRole    // 0 for a card of its own place; 1, 2... for the cards tucked under its mark
  };
  Q_ENUM(Role)

  explicit ZoneModel(QString zoneName, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  QString zoneName() const { return m_zoneName; }
  int count() const { return static_cast<int>(m_cards.size()); }
  const std::vector<ZoneCard>& cards() const { return m_cards; }

  int owner() const { return m_owner; }
  QString visibility() const { return m_visibility; }
  QString layout() const { return m_layout; }
  int capacity() const { return m_capacity; }
  int places() const { return m_placeCount; }
  int deepestTuck() const { return m_deepestTuck; }
  void setZoneInfo(int owner, const QString& visibility, const QString& layout, int capacity);

  // Replaces the content with minimal signals: rows kept where the same card stays in place
  // (dataChanged when its data changed), the rest removed and inserted.
  void setCards(std::vector<ZoneCard> cards);

  // The row of card `uid`, -1 when not in this zone (or hidden).
  Q_INVOKABLE int indexOfUid(int uid) const;
  // The row whose card the action plays, -1 when none.
  Q_INVOKABLE int indexOfAction(int actionId) const;

 Q_SIGNALS:
  void countChanged();
  void zoneInfoChanged();
  void placesChanged();

 private:
  struct Slot {
    int place = 0;
    int tuck = 0;
    bool operator==(const Slot&) const = default;
  };
  // The place of each card: cards in row order take the next place, except a card whose mark
  // (followed along attachments, so an alter of an alter joins the same mark) is a card of this
  // zone; those are tucked under the mark in row order.
  static std::vector<Slot> slotsOf(const std::vector<ZoneCard>& cards);

  QString m_zoneName;
  int m_owner = -1;
  QString m_visibility = QStringLiteral("everyone");
  QString m_layout = QStringLiteral("stack");
  int m_capacity = 0;
  std::vector<ZoneCard> m_cards;
  std::vector<Slot> m_slots;  // one per card
  int m_placeCount = 0;
  int m_deepestTuck = 0;
};

}  // namespace gm::app
