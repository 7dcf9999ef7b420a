#include "artbot_collection_model.h"

#include <QVariantMap>
#include <algorithm>
#include <functional>

#include "artbot_collections.h"

namespace gm::app {
namespace {
using rules::artbot::CardSet;
using rules::artbot::CardType;

// Powers in rulebook order, then the strongest card first, then by name.
bool shownBefore(const CardType& a, const CardType& b) {
  if (a.power != b.power) return a.power < b.power;
  if (a.points != b.points) return a.points > b.points;
  if (a.rp != b.rp) return a.rp > b.rp;
  return a.name < b.name;
}
}  // namespace

ArtbotCollectionModel::ArtbotCollectionModel(ArtbotCollections* owner, QString profileName)
    : QAbstractListModel(owner), m_owner(owner), m_profile(std::move(profileName)) {
  m_deckSize = owner->defaultDeckSize();
  revert();
}

int ArtbotCollectionModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant ArtbotCollectionModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size())) return {};
  const CardType& t = m_owner->cardSet().types[m_rows[index.row()]];
  switch (role) {
    case FaceRole:
      return QString::fromStdString(t.id);
    case NameRole:
      return QString::fromStdString(t.name);
    case PowerRole:
      return QString::fromLatin1(rules::artbot::powerKey(t.power));
    case PointsRole:
      return t.points;
    case RarityRole:
      return QString::fromLatin1(rules::artbot::rarityKey(t.rarity));
    case RpRole:
      return t.rp;
    case OwnedRole:
      return owned(t.id);
    case InDeckRole:
      return inDeck(t.id);
    case UidRole:
    case ActionIdRole:
      return index.row();
    case LegalRole:
      return whyNotAdd(t.id).isEmpty();
    case BackRole:
      return QStringLiteral("artbot");
    case EndRole:
    case RotationRole:
      return 0;
    case CountersRole:
      return QVariantMap{{QStringLiteral("owned"), owned(t.id)},
                         {QStringLiteral("deck"), inDeck(t.id)}};
    case ReasonRole:
      return whyNotAdd(t.id);
    default:
      return {};
  }
}

QHash<int, QByteArray> ArtbotCollectionModel::roleNames() const {
  return {{FaceRole, "face"},         {NameRole, "name"},         {PowerRole, "power"},
          {PointsRole, "points"},     {RarityRole, "rarity"},     {RpRole, "rp"},
          {OwnedRole, "owned"},       {InDeckRole, "inDeck"},     {UidRole, "uid"},
          {ActionIdRole, "actionId"}, {LegalRole, "legal"},       {BackRole, "back"},
          {EndRole, "end"},           {RotationRole, "rotation"}, {CountersRole, "counters"},
          {ReasonRole, "reason"}};
}

QString ArtbotCollectionModel::whyNotAdd(const std::string& id) const {
  if (inDeck(id) >= owned(id)) return tr("Every copy you own is already in the deck.");
  if (deckCount() >= m_deckSize) return tr("The deck is full: take a card out first.");
  return {};
}

int ArtbotCollectionModel::owned(const std::string& id) const {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  if (!p) return 0;
  const auto it = p->cards.find(id);
  return it == p->cards.end() ? 0 : it->second;
}

int ArtbotCollectionModel::inDeck(const std::string& id) const {
  return static_cast<int>(std::count(m_deck.begin(), m_deck.end(), id));
}

bool ArtbotCollectionModel::ai() const {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  return p && p->ai;
}

int ArtbotCollectionModel::ownedCount() const {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  return p ? p->cardCount() : 0;
}

void ArtbotCollectionModel::setDeckSize(int size) {
  size = std::clamp(size, m_owner->minDeckSize(), m_owner->maxDeckSize());
  if (size == m_deckSize) return;
  m_deckSize = size;
  Q_EMIT changed();
}

bool ArtbotCollectionModel::valid() const {
  return whyNot().isEmpty();
}

QString ArtbotCollectionModel::whyNot() const {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  if (!p) return tr("There is no profile called %1.").arg(m_profile);
  return m_owner->deckProblemText(m_owner->store().checkDeck(p->cards, m_deck, m_deckSize));
}

bool ArtbotCollectionModel::dirty() const {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  std::vector<std::string> saved = p ? p->deck : std::vector<std::string>{};
  std::sort(saved.begin(), saved.end());
  return saved != m_deck;
}

void ArtbotCollectionModel::setPowerFilter(const QString& power) {
  if (power == m_powerFilter) return;
  m_powerFilter = power;
  rebuildRows();
  Q_EMIT changed();
}

void ArtbotCollectionModel::setRarityFilter(const QString& rarity) {
  if (rarity == m_rarityFilter) return;
  m_rarityFilter = rarity;
  rebuildRows();
  Q_EMIT changed();
}

QVariantList ArtbotCollectionModel::deckList() const {
  const CardSet& set = m_owner->cardSet();
  std::vector<int> types;
  for (const std::string& id : m_deck) {
    const int t = set.findType(id);
    if (t >= 0 && std::find(types.begin(), types.end(), t) == types.end()) types.push_back(t);
  }
  std::sort(types.begin(), types.end(),
            [&](int a, int b) { return shownBefore(set.types[a], set.types[b]); });
  QVariantList out;
  for (const int t : types) {
    const CardType& type = set.types[t];
    out.append(QVariantMap{
        {QStringLiteral("face"), QString::fromStdString(type.id)},
        {QStringLiteral("name"), QString::fromStdString(type.name)},
        {QStringLiteral("power"), QString::fromLatin1(rules::artbot::powerKey(type.power))},
        {QStringLiteral("points"), type.points},
        {QStringLiteral("rarity"), QString::fromLatin1(rules::artbot::rarityKey(type.rarity))},
        {QStringLiteral("count"), inDeck(type.id)}});
  }
  return out;
}

bool ArtbotCollectionModel::add(const QString& face) {
  const std::string id = face.toStdString();
  if (m_owner->cardSet().findType(id) < 0) return false;
  if (deckCount() >= m_deckSize || inDeck(id) >= owned(id)) return false;
  m_deck.insert(std::upper_bound(m_deck.begin(), m_deck.end(), id), id);
  deckEdited();
  return true;
}

bool ArtbotCollectionModel::remove(const QString& face) {
  const auto it = std::find(m_deck.begin(), m_deck.end(), face.toStdString());
  if (it == m_deck.end()) return false;
  m_deck.erase(it);
  deckEdited();
  // A card no longer owned stays listed only while it is in the deck.
  if (owned(face.toStdString()) == 0 && inDeck(face.toStdString()) == 0) rebuildRows();
  return true;
}

void ArtbotCollectionModel::clearDeck() {
  m_deck.clear();
  rebuildRows();
  deckEdited();
}

void ArtbotCollectionModel::autoBuild() {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  if (!p) return;
  const std::uint64_t seed =
      std::hash<std::string>{}(m_profile.toStdString()) ^ (0x9E3779B97F4A7C15ull * ++m_autoBuilds);
  m_deck = m_owner->store().autoDeck(p->cards, m_deckSize, seed);
  rebuildRows();
  deckEdited();
}

bool ArtbotCollectionModel::save() {
  if (!valid()) return false;
  const auto check = m_owner->store().setDeck(m_profile.toStdString(), m_deck);
  if (!check.ok()) return false;
  const bool ok = m_owner->save();
  m_owner->notifyChanged();
  return ok;
}

void ArtbotCollectionModel::revert() {
  const auto* p = m_owner->store().find(m_profile.toStdString());
  m_deck = p ? p->deck : std::vector<std::string>{};
  std::sort(m_deck.begin(), m_deck.end());
  if (!m_deck.empty())
    m_deckSize =
        std::clamp(static_cast<int>(m_deck.size()), m_owner->minDeckSize(), m_owner->maxDeckSize());
  rebuildRows();
  Q_EMIT changed();
}

void ArtbotCollectionModel::refresh() {
  // Cards moved away by a result leave the working deck too.
  const auto* p = m_owner->store().find(m_profile.toStdString());
  std::vector<std::string> kept;
  for (const std::string& id : m_deck)
    if (p && static_cast<int>(std::count(kept.begin(), kept.end(), id)) < owned(id))
      kept.push_back(id);
  m_deck = std::move(kept);
  rebuildRows();
  Q_EMIT changed();
}

int ArtbotCollectionModel::indexOfFace(const QString& face) const {
  const int type = m_owner->cardSet().findType(face.toStdString());
  const auto it = std::find(m_rows.begin(), m_rows.end(), type);
  return type < 0 || it == m_rows.end() ? -1 : static_cast<int>(it - m_rows.begin());
}

void ArtbotCollectionModel::rebuildRows() {
  const CardSet& set = m_owner->cardSet();
  std::vector<int> rows;
  for (int t = 0; t < set.typeCount(); ++t) {
    const CardType& type = set.types[t];
    if (owned(type.id) == 0 && inDeck(type.id) == 0) continue;
    if (!m_powerFilter.isEmpty() &&
        m_powerFilter != QLatin1String(rules::artbot::powerKey(type.power)))
      continue;
    if (!m_rarityFilter.isEmpty() &&
        m_rarityFilter != QLatin1String(rules::artbot::rarityKey(type.rarity)))
      continue;
    rows.push_back(t);
  }
  std::sort(rows.begin(), rows.end(),
            [&](int a, int b) { return shownBefore(set.types[a], set.types[b]); });
  if (rows == m_rows) {
    if (!m_rows.empty())
      Q_EMIT dataChanged(index(0), index(count() - 1),
                         {OwnedRole, InDeckRole, LegalRole, CountersRole, ReasonRole});
    return;
  }
  beginResetModel();
  m_rows = std::move(rows);
  endResetModel();
}

void ArtbotCollectionModel::deckEdited() {
  // The deck's fill decides which cards may still be added.
  if (!m_rows.empty())
    Q_EMIT dataChanged(index(0), index(count() - 1),
                       {InDeckRole, LegalRole, CountersRole, ReasonRole});
  Q_EMIT changed();
}

}  // namespace gm::app
