#include "registry.h"

#include <algorithm>

namespace gm::rules {

void GameRegistry::add(std::shared_ptr<const Game> game) {
  auto same = [&](const auto& g) { return g->info().id == game->info().id; };
  if (auto it = std::find_if(m_games.begin(), m_games.end(), same); it != m_games.end())
    *it = std::move(game);
  else
    m_games.push_back(std::move(game));
}

const Game* GameRegistry::find(std::string_view id) const {
  for (const auto& g : m_games)
    if (g->info().id == id) return g.get();
  return nullptr;
}

std::vector<const Game*> GameRegistry::games() const {
  std::vector<const Game*> out;
  for (const auto& g : m_games) out.push_back(g.get());
  return out;
}

}  // namespace gm::rules
