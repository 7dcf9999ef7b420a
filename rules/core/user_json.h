#pragma once
// Reading JSON that a user or another program wrote (saves, card files, collections): every loader
// goes through these so a hostile or damaged file gets a message, never a crash.
//
// - parseUserJson refuses files over a size limit and nesting deeper than a depth limit *before*
//   nlohmann builds the document: its copy and compare are recursive, so a 600 KB file of nested
//   arrays would overflow the stack later, anywhere the value is copied.
// - The getters never throw and never insert: operator[] on a const json with a missing key is
//   undefined behaviour, and get<int>() silently wraps a number outside int.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace gm::rules::userjson {

// Our files nest a handful of levels; 64 leaves room for any hand-edited variant and keeps every
// recursive walk of the document far from the stack limit, sanitizers included.
inline constexpr int kMaxDepth = 64;
// Saves and collections are kilobytes, card files tens of kilobytes.
inline constexpr std::size_t kMaxBytes = 4 * 1024 * 1024;

struct ParseResult {
  enum class Kind { Ok, TooLarge, TooDeep, Syntax };
  Kind kind = Kind::Ok;
  nlohmann::json doc;  // discarded (is_discarded()) unless kind is Ok
  std::optional<std::string> problem;
  std::size_t byte = 0;  // where the problem is, 1-based as nlohmann counts (0: the whole file)
  bool ok() const { return !problem; }
};

// Parses `text` without throwing. `problem` says in words what is wrong: too large, nested too
// deeply (with the byte where the limit is passed) or not valid JSON (nlohmann's message).
ParseResult parseUserJson(std::string_view text, int maxDepth = kMaxDepth,
                          std::size_t maxBytes = kMaxBytes);

// The deepest nesting of arrays and objects in `text`, stopping at the first byte that passes
// `limit` (returned in `byteOut`, 1-based). Strings are skipped, so brackets inside them do not
// count. Linear and iterative.
int nestingDepth(std::string_view text, int limit, std::size_t* byteOut = nullptr);

// The member `key` of `obj`, or nullptr when `obj` is not an object or has no such member.
const nlohmann::json* member(const nlohmann::json& obj, std::string_view key);

// `v` as a whole number in [min, max]; nullopt when it is not an integer (1.5, "3", true) or out of
// range, including numbers beyond int64 stored as unsigned.
std::optional<std::int64_t> integerIn(const nlohmann::json& v, std::int64_t min, std::int64_t max);
std::optional<std::int64_t> integerIn(const nlohmann::json* v, std::int64_t min, std::int64_t max);

// `v` as a string; nullopt when it is missing or not a string.
std::optional<std::string> text(const nlohmann::json* v);

}  // namespace gm::rules::userjson
