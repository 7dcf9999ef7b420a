#include "vitium_game.h"

#include <algorithm>
#include <climits>
#include <nlohmann/json.hpp>

#include "core/user_json.h"
#include "vitium_state.h"

namespace gm::rules::vitium {
namespace {

class VitiumGame final : public Game {
 public:
  explicit VitiumGame(std::shared_ptr<const CardSet> cards) : m_cards(std::move(cards)) {}
  const GameInfo& info() const override { return gameInfo(0); }
  std::string summary() const override {
    return "Two to four crime bosses hire pawns, buy places and devices, and run jobs in secret "
           "to win the favour of four Houses; the first to 8 Influence wins. Every move can be "
           "answered with a maneuver, and every deal at the table is only as good as a boss's "
           "word.";
  }
  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    return newVitiumGame(m_cards, options);
  }
  std::vector<CardFace> cardFaces() const override { return cardFacesOf(*m_cards); }
  std::vector<CardBack> cardBacks() const override { return cardBacksOf(); }
  std::vector<GlossaryEntry> glossary() const override { return m_cards->glossary; }
  // Random playouts seldom finish a job, so 80 % of their steps take the heuristic's favourite;
  // they are cut after 40 actions and judged by estimate() (Influence, jobs under way, pawns,
  // Çint). Normal searches few enough iterations that Hard's play measurably better. The
  // measurements behind each number: docs/benchmarks.md.
  SearchSettings searchSettings() const override {
    return SearchSettings{.normal = {500, 40, 0.8}, .hard = {8000, 40, 0.8}};
  }
  // The rulebook has no round limit; the players may choose one (RULINGS).
  std::vector<GameOption> options() const override {
    GameOption rounds;
    rounds.key = "rounds";
    rounds.kind = GameOption::Kind::Int;
    rounds.min = 0;
    rounds.max = kMaxRoundLimit;
    rounds.defaultValue = 0;
    rounds.label = "Round limit (0: none, play to 8 Influence)";
    rounds.messageKey = "vitium.option.rounds";
    return {rounds};
  }
  nlohmann::json botOnlyVariant() const override { return {{"rounds", kBotRoundLimit}}; }

 private:
  std::shared_ptr<const CardSet> m_cards;
};

std::string typeWord(CardType t) {
  static const char* const words[] = {"Pawn", "Location", "Device", "Gambit", "Job"};
  return words[static_cast<int>(t)];
}

std::string domainWord(DomainRow r) {
  static const char* const words[] = {"Planetary",  "Stowaway", "Hacker",      "Starborn",
                                      "Starworthy", "Etherial", "Low Etherial"};
  return words[static_cast<int>(r)];
}

}  // namespace

namespace {

// A bound on the actions of a game of `rounds` rounds (0: none). No cap binds in play, so it is
// made of what each action uses up. A turn: every action but a refused request for consent
// (one per event and turn) moves a card on (deck, hand, underway, employ, junkyard: at most four
// moves a card), exhausts a card (unexhausted only at the turn's start or by a card that
// exhausts itself) or draws one, so a boss takes fewer than 8 * kMaxDeck + kMaxInstances
// actions a turn. A maneuvering step: each maneuver moves or exhausts a card, so there are
// fewer than 2 * kMaxInstances, each followed by a round of passes and at most 16 decisions of
// a job's Influence; each boss offers each other boss at most one gift a step (3 decisions).
int lengthBound(int rounds) {
  if (rounds == 0) return INT_MAX;
  const std::int64_t maneuvers = 2 * kMaxInstances;
  const std::int64_t perStep = (maneuvers + 1) * (kMaxSeats + 16) + 3 * kMaxSeats * (kMaxSeats - 1);
  const std::int64_t perTurn = (8 * kMaxDeck + kMaxInstances) * (2 + perStep) + 1;
  const std::int64_t bound = kMaxSeats * kMaxDeck + std::int64_t{rounds} * kMaxSeats * perTurn;
  return static_cast<int>(std::min<std::int64_t>(bound, INT_MAX));
}

}  // namespace

const GameInfo& gameInfo(int rounds) {
  // Rules version 2 (issue 37): the rulebook's rules where ours differed, and which uid carries
  // which card dealt from the seed; the save loader refuses version 1 saves.
  static const auto infos = [] {
    std::array<GameInfo, kMaxRoundLimit + 1> all;
    for (int r = 0; r <= kMaxRoundLimit; ++r)
      all[r] = GameInfo{"vitium",
                        "Vitium",
                        2,
                        2,
                        kMaxSeats,
                        kActionCount,
                        lengthBound(r),
                        static_cast<int>(Kind::Gift) << 16};
    return all;
  }();
  return infos[static_cast<std::size_t>(std::clamp(rounds, 0, kMaxRoundLimit))];
}

Expected<std::unique_ptr<GameState>> newVitiumGame(std::shared_ptr<const CardSet> cards,
                                                   const GameOptions& options) {
  if (options.seats < 2 || options.seats > kMaxSeats)
    return Error{"Vitium is a game for 2 to 4 bosses (asked for " + std::to_string(options.seats) +
                 ")."};
  if (!options.variant.is_null() && !options.variant.is_object())
    return Error{"Vitium options must be a JSON object."};
  int rounds = 0;
  if (options.variant.is_object())
    for (const auto& [key, value] : options.variant.items()) {
      if (key != "rounds") return Error{"Vitium has no option \"" + key + "\"."};
      const auto r = userjson::integerIn(value, 0, kMaxRoundLimit);
      if (!r)
        return Error{"Vitium's \"rounds\" is the round limit: a whole number from 0 (none) to " +
                     std::to_string(kMaxRoundLimit) + "."};
      rounds = static_cast<int>(*r);
    }
  if (cards->characters.size() < static_cast<std::size_t>(options.seats))
    return Error{"This Vitium card set has too few characters for " +
                 std::to_string(options.seats) + " bosses."};
  return std::unique_ptr<GameState>(
      new VitiumState(std::move(cards), &gameInfo(rounds), options.seats, options.seed, rounds));
}

std::vector<CardFace> cardFacesOf(const CardSet& set) {
  std::vector<CardFace> faces;
  for (const Card& c : set.cards) {
    const House& h = set.houses[c.house];
    CardFace f;
    f.id = c.id;
    f.back = "vitium";
    f.flavor = c.flavor;
    f.marks.push_back({"badge", "", h.name});
    FaceEnd e;
    e.title = c.name;
    e.subtitle = typeWord(c.type);
    if (isAsset(c.type)) e.stats.push_back({"gem", std::to_string(c.cost) + "Ç", "Cost"});
    if (c.influence > 0) e.stats.push_back({"star", std::to_string(c.influence), "Influence"});
    if (isEvent(c.type)) e.stats.push_back({"momentum", std::to_string(c.progress), "Progress"});
    if (c.type == CardType::Pawn) {
      e.stats.push_back({"fist", std::to_string(c.force), "Force"});
      e.stats.push_back({"mind", std::to_string(c.cunning), "Cunning"});
      e.stats.push_back({"eye", std::to_string(c.stealth), "Stealth"});
    }
    if (isAsset(c.type) && c.resolve > 0)
      e.stats.push_back({"heart", std::to_string(c.resolve), "Resolve"});
    e.text = c.text;
    e.footer = isAsset(c.type) ? domainWord(c.domain) : h.name;
    e.accent = h.colour;
    f.ends.push_back(std::move(e));
    faces.push_back(std::move(f));
  }
  for (const Character& ch : set.characters) {
    const House& h = set.houses[ch.house];
    CardFace f;
    f.id = ch.id;
    f.back = "vitium";
    f.flavor = ch.flavor;
    f.marks.push_back({"badge", "", h.name});
    FaceEnd e;
    e.title = ch.name;
    e.subtitle = "Boss";
    e.stats.push_back({"gem", std::to_string(ch.cint) + "Ç", "Starting Çint"});
    e.stats.push_back({"momentum", "+" + std::to_string(ch.income) + "Ç", "Income"});
    e.stats.push_back({"star", std::to_string(ch.chosen) + "+" + std::to_string(ch.drawn),
                       "Hand (chosen + drawn)"});
    std::string influence;
    for (int k = 0; k < kHouses; ++k)
      if (ch.influence[k] > 0)
        influence += (influence.empty() ? "" : ", ") + std::to_string(ch.influence[k]) + " " +
                     set.houses[k].name;
    e.text = ch.text + "\nStarting Influence: " + (influence.empty() ? "none" : influence) + ".";
    e.footer = h.name;
    e.accent = h.colour;
    f.ends.push_back(std::move(e));
    faces.push_back(std::move(f));
  }
  return faces;
}

std::vector<CardBack> cardBacksOf() {
  return {CardBack{"vitium", "Vitium", "", "skull", "#1f1a24"}};
}

Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source) {
  auto cards = parseCardSet(cardJson, source);
  if (!cards) return Error{cards.error()};
  return std::shared_ptr<const Game>(
      std::make_shared<VitiumGame>(std::make_shared<const CardSet>(std::move(cards.value()))));
}

}  // namespace gm::rules::vitium
