#include "artbot_game.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "artbot_state.h"
#include "core/user_json.h"

namespace gm::rules::artbot {
namespace {
using nlohmann::json;

const char* kBackColour = "#2b3a55";

const char* accentOf(Power p) {
  static const char* const colours[] = {"#b23a2e", "#7a3fa0", "#2f7f9e", "#c07a14",
                                        "#3f8f4a", "#5a5a5a", "#d0407c"};
  return colours[static_cast<int>(p)];
}

// The icon of a Power's stat (app/print/card_icons.cpp draws them): the studio's tools for the
// powers that have one, the general pictures for the others.
const char* powerIcon(Power p) {
  switch (p) {
    case Power::Physical:
      return "mallet";
    case Power::Healing:
      return "wrench";
    case Power::Stealing:
      return "magnet";
    default:
      return powerKey(p);  // "psychological", "spiritual", "holistic", "glitch"
  }
}

const char* markOf(Rarity r) {
  static const char* const icons[] = {"rarity-common", "rarity-rare", "rarity-super-rare"};
  return icons[static_cast<int>(r)];
}

// What the card does, in our words, from its Power and Power Points.
std::string textOf(const CardType& t) {
  const int cards = t.points / 10;
  const std::string n = std::to_string(cards) + (cards == 1 ? " card" : " cards");
  switch (t.power) {
    case Power::Healing:
      return "Heal " + std::to_string(t.points) + ": move up to " + n +
             " of your choice from your Discard Pile to the bottom of your Inactive Deck.";
    case Power::Stealing:
      return "Pick an opponent and take a random card from their Inactive Deck to the bottom of "
             "yours. It is yours to keep after the game.";
    case Power::Glitch:
      return "Every Active Deck goes into one pile, shuffled and dealt back one at a time: four "
             "cards each, except the opponent you pick, who gets two and draws two more. Every "
             "card "
             "dealt now belongs to whoever receives it, for keeps.\nYou do not draw at the end of "
             "this turn.";
    default:
      return "Pick an opponent: they reveal the top " + n +
             " of their Inactive Deck. Subtract the Rarity Points shown from " +
             std::to_string(t.points) +
             "; for every full 10 left they discard one revealed card.\nBelow zero, they take "
             "cards back from their Discard Pile instead.";
  }
}

class ArtbotGame final : public Game {
 public:
  explicit ArtbotGame(std::shared_ptr<const CardSet> cards) : m_cards(std::move(cards)) {}

  const GameInfo& info() const override { return m_cards->info; }

  std::string summary() const override {
    return "Two to four art robots fight with their own cards: every card is 10 HP. Deal damage "
           "that rare cards shrug off, heal from your Discard, steal cards for keeps and scramble "
           "everyone's hand with a Glitch. The last robot holding cards wins.";
  }

  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    return newArtbotGame(m_cards, options);
  }

  std::vector<CardFace> cardFaces() const override { return cardFacesOf(*m_cards); }
  std::vector<CardBack> cardBacks() const override { return cardBacksOf(); }
  std::vector<GlossaryEntry> glossary() const override { return m_cards->glossary; }

  // Playouts are cut after 20 actions and judged by the share of HP, and 80 % of their steps take
  // the heuristic's favourite: in a game this full of luck that judges a position by sensible
  // play at a fraction of a whole playout's cost. The measurements behind each number:
  // docs/benchmarks.md.
  SearchSettings searchSettings() const override {
    return SearchSettings{.normal = {1000, 20, 0.8}, .hard = {8000, 20, 0.8}};
  }

 private:
  std::shared_ptr<const CardSet> m_cards;
};

Error optionError(const std::string& field, const std::string& what) {
  return Error{"The Artbot option \"" + field + "\" " + what};
}

}  // namespace

Expected<std::unique_ptr<GameState>> newArtbotGame(std::shared_ptr<const CardSet> cards,
                                                   const GameOptions& options) {
  const int seats = options.seats;
  if (seats < 2 || seats > kMaxSeats)
    return Error{"Artbot is a game for 2 to 4 players (asked for " + std::to_string(seats) + ")."};
  const json& v = options.variant;
  if (!v.is_null() && !v.is_object()) return Error{"Artbot options must be a JSON object."};
  int deckSize = cards->deckSize;
  const json* decks = nullptr;
  if (v.is_object()) {
    for (const auto& [key, value] : v.items()) {
      if (key == "deckSize") {
        const auto n = userjson::integerIn(value, kMinDeckSize, kMaxDeckSize);
        if (!n)
          return optionError(key, "must be a whole number from " + std::to_string(kMinDeckSize) +
                                      " to " + std::to_string(kMaxDeckSize) + ".");
        deckSize = static_cast<int>(*n);
      } else if (key == "decks") {
        decks = &value;
      } else if (key == "owners") {
        if (!value.is_array() || static_cast<int>(value.size()) != seats)
          return optionError(key, "must list one name per player (" + std::to_string(seats) + ").");
        for (std::size_t i = 0; i < value.size(); ++i)
          if (!value[i].is_string())
            return optionError(key + "/" + std::to_string(i), "must be a text.");
      } else if (key == "gameKey") {
        if (!value.is_string()) return optionError(key, "must be a text.");
      } else {
        return Error{"Artbot has no option \"" + key +
                     "\" (known: \"deckSize\", \"decks\", \"owners\", \"gameKey\")."};
      }
    }
  }
  std::vector<int> types(static_cast<std::size_t>(seats * deckSize));
  if (decks != nullptr) {
    if (!decks->is_array() || static_cast<int>(decks->size()) != seats)
      return optionError("decks", "must list one deck per player (" + std::to_string(seats) + ").");
    for (int s = 0; s < seats; ++s) {
      const json& d = (*decks)[s];
      const std::string field = "decks/" + std::to_string(s);
      if (!d.is_array() || static_cast<int>(d.size()) != deckSize)
        return optionError(
            field, "must hold exactly " + std::to_string(deckSize) + " card ids (the deck size).");
      for (int i = 0; i < deckSize; ++i) {
        const int type = d[i].is_string() ? cards->findType(d[i].get<std::string>()) : -1;
        if (type < 0)
          return optionError(field + "/" + std::to_string(i),
                             "is not a card of this set: " + d[i].dump() + ".");
        types[s * deckSize + i] = type;
      }
    }
  } else {
    if (cards->starterSize() < deckSize)
      return optionError("deckSize", "is larger than the starter collection (" +
                                         std::to_string(cards->starterSize()) +
                                         " cards): give the decks in \"decks\".");
    // Each seat draws its deck at random from its own copy of the starter collection.
    std::vector<int> starter = cards->starterCards;
    Rng deal(mixHash(options.seed, 0x64656b73ULL));
    for (int s = 0; s < seats; ++s) {
      deal.shuffle(std::span(starter));
      std::copy(starter.begin(), starter.begin() + deckSize, types.begin() + s * deckSize);
    }
  }
  return std::unique_ptr<GameState>(
      new ArtbotState(std::move(cards), seats, deckSize, types, options.seed));
}

std::vector<CardFace> cardFacesOf(const CardSet& set) {
  std::vector<CardFace> faces;
  for (const CardType& t : set.types) {
    CardFace f;
    f.id = t.id;
    f.back = "artbot";
    f.copies = t.copies;
    f.flavor = t.flavor;
    f.marks.push_back({markOf(t.rarity), "", rarityName(t.rarity)});
    FaceEnd end;
    end.title = t.name;
    end.subtitle = powerName(t.power);
    const bool hasPoints = isDamage(t.power) || t.power == Power::Healing;
    end.stats.push_back({powerIcon(t.power), hasPoints ? std::to_string(t.points) : "", "Power"});
    end.stats.push_back({"gem", std::to_string(t.rp), "Rarity"});
    end.text = textOf(t);
    end.footer = rarityName(t.rarity);
    end.accent = accentOf(t.power);
    f.ends.push_back(std::move(end));
    faces.push_back(std::move(f));
  }
  return faces;
}

std::vector<CardBack> cardBacksOf() {
  return {CardBack{"artbot", "Artbot", "", "glitch", kBackColour}};
}

Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source) {
  auto cards = parseCardSet(cardJson, source);
  if (!cards) return Error{cards.error()};
  return std::shared_ptr<const Game>(
      std::make_shared<ArtbotGame>(std::make_shared<const CardSet>(std::move(cards.value()))));
}

}  // namespace gm::rules::artbot
