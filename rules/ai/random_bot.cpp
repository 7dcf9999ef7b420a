#include "random_bot.h"

#include <cassert>

namespace gm::ai {

rules::ActionId RandomBot::choose(const PlayerView& view, const std::stop_token&) {
  const auto& legal = view.legalActions();
  assert(view.toAct() && !legal.empty());
  return legal[m_rng.uniformInt(static_cast<std::uint32_t>(legal.size()))];
}

}  // namespace gm::ai
