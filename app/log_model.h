#pragma once
// The game log: readable, translated lines, one per action and per event, appended as they happen.
// Every line is public (no seat's hidden card is ever named), so one log serves every viewer.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

namespace gm::app {

struct LogEntry {
  QString text;
  int seat = -1;  // the player the line is about, -1 for none
  QString kind;   // "action", "pass" (a pass in a response window), "system" or the event kind
                  // ("hit", "shuffle", ...)
  int turn = 0;
};

class LogModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The log belongs to Session.log")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role { TextRole = Qt::UserRole + 1, SeatRole, KindRole, TurnRole };
  Q_ENUM(Role)

  explicit LogModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return static_cast<int>(m_entries.size()); }

  void append(LogEntry entry);
  void append(std::vector<LogEntry> entries);
  // Empties the log for a new game.
  void clear();
  const std::vector<LogEntry>& entries() const { return m_entries; }

 Q_SIGNALS:
  void countChanged();

 private:
  std::vector<LogEntry> m_entries;
};

}  // namespace gm::app
