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
  m_history.push_back(a);
  doApply(a);
}

void GameState::heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const {
  std::fill(weights.begin(), weights.end(), 1.0);
}

std::vector<Unavailable> GameState::unavailable(Seat) const {
  return {};
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
