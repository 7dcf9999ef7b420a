#pragma once
// The playable games, for the start screen: one row per game of the built-in registry.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <vector>

namespace gm::app {

class GameCatalog : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  Q_PROPERTY(int count READ count CONSTANT)

 public:
  enum Role {
    GameIdRole = Qt::UserRole + 1,
    NameRole,
    SummaryRole,
    RulesTextRole,
    MinSeatsRole,
    MaxSeatsRole,
    BacksRole  // the ids of the game's card backs (Game::cardBacks), for pictures of the game
  };
  Q_ENUM(Role)

  explicit GameCatalog(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return static_cast<int>(m_rows.size()); }

  // The display name and the rules page of a game, "" for an unknown id. The rows' summaries and
  // rules pages change (dataChanged) when the app's language does.
  Q_INVOKABLE QString gameName(const QString& gameId) const;
  // What is printed on card type `face` of game `gameId`, in the app's language, as the table draws
  // it (CardLibrary::faceMap of the game's shared library: a designer's cards while they play).
  Q_INVOKABLE QVariantMap cardFace(const QString& gameId, const QString& face) const;
  // The rules page in the app's language (AppLanguage::code()); `language` names another one.
  Q_INVOKABLE QString rulesText(const QString& gameId, const QString& language = {}) const;
  // Who made each game and the terms its rulebook states, and the app's licence (Help > About),
  // in the app's language or `language`.
  Q_INVOKABLE QString creditsText(const QString& language = {}) const;

  // What the window needs of a game's Qt side (GameUi): its table screen, an extra panel for the
  // new-game dialog (empty for none), how the log shows its event kinds (GameUi::logTones).
  Q_INVOKABLE QUrl tableUrl(const QString& gameId) const;
  Q_INVOKABLE QUrl optionsPanelUrl(const QString& gameId) const;
  Q_INVOKABLE QVariantMap logTones(const QString& gameId) const;
  // "Turn 3" or "Turn 3 of 20" in the word the game counts its turns in (GameUi::turnText), in
  // the app's language; QML passes AppLanguage.code as `language` so that its binding follows a
  // change of language.
  Q_INVOKABLE QString turnText(const QString& gameId, int turn, int limit = 0,
                               const QString& language = {}) const;
  // The id of the game in row `row` ("" past the end) and the ids of its card backs.
  Q_INVOKABLE QString gameIdAt(int row) const;
  Q_INVOKABLE QStringList backsOf(const QString& gameId) const;
  // The game's new-game options (rules::GameOption), translated: [{key, kind ("int", "bool",
  // "choice", "seat"), min, max, defaultValue, label, choices: [{value, label}], onlyWhenKey,
  // onlyWhenValue}].
  Q_INVOKABLE QVariantList options(const QString& gameId) const;

  // A short description of a game in our own words, translated; the engine's English one when the
  // app has none of its own.
  static QString summaryFor(const QString& gameId, const QString& fallback);
  // The rules page of a game in `language` (a code such as "de"): the page embedded at
  // :/rules/<id>.<language>.md, else the English one at :/rules/<id>.md; "" when neither exists.
  static QString loadRulesText(const QString& gameId, const QString& language);
  // The Markdown page ":/<folder>/<name>.<language>.md", else the English ":/<folder>/<name>.md".
  static QString loadPage(const QString& folder, const QString& name, const QString& language);

 private:
  struct Row {
    QString id;
    QString name;
    QString englishSummary;
    int minSeats = 0;
    int maxSeats = 0;
    QStringList backs;
  };
  std::vector<Row> m_rows;
};

}  // namespace gm::app
