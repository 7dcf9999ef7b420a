#include "command_line.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <random>

namespace gm::cli {
namespace {

const OptionSpec* findSpec(std::span<const OptionSpec> specs, std::string_view name) {
  for (const auto& s : specs)
    if (s.name == name) return &s;
  return nullptr;
}

// "-3" is a (wrong) number, not an option: the number parser then says what is wrong with it.
bool looksLikeOption(std::string_view word) {
  return word.size() > 1 && word.front() == '-' && !(word[1] >= '0' && word[1] <= '9');
}

}  // namespace

rules::Expected<CommandLine> CommandLine::parse(std::span<const std::string> args,
                                                std::span<const OptionSpec> specs) {
  CommandLine cl;
  bool optionsEnded = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& word = args[i];
    if (optionsEnded || !looksLikeOption(word)) {
      cl.m_positionals.push_back(word);
      continue;
    }
    if (word == "--") {
      optionsEnded = true;
      continue;
    }
    std::string name = word;
    std::optional<std::string> inlineValue;
    if (const auto eq = word.find('='); word.starts_with("--") && eq != std::string::npos) {
      name = word.substr(0, eq);
      inlineValue = word.substr(eq + 1);
    }
    const OptionSpec* spec = findSpec(specs, name);
    if (!spec) return rules::Error{"unknown option '" + name + "'"};
    if (!spec->repeatable && cl.has(name))
      return rules::Error{"option '" + name + "' is given more than once"};
    if (!spec->takesValue) {
      if (inlineValue) return rules::Error{"option '" + name + "' takes no value"};
      cl.m_options.emplace_back(name, std::string());
      continue;
    }
    if (!inlineValue) {
      // "--seed -o x" forgot the seed: taking "-o" as the seed would only confuse the message.
      if (i + 1 >= args.size() || looksLikeOption(args[i + 1]))
        return rules::Error{"option '" + name + "' needs a value"};
      inlineValue = args[++i];
    }
    cl.m_options.emplace_back(name, *inlineValue);
  }
  return cl;
}

bool CommandLine::has(std::string_view name) const {
  return std::any_of(m_options.begin(), m_options.end(),
                     [&](const auto& o) { return o.first == name; });
}

std::optional<std::string> CommandLine::value(std::string_view name) const {
  for (const auto& [n, v] : m_options)
    if (n == name) return v;
  return std::nullopt;
}

std::vector<std::string> CommandLine::values(std::string_view name) const {
  std::vector<std::string> out;
  for (const auto& [n, v] : m_options)
    if (n == name) out.push_back(v);
  return out;
}

rules::Expected<std::uint64_t> parseUnsigned(std::string_view text, std::string_view what,
                                             std::uint64_t min, std::uint64_t max) {
  const std::string range =
      min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
  std::uint64_t v = 0;
  const auto* end = text.data() + text.size();
  // from_chars accepts neither a sign nor spaces, so "-1", "+3" and " 4" are refused as they
  // should.
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec == std::errc::invalid_argument || ptr != end)
    return rules::Error{std::string(what) + " must be a whole number (" + range + ")" + ", not '" +
                        std::string(text) + "'"};
  if (ec == std::errc::result_out_of_range || v < min || v > max)
    return rules::Error{std::string(what) + " must be " + (min == max ? "" : "from ") + range +
                        ", not " + std::string(text)};
  return v;
}

rules::Expected<std::uint64_t> seedOption(const CommandLine& cl) {
  if (const auto text = cl.value("--seed")) return parseUnsigned(*text, "--seed", 0, UINT64_MAX);
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace gm::cli
