#pragma once
// The save format: enough to replay a game exactly (game id, rules version, options, seed, seat
// kinds, actions). Loading replays every action through the engine and refuses the file at the
// first action that is not legal, so a damaged save can never produce a state the rules would not
// allow.
//
// {"format": "grudgematch-save", "formatVersion": 1, "game": "<id>", "rulesVersion": 1,
//  "seed": "42", "options": {"seats": 2, "variant": {}},
//  "seats": [{"kind": "human", "name": "Ana"}, {"kind": "ai", "level": "normal"}],
//  "actions": [3, 12]}
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game.h"
#include "registry.h"

namespace gm::rules {

inline constexpr int kSaveFormatVersion = 1;

struct SeatSetup {
  std::string kind = "human";    // "human" or "ai"
  std::string level = "normal";  // for "ai": "easy", "normal", "hard"
  std::string name;              // optional display name

  bool isAi() const { return kind == "ai"; }
  bool operator==(const SeatSetup&) const = default;
};

struct SaveData {
  std::string gameId;
  int rulesVersion = 0;
  GameOptions options;
  std::vector<SeatSetup> seats;
  std::vector<ActionId> actions;
};

struct LoadedGame {
  SaveData data;
  std::unique_ptr<GameState> state;
};

std::string serializeSave(const SaveData& data);
// Structure only: every field present and of the right type, format version known.
Expected<SaveData> parseSave(std::string_view text);
// Structure, then the game and its rules version, then a replay of every action.
Expected<LoadedGame> loadSave(std::string_view text, const GameRegistry& registry);
// Replays `data` (already parsed) against `registry`.
Expected<LoadedGame> replaySave(SaveData data, const GameRegistry& registry);

// Default seats: seat 0 human, the others AI at Normal.
std::vector<SeatSetup> defaultSeats(int count);

}  // namespace gm::rules
