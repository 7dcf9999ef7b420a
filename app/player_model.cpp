#include "player_model.h"

namespace gm::app {

PlayerModel::PlayerModel(QObject* parent) : QAbstractListModel(parent) {}

int PlayerModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant PlayerModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const PlayerRow& p = m_rows[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case NameRole:
      return p.name;
    case SeatRole:
      return p.seat;
    case KindRole:
      return p.kind;
    case LevelRole:
      return p.level;
    case IsHumanRole:
      return p.kind == QLatin1String("human");
    case ActingRole:
      return p.acting;
    case HasChosenRole:
      return p.hasChosen;
    case ThinkingRole:
      return p.thinking;
    case StatsRole:
      return p.stats;
    case OutRole:
      return p.out;
    case ActiveRole:
      return p.active;
    case PlaceRole:
      return p.place;
    case RoleRole:
      return p.role;
    case FiguresRole:
      return p.figures;
    default:
      return {};
  }
}

QHash<int, QByteArray> PlayerModel::roleNames() const {
  return {{SeatRole, "seat"},           {NameRole, "name"},
          {KindRole, "kind"},           {LevelRole, "level"},
          {IsHumanRole, "isHuman"},     {ActingRole, "acting"},
          {HasChosenRole, "hasChosen"}, {ThinkingRole, "thinking"},
          {StatsRole, "stats"},         {OutRole, "out"},
          {ActiveRole, "active"},       {PlaceRole, "place"},
          {RoleRole, "role"},           {FiguresRole, "figures"}};
}

void PlayerModel::setRows(std::vector<PlayerRow> rows) {
  if (rows.size() != m_rows.size()) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    Q_EMIT countChanged();
    return;
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i] == m_rows[i]) continue;
    m_rows[i] = std::move(rows[i]);
    const QModelIndex at = index(static_cast<int>(i));
    Q_EMIT dataChanged(at, at);
  }
}

}  // namespace gm::app
