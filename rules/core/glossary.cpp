#include "glossary.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "card_file.h"

namespace gm::rules::cardfile {
namespace {

using nlohmann::json;

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

bool blank(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
}

// A non-empty text at `v`; `what` words the field for the message.
std::string nonEmptyText(const json* v, const std::string& pointer, const std::string& entry) {
  const auto value = userjson::text(v);
  if (!value || blank(*value)) throw CardFileError{pointer, "must be a non-empty text" + entry};
  return *value;
}

}  // namespace

std::vector<GlossaryEntry> readGlossary(const json& doc) {
  std::vector<GlossaryEntry> out;
  const json* list = userjson::member(doc, "glossary");
  if (!list) return out;
  if (!list->is_array())
    throw CardFileError{"/glossary", "must be a list of entries {term, forms, text}"};
  std::map<std::string, std::string> seen;  // lower-cased term or form -> the entry's term
  std::set<std::string> terms;              // lower-cased terms of the entries so far
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string pointer = child("/glossary", i);
    requireObject(item, pointer);
    const std::string term = nonEmptyText(userjson::member(item, "term"), child(pointer, "term"),
                                          " (every entry has a term)");
    const std::string entry = " (the entry " + inQuotes(term) + ")";
    if (!terms.insert(lower(term)).second)
      throw CardFileError{pointer, "a second entry for the term " + inQuotes(term)};
    for (const auto& [key, value] : item.items())
      if (key != "term" && key != "forms" && key != "text")
        throw CardFileError{child(pointer, key), "unknown key" + entry + " (term, forms or text)"};
    GlossaryEntry e;
    e.term = term;
    e.text = nonEmptyText(userjson::member(item, "text"), child(pointer, "text"), entry);
    if (const json* forms = userjson::member(item, "forms")) {
      if (!forms->is_array())
        throw CardFileError{child(pointer, "forms"), "must be a list of texts" + entry};
      for (std::size_t f = 0; f < forms->size(); ++f)
        e.forms.push_back(nonEmptyText(&(*forms)[f], child(child(pointer, "forms"), f), entry));
    }
    std::vector<std::string> words{e.term};
    words.insert(words.end(), e.forms.begin(), e.forms.end());
    std::set<std::string> own;  // this entry's words as written ("INSTANT" and "Instant" differ)
    for (const std::string& word : words) {
      if (!own.insert(word).second)
        throw CardFileError{pointer, inQuotes(word) + " is listed twice" + entry};
      const auto [it, fresh] = seen.emplace(lower(word), term);
      if (!fresh && it->second != term)
        throw CardFileError{pointer, inQuotes(word) + " is already a word of the entry " +
                                         inQuotes(it->second) + entry};
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace gm::rules::cardfile
