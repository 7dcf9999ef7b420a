#include "card_file.h"

#include <algorithm>

namespace gm::rules::cardfile {
using nlohmann::json;

namespace {
std::string escapePointerToken(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

// "[json.exception.parse_error.101] parse error at line 2, column 3: syntax error ..." -> the part
// after the position, since we print our own position.
std::string parseProblem(const std::string& what) {
  const auto at = what.find("parse error");
  if (at == std::string::npos) return what;
  const auto colon = what.find(": ", at);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}
}  // namespace

std::string child(const std::string& pointer, const std::string& key) {
  return pointer + "/" + escapePointerToken(key);
}
std::string child(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

std::string inQuotes(const std::string& s) {
  return "\"" + s + "\"";
}

void requireObject(const json& j, const std::string& pointer) {
  if (!j.is_object()) throw CardFileError{pointer.empty() ? "/" : pointer, "must be a JSON object"};
}

void checkKeys(const json& obj, const std::string& pointer,
               std::initializer_list<const char*> allowed) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
    const std::string& key = it.key();
    const bool known =
        std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; });
    if (known) continue;
    std::string list;
    for (const char* a : allowed) {
      if (std::string_view(a) == "$comment") continue;
      list += (list.empty() ? "" : ", ") + std::string(a);
    }
    throw CardFileError{child(pointer, key), "unknown key (known keys here: " + list + ")"};
  }
}

const json& required(const json& obj, const char* key, const std::string& pointer) {
  if (!obj.contains(key))
    throw CardFileError{pointer.empty() ? "/" : pointer, "missing " + inQuotes(key)};
  return obj.at(key);
}

int readCardFileHead(const json& doc, const std::string& gameId,
                     std::initializer_list<const char*> allowed) {
  requireObject(doc, "");
  checkKeys(doc, "", allowed);
  if (readString(doc, "game", "", true) != gameId)
    throw CardFileError{"/game",
                        "must be " + inQuotes(gameId) + " (this file is for another game)"};
  return readInt(doc, "version", "", 1, 1, std::nullopt);
}

const json& requireList(const json& obj, const char* key, const std::string& pointer,
                        const char* items) {
  const json& list = required(obj, key, pointer);
  if (!list.is_array() || list.empty())
    throw CardFileError{child(pointer, key), std::string("must be a non-empty list of ") + items};
  return list;
}

int readInt(const json& obj, const char* key, const std::string& pointer, int min, int max,
            std::optional<int> fallback) {
  if (!obj.contains(key)) {
    if (fallback) return *fallback;
    required(obj, key, pointer);
  }
  const json& v = obj.at(key);
  const std::string here = child(pointer, key);
  const std::string range =
      "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  if (!v.is_number_integer()) throw CardFileError{here, range};
  const auto n = userjson::integerIn(v, min, max);
  if (!n) throw CardFileError{here, range + " (found " + v.dump() + ")"};
  return static_cast<int>(*n);
}

bool readBool(const json& obj, const char* key, const std::string& pointer, bool fallback) {
  if (!obj.contains(key)) return fallback;
  const json& v = obj.at(key);
  if (!v.is_boolean()) throw CardFileError{child(pointer, key), "must be true or false"};
  return v.get<bool>();
}

std::string readString(const json& obj, const char* key, const std::string& pointer, bool needed) {
  if (!obj.contains(key)) {
    if (!needed) return {};
    required(obj, key, pointer);
  }
  const json& v = obj.at(key);
  if (!v.is_string() || (needed && v.get<std::string>().empty()))
    throw CardFileError{child(pointer, key),
                        needed ? "must be a non-empty text" : "must be a text"};
  std::string text = v.get<std::string>();
  // A name is a line on a card, a text a paragraph or two; neither holds a control character
  // (a name not even a line break), which no card face or save could show.
  const bool name = std::string_view(key) == "name";
  const std::size_t limit = name ? kMaxNameBytes : kMaxTextBytes;
  if (text.size() > limit)
    throw CardFileError{child(pointer, key), "is too long: " + std::to_string(text.size()) +
                                                 " bytes, at most " + std::to_string(limit) +
                                                 (name ? " for a name" : " for a text")};
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u == 0 || (name && u < 0x20) || (!name && u < 0x20 && c != '\n' && c != '\t'))
      throw CardFileError{child(pointer, key), "contains a control character (U+00" +
                                                   std::string(1, "0123456789ABCDEF"[u >> 4]) +
                                                   std::string(1, "0123456789ABCDEF"[u & 15]) +
                                                   "), which no card can show"};
  }
  return text;
}

std::string readId(const json& obj, const std::string& pointer) {
  std::string id = readString(obj, "id", pointer, true);
  const bool ok = std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
  if (!ok)
    throw CardFileError{
        child(pointer, "id"),
        "must use only lower-case letters, digits, '_' and '-' (found " + inQuotes(id) + ")"};
  return id;
}

Expected<std::string> gameOf(std::string_view text, const std::string& source) {
  return readCardFile<std::string>(text, source, [](const json& doc) {
    requireObject(doc, "");
    return readString(doc, "game", "", true);
  });
}

std::string locate(const json& doc, const std::string& pointer, const std::string& what) {
  if (pointer.empty() || pointer == "/") return "/";
  // Walk the pointer's tokens ("~1" and "~0" unescaped) and keep the last list entry with an id.
  std::string entryId;
  const json* at = &doc;
  std::size_t start = 1;
  while (at && start <= pointer.size()) {
    const auto slash = pointer.find('/', start);
    std::string token =
        pointer.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    for (std::size_t i = 0; (i = token.find('~', i)) != std::string::npos; ++i)
      token.replace(i, 2, i + 1 < token.size() && token[i + 1] == '1' ? "/" : "~");
    const json* next = nullptr;
    if (at->is_object()) {
      next = userjson::member(*at, token);
    } else if (at->is_array() && !token.empty() &&
               token.find_first_not_of("0123456789") == std::string::npos && token.size() < 10) {
      const auto index = static_cast<std::size_t>(std::stoul(token));
      if (index < at->size()) {
        next = &(*at)[index];
        if (const auto id = userjson::text(userjson::member(*next, "id")); id && !id->empty())
          entryId = *id;
      }
    }
    at = next;
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  if (entryId.empty() || what.find(inQuotes(entryId)) != std::string::npos) return pointer;
  return pointer + " (the entry with id " + inQuotes(entryId) + ")";
}

std::string syntaxError(std::string_view text, const std::string& source, std::size_t byte,
                        const std::string& what) {
  std::size_t line = 1, column = 1;
  const std::size_t end = std::min<std::size_t>(byte > 0 ? byte - 1 : 0, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return source + ": line " + std::to_string(line) + ", column " + std::to_string(column) +
         " (byte " + std::to_string(byte) + "): " + parseProblem(what);
}

}  // namespace gm::rules::cardfile
