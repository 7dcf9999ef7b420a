#include "game_state.h"

#include <algorithm>
#include <cassert>

namespace gm::rules {

std::vector<ActionId> GameState::legalActions() const {
  std::vector<ActionId> out;
  legalActions(out);
  return out;
}

bool GameState::isLegal(ActionId a) const {
  if (isTerminal()) return false;
  const auto legal = legalActions();
  return std::binary_search(legal.begin(), legal.end(), a);
}

void GameState::apply(ActionId a) {
  assert(isLegal(a));
  m_events.clear();
  m_eventViews.clear();
  if (m_trackUndo) {
    applyTracked(a);
    return;
  }
  m_history.push_back(a);
  doApply(a);
}

namespace {
// The card instances seat s can identify in `view`, sorted.
std::vector<int> knownCards(const SeatView& view) {
  std::vector<int> uids;
  for (const SeatZone& z : view.zones)
    for (const SeatCard& c : z.cards)
      if (c.uid >= 0) uids.push_back(c.uid);
  std::sort(uids.begin(), uids.end());
  return uids;
}
}  // namespace

void GameState::applyTracked(ActionId a) {
  const int seats = seatCount();
  UndoNote note;
  note.seat = actingSeat();
  {
    std::vector<ActionId> legal = legalActions();
    dropActionsBotsNeverTake(legal);
    note.forced = legal.size() == 1 && legal.front() == a;
  }
  std::vector<std::vector<int>> before;
  for (Seat s = 0; s < seats; ++s) before.push_back(knownCards(seatView(s)));
  const Rng rngBefore = m_rng;
  m_markedRandom = false;
  // A card may be shown only while the action resolves (a card revealed, then back in a hidden
  // hand): the events name every card they show, so they are read even when nobody asked for them.
  const bool recording = m_recordEvents;
  m_recordEvents = true;
  m_history.push_back(a);
  doApply(a);
  m_recordEvents = recording;
  note.random = m_markedRandom || !(m_rng == rngBefore);
  for (Seat s = 0; s < seats; ++s) {
    const auto& was = before[static_cast<std::size_t>(s)];
    const auto knew = [&was](int uid) { return std::binary_search(was.begin(), was.end(), uid); };
    const std::vector<int> after = knownCards(seatView(s));
    bool revealed = !std::includes(was.begin(), was.end(), after.begin(), after.end());
    for (const GameEvent& e : m_events)
      if (e.card >= 0 && !e.face.empty() && (e.visibleTo & (1u << s)) && !knew(e.card))
        revealed = true;
    if (revealed) note.revealedTo |= 1u << s;
  }
  if (!recording) {
    m_events.clear();
    m_eventViews.clear();
  }
  // Notes for the whole history only: tracking turned on late leaves the gap unknown.
  if (m_undoNotes.size() + 1 == m_history.size()) m_undoNotes.push_back(note);
}

void GameState::setTrackUndo(bool on) {
  m_trackUndo = on;
  if (!on) m_undoNotes.clear();
}

std::size_t GameState::undoBarrier(Seat s) const {
  const std::size_t n = m_history.size();
  if (m_undoNotes.size() != n) return n;
  std::size_t i = n;
  bool own = false;
  while (i > 0) {
    const UndoNote& note = m_undoNotes[i - 1];
    if (note.random || (note.revealedTo & (1u << s))) break;
    if (note.seat != s && !note.forced) break;
    own = own || note.seat == s;
    --i;
  }
  return own ? i : n;
}

void GameState::heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const {
  std::fill(weights.begin(), weights.end(), 1.0);
}

std::vector<Unavailable> GameState::unavailable(Seat) const {
  return {};
}

std::optional<Caution> GameState::caution(ActionId) const {
  return std::nullopt;
}

std::vector<double> GameState::estimate() const {
  return std::vector<double>(seatCount(), 0.0);
}

Seat GameState::turnSeat() const {
  return actingSeat();
}

bool GameState::isResponseWindow() const {
  return false;
}

int GameState::playedCardType(ActionId) const {
  return -1;
}

void GameState::dropActionsBotsNeverTake(std::vector<ActionId>& legal) const {
  const int from = info().botsNeverTakeFrom;
  if (from <= 0 || legal.empty() || legal.front() >= from || legal.back() < from) return;
  legal.erase(std::lower_bound(legal.begin(), legal.end(), from), legal.end());
}

void GameState::recordEvent(GameEvent e) {
  m_events.push_back(std::move(e));
  if (!m_recordEventViews) return;
  std::vector<SeatView> views;
  const int seats = seatCount();
  views.reserve(static_cast<std::size_t>(seats) + 1);
  for (Seat s = 0; s < seats; ++s) views.push_back(seatView(s));
  if (m_eventViewsWithTruth) views.push_back(seatView(kNoSeat));
  m_eventViews.push_back(std::move(views));
}

void GameState::forwardEvents(const GameState& inner,
                              const std::function<void(SeatView&, Seat)>& decorate) {
  if (!m_recordEvents) return;
  const auto events = inner.lastEvents();
  const auto views = inner.lastEventViews();
  const bool withViews = m_recordEventViews && views.size() == events.size();
  for (std::size_t i = 0; i < events.size(); ++i) {
    m_events.push_back(events[i]);
    if (!m_recordEventViews) continue;
    std::vector<SeatView> v = withViews ? views[i] : std::vector<SeatView>{};
    for (std::size_t s = 0; s < v.size(); ++s)
      decorate(v[s], s < static_cast<std::size_t>(seatCount()) ? static_cast<Seat>(s) : kNoSeat);
    m_eventViews.push_back(std::move(v));
  }
}

}  // namespace gm::rules
