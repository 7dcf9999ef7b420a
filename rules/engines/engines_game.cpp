#include "engines_game.h"

#include "engines_act.h"
#include "engines_match.h"

namespace gm::rules::engines {
namespace {

const char* kVigilanteColour = "#8b1e2d";
const char* kDetectiveColour = "#1f4e79";
const char* kExhaustedColour = "#5b5b5b";
// The second half of a double-ended card, so both halves read apart at a glance.
const char* kVigilanteOtherColour = "#b5651d";
const char* kDetectiveOtherColour = "#2e7d5b";

std::string pileWord(Pile p) {
  switch (p) {
    case Pile::Discard:
      return "Discard";
    case Pile::Bodycount:
      return "Bodycount";
    case Pile::Evidence:
      return "Evidence";
  }
  return "";
}

std::string footerOf(const CardType& t, int e) {
  const CardEnd& end = t.ends[e];
  std::string f = "Exhausts to " + pileWord(end.exhaust);
  if (end.flips) f += " as " + t.ends[1 - e].name;
  return f;
}

std::string typeLine(const CardType& t) {
  std::string line = t.owner == Role::Vigilante ? "Vigilante" : "Detective";
  for (const auto& tag : t.tagNames) line += tag == "gang" ? " · No Morelz" : " · " + tag;
  if (t.doubleEnded()) line += " · double-ended";
  return line;
}

class EnginesGame final : public Game {
 public:
  explicit EnginesGame(std::shared_ptr<const CardSet> cards) : m_cards(std::move(cards)) {}

  const GameInfo& info() const override { return matchInfo(); }

  std::string summary() const override {
    return "A duel for two across three Acts: the Vigilante piles up a Bodycount while the "
           "Detective gathers Evidence. Every card you play turns a quarter at the end of each of "
           "your turns, and where it lands when it is exhausted can win or lose the Act.";
  }

  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    return newEnginesGame(m_cards, options);
  }

  std::vector<CardFace> cardFaces() const override { return cardFacesOf(*m_cards); }
  std::vector<CardBack> cardBacks() const override { return cardBacksOf(); }
  std::vector<GlossaryEntry> glossary() const override { return m_cards->glossary; }

  // Playouts are cut after 12 actions (under half an Act) and scored by the match's estimate; past
  // a few hundred iterations the cut playouts' judgement, not the count, limits the search, so
  // Normal searches 300 and Hard 55,000, which finishes within its time cap. The measurements
  // behind each number: docs/benchmarks.md.
  SearchSettings searchSettings() const override {
    return SearchSettings{.normal = {300, 12}, .hard = {55000, 12}};
  }

  // The variant of engines_match.h: the match's length, the optional setups (a match only) and
  // the Vigilante's seat in Act 1.
  std::vector<GameOption> options() const override {
    GameOption acts;
    acts.key = "acts";
    acts.kind = GameOption::Kind::Choice;
    acts.min = 1;
    acts.max = 3;
    acts.defaultValue = 3;
    acts.label = "Acts";
    acts.messageKey = "engines.option.acts";
    acts.choices = {{3, "Best of three Acts (roles swap each Act)", "engines.option.acts.three"},
                    {1, "A single Act", "engines.option.acts.one"}};
    GameOption setups;
    setups.key = "setups";
    setups.kind = GameOption::Kind::Bool;
    setups.max = 1;
    setups.label = "Designer's optional setups for Act 2 and Act 3";
    setups.messageKey = "engines.option.setups";
    setups.onlyWhenKey = "acts";
    setups.onlyWhenValue = 3;
    GameOption vigilante;
    vigilante.key = "vigilante";
    vigilante.kind = GameOption::Kind::Seat;
    vigilante.max = 1;
    vigilante.label = "Vigilante";
    vigilante.messageKey = "engines.option.vigilante";
    vigilante.choices = {{0, "%1 is the Vigilante in Act 1", "engines.option.vigilante.seat"}};
    return {acts, setups, vigilante};
  }

 private:
  std::shared_ptr<const CardSet> m_cards;
};

}  // namespace

std::vector<CardFace> cardFacesOf(const CardSet& set) {
  std::vector<CardFace> faces;
  for (const CardType& t : set.types) {
    const bool vigilante = t.owner == Role::Vigilante;
    CardFace f;
    f.id = t.id;
    f.back = roleKey(t.owner);
    f.copies = t.copies;
    f.flavor = t.flavor;
    f.marks.push_back(vigilante ? FaceStat{"gravestone", "", "Vigilante"}
                                : FaceStat{"badge", "", "Detective"});
    FaceEnd top;
    top.title = t.ends[0].name;
    top.subtitle = typeLine(t);
    top.text = t.ends[0].text;
    top.footer = footerOf(t, 0);
    top.accent = vigilante ? kVigilanteColour : kDetectiveColour;
    f.ends.push_back(top);
    FaceEnd bottom;
    if (t.doubleEnded()) {
      bottom.title = t.ends[1].name;
      bottom.subtitle = typeLine(t);
      bottom.text = t.ends[1].text;
      bottom.footer = footerOf(t, 1);
      bottom.accent = vigilante ? kVigilanteOtherColour : kDetectiveOtherColour;
    } else {
      // The Exhausted end of a one-ended card says only where the card goes.
      bottom.title = t.ends[0].name;
      bottom.subtitle = "Exhausted";
      bottom.text = "Upside down: this card is spent. Move it to " +
                    (t.ends[0].exhaust == Pile::Discard ? std::string("its Discard")
                                                        : pileWord(t.ends[0].exhaust)) +
                    " at the end of the turn.";
      bottom.footer = "Exhausted";
      bottom.accent = kExhaustedColour;
    }
    f.ends.push_back(bottom);
    faces.push_back(std::move(f));
  }
  return faces;
}

std::vector<CardBack> cardBacksOf() {
  return {
      CardBack{"vigilante", "Engines of Vengeance", "Vigilante", "gravestone", kVigilanteColour},
      CardBack{"detective", "Engines of Vengeance", "Detective", "badge", kDetectiveColour}};
}

Expected<std::shared_ptr<const Game>> makeGame(std::string_view cardJson,
                                               const std::string& source) {
  auto cards = parseCardSet(cardJson, source);
  if (!cards) return Error{cards.error()};
  return std::shared_ptr<const Game>(
      std::make_shared<EnginesGame>(std::make_shared<const CardSet>(std::move(cards.value()))));
}

}  // namespace gm::rules::engines
