#pragma once
// The game log: readable, translated lines, one per action and per event, appended as they happen.
// Every line is public (no seat's hidden card is ever named), so one log serves every viewer. Each
// group of lines is appended with what writes it (a LogSource), so that a change of the app's
// language writes the whole log again in the new one (rewrite()).
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <functional>
#include <vector>

namespace gm::app {

struct LogEntry {
  QString text;
  int seat = -1;  // the player the line is about, -1 for none
  QString kind;   // "action", "pass" (a pass in a response window), "system" or the event kind
                  // ("hit", "shuffle", ...)
  int turn = 0;
  // A pass line: the names of those who passed, in order. Consecutive passes of one turn, each
  // name once, are folded into one line ("Ann and Bo pass."), which says nothing new then.
  QStringList passers;
};

// Writes a group of lines (an action's, the first line of a game) in the app's language now.
using LogSource = std::function<std::vector<LogEntry>()>;

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

  // Appends the lines `source` writes, and keeps it to write them again.
  void append(LogSource source);
  // Every line written again by its source (the app's language changed).
  void rewrite();
  // Empties the log for a new game.
  void clear();
  const std::vector<LogEntry>& entries() const { return m_entries; }

  // The line of a pass by everyone in `passers` ("Ann passes.", "Ann, Bo and Cy pass.").
  static LogEntry passLine(const QStringList& passers, int seat, int turn);

 Q_SIGNALS:
  void countChanged();

 private:
  // Folds `next` into the last of `entries` when both are passes that can be one line.
  static bool foldInto(std::vector<LogEntry>& entries, const LogEntry& next);

  std::vector<LogEntry> m_entries;
  std::vector<LogSource> m_sources;
};

}  // namespace gm::app
