#include "figure_table_model.h"

#include <algorithm>
#include <cmath>

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

void FigureTableModel::setRows(std::vector<Row> rows, double axisMin, double axisMax) {
  beginResetModel();
  m_rows = std::move(rows);
  m_axisMin = axisMin;
  m_axisMax = axisMax > axisMin ? axisMax : axisMin + 1.0;
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

QVariantMap FigureTableModel::rowAt(int row) const {
  if (row < 0 || row >= count()) return {};
  const Row& r = m_rows[static_cast<std::size_t>(row)];
  return {{QStringLiteral("label"), r.label},
          {QStringLiteral("value"), r.value},
          {QStringLiteral("low"), r.low},
          {QStringLiteral("high"), r.high}};
}

double FigureTableModel::position(double value) const {
  return std::clamp((value - m_axisMin) / (m_axisMax - m_axisMin), 0.0, 1.0);
}

double FigureTableModel::roundUp(double value) {
  if (!(value > 0.0)) return 1.0;
  const double power = std::pow(10.0, std::floor(std::log10(value)));
  for (const double step : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (step * power >= value * (1.0 - 1e-12)) return step * power;
  return 10.0 * power;
}

}  // namespace gm::app
