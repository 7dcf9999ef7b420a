#include "knockdown_game.h"

#include <nlohmann/json.hpp>

#include "knockdown_faces.h"
#include "knockdown_state.h"

namespace gm::rules::knockdown {
namespace {

class KnockdownGame final : public Game {
 public:
  explicit KnockdownGame(std::shared_ptr<const CardSet> cards) : m_cards(std::move(cards)) {
    const auto& f = m_cards->fighters;
    // Seat s fights as fighter s when the file defines several, so two-fighter files just work.
    m_defaultSetup =
        std::make_shared<const Setup>(m_cards, std::array<int, 2>{0, f.size() > 1 ? 1 : 0});
  }

  const GameInfo& info() const override { return knockdownInfo(); }

  std::string summary() const override {
    return "A boxing duel for two. Each round both fighters pick one of ten Action cards in "
           "secret; speed, counters and carried momentum decide who lands what, and every hit "
           "turns over your Stamina cards, where an Unstable card can put you on the canvas.";
  }

  std::vector<CardFace> cardFaces() const override { return knockdown::cardFaces(*m_cards); }
  std::vector<CardBack> cardBacks() const override { return knockdown::cardBacks(); }
  std::vector<GlossaryEntry> glossary() const override { return m_cards->glossary; }

  // Budgets that finish within the levels' time caps at every decision measured, so a level plays
  // as configured and reproducibly by seed. Hard spends a quarter of its search on a model of the
  // other fighter and answers the predicted card; Normal plays its strategy's favourite at each
  // commit; both judge the other fighter's type from its cards. The measurements behind each
  // number: docs/benchmarks.md.
  SearchSettings searchSettings() const override {
    return SearchSettings{
        .normal = {.iterations = 25000, .commitTemperature = 0.0, .inferOpponentTypes = true},
        .hard = {.iterations = 75000, .modelIterations = 25000, .inferOpponentTypes = true}};
  }

  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    if (options.seats != 2)
      return Error{"Knockdown is a game for exactly 2 players (asked for " +
                   std::to_string(options.seats) + ")."};
    auto setup = setupFor(options.variant);
    if (!setup) return Error{setup.error()};
    return std::unique_ptr<GameState>(new KnockdownState(std::move(setup.value()), options.seed));
  }

 private:
  // Variant options: {"fighters": ["id of seat 0's fighter", "id of seat 1's fighter"]}.
  Expected<std::shared_ptr<const Setup>> setupFor(const nlohmann::json& variant) const {
    if (variant.is_null() || (variant.is_object() && variant.empty())) return m_defaultSetup;
    if (!variant.is_object()) return Error{"Knockdown options must be a JSON object."};
    for (const auto& [key, value] : variant.items())
      if (key != "fighters")
        return Error{"Knockdown has no option \"" + key + "\" (known: \"fighters\")."};
    const auto& list = variant.at("fighters");
    if (!list.is_array() || list.size() != 2)
      return Error{"The option \"fighters\" must list two fighter ids, one per seat."};
    std::array<int, 2> fighters{};
    for (int s = 0; s < 2; ++s) {
      const int index = list[s].is_string() ? m_cards->findFighter(list[s].get<std::string>()) : -1;
      if (index < 0) {
        std::string known;
        for (const auto& f : m_cards->fighters) known += (known.empty() ? "" : ", ") + f.id;
        return Error{"Unknown fighter " + list[s].dump() + " for seat " + std::to_string(s + 1) +
                     " (known: " + known + ")."};
      }
      fighters[s] = index;
    }
    return std::make_shared<const Setup>(m_cards, fighters);
  }

  std::shared_ptr<const CardSet> m_cards;
  std::shared_ptr<const Setup> m_defaultSetup;
};

}  // namespace

Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source) {
  auto cards = parseCardSet(cardJson, source);
  if (!cards) return Error{cards.error()};
  return std::shared_ptr<const Game>(
      std::make_shared<KnockdownGame>(std::make_shared<const CardSet>(std::move(cards.value()))));
}

}  // namespace gm::rules::knockdown
