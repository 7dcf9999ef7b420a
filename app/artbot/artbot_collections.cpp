#include "artbot_collections.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJSEngine>
#include <QQmlEngine>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "artbot_collection_model.h"
#include "file_aside.h"
#include "games/builtin_games.h"
#include "logging.h"
#include "session.h"

namespace gm::app {
namespace {
using rules::artbot::CollectionStore;
using rules::artbot::DeckCheck;

const QString kGameId = QStringLiteral("artbot");

rules::artbot::StartedGame startedGame(const QString& key, const QStringList& owners,
                                       const QVariantList& decks) {
  rules::artbot::StartedGame g;
  g.gameKey = key.toStdString();
  for (const QString& o : owners) g.owners.push_back(o.toStdString());
  for (const QVariant& deck : decks) {
    std::vector<std::string> ids;
    for (const QString& id : deck.toStringList()) ids.push_back(id.toStdString());
    g.decks.push_back(std::move(ids));
  }
  return g;
}

QString defaultPath() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
      .filePath(QStringLiteral("artbot-collections.json"));
}

std::unique_ptr<rules::artbot::CardSet> shippedCards() {
  auto parsed = rules::artbot::parseCardSet(rules::builtinCardJson("artbot"), "artbot.json");
  // The shipped set is checked by the tests; a broken one leaves the collections empty.
  if (!parsed) {
    qCCritical(lcSession) << "Artbot cards:" << QString::fromStdString(parsed.error());
    return std::make_unique<rules::artbot::CardSet>();
  }
  return std::make_unique<rules::artbot::CardSet>(std::move(*parsed));
}

}  // namespace

ArtbotCollections::ArtbotCollections(QObject* parent)
    : QObject(parent), m_cards(shippedCards()), m_path(defaultPath()) {}

ArtbotCollections::~ArtbotCollections() {
  auto& all = attached();
  all.erase(std::remove(all.begin(), all.end(), this), all.end());
}

ArtbotCollections* ArtbotCollections::create(QQmlEngine* qml, QJSEngine*) {
  const int sessionType = qmlTypeId("GrudgeMatch", 1, 0, "Session");
  Session* session = sessionType >= 0 ? qml->singletonInstance<Session*>(sessionType) : nullptr;
  ArtbotCollections* collections = session ? forSession(session) : new ArtbotCollections(nullptr);
  // The session owns it (QML asks for it after the session may have made it for a finished game);
  // the engine must not delete it as well.
  if (session) QJSEngine::setObjectOwnership(collections, QJSEngine::CppOwnership);
  return collections;
}

ArtbotCollections* ArtbotCollections::forSession(Session* session) {
  for (ArtbotCollections* c : attached())
    if (c->m_session == session) return c;
  auto* collections = new ArtbotCollections(session);
  collections->attach(session);
  return collections;
}

std::vector<ArtbotCollections*>& ArtbotCollections::attached() {
  static std::vector<ArtbotCollections*> all;
  return all;
}

void ArtbotCollections::attach(Session* session) {
  auto& all = attached();
  if (m_session) disconnect(m_session, nullptr, this, nullptr);
  all.erase(std::remove(all.begin(), all.end(), this), all.end());
  m_session = session;
  if (!session) return;
  all.push_back(this);
  connect(session, &Session::gameFinished, this, &ArtbotCollections::applyFinishedGame);
  applyFinishedGame();
}

void ArtbotCollections::setPath(const QString& path) {
  m_path = path;
  reload();
}

void ArtbotCollections::reload() {
  m_store.reset();
  m_writable = true;
  notifyChanged();
}

CollectionStore& ArtbotCollections::store() {
  ensureLoaded();
  return *m_store;
}

void ArtbotCollections::ensureLoaded() {
  if (m_store) return;
  bool newer = false;
  auto loaded = CollectionStore::load(m_path.toStdString(), *m_cards, &newer);
  if (loaded) {
    m_store.emplace(std::move(*loaded));
    return;
  }
  // Never overwrite what we could not read. A newer version's file stays where it is, for that
  // version, and nothing is saved over it; a damaged one is moved aside and play starts afresh.
  m_store.emplace(*m_cards);
  const QString why = QString::fromStdString(loaded.error());
  const QString shown = QDir::toNativeSeparators(m_path);
  if (newer) {
    m_writable = false;
    qCWarning(lcSave) << "collections from a newer version left alone:" << m_path << why;
    m_problem = tr("The Artbot collections file %1 was written by a newer version of Grudge Match. "
                   "It is left as it is, and collections are not saved until you use that "
                   "version again.\nWhat was wrong: %2")
                    .arg(shown, why);
  } else if (const QString aside = setAside(m_path); !aside.isEmpty()) {
    qCWarning(lcSave) << "damaged collections moved to" << aside << ":" << why;
    m_problem = tr("The Artbot collections file %1 could not be read, so it was put aside as %2 "
                   "and every profile starts again from a starter collection.\nWhat was wrong: %3")
                    .arg(shown, QDir::toNativeSeparators(aside), why);
  } else {
    m_writable = false;
    qCWarning(lcSave) << "damaged collections could not be moved:" << m_path << why;
    m_problem = tr("The Artbot collections file could not be read and could not be moved aside "
                   "either, so collections are not saved until %1 is fixed or removed.\nWhat was "
                   "wrong: %2")
                    .arg(shown, why);
  }
  Q_EMIT problemChanged();
}

bool ArtbotCollections::save() {
  if (!m_writable) {
    setLastError(tr("The Artbot collections are not saved while the file %1 that could not be "
                    "read is in the way.")
                     .arg(QDir::toNativeSeparators(m_path)));
    return false;
  }
  QDir().mkpath(QFileInfo(m_path).absolutePath());
  const auto written = store().save(m_path.toStdString());
  if (!written) {
    setLastError(tr("Could not save the Artbot collections: %1")
                     .arg(QString::fromStdString(written.error())));
    return false;
  }
  return true;
}

void ArtbotCollections::setLastError(const QString& message) {
  m_lastError = message;
  Q_EMIT lastErrorChanged();
}

void ArtbotCollections::notifyChanged() {
  for (auto& [name, model] : m_models) model->refresh();
  Q_EMIT profilesChanged();
}

void ArtbotCollections::reportProblemAtStart() {
  ensureLoaded();
  if (m_problem.isEmpty() || !m_session) return;
  // Said once, where the player looks: the session's message, not only the Artbot screen.
  m_session->reportProblem(m_problem);
  dismissProblem();
}

void ArtbotCollections::dismissProblem() {
  if (m_problem.isEmpty()) return;
  m_problem.clear();
  Q_EMIT problemChanged();
}

int ArtbotCollections::defaultDeckSize() const {
  return m_cards->deckSize;
}
int ArtbotCollections::minDeckSize() const {
  return rules::artbot::kMinDeckSize;
}
int ArtbotCollections::maxDeckSize() const {
  return rules::artbot::kMaxDeckSize;
}

QVariantList ArtbotCollections::profiles() {
  std::vector<const rules::artbot::Profile*> sorted;
  for (const auto& p : store().profiles()) sorted.push_back(&p);
  std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->name < b->name; });
  QVariantList out;
  for (const auto* p : sorted) out.append(profile(QString::fromStdString(p->name)));
  return out;
}

QVariantMap ArtbotCollections::profile(const QString& name) {
  const auto* p = store().find(name.toStdString());
  return {{QStringLiteral("name"), name},
          {QStringLiteral("exists"), p != nullptr},
          {QStringLiteral("ai"), p && p->ai},
          {QStringLiteral("cardCount"), p ? p->cardCount() : m_cards->starterSize()},
          {QStringLiteral("deckCount"), p ? static_cast<int>(p->deck.size()) : 0}};
}

QStringList ArtbotCollections::seatNames(const QVariantList& seats) const {
  QStringList names;
  for (int s = 0; s < seats.size(); ++s) {
    const QVariantMap seat = seats[s].toMap();
    QString name = seat.value(QStringLiteral("name")).toString().trimmed();
    if (name.isEmpty())
      name = seat.value(QStringLiteral("kind")).toString() == QLatin1String("ai")
                 ? tr("Computer %1").arg(s + 1)
                 : tr("Player %1").arg(s + 1);
    names.append(name);
  }
  return names;
}

QString ArtbotCollections::checkSeats(const QVariantList& seats, int deckSize) {
  if (deckSize < minDeckSize() || deckSize > maxDeckSize())
    return tr("A deck holds %1 to %2 cards.").arg(minDeckSize()).arg(maxDeckSize());
  const QStringList names = seatNames(seats);
  for (int s = 0; s < names.size(); ++s) {
    if (names.indexOf(names[s]) != s)
      return tr("Two seats are called %1. Each seat plays from the collection of its name, so "
                "give them different names.")
          .arg(names[s]);
    const QVariantMap p = profile(names[s]);
    const int owned = p.value(QStringLiteral("cardCount")).toInt();
    if (owned < deckSize)
      return tr("%1's collection holds %2 cards, too few for a deck of %3. Choose a smaller "
                "deck.")
          .arg(names[s])
          .arg(owned)
          .arg(deckSize);
  }
  return {};
}

QVariantMap ArtbotCollections::prepareVariant(const QVariantList& seats, int deckSize) {
  const QString problem = checkSeats(seats, deckSize);
  if (!problem.isEmpty()) {
    setLastError(problem);
    return {{QStringLiteral("error"), problem}};
  }
  const QStringList names = seatNames(seats);
  CollectionStore& s = store();
  QVariantList decks;
  QStringList owners;
  bool created = false;
  for (int i = 0; i < names.size(); ++i) {
    const std::string name = names[i].toStdString();
    const bool ai =
        seats[i].toMap().value(QStringLiteral("kind")).toString() == QLatin1String("ai");
    if (!s.find(name)) {
      s.createProfile(name, ai);
      created = true;
    }
    const rules::artbot::Profile& p = *s.find(name);
    std::vector<std::string> deck = p.deck;
    // A human plays the deck they built while it still fits; the computer builds a fresh one.
    if (ai || !s.checkDeck(p.cards, deck, deckSize).ok())
      deck = s.autoDeck(p.cards, deckSize, QRandomGenerator::global()->generate64());
    QStringList ids;
    for (const std::string& id : deck) ids.append(QString::fromStdString(id));
    decks.append(ids);
    owners.append(names[i]);
  }
  // The game is recorded (and saved) before it starts: only a game recorded here may change the
  // collections when it ends.
  const QString key = QUuid::createUuid().toString(QUuid::WithoutBraces);
  s.recordStarted(startedGame(key, owners, decks));
  if (created) notifyChanged();
  if (!save()) return {{QStringLiteral("error"), m_lastError}};
  return {{QStringLiteral("deckSize"), deckSize},
          {QStringLiteral("decks"), decks},
          {QStringLiteral("owners"), owners},
          {QStringLiteral("gameKey"), key}};
}

bool ArtbotCollections::rematch() {
  if (!m_session || m_session->gameId() != kGameId) return false;
  const QVariantList seats = m_session->seats();
  const int deckSize =
      m_session->variant().value(QStringLiteral("deckSize"), defaultDeckSize()).toInt();
  const QVariantMap variant = prepareVariant(seats, deckSize);
  if (variant.contains(QStringLiteral("error"))) return false;
  return m_session->newGame(kGameId, seats, QString(), variant);
}

void ArtbotCollections::applyFinishedGame() {
  if (!m_session || m_session->gameId() != kGameId) return;
  const rules::GameState* state = m_session->state();
  if (!state || !state->isTerminal()) return;
  const QVariantMap variant = m_session->variant();
  const QString key = variant.value(QStringLiteral("gameKey")).toString();
  const QStringList owners = variant.value(QStringLiteral("owners")).toStringList();
  // A game not started from the collections (the CLI, a hand-made save) changes nothing.
  if (key.isEmpty() || owners.isEmpty()) return;

  CollectionStore& s = store();
  if (!s.applied(key.toStdString())) {
    // Only a game these collections started, with the owners and decks they gave it: a save
    // made by hand may name any owners and key.
    const rules::artbot::StartedGame game =
        startedGame(key, owners, variant.value(QStringLiteral("decks")).toList());
    if (!s.startedHere(game)) {
      qCWarning(lcSave) << "artbot game" << key << "was not started from these collections";
      return;
    }
    const std::vector<std::string>& ownerNames = game.owners;
    std::vector<rules::artbot::Transfer> transfers;
    const nlohmann::json result = state->observe(rules::kNoSeat).value("result", nlohmann::json());
    if (result.is_object())
      for (const auto& t : result.value("transfers", nlohmann::json::array()))
        transfers.push_back({t.at("face").get<std::string>(), t.at("from").get<int>(),
                             t.at("to").get<int>(), t.value("why", std::string())});
    const auto outcomes = s.applyResult(key.toStdString(), ownerNames, transfers);
    qCInfo(lcSave) << "artbot result" << key << "applied:" << outcomes.size() << "transfers";
    // The session keeps the finished game's autosave until this returns, so a kill before the
    // file is written leaves a game to resume, which applies its result then.
    save();
    notifyChanged();
  }
  m_lastAppliedKey = key;
  Q_EMIT lastAppliedKeyChanged();
  Q_EMIT resultApplied(key);
}

QVariantList ArtbotCollections::lastResult(const QString& gameKey) {
  QVariantList out;
  const auto* outcomes = store().result(gameKey.toStdString());
  if (!outcomes) return out;
  for (const auto& o : *outcomes) {
    const int type = m_cards->findType(o.face);
    out.append(QVariantMap{{QStringLiteral("face"), QString::fromStdString(o.face)},
                           {QStringLiteral("name"),
                            QString::fromStdString(type >= 0 ? m_cards->types[type].name : o.face)},
                           {QStringLiteral("from"), QString::fromStdString(o.from)},
                           {QStringLiteral("to"), QString::fromStdString(o.to)},
                           {QStringLiteral("why"), QString::fromStdString(o.why)},
                           {QStringLiteral("moved"), o.moved}});
  }
  return out;
}

ArtbotCollectionModel* ArtbotCollections::collection(const QString& name) {
  if (name.trimmed().isEmpty()) return nullptr;
  CollectionStore& s = store();
  if (!s.find(name.toStdString())) {
    s.createProfile(name.toStdString(), false);
    save();
    notifyChanged();
  }
  auto it = m_models.find(name);
  if (it == m_models.end())
    it = m_models.emplace(name, new ArtbotCollectionModel(this, name)).first;
  return it->second;
}

QString ArtbotCollections::deckProblemText(const DeckCheck& check) const {
  using P = DeckCheck::Problem;
  const auto cardName = [&](const std::string& id) {
    const int type = m_cards->findType(id);
    return QString::fromStdString(type >= 0 ? m_cards->types[type].name : id);
  };
  switch (check.problem) {
    case P::None:
      return {};
    case P::BadSize:
      return tr("A deck holds %1 to %2 cards.").arg(minDeckSize()).arg(maxDeckSize());
    case P::WrongCount:
      return check.have < check.need ? tr("%1 of %2 cards: add %3 more.")
                                           .arg(check.have)
                                           .arg(check.need)
                                           .arg(check.need - check.have)
                                     : tr("%1 of %2 cards: take %3 out.")
                                           .arg(check.have)
                                           .arg(check.need)
                                           .arg(check.have - check.need);
    case P::UnknownCard:
      return tr("The deck holds a card this set does not have (%1).")
          .arg(QString::fromStdString(check.card));
    case P::NotOwned:
      return tr("The deck holds %1 × %2 but the collection only %3.")
          .arg(check.need)
          .arg(cardName(check.card))
          .arg(check.have);
    case P::TooFewCards:
      return tr("The collection holds %1 cards, too few for a deck of %2.")
          .arg(check.have)
          .arg(check.need);
  }
  return {};
}

}  // namespace gm::app
