#include "registry.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "atomic_file.h"
#include "card_file.h"

namespace gm::rules {

std::string cardFileHash(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return std::string("fnv1a64:") + hex;
}

void GameRegistry::add(std::shared_ptr<const Game> game, CardSetFactory factory) {
  auto same = [&](const Entry& e) { return e.game->info().id == game->info().id; };
  if (auto it = std::find_if(m_games.begin(), m_games.end(), same); it != m_games.end())
    *it = Entry{std::move(game), factory};
  else
    m_games.push_back(Entry{std::move(game), factory});
}

const Game* GameRegistry::find(std::string_view id) const {
  for (const auto& e : m_games)
    if (e.game->info().id == id) return e.game.get();
  return nullptr;
}

std::vector<const Game*> GameRegistry::games() const {
  std::vector<const Game*> out;
  for (const auto& e : m_games) out.push_back(e.game.get());
  return out;
}

std::string GameRegistry::idList() const {
  std::string ids;
  for (const auto& e : m_games) ids += (ids.empty() ? "" : ", ") + e.game->info().id;
  return ids;
}

Expected<std::shared_ptr<const Game>> GameRegistry::makeWithCards(std::string_view id,
                                                                  std::string_view cardJson,
                                                                  const std::string& source) const {
  for (const auto& e : m_games) {
    if (e.game->info().id != id) continue;
    if (!e.factory)
      return Error{source + ": " + e.game->info().name + " cannot be made from a card file."};
    return e.factory(cardJson, source);
  }
  return Error{source + ": /game: unknown game \"" + std::string(id) + "\" (known: " + idList() +
               ")"};
}

Expected<CardFileGame> GameRegistry::makeFromCardFile(std::string_view text,
                                                      const std::string& source) const {
  auto id = cardfile::gameOf(text, source);
  if (!id) return Error{id.error()};
  auto game = makeWithCards(*id, text, source);
  if (!game) return Error{game.error()};
  return CardFileGame{std::move(game.value()), CardFileRef{source, cardFileHash(text)}};
}

Expected<CardFileGame> GameRegistry::loadCardFile(const std::string& path) const {
  auto text = readTextFile(path);
  if (!text) return Error{text.error()};
  return makeFromCardFile(*text, path);
}

}  // namespace gm::rules
