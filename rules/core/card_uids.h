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

  // For one group of uids that nothing public tells apart (one owner's deck, the cards of one
  // back), in a fixed order of the groups, one of:
  // deal(): `faces` lists the group's faces in any fixed order (its deck list) and afterwards holds
  // at i the face of the group's i-th uid.
  template <class T>
  void deal(std::span<T> faces) {
    m_rng.shuffle(faces);
  }
  // number(): fills `numbers` with 0 .. n-1 in an order drawn from the seed; the group's k-th card
  // in its deck list is the group's numbers[k]-th uid. For a game that keeps its cards where they
  // were (the same deal and shuffles) and only renumbers them.
  template <class T>
  void number(std::span<T> numbers) {
    for (std::size_t k = 0; k < numbers.size(); ++k) numbers[k] = static_cast<T>(k);
    m_rng.shuffle(numbers);
  }

 private:
  static constexpr std::uint64_t kSalt = 0x7569642d66616365ULL;  // "uid-face"
  Rng m_rng;
};

}  // namespace gm::rules
