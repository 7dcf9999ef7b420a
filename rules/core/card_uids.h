#pragma once
// Card uids that say nothing about faces (seat_view.h states what a uid promises). Every game
// deals which face each of its uids carries from the game's seed when the game is created, never
// in deck-list order, so a uid a seat learns of a card it cannot see (in an action's id or
// description, in an event) tells it no more than the card's place does. The faces are dealt by a
// generator of their own, derived from the seed: a game's rng() stream (its deals, shuffles and
// draws) is the same as it would be without them.
#include <cstdint>
#include <span>

#include "rng.h"
#include "types.h"

namespace gm::rules {

class UidFaces {
 public:
  explicit UidFaces(std::uint64_t seed) : m_rng(mixHash(seed, kSalt)) {}

  // Deals the faces of one group of uids that nothing public tells apart (one owner's deck, the
  // cards of one back): `faces` lists the group's faces in any fixed order (its deck list) and
  // afterwards holds at i the face of the group's i-th uid. Call it once per group, in a fixed
  // order of the groups.
  template <class T>
  void deal(std::span<T> faces) {
    m_rng.shuffle(faces);
  }

 private:
  static constexpr std::uint64_t kSalt = 0x7569642d66616365ULL;  // "uid-face"
  Rng m_rng;
};

}  // namespace gm::rules
