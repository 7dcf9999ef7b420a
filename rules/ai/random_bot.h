#pragma once
// The baseline opponent: a uniform draw among the legal actions from the bot's own seeded
// generator.
#include <cstdint>

#include "bot.h"
#include "core/rng.h"

namespace gm::ai {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : m_rng(seed) {}

  std::string name() const override { return "random"; }
  rules::ActionId choose(const PlayerView& view, const std::stop_token& stop) override;
  bool needsWorld() const override { return false; }

 private:
  rules::Rng m_rng;
};

}  // namespace gm::ai
