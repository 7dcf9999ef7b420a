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

}  // namespace gm::rules
