#pragma once
// The game a command plays, from --game ID (the built-in cards) and --cards FILE (a designer's card
// file, whose head names the game; --game, when also given, must agree). Shared by every command
// that makes games (new, simulate, balance, export-pnp) and by those that open a save (legal,
// apply, show), so a card file is read, checked and refused the same way everywhere.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "command_line.h"
#include "core/registry.h"

namespace gm::cli {

struct GameChoice {
  const rules::Game* game = nullptr;         // null when refused
  std::optional<rules::CardFileGame> cards;  // with --cards: the game made from it and the file
  int code = 0;                              // when refused: the exit code (usage or file error)
  std::string error;                         // when refused: the message, without the command

  explicit operator bool() const { return game != nullptr; }
  const rules::CardFileGame* cardFile() const { return cards ? &*cards : nullptr; }
};

// The game of --game and/or --cards; `alsoAllowed` is one more value --game may take (export-pnp's
// "all"), returned as a choice with no game and no error.
GameChoice chooseGame(const CommandLine& cl, std::string_view alsoAllowed = {});
// The card file of --cards alone (commands on a save): nullopt without --cards; a refusal has
// `error` set.
GameChoice cardsOption(const CommandLine& cl);

// {"path": ..., "hash": ...}: the card file a summary or report was made with.
nlohmann::json cardFileJson(const rules::CardFileRef& file);

}  // namespace gm::cli
