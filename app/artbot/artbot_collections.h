#pragma once
// Artbot's persistent collections for QML (notes/artbot-qml.md): the profiles, a deck editor per
// profile, the variant of a new game (decks from the collections, owners, a game key) and the
// application of a finished game's transfers.
//
// The file lives in the app data folder and is read when the app starts (reportProblemAtStart).
// A damaged file is renamed aside (artbot-collections.damaged-<stamp>.json) and the session's
// error says so once, with both paths; it is never overwritten.
// A file written by a newer version is left where it is and nothing is saved over it.
// Results: attach() connects to the Session; whenever its game ends (the moment the last action is
// applied, or when a finished game is opened) an Artbot game's transfers are applied to the
// profiles in variant.owners, once per variant.gameKey, and saved at once — the table need not be
// open. Only a game prepareVariant recorded (its key, owners and decks) is applied. One instance
// serves a Session (forSession): Artbot's registration makes it when an Artbot game ends, QML when
// a screen first uses it, so the app's start reads no collections.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "artbot/artbot_collection.h"

class QQmlEngine;
class QJSEngine;

namespace gm::app {

class ArtbotCollectionModel;
class Session;

class ArtbotCollections : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
  Q_PROPERTY(QVariantList profiles READ profiles NOTIFY profilesChanged)
  Q_PROPERTY(int defaultDeckSize READ defaultDeckSize CONSTANT)
  Q_PROPERTY(int minDeckSize READ minDeckSize CONSTANT)
  Q_PROPERTY(int maxDeckSize READ maxDeckSize CONSTANT)
  Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
  Q_PROPERTY(QString lastAppliedKey READ lastAppliedKey NOTIFY lastAppliedKeyChanged)

 public:
  // No default argument: Qt 6.4 builds a default-constructible singleton with `new` and would
  // never call create(), which attaches it to the Session.
  explicit ArtbotCollections(QObject* parent);
  ~ArtbotCollections() override;
  // The QML singleton: the collections of the Session singleton of the same engine.
  static ArtbotCollections* create(QQmlEngine* qml, QJSEngine* js);
  // The collections attached to `session`, made (a child of the session, attached) when none is.
  static ArtbotCollections* forSession(Session* session);

  // Applies the results of `session`'s Artbot games from now on (and at once when it holds a
  // finished one).
  void attach(Session* session);
  // The collections file (default: <AppDataLocation>/artbot-collections.json). Setting it unloads
  // the store; the next use reads the new file.
  QString path() const { return m_path; }
  void setPath(const QString& path);

  QString problem() const { return m_problem; }
  QVariantList profiles();
  int defaultDeckSize() const;
  int minDeckSize() const;
  int maxDeckSize() const;
  QString lastError() const { return m_lastError; }
  QString lastAppliedKey() const { return m_lastAppliedKey; }

  Q_INVOKABLE QVariantMap profile(const QString& name);
  // "" when these seats can start a game with decks of deckSize, else why not (translated).
  Q_INVOKABLE QString checkSeats(const QVariantList& seats, int deckSize);
  // The variant {deckSize, decks, owners, gameKey} for Session.newGame, creating missing profiles;
  // {error: text} when it cannot be made.
  Q_INVOKABLE QVariantMap prepareVariant(const QVariantList& seats, int deckSize);
  // A new game with the running Artbot game's seats and deck size and a fresh variant.
  Q_INVOKABLE bool rematch();
  // What a game's result moved: [{face, name, from, to, why, moved}].
  Q_INVOKABLE QVariantList lastResult(const QString& gameKey);
  Q_INVOKABLE gm::app::ArtbotCollectionModel* collection(const QString& name);
  Q_INVOKABLE void dismissProblem();
  // Reads the file now and, when it had to be set aside or left alone, tells the session (its
  // error message, shown where the player looks) once, with both paths. Artbot's registration
  // calls it when the app starts.
  void reportProblemAtStart();
  Q_INVOKABLE void reload();

  // For ArtbotCollectionModel and tests: the loaded store (read on first use).
  rules::artbot::CollectionStore& store();
  const rules::artbot::CardSet& cardSet() const { return *m_cards; }
  // Writes the store; false + lastError when that fails (or the damaged file could not be moved).
  bool save();
  // A deck check in words a player understands.
  QString deckProblemText(const rules::artbot::DeckCheck& check) const;
  // Tells every view of the profiles that they changed.
  void notifyChanged();

 Q_SIGNALS:
  void problemChanged();
  void profilesChanged();
  void lastErrorChanged();
  void lastAppliedKeyChanged();
  // A finished game's transfers were applied (or found applied before) to the collections.
  void resultApplied(const QString& gameKey);

 private:
  // Every instance attached to a session (one per session, see forSession).
  static std::vector<ArtbotCollections*>& attached();
  void ensureLoaded();
  void applyFinishedGame();
  void setLastError(const QString& message);
  // The profile names of `seats` (empty ones named like the Session does).
  QStringList seatNames(const QVariantList& seats) const;

  std::unique_ptr<rules::artbot::CardSet> m_cards;
  std::optional<rules::artbot::CollectionStore> m_store;
  QString m_path;
  bool m_writable = true;  // false while an unreadable file is in the way (newer, or not movable)
  QString m_problem;
  QString m_lastError;
  QString m_lastAppliedKey;
  QPointer<Session> m_session;
  std::map<QString, ArtbotCollectionModel*> m_models;
  quint64 m_autoSeed = 0;
};

}  // namespace gm::app
