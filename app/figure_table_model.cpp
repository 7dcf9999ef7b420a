#include "figure_table_model.h"

#include <algorithm>

namespace gm::app {

FigureTableModel::FigureTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int FigureTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

int FigureTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant FigureTableModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid) ||
      (role != Qt::DisplayRole && role != Qt::EditRole))
    return {};
  const Row& r = m_rows[static_cast<std::size_t>(index.row())];
  switch (index.column()) {
    case Label:
      return r.label;
    case Low:
      return r.low;
    case High:
      return r.high;
    default:
      return r.value;
  }
}

QVariant FigureTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Vertical)
    return section >= 0 && section < count() ? m_rows[static_cast<std::size_t>(section)].label
                                             : QVariant();
  static const char* const names[] = {"label", "value", "low", "value", "value", "value", "high"};
  return section >= 0 && section < ColumnCount ? QString::fromLatin1(names[section]) : QVariant();
}

void FigureTableModel::setRows(std::vector<Row> rows) {
  beginResetModel();
  m_rows = std::move(rows);
  endResetModel();
  Q_EMIT changed();
}

QStringList FigureTableModel::labels() const {
  QStringList out;
  for (const Row& r : m_rows) out.append(r.label);
  return out;
}

double FigureTableModel::minimum() const {
  double low = 0.0;
  for (const Row& r : m_rows) low = std::min({low, r.value, r.low});
  return low;
}

double FigureTableModel::maximum() const {
  double high = 0.0;
  for (const Row& r : m_rows) high = std::max({high, r.value, r.high});
  return high;
}

}  // namespace gm::app
