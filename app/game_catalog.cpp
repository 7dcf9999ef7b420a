#include "game_catalog.h"

#include <QFile>

#include "app_language.h"
#include "card_library.h"
#include "game_ui.h"
#include "games/builtin_games.h"

namespace gm::app {
namespace {
QString kindName(rules::GameOption::Kind kind) {
  switch (kind) {
    case rules::GameOption::Kind::Int:
      return QStringLiteral("int");
    case rules::GameOption::Kind::Bool:
      return QStringLiteral("bool");
    case rules::GameOption::Kind::Choice:
      return QStringLiteral("choice");
    case rules::GameOption::Kind::Seat:
      return QStringLiteral("seat");
  }
  return {};
}
}  // namespace

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
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, [this] {
    if (count() > 0) Q_EMIT dataChanged(index(0), index(count() - 1), {SummaryRole, RulesTextRole});
  });
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
      return summaryFor(row.id, row.englishSummary);
    case RulesTextRole:
      return loadRulesText(row.id, AppLanguage::code());
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

QVariantMap GameCatalog::cardFace(const QString& gameId, const QString& face) const {
  return gameId.isEmpty() ? QVariantMap() : CardLibrary::shared(gameId)->faceMap(face);
}

QString GameCatalog::gameName(const QString& gameId) const {
  for (const Row& row : m_rows)
    if (row.id == gameId) return row.name;
  return {};
}

QString GameCatalog::rulesText(const QString& gameId, const QString& language) const {
  for (const Row& row : m_rows)
    if (row.id == gameId)
      return loadRulesText(gameId, language.isEmpty() ? AppLanguage::code() : language);
  return {};
}

QString GameCatalog::summaryFor(const QString& gameId, const QString& fallback) {
  const GameUi* ui = findGameUi(gameId);
  const QString own = ui ? ui->summary() : QString();
  return own.isEmpty() ? fallback : own;
}

QUrl GameCatalog::tableUrl(const QString& gameId) const {
  const GameUi* ui = findGameUi(gameId);
  return ui ? ui->tableUrl() : QUrl();
}

QUrl GameCatalog::optionsPanelUrl(const QString& gameId) const {
  const GameUi* ui = findGameUi(gameId);
  return ui ? ui->optionsPanelUrl() : QUrl();
}

QVariantMap GameCatalog::logTones(const QString& gameId) const {
  const GameUi* ui = findGameUi(gameId);
  return ui ? ui->logTones() : QVariantMap();
}

QString GameCatalog::turnText(const QString& gameId, int turn, int limit, const QString&) const {
  const GameUi* ui = findGameUi(gameId);
  return ui ? ui->turnText(turn, limit) : GameUi::defaultTurnText(turn, limit);
}

QString GameCatalog::gameIdAt(int row) const {
  return row >= 0 && row < count() ? m_rows[static_cast<std::size_t>(row)].id : QString();
}

QStringList GameCatalog::backsOf(const QString& gameId) const {
  for (const Row& row : m_rows)
    if (row.id == gameId) return row.backs;
  return {};
}

QVariantList GameCatalog::options(const QString& gameId) const {
  const rules::Game* game = rules::builtinGames().find(gameId.toStdString());
  if (!game) return {};
  const GameUi* ui = findGameUi(gameId);
  // The app's translation of a message key, else the engine's English.
  auto text = [ui](const std::string& key, const std::string& english) {
    const QString own = ui ? ui->optionText(QString::fromStdString(key)) : QString();
    return own.isEmpty() ? QString::fromStdString(english) : own;
  };
  QVariantList out;
  for (const rules::GameOption& o : game->options()) {
    QVariantList choices;
    for (const rules::GameOption::Choice& c : o.choices)
      choices.append(QVariantMap{{QStringLiteral("value"), c.value},
                                 {QStringLiteral("label"), text(c.messageKey, c.label)}});
    out.append(QVariantMap{{QStringLiteral("key"), QString::fromStdString(o.key)},
                           {QStringLiteral("kind"), kindName(o.kind)},
                           {QStringLiteral("min"), o.min},
                           {QStringLiteral("max"), o.max},
                           {QStringLiteral("defaultValue"), o.defaultValue},
                           {QStringLiteral("label"), text(o.messageKey, o.label)},
                           {QStringLiteral("choices"), choices},
                           {QStringLiteral("onlyWhenKey"), QString::fromStdString(o.onlyWhenKey)},
                           {QStringLiteral("onlyWhenValue"), o.onlyWhenValue}});
  }
  return out;
}

QString GameCatalog::loadRulesText(const QString& gameId, const QString& language) {
  return loadPage(QStringLiteral("rules"), gameId, language);
}

QString GameCatalog::creditsText(const QString& language) const {
  return loadPage(QStringLiteral("about"), QStringLiteral("credits"),
                  language.isEmpty() ? AppLanguage::code() : language);
}

QString GameCatalog::loadPage(const QString& folder, const QString& name, const QString& language) {
  QFile translated(QStringLiteral(":/%1/%2.%3.md").arg(folder, name, language));
  if (!language.isEmpty() && translated.open(QIODevice::ReadOnly | QIODevice::Text))
    return QString::fromUtf8(translated.readAll());
  QFile file(QStringLiteral(":/%1/%2.md").arg(folder, name));
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  return QString::fromUtf8(file.readAll());
}

}  // namespace gm::app
