#include "knockdown_faces.h"

#include <algorithm>

namespace gm::rules::knockdown {
namespace {

constexpr int kPlayers = 2;
constexpr const char* kActionAccent = "#8c1d27";

// How many players could hold this card at once: a fighter set with one fighter gives both players
// the same ten cards; with several, every fighter's cards are printed once per seat that may use
// it.
int copiesOf(const CardSet& cards, int action) {
  int holders = 0;
  for (const Fighter& f : cards.fighters)
    if (std::find(f.actions.begin(), f.actions.end(), action) != f.actions.end()) ++holders;
  return holders == 0 ? 0 : kPlayers * holders;
}

CardFace actionFace(const ActionCard& card, int copies) {
  FaceEnd end;
  end.title = card.name;
  end.subtitle = "Action";
  end.accent = kActionAccent;
  if (card.isInstant())
    end.stats.push_back({"instant", "", "Instant"});
  else
    end.stats.push_back({"speed", std::to_string(card.speed), "Speed"});
  end.stats.push_back({"damage", std::to_string(card.damage), "Damage"});
  if (card.reduce > 0) end.stats.push_back({"reduce", std::to_string(card.reduce), "Reduce"});
  if (card.momentum > 0)
    end.stats.push_back({"momentum", std::to_string(card.momentum), "Momentum"});
  end.text = card.text;

  CardFace face;
  face.id = card.id;
  face.ends.push_back(std::move(end));
  face.flavor = card.flavor;
  face.back = "action";
  face.copies = copies;
  return face;
}

CardFace staminaFace(const char* id, const char* title, const char* accent, const char* text,
                     int perDeck) {
  FaceEnd end;
  end.title = title;
  end.subtitle = "Stamina";
  end.accent = accent;
  end.stats.push_back({id, "", title});
  end.text = text;
  CardFace face;
  face.id = id;
  face.ends.push_back(std::move(end));
  face.back = "stamina";
  face.copies = perDeck * kPlayers;
  return face;
}

}  // namespace

int actionFaceIndex(const CardSet& cards, int action) {
  if (copiesOf(cards, action) == 0) return -1;
  int index = 0;
  for (int i = 0; i < action; ++i)
    if (copiesOf(cards, i) > 0) ++index;
  return index;
}

std::vector<CardFace> cardFaces(const CardSet& cards) {
  std::vector<CardFace> faces;
  for (std::size_t i = 0; i < cards.actions.size(); ++i) {
    const int copies = copiesOf(cards, static_cast<int>(i));
    if (copies > 0) faces.push_back(actionFace(cards.actions[i], copies));
  }
  faces.push_back(staminaFace("rally", "Rally", "#2f8f4e",
                              "Takes one point of a hit. Found while you are knocked down, it gets "
                              "you back on your feet.",
                              cards.stamina.rally));
  faces.push_back(staminaFace("unstable", "Unstable", "#d2582f",
                              "Turned over by a hit: it starts a new Unstable pile and you go "
                              "down. Three piles and you lose.",
                              cards.stamina.unstable));
  faces.push_back(staminaFace("stable", "Stable", "#5d7384",
                              "Takes one point of a hit, then goes to your Discard.",
                              cards.stamina.stable));
  return faces;
}

std::vector<CardBack> cardBacks() {
  return {{"action", "Knockdown", "Action", "glove", "#8c1d27"},
          {"stamina", "Knockdown", "Stamina", "heart", "#1b1c21"}};
}

}  // namespace gm::rules::knockdown
