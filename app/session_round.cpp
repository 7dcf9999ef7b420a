// Session: rounds of choices, applying actions, the bots and the hot-seat handover.
#include <algorithm>

#include "ai/bot_factory.h"
#include "ai/player_view.h"
#include "host/update_builder.h"
#include "logging.h"
#include "session.h"

namespace gm::app {

void Session::beginRound() {
  const auto n = static_cast<std::size_t>(seatCount());
  m_round = Round{};
  m_round.options.assign(n, {});
  m_round.choice.assign(n, -1);
  if (!m_state || m_state->isTerminal()) return;

  m_round.secret = m_state->nodeKind() == rules::NodeKind::SecretCommit;
  if (!m_round.secret) {
    const rules::Seat s = m_state->actingSeat();
    m_round.seats = {s};
    for (const rules::ActionId a : m_state->legalActions())
      m_round.options[s].push_back(m_state->describe(a));
    m_round.choice[s] = autoPassFor(s);
    return;
  }
  m_round.start = m_state->clone();
  m_round.start->setRecordEvents(false);
  // Walk a throwaway copy through the round with stand-in commits to learn who commits and what
  // each may choose. A seat's options never depend on another seat's pending commit.
  auto probe = m_round.start->clone();
  while (!probe->isTerminal() && probe->nodeKind() == rules::NodeKind::SecretCommit) {
    const rules::Seat s = probe->actingSeat();
    if (roundIncludes(s)) break;
    m_round.seats.push_back(s);
    const std::vector<rules::ActionId> legal = probe->legalActions();
    for (const rules::ActionId a : legal) m_round.options[s].push_back(probe->describe(a));
    probe->apply(legal.front());
  }
}

rules::ActionId Session::autoPassFor(rules::Seat s) const {
  if (!isHuman(s) || !m_setup.seats[static_cast<std::size_t>(s)].autoPass || m_round.secret)
    return -1;
  // A pass is all the seat may play but what no bot takes either (an offer a game allows at
  // every decision would otherwise keep auto-pass from ever passing).
  rules::ActionId pass = -1;
  int others = 0;
  for (const auto& o : m_round.options[s]) {
    if (m_state->botsNeverTake(o.id)) continue;
    if (o.kind == "pass" && pass < 0)
      pass = o.id;
    else
      ++others;
  }
  return others == 0 ? pass : -1;
}

void Session::setAutoPass(int seat, bool on) {
  if (!isHuman(seat)) return;
  rules::SeatSetup& setup = m_setup.seats[static_cast<std::size_t>(seat)];
  if (setup.autoPass == on) return;
  setup.autoPass = on;
  Q_EMIT seatsChanged();
  autosave();  // kept with the game: a resumed game passes as before
  // A seat that is asked for nothing but a pass right now passes at once.
  if (on && canChoose(seat) && m_round.choice[seat] < 0 && autoPassFor(seat) >= 0) {
    m_round.choice[seat] = autoPassFor(seat);
    checkHandover();
    pump();
    showChoices();
  }
}

bool Session::roundIncludes(rules::Seat s) const {
  return std::find(m_round.seats.begin(), m_round.seats.end(), s) != m_round.seats.end();
}

bool Session::canChoose(rules::Seat s) const {
  if (m_replay) return false;  // a replay is watched, not played
  if (!m_state || m_state->isTerminal() || m_handoverSeat >= 0 || !isHuman(s)) return false;
  if (!roundIncludes(s)) return false;
  // A secret choice may change until the round closes; a decision is final once made.
  return m_round.choice[s] < 0 || m_round.secret;
}

void Session::choose(int actionId) {
  const rules::Seat s = m_viewSeat;
  if (!canChoose(s)) {
    qCDebug(lcSession) << "choose" << actionId << "ignored: seat" << s << "cannot choose now";
    return;
  }
  const auto& options = m_round.options[s];
  if (std::none_of(options.begin(), options.end(),
                   [actionId](const rules::ActionView& a) { return a.id == actionId; })) {
    qCDebug(lcSession) << "choose" << actionId << "ignored: not an option of seat" << s;
    return;
  }
  if (m_round.choice[s] == actionId) return;
  const bool applied = std::any_of(m_round.applied.begin(), m_round.applied.end(),
                                   [s](const auto& sa) { return sa.first == s; });
  if (applied)
    rebuildRound(s, actionId);
  else
    m_round.choice[s] = actionId;
  checkHandover();
  pump();
  showChoices();
}

void Session::rebuildRound(rules::Seat s, rules::ActionId a) {
  m_round.choice[s] = a;
  auto state = m_round.start->clone();
  for (auto& [seat, action] : m_round.applied) {
    if (seat == s) action = a;
    state->apply(action);
  }
  state->setRecordEvents(true);
  state->setRecordEventViews(true);
  m_state = std::move(state);
  host::LogItem change = host::hostNote("change", {});
  change.action.seat = s;
  change.turn = currentTurn();
  m_unpublishedLog.push_back(std::move(change));
  autosave();
  if (!m_waitingAnimation) publish();
}

void Session::acknowledgePrivacy() {
  if (m_handoverSeat < 0) return;
  const int next = m_handoverSeat;
  m_handoverSeat = -1;
  m_viewSeat = next;
  m_player->restart();  // what the table kept of the last move was the previous person's
  Q_EMIT viewSeatChanged();
  Q_EMIT handoverSeatChanged();
  Q_EMIT privacyScreenChanged();
  // The new viewer gets its own view at once; anything still animating was the previous seat's.
  publish();
  pump();
}

void Session::checkHandover() {
  if (m_replay || m_handoverSeat >= 0 || !m_state || m_state->isTerminal()) return;
  // The human at the screen still has to act: nothing to hand over.
  if (isHuman(m_viewSeat) && roundIncludes(m_viewSeat) && m_round.choice[m_viewSeat] < 0) return;
  for (const rules::Seat s : m_round.seats) {
    if (s != m_viewSeat && isHuman(s) && m_round.choice[s] < 0) {
      m_handoverSeat = s;
      Q_EMIT handoverSeatChanged();
      Q_EMIT privacyScreenChanged();
      return;
    }
  }
}

void Session::animationsDone() {
  if (m_waitingAnimation) {
    checkHandover();
    publish();
  }
  pump();
}

void Session::pump() {
  if (!m_state || m_pumping) return;
  m_pumping = true;
  while (!m_waitingAnimation && !m_state->isTerminal()) {
    const rules::Seat s = m_state->actingSeat();
    const rules::ActionId a = m_round.choice[s];
    if (a < 0) break;
    // With nobody playing, bots move at a pace a spectator can follow (with the animations'; at
    // "off" as at "fast", so a game of bots still goes by move by move).
    const Pace watched = m_settings.pace() == Pace::Off ? Pace::Fast : m_settings.pace();
    const auto pause = static_cast<qint64>(m_botPauseMs * pace::factor(watched));
    if (allBots() && pause > 0 && m_sinceApply.isValid() && m_sinceApply.elapsed() < pause) {
      m_pauseTimer.start(static_cast<int>(pause - m_sinceApply.elapsed()));
      break;
    }
    applyNow(s, a, false);
  }
  m_pumping = false;
  requestBots();
  refresh();
}

void Session::applyNow(rules::Seat s, rules::ActionId a, bool replaying) {
  rules::ActionView view = m_state->describe(a);
  const bool secret = m_round.secret;
  const int turn = currentTurn();
  m_round.choice[s] = a;  // already so, except when replaying a save
  m_state->apply(a);
  m_round.applied.emplace_back(s, a);
  const auto recorded = m_state->lastEvents();
  const std::vector<rules::GameEvent> events(recorded.begin(), recorded.end());
  // The result tells the last move as the log does (no hidden card).
  if (m_state->isTerminal())
    m_finalEvents = host::logItem(view, secret, turn, events, seatCount()).events;
  // Logged when published, so the log never tells what the table has not shown yet. (The events
  // are copied: the table steps through them below.)
  m_unpublishedLog.push_back(host::logItem(view, secret, turn, events, seatCount()));

  const bool closed =
      m_state->isTerminal() || !secret || m_state->nodeKind() != rules::NodeKind::SecretCommit ||
      std::any_of(m_round.applied.begin(), m_round.applied.end(),
                  [next = m_state->actingSeat()](const auto& sa) { return sa.first == next; });
  if (closed) beginRound();
  if (replaying) return;

  qCDebug(lcSession) << "applied seat" << s << "action" << a << "events" << events.size();
  autosave();
  if (m_state->isTerminal() && !m_replay) {
    recordFinishedGame();
    keepLastGame();
    Q_EMIT gameFinished();
  }
  dropFinishedAutosave();
  m_sinceApply.restart();
  // A table that animates steps through the events (table_player.h) and its finished() publishes;
  // the player at the screen watches their own action play out (a card turning, the end of an
  // Act) before the screen is covered for the next one (see animationsDone()). Without one the
  // outcome shows at once.
  std::vector<TablePlayer::Step> steps;
  if (m_player->enabled() && m_animate) steps = stepsFor(events, m_viewSeat);
  m_waitingAnimation = !steps.empty();
  if (steps.empty()) {
    checkHandover();
    publish();
    return;
  }
  m_table->beginSteps();
  m_player->setPace(m_settings.pace());
  m_player->play(std::move(steps));
}

void Session::requestBots() {
  if (!m_state || m_state->isTerminal() || m_replay) return;
  for (const rules::Seat s : m_round.seats) {
    const auto i = static_cast<std::size_t>(s);
    if (!m_bots[i] || m_round.choice[s] >= 0 || m_botTicket[i] != 0) continue;
    auto where = stateWhereActs(s);
    if (!where) continue;
    // A job of an earlier game may still hold this bot: never share a bot between two jobs.
    if (m_bots[i].use_count() > 1)
      m_bots[i] = ai::makeBot(m_setup.seats[i].level,
                              rules::mixHash(m_setup.options.seed, m_nextTicket + 0xB07), {},
                              m_setup.gameId);
    const quint64 ticket = ++m_nextTicket;
    m_botTicket[i] = ticket;
    // Seeded by the round, not by the moment of asking, so whether a human has already chosen
    // never changes what the bot plays.
    const std::size_t round =
        (m_round.start ? m_round.start->history() : m_state->history()).size();
    const std::uint64_t viewSeed =
        rules::mixHash(rules::mixHash(m_setup.options.seed, round), static_cast<std::uint64_t>(s));
    // In a round of secret commits the search starts from the round's start and chooses the
    // earlier seats' commits itself (ai::PlayerView), as the bots do in simulate.
    m_worker->start(ticket, m_bots[i],
                    std::make_unique<ai::PlayerView>(
                        *where, s, viewSeed, m_round.secret ? m_round.start.get() : nullptr));
  }
}

void Session::onBotAnswered(quint64 ticket, int seat, int action) {
  if (seat < 0 || seat >= static_cast<int>(m_botTicket.size()) ||
      m_botTicket[static_cast<std::size_t>(seat)] != ticket) {
    qCDebug(lcBot) << "stale answer dropped: seat" << seat << "ticket" << ticket;
    return;
  }
  m_botTicket[static_cast<std::size_t>(seat)] = 0;
  const auto& options = m_round.options[seat];
  if (std::none_of(options.begin(), options.end(),
                   [action](const rules::ActionView& a) { return a.id == action; })) {
    // A bot must answer with one of the seat's options; keep the game going with the first.
    qCCritical(lcBot) << "bot of seat" << seat << "answered an illegal action" << action;
    action = options.front().id;
  }
  qCDebug(lcBot) << "seat" << seat << "chose" << action;
  m_round.choice[seat] = action;
  pump();
  showChoices();
}

void Session::showChoices() {
  // A choice that is waiting for an earlier seat shows at once (see showWaitingChoices); while
  // events are still being animated it shows with the next published observation.
  if (m_waitingAnimation)
    refresh();
  else
    publish();
}

std::unique_ptr<rules::GameState> Session::stateWhereActs(rules::Seat s) const {
  // The engine may still be waiting for an earlier seat's commit: stand-in commits get the state to
  // s's turn. The bot's PlayerView resamples every pending commit of the other seats, so the
  // stand-ins (like the real commits) tell it nothing.
  auto state = m_state->clone();
  state->setRecordEvents(false);
  state->setTrackUndo(false);
  for (int guard = 0; guard <= seatCount(); ++guard) {
    if (state->isTerminal()) return nullptr;
    if (state->actingSeat() == s) return state;
    if (state->nodeKind() != rules::NodeKind::SecretCommit) return nullptr;
    state->apply(state->legalActions().front());
  }
  return nullptr;
}

}  // namespace gm::app
