#include "knockdown_setup.h"

#include <algorithm>

#include "knockdown_faces.h"

namespace gm::rules::knockdown {
namespace {
bool names(const std::vector<int>& list, int card) {
  return std::find(list.begin(), list.end(), card) != list.end();
}
}  // namespace

const char* staminaFace(StaminaKind k) {
  switch (k) {
    case StaminaKind::Rally:
      return "rally";
    case StaminaKind::Unstable:
      return "unstable";
    case StaminaKind::Stable:
      break;
  }
  return "stable";
}

Setup::Setup(std::shared_ptr<const CardSet> cards, std::array<int, 2> fighters)
    : m_cards(std::move(cards)), m_fighters(fighters), m_deckSize(m_cards->stamina.total()) {
  for (Seat s = 0; s < 2; ++s) {
    for (int mine = 0; mine < kHandSize; ++mine) {
      m_faceIndex[s][mine] =
          static_cast<std::int8_t>(actionFaceIndex(*m_cards, fighter(s).actions[mine]));
      const ActionCard& a = action(s, mine);
      for (int theirs = 0; theirs < kHandSize; ++theirs) {
        // AGAINST and CRITICAL name cards of the pool, so compare pool indices.
        const int other = this->fighter(1 - s).actions[theirs];
        int base = a.damage, reduce = a.reduce, momentum = a.momentum;
        for (const auto& b : a.against) {
          if (!names(b.cards, other)) continue;
          base += b.damage;
          reduce += b.reduce;
          momentum += b.momentum;
        }
        CardEffect& e = m_effects[s][mine][theirs];
        e.rank = static_cast<std::int8_t>(a.rank());
        e.base = static_cast<std::int8_t>(std::min(base, 100));
        e.reduce = static_cast<std::int8_t>(std::min(reduce, 100));
        e.momentum = static_cast<std::int8_t>(std::min(momentum, 100));
        e.critical = names(a.criticalAgainst, other);
      }
    }
  }
}

}  // namespace gm::rules::knockdown
