#pragma once
// What is printed on a card, as data: the one description the table and the paper sheets draw from.
// A game builds these from its card file (Game::cardFaces / Game::cardBacks); the renderer in
// app/print knows no game, so a new game needs no drawing code, only these descriptions.
#include <string>
#include <vector>

namespace gm::rules {

// A value with an icon, e.g. {"speed", "5", "Speed"} or an owner mark {"gravestone", "",
// "Vigilante"}. The renderer draws a known icon by name; an unknown icon falls back to the label's
// text.
struct FaceStat {
  std::string icon;
  std::string value;  // may be empty (a mark that is only an icon)
  std::string
      label;  // a word for the icon, shown when the icon is unknown and used in black-and-white
};

// One end of a card. Most cards have one end; a card with two (an Active end
// and an Exhausted end, or both halves of a double-ended card) draws ends[1] upside down in the
// lower half, the way the physical card is printed.
struct FaceEnd {
  std::string title;     // the card's name as printed on this end
  std::string subtitle;  // type line, e.g. "Action", "Stamina", "Healing"
  std::vector<FaceStat> stats;
  std::string text;    // rules text in our words; "\n" separates paragraphs
  std::string footer;  // a short line at the end's edge, e.g. "Exhausts to Evidence"
  std::string accent;  // "#rrggbb": the end's colour (frames, title bar); "" = the game's default
};

struct CardFace {
  std::string id;  // the card type id the observations and events use ("jab", "wrath", ...)
  std::vector<FaceEnd> ends;    // at least one
  std::vector<FaceStat> marks;  // owner, rarity, fighter ... drawn in the corners
  std::string flavor;           // optional italic line
  std::string back;             // id of the CardBack this card has
  int copies = 1;               // how many a printed set of the game needs
};

struct CardBack {
  std::string id;  // referenced by CardFace::back
  std::string title;
  std::string subtitle;
  std::string icon;    // an icon name, or ""
  std::string colour;  // "#rrggbb"
};

}  // namespace gm::rules
