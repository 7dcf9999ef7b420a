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
// A game made from a designer's card file (not the game's built-in one) also records that file,
// and such a save is format version 2 (a version that knows no card files must refuse it rather
// than replay it with other cards); a save of the built-in cards stays version 1, readable by every
// version:
//  "cards": {"path": "/home/ana/mygame-strong.json", "hash": "fnv1a64:0123456789abcdef"}
// Every version ever written is read: a save without "cards" plays the built-in set.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game.h"
#include "registry.h"

namespace gm::rules {

// The newest format version this build reads and writes (see above).
inline constexpr int kSaveFormatVersion = 2;

struct SeatSetup {
  std::string kind = "human";    // "human" or "ai"
  std::string level = "normal";  // for "ai": "easy", "normal", "hard"
  std::string name;              // optional display name
  // A person's choice to pass by themself whenever a pass is all they may usefully do (a response
  // window with nothing to play); kept with the game so a resumed game keeps it. Humans only.
  bool autoPass = false;

  bool isAi() const { return kind == "ai"; }
  bool operator==(const SeatSetup&) const = default;
};

struct SaveData {
  std::string gameId;
  int rulesVersion = 0;
  GameOptions options;
  std::vector<SeatSetup> seats;
  std::vector<ActionId> actions;
  // The card file the game was made from; none for the game's built-in cards.
  std::optional<CardFileRef> cards;
};

struct LoadedGame {
  SaveData data;
  std::unique_ptr<GameState> state;
};

std::string serializeSave(const SaveData& data);
// Structure only: every field present and of the right type, format version known.
Expected<SaveData> parseSave(std::string_view text);
// Whether `text`, refused by this build, is a save of a newer version: a format version beyond
// kSaveFormatVersion (beyond any integer too), or a rules version beyond that of its game here.
// Such a file is to be left alone for that version, not treated as damaged.
bool writtenByNewerVersion(std::string_view text, const GameRegistry& registry);
// Structure, then the game and its rules version, then a replay of every action. The game is the
// registry's (its built-in cards) or, when `cards` is given, the one made from that card file; a
// save made with another card file than the one given (or with one when none is given, or with
// none when one is) is refused with a message saying which file it needs.
Expected<LoadedGame> loadSave(std::string_view text, const GameRegistry& registry,
                              const CardFileGame* cards = nullptr);
// Replays `data` (already parsed) against `registry` (or `cards`, as loadSave does).
Expected<LoadedGame> replaySave(SaveData data, const GameRegistry& registry,
                                const CardFileGame* cards = nullptr);
// Why a save that records `saved` (none: the built-in cards) cannot be played with `given` (none:
// the built-in cards), or "" when it can.
std::string cardFileMismatch(const std::optional<CardFileRef>& saved, const CardFileRef* given);

// Default seats: seat 0 human, the others AI at Normal.
std::vector<SeatSetup> defaultSeats(int count);

}  // namespace gm::rules
