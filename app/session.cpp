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
      m_hand(new ZoneModel(QStringLiteral("hand"), this)),
      m_log(new LogModel(this)),
      m_players(new PlayerModel(this)),
      m_actions(new ActionModel(this)),
      m_player(new TablePlayer(this)) {
  m_player->setShow([this](const rules::SeatView& view) { showStep(view); });
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
    refreshModels();
    updatePrompt();
    m_log->rewrite();
  });
  m_undoReason = computeUndoReason();
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

QVariantMap Session::cardFace(const QString& face) const {
  const rules::CardFace* f = m_game ? m_cards.face(face) : nullptr;
  if (!f) return {};
  QVariantList ends;
  for (const rules::FaceEnd& end : f->ends) {
    QVariantList stats;
    for (const rules::FaceStat& stat : end.stats)
      stats.append(QVariantMap{{QStringLiteral("icon"), QString::fromStdString(stat.icon)},
                               {QStringLiteral("value"), QString::fromStdString(stat.value)}});
    ends.append(QVariantMap{{QStringLiteral("title"), QString::fromStdString(end.title)},
                            {QStringLiteral("subtitle"), QString::fromStdString(end.subtitle)},
                            {QStringLiteral("text"), QString::fromStdString(end.text)},
                            {QStringLiteral("footer"), QString::fromStdString(end.footer)},
                            {QStringLiteral("stats"), stats}});
  }
  return {{QStringLiteral("id"), face},
          {QStringLiteral("back"), QString::fromStdString(f->back)},
          {QStringLiteral("ends"), ends}};
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
  const QString name = QString::fromStdString(info.name);
  const QString file =
      cards ? QFileInfo(QString::fromStdString(cards->file.path)).fileName() : QString();
  auto firstLine = [name, file, seed = setup.options.seed] {
    return file.isEmpty()
               ? tr("New game of %1 (seed %2).").arg(name).arg(seed)
               : tr("New game of %1 with the cards of %2 (seed %3).").arg(name, file).arg(seed);
  };
  return install(std::move(setup), firstLine, std::move(cards));
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

bool Session::install(rules::SaveData setup, std::function<QString()> firstLine,
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
  m_firstLine = std::move(firstLine);
  m_log->append([line = m_firstLine] {
    return std::vector<LogEntry>{{line(), -1, QStringLiteral("system"), 0}};
  });
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
  m_stepView.reset();
  m_waitingAnimation = false;
  m_gameOverAnnounced = false;
  m_finalText.clear();
  m_unpublishedLog.clear();
  m_log->clear();
  m_reasons.clear();
  assign(this, m_handoverSeat, -1, &Session::handoverSeatChanged);
  Q_EMIT privacyScreenChanged();
}

void Session::fail(const QString& message) {
  qCInfo(lcSession) << "refused:" << message;
  m_lastError = message;
  Q_EMIT lastErrorChanged();
  Q_EMIT errorOccurred(message);
}

void Session::updatePrompt() {
  assign(this, m_prompt, m_text.game() ? m_text.game()->prompt(m_observation, m_text) : QString(),
         &Session::promptChanged);
}

void Session::publish() {
  m_waitingAnimation = false;
  m_stepView.reset();
  m_sinceApply.restart();
  if (!m_state) return;
  m_observation = jsonToVariant(m_state->observe(m_viewSeat)).toMap();
  showWaitingChoices(m_observation);
  updatePrompt();
  const int oldTurn = m_view.turn, oldLimit = m_view.turnLimit;
  m_view = m_state->seatView(m_viewSeat);
  showWaitingChoices(m_view);
  m_reasons.clear();
  for (const rules::Unavailable& u :
       m_viewSeat >= 0 ? m_state->unavailable(m_viewSeat) : std::vector<rules::Unavailable>{})
    m_reasons.push_back({u.card, QString::fromStdString(u.kind), m_text.reason(u)});
  QStringList ids;
  for (const rules::SeatZone& z : m_view.zones) ids << QString::fromStdString(z.id);
  assign(this, m_zoneIds, ids, &Session::zoneIdsChanged);
  if (m_view.turn != oldTurn || m_view.turnLimit != oldLimit) Q_EMIT turnChanged();
  for (LogSource& lines : std::exchange(m_unpublishedLog, {})) m_log->append(std::move(lines));
  // Models first: a binding woken by observationChanged must find them up to date.
  refreshModels();
  Q_EMIT observationChanged();
  assign(this, m_nodeKind, QString::fromLatin1(host::nodeKindName(m_state->nodeKind())),
         &Session::nodeKindChanged);
  assign(this, m_actingSeat, static_cast<int>(m_state->actingSeat()), &Session::actingSeatChanged);
  const bool over = m_state->isTerminal();
  QVariantList returns;
  if (over)
    for (const double r : m_state->returns()) returns.append(r);
  assign(this, m_returns, returns, &Session::returnsChanged);
  assign(this, m_resultText, over ? m_finalText : QString(), &Session::resultTextChanged);
  assign(this, m_over, over, &Session::overChanged);
  refreshScalars();
  if (over && !m_gameOverAnnounced) {
    m_gameOverAnnounced = true;
    Q_EMIT gameOver();
  }
}

void Session::refresh() {
  refreshScalars();
  refreshModels();
}

void Session::refreshScalars() {
  const bool live = m_state && !m_state->isTerminal();
  const bool viewInRound = live && roundIncludes(m_viewSeat);
  assign(
      this, m_awaitingHuman,
      viewInRound && !m_waitingAnimation && canChoose(m_viewSeat) && m_round.choice[m_viewSeat] < 0,
      &Session::awaitingHumanChanged);
  assign(this, m_pendingChoice, viewInRound ? static_cast<int>(m_round.choice[m_viewSeat]) : -1,
         &Session::pendingChoiceChanged);
  assign(this, m_thinkingAny,
         std::any_of(m_botTicket.begin(), m_botTicket.end(), [](quint64 t) { return t != 0; }),
         &Session::thinkingChanged);
  assign(this, m_undoReason, computeUndoReason(), &Session::undoChanged);
}

void Session::refreshModels() {
  QString handId;
  for (const rules::SeatZone& z : shown().zones)
    if (handId.isEmpty() && z.owner == m_viewSeat && z.visibility == rules::ZoneVisibility::Owner)
      handId = QString::fromStdString(z.id);
  m_hand->setCards(zoneCards(handId));
  for (auto& [name, model] : m_zones) fillZone(*model);

  std::vector<PlayerRow> rows;
  const QVariantList stats = m_observation.value(QStringLiteral("players")).toList();
  const bool live = m_state && !m_state->isTerminal();
  for (int s = 0; s < seatCount(); ++s) {
    const rules::SeatSetup& seat = m_setup.seats[static_cast<std::size_t>(s)];
    PlayerRow row;
    row.seat = s;
    row.name = m_names[static_cast<std::size_t>(s)];
    row.kind = QString::fromStdString(seat.kind);
    row.level = seat.isAi() ? QString::fromStdString(seat.level) : QString();
    const bool inRound = live && roundIncludes(s);
    // "Chosen" is a secret choice made and not yet shown; a decision shows by being played.
    row.hasChosen = inRound && m_round.secret && m_round.choice[s] >= 0;
    row.acting = inRound && m_round.choice[s] < 0;
    row.thinking = m_botTicket[static_cast<std::size_t>(s)] != 0;
    // While the table plays out what happened, a seat's standing is what it was when the move
    // being shown was made: a bot at work on the next round is not shown thinking over a card
    // that is only now being revealed.
    if (m_waitingAnimation && static_cast<std::size_t>(s) < m_players->rows().size()) {
      const PlayerRow& before = m_players->rows()[static_cast<std::size_t>(s)];
      row.hasChosen = before.hasChosen;
      row.acting = before.acting;
      row.thinking = before.thinking;
    }
    if (s < stats.size()) row.stats = stats[s].toMap();
    if (s < static_cast<int>(shown().players.size())) {
      const rules::SeatPlayer& p = shown().players[static_cast<std::size_t>(s)];
      row.out = p.out;
      row.active = p.active;
      row.place = p.place;
      row.role = QString::fromStdString(p.role);
      for (const rules::Figure& f : p.figures)
        row.figures.append(QVariantMap{
            {QStringLiteral("key"), QString::fromStdString(f.key)},
            {QStringLiteral("value"), f.value},
            {QStringLiteral("max"), f.max},
            {QStringLiteral("hint"), QString::fromLatin1(rules::figureHintName(f.hint))}});
    }
    rows.push_back(std::move(row));
  }
  m_players->setRows(std::move(rows));

  // The view seat's options, only while it may take one of them now.
  std::vector<ActionRow> actions;
  if (!m_waitingAnimation && canChoose(m_viewSeat)) {
    // The faces the seat sees, for the previews of choices that name a card.
    QHash<int, QString> faces;
    for (const rules::SeatZone& z : shown().zones)
      for (const rules::SeatCard& c : z.cards)
        if (c.uid >= 0 && !c.face.empty()) faces.insert(c.uid, QString::fromStdString(c.face));
    for (const rules::ActionView& a : m_round.options[m_viewSeat]) {
      ActionRow row;
      row.actionId = a.id;
      row.kind = QString::fromStdString(a.kind);
      for (const int card : a.cards) row.cards.append(card);
      row.fromZone = QString::fromStdString(a.fromZone);
      row.toZone = QString::fromStdString(a.toZone);
      row.messageKey = QString::fromStdString(a.messageKey);
      row.text = m_text.action(a);
      for (const std::string& arg : a.args) row.args.append(QString::fromStdString(arg));
      row.number = a.number;
      row.targetSeat = a.targetSeat;
      row.face = a.cards.empty() ? QString() : faces.value(a.cards.front());
      if (row.face.isEmpty()) row.face = m_text.actionFace(a);
      // A decision's state is the engine's own; a secret round's options come from a probe (see
      // beginRound), where the engine asks for none of what a caution is about.
      if (!m_round.secret)
        if (const std::optional<rules::Caution> c = m_state->caution(a.id))
          row.caution = m_text.caution(*c);
      actions.push_back(std::move(row));
    }
  }
  m_actions->setRows(std::move(actions));
  m_actions->setReasons(m_reasons);
}

void Session::showStep(const rules::SeatView& view) {
  m_stepView = view;
  refreshModels();
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
