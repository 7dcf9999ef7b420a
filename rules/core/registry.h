#pragma once
// A set of games by id, for the tools that take a game id (saves, the conformance battery). It
// depends on no game: rules/games fills the shipped one (builtinGames(), one entry per game of the
// CMake list GM_GAMES, with the embedded card sets); a test fills its own with test games.
//
// A game may come with its card-set factory (the game's makeGame(cardJson, source)): the registry
// then makes that game again from another card file, a designer's edited copy, without anybody
// naming the game: the file's head says which game it is for (cardfile::gameOf).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game.h"

namespace gm::rules {

// Makes a game from a card file's text; `source` names the file in messages.
using CardSetFactory = Expected<std::shared_ptr<const Game>> (*)(std::string_view cardJson,
                                                                 const std::string& source);

// The card file a game was made from: where it was read and a hash of its content (cardFileHash),
// so a save made with it can tell that file from any other, wherever it was copied to.
struct CardFileRef {
  std::string path;
  std::string hash;
  bool sameContent(const CardFileRef& other) const { return hash == other.hash; }
};

// The hash a CardFileRef records: "fnv1a64:" and 16 hex digits of the 64-bit FNV-1a hash of the
// bytes. A check that a file is the one a save was made with, not a defence against forgery.
std::string cardFileHash(std::string_view text);

// A game made from a card file other than its built-in one, and that file.
struct CardFileGame {
  std::shared_ptr<const Game> game;
  CardFileRef file;
};

class GameRegistry {
 public:
  // Adds a game; a game with the same id replaces the earlier one (keeping its place), so an id
  // never names two games. With a factory the game can be made again from another card file.
  void add(std::shared_ptr<const Game> game, CardSetFactory factory = nullptr);
  // The game with that id, or null.
  const Game* find(std::string_view id) const;
  std::vector<const Game*> games() const;  // in the order they were first added
  // The ids, comma-separated, in order (for messages).
  std::string idList() const;

  // Game `id` made from the card file text `cardJson` (`source` names it in messages); refused
  // for an unknown id or a game added without a factory.
  Expected<std::shared_ptr<const Game>> makeWithCards(std::string_view id,
                                                      std::string_view cardJson,
                                                      const std::string& source) const;
  // The card file at `path`, read whole: the game named in its head, made from it. Every problem
  // (unreadable, not JSON, no or an unknown "game", any field the game refuses) is a message
  // naming the file.
  Expected<CardFileGame> loadCardFile(const std::string& path) const;
  // The same from text already read (`source` names it).
  Expected<CardFileGame> makeFromCardFile(std::string_view text, const std::string& source) const;

 private:
  struct Entry {
    std::shared_ptr<const Game> game;
    CardSetFactory factory = nullptr;
  };
  std::vector<Entry> m_games;
};

}  // namespace gm::rules
