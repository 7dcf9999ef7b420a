#pragma once
// Strict reading of designer-edited card files, shared by every game's parser: a file is accepted
// whole or refused with one message naming the file, the field (as a JSON pointer, or the line and
// column of a syntax error) and what is wrong. Validation code throws CardFileError while walking
// the document (so it reads top-down like the schema) and readCardFile turns it into an Error.
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "expected.h"
#include "user_json.h"

namespace gm::rules::cardfile {

struct CardFileError {
  std::string pointer;  // JSON pointer of the field ("" or "/" for the document)
  std::string what;
};

// JSON pointers of a child field / list item.
std::string child(const std::string& pointer, const std::string& key);
std::string child(const std::string& pointer, std::size_t index);
std::string inQuotes(const std::string& s);

void requireObject(const nlohmann::json& j, const std::string& pointer);
// Refuses keys the schema does not know: a misspelt key would otherwise be silently ignored.
// "$comment" may be listed to allow comments; it is left out of the message.
void checkKeys(const nlohmann::json& obj, const std::string& pointer,
               std::initializer_list<const char*> allowed);
const nlohmann::json& required(const nlohmann::json& obj, const char* key,
                               const std::string& pointer);
// The top of every game's card file: an object with only the keys `allowed`, whose "game" is
// `gameId` (a file made for another game is refused) and whose "version" (at least 1) is returned.
int readCardFileHead(const nlohmann::json& doc, const std::string& gameId,
                     std::initializer_list<const char*> allowed);
// obj[key], which must be a non-empty list; `items` names what it lists in the message.
const nlohmann::json& requireList(const nlohmann::json& obj, const char* key,
                                  const std::string& pointer, const char* items);
int readInt(const nlohmann::json& obj, const char* key, const std::string& pointer, int min,
            int max, std::optional<int> fallback);
bool readBool(const nlohmann::json& obj, const char* key, const std::string& pointer,
              bool fallback);
// The longest "name" and the longest other text readString takes, in bytes of UTF-8.
inline constexpr std::size_t kMaxNameBytes = 1000;
inline constexpr std::size_t kMaxTextBytes = 20000;
// obj[key] as a text (needed: present and non-empty). At most kMaxNameBytes for the key "name",
// kMaxTextBytes for any other; no control character but, outside a name, line breaks and tabs.
std::string readString(const nlohmann::json& obj, const char* key, const std::string& pointer,
                       bool needed);
// An "id": lower-case letters, digits, '_' and '-'.
std::string readId(const nlohmann::json& obj, const std::string& pointer);

// Parses `text` and runs `read` on the document; a syntax error or a CardFileError becomes an
// Error "<source>: <where>: <what>", where <where> is the field's JSON pointer followed, when the
// field lies inside a list entry with an "id" (a card, a fighter), by that entry's id:
// "mygame.json: /actions/3/damage (the entry with id \"uppercut\"): must be ...".
template <class T, class Read>
Expected<T> readCardFile(std::string_view text, const std::string& source, Read read);

// The game a card file is for: its head's "game" (a non-empty text), read before any game parses
// the rest. A file that is not JSON, or whose top is not an object with a "game", is refused with
// a message naming `source`.
Expected<std::string> gameOf(std::string_view text, const std::string& source);

// `pointer`, and the id of the innermost list entry with an "id" on the way to it (see
// readCardFile), unless the message `what` already quotes that id.
std::string locate(const nlohmann::json& doc, const std::string& pointer,
                   const std::string& what = {});

// The syntax-error message for a parse failure at byte `byte` of `text`.
std::string syntaxError(std::string_view text, const std::string& source, std::size_t byte,
                        const std::string& what);

template <class T, class Read>
Expected<T> readCardFile(std::string_view text, const std::string& source, Read read) {
  auto parsed = userjson::parseUserJson(text);
  if (parsed.kind == userjson::ParseResult::Kind::TooLarge)
    return Error{source + ": " + *parsed.problem};
  if (!parsed.ok()) return Error{syntaxError(text, source, parsed.byte, *parsed.problem)};
  try {
    return T(read(parsed.doc));
  } catch (const CardFileError& e) {
    return Error{source + ": " + locate(parsed.doc, e.pointer, e.what) + ": " + e.what};
  }
}

}  // namespace gm::rules::cardfile
