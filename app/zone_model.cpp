#include "zone_model.h"

#include <algorithm>

namespace gm::app {
namespace {

// The row of the card `uid` in `cards`, or -1 (also for a hidden card's -1).
int rowOfUid(const std::vector<ZoneCard>& cards, int uid) {
  if (uid < 0) return -1;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].uid == uid) return static_cast<int>(i);
  return -1;
}

}  // namespace

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
    case PlaceRole:
      return m_slots[static_cast<std::size_t>(index.row())].place;
    case TuckRole:
      return m_slots[static_cast<std::size_t>(index.row())].tuck;
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
          {ReasonRole, "reason"},     {AimUidRole, "aimUid"},
          {PlaceRole, "place"},       {TuckRole, "tuck"}};
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
    m_slots.resize(kept);
    endRemoveRows();
  }
  // The places of the rows kept, to tell which of them moved once the new places are known.
  const std::vector<Slot> keptSlots = m_slots;
  m_slots = slotsOf(cards);
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
  for (std::size_t i = 0; i < keptSlots.size(); ++i) {
    if (keptSlots[i] == m_slots[i]) continue;
    const QModelIndex at = index(static_cast<int>(i));
    Q_EMIT dataChanged(at, at, {PlaceRole, TuckRole});
  }
  if (count() != oldCount) Q_EMIT countChanged();
  int placeCount = 0;
  int deepest = 0;
  for (const Slot& s : m_slots) {
    placeCount = std::max(placeCount, s.place + 1);
    deepest = std::max(deepest, s.tuck);
  }
  if (placeCount != m_placeCount || deepest != m_deepestTuck) {
    m_placeCount = placeCount;
    m_deepestTuck = deepest;
    Q_EMIT placesChanged();
  }
}

std::vector<ZoneModel::Slot> ZoneModel::slotsOf(const std::vector<ZoneCard>& cards) {
  // The row of the card each row lies under: its mark's, followed to a card attached to nothing
  // here; a cycle (no game makes one) leaves the card on its own.
  const std::size_t n = cards.size();
  std::vector<int> root(n);
  for (std::size_t i = 0; i < n; ++i) {
    int at = static_cast<int>(i);
    std::size_t links = 0;
    for (int mark; (mark = rowOfUid(cards, cards[static_cast<std::size_t>(at)].attachedTo)) >= 0;
         at = mark)
      if (++links > n) break;
    root[i] = links > n ? static_cast<int>(i) : at;
  }
  std::vector<Slot> slots(cards.size());
  std::vector<int> tucked(cards.size(), 0);  // per root row: the cards tucked under it so far
  int next = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (root[i] == static_cast<int>(i)) slots[i].place = next++;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const auto r = static_cast<std::size_t>(root[i]);
    if (r == i) continue;
    slots[i] = {slots[r].place, ++tucked[r]};
  }
  return slots;
}

int ZoneModel::indexOfUid(int uid) const {
  return rowOfUid(m_cards, uid);
}

int ZoneModel::indexOfAction(int actionId) const {
  if (actionId < 0) return -1;
  for (std::size_t i = 0; i < m_cards.size(); ++i)
    if (m_cards[i].actionId == actionId) return static_cast<int>(i);
  return -1;
}

}  // namespace gm::app
