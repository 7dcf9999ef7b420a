// libFuzzer target: grudgematch-cli's argument parser. The input is split at NUL bytes into words;
// the parser runs against the option table of every command and each value goes through the strict
// number parser. Nothing may crash, and every refusal must carry a message.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "command_line.h"

namespace {
using gm::cli::OptionSpec;

// The option tables of new, legal, apply, show and simulate.
constexpr OptionSpec kSpecs[] = {
    {"--game"},       {"--players"},     {"--seed"},    {"--seat", true, true},
    {"-o"},           {"--help", false}, {"--bots"},    {"--games"},
    {"--iterations"}, {"--budget-ms"},   {"--variant"}, {"--landscape", false}};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> words(1);
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == 0)
      words.emplace_back();
    else
      words.back().push_back(static_cast<char>(data[i]));
  }
  for (const auto specs :
       {std::span<const OptionSpec>(kSpecs), std::span<const OptionSpec>(kSpecs).first(6)}) {
    auto cl = gm::cli::CommandLine::parse(words, specs);
    if (!cl) {
      if (cl.error().empty()) __builtin_trap();
      continue;
    }
    for (const auto& spec : specs) {
      for (const auto& v : cl->values(spec.name)) {
        auto n = gm::cli::parseUnsigned(v, spec.name, 1, 1000000);
        if (!n && n.error().empty()) __builtin_trap();
        if (n && (*n < 1 || *n > 1000000)) __builtin_trap();
      }
    }
    auto seed = gm::cli::seedOption(*cl);
    if (!seed && seed.error().empty()) __builtin_trap();
  }
  return 0;
}
