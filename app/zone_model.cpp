#include "zone_model.h"

#include <algorithm>

namespace gm::app {

ZoneModel::ZoneModel(QString zoneName, QObject* parent)
    : QAbstractListModel(parent), m_zoneName(std::move(zoneName)) {}

int ZoneModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant ZoneModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const ZoneCard& c = m_cards[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case NameRole:
      return c.name;
    case UidRole:
      return c.uid;
    case FaceRole:
      return c.face;
    case TextRole:
      return c.text;
    case HiddenRole:
      return c.hidden;
    case ActionIdRole:
      return c.actionId;
    case LegalRole:
      return c.legal;
    case SpeedRole:
      return c.speed;
    case DamageRole:
      return c.damage;
    case BackRole:
      return c.back;
    case FaceUpRole:
      return c.faceUp;
    case EndRole:
      return c.end;
    case RotationRole:
      return c.rotation;
    case CountersRole:
      return c.counters;
    case MarksRole:
      return c.marks;
    case AttachedToRole:
      return c.attachedTo;
    case ReasonRole:
      return c.reason;
    case AimUidRole:
      return c.aimUid;
    default:
      return {};
  }
}

QHash<int, QByteArray> ZoneModel::roleNames() const {
  return {{UidRole, "uid"},           {FaceRole, "face"},
          {NameRole, "name"},         {TextRole, "text"},
          {HiddenRole, "hidden"},     {ActionIdRole, "actionId"},
          {LegalRole, "legal"},       {SpeedRole, "speed"},
          {DamageRole, "damage"},     {BackRole, "back"},
          {FaceUpRole, "faceUp"},     {EndRole, "end"},
          {RotationRole, "rotation"}, {CountersRole, "counters"},
          {MarksRole, "marks"},       {AttachedToRole, "attachedTo"},
          {ReasonRole, "reason"},     {AimUidRole, "aimUid"}};
}

void ZoneModel::setZoneInfo(int owner, const QString& visibility, const QString& layout,
                            int capacity) {
  if (owner == m_owner && visibility == m_visibility && layout == m_layout &&
      capacity == m_capacity)
    return;
  m_owner = owner;
  m_visibility = visibility;
  m_layout = layout;
  m_capacity = capacity;
  Q_EMIT zoneInfoChanged();
}

void ZoneModel::setCards(std::vector<ZoneCard> cards) {
  const auto sameCard = [](const ZoneCard& a, const ZoneCard& b) {
    return a.uid == b.uid && a.hidden == b.hidden;
  };
  const std::size_t common = std::min(cards.size(), m_cards.size());
  std::size_t kept = 0;
  while (kept < common && sameCard(cards[kept], m_cards[kept])) ++kept;

  const int oldCount = count();
  if (m_cards.size() > kept) {
    beginRemoveRows({}, static_cast<int>(kept), oldCount - 1);
    m_cards.resize(kept);
    endRemoveRows();
  }
  for (std::size_t i = 0; i < kept; ++i) {
    if (cards[i] == m_cards[i]) continue;
    m_cards[i] = cards[i];
    const QModelIndex at = index(static_cast<int>(i));
    Q_EMIT dataChanged(at, at);
  }
  if (cards.size() > kept) {
    beginInsertRows({}, static_cast<int>(kept), static_cast<int>(cards.size()) - 1);
    m_cards.insert(m_cards.end(), std::make_move_iterator(cards.begin() + kept),
                   std::make_move_iterator(cards.end()));
    endInsertRows();
  }
  if (count() != oldCount) Q_EMIT countChanged();
}

int ZoneModel::indexOfUid(int uid) const {
  if (uid < 0) return -1;
  for (std::size_t i = 0; i < m_cards.size(); ++i)
    if (m_cards[i].uid == uid) return static_cast<int>(i);
  return -1;
}

int ZoneModel::indexOfAction(int actionId) const {
  if (actionId < 0) return -1;
  for (std::size_t i = 0; i < m_cards.size(); ++i)
    if (m_cards[i].actionId == actionId) return static_cast<int>(i);
  return -1;
}

}  // namespace gm::app
