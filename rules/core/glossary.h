#pragma once
// A game's glossary: the words its rules and cards use, each with a short explanation in our own
// words, written by the designer beside the cards in the card file ("glossary": [...]) so that a
// new term and its card arrive together. The table links every use of a term in a card's text, the
// log and the rules page to its entry; the app finds the words, the rules only carry them.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace gm::rules {

struct GlossaryEntry {
  std::string term;                // as the entry is titled, e.g. "Stamina"
  std::vector<std::string> forms;  // other forms a text may use, e.g. "knocks down", "Unstables"
  std::string text;                // what it means, one or two sentences
};

namespace cardfile {

// The optional "glossary" list of a card file's document `doc` (none: an empty glossary). Each
// entry is an object of "term" (a non-empty text; no word of it or its forms may, ignoring case,
// be a word of another entry, nor be listed twice),
// optional "forms" (a list of non-empty texts) and "text" (non-empty). A malformed entry throws
// CardFileError naming the entry's place, its term when it has one, and the field.
std::vector<GlossaryEntry> readGlossary(const nlohmann::json& doc);

}  // namespace cardfile
}  // namespace gm::rules
