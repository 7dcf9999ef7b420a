#include "table_view.h"

#include <QHash>
#include <QJSEngine>
#include <algorithm>

#include "card_library.h"
#include "event_text.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "host/update_builder.h"
#include "json_variant.h"

namespace gm::app {
namespace {

bool startsAGame(const host::LogItem& item) {
  return item.note == "newGame" || item.note == "newGameWithCards" || item.note == "loaded" ||
         item.note == "replay";
}

template <class T>
bool change(T& member, T value) {
  if (member == value) return false;
  member = std::move(value);
  return true;
}

// Every row of `model` with every role it names, by role name.
QVariantList rowsOf(const QAbstractItemModel& model) {
  QVariantList rows;
  const QHash<int, QByteArray> roles = model.roleNames();
  for (int r = 0; r < model.rowCount(); ++r) {
    QVariantMap row;
    const QModelIndex at = model.index(r, 0);
    for (auto it = roles.begin(); it != roles.end(); ++it)
      row.insert(QString::fromLatin1(it.value()), model.data(at, it.key()));
    rows.append(row);
  }
  return rows;
}

}  // namespace

TableView::TableView(const CardLibrary* cards, const EventText* text, QObject* parent)
    : QObject(parent),
      m_cards(cards),
      m_text(text),
      m_hand(new ZoneModel(QStringLiteral("hand"), this)),
      m_players(new PlayerModel(this)),
      m_actions(new ActionModel(this)),
      m_log(new LogModel(this)) {
  m_undoReason = undoText();
}

ZoneModel* TableView::zone(const QString& id) {
  auto it = m_zones.find(id);
  if (it == m_zones.end()) {
    auto* model = new ZoneModel(id, this);
    // Owned by the view: QML must not collect it when its JavaScript reference goes away.
    QJSEngine::setObjectOwnership(model, QJSEngine::CppOwnership);
    it = m_zones.emplace(id, model).first;
    fillZone(*model, m_actions->reasons());
  }
  return it->second;
}

void TableView::setGame(const QString& gameId, const QVariantMap& variant) {
  if (gameId == m_gameId && variant == m_variant) return;
  m_gameId = gameId;
  m_variant = variant;
  Q_EMIT gameChanged();
}

QString TableView::seatName(int seat) const {
  return seat >= 0 && seat < seatCount()
             ? QString::fromStdString(m_update.seats[static_cast<std::size_t>(seat)].name)
             : QString();
}

QString TableView::seatKind(int seat) const {
  return seat >= 0 && seat < seatCount()
             ? QString::fromStdString(m_update.seats[static_cast<std::size_t>(seat)].kind)
             : QString();
}

QString TableView::describeAction(int actionId) const {
  for (const rules::ActionView& a : m_update.actions)
    if (a.id == actionId) return m_text->action(a);
  return {};
}

QVariantMap TableView::cardFace(const QString& face) const {
  return m_cards->faceMap(face);
}

void TableView::choose(int actionId) {
  Q_EMIT chosen(actionId);
}

QString TableView::computeResultText() const {
  const std::vector<double>& r = m_update.returns;
  if (m_update.node != rules::NodeKind::Terminal || r.empty()) return {};
  const double best = *std::max_element(r.begin(), r.end());
  QStringList winners;
  for (std::size_t s = 0; s < r.size(); ++s)
    if (r[s] == best) winners << seatName(static_cast<int>(s));
  // Everybody on the best result: a draw, or a shared win (a cooperative ending).
  const bool allEqual = winners.size() == static_cast<int>(r.size());
  QString text = !allEqual    ? tr("%1 wins!").arg(winners.join(tr(" and ")))
                 : best > 0.0 ? tr("%1 win together!").arg(winners.join(tr(" and ")))
                              : tr("A draw!");
  // The reason the game ended, as the engine reported it (the log's events: no hidden card).
  EventText::Context context;
  for (const rules::GameEvent& e : m_update.result)
    if (m_text->explainsEnd(e))
      text += QLatin1Char('\n') + m_text->event(e, !host::isPublic(e, seatCount()), context);
  return text;
}

std::vector<LogEntry> TableView::logLines(const host::LogItem& item) const {
  const int turn = item.turn;
  // The host's own lines.
  if (item.note == "newGame" || item.note == "newGameWithCards") {
    const rules::Game* game =
        item.args.empty() ? nullptr : rules::builtinGames().find(item.args.front());
    const QString name = game ? QString::fromStdString(game->info().name) : QString();
    const QString seed = item.args.empty() ? QString() : QString::fromStdString(item.args.back());
    const QString text = item.note == "newGame" || item.args.size() < 3
                             ? tr("New game of %1 (seed %2).").arg(name, seed)
                             : tr("New game of %1 with the cards of %2 (seed %3).")
                                   .arg(name, QString::fromStdString(item.args[1]), seed);
    return {{text, -1, QStringLiteral("system"), 0}};
  }
  const QString arg = item.args.empty() ? QString() : QString::fromStdString(item.args.front());
  if (item.note == "loaded")
    return {{tr("Game loaded from %1.").arg(arg), -1, QStringLiteral("system"), 0}};
  if (item.note == "replay")
    return {{tr("Replay of %1.").arg(arg), -1, QStringLiteral("system"), 0}};
  if (item.note == "change")
    return {{tr("%1 changes their choice.").arg(seatName(item.action.seat)), item.action.seat,
             QStringLiteral("change"), turn}};
  if (!item.note.empty()) return {};
  const rules::ActionView& action = item.action;
  const bool secret = item.secret;
  const std::vector<rules::GameEvent>& events = item.events;
  std::vector<LogEntry> lines;
  // One line per move: a game's events usually tell the move themselves, in richer words ("Ann
  // plays Jab (Physical Damage 30)." rather than "Ann: Play Jab"), and an event knows what each
  // seat may see where the action's text names its card to everyone. So the action's own line is
  // written only when no event of the move that makes a line tells it (tellsMove). A secret choice
  // is logged through its face-free commit event only. A pass in a response window has a kind of
  // its own, so a game's log may show the many passes quietly.
  bool told = false;
  EventText::Context context;
  for (const rules::GameEvent& raw : events) {
    const bool hidden = !host::isPublic(raw, seatCount());
    rules::GameEvent e = raw;
    if (hidden) {
      e.face.clear();
      e.card = -1;
      e.args.clear();
    }
    QString text = m_text->event(e, hidden, context);
    // An event the game's texts leave out of the log (e.g. each card of a deal, shown on the
    // table).
    if (text.isEmpty()) continue;
    told = told || tellsMove(raw, action);
    lines.push_back({std::move(text), e.seat, QString::fromStdString(e.kind), turn});
  }
  if (!secret && !told && action.kind == "pass")
    lines.insert(lines.begin(),
                 LogModel::passLine({m_text->seatName(action.seat)}, action.seat, turn));
  else if (!secret && !told && m_text->logsAction(action))
    lines.insert(lines.begin(),
                 {m_text->actionLine(action), action.seat, QStringLiteral("action"), turn});
  return lines;
}

bool TableView::tellsMove(const rules::GameEvent& e, const rules::ActionView& action) const {
  // The same seat doing it, to the card the action names first; a move of no card (a target, a
  // pass) is told by an event of its own kind, or of the kind the game says tells it.
  if (e.seat != action.seat) return false;
  if (!action.cards.empty()) return e.card == action.cards.front();
  return e.kind == action.kind || m_text->tells(e, action);
}

void TableView::apply(host::SeatUpdate update) {
  const host::SeatUpdate before = std::exchange(m_update, std::move(update));
  const bool observationNew = before.observation != m_update.observation;
  if (observationNew) m_observation = jsonToVariant(m_update.observation).toMap();
  QStringList ids;
  for (const rules::SeatZone& z : m_update.view.zones) ids << QString::fromStdString(z.id);
  const bool zonesNew = change(m_zoneIds, ids);
  refreshModels();
  // A game's first line (a new game, a file opened, a replay shown from a step) starts the log
  // again. Each item is written when it arrives and again whenever the language changes.
  if (!m_update.log.empty() && startsAGame(m_update.log.front())) m_log->clear();
  for (const host::LogItem& item : m_update.log)
    m_log->append([this, item] { return logLines(item); });

  if (before.seat != m_update.seat) Q_EMIT seatChanged();
  if (before.seats.empty() != m_update.seats.empty()) Q_EMIT activeChanged();
  if (before.seats != m_update.seats) Q_EMIT seatsChanged();
  if (change(m_resultText, computeResultText())) Q_EMIT resultTextChanged();
  if (zonesNew) Q_EMIT zoneIdsChanged();
  if (before.view.turn != m_update.view.turn || before.view.turnLimit != m_update.view.turnLimit)
    Q_EMIT turnChanged();
  if (change(m_prompt, promptText())) Q_EMIT promptChanged();
  if (observationNew) Q_EMIT observationChanged();
  if (before.node != m_update.node) Q_EMIT nodeKindChanged();
  if (before.actingSeat != m_update.actingSeat) Q_EMIT actingSeatChanged();
  QVariantList returns;
  for (const double r : m_update.returns) returns.append(r);
  if (change(m_returns, returns)) Q_EMIT returnsChanged();
  if ((before.node == rules::NodeKind::Terminal) != over()) Q_EMIT overChanged();
  if (before.toChoose != m_update.toChoose) Q_EMIT toChooseChanged();
  if (before.pendingChoice != m_update.pendingChoice) Q_EMIT pendingChoiceChanged();
  if (change(m_undoReason, undoText())) Q_EMIT undoChanged();
}

void TableView::clear() {
  m_log->clear();
  m_stepView.reset();
  m_stepping = false;
  host::SeatUpdate none;
  none.seat = m_update.seat;
  apply(std::move(none));
}

void TableView::beginSteps() {
  m_stepping = true;
  refreshModels();
}

void TableView::showStep(const rules::SeatView& view) {
  m_stepView = view;
  refreshModels();
}

void TableView::endSteps() {
  if (!m_stepping && !m_stepView) return;
  m_stepping = false;
  m_stepView.reset();
  refreshModels();
}

void TableView::retranslate() {
  refreshModels();
  m_log->rewrite();
  if (change(m_prompt, promptText())) Q_EMIT promptChanged();
  if (change(m_undoReason, undoText())) Q_EMIT undoChanged();
  if (change(m_resultText, computeResultText())) Q_EMIT resultTextChanged();
}

QString TableView::promptText() const {
  const GameUi* game = m_text->game();
  return game ? game->prompt(m_observation, *m_text) : QString();
}

QString TableView::undoText() const {
  using host::UndoReason;
  switch (m_update.undo.reason) {
    case UndoReason::None:
      return {};
    case UndoReason::NoGame:
      return tr("There is no game.");
    case UndoReason::Over:
      return tr("The game is over.");
    case UndoReason::NotAPlayer:
      return tr("Only a player can take back their own moves.");
    case UndoReason::NotYourTurn:
      return tr("Only the player whose turn it is can take back a move.");
    case UndoReason::NoMove:
      return tr("There is no move to take back yet.");
    case UndoReason::OtherMoved:
      return tr("%1 has moved since your last move.").arg(m_text->seatName(m_update.undo.seat));
    case UndoReason::BroughtChance:
      return tr("Your last move brought chance into play (a shuffle or a draw).");
    case UndoReason::ShowedACard:
      return tr("Your last move showed you a card you did not know.");
  }
  return {};
}

std::vector<ActionReason> TableView::reasons() const {
  std::vector<ActionReason> out;
  for (const rules::Unavailable& u : m_update.unavailable)
    out.push_back({u.card, QString::fromStdString(u.kind), m_text->reason(u)});
  return out;
}

void TableView::refreshModels() {
  const rules::Seat me = m_update.seat;
  QString handId;
  for (const rules::SeatZone& z : shown().zones)
    if (handId.isEmpty() && z.owner == me && z.visibility == rules::ZoneVisibility::Owner)
      handId = QString::fromStdString(z.id);
  // Worded once for every zone and the action model.
  std::vector<ActionReason> why = reasons();
  m_hand->setCards(zoneCards(handId, why));
  for (auto& [id, model] : m_zones) fillZone(*model, why);

  std::vector<PlayerRow> rows;
  const QVariantList stats = m_observation.value(QStringLiteral("players")).toList();
  for (std::size_t s = 0; s < m_update.seats.size(); ++s) {
    const host::SeatStatus& status = m_update.seats[s];
    PlayerRow row;
    row.seat = static_cast<int>(s);
    row.name = QString::fromStdString(status.name);
    row.kind = QString::fromStdString(status.kind);
    row.level = QString::fromStdString(status.level);
    row.hasChosen = status.hasChosen;
    row.acting = status.acting;
    row.thinking = status.thinking;
    if (static_cast<int>(s) < stats.size()) row.stats = stats[static_cast<int>(s)].toMap();
    if (s < shown().players.size()) {
      const rules::SeatPlayer& p = shown().players[s];
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

  // The seat's options, only while it may take one of them now.
  std::vector<ActionRow> actions;
  if (!m_stepping && m_update.mayChoose) {
    // The faces the seat sees, for the previews of choices that name a card.
    QHash<int, QString> faces;
    for (const rules::SeatZone& z : shown().zones)
      for (const rules::SeatCard& c : z.cards)
        if (c.uid >= 0 && !c.face.empty()) faces.insert(c.uid, QString::fromStdString(c.face));
    for (std::size_t i = 0; i < m_update.actions.size(); ++i) {
      const rules::ActionView& a = m_update.actions[i];
      ActionRow row;
      row.actionId = a.id;
      row.kind = QString::fromStdString(a.kind);
      for (const int card : a.cards) row.cards.append(card);
      row.fromZone = QString::fromStdString(a.fromZone);
      row.toZone = QString::fromStdString(a.toZone);
      row.messageKey = QString::fromStdString(a.messageKey);
      row.text = m_text->action(a);
      for (const std::string& arg : a.args) row.args.append(QString::fromStdString(arg));
      row.number = a.number;
      row.targetSeat = a.targetSeat;
      row.face = a.cards.empty() ? QString() : faces.value(a.cards.front());
      if (row.face.isEmpty()) row.face = m_text->actionFace(a);
      if (i < m_update.cautions.size() && m_update.cautions[i])
        row.caution = m_text->caution(*m_update.cautions[i]);
      actions.push_back(std::move(row));
    }
  }
  m_actions->setRows(std::move(actions));
  m_actions->setReasons(std::move(why));
}

void TableView::fillZone(ZoneModel& model, const std::vector<ActionReason>& why) const {
  const rules::SeatZone* zone = shown().zone(model.zoneName().toStdString());
  if (zone)
    model.setZoneInfo(zone->owner, QString::fromLatin1(rules::visibilityName(zone->visibility)),
                      QString::fromLatin1(rules::layoutName(zone->layout)), zone->capacity);
  model.setCards(zoneCards(model.zoneName(), why));
}

std::vector<ZoneCard> TableView::zoneCards(const QString& zoneId,
                                           const std::vector<ActionReason>& why) const {
  std::vector<ZoneCard> cards;
  const std::string id = zoneId.toStdString();
  const rules::SeatZone* zone = shown().zone(id);
  if (!zone) return cards;
  const bool ownHand = zone->owner == m_update.seat && zone->owner >= 0;
  const bool choosing = ownHand && m_update.mayChoose;
  const std::vector<rules::ActionView>& options = m_update.actions;
  // Whether card `uid` lies in this zone with face `face`.
  const auto alike = [zone](int uid, const std::string& face) {
    return std::any_of(zone->cards.begin(), zone->cards.end(), [&](const rules::SeatCard& other) {
      return other.uid == uid && other.face == face && !face.empty();
    });
  };
  // The uids the seat's actions give this zone's hidden cards: only on the update's own view (not
  // a step of an action played back).
  const std::vector<int>* aimed = nullptr;
  if (!m_stepView)
    for (const auto& [zoneOfAims, uids] : m_update.aims)
      if (zoneOfAims == id) aimed = &uids;
  for (std::size_t i = 0; i < zone->cards.size(); ++i) {
    const rules::SeatCard& card = zone->cards[i];
    ZoneCard c;
    c.back = QString::fromStdString(card.back);
    c.hidden = card.uid < 0;
    if (c.hidden && aimed && i < aimed->size()) c.aimUid = (*aimed)[i];
    if (!c.hidden) {
      c.uid = card.uid;
      c.face = QString::fromStdString(card.face);
      c.faceUp = card.faceUp;
      c.end = card.end;
      c.rotation = card.rotation;
      for (const auto& [key, value] : card.counters)
        c.counters.insert(QString::fromStdString(key), value);
      for (const std::string& m : card.marks) c.marks << QString::fromStdString(m);
      c.attachedTo = card.attachedTo;
      const CardInfo info = m_cards->info(c.face);
      c.name = info.name;
      c.text = info.text;
      c.speed = info.speed;
      c.damage = info.damage;
      if (ownHand) {
        // The action naming this card; else, for a game whose actions name one card of a kind
        // (any of the alike cards would do), the first naming a card of the zone with this face.
        int alikeAction = -1;
        for (const rules::ActionView& a : options) {
          if (a.cards.size() != 1) continue;
          if (a.cards.front() == c.uid)
            c.actionId = a.id;
          else if (alikeAction < 0 && alike(a.cards.front(), card.face))
            alikeAction = a.id;
        }
        if (c.actionId < 0) c.actionId = alikeAction;
      }
      c.legal = choosing && c.actionId >= 0;
      for (const ActionReason& r : why)
        if (r.card == c.uid && !c.reason.contains(r.text))
          c.reason += (c.reason.isEmpty() ? QString() : QStringLiteral("\n")) + r.text;
    }
    cards.push_back(std::move(c));
  }
  return cards;
}

QVariantMap TableView::snapshot() const {
  QVariantMap zones;
  for (const rules::SeatZone& z : shown().zones) {
    ZoneModel model(QString::fromStdString(z.id));
    fillZone(model, m_actions->reasons());
    zones.insert(model.zoneName(), QVariantMap{{QStringLiteral("owner"), model.owner()},
                                               {QStringLiteral("visibility"), model.visibility()},
                                               {QStringLiteral("layout"), model.layout()},
                                               {QStringLiteral("capacity"), model.capacity()},
                                               {QStringLiteral("cards"), rowsOf(model)}});
  }
  QVariantList reasons;
  for (const ActionReason& r : m_actions->reasons())
    reasons.append(QVariantList{r.card, r.kind, r.text});
  return QVariantMap{
      {QStringLiteral("seat"), seat()},
      {QStringLiteral("reasons"), reasons},
      {QStringLiteral("nodeKind"), nodeKind()},
      {QStringLiteral("actingSeat"), actingSeat()},
      {QStringLiteral("toChoose"), toChoose()},
      {QStringLiteral("pendingChoice"), pendingChoice()},
      {QStringLiteral("over"), over()},
      {QStringLiteral("returns"), returns()},
      {QStringLiteral("prompt"), prompt()},
      {QStringLiteral("observation"), observation()},
      {QStringLiteral("undoReason"), undoReason()},
      {QStringLiteral("zoneIds"), zoneIds()},
      {QStringLiteral("turn"), turn()},
      {QStringLiteral("turnLimit"), turnLimit()},
      {QStringLiteral("hand"), rowsOf(*m_hand)},
      {QStringLiteral("zones"), zones},
      {QStringLiteral("players"), rowsOf(*m_players)},
      {QStringLiteral("actions"), rowsOf(*m_actions)},
      {QStringLiteral("log"), rowsOf(*m_log)},
  };
}

}  // namespace gm::app
