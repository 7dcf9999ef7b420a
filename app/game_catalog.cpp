#include "game_catalog.h"

#include <QFile>

#include "games/builtin_games.h"

namespace gm::app {

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {
  for (const rules::Game* game : rules::builtinGames().games()) {
    const auto& info = game->info();
    QStringList backs;
    for (const rules::CardBack& back : game->cardBacks())
      backs.append(QString::fromStdString(back.id));
    m_rows.push_back({QString::fromStdString(info.id), QString::fromStdString(info.name),
                      QString::fromStdString(game->summary()), info.minSeats, info.maxSeats,
                      backs});
  }
}

int GameCatalog::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant GameCatalog::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Row& row = m_rows[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case NameRole:
      return row.name;
    case GameIdRole:
      return row.id;
    case SummaryRole:
      return summaryFor(row.id, row.engineSummary);
    case RulesTextRole:
      return loadRulesText(row.id);
    case MinSeatsRole:
      return row.minSeats;
    case MaxSeatsRole:
      return row.maxSeats;
    case BacksRole:
      return row.backs;
    default:
      return {};
  }
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
  return {{GameIdRole, "gameId"},       {NameRole, "name"},         {SummaryRole, "summary"},
          {RulesTextRole, "rulesText"}, {MinSeatsRole, "minSeats"}, {MaxSeatsRole, "maxSeats"},
          {BacksRole, "backs"}};
}

QString GameCatalog::gameName(const QString& gameId) const {
  for (const Row& row : m_rows)
    if (row.id == gameId) return row.name;
  return {};
}

QString GameCatalog::rulesText(const QString& gameId) const {
  for (const Row& row : m_rows)
    if (row.id == gameId) return loadRulesText(gameId);
  return {};
}

QString GameCatalog::summaryFor(const QString& gameId, const QString& fallback) {
  if (gameId == QLatin1String("knockdown"))
    return tr(
        "Two fighters pick their moves in secret, then reveal them at once. Faster moves "
        "land first, every hit digs into your Stamina, and the wrong card turned over "
        "sends you to the canvas. Stay on your feet longer than your rival.");
  if (gameId == QLatin1String("engines"))
    return tr(
        "A vigilante hunts the city's crooks while a detective gathers the evidence. Cards turn a "
        "quarter every turn until they are spent; time your plays, use each card's action while it "
        "lasts and fill your pile with four first. Three Acts, roles swapping after each.");
  if (gameId == QLatin1String("artbot"))
    return tr(
        "Two to four art robots duel with decks built from their own collections. Hits make you "
        "turn over your cards, and rare ones soak up the blow; heal, glitch every hand at the "
        "table, and steal the cards you like: whatever you steal is yours for good.");
  return fallback;
}

QString GameCatalog::loadRulesText(const QString& gameId) {
  QFile file(QStringLiteral(":/rules/%1.md").arg(gameId));
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  return QString::fromUtf8(file.readAll());
}

}  // namespace gm::app
