#pragma once
// The cards of one zone as the viewing seat sees them. A hidden card has hidden = true, uid -1 and
// an empty face: the model is built from observe(seat), so it never holds what the seat may not
// see.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
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

  bool operator==(const ZoneCard&) const = default;
};

class ZoneModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Zones come from Session.hand and Session.zone(name)")
  Q_PROPERTY(QString zoneName READ zoneName CONSTANT)
  Q_PROPERTY(int count READ count NOTIFY countChanged)

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
    DamageRole
  };
  Q_ENUM(Role)

  explicit ZoneModel(QString zoneName, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  QString zoneName() const { return m_zoneName; }
  int count() const { return static_cast<int>(m_cards.size()); }
  const std::vector<ZoneCard>& cards() const { return m_cards; }

  // Replaces the content with minimal signals: rows kept where the same card stays in place
  // (dataChanged when its data changed), the rest removed and inserted.
  void setCards(std::vector<ZoneCard> cards);

  // The row of card `uid`, -1 when not in this zone (or hidden).
  Q_INVOKABLE int indexOfUid(int uid) const;
  // The row whose card the action plays, -1 when none.
  Q_INVOKABLE int indexOfAction(int actionId) const;

 Q_SIGNALS:
  void countChanged();

 private:
  QString m_zoneName;
  std::vector<ZoneCard> m_cards;
};

}  // namespace gm::app
