#pragma once
// The one random engine every game state owns. Standard distributions differ between standard
// libraries, so uniformInt and shuffle are our own: a seed and a list of actions replay a game
// exactly on every platform. A golden-sequence test pins the output.
#include <cstdint>
#include <span>
#include <utility>

namespace gm::rules {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed);
  // xoshiro256** step.
  std::uint64_t next();
  // Uniform in [0, bound); bound must be > 0. Unbiased (Lemire's multiply-and-reject).
  std::uint32_t uniformInt(std::uint32_t bound);
  // Uniform in [0, 1).
  double uniformReal() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // Fisher-Yates from the back, using uniformInt.
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const auto j = uniformInt(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  bool operator==(const Rng&) const = default;

 private:
  std::uint64_t m_s[4]{};
};

}  // namespace gm::rules
