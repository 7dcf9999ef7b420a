#pragma once
// A bot picks an action for the seat of a PlayerView. choose() is called off the UI thread and must
// return promptly once `stop` is requested (with its best choice so far).
#include <memory>
#include <stop_token>
#include <string>

#include "player_view.h"

namespace gm::ai {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string name() const = 0;
  // Requires view.toAct(); returns one of view.legalActions(). `stop` is taken by reference: a copy
  // would count itself on the token's shared state, one cache line that every worker thread of a
  // match would then write at every move.
  virtual rules::ActionId choose(const PlayerView& view, const std::stop_token& stop) = 0;
  // Whether choose() reads more than the view's legal actions and node kind. A bot that does not
  // may be given PlayerView::legalActionsOnly(), which resamples nothing (fast bot-vs-bot runs).
  virtual bool needsWorld() const { return true; }
};

}  // namespace gm::ai
