#pragma once
// A small command-line parser for grudgematch-cli: positional arguments plus "--name value",
// "--name=value" and "-o value" options, each declared up front so a typo is refused instead of
// silently ignored. Numbers are parsed strictly (the whole text, in range) for the same reason.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace gm::cli {

struct OptionSpec {
  std::string_view name;    // with its dashes: "--seed", "-o"
  bool takesValue = true;   // false for a flag such as "--help"
  bool repeatable = false;  // "--seat human --seat ai" collects every value in order
};

class CommandLine {
 public:
  // Splits `args` (the words after the command name) against `specs`. Fails on an unknown option, a
  // missing value or a non-repeatable option given twice. "--" ends the options.
  static rules::Expected<CommandLine> parse(std::span<const std::string> args,
                                            std::span<const OptionSpec> specs);

  const std::vector<std::string>& positionals() const { return m_positionals; }
  bool has(std::string_view name) const;
  // The value of a non-repeatable option, if given.
  std::optional<std::string> value(std::string_view name) const;
  // Every value of a repeatable option, in the order given.
  std::vector<std::string> values(std::string_view name) const;

 private:
  std::vector<std::string> m_positionals;
  std::vector<std::pair<std::string, std::string>> m_options;  // (name, value) in order
};

// Parses a whole decimal number in [min, max]; `what` names it in the message ("--games").
rules::Expected<std::uint64_t> parseUnsigned(std::string_view text, std::string_view what,
                                             std::uint64_t min, std::uint64_t max);

// The value of --seed (any 64-bit number) or, when it is not given, a fresh one from
// std::random_device, so every run without a seed is a different game yet can be replayed.
rules::Expected<std::uint64_t> seedOption(const CommandLine& cl);

}  // namespace gm::cli
