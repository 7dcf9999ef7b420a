#include "vendetta_game.h"

#include <nlohmann/json.hpp>

#include "core/user_json.h"
#include "vendetta_state.h"

namespace gm::rules::vendetta {
namespace {
using nlohmann::json;

// Icons the one card renderer knows (app/print/card_icons.cpp); an unknown one shows its label.
const char* costIcon(Res r) {
  static const char* const icons[] = {"speed", "heart", "psychological",
                                      "card",  "badge", "gravestone"};
  return icons[static_cast<int>(r)];
}
const char* costLabel(Res r) {
  static const char* const labels[] = {"Tick",    "Corpus", "Cerebrium",
                                       "Discard", "State",  "Forgotten"};
  return labels[static_cast<int>(r)];
}

class VendettaGame final : public Game {
 public:
  explicit VendettaGame(std::shared_ptr<const CardSet> cards) : m_cards(std::move(cards)) {}

  const GameInfo& info() const override { return m_cards->info; }

  std::string summary() const override {
    return "Two to four clones of one person fight for the life they all remember. Take cards "
           "from a shared market, pay for them with your own body and mind, answer every move "
           "with reactions, and be the last clone standing.";
  }

  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    return newVendettaGame(m_cards, options);
  }

  std::vector<CardFace> cardFaces() const override { return cardFacesOf(*m_cards); }
  std::vector<CardBack> cardBacks() const override { return cardBacksOf(); }
  std::vector<GlossaryEntry> glossary() const override { return m_cards->glossary; }
  std::vector<GameOption> options() const override { return gameOptions(); }

  // Playouts are cut after 40 actions and judged by the share of the table's health; both budgets
  // stay far inside the levels' time caps even at four clones. The measurements behind each
  // number: docs/benchmarks.md.
  SearchSettings searchSettings() const override {
    return SearchSettings{.normal = {3000, 40}, .hard = {12000, 40}};
  }

 private:
  std::shared_ptr<const CardSet> m_cards;
};

}  // namespace

std::vector<GameOption> gameOptions() {
  GameOption sets;
  sets.key = "sets";
  sets.kind = GameOption::Kind::Choice;
  sets.min = 0;
  sets.max = 2;
  sets.defaultValue = 2;
  sets.label = "Cards";
  sets.messageKey = "vendetta.option.sets";
  sets.choices = {{0, "Set A (16 cards)", "vendetta.option.sets.a"},
                  {1, "Set B (16 cards)", "vendetta.option.sets.b"},
                  {2, "Both sets (32 cards)", "vendetta.option.sets.both"}};
  return {sets};
}

Expected<std::unique_ptr<GameState>> newVendettaGame(std::shared_ptr<const CardSet> cards,
                                                     const GameOptions& options) {
  const int seats = options.seats;
  if (seats < 2 || seats > kMaxSeats)
    return Error{"Personal Vendetta is a game for 2 to 4 clones (asked for " +
                 std::to_string(seats) + ")."};
  const json& v = options.variant;
  if (!v.is_null() && !v.is_object())
    return Error{"Personal Vendetta options must be a JSON object."};
  int sets = 2;
  if (v.is_object()) {
    for (const auto& [key, value] : v.items()) {
      if (key != "sets")
        return Error{"Personal Vendetta has no option \"" + key + "\" (known: \"sets\")."};
      const auto n = userjson::integerIn(value, 0, 2);
      if (!n)
        return Error{
            "The Personal Vendetta option \"sets\" must be 0 (set A), 1 (set B) or 2 "
            "(both)."};
      sets = static_cast<int>(*n);
    }
  }
  std::vector<std::uint8_t> types;
  for (int t = 0; t < cards->typeCount(); ++t) {
    const char set = cards->types[t].set;
    if (sets == 2 || set == (sets == 0 ? 'a' : 'b')) types.push_back(static_cast<std::uint8_t>(t));
  }
  return std::unique_ptr<GameState>(
      new VendettaState(std::move(cards), seats, std::move(types), options.seed));
}

std::vector<CardFace> cardFacesOf(const CardSet& set) {
  std::vector<CardFace> faces;
  for (const CardType& t : set.types) {
    CardFace f;
    f.id = t.id;
    f.back = "vendetta";
    f.flavor = t.flavor;
    f.marks.push_back({t.discipline == Discipline::Physical ? "physical" : "psychological", "",
                       t.discipline == Discipline::Physical ? "Physical" : "Mental"});
    FaceEnd end;
    end.title = t.name;
    const std::string discipline = t.discipline == Discipline::Physical ? "Physical" : "Mental";
    const std::string kind = t.kind == CardKind::Attack     ? "attack"
                             : t.kind == CardKind::Reaction ? "reaction"
                                                            : "state";
    end.subtitle = discipline + " " + kind;
    for (int r = 0; r < kResCount; ++r)
      if (t.cost.n[r] > 0)
        end.stats.push_back({costIcon(static_cast<Res>(r)), std::to_string(t.cost.n[r]),
                             costLabel(static_cast<Res>(r))});
    if (t.cost.hasX) end.stats.push_back({costIcon(t.cost.xRes), "X", costLabel(t.cost.xRes)});
    end.text = benefitText(t) + "\n" + penaltyText(t);
    end.footer = std::string("Set ") + static_cast<char>(t.set - 'a' + 'A');
    end.accent = t.discipline == Discipline::Physical ? "#b5562a" : "#4f5fa8";
    f.ends.push_back(std::move(end));
    faces.push_back(std::move(f));
  }
  return faces;
}

std::vector<CardBack> cardBacksOf() {
  return {CardBack{"vendetta", "Personal Vendetta", "", "skull", "#2a2630"}};
}

Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source) {
  auto cards = parseCardSet(cardJson, source);
  if (!cards) return Error{cards.error()};
  return std::shared_ptr<const Game>(
      std::make_shared<VendettaGame>(std::make_shared<const CardSet>(std::move(cards.value()))));
}

}  // namespace gm::rules::vendetta
