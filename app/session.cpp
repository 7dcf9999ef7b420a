#include "session.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "ai/bot_factory.h"
#include "app_language.h"
#include "card_file_loader.h"
#include "core/game.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "host/seat_update.h"
#include "host/update_builder.h"
#include "json_variant.h"
#include "logging.h"
#include "settings.h"

namespace gm::app {
namespace {
template <class T>
void assign(Session* self, T& member, T value, void (Session::*signal)()) {
  if (member == value) return;
  member = std::move(value);
  Q_EMIT(self->*signal)();
}
}  // namespace

Session::Session(QObject* parent)
    : QObject(parent),
      m_worker(new BotWorker(this)),
      m_table(new TableView(&m_cards, &m_text, this)),
      m_player(new TablePlayer(this)) {
  m_player->setShow([this](const rules::SeatView& view) { m_table->showStep(view); });
  // What the table view shows is what the session's own properties say.
  connect(m_table, &TableView::nodeKindChanged, this, &Session::nodeKindChanged);
  connect(m_table, &TableView::actingSeatChanged, this, &Session::actingSeatChanged);
  connect(m_table, &TableView::toChooseChanged, this, &Session::awaitingHumanChanged);
  connect(m_table, &TableView::observationChanged, this, &Session::observationChanged);
  connect(m_table, &TableView::pendingChoiceChanged, this, &Session::pendingChoiceChanged);
  connect(m_table, &TableView::overChanged, this, &Session::overChanged);
  connect(m_table, &TableView::promptChanged, this, &Session::promptChanged);
  connect(m_table, &TableView::returnsChanged, this, &Session::returnsChanged);
  connect(m_table, &TableView::undoChanged, this, &Session::undoChanged);
  connect(m_table, &TableView::zoneIdsChanged, this, &Session::zoneIdsChanged);
  connect(m_table, &TableView::turnChanged, this, &Session::turnChanged);
  connect(m_table, &TableView::resultTextChanged, this, &Session::resultTextChanged);
  connect(m_table, &TableView::chosen, this, &Session::choose);
  m_table->setPlayer(m_player);
  connect(m_player, &TablePlayer::finished, this, &Session::animationsDone);
  m_autosaveFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  adoptOlderAutosave();
  connect(m_worker, &BotWorker::answered, this, &Session::onBotAnswered);
  m_pauseTimer.setSingleShot(true);
  connect(&m_pauseTimer, &QTimer::timeout, this, &Session::pump);
  connect(&m_replayTimer, &QTimer::timeout, this, &Session::replayTick);
  m_text.setCards(&m_cards);
  // Card names and texts follow the app's language: the models show the new words at once, and
  // the log is written again in them.
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, [this] {
    if (!m_game) return;
    m_cards = CardLibrary(*m_game, cardFile());
    m_table->retranslate();
  });
  for (const auto& ui : gameUis()) ui->attach(*this);
}

Session::~Session() = default;

std::vector<QString> Session::seatNames(const std::vector<rules::SeatSetup>& seats) {
  std::vector<QString> names(seats.size());
  // An unnamed computer is "Computer", or "Computer 3" beside others; its level is on its panel.
  const auto computers = std::count_if(seats.begin(), seats.end(),
                                       [](const rules::SeatSetup& seat) { return seat.isAi(); });
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const int number = static_cast<int>(s) + 1;
    QString name = QString::fromStdString(seats[s].name);
    if (name.isEmpty() && seats[s].isAi())
      name = computers > 1 ? tr("Computer %1").arg(number) : tr("Computer");
    else if (name.isEmpty())
      name = tr("Player %1").arg(number);
    for (std::size_t t = 0; t < s; ++t)
      if (names[t] == name) name = tr("%1 %2").arg(name).arg(number);
    names[s] = name;
  }
  return names;
}

QString Session::gameId() const {
  return QString::fromStdString(m_setup.gameId);
}

QString Session::gameName() const {
  return m_game ? QString::fromStdString(m_game->info().name) : QString();
}

QVariantList Session::seats() const {
  QVariantList list;
  for (std::size_t s = 0; s < m_setup.seats.size(); ++s) {
    const rules::SeatSetup& seat = m_setup.seats[s];
    list.append(QVariantMap{
        {QStringLiteral("kind"), QString::fromStdString(seat.kind)},
        {QStringLiteral("level"), seat.isAi() ? QString::fromStdString(seat.level) : QString()},
        {QStringLiteral("name"), m_names[s]},
        {QStringLiteral("autoPass"), seat.autoPass}});
  }
  return list;
}

QString Session::seatName(int seat) const {
  return m_text.seatName(seat);
}

QVariantMap Session::variant() const {
  return jsonToVariant(m_setup.options.variant).toMap();
}

QString Session::cardFile() const {
  return m_setup.cards ? QString::fromStdString(m_setup.cards->path) : QString();
}

QString Session::checkCardFile(const QUrl& url, const QString& gameId) const {
  return CardFileLoader::load(localFilePath(url), gameId).error;
}

void Session::attachTable(QObject* table) {
  if (!table) return;
  m_tables.insert(table);
  m_player->setEnabled(true);
  setAnimate(true);
}

void Session::detachTable(QObject* table) {
  m_tables.remove(table);
  qCDebug(lcSession) << "table" << table << "detached;" << m_tables.size() << "left";
  if (!m_tables.isEmpty()) return;
  m_player->setEnabled(false);
  setAnimate(false);
}

void Session::setAnimate(bool on) {
  if (m_animate == on) return;
  m_animate = on;
  Q_EMIT animateChanged();
  // Nobody is going to play the events any more: show their outcome now.
  if (!on && m_player->playing())
    m_player->skip();  // its finished() publishes
  else if (!on && m_waitingAnimation)
    animationsDone();
}

bool Session::newGame(const QString& gameId, const QVariantList& seats, const QString& seed,
                      const QVariantMap& variant, const QString& cardFile) {
  const rules::Game* game = rules::builtinGames().find(gameId.toStdString());
  if (!game) {
    fail(tr("There is no game called \"%1\".").arg(gameId));
    return false;
  }
  std::optional<rules::CardFileGame> cards;
  if (!cardFile.isEmpty()) {
    const QString path =
        cardFile.startsWith(QLatin1String("file:")) ? QUrl(cardFile).toLocalFile() : cardFile;
    auto loaded = CardFileLoader::load(path, gameId);
    if (!loaded.cards) {
      fail(loaded.error);
      return false;
    }
    cards = std::move(loaded.cards);
    game = cards->game.get();
  }
  const auto& info = game->info();
  const int count = static_cast<int>(seats.size());
  if (count < info.minSeats || count > info.maxSeats) {
    fail(tr("%1 is played by %2 to %3 players, not %4.")
             .arg(QString::fromStdString(info.name))
             .arg(info.minSeats)
             .arg(info.maxSeats)
             .arg(count));
    return false;
  }
  rules::SaveData setup;
  setup.gameId = info.id;
  setup.rulesVersion = info.rulesVersion;
  setup.options.seats = count;
  if (cards) setup.cards = cards->file;
  for (int s = 0; s < count; ++s) {
    const QVariantMap map = seats[s].toMap();
    rules::SeatSetup seat;
    seat.kind = map.value(QStringLiteral("kind"), QStringLiteral("human")).toString().toStdString();
    seat.level =
        map.value(QStringLiteral("level"), QStringLiteral("normal")).toString().toStdString();
    seat.name = map.value(QStringLiteral("name")).toString().trimmed().toStdString();
    if (seat.kind != "human" && seat.kind != "ai") {
      fail(tr("Seat %1 must be a human or an AI.").arg(s + 1));
      return false;
    }
    if (seat.isAi() && seat.level != "easy" && seat.level != "normal" && seat.level != "hard") {
      fail(tr("The AI of seat %1 must be Easy, Normal or Hard.").arg(s + 1));
      return false;
    }
    if (!seat.isAi()) seat.level = "normal";
    seat.autoPass = !seat.isAi() && map.value(QStringLiteral("autoPass")).toBool();
    setup.seats.push_back(std::move(seat));
  }
  // QJsonDocument turns QML's numbers into JSON numbers the game can read back as integers.
  setup.options.variant = nlohmann::json::parse(QJsonDocument(QJsonObject::fromVariantMap(variant))
                                                    .toJson(QJsonDocument::Compact)
                                                    .toStdString());
  const QString text = seed.trimmed();
  if (text.isEmpty()) {
    // Nine digits: short enough to read off the log and type in again to replay the deal.
    setup.options.seed = QRandomGenerator::global()->bounded(1'000'000'000u);
  } else {
    bool ok = false;
    setup.options.seed = text.toULongLong(&ok);
    if (!ok || !std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); })) {
      fail(tr("The seed must be a whole number, or empty for a random game."));
      return false;
    }
  }
  std::vector<std::string> args = {setup.gameId};
  if (cards)
    args.push_back(QFileInfo(QString::fromStdString(cards->file.path)).fileName().toStdString());
  args.push_back(std::to_string(setup.options.seed));
  host::LogItem first = host::hostNote(cards ? "newGameWithCards" : "newGame", std::move(args));
  return install(std::move(setup), std::move(first), std::move(cards));
}

void Session::recordFinishedGame() {
  const std::vector<double> returns = m_state->returns();
  QStringList levels;
  double bestComputer = -2.0;  // below every return
  bool person = false;
  for (std::size_t s = 0; s < m_setup.seats.size() && s < returns.size(); ++s) {
    if (!m_setup.seats[s].isAi()) {
      person = true;
      continue;
    }
    levels.append(QString::fromStdString(m_setup.seats[s].level));
    bestComputer = std::max(bestComputer, returns[s]);
  }
  if (!person) return;  // computers among themselves
  bool won = false;
  for (std::size_t s = 0; s < m_setup.seats.size() && s < returns.size(); ++s)
    if (!m_setup.seats[s].isAi() && returns[s] > bestComputer) won = true;
  Settings().addFinishedGame(gameId(), levels, !levels.isEmpty() && won);
}

void Session::rematch() {
  if (!m_game) return;
  QVariantList seats;
  for (std::size_t s = 0; s < m_setup.seats.size(); ++s) {
    const rules::SeatSetup& seat = m_setup.seats[s];
    seats.append(QVariantMap{{QStringLiteral("kind"), QString::fromStdString(seat.kind)},
                             {QStringLiteral("level"), QString::fromStdString(seat.level)},
                             {QStringLiteral("name"), QString::fromStdString(seat.name)},
                             {QStringLiteral("autoPass"), seat.autoPass}});
  }
  newGame(gameId(), seats, QString(), variant(), cardFile());
}

bool Session::install(rules::SaveData setup, host::LogItem firstNote,
                      std::optional<rules::CardFileGame> cards) {
  const rules::Game* game = cards ? cards->game.get() : rules::builtinGames().find(setup.gameId);
  if (!game) {
    fail(tr("There is no game called \"%1\".").arg(QString::fromStdString(setup.gameId)));
    return false;
  }
  auto created = game->newGame(setup.options);
  if (!created) {
    fail(tr("The game could not start: %1").arg(QString::fromStdString(created.error())));
    return false;
  }
  // From here on the new game replaces the old one; everything that could fail has been checked.
  const int viewBefore = m_state ? m_viewSeat : -1;
  resetGame();
  const bool endsReplay = m_replay && !m_installingReplay;
  if (endsReplay) {
    m_replay.reset();
    m_replayTimer.stop();
    m_resumeAfterReplay.clear();
  }
  const std::vector<rules::ActionId> actions = std::move(setup.actions);
  setup.actions.clear();
  const bool gameChanged = m_game != game;
  m_game = game;
  m_cardGame = cards ? std::move(cards->game) : nullptr;
  m_setup = std::move(setup);
  if (gameChanged) {
    m_cards = CardLibrary(*m_game, cardFile());
    // The table's cards draw from the shared library of the game id: the file's faces while its
    // game runs, the built-in ones again after.
    CardLibrary::setShared(gameId(), m_cardGame, cardFile());
  }

  const int n = seatCount();
  m_names = seatNames(m_setup.seats);
  m_text.setNames(m_names);
  m_text.setGame(findGameUi(gameId()));
  m_table->setGame(gameId(), variant());

  m_bots.assign(static_cast<std::size_t>(n), nullptr);
  m_botTicket.assign(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s) {
    const rules::SeatSetup& seat = m_setup.seats[static_cast<std::size_t>(s)];
    if (seat.isAi())
      m_bots[static_cast<std::size_t>(s)] =
          ai::makeBot(seat.level, rules::mixHash(m_setup.options.seed, 0xB07 + s), {},
                      m_game->searchSettings());
  }

  m_state = std::move(created.value());
  m_state->setRecordEvents(true);
  m_state->setTrackUndo(true);  // from the first action: undo needs a note for every one
  m_firstNote = std::move(firstNote);
  m_unpublishedLog.push_back(m_firstNote);
  beginRound();
  for (const rules::ActionId a : actions) applyNow(m_state->actingSeat(), a, true);
  // From here on each event brings the views a table steps through (not while replaying); a
  // replay may show the whole truth, so it records that view too.
  m_state->setRecordEventViews(true, m_replay.has_value());

  // Show the first human who still has to act (or seat 0 when only bots play).
  int view = -1;
  for (const rules::Seat s : m_round.seats)
    if (view < 0 && isHuman(s) && m_round.choice[s] < 0) view = s;
  for (int s = 0; s < n && view < 0; ++s)
    if (isHuman(s)) view = s;
  m_viewSeat = m_replay ? m_replay->seat : std::max(view, 0);
  // With two people or more at this screen, whoever sits in front of it now may not be the seat
  // that acts (a game started or resumed, a replay's end, a move taken back to another seat): the
  // table stays covered until that seat says it is there. Taking back one's own move keeps it.
  const bool sameSeatUndoes = m_installingUndo && view == viewBefore;
  if (!m_replay && view >= 0 && humanCount() > 1 && !m_state->isTerminal() && !sameSeatUndoes) {
    m_handoverSeat = view;
    Q_EMIT handoverSeatChanged();
    Q_EMIT privacyScreenChanged();
  }
  qCInfo(lcSession) << "game" << gameId() << "seed" << m_setup.options.seed << "seats" << n
                    << "replayed" << actions.size();

  Q_EMIT activeChanged();
  Q_EMIT gameIdChanged();
  Q_EMIT gameNameChanged();
  Q_EMIT seatCountChanged();
  Q_EMIT seatsChanged();
  Q_EMIT variantChanged();
  Q_EMIT viewSeatChanged();
  if (endsReplay) Q_EMIT replayChanged();
  autosave();
  // A replay's end is no game finished here (its cards, its record).
  if (m_state->isTerminal() && !m_replay) Q_EMIT gameFinished();
  dropFinishedAutosave();
  publish();
  pump();
  return true;
}

void Session::resetGame() {
  m_worker->stopAll();
  m_pauseTimer.stop();
  std::fill(m_botTicket.begin(), m_botTicket.end(), 0);
  m_state.reset();
  m_round = Round{};
  m_player->restart();
  m_table->clear();
  m_waitingAnimation = false;
  m_gameOverAnnounced = false;
  m_finalEvents.clear();
  m_unpublishedLog.clear();
  assign(this, m_handoverSeat, -1, &Session::handoverSeatChanged);
  Q_EMIT privacyScreenChanged();
}

void Session::fail(const QString& message) {
  qCInfo(lcSession) << "refused:" << message;
  m_lastError = message;
  Q_EMIT lastErrorChanged();
  Q_EMIT errorOccurred(message);
}

void Session::publish() {
  m_waitingAnimation = false;
  m_table->endSteps();
  m_sinceApply.restart();
  if (!m_state) return;
  m_published = host::stateUpdate(*m_state, m_viewSeat);
  showWaitingChoices(m_published.observation);
  showWaitingChoices(m_published.view);
  const bool over = m_state->isTerminal();
  if (over) m_published.result = m_finalEvents;
  sendUpdate(std::exchange(m_unpublishedLog, {}));
  if (over && !m_gameOverAnnounced) {
    m_gameOverAnnounced = true;
    Q_EMIT gameOver();
  }
}

void Session::refresh() {
  if (m_state) sendUpdate();
}

void Session::sendUpdate(std::vector<host::LogItem> log) {
  host::SeatUpdate u = m_published;
  u.sequence = ++m_sequence;
  u.log = std::move(log);
  const bool live = !m_state->isTerminal();
  const host::SeatUpdate& before = m_table->update();
  for (int s = 0; s < seatCount(); ++s) {
    const rules::SeatSetup& seat = m_setup.seats[static_cast<std::size_t>(s)];
    host::SeatStatus& status = u.seats[static_cast<std::size_t>(s)];
    status.name = m_names[static_cast<std::size_t>(s)].toStdString();
    status.kind = seat.kind;
    status.level = seat.isAi() ? seat.level : std::string();
    const bool inRound = live && roundIncludes(s);
    // "Chosen" is a secret choice made and not yet shown; a decision shows by being played.
    status.hasChosen = inRound && m_round.secret && m_round.choice[s] >= 0;
    status.acting = inRound && m_round.choice[s] < 0;
    status.thinking = m_botTicket[static_cast<std::size_t>(s)] != 0;
    // While the table plays out what happened, a seat's standing is what it was when the move
    // being shown was made: a bot at work on the next round is not shown thinking over a card
    // that is only now being revealed.
    if (m_waitingAnimation && static_cast<std::size_t>(s) < before.seats.size()) {
      const host::SeatStatus& shown = before.seats[static_cast<std::size_t>(s)];
      status.hasChosen = shown.hasChosen;
      status.acting = shown.acting;
      status.thinking = shown.thinking;
    }
  }
  const bool inRound = live && roundIncludes(m_viewSeat);
  if (inRound) {
    u.pendingChoice = m_round.choice[m_viewSeat];
    u.actions = m_round.options[m_viewSeat];
  }
  u.mayChoose = canChoose(m_viewSeat);
  u.toChoose = u.mayChoose && !m_waitingAnimation && m_round.choice[m_viewSeat] < 0;
  // A decision's state is the engine's own; a secret round's options come from a probe (see
  // beginRound), where the engine asks for none of what a caution is about.
  u.cautions.assign(u.actions.size(), std::nullopt);
  if (u.mayChoose && !m_round.secret)
    for (std::size_t i = 0; i < u.actions.size(); ++i)
      u.cautions[i] = m_state->caution(u.actions[i].id);
  if (u.mayChoose)
    for (const rules::SeatZone& z : u.view.zones)
      if (std::vector<int> aims = aimedHiddenCards(z, u.actions); !aims.empty())
        u.aims.emplace_back(z.id, std::move(aims));
  u.undo = computeUndo();
  assign(this, m_thinkingAny,
         std::any_of(m_botTicket.begin(), m_botTicket.end(), [](quint64 t) { return t != 0; }),
         &Session::thinkingChanged);
  m_table->apply(std::move(u));
  Q_EMIT seatUpdateSent(m_table->update());
}

bool Session::isHuman(rules::Seat s) const {
  return s >= 0 && s < seatCount() && !m_setup.seats[static_cast<std::size_t>(s)].isAi();
}

int Session::humanCount() const {
  return static_cast<int>(std::count_if(m_setup.seats.begin(), m_setup.seats.end(),
                                        [](const rules::SeatSetup& s) { return !s.isAi(); }));
}

bool Session::allBots() const {
  return std::all_of(m_setup.seats.begin(), m_setup.seats.end(),
                     [](const rules::SeatSetup& s) { return s.isAi(); });
}

}  // namespace gm::app
