#pragma once
// The players at the table, one row per seat: who they are and where they stand in the round.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QVariantList>
#include <QVariantMap>
#include <vector>

namespace gm::app {

struct PlayerRow {
  int seat = 0;
  QString name;
  QString kind;            // "human" or "ai"
  QString level;           // "easy", "normal", "hard"; "" for humans
  bool acting = false;     // this seat still has to act in the current round
  bool hasChosen = false;  // this seat has made its secret choice in the current round
  bool thinking = false;   // a bot is working for this seat
  QVariantMap stats;       // the seat's entry of observation.players (game specific)
  // From the engine's typed view (rules::SeatPlayer): eliminated, whose turn, finishing place (0
  // while playing), role, and the public figures as maps {key, value, max, hint, label}.
  bool out = false;
  bool active = false;
  int place = 0;
  QString role;
  QVariantList figures;

  bool operator==(const PlayerRow&) const = default;
};

class PlayerModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The players belong to a table view (TableView.players)")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    SeatRole = Qt::UserRole + 1,
    NameRole,
    KindRole,
    LevelRole,
    IsHumanRole,
    ActingRole,
    HasChosenRole,
    ThinkingRole,
    StatsRole,
    OutRole,
    ActiveRole,
    PlaceRole,
    RoleRole,
    FiguresRole
  };
  Q_ENUM(Role)

  explicit PlayerModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return static_cast<int>(m_rows.size()); }

  // Replaces the rows; a change of seat count resets the model, otherwise changed rows signal
  // dataChanged.
  void setRows(std::vector<PlayerRow> rows);
  const std::vector<PlayerRow>& rows() const { return m_rows; }

 Q_SIGNALS:
  void countChanged();

 private:
  std::vector<PlayerRow> m_rows;
};

}  // namespace gm::app
