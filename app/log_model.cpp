#include "log_model.h"

namespace gm::app {

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent) {}

int LogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const LogEntry& e = m_entries[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case TextRole:
      return e.text;
    case SeatRole:
      return e.seat;
    case KindRole:
      return e.kind;
    case TurnRole:
      return e.turn;
    default:
      return {};
  }
}

QHash<int, QByteArray> LogModel::roleNames() const {
  return {{TextRole, "text"}, {SeatRole, "seat"}, {KindRole, "kind"}, {TurnRole, "turn"}};
}

LogEntry LogModel::passLine(const QStringList& passers, int seat, int turn) {
  QString names = passers.value(0);
  for (qsizetype i = 1; i < passers.size(); ++i)
    names = (i + 1 < passers.size() ? tr("%1, %2") : tr("%1 and %2")).arg(names, passers[i]);
  //: One line for everyone who passed in a row; %1 is one name or several ("Ann, Bo and Cy").
  return {tr("%1 pass(es).", "", static_cast<int>(passers.size())).arg(names), seat,
          QStringLiteral("pass"), turn, passers};
}

bool LogModel::foldInto(std::vector<LogEntry>& entries, const LogEntry& next) {
  if (entries.empty() || next.kind != QLatin1String("pass") || next.passers.size() != 1)
    return false;
  LogEntry& last = entries.back();
  if (last.kind != QLatin1String("pass") || last.turn != next.turn || last.passers.isEmpty() ||
      last.passers.contains(next.passers.front()))
    return false;
  last = passLine(last.passers + next.passers, -1, last.turn);
  return true;
}

void LogModel::append(LogSource source) {
  std::vector<LogEntry> entries = source();
  m_sources.push_back(std::move(source));
  if (!entries.empty() && foldInto(m_entries, entries.front())) {
    entries.erase(entries.begin());
    const QModelIndex last = index(count() - 1);
    Q_EMIT dataChanged(last, last);
  }
  if (entries.empty()) return;
  const int first = count();
  beginInsertRows({}, first, first + static_cast<int>(entries.size()) - 1);
  for (auto& e : entries) m_entries.push_back(std::move(e));
  endInsertRows();
  Q_EMIT countChanged();
}

void LogModel::rewrite() {
  std::vector<LogEntry> entries;
  for (const LogSource& source : m_sources)
    for (LogEntry& e : source())
      if (!foldInto(entries, e)) entries.push_back(std::move(e));
  const bool counted = entries.size() != m_entries.size();
  beginResetModel();
  m_entries = std::move(entries);
  endResetModel();
  if (counted) Q_EMIT countChanged();
}

void LogModel::clear() {
  m_sources.clear();
  if (m_entries.empty()) return;
  beginResetModel();
  m_entries.clear();
  endResetModel();
  Q_EMIT countChanged();
}

}  // namespace gm::app
