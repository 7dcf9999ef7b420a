#pragma once
// Basic vocabulary shared by every rule engine, the AI and the tools.
#include <cstdint>

namespace gm::rules {

using Seat = int;               // 0 .. seatCount()-1; kNoSeat where no seat acts
using ActionId = std::int32_t;  // dense per game, 0 .. GameInfo::actionCount-1
using InfoKey = std::uint64_t;  // a hash identifying one seat's information set

inline constexpr Seat kNoSeat = -1;
inline constexpr int kMaxSeats = 4;

// What kind of node the game is at.
//  Decision:     actingSeat() picks one of legalActions(); everybody may learn which (see
//  describe()). SecretCommit: actingSeat() commits a choice no other seat may see until the game
//  reveals it.
//                Seats commit one at a time in a fixed order; no other seat's view or key depends
//                on a pending commit, so a UI may collect the human choices in any order.
//  Terminal:     the game is over; returns() holds the result.
enum class NodeKind { Decision, SecretCommit, Terminal };

// Mixes a value into a running 64-bit hash (splitmix64 finaliser): order-sensitive, cheap, well
// spread.
constexpr std::uint64_t mixHash(std::uint64_t h, std::uint64_t v) {
  std::uint64_t z = h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace gm::rules
