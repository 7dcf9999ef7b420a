#pragma once
// One Knockdown match-up fixed at game creation: the card set, the fighter of each seat, the layout
// of the card instance ids (uids) and a table of every card's effect against every opposing card,
// so resolving a turn reads small precomputed numbers instead of walking AGAINST lists. Shared,
// immutable, by all states (and their clones) of one game.
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <string>

#include "core/types.h"
#include "knockdown_cards.h"

namespace gm::rules::knockdown {

enum class StaminaKind : std::uint8_t { Stable, Rally, Unstable };

const char* staminaFace(StaminaKind k);  // "stable", "rally", "unstable"

// What one card does when it meets one particular opposing card.
struct CardEffect {
  std::int8_t rank = 0;      // resolution order, larger first (INSTANT = kInstantRank)
  std::int8_t base = 0;      // base damage incl. AGAINST bonuses
  std::int8_t reduce = 0;    // incl. AGAINST bonuses
  std::int8_t momentum = 0;  // incl. AGAINST bonuses
  bool critical = false;
};

class Setup {
 public:
  // `fighters[s]` is the fighter index (into cards->fighters) of seat s.
  Setup(std::shared_ptr<const CardSet> cards, std::array<int, 2> fighters);

  const CardSet& cards() const { return *m_cards; }
  const Fighter& fighter(Seat s) const { return m_cards->fighters[m_fighters[s]]; }
  // The Action card seat s holds at hand index i (= the action id that plays it).
  const ActionCard& action(Seat s, int i) const { return m_cards->actions[fighter(s).actions[i]]; }
  // Effect of seat s playing hand index `mine` while the other seat plays hand index `theirs`.
  const CardEffect& effect(Seat s, int mine, int theirs) const {
    return m_effects[s][mine][theirs];
  }

  // The index in the game's cardFaces() of the Action card seat s holds at hand index i.
  int faceIndex(Seat s, int i) const { return m_faceIndex[s][i]; }

  int deckSize() const { return m_deckSize; }
  int unstableCount() const { return m_cards->stamina.unstable; }
  int cardCount() const { return 2 * (kHandSize + m_deckSize); }

  // Card instance ids: seat s owns uids base(s) .. base(s)+kHandSize+deckSize-1; the first
  // kHandSize are its Action cards, then its Stamina cards. Which card each uid carries is dealt
  // from a game's seed (KnockdownState::actionUid, kindOf): a uid names no face.
  int uidBase(Seat s) const { return s * (kHandSize + m_deckSize); }
  int firstStaminaUid(Seat s) const { return uidBase(s) + kHandSize; }
  Seat ownerOf(int uid) const { return uid / (kHandSize + m_deckSize); }
  bool isActionUid(int uid) const { return uid % (kHandSize + m_deckSize) < kHandSize; }
  // The kind of the j-th Stamina card of the deck list: its rallies, then unstables, then stables.
  StaminaKind listedKind(int j) const {
    const StaminaCounts& c = m_cards->stamina;
    return j < c.rally                ? StaminaKind::Rally
           : j < c.rally + c.unstable ? StaminaKind::Unstable
                                      : StaminaKind::Stable;
  }

 private:
  std::shared_ptr<const CardSet> m_cards;
  std::array<int, 2> m_fighters;
  int m_deckSize = 0;
  std::array<std::array<std::array<CardEffect, kHandSize>, kHandSize>, 2> m_effects{};
  std::array<std::array<std::int8_t, kHandSize>, 2> m_faceIndex{};
};

}  // namespace gm::rules::knockdown
