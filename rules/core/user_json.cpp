#include "user_json.h"

#include <algorithm>

namespace gm::rules::userjson {
using nlohmann::json;

int nestingDepth(std::string_view text, int limit, std::size_t* byteOut) {
  int depth = 0, deepest = 0;
  bool inString = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (depth > limit) {
        if (byteOut) *byteOut = i + 1;
        return depth;
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

ParseResult parseUserJson(std::string_view text, int maxDepth, std::size_t maxBytes) {
  ParseResult r;
  r.doc = json(json::value_t::discarded);
  if (text.size() > maxBytes) {
    r.kind = ParseResult::Kind::TooLarge;
    r.problem = "the file is " + std::to_string(text.size()) + " bytes, more than the " +
                std::to_string(maxBytes) + " this version reads";
    return r;
  }
  std::size_t at = 0;
  if (nestingDepth(text, maxDepth, &at) > maxDepth) {
    r.kind = ParseResult::Kind::TooDeep;
    r.byte = at;
    r.problem =
        "lists and objects are nested more than " + std::to_string(maxDepth) + " levels deep";
    return r;
  }
  // allow_exceptions=false reports a syntax error as a discarded value but loses its position, so
  // the exception is caught here instead. The parser also throws out_of_range for a number too
  // large for a double (1e999; found by fuzz_save), which has no position.
  try {
    r.doc = json::parse(text);
  } catch (const json::parse_error& e) {
    r.kind = ParseResult::Kind::Syntax;
    r.byte = e.byte;
    r.problem = e.what();
  } catch (const json::exception& e) {
    r.kind = ParseResult::Kind::Syntax;
    r.problem = e.what();
  }
  return r;
}

const json* member(const json& obj, std::string_view key) {
  if (!obj.is_object()) return nullptr;
  const auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

std::optional<std::int64_t> integerIn(const json& v, std::int64_t min, std::int64_t max) {
  std::int64_t n = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    n = static_cast<std::int64_t>(u);
  } else if (v.is_number_integer()) {
    n = v.get<std::int64_t>();
  } else {
    return std::nullopt;
  }
  if (n < min || n > max) return std::nullopt;
  return n;
}

std::optional<std::int64_t> integerIn(const json* v, std::int64_t min, std::int64_t max) {
  return v ? integerIn(*v, min, max) : std::nullopt;
}

std::optional<std::string> text(const json* v) {
  if (!v || !v->is_string()) return std::nullopt;
  return v->get<std::string>();
}

}  // namespace gm::rules::userjson
